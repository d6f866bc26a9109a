import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@kencana/core';
import { jsonResponse, ownerSession, renderApp, stubServer } from '../../app/test-helpers.tsx';

// /cetak-barcode lists goods as a read of the filter pressed (GET through the query layer): each press asks
// again, an empty answer says so, and 'Tambah Semua' adds what the list shows.
const session = ownerSession({ menu: [{ menu_name: '/dashboard' }, { menu_name: '/cetak-barcode' }] });
const ITEM = {
  kode_barcode: 'ABCD1234',
  nama_barang: 'CINCIN UJI',
  kode_toko: 'T01',
  kode_gudang: 'KC',
  kode_baki: 'KC01A',
  kode_group: '17K',
  kode_dept: 'CIN17',
  kadar: '75',
  kadar_cetak: '17K',
  berat: '2.500',
};
let lists: URL[];
let answers: unknown[][];

beforeEach(() => {
  localStorage.clear();
  lists = [];
  answers = [[ITEM], []];
  stubServer(session, (url) => {
    const parsed = new URL(url, 'http://localhost');
    if (parsed.pathname === '/api/v1/cetak-barcode/barang') {
      lists.push(parsed);
      const data = answers.shift() ?? [];
      return jsonResponse({ data, total: data.length });
    }
    return jsonResponse({ data: [] });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Cetak Barcode', () => {
  it('reads the goods of the filter on each Tampilkan, says when there are none, and adds what is shown', async () => {
    renderApp('/cetak-barcode', session);
    const tampilkan = await screen.findByRole('button', { name: 'Tampilkan Barang' }, { timeout: 45_000 });
    // Nothing is asked before the press.
    expect(lists).toHaveLength(0);
    fireEvent.click(tampilkan);
    expect(await screen.findByRole('cell', { name: 'CINCIN UJI' })).toBeTruthy();
    expect(lists).toHaveLength(1);
    expect(lists[0]!.searchParams.get('kode_gudang')).toBe('KC');
    fireEvent.click(screen.getByRole('button', { name: 'Tambah Semua' }));
    await waitFor(() => expect(screen.getByTestId('label-count').textContent).toBe('1 label'));

    // The same filter pressed again is asked afresh; the goods are gone now.
    fireEvent.click(tampilkan);
    expect(await screen.findByText(MESSAGES.dataBarangTidakAda)).toBeTruthy();
    expect(lists).toHaveLength(2);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Tambah Semua' }) as HTMLButtonElement).disabled).toBe(true));
  }, 90_000);
});
