// The close-of-day flow of the header menu and of the store-day notice: confirmation with the old and the
// new date and the work still pending (shipments on the road, goods at the cleaner…), then a blocking
// progress dialog fed by the socket, then back to login, which tells the new business date.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Group, List, Modal, Progress, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconBuildingStore } from '@tabler/icons-react';
import { addDays, formatGrams, formatQty, MESSAGES, systemApi, type PendingItem } from '@kencana/core';
import { useApiQuery } from '../../lib/api.ts';
import { browser } from '../../lib/browser.ts';
import { rememberClosedStore } from '../../lib/closed-store-note.ts';
import { notifyError, notifySuccess, notifyWarning } from '../../lib/notify.ts';
import { clearSession, useSession } from '../../lib/session.ts';
import { runCloseStore, type CloseStoreDeps } from './close-store.ts';

/** The pause between the closing message and the login page. */
export const REDIRECT_DELAY_MS = 1000;
/**
 * The bar moves toward the latest percentage the server reported by at most PROGRESS_STEP points every
 * PROGRESS_STEP_MS: the server's steps often arrive within a few milliseconds of each other, and shown as
 * they come the bar jumped from 0 to 100 %.
 */
export const PROGRESS_STEP = 5;
export const PROGRESS_STEP_MS = 40;

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** One line of the pending work: its label, open documents (when documents hold it), pieces and grams. */
export function pendingLine(item: PendingItem): string {
  const values = { label: item.label, dokumen: formatQty(item.documents), qty: formatQty(item.count), berat: formatGrams(item.berat, 3) };
  return fill(item.documents > 0 ? MESSAGES.pekerjaanTertunda : MESSAGES.pekerjaanTertundaTanpaDokumen, values);
}

function PendingWork({ enabled }: { enabled: boolean }) {
  const query = useApiQuery(systemApi.closePending, undefined, { enabled, staleTime: 0 });
  const pending = query.data?.data.pending;
  if (!pending) return null;
  if (pending.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="close-pending">
        {MESSAGES.tidakAdaPekerjaanTertunda}
      </Text>
    );
  }
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="close-pending" p="xs">
      <Text size="sm" fw={600} mb={4}>
        {MESSAGES.masihAdaPekerjaanTertunda}
      </Text>
      <List size="sm" spacing={2}>
        {pending.map((item) => (
          <List.Item key={item.key}>{pendingLine(item)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

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
  /** The highest percentage the server reported; `percent` is what the bar shows, catching up in steps. */
  const [reported, setReported] = useState(0);
  const [percent, setPercent] = useState(0);
  const shown = useRef(0);
  const whenFull = useRef<(() => void) | null>(null);
  const running = useRef(false);

  useEffect(() => {
    shown.current = percent;
    if (percent >= 100) {
      whenFull.current?.();
      whenFull.current = null;
    }
    if (percent >= reported) return;
    const timer = window.setTimeout(() => setPercent((old) => Math.min(reported, old + PROGRESS_STEP)), PROGRESS_STEP_MS);
    return () => window.clearTimeout(timer);
  }, [percent, reported]);

  /** Resolves once the bar shows 100 %. */
  const barFull = useCallback(
    () =>
      new Promise<void>((resolve) => {
        if (shown.current >= 100) resolve();
        else whenFull.current = resolve;
      }),
    [],
  );

  const requestClose = useCallback(() => {
    if (!running.current) setPhase('confirm');
  }, []);

  const start = useCallback(async () => {
    if (!session || running.current) return;
    running.current = true;
    shown.current = 0;
    setPercent(0);
    setReported(0);
    setPhase('running');
    const outcome = await runCloseStore(session.kode_toko, (p) => setReported((old) => Math.max(old, p)), deps);
    switch (outcome.kind) {
      case 'closed':
        setReported(100);
        await barFull();
        notifySuccess(MESSAGES.berhasilMenutupToko);
        rememberClosedStore({ nama_toko: session.nama_toko, tgl_system_baru: outcome.tgl_system_baru });
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
  }, [session, deps, barFull]);

  const api = useMemo(() => ({ requestClose }), [requestClose]);
  const oldDate = session?.tgl_system ?? '';
  const newDate = oldDate ? addDays(oldDate, 1) : '';

  return (
    <CloseStoreContext.Provider value={api}>
      {children}
      <Modal opened={phase === 'confirm'} onClose={() => setPhase('idle')} title={MESSAGES.tutupToko} size="sm">
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
          <PendingWork enabled={phase === 'confirm'} />
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
