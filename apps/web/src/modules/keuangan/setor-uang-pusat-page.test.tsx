import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@kencana/core';
import { jsonResponse, ownerSession, renderApp, stubServer } from '../../app/test-helpers.tsx';

// Head office receives a store's sending through the toolkit's save: the question first (Tidak sends
// nothing), one request with a key however often pressed, and the receipt's number stays shown.
const session = ownerSession({ menu: [{ menu_name: '/dashboard' }, { menu_name: '/setor-uang-pusat' }] });
const ROW = {
  no_setor: 'STP-T02-261127-0001',
  kode_toko: 'T02',
  tgl_setor: '2026-11-27',
  jumlah: 1_000_000,
  keterangan: 'SETORAN SORE',
  user_id: 'kasir',
  status: 'DIKIRIM',
  no_terima: null,
  tgl_terima: null,
  diterima_oleh: null,
  umur_hari: 0,
};
let received: { body: unknown; key: string | null }[];

beforeEach(() => {
  localStorage.clear();
  received = [];
  stubServer(session, (url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/v1/keuangan/setor/terima') {
      received.push({ body: JSON.parse(String(init?.body)), key: new Headers(init?.headers).get('Idempotency-Key') });
      return jsonResponse({
        message: MESSAGES.setorBerhasilDiterima,
        data: { no_setor: ROW.no_setor, no_terima: 'TSP-T01-261127-0001', tgl_terima: '2026-11-27' },
      });
    }
    if (path === '/api/v1/keuangan/setor') return jsonResponse({ message: '', data: received.length > 0 ? [] : [ROW], pusat: true });
    if (path === '/api/v1/keuangan/saldo')
      return jsonResponse({ message: '', data: { kode_toko: 'T01', kas: 5_000_000, bank: [], non_tunai: [] } });
    return jsonResponse({ data: [] });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Setor Uang Pusat: head office receives', () => {
  it('asks first, sends once with a key, and shows the receipt number', async () => {
    renderApp('/setor-uang-pusat', session);
    const terima = await screen.findByRole('button', { name: `Terima ${ROW.no_setor}` }, { timeout: 45_000 });
    fireEvent.click(terima);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Tidak' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(received).toHaveLength(0);

    fireEvent.click(terima);
    fireEvent.click(terima);
    const question = await screen.findByRole('dialog');
    expect(within(question).getByText(`Terima Setoran ${ROW.no_setor} Sebesar Rp. 1,000,000?`)).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'OK' }));
    expect((await screen.findByTestId('hasil-dokumen')).textContent).toBe(`No Dokumen TSP-T01-261127-0001 · No Setor ${ROW.no_setor}`);
    expect(received).toEqual([{ body: { no_setor: ROW.no_setor }, key: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(received).toHaveLength(1);
  }, 90_000);
});
