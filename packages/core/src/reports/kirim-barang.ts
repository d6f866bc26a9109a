// /laporan-kirim-barang: the shipments a store sent to other branches in a period (one shipment number or
// SEMUA), each with its goods as expandable rows, its status and its days on the road; the delivery receipt
// can be printed again from each row. The shop ('Kode Toko Harus Dipilih') and the period load the shipment
// numbers through the spec's POST kirim-barang/no_kirim ('No Kirim Tersedia').
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD, type ReportColumn } from './define.ts';

const lamaTransit: ReportColumn = { key: 'lama_transit_hari', label: 'Transit (Hari)', format: 'qty', width: 1 };

export default defineReport({
  id: 'kirim-barang',
  title: 'LAPORAN KIRIM BARANG',
  menus: ['/laporan-kirim-barang'],
  call: { method: 'POST', path: 'kirim-barang/report' },
  fields: [
    FIELDS.tglFrom,
    FIELDS.tglTo,
    { name: 'kode_cabang', label: 'Kode Toko', kind: 'select', source: 'toko', required: MESSAGES.kodeTokoHarusDipilih },
    {
      name: 'no_kirim',
      label: 'No Kirim',
      kind: 'select',
      all: true,
      filterBy: ['kode_cabang', 'tgl_from', 'tgl_to'],
      optionsCall: {
        method: 'POST',
        path: 'kirim-barang/no_kirim',
        option: (row) => ({ value: String(row.no_kirim), label: `${String(row.no_kirim)} → ${String(row.tujuan)}` }),
      },
    },
  ],
  period: RANGE_PERIOD,
  storeField: 'kode_cabang',
  columns: [
    { key: 'no_kirim', label: 'No Kirim', total: 'label', width: 2, noWrap: true },
    { key: 'tgl_kirim', label: 'Tgl Kirim', width: 1.3, noWrap: true },
    { key: 'tujuan', label: 'Tujuan', width: 0.9 },
    { key: 'nama_tujuan', label: 'Nama Toko Tujuan', width: 2 },
    { key: 'qty', label: 'Qty', format: 'qty', total: 'sum', width: 0.7 },
    { key: 'berat', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'qty_terima', label: 'Qty Terima', format: 'qty', total: 'sum', width: 0.9 },
    { key: 'status', label: 'Status', width: 1.1 },
    { key: 'tgl_terima', label: 'Tgl Terima', width: 1.3, noWrap: true },
    lamaTransit,
  ],
  detail: {
    key: 'detail_barang',
    columns: [
      { key: 'kode_barcode', label: 'Kode Barcode' },
      { key: 'nama_barang', label: 'Nama Barang', width: 2.5 },
      { key: 'kode_group', label: 'Kategori' },
      { key: 'kode_dept', label: 'Jenis' },
      { key: 'tipe_barang', label: 'Tipe' },
      { key: 'kode_baki', label: 'Baki Asal' },
      { key: 'berat', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' },
      { key: 'status', label: 'Status' },
      { key: 'tgl_terima', label: 'Tgl Terima' },
      lamaTransit,
    ],
  },
  rowActions: [{ id: 'cetak', label: 'Cetak Ulang' }],
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.laporanKirimBarangTidakAda },
  exports: ['pdf', 'xlsx'],
});
