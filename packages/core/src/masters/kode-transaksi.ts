import { defineMaster } from './define.ts';

/** Transaction codes (KB, KC, SR, KS, TS of the validations; JL, BL… of the counter). */
export const kodeTransaksi = defineMaster({
  key: 'kode_transaksi',
  route: '/master-kode-transaksi',
  noun: 'Kode Transaksi',
  table: 'kode_transaksi',
  id: 'kode_transaksi',
  fields: [
    { name: 'kode_transaksi', label: 'Kode Transaksi', type: 'code', max: 10, width: 150 },
    { name: 'nama_transaksi', label: 'Nama Transaksi', type: 'text' },
  ],
  api: { base: 'paratransaksi', by: 'by-kode-transaksi' },
});
