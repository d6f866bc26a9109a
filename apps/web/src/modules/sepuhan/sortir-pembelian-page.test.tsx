import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@kencana/core';
import { storeToday } from '../../lib/session.ts';
import { jsonResponse, ownerSession, renderApp, stubServer } from '../../app/test-helpers.tsx';

// /sortir-pembelian as staff open it: the business day in Tanggal, every filter on SEMUA — and SEMUA,
// picked again from its list, still searches everything.
const LINE = {
  no_faktur_beli: 'BL-T01-261124-0001',
  line_no: 1,
  kode_lot: 'BL-T01-261124-0001/1',
  kode_toko: 'T01',
  tgl_system: '2026-11-24',
  kondisi: 'TN',
  nama_barang: 'CINCIN LAMA',
  kode_dept: 'CIN17',
  kode_group: '17K',
  berat: '3.137',
  kadar: '75',
  harga: 150_000,
  kode_baki: '-',
};

const asked: URL[] = [];
function server(url: string, init?: RequestInit): Response {
  const method = init?.method ?? 'GET';
  if (method === 'GET' && url.startsWith('/api/v1/pembelian/ready/sortir')) {
    asked.push(new URL(url, 'http://kencana'));
    return jsonResponse({ message: 'Data Laporan Tersedia', data: [LINE] });
  }
  if (method === 'GET') return jsonResponse({ data: [] });
  return jsonResponse({ message: 'Not Found' }, 404);
}

const session = () => ownerSession();

beforeEach(() => {
  localStorage.clear();
  asked.length = 0;
  stubServer(session(), server);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Sortir Pembelian', () => {
  it('opens on the business date with SEMUA filters, and searches SEMUA even when it is picked again', async () => {
    renderApp('/sortir-pembelian', session());
    const tanggal = (await screen.findByLabelText('Tanggal', {}, { timeout: 15_000 })) as HTMLInputElement;
    expect(tanggal.value).toBe(storeToday());

    // Picking the option already chosen must not empty the filter.
    const kategori = screen.getByRole('combobox', { name: 'Kategori' }) as HTMLInputElement;
    expect(kategori.value).toBe('SEMUA');
    fireEvent.click(kategori);
    const semua = (await screen.findAllByRole('option', { hidden: true })).find((option) => option.textContent === 'SEMUA');
    fireEvent.click(semua!);
    await waitFor(() => expect(kategori.value).toBe('SEMUA'));

    fireEvent.click(screen.getByRole('button', { name: 'Cari Data' }));
    expect(await screen.findByText('BL-T01-261124-0001/1', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByText(MESSAGES.kategoriHarusDipilih)).toBeNull();
    const query = Object.fromEntries(asked.at(-1)!.searchParams);
    expect(query).toEqual({ kode_toko: 'T01', kondisi: 'SEMUA', kode_group: 'SEMUA', kode_dept: 'SEMUA', tgl_system: storeToday() });
  }, 60_000);
});
