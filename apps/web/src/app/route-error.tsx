// A screen that failed to load or crashed (typically a stale chunk after a new version).
import { Button, Center, Paper, Stack, Text } from '@mantine/core';
import { useRouteError } from 'react-router';
import { MESSAGES } from '@kencana/core';
import { browser } from '../lib/browser.ts';

export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder radius="md" p="xl" maw={480} w="100%">
        <Stack align="center" gap="sm" ta="center">
          <Text size="lg" fw={700}>
            {MESSAGES.gagalMengambilDataKeserver}
          </Text>
          <Text c="dimmed">{MESSAGES.silahkanCobaLagi}</Text>
          <Button onClick={() => browser.reload()}>{MESSAGES.cobaLagi}</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
