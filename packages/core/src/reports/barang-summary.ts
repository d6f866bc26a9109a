// /laporan-barang-summary: stock at the end of a business date, from the ledger. GLOBAL: per store,
// warehouse and category; DETAIL: per tray, category and type.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, type ReportColumn } from './define.ts';

const qty: ReportColumn = { key: 'qty', label: 'Qty', format: 'qty', total: 'sum' };
const berat: ReportColumn = { key: 'berat', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' };

export default defineReport({
  id: 'barang-summary',
  title: 'LAPORAN BARANG SUMMARY',
  menus: ['/laporan-barang-summary'],
  call: { method: 'GET', path: 'laporan/barang-summary' },
  fields: [
    { name: 'type', label: 'Tipe', kind: 'select', options: ['GLOBAL', 'DETAIL'] },
    FIELDS.tanggal,
    FIELDS.toko,
    FIELDS.gudang,
    FIELDS.group,
  ],
  period: { kind: 'single', key: 'tanggal' },
  typeField: 'type',
  storeField: 'kode_toko',
  columns: [
    { key: 'kode_toko', label: 'Kode Toko', total: 'label' },
    { key: 'kode_gudang', label: 'Gudang' },
    { key: 'nama_gudang', label: 'Nama Gudang', width: 2.5 },
    { key: 'kode_group', label: 'Kategori' },
    qty,
    berat,
  ],
  variants: {
    DETAIL: {
      columns: [
        { key: 'kode_toko', label: 'Kode Toko', total: 'label' },
        { key: 'kode_gudang', label: 'Gudang' },
        { key: 'kode_baki', label: 'Baki' },
        { key: 'nama_baki', label: 'Nama Baki', width: 2 },
        { key: 'kode_group', label: 'Kategori' },
        { key: 'kode_dept', label: 'Jenis' },
        { key: 'nama_dept', label: 'Nama Jenis', width: 2 },
        qty,
        berat,
      ],
    },
  },
  texts: { success: MESSAGES.laporanTersedia, empty: MESSAGES.dataYangAndaCariTidakAda },
  exports: ['pdf', 'xlsx'],
});
