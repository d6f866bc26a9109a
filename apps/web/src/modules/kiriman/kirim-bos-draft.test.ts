import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@kencana/core';
import {
  EMPTY_KIRIM_BOS_DRAFT,
  headerError,
  isKirimBosDraft,
  itemError,
  requestOf,
  saveError,
  saveItem,
  type KirimBosItem,
} from './kirim-bos-draft.ts';

const item: KirimBosItem = {
  id: 'a',
  kategori: '17K',
  jenis: 'CIN17',
  detail_jenis: 'cincin polos',
  asal_barang: 'ubs',
  qty: '2',
  berat: '7.5',
};
const header = { tanggal_kirim: '2026-11-24', kadar: 'A' as const, sales_pabrik: 's001', tujuan: 'KC02A' };

describe('the owner-send draft', () => {
  it('names the first missing header field as <Field> Harus Diisi', () => {
    expect(headerError({ ...header, tanggal_kirim: '' })).toBe('Tanggal Kirim Harus Diisi');
    expect(headerError({ ...header, kadar: '' })).toBe('Kadar Harus Diisi');
    expect(headerError({ ...header, sales_pabrik: ' ' })).toBe('Sales Pabrik Harus Diisi');
    expect(headerError({ ...header, tujuan: '' })).toBe('Tujuan Harus Diisi');
    expect(headerError(header)).toBeNull();
  });

  it('checks the goods form with the modal texts', () => {
    expect(itemError({ ...item, kategori: '' })).toBe('Kategori Tidak Boleh Kosong');
    expect(itemError({ ...item, jenis: '' })).toBe('Jenis Tidak Boleh Kosong');
    expect(itemError({ ...item, detail_jenis: '' })).toBe('Detail Jenis Tidak Boleh Kosong');
    expect(itemError({ ...item, asal_barang: '' })).toBe('Asal Barang Harus Diisi');
    expect(itemError({ ...item, qty: '0' })).toBe('Qty Tidak Boleh Kosong');
    expect(itemError({ ...item, berat: '0' })).toBe('Berat Tidak Boleh Kosong');
    expect(itemError({ ...item, berat: '1.2345' })).toBe('Berat Tidak Boleh Kosong');
    expect(itemError(item)).toBeNull();
  });

  it('holds one item only; editing keeps it', () => {
    const one = saveItem([], item);
    expect(one).toEqual({ items: [item], error: null });
    expect(saveItem(one.items, { ...item, id: 'b' }).error).toBe(MESSAGES.tidakBisaInputBarangLebihDari1);
    expect(saveItem(one.items, { ...item, qty: '3' }).items).toEqual([{ ...item, qty: '3' }]);
  });

  it('refuses to save without goods, then without the detail', () => {
    expect(saveError(EMPTY_KIRIM_BOS_DRAFT)).toBe(MESSAGES.dataBarangMasihKosong);
    expect(saveError({ header: null, items: [item] })).toBe(MESSAGES.detailKirimMasihKosong);
    expect(saveError({ header, items: [item] })).toBeNull();
  });

  it('builds the request of a line, upper-cased, qty an integer', () => {
    expect(requestOf(header, item)).toEqual({
      kode_group: '17K',
      kode_dept: 'CIN17',
      asal_barang: 'UBS',
      detail_barang: 'CINCIN POLOS',
      qty: 2,
      berat: '7.5',
      kadar: 'A',
      sales_pabrik: 'S001',
      tujuan: 'KC02A',
      kode_labeling: '-',
    });
  });

  it('reads back only a draft of the right shape', () => {
    expect(isKirimBosDraft({ header: null, items: [] })).toBe(true);
    expect(isKirimBosDraft({ items: 'x' })).toBe(false);
    expect(isKirimBosDraft(null)).toBe(false);
  });
});
