import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionData } from '@kencana/core';
import { draftKey } from '../../lib/local-draft.ts';
import { getSession, updateSessionData } from '../../lib/session.ts';
import { jsonResponse, kasirSession, ownerSession, renderApp, stubServer } from '../test-helpers.tsx';

// The header's 'Toko Aktif': OWN/SU pick another store, the server answers the session of that store, and the open
// screen is shown again for it — its lists asked again (the bank accounts of the new store), its draft gone.

const HOME = ownerSession({ kode_toko_asal: 'T01' });
const BANDUNG: SessionData = { ...HOME, kode_toko: 'T02', nama_toko: 'KENCANA BANDUNG', alamat_toko: 'Jl. Otista 88' };
const STORES = [
  { _id: 'T01', kode_toko: 'T01', nama_toko: 'KENCANA PUSAT', alamat_toko: '-', is_active: true },
  { _id: 'T02', kode_toko: 'T02', nama_toko: 'KENCANA BANDUNG', alamat_toko: '-', is_active: true },
];
const ACCOUNTS: Record<string, Array<{ kode_rekening: string; nama_bank: string; no_rekening: string; saldo: number }>> = {
  T01: [{ kode_rekening: 'BCA-T01', nama_bank: 'BCA', no_rekening: '1', saldo: 0 }],
  T02: [{ kode_rekening: 'BCA-T02', nama_bank: 'BCA', no_rekening: '2', saldo: 0 }],
};

/** The server: acts for the store the session was switched to; records the switches asked. */
let acting: SessionData;
const switches: unknown[] = [];
function server(url: string, init?: RequestInit): Response {
  const method = init?.method ?? 'GET';
  if (method === 'PUT' && url.startsWith('/api/v1/users/toko-aktif')) {
    switches.push(JSON.parse(String(init?.body)));
    acting = BANDUNG;
    return jsonResponse({ message: 'Toko Aktif Sekarang T02 - KENCANA BANDUNG', data: BANDUNG });
  }
  if (url.startsWith('/api/v1/tokos')) return jsonResponse({ data: STORES });
  const accounts = ACCOUNTS[acting.kode_toko] ?? [];
  if (url.startsWith('/api/v1/keuangan/saldo'))
    return jsonResponse({ message: 'ok', data: { kode_toko: acting.kode_toko, kas: 0, bank: accounts, non_tunai: [] } });
  if (url.startsWith('/api/v1/keuangan/transaksi')) return jsonResponse({ message: 'ok', data: [] });
  if (url.startsWith('/api/v1/rekening/get/all'))
    return jsonResponse({ data: accounts.map((a) => ({ ...a, atas_nama: 'X', kode_toko: acting.kode_toko, is_active: true })) });
  return jsonResponse({ data: [] });
}

let fetchMock: ReturnType<typeof stubServer>;
beforeEach(() => {
  localStorage.clear();
  acting = HOME;
  switches.length = 0;
  fetchMock = stubServer(HOME, server);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const WAIT = { timeout: 10_000 };
const asked = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(`/api/v1/${path}`)).length;

describe("the header's Toko Aktif", () => {
  it('switches the owner to another store: the header, the title and the open screen act for it, its draft is gone', async () => {
    const draft = draftKey('keuangan./tambah-uang-bank');
    localStorage.setItem(
      draft,
      JSON.stringify({ kode_transaksi: '', kode_rekening: 'BCA-T01', jumlah: '250000', referensi: '', keterangan: '' }),
    );
    renderApp('/tambah-uang-bank', HOME);
    const picker = await screen.findByRole('combobox', { name: 'Toko Aktif: T01 - KENCANA PUSAT' }, { timeout: 20_000 });
    expect(screen.getByTestId('header-store').textContent).toBe('KENCANA PUSAT');
    await waitFor(() => expect(document.title).toBe('KENCANA PUSAT | TAMBAH UANG BANK'), WAIT);
    await waitFor(() => expect(asked('keuangan/saldo')).toBe(1), WAIT);
    const before = { saldo: asked('keuangan/saldo'), rekening: asked('rekening/get/all') };

    fireEvent.click(picker);
    // jsdom never ends the dropdown's transition: its options count as hidden (as in the other screens' tests).
    fireEvent.click(await screen.findByRole('option', { name: /^T02 - KENCANA BANDUNG/, hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Toko Aktif' });
    expect(dialog.textContent).toContain('Ganti Toko Aktif Ke T02 - KENCANA BANDUNG?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(screen.getByTestId('header-store').textContent).toBe('KENCANA BANDUNG'), WAIT);
    expect(switches).toEqual([{ kode_toko: 'T02' }]);
    expect(getSession()).toMatchObject({ kode_toko: 'T02', kode_toko_asal: 'T01', nama_toko: 'KENCANA BANDUNG' });
    expect(screen.getByRole('combobox', { name: 'Toko Aktif: T02 - KENCANA BANDUNG' }).hasAttribute('data-elsewhere')).toBe(true);
    await waitFor(() => expect(document.title).toBe('KENCANA BANDUNG | TAMBAH UANG BANK'), WAIT);
    // The screen asked its balances and accounts again, now the branch's; the old store's draft did not survive.
    await waitFor(() => expect(asked('keuangan/saldo')).toBeGreaterThan(before.saldo), WAIT);
    await waitFor(() => expect(asked('rekening/get/all')).toBeGreaterThan(before.rekening), WAIT);
    expect(localStorage.getItem(draft)).toBeNull();
    const rekening = (await screen.findAllByLabelText(/^Rekening/)).find((element) => element.tagName === 'INPUT');
    fireEvent.click(rekening as HTMLElement);
    expect(await screen.findByRole('option', { name: /BCA-T02/, hidden: true })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /BCA-T01/, hidden: true })).toBeNull();
  }, 40_000);

  it('follows a switch made in another tab of the session: the screen is shown again for the new store', async () => {
    renderApp('/tambah-uang-bank', HOME);
    await screen.findByRole('combobox', { name: 'Toko Aktif: T01 - KENCANA PUSAT' }, { timeout: 20_000 });
    await waitFor(() => expect(asked('keuangan/saldo')).toBe(1), WAIT);
    acting = BANDUNG;
    act(() => updateSessionData(BANDUNG));
    await waitFor(() => expect(screen.getByTestId('header-store').textContent).toBe('KENCANA BANDUNG'), WAIT);
    await waitFor(() => expect(asked('keuangan/saldo')).toBe(2), WAIT);
  }, 40_000);

  it('is not offered to any other level: a cashier sees their store only', async () => {
    stubServer(kasirSession(), server);
    renderApp('/data-barang', kasirSession());
    expect((await screen.findByTestId('header-store', {}, { timeout: 20_000 })).textContent).toBe('KENCANA CABANG 2');
    expect(screen.queryByRole('combobox', { name: /^Toko Aktif/ })).toBeNull();
  }, 40_000);
});
