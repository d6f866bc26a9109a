// /laporan-tambah-barang: goods added to a store in a period, by the add form (/terima-barang) or by the
// head office's import (/import-data-pusat), one row per item with its document, tray, weight and price,
// both as they were at entry ('Harga Saat Masuk': a later re-weighing changes neither).
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

/** Where an added item came from, as the report shows it: the add form (TAMBAH) or the import. */
export const SUMBER_TAMBAH = ['TAMBAH', 'IMPORT'] as const;

export default defineReport({
  id: 'tambah-barang',
  title: 'LAPORAN TAMBAH BARANG',
  menus: ['/laporan-tambah-barang'],
  call: { method: 'POST', path: 'tambah-barang/report' },
  fields: [
    FIELDS.tglFrom,
    FIELDS.tglTo,
    FIELDS.toko,
    FIELDS.group,
    { name: 'sumber', label: 'Sumber', kind: 'select', options: SUMBER_TAMBAH, all: true },
  ],
  period: RANGE_PERIOD,
  storeField: 'kode_toko',
  columns: [
    { key: 'tgl_system', label: 'Tanggal', total: 'label', width: 1.2, noWrap: true },
    { key: 'doc_no', label: 'No Dokumen', width: 1.8, noWrap: true },
    { key: 'kode_toko', label: 'Toko', width: 0.7 },
    { key: 'kode_barcode', label: 'Barcode', width: 1.2, noWrap: true },
    { key: 'nama_barang', label: 'Nama Barang', width: 2.4 },
    { key: 'kode_dept', label: 'Jenis', width: 0.9 },
    { key: 'kode_baki', label: 'Baki', width: 0.9 },
    { key: 'tipe_barang', label: 'Tipe', width: 0.6 },
    { key: 'qty', label: 'Qty', format: 'qty', total: 'sum', width: 0.6 },
    { key: 'berat', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'harga_jual', label: 'Harga Saat Masuk', format: 'money', total: 'sum', width: 1.4 },
    { key: 'sumber', label: 'Sumber', width: 1 },
    { key: 'user_id', label: 'User', width: 0.9 },
  ],
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataLaporanTidakTersedia },
  exports: ['pdf', 'xlsx'],
});
