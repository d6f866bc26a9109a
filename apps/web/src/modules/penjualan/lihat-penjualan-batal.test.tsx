import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, PENJUALAN_MESSAGES as PM } from '@kencana/core';
import { jsonResponse, kasirSession, renderApp, stubServer } from '../../app/test-helpers.tsx';

// A cashier without /batal-penjualan cancels a wrong sale of the day from /lihat-penjualan with an
// OWN/SU approval: the dialog's id, password and reason go in the cancel's body (the server checks them).
const session = kasirSession({
  menu: [{ menu_name: '/dashboard' }, { menu_name: '/lihat-penjualan' }, { menu_name: '/transaksi-penjualan' }],
});
const row = {
  no_faktur_jual: 'FJ-T02-1',
  tgl_system: session.tgl_system,
  kode_toko: 'T02',
  kode_sales: 'S001',
  kode_member: '',
  nama_customer: 'SITI',
  no_hp: '',
  qty: 1,
  berat: '1.000',
  total_harga: 1_500_000,
  status: 'OPEN',
  user_id: 'kasir',
};
let posted: unknown = null;
let key: string | null = null;

function server(url: string, init?: RequestInit): Response {
  const method = init?.method ?? 'GET';
  if (url.startsWith('/api/v1/penjualan/batal')) {
    posted = JSON.parse(String(init?.body));
    key = new Headers(init?.headers).get('Idempotency-Key');
    return jsonResponse({
      message: PM.penjualanBerhasilDibatalkan,
      data: { no_faktur_jual: 'FJ-T02-1', no_batal: 'BJ-T02-1', poin_dikembalikan: 0 },
    });
  }
  if (url.startsWith('/api/v1/penjualan') && method === 'GET')
    return jsonResponse({ message: MESSAGES.laporanTersedia, data: [row], total: 1 });
  if (method === 'GET') return jsonResponse({ data: [] });
  return jsonResponse({ message: 'Not Found' }, 404);
}

beforeEach(() => {
  localStorage.clear();
  posted = null;
  key = null;
  stubServer(session, server);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Lihat Penjualan: a cancel with an OWN/SU approval', () => {
  it("sends the approval with the cancel of a sale of the day, and shows the cancel's number", async () => {
    renderApp('/lihat-penjualan', session);
    fireEvent.click(await screen.findByRole('button', { name: 'Batalkan FJ-T02-1' }, { timeout: 45_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Otorisasi OWN/SU' });
    fireEvent.change(within(dialog).getByLabelText('User ID Otorisasi'), { target: { value: 'owner' } });
    fireEvent.change(within(dialog).getByLabelText('Password Otorisasi'), { target: { value: 'rahasia' } });
    fireEvent.change(within(dialog).getByLabelText('Alasan'), { target: { value: 'salah scan' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Setujui' }));
    await waitFor(() =>
      expect(posted).toEqual({
        no_faktur_jual: 'FJ-T02-1',
        // The body as the contract reads it (the reason upper-cased, as the other cancel sends it).
        alasan: 'SALAH SCAN',
        otorisasi: { user_id: 'owner', password: 'rahasia', alasan: 'salah scan' },
      }),
    );
    // Sent by the toolkit's save: the form's key, and the cancel's number stays shown.
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect((await screen.findByTestId('hasil-dokumen')).textContent).toBe('No Dokumen BJ-T02-1');
  }, 90_000);
});
