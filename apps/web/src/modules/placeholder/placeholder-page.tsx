// The page of a route whose screen is not built yet: its title, its menu group and a plain notice.
import { Anchor, Badge, Breadcrumbs, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { MENU_GROUPS, MESSAGES, findRoute } from '@kencana/core';

export default function PlaceholderPage() {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  const group = MENU_GROUPS.find((g) => g.routes.some((r) => r.path === pathname));
  const title = route?.title ?? pathname;

  return (
    <Stack gap="sm">
      <Breadcrumbs separatorMargin={6}>
        <Anchor component={Link} to="/dashboard" size="sm">
          {findRoute('/dashboard')?.label}
        </Anchor>
        {group && <Text size="sm">{group.label}</Text>}
        {route && <Text size="sm" fw={600}>{route.label}</Text>}
      </Breadcrumbs>
      <Paper withBorder radius="md" p="xl">
        <Group align="flex-start" wrap="nowrap" gap="lg">
          <ThemeIcon size={48} radius="md" variant="light">
            <IconHourglassHigh size={28} aria-hidden />
          </ThemeIcon>
          <Stack gap={6}>
            <Title order={2}>{title}</Title>
            {group && (
              <Group gap={6}>
                <Text size="sm" c="dimmed">
                  {MESSAGES.grupMenu}
                </Text>
                <Badge variant="light">{group.label}</Badge>
              </Group>
            )}
            <Text>{MESSAGES.layarDisiapkan}</Text>
          </Stack>
        </Group>
      </Paper>
    </Stack>
  );
}
