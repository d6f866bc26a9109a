// /laporan-sortir-pembelian: the purchase sorts of a period (live ones; cancelled sorts are in
// /laporan-batal-sortir-pembelian). GLOBAL: one row per sort with its types; DETAIL: one row per line (qty 1).
// GLOBAL rows can be reprinted (INTERNAL + LABEL) and cancelled (refused once a line moved on).
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD, type ReportColumn } from './define.ts';
import { WAREHOUSE_ROLES } from '../domain/warehouse-roles.ts';

const berat = (key: string, label = 'Berat'): ReportColumn => ({ key, label, format: 'grams', decimals: 3, total: 'sum' });

export default defineReport({
  id: 'sortir-pembelian',
  title: 'LAPORAN SORTIR PEMBELIAN',
  menus: ['/laporan-sortir-pembelian'],
  call: { method: 'POST', path: 'sortir-pembelian/reports' },
  fields: [
    { name: 'type', label: 'Tipe', kind: 'select', options: ['GLOBAL', 'DETAIL'] },
    FIELDS.tglFrom,
    FIELDS.tglTo,
    FIELDS.toko,
    { name: 'kode_gudang', label: 'Gudang', kind: 'select', options: ['SEMUA', ...WAREHOUSE_ROLES.SORT_PURCHASE] },
    { name: 'kode_dept', label: 'Jenis', kind: 'select', source: 'jenis', all: true },
  ],
  period: RANGE_PERIOD,
  typeField: 'type',
  storeField: 'kode_toko',
  columns: [
    { key: 'no_sortir', label: 'No Sortir', total: 'label', width: 1.9, noWrap: true },
    { key: 'tgl_sortir', label: 'Tanggal', width: 1.1, noWrap: true },
    { key: 'kondisi', label: 'Kondisi' },
    { key: 'kategori', label: 'Kategori' },
    { key: 'kode_gudang', label: 'Gudang' },
    { key: 'kode_lokasi_toko', label: 'Baki', width: 1.2 },
    { key: 'jenis', label: 'Jenis', width: 1.6 },
    { key: 'qty_total', label: 'Qty', format: 'qty', total: 'sum', width: 0.6 },
    berat('berat_total'),
  ],
  variants: {
    DETAIL: {
      columns: [
        { key: 'no_sortir', label: 'No Sortir', total: 'label', width: 1.9, noWrap: true },
        { key: 'no_faktur_beli', label: 'No Faktur Beli', width: 1.9, noWrap: true },
        { key: 'kondisi', label: 'Kondisi' },
        { key: 'kode_group', label: 'Kategori' },
        { key: 'kode_baki', label: 'Baki', width: 1.2 },
        { key: 'kode_dept', label: 'Jenis' },
        { key: 'qty', label: 'Qty', format: 'qty', total: 'sum', width: 0.6 },
        berat('berat'),
      ],
    },
  },
  rowActions: [
    { id: 'reprint', label: 'Cetak Ulang', types: ['GLOBAL'] },
    { id: 'cancel', label: 'Batal', types: ['GLOBAL'] },
  ],
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataYangAndaCariTidakAda },
  exports: ['pdf', 'xlsx'],
});
