import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_MESSAGES } from '@kencana/core';
import { jsonResponse, ownerSession, renderApp, stubServer, yesterday } from '../../app/test-helpers.tsx';

// Validasi Penjualan while the store's day is behind (the store-day exception): the day's sales are listed
// and ticked, the money counted per method shows its difference, and the submit sends the counted money.
const DAY = {
  kode_toko: 'T01',
  tgl_system: yesterday(),
  rows: [
    {
      no_faktur: 'FJ-T01-1',
      doc_type: 'PENJUALAN',
      jam: '10:00',
      customer: 'SITI',
      user_id: 'kasir',
      total_harga: 1_500_000,
      uang: [{ jenis: 'CASH', jumlah: 1_500_000 }],
      divalidasi: false,
      validasi_oleh: '',
    },
    {
      no_faktur: 'FJ-T01-2',
      doc_type: 'PENJUALAN',
      jam: '11:00',
      customer: 'BUDI',
      user_id: 'kasir',
      total_harga: 2_000_000,
      uang: [{ jenis: 'QRIS', jumlah: 2_000_000 }],
      divalidasi: false,
      validasi_oleh: '',
    },
    {
      no_faktur: 'FJ-T01-0',
      doc_type: 'PENJUALAN',
      jam: '09:00',
      customer: 'ANI',
      user_id: 'kasir',
      total_harga: 700_000,
      uang: [{ jenis: 'CASH', jumlah: 700_000 }],
      divalidasi: true,
      validasi_oleh: 'spv',
    },
  ],
  belum_divalidasi: [
    { jenis: 'CASH', jumlah: 1_500_000 },
    { jenis: 'QRIS', jumlah: 2_000_000 },
  ],
};
let posted: unknown = null;

function server(url: string, init?: RequestInit): Response {
  const method = init?.method ?? 'GET';
  if (url.startsWith('/api/v1/validasi-penjualan') && method === 'GET') return jsonResponse({ data: DAY });
  if (url.startsWith('/api/v1/validasi-penjualan') && method === 'POST') {
    posted = JSON.parse(String(init?.body));
    return jsonResponse({ message: MEMBER_MESSAGES.berhasilValidasi, data: { no_validasi: 'VAL-T01-1', jumlah: 2 } });
  }
  if (method === 'GET') return jsonResponse({ data: [] });
  return jsonResponse({ message: 'Not Found' }, 404);
}

beforeEach(() => {
  localStorage.clear();
  posted = null;
  stubServer(ownerSession({ tgl_system: yesterday() }), server);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Validasi Penjualan', () => {
  it('stays open while the day is behind, ticks the open sales and validates once the counted money matches', async () => {
    renderApp('/validasi-penjualan', ownerSession({ tgl_system: yesterday() }));
    const cash = await screen.findByLabelText('Uang Diterima CASH', {}, { timeout: 45_000 });
    expect(screen.queryByText('Tanggal System Berbeda Dengan Tanggal Sekarang')).toBeNull();
    expect(screen.getByText('FJ-T01-0')).toBeTruthy();
    fireEvent.change(cash, { target: { value: '1500000' } });
    fireEvent.change(screen.getByLabelText('Uang Diterima QRIS'), { target: { value: '1999000' } });
    // Short by Rp 1,000 on QRIS: shown, and the submit is refused on the screen.
    expect(screen.getByText('Rp. -1,000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Validasi' }));
    expect(await screen.findByText(`${MEMBER_MESSAGES.uangDiterimaTidakSesuai} (QRIS Rp. 2,000,000)`)).toBeTruthy();
    expect(posted).toBeNull();

    fireEvent.change(screen.getByLabelText('Uang Diterima QRIS'), { target: { value: '2000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Validasi' }));
    const question = await screen.findByRole('dialog');
    fireEvent.click(within(question).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(posted).toEqual({
        tgl_system: yesterday(),
        no_faktur: ['FJ-T01-1', 'FJ-T01-2'],
        uang_diterima: [
          { jenis: 'CASH', jumlah: 1_500_000 },
          { jenis: 'QRIS', jumlah: 2_000_000 },
        ],
      }),
    );
  }, 90_000);
});
