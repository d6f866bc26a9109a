// The close-of-day flow of the header menu and of the store-day notice: confirmation with the old and the
// new date, then a blocking progress dialog fed by the socket, then back to login.
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Group, Modal, Progress, Stack, Table, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { addDays, MESSAGES } from '@kencana/core';
import { browser } from '../../lib/browser.ts';
import { notifyError, notifySuccess, notifyWarning } from '../../lib/notify.ts';
import { clearSession, useSession } from '../../lib/session.ts';
import { runCloseStore, type CloseStoreDeps } from './close-store.ts';

/** The pause between the closing message and the login page. */
export const REDIRECT_DELAY_MS = 1000;

interface CloseStoreApi {
  /** Opens the confirmation of the close of day. */
  requestClose: () => void;
}

const CloseStoreContext = createContext<CloseStoreApi | null>(null);

export function useCloseStore(): CloseStoreApi {
  const api = useContext(CloseStoreContext);
  if (!api) throw new Error('useCloseStore must be used inside <CloseStoreProvider>');
  return api;
}

type Phase = 'idle' | 'confirm' | 'running';

function leaveToLogin(): void {
  clearSession();
  browser.goTo('/');
}

export function CloseStoreProvider({ children, deps }: { children: ReactNode; deps?: CloseStoreDeps }) {
  const session = useSession();
  const [phase, setPhase] = useState<Phase>('idle');
  const [percent, setPercent] = useState(0);
  const running = useRef(false);

  const requestClose = useCallback(() => {
    if (!running.current) setPhase('confirm');
  }, []);

  const start = useCallback(async () => {
    if (!session || running.current) return;
    running.current = true;
    setPercent(0);
    setPhase('running');
    const outcome = await runCloseStore(session.kode_toko, (p) => setPercent((old) => Math.max(old, p)), deps);
    switch (outcome.kind) {
      case 'closed':
        setPercent(100);
        notifySuccess(MESSAGES.berhasilMenutupToko);
        window.setTimeout(leaveToLogin, REDIRECT_DELAY_MS);
        return; // the progress dialog stays until the page leaves
      case 'closed-elsewhere':
        setPhase('idle');
        notifyWarning(MESSAGES.tokoSudahDitutupOlehAkunLain);
        window.setTimeout(leaveToLogin, REDIRECT_DELAY_MS);
        return;
      case 'ask-again':
        running.current = false;
        notifyError(outcome.message);
        setPhase('confirm');
        return;
      case 'failed':
        running.current = false;
        notifyError(outcome.message);
        setPhase('idle');
        return;
      case 'unreachable':
        running.current = false;
        setPhase('idle');
        return;
    }
  }, [session, deps]);

  const api = useMemo(() => ({ requestClose }), [requestClose]);
  const oldDate = session?.tgl_system ?? '';
  const newDate = oldDate ? addDays(oldDate, 1) : '';

  return (
    <CloseStoreContext.Provider value={api}>
      {children}
      <Modal
        opened={phase === 'confirm'}
        onClose={() => setPhase('idle')}
        title={MESSAGES.tutupToko}
        size="sm"
      >
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <IconBuildingStore size={28} color="var(--mantine-color-gold-8)" aria-hidden />
            <Text fw={600}>{MESSAGES.apakahAndaYakinInginMenutupToko}</Text>
          </Group>
          <Table withTableBorder withColumnBorders verticalSpacing={4}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w="45%">{MESSAGES.tanggalLama}</Table.Th>
                <Table.Td data-testid="close-old-date">{oldDate}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{MESSAGES.tanggalBaru}</Table.Th>
                <Table.Td data-testid="close-new-date">{newDate}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setPhase('idle')}>
              {MESSAGES.tidak}
            </Button>
            <Button onClick={() => void start()}>{MESSAGES.ok}</Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={phase === 'running'}
        onClose={() => undefined}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        size="sm"
        aria-label={MESSAGES.mohonMenungguSedangMenutupToko}
      >
        <Stack gap="sm" py="xs">
          <Text fw={600} ta="center">
            {MESSAGES.mohonMenungguSedangMenutupToko}
          </Text>
          <Progress value={percent} size="lg" striped animated={percent < 100} aria-label={`${percent}%`} />
          <Text ta="center" fw={700} data-testid="close-percent">
            {percent}%
          </Text>
        </Stack>
      </Modal>
    </CloseStoreContext.Provider>
  );
}
