import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@kencana/core';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { jsonResponse, ownerSession } from '../../app/test-helpers.tsx';
import { saveSession } from '../../lib/session.ts';
import { BarangDetailModal } from './barang-detail-modal.tsx';

// Editing a piece restates it in the ledger (EDIT_BARANG): it saves through the toolkit's one save, so a
// double press sends one request, and a refused edit retried carries the same Idempotency-Key.
const RECORD = {
  kode_barcode: 'ABCD1234',
  kode_barang: '-',
  kode_intern: '-',
  tag_id: '-',
  nama_barang: 'CINCIN UJI',
  kode_group: '17K',
  kode_dept: 'CIN17',
  kode_toko: 'T01',
  kode_gudang: 'KC',
  kode_baki: 'KC01A',
  lokasi: 'BAKI:KC01A',
  posisi: 'BAKI',
  tipe_barang: 'A',
  berat: '2.500',
  berat_asli: '2.500',
  berat_awal: '0.000',
  berat_tukang: '0.000',
  berat_customer: '0.000',
  berat_susut: '0.000',
  susut_tukang: '0.000',
  berat_cad: '0.000',
  berat_atribut: '0.000',
  berat_bandrol: '0.030',
  berat_plastik: '0.000',
  kadar: '75',
  kadar_cetak: '17K',
  kadar_modal: '75',
  nama_atribut: '-',
  harga_atribut: 0,
  harga_beli: 0,
  harga_skrg: 3_800_000,
  harga_jual: 3_800_000,
  harga_estimasi: 0,
  harga_total: 3_800_000,
  ongkos: 0,
  stock_on_hand: 1,
  tgl_last_beli: '',
  tgl_last_jual: '',
  is_markis: false,
  no_pesanan: '-',
  no_kirim: '-',
  foto: false,
  status: 'AKTIF',
  tujuan: 'T01',
};
const LISTS: Record<string, unknown[]> = {
  'group/get/all': [{ kode_group: '17K', nama_group: 'EMAS 17 KARAT', harga: 1_520_000, persentase: '75.00', is_active: true }],
  'jenis/get/all': [{ kode_dept: 'CIN17', nama_dept: 'CINCIN 17K', kode_group: '17K', kode_kategori_produk: '-', is_active: true }],
  'baki/get/all': [
    { kode_baki: 'KC01A', nama_baki: 'BAKI CINCIN', kode_gudang: 'KC', kode_toko: 'T01', berat_baki: '0.000', is_active: true },
  ],
  tokos: [{ _id: 'T01', kode_toko: 'T01', nama_toko: 'KENCANA PUSAT', alamat_toko: 'JL. PASAR BARU', is_active: true }],
  'parabandrol/get/all': [{ kode_bandrol: 'B1', nama_bandrol: 'BANDROL KECIL', berat_bandrol: '0.030', is_active: true }],
};

let edits: { body: Record<string, unknown>; key: string | null }[];
let refusals: Response[];

beforeEach(() => {
  localStorage.clear();
  saveSession('test-token', ownerSession());
  edits = [];
  refusals = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname.replace('/api/v1/', '');
      if (path === 'barang/edit/ABCD1234' && init?.method === 'PUT') {
        edits.push({
          body: JSON.parse(String(init.body)) as Record<string, unknown>,
          key: new Headers(init.headers).get('Idempotency-Key'),
        });
        return (
          refusals.shift() ??
          jsonResponse({
            message: MESSAGES.dataBerhasilDiedit,
            data: { kode_barcode: 'ABCD1234', no_dokumen: 'EDT-T01-261127-0001', harga_jual: 3_800_000 },
          })
        );
      }
      if (path === 'barang/get/by-kode-barcode/ABCD1234') return jsonResponse({ data: RECORD });
      return jsonResponse({ data: LISTS[path] ?? [] });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the goods edit', () => {
  it('sends one edit for a double press, and retries a refused edit with the same Idempotency-Key', async () => {
    refusals = [jsonResponse({ message: MESSAGES.barangTidakDapatDiubah }, 409)];
    render(
      <AppProviders queryClient={createQueryClient()}>
        <BarangDetailModal kode="ABCD1234" onClose={() => undefined} onChanged={() => undefined} />
      </AppProviders>,
    );
    const simpan = await screen.findByRole('button', { name: 'Simpan Perubahan' }, { timeout: 10_000 });
    fireEvent.click(simpan);
    fireEvent.click(simpan);
    expect(await screen.findByText(MESSAGES.barangTidakDapatDiubah)).toBeTruthy();
    expect(edits).toHaveLength(1);
    expect(edits[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(edits[0]!.body).toMatchObject({ kode_lokasi_toko: 'KC01A', berat: '2.500' });

    await waitFor(() => expect((screen.getByRole('button', { name: 'Simpan Perubahan' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText(MESSAGES.dataBerhasilDiedit)).toBeTruthy();
    expect(edits).toHaveLength(2);
    expect(edits[1]!.key).toBe(edits[0]!.key);
  }, 30_000);
});
