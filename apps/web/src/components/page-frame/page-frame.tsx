// THE frame of every built screen, so they all look alike: the breadcrumb Dashboard / <menu group> /
// <screen> from the menu definition (core menu.ts), one heading with the screen's title as the
// specification spells it (upper case, the same as the page title), an actions slot right of it, then the
// screen. Screens put their own cards in `children`; the heading always sits outside them.
import type { ReactNode } from 'react';
import { Group, Stack, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { findRoute, MENU_GROUPS } from '@kencana/core';
import { MenuBreadcrumbs } from '../screen-breadcrumbs/index.ts';

export interface PageFrameProps {
  /** The menu route of the screen; by default the route on screen. */
  path?: string;
  /** The heading when the screen is not a menu route of its own (default: the route's title). */
  title?: string;
  /** Right of the heading: the screen's own buttons, links, figures. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The menu group holding `path`, or undefined for the dashboard and unknown paths. */
export function menuGroupOf(path: string): string | undefined {
  if (path === '/dashboard') return undefined;
  return MENU_GROUPS.find((g) => g.routes.some((r) => r.path === path))?.label;
}

export function PageFrame({ path, title, actions, children }: PageFrameProps) {
  const { pathname } = useLocation();
  const screenPath = path ?? pathname;
  const route = findRoute(screenPath);
  const heading = title ?? route?.title ?? screenPath;
  return (
    <Stack gap="xs" data-page-frame>
      {screenPath === '/dashboard' ? (
        <MenuBreadcrumbs group={undefined} screen={undefined} />
      ) : (
        <MenuBreadcrumbs group={menuGroupOf(screenPath)} screen={route?.label ?? heading} />
      )}
      <Group justify="space-between" align="center" wrap="nowrap" gap="sm" mih={30}>
        <Title order={3} fz="h4" lh={1.2}>
          {heading}
        </Title>
        {actions !== undefined && (
          <Group gap="xs" wrap="nowrap" align="center">
            {actions}
          </Group>
        )}
      </Group>
      {children}
    </Stack>
  );
}
