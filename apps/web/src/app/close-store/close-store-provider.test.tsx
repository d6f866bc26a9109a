// The close of day on screen: the confirmation lists the pending work, the bar climbs through intermediate
// values even when the server's steps arrive at once, and the login page is told the new business date.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@mantine/core';
import { browser } from '../../lib/browser.ts';
import { readClosedStore } from '../../lib/closed-store-note.ts';
import { saveSession } from '../../lib/session.ts';
import { AppProviders, createQueryClient } from '../providers.tsx';
import { jsonResponse, ownerSession } from '../test-helpers.tsx';
import { CloseStoreProvider, pendingLine, REDIRECT_DELAY_MS, useCloseStore } from './close-store-provider.tsx';
import type { CloseStoreDeps } from './close-store.ts';

// Only the notices are watched; the rest of the module (placement constants the providers read) stays real.
vi.mock('../../lib/notify.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  notifySuccess: vi.fn(),
  notifyError: vi.fn(),
  notifyWarning: vi.fn(),
}));
const { notifySuccess } = await import('../../lib/notify.ts');

const PENDING = {
  data: {
    pending: [
      { key: 'transit-keluar', label: 'Barang Dikirim, Belum Diterima Cabang', documents: 1, count: 6, berat: '12.5' },
      { key: 'cucian', label: 'Barang Di Cucian', documents: 1, count: 3, berat: '3.75' },
      { key: 'rusak', label: 'Barang Rusak Menunggu Validasi Hancur', documents: 0, count: 2, berat: '1' },
    ],
    pending_documents: 2,
  },
};

function Opener() {
  const { requestClose } = useCloseStore();
  return <Button onClick={requestClose}>Tutup Toko Sekarang</Button>;
}

/** A socket that reports every step of the server at once, as soon as the start event is sent. */
function burstDeps(steps: number[]): CloseStoreDeps {
  let onProgress: (payload: unknown) => void = () => undefined;
  return {
    connect: () =>
      ({
        on: (_event: string, handler: (payload: unknown) => void) => {
          onProgress = handler;
        },
        timeout: () => ({
          emitWithAck: async () => {
            for (const percent of steps) onProgress({ kode_toko: 'T01', percent });
          },
        }),
        disconnect: () => undefined,
      }) as unknown as ReturnType<CloseStoreDeps['connect']>,
    close: async () => ({ message: 'Berhasil Menutup Toko', tgl_system_lama: '2026-03-09', tgl_system_baru: '2026-03-10' }),
  };
}

function renderProvider(deps: CloseStoreDeps) {
  saveSession('test-token', ownerSession({ tgl_system: '2026-03-09' }));
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <CloseStoreProvider deps={deps}>
        <Opener />
      </CloseStoreProvider>
    </AppProviders>,
  );
}

let goTo: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).startsWith('/api/v1/system/close/pending') ? jsonResponse(PENDING) : jsonResponse({ message: 'Not Found' }, 404),
    ),
  );
  goTo = vi.spyOn(browser, 'goTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  goTo.mockRestore();
  vi.mocked(notifySuccess).mockReset();
  localStorage.clear();
});

describe('closing the store', { timeout: 20_000 }, () => {
  it('the confirmation keeps its question and dates and lists the pending work before OK', async () => {
    renderProvider(burstDeps([0, 100]));
    fireEvent.click(screen.getByRole('button', { name: 'Tutup Toko Sekarang' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tutup Toko' }, { timeout: 8000 });
    expect(within(dialog).getByText('Apakah Anda Yakin Ingin Menutup Toko')).toBeTruthy();
    expect(within(dialog).getByTestId('close-old-date').textContent).toBe('2026-03-09');
    expect(within(dialog).getByTestId('close-new-date').textContent).toBe('2026-03-10');
    const pending = await within(dialog).findByTestId('close-pending', {}, { timeout: 8000 });
    expect(within(pending).getByText('Masih Ada Pekerjaan Yang Belum Selesai:')).toBeTruthy();
    expect(
      within(pending)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Barang Dikirim, Belum Diterima Cabang: 1 Dokumen, 6 Pcs, 12.500 Gr',
      'Barang Di Cucian: 1 Dokumen, 3 Pcs, 3.750 Gr',
      'Barang Rusak Menunggu Validasi Hancur: 2 Pcs, 1.000 Gr',
    ]);
  });

  it('shows intermediate percentages when every step arrives at once, then tells the login page the new date', async () => {
    renderProvider(burstDeps([0, 10, 45, 80, 85, 95, 100]));
    fireEvent.click(screen.getByRole('button', { name: 'Tutup Toko Sekarang' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tutup Toko' }, { timeout: 8000 });
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const text = document.querySelector('[data-testid="close-percent"]')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    });
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Berhasil Menutup Toko'), { timeout: 8000 });
    observer.disconnect();
    // The success comes once the bar is full, after several values in between.
    expect(seen.at(-1)).toBe('100%');
    expect(seen.filter((text) => text !== '0%' && text !== '100%').length).toBeGreaterThanOrEqual(5);
    expect(readClosedStore()).toEqual({ nama_toko: 'KENCANA PUSAT', tgl_system_baru: '2026-03-10' });
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/'), { timeout: REDIRECT_DELAY_MS + 5000 });
  });
});

describe('pendingLine', () => {
  it('gives documents only where documents hold the work', () => {
    expect(pendingLine({ key: 'cucian', label: 'Barang Di Cucian', documents: 2, count: 1234, berat: '1234.5' })).toBe(
      'Barang Di Cucian: 2 Dokumen, 1,234 Pcs, 1,234.500 Gr',
    );
    expect(pendingLine({ key: 'sepuh', label: 'Barang Pembelian Menunggu Sepuh (SP)', documents: 0, count: 4, berat: '8' })).toBe(
      'Barang Pembelian Menunggu Sepuh (SP): 4 Pcs, 8.000 Gr',
    );
  });
});
