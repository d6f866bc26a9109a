import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, ownerSession, renderApp, stubServer } from '../../app/test-helpers.tsx';

// Data Barang as a scanner-first screen: the search box takes the scan on open, and every
// row has a visible edit action besides the row click.
const ROW = {
  kode_barcode: 'ABCD1234',
  nama_barang: 'CINCIN UJI',
  kode_group: '17K',
  kode_dept: 'CIN17',
  kode_toko: 'T01',
  kode_gudang: 'KC',
  kode_baki: 'KC01A',
  posisi: 'BAKI',
  tipe_barang: 'A',
  status: 'AKTIF',
  berat: '2.500',
  kadar: '75',
  harga_jual: 3_800_000,
  tujuan: 'T01',
  foto: false,
};

function server(url: string, init?: RequestInit): Response {
  const method = init?.method ?? 'GET';
  if (method === 'GET' && url.startsWith('/api/v1/barang/get/list')) return jsonResponse({ data: [ROW], total: 1, page: 1, limit: 50 });
  if (method === 'GET' && url.startsWith('/api/v1/barang/get/by-kode-barcode')) return jsonResponse({ message: 'Not Found' }, 404);
  if (method === 'GET') return jsonResponse({ data: [] });
  return jsonResponse({ message: 'Not Found' }, 404);
}

beforeEach(() => {
  localStorage.clear();
  stubServer(ownerSession(), server);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Data Barang', () => {
  it('opens with the search box focused and an edit button on every row that opens the item', async () => {
    renderApp('/data-barang', ownerSession());
    const search = await screen.findByRole('searchbox', { name: 'Cari barcode / nama barang' }, { timeout: 8000 });
    await waitFor(() => expect(document.activeElement).toBe(search));
    const edit = await screen.findByRole('button', { name: 'Ubah ABCD1234' }, { timeout: 8000 });
    fireEvent.click(edit);
    expect(await screen.findByRole('dialog', { name: /Barang ABCD1234/ })).toBeTruthy();
  }, 20_000);
});
