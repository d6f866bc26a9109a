// The breadcrumb above a screen: Dashboard / <menu group> / <screen>, so every screen names where it sits
// in the menu the same way.
import type { ReactNode } from 'react';
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { findRoute, MENU_GROUPS } from '@kencana/core';

export interface MenuBreadcrumbsProps {
  /** The label of the menu group holding the screen; no group, no middle crumb. */
  group: string | undefined;
  /** The screen's name, the last crumb. */
  screen: ReactNode;
}

/** The breadcrumb from parts the caller works out itself (a report finds its group through all its menus). */
export function MenuBreadcrumbs({ group, screen }: MenuBreadcrumbsProps) {
  return (
    <Breadcrumbs separatorMargin={6}>
      <Anchor component={Link} to="/dashboard" size="sm">
        {findRoute('/dashboard')?.label}
      </Anchor>
      {group !== undefined && <Text size="sm">{group}</Text>}
      <Text size="sm" fw={600}>
        {screen}
      </Text>
    </Breadcrumbs>
  );
}

/** The breadcrumb of the menu route `path`; without a path, of the route on screen. */
export function ScreenBreadcrumbs({ path }: { path?: string }) {
  const { pathname } = useLocation();
  const screenPath = path ?? pathname;
  const group = MENU_GROUPS.find((g) => g.routes.some((r) => r.path === screenPath));
  return <MenuBreadcrumbs group={group?.label} screen={findRoute(screenPath)?.label} />;
}
