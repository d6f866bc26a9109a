import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MESSAGES } from '@kencana/core';
import { useSession } from '../lib/session.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function NotFoundPage() {
  const session = useSession();
  const title = MESSAGES.halamanTidakDitemukan.toUpperCase();
  useDocumentTitle(session ? `${session.nama_toko} | ${title}` : title);
  return (
    <Center mih="60vh">
      <Paper withBorder radius="md" p="xl" maw={480} w="100%">
        <Stack align="center" gap="sm" ta="center">
          <Title order={1} c="gold.8">
            404
          </Title>
          <Text size="lg" fw={700}>
            {MESSAGES.halamanTidakDitemukan}
          </Text>
          <Button component={Link} to="/dashboard">
            {MESSAGES.goHome}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
