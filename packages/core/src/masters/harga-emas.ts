import { defineMaster } from './define.ts';

/**
 * Gold price per gram of a category from a date on: a dated history, so a sale or buy-back is priced with
 * the latest row on or before its business date (server: pricing/gold-price.ts, falling back to
 * groups.harga). A row is identified by category and date; its path id is the number the database gives.
 * `hargaemas/get/berlaku?tanggal=` answers the price in force per category.
 */
export const hargaEmas = defineMaster({
  key: 'harga_emas',
  route: '/master-parameter-harga-emas',
  noun: 'Harga Emas',
  table: 'harga_emas',
  id: 'id',
  generatedId: true,
  keys: ['kode_group', 'tgl_berlaku'],
  fields: [
    { name: 'tgl_berlaku', label: 'Tanggal Berlaku', type: 'date', width: 150 },
    { name: 'kode_group', label: 'Group', type: 'select', list: 'group', width: 100 },
    { name: 'harga', label: 'Harga Jual / Gram', type: 'rupiah', width: 180 },
    { name: 'harga_beli', label: 'Harga Beli / Gram', type: 'rupiah', width: 180 },
  ],
  order: ['-tgl_berlaku', 'kode_group'],
  api: { base: 'hargaemas', by: 'by-id' },
});
