// /laporan-transaksi-keuangan-cash: the store's cash drawer per business day — the opening
// balance, the money in and out by document type and by category (Master Kode Transaksi), the closing balance.
// Read from the money ledger, so opening(d+1) = closing(d) by construction: a balance is the sum of entries.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

/** The rows of a day, in order: its opening balance, its movements, its closing balance. */
export const BARIS_KAS = { SALDO_AWAL: 'SALDO AWAL', SALDO_AKHIR: 'SALDO AKHIR' } as const;

export default defineReport({
  id: 'transaksi-keuangan-cash',
  title: 'LAPORAN TRANSAKSI KEUANGAN CASH',
  menus: ['/laporan-transaksi-keuangan-cash'],
  call: { method: 'GET', path: 'laporan/transaksi-keuangan-cash' },
  fields: [FIELDS.tglFrom, FIELDS.tglTo, FIELDS.toko],
  period: RANGE_PERIOD,
  storeField: 'kode_toko',
  columns: [
    { key: 'tgl_system', label: 'Tanggal', total: 'label', width: 1, noWrap: true },
    { key: 'kode_toko', label: 'Toko', width: 0.6 },
    { key: 'uraian', label: 'Uraian', width: 2.4 },
    { key: 'kategori', label: 'Kategori', width: 1.8 },
    { key: 'jumlah_dokumen', label: 'Jml Dokumen', format: 'qty', width: 0.8 },
    { key: 'masuk', label: 'Masuk', format: 'money', total: 'sum', width: 1.3 },
    { key: 'keluar', label: 'Keluar', format: 'money', total: 'sum', width: 1.3 },
    // The balance stands on the opening and closing rows only: a text column, so a movement row shows '-'
    // (a money column would print its empty cell as Rp. 0, which reads as an empty drawer).
    { key: 'saldo', label: 'Saldo', width: 1.4 },
  ],
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataLaporanTidakTersedia },
  exports: ['pdf', 'xlsx'],
  pageSize: 200,
});
