// The dialogs the API client opens by itself: the blocking "cannot reach the server" notice and the
// re-activation question for a record that exists as deleted.
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { MESSAGES } from '@kencana/core';
import { browser } from './browser.ts';

const CONNECTION_MODAL_ID = 'kencana-connection-failed';
let connectionModalOpen = false;

/** Opens the blocking 'Gagal Terhubung Ke Server' dialog, once however many calls fail. */
export function showConnectionFailed(): void {
  if (connectionModalOpen) return;
  connectionModalOpen = true;
  modals.open({
    modalId: CONNECTION_MODAL_ID,
    title: MESSAGES.gagalTerhubungKeServer,
    centered: true,
    withCloseButton: false,
    closeOnClickOutside: false,
    closeOnEscape: false,
    onClose: () => {
      connectionModalOpen = false;
    },
    children: (
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <IconPlugConnectedX size={28} color="var(--mantine-color-red-6)" aria-hidden />
          <Text>{MESSAGES.silahkanCobaLagi}</Text>
        </Group>
        <Group justify="flex-end">
          <Button onClick={() => browser.reload()}>{MESSAGES.cobaLagi}</Button>
        </Group>
      </Stack>
    ),
  });
}

/** Asks 'Warning !!!' with the server's text; resolves true when the user picks 'Aktifkan'. */
export function confirmReactivate(serverText: string): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: boolean) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    modals.openConfirmModal({
      title: MESSAGES.warning,
      centered: true,
      children: <Text>{serverText}</Text>,
      labels: { confirm: MESSAGES.aktifkan, cancel: MESSAGES.batal },
      confirmProps: { color: 'orange' },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}
