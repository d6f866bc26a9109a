import { describe, expect, it } from 'vitest';
import type { BarangLine, BarangQueryRow } from '@kencana/core';
import { addLines, EMPTY_KIRIM_DRAFT, isKirimDraft, toQueryRow, totalsOf } from './kirim-draft.ts';

const row = (kode_barcode: string, berat: string): BarangQueryRow => ({
  kode_barcode,
  nama_barang: `CINCIN ${kode_barcode}`,
  kode_group: '17K',
  kode_dept: 'CIN17',
  kode_gudang: 'KC',
  kode_baki: 'KC01A',
  tipe_barang: 'A',
  berat,
  kadar: '75',
  tujuan: 'T01',
});

describe('the send list draft of /kirim-barang', () => {
  it('adds goods once: a barcode already listed is not added again', () => {
    const first = addLines([], [row('AAAA1111', '1.000'), row('BBBB2222', '2.000')]);
    expect(first.added).toBe(2);
    const again = addLines(first.lines, [row('BBBB2222', '2.000'), row('CCCC3333', '0.500'), row('CCCC3333', '0.500')]);
    expect(again.added).toBe(1);
    expect(again.lines.map((l) => l.kode_barcode)).toEqual(['AAAA1111', 'BBBB2222', 'CCCC3333']);
  });

  it('totals pieces and grams exactly (1,000 lines of 0.001 g are 1.000 g)', () => {
    const lines = Array.from({ length: 1000 }, (_, i) => row(`X${String(i).padStart(7, '0')}`, '0.001'));
    expect(totalsOf(lines)).toEqual({ qty: 1000, berat: '1.000' });
    expect(totalsOf([row('A', '1.1'), row('B', '2.2')])).toEqual({ qty: 2, berat: '3.300' });
    expect(totalsOf([])).toEqual({ qty: 0, berat: '0.000' });
  });

  it('accepts only a stored draft of its shape', () => {
    expect(isKirimDraft(EMPTY_KIRIM_DRAFT)).toBe(true);
    expect(isKirimDraft({ tujuan: 'T02', lines: [row('AAAA1111', '1.000')] })).toBe(true);
    expect(isKirimDraft({ tujuan: 'T02', lines: [{ kode_barcode: 'AAAA1111' }] })).toBe(false);
    expect(isKirimDraft({ lines: [] })).toBe(false);
    expect(isKirimDraft(null)).toBe(false);
  });

  it('keeps what the send must check of a scanned line (tray, category, type, weight)', () => {
    const line = {
      ...row('DDDD4444', '3.250'),
      posisi: 'BAKI',
      kode_toko: 'T01',
      no_pesanan: '-',
      no_kirim: '-',
      kode_barang: 'CIN17',
      tag_id: '-',
      kode_intern: '-',
      nama_atribut: '-',
      stock_on_hand: 1,
      berat_atribut: '0.000',
      berat_bandrol: '0.000',
      berat_plastik: '0.000',
      kadar_cetak: '17K',
      harga_beli: 0,
      harga_skrg: 0,
      harga_jual: 0,
      harga_atribut: 0,
      tgl_last_beli: '-',
      tgl_last_jual: '-',
      is_markis: false,
      status: 'AKTIF',
    } as BarangLine;
    expect(toQueryRow(line)).toEqual(row('DDDD4444', '3.250'));
  });
});
