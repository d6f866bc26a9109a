// The breadcrumb above a screen: Dashboard / <menu group> / <screen>, so every screen names where it sits
// in the menu the same way.
import type { ReactNode } from 'react';
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { findRoute } from '@kencana/core';

export interface MenuBreadcrumbsProps {
  /** The label of the menu group holding the screen; no group, no middle crumb. */
  group: string | undefined;
  /** The screen's name, the last crumb; none on the dashboard (the first crumb names it). */
  screen: ReactNode | undefined;
}

/** The breadcrumb from its parts (the page frame works them out from the menu definition). */
export function MenuBreadcrumbs({ group, screen }: MenuBreadcrumbsProps) {
  return (
    <Breadcrumbs separatorMargin={6}>
      <Anchor component={Link} to="/dashboard" size="sm">
        {findRoute('/dashboard')?.label}
      </Anchor>
      {group !== undefined && <Text size="sm">{group}</Text>}
      {screen !== undefined && (
        <Text size="sm" fw={600}>
          {screen}
        </Text>
      )}
    </Breadcrumbs>
  );
}
