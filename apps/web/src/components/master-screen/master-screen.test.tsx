import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataSudahDihapus, MESSAGES } from '@kencana/core';
import { jsonResponse, ownerSession, renderApp, stubServer } from '../../app/test-helpers.tsx';

// The generic screen at its real routes, against a fetch stub answering like the API does.
interface Call {
  method: string;
  url: string;
  body: unknown;
}

let calls: Call[];
let atribut: Array<{ id: number; _id: string; nama_atribut: string; is_active: boolean }>;

function server(url: string, init?: RequestInit): Response {
  const method = init?.method ?? 'GET';
  const body = init?.body ? JSON.parse(String(init.body)) : undefined;
  calls.push({ method, url, body });
  if (method === 'GET' && url.startsWith('/api/v1/masteratribut/get/all')) return jsonResponse({ data: atribut });
  if (method === 'GET' && url.startsWith('/api/v1/tokos'))
    return jsonResponse({ data: [{ _id: 'T01', kode_toko: 'T01', nama_toko: 'KENCANA PUSAT', alamat_toko: 'JL. X', is_active: true }] });
  if (method === 'GET') return jsonResponse({ data: [] });
  if (url === '/api/v1/masteratribut/add' && body.nama_atribut === 'MUTIARA')
    return jsonResponse({ message: dataSudahDihapus('Atribut', 'MUTIARA'), id: '7' }, 409);
  if (url === '/api/v1/masteratribut/reactive/by-nama-atribut/7')
    return jsonResponse({ message: MESSAGES.dataBerhasilDiaktifkan, data: { id: 7, _id: '7', nama_atribut: 'MUTIARA', is_active: true } });
  if (url.startsWith('/api/v1/masteratribut/delete/')) return jsonResponse({ message: MESSAGES.dataBerhasilDiHapus });
  if (url.startsWith('/api/v1/tokos/'))
    return jsonResponse({
      message: MESSAGES.dataBerhasilDiedit,
      data: { _id: 'T01', kode_toko: 'T01', nama_toko: 'BARU', alamat_toko: '', is_active: true },
    });
  return jsonResponse({ message: 'Not Found' }, 404);
}

const writes = () => calls.filter((c) => c.method !== 'GET');

beforeEach(() => {
  localStorage.clear();
  calls = [];
  atribut = [
    { id: 3, _id: '3', nama_atribut: 'BATU ZIRKON', is_active: true },
    { id: 4, _id: '4', nama_atribut: 'MATA BERLIAN', is_active: true },
  ];
  stubServer(ownerSession(), server);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('MasterScreen', () => {
  it('shows the definition’s columns and rows with edit and delete, and asks the required field with the spec’s message', async () => {
    renderApp('/master-atribut', ownerSession());
    expect(await screen.findByText('BATU ZIRKON', {}, { timeout: 8000 })).toBeTruthy();
    expect([...document.querySelectorAll('thead th')].map((h) => h.textContent)).toEqual(['Atribut', 'Aksi']);
    // Opened to find a record: the search box has the focus.
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: MESSAGES.cariData }));
    expect(screen.getByRole('button', { name: 'Ubah MATA BERLIAN' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hapus MATA BERLIAN' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Tambah Atribut' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Atribut' });
    fireEvent.click(within(dialog).getByRole('button', { name: MESSAGES.simpan }));
    expect(await within(dialog).findByText(MESSAGES.atributHarusDiisi)).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('offers a deleted key back: Warning !!! → Aktifkan → the reactive call with the id the server named', async () => {
    renderApp('/master-atribut', ownerSession());
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah Atribut' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Atribut' });
    fireEvent.change(within(dialog).getByLabelText(/Atribut/), { target: { value: 'mutiara' } });
    fireEvent.click(within(dialog).getByRole('button', { name: MESSAGES.simpan }));

    const warning = await screen.findByRole('dialog', { name: MESSAGES.warning });
    expect(within(warning).getByText(dataSudahDihapus('Atribut', 'MUTIARA'))).toBeTruthy();
    fireEvent.click(within(warning).getByRole('button', { name: MESSAGES.aktifkan }));
    await waitFor(() =>
      expect(writes().map((c) => `${c.method} ${c.url}`)).toEqual([
        'POST /api/v1/masteratribut/add',
        'PUT /api/v1/masteratribut/reactive/by-nama-atribut/7',
      ]),
    );
    expect(writes()[0]?.body).toEqual({ nama_atribut: 'MUTIARA' });
    expect(await screen.findByText(MESSAGES.dataBerhasilDiaktifkan)).toBeTruthy();
  });

  it('asks before deleting, with Tidak / OK, and deletes by the record id', async () => {
    renderApp('/master-atribut', ownerSession());
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus BATU ZIRKON' }, { timeout: 8000 }));
    expect(await screen.findByText('Apakah Anda Yakin Ingin Menghapus Atribut BATU ZIRKON?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.tidak }));
    await waitFor(() => expect(screen.queryByText('Apakah Anda Yakin Ingin Menghapus Atribut BATU ZIRKON?')).toBeNull());
    expect(writes()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Hapus BATU ZIRKON' }));
    fireEvent.click(await screen.findByRole('button', { name: MESSAGES.ok }));
    await waitFor(() =>
      expect(writes().map((c) => `${c.method} ${c.url}`)).toEqual(['DELETE /api/v1/masteratribut/delete/by-nama-atribut/3']),
    );
    expect(await screen.findByText(MESSAGES.dataBerhasilDiHapus)).toBeTruthy();
  });

  it('makes Master Toko edit-only, with the store code read-only', async () => {
    renderApp('/master-toko', ownerSession());
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah T01' }, { timeout: 8000 }));
    expect(screen.queryByRole('button', { name: /Tambah Toko/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Hapus/ })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Toko' });
    expect((within(dialog).getByLabelText(/Kode Toko/) as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Nama Toko/), { target: { value: 'kencana baru' } });
    fireEvent.click(within(dialog).getByRole('button', { name: MESSAGES.simpan }));
    await waitFor(() => expect(writes()).toEqual([{ method: 'PUT', url: '/api/v1/tokos/T01', body: { nama_toko: 'KENCANA BARU' } }]));
    expect(await screen.findByText(MESSAGES.dataBerhasilDiedit)).toBeTruthy();
  });

  it('loads no shared list at start: a screen loads the lists it uses, once (not 22 calls before its own data)', async () => {
    renderApp('/master-atribut', ownerSession());
    expect(await screen.findByText('BATU ZIRKON', {}, { timeout: 8000 })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls.filter((c) => c.url.split('?')[0] === '/api/v1/masteratribut/get/all')).toHaveLength(1);
    const others = [
      'group/get/all',
      'jenis/get/all',
      'baki/get/all',
      'para-system',
      'marketplace',
      'hargaemas/get/all',
      'parabeli/get/all',
    ];
    expect(calls.filter((c) => others.includes(c.url.split('?')[0]!.replace('/api/v1/', '')))).toEqual([]);
  });
});
