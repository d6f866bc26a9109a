import { describe, expect, it } from 'vitest';
import { lineFigures, type SaleLine } from './transaksi-penjualan-page.tsx';

const line = (overrides: Partial<SaleLine> = {}): SaleLine => ({
  kode_barcode: 'A1B2C3D4',
  nama_barang: 'CINCIN POLOS',
  kode_group: '17K',
  nama_group: 'EMAS 17K',
  kode_dept: 'CIN17',
  nama_dept: 'CINCIN',
  kode_baki: 'KC01A',
  berat: '2.345',
  kadar: '75',
  nama_atribut: '-',
  harga_per_gram: 1_520_000,
  harga_emas: 3_564_500,
  ongkos: 50_000,
  harga_atribut: 25_000,
  diskon_maks_persen: 2,
  foto: null,
  ongkos_input: '50000',
  diskon_input: '',
  ...overrides,
});

describe('a sale line on the counter', () => {
  it('prices gold + typed ongkos + attribute − discount, rounded up to Rp 500', () => {
    expect(lineFigures(line())).toMatchObject({ kotor: 3_639_500, harga: 3_639_500, lewat: false });
    expect(lineFigures(line({ ongkos_input: '', diskon_input: '1' })).harga).toBe(3_589_500);
  });

  it("flags a discount over the level's limit (2% of the line, rounded down)", () => {
    expect(lineFigures(line({ diskon_input: '72790' }))).toMatchObject({ maks: 72_790, lewat: false });
    expect(lineFigures(line({ diskon_input: '72791' })).lewat).toBe(true);
    expect(lineFigures(line({ diskon_maks_persen: 100, diskon_input: '3639500' }))).toMatchObject({ lewat: false, harga: 0 });
  });
});
