// A new version of the app is waiting: ask to close and reopen the tab; OK activates it and reloads.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { MESSAGES } from '@kencana/core';

/** How often an open tab asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60_000;

export default function UpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    immediate: true,
    onRegisteredSW(_url, registration) {
      if (registration) window.setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
  });

  return (
    <Modal
      opened={needRefresh}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      size="sm"
      zIndex={2100}
    >
      <Stack gap="md" py="xs">
        <Text fw={600}>{MESSAGES.updateTersediaSilahkanTutupTabHalamanIniDanBukaKembali}</Text>
        <Group justify="flex-end">
          {/* Tells the waiting worker to take over; the page reloads once it controls the tab. */}
          <Button onClick={() => void updateServiceWorker(true)}>{MESSAGES.ok}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
