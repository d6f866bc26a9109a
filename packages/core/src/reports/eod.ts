// /laporan-eod: the close-of-day of each store and business date, with the closing balances it
// snapshotted (per tray or shipment, category and type) as expandable rows, and the store's cash
// drawer that day: opening, money in and out, what the books expected, what was counted, the difference.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export default defineReport({
  id: 'eod',
  title: 'LAPORAN EOD',
  menus: ['/laporan-eod'],
  call: { method: 'GET', path: 'laporan/eod' },
  fields: [FIELDS.tglFrom, FIELDS.tglTo, FIELDS.toko],
  period: RANGE_PERIOD,
  storeField: 'kode_toko',
  columns: [
    { key: 'tgl_system', label: 'Tanggal', total: 'label' },
    { key: 'kode_toko', label: 'Kode Toko', width: 1 },
    { key: 'nama_toko', label: 'Nama Toko', width: 2.2 },
    { key: 'tgl_system_baru', label: 'Tanggal Baru' },
    { key: 'closed_by', label: 'Ditutup Oleh', width: 1.4 },
    { key: 'closed_at', label: 'Waktu Tutup', width: 1.8 },
    { key: 'total_qty', label: 'Qty', format: 'qty', total: 'sum' },
    { key: 'total_berat', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' },
    // The drawer (the money ledger's KAS account; the booked count difference is not a movement).
    { key: 'kas_awal', label: 'Kas Awal', format: 'money', width: 1.4 },
    { key: 'kas_masuk', label: 'Kas Masuk', format: 'money', total: 'sum', width: 1.4 },
    { key: 'kas_keluar', label: 'Kas Keluar', format: 'money', total: 'sum', width: 1.4 },
    { key: 'kas_seharusnya', label: 'Kas Seharusnya', format: 'money', width: 1.4 },
    { key: 'kas_dihitung', label: 'Kas Dihitung', format: 'money', width: 1.4 },
    { key: 'selisih_kas', label: 'Selisih Kas', format: 'money', total: 'sum', width: 1.3 },
  ],
  detail: {
    key: 'saldo',
    parent: ['tgl_system', 'kode_toko'],
    columns: [
      { key: 'kode_gudang', label: 'Gudang' },
      { key: 'tempat', label: 'Baki / Kiriman' },
      { key: 'kode_group', label: 'Kategori' },
      { key: 'kode_dept', label: 'Jenis' },
      { key: 'qty', label: 'Qty', format: 'qty', total: 'sum' },
      { key: 'berat', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' },
    ],
  },
  texts: { success: MESSAGES.laporanTersedia, empty: MESSAGES.dataLaporanTidakTersedia },
  exports: ['pdf', 'xlsx'],
});
