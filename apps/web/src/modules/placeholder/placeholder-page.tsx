// The page of a route whose screen is not built yet: its title, its menu group and a plain notice.
import { Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { MENU_GROUPS, MESSAGES, findRoute } from '@kencana/core';
import { PageFrame } from '../../components/page-frame/index.ts';

export default function PlaceholderPage() {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  const group = MENU_GROUPS.find((g) => g.routes.some((r) => r.path === pathname));
  const title = route?.title ?? pathname;

  return (
    <PageFrame title={title}>
      <Paper withBorder radius="md" p="xl">
        <Group align="flex-start" wrap="nowrap" gap="lg">
          <ThemeIcon size={48} radius="md" variant="light">
            <IconHourglassHigh size={28} aria-hidden />
          </ThemeIcon>
          <Stack gap={6}>
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
    </PageFrame>
  );
}
