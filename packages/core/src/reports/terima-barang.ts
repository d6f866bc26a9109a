// /laporan-terima-barang: the shipments addressed to a store and sent in a period — received, partly
// received or still on the road — with how long each has been in transit and its goods as expandable rows
// (which receipt took each item, into which tray). The delivery receipt can be printed again per row.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

/** The statuses of a shipment (contracts/kirim-barang STATUS_KIRIM; not imported: the contracts import the reports). */
export const STATUS_KIRIMAN = ['DIKIRIM', 'SEBAGIAN', 'DITERIMA'] as const;

export default defineReport({
  id: 'terima-barang',
  title: 'LAPORAN TERIMA BARANG',
  menus: ['/laporan-terima-barang'],
  call: { method: 'POST', path: 'terima-barang/report' },
  fields: [
    FIELDS.tglFrom,
    FIELDS.tglTo,
    FIELDS.toko,
    { name: 'status', label: 'Status', kind: 'select', options: STATUS_KIRIMAN, all: true },
  ],
  period: RANGE_PERIOD,
  storeField: 'kode_toko',
  columns: [
    { key: 'no_kirim', label: 'No Kirim', total: 'label', width: 2, noWrap: true },
    { key: 'tgl_kirim', label: 'Tgl Kirim', width: 1.3, noWrap: true },
    { key: 'kode_toko', label: 'Dari', width: 0.8 },
    { key: 'tujuan', label: 'Tujuan', width: 0.8 },
    { key: 'qty', label: 'Qty', format: 'qty', total: 'sum', width: 0.7 },
    { key: 'berat', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'qty_terima', label: 'Qty Terima', format: 'qty', total: 'sum', width: 0.8 },
    { key: 'berat_terima', label: 'Berat Terima', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'status', label: 'Status', width: 1.1 },
    { key: 'tgl_terima', label: 'Tgl Terima', width: 1.3, noWrap: true },
    { key: 'lama_transit_hari', label: 'Transit (Hari)', format: 'qty', width: 1 },
  ],
  detail: {
    key: 'detail_barang',
    columns: [
      { key: 'kode_barcode', label: 'Kode Barcode' },
      { key: 'nama_barang', label: 'Nama Barang', width: 2.5 },
      { key: 'kode_group', label: 'Kategori' },
      { key: 'kode_dept', label: 'Jenis' },
      { key: 'berat', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' },
      { key: 'status', label: 'Status' },
      { key: 'no_terima', label: 'No Terima', width: 2, noWrap: true },
      { key: 'kode_baki_terima', label: 'Baki Terima' },
      { key: 'tgl_terima', label: 'Tgl Terima' },
    ],
  },
  rowActions: [{ id: 'cetak', label: 'Cetak Ulang' }],
  texts: { success: MESSAGES.laporanTerimaBarangTersedia, empty: MESSAGES.dataLaporanTidakTersedia },
  exports: ['pdf', 'xlsx'],
});
