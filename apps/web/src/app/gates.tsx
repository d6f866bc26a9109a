// What a screen shows instead of itself: the access refusal and the store-day notice.
import { Button, Center, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarExclamation, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MESSAGES } from '@kencana/core';
import { useCloseStore } from './close-store/close-store-provider.tsx';

/** The catalogue joins the two lines of a notice with ' / '. */
function lines(text: string): string[] {
  return text.split(' / ');
}

export function AccessDenied() {
  const [first, second] = lines(MESSAGES.aksesDiMenuIniTidakDiIzinkanHubungiAdminJikaInginMemakaiMenuIni);
  return (
    <Center mih="60vh">
      <Paper withBorder radius="md" p="xl" maw={520} w="100%">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" color="red" variant="light">
            <IconLock size={30} aria-hidden />
          </ThemeIcon>
          <Text size="lg" fw={700}>
            {first}
          </Text>
          {second && <Text c="dimmed">{second}</Text>}
          <Button component={Link} to="/dashboard" mt="sm">
            {MESSAGES.goHome}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

export function StoreDayNotice() {
  const { requestClose } = useCloseStore();
  const [first, second] = lines(MESSAGES.tanggalSystemBerbedaDenganTanggalSekarangSilahkanTutupToko);
  return (
    <Center mih="60vh">
      <Paper withBorder radius="md" p="xl" maw={520} w="100%">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" color="orange" variant="light">
            <IconCalendarExclamation size={30} aria-hidden />
          </ThemeIcon>
          <Text size="lg" fw={700}>
            {first}
          </Text>
          {second && <Text c="dimmed">{second}</Text>}
          <Button mt="sm" onClick={requestClose}>
            {MESSAGES.tutupTokoSekarang}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
