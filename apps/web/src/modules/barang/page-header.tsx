// The breadcrumb of a Barang screen: Dashboard / Barang / <screen>, as the other screens show it.
import type { ReactNode } from 'react';
import { Anchor, Breadcrumbs, Group, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { findRoute, MENU_GROUPS } from '@kencana/core';

export function BarangBreadcrumbs({ right }: { right?: ReactNode }) {
  const { pathname } = useLocation();
  const group = MENU_GROUPS.find((g) => g.routes.some((r) => r.path === pathname));
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Breadcrumbs separatorMargin={6}>
        <Anchor component={Link} to="/dashboard" size="sm">
          {findRoute('/dashboard')?.label}
        </Anchor>
        {group && <Text size="sm">{group.label}</Text>}
        <Text size="sm" fw={600}>
          {findRoute(pathname)?.label}
        </Text>
      </Breadcrumbs>
      {right}
    </Group>
  );
}
