import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { confirmDocument, documentFacts } from './confirm-document.tsx';
import { DocumentResultPanel } from './document-result-panel.tsx';

function renderProviders(children: React.ReactNode = <div />) {
  return render(
    <MantineProvider env="test">
      <ModalsProvider>
        <Notifications />
        {children}
      </ModalsProvider>
    </MantineProvider>,
  );
}

async function ask(options: Parameters<typeof confirmDocument>[0]): Promise<{ answer: Promise<boolean> }> {
  let answer!: Promise<boolean>;
  await act(async () => {
    answer = confirmDocument(options);
  });
  return { answer };
}

describe('confirmDocument', () => {
  it('shows what will happen, with OK focused: Enter on it confirms', async () => {
    renderProviders();
    const { answer } = await ask({
      message: 'Simpan Transaksi Penjualan Ini?',
      facts: documentFacts({ qty: 2, berat: '3.5', total: 2_150_000, kembalian: 50_000 }),
    });
    expect(screen.getByText('Simpan Transaksi Penjualan Ini?')).toBeTruthy();
    const summary = screen.getByTestId('konfirmasi-ringkasan').textContent;
    expect(summary).toBe('Jumlah Barang2 pcsBerat3.500 grTotalRp. 2,150,000KembalianRp. 50,000');
    const ok = screen.getByRole('button', { name: 'OK' });
    await waitFor(() => expect(document.activeElement).toBe(ok));
    // A browser turns Enter on a focused button into its click.
    fireEvent.keyDown(ok, { key: 'Enter' });
    fireEvent.click(ok);
    await expect(answer).resolves.toBe(true);
  });

  it('Esc cancels', async () => {
    renderProviders();
    const { answer } = await ask({ message: 'Simpan Transaksi Pembelian Ini?' });
    const ok = screen.getByRole('button', { name: 'OK' });
    await waitFor(() => expect(document.activeElement).toBe(ok));
    fireEvent.keyDown(ok, { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
  });

  it('keeps the Enter that confirms inside the dialog', async () => {
    const outside = vi.fn();
    renderProviders(<div onKeyDown={outside} />);
    document.addEventListener('keydown', outside);
    const { answer } = await ask({ message: 'Simpan?' });
    const ok = screen.getByRole('button', { name: 'OK' });
    fireEvent.keyDown(ok, { key: 'Enter' });
    fireEvent.click(ok);
    await expect(answer).resolves.toBe(true);
    document.removeEventListener('keydown', outside);
    expect(outside).not.toHaveBeenCalled();
  });
});

describe('DocumentResultPanel', () => {
  it('shows the number, what moved and a button per print; a failed print says so', async () => {
    const nota = vi.fn(async () => undefined);
    const slip = vi.fn(() => Promise.reject(new Error('offline')));
    const onClose = vi.fn();
    renderProviders(
      <DocumentResultPanel
        result={{
          message: 'Transaksi Penjualan Berhasil Disimpan',
          no_dokumen: 'FJ-T02-251125-0001',
          qty: 2,
          berat: '3.500',
          prints: [
            { label: 'Cetak Nota', run: nota },
            { label: 'Cetak Slip', run: slip, kind: 'slip' },
          ],
        }}
        onClose={onClose}
        numberLabel="No Faktur"
      />,
    );
    expect(screen.getByTestId('hasil-dokumen').textContent).toBe('No Faktur FJ-T02-251125-0001 · 2 pcs · 3.500 gr');
    fireEvent.click(screen.getByRole('button', { name: 'Cetak Nota' }));
    await waitFor(() => expect(nota).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cetak Slip' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Cetak Slip' }));
    expect(await screen.findByText('Terjadi Kesalahan Saat Mengirim Data')).toBeTruthy();
  });
});
