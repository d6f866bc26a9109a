// Offline: a notice that cannot be dismissed. Back online: a notice whose OK reloads the page.
import { useEffect, useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconWifi, IconWifiOff } from '@tabler/icons-react';
import { MESSAGES } from '@kencana/core';
import { browser } from '../lib/browser.ts';

type Connectivity = 'online' | 'offline' | 'back';

export function ConnectivityWatcher() {
  const [state, setState] = useState<Connectivity>(() => (navigator.onLine ? 'online' : 'offline'));

  useEffect(() => {
    const goOffline = () => setState('offline');
    const goOnline = () => setState((current) => (current === 'offline' ? 'back' : current));
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);

  return (
    <>
      <Modal
        opened={state === 'offline'}
        onClose={() => undefined}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        size="sm"
        zIndex={2000}
      >
        <Stack align="center" gap="sm" py="md" ta="center">
          <IconWifiOff size={40} color="var(--mantine-color-red-6)" aria-hidden />
          <Text fw={600}>{MESSAGES.looksLikeYouLostYourInternetConnection}</Text>
        </Stack>
      </Modal>
      <Modal
        opened={state === 'back'}
        onClose={() => undefined}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        size="sm"
        zIndex={2000}
      >
        <Stack align="center" gap="sm" py="md" ta="center">
          <IconWifi size={40} color="var(--mantine-color-green-6)" aria-hidden />
          <Text fw={600}>{MESSAGES.looksLikeYouConnectionIsBackYouCanUseOurWebsiteAgain}</Text>
          <Group justify="center">
            <Button onClick={() => browser.reload()}>{MESSAGES.ok}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
