// The sale's slip as the counter saves it: its own file name (not the sorting slips'
// autoprint_pembelian.txt) and the customer's address on it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PENJUALAN_SLIP_FILE_NAME, SLIP_FILE_NAME, type PenjualanDetail, type SettingNota } from '@kencana/core';
import { jsonResponse, ownerSession } from '../../app/test-helpers.tsx';
import { saveSession } from '../../lib/session.ts';
import { cetakSlip } from './cetak-nota.ts';

const sale: PenjualanDetail = {
  no_faktur_jual: 'FJ-T01-261122-0001',
  tgl_system: '2026-11-22',
  jam: '10:15',
  kode_toko: 'T01',
  kode_sales: 'S001',
  nama_sales: 'BUDI',
  kode_member: '',
  nama_customer: 'PELANGGAN UMUM',
  no_hp: '0812',
  alamat: 'JL. MELATI NO. 5, KEBON JERUK',
  qty: 1,
  berat: '2.345',
  total_harga: 3_614_500,
  total_bayar: 3_614_500,
  kembalian: 0,
  poin: 0,
  status: 'OPEN',
  user_id: 'kasir',
  nama_toko: 'KENCANA PUSAT',
  alamat_toko: 'JL. PASAR BARU NO. 17',
  no_batal: '',
  alasan_batal: '',
  detail_barang: [
    {
      kode_barcode: 'A1B2C3D4',
      nama_barang: 'CINCIN POLOS 17K',
      kode_group: '17K',
      kode_dept: 'CIN17',
      kode_baki: 'KC01A',
      berat: '2.345',
      kadar: '75',
      harga_per_gram: 1_520_000,
      harga_emas: 3_564_500,
      ongkos: 50_000,
      harga_atribut: 0,
      diskon: 0,
      harga: 3_614_500,
    },
  ],
  pembayaran: [{ jenis: 'CASH', jumlah: 3_614_500, kode_bank: '', kode_marketplace: '', no_referensi: '' }],
};
const setting: SettingNota = { kode_toko: 'T01', header: '', footer: 'TERIMA KASIH', syarat_buyback: '', ukuran_kertas: 'A5' };

describe('cetakSlip', () => {
  beforeEach(() => {
    localStorage.clear();
    saveSession('tok-abc', ownerSession());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('saves the sale slip as autoprint_penjualan.txt, with the customer’s address', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).startsWith('/api/v1/penjualan/detail/') ? jsonResponse({ data: sale }) : jsonResponse({ data: setting }),
      ),
    );
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:slip'), revokeObjectURL: () => undefined }),
    );
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });

    await cetakSlip(sale.no_faktur_jual);

    expect(names).toEqual([PENJUALAN_SLIP_FILE_NAME]);
    expect(PENJUALAN_SLIP_FILE_NAME).toBe('autoprint_penjualan.txt');
    expect(PENJUALAN_SLIP_FILE_NAME).not.toBe(SLIP_FILE_NAME);
    const slip = await blobs[0]?.text();
    expect(slip).toMatch(/Customer {4}: PELANGGAN UMUM\nAlamat {6}: JL. MELATI NO. 5, KEBON\n {14}JERUK\n/);
  });
});
