// /laporan-konversi-barang: the conversions of a period (items moved to another category and type), one row
// per document with its items nested under detail_barang (barcode, name, source and target category and
// type), as the specification's `konversi-barang/report` {start_date, end_date} answers them.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS } from './define.ts';

export default defineReport({
  id: 'konversi-barang',
  title: 'LAPORAN KONVERSI BARANG',
  menus: ['/laporan-konversi-barang'],
  call: { method: 'GET', path: 'konversi-barang/report' },
  fields: [
    { name: 'start_date', label: 'Tanggal Awal', kind: 'date', required: MESSAGES.tanggalAwalTidakBolehKosong },
    { name: 'end_date', label: 'Tanggal Akhir', kind: 'date', required: MESSAGES.tanggalAkhirTidakBolehKosong },
    FIELDS.toko,
  ],
  period: { kind: 'range', from: 'start_date', to: 'end_date' },
  storeField: 'kode_toko',
  columns: [
    { key: 'tgl_konversi', label: 'Tanggal', total: 'label', width: 1.1 },
    { key: 'no_konversi', label: 'No Konversi', width: 1.9 },
    { key: 'kode_toko', label: 'Toko', width: 0.7 },
    { key: 'keterangan', label: 'Keterangan', width: 3 },
    { key: 'user_id', label: 'User', width: 1 },
    { key: 'qty', label: 'Qty', format: 'qty', total: 'sum', width: 0.6 },
    { key: 'berat', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' },
  ],
  detail: {
    key: 'detail_barang',
    parent: ['tgl_konversi', 'no_konversi'],
    columns: [
      { key: 'kode_barcode', label: 'Barcode' },
      { key: 'nama_barang', label: 'Nama Barang', width: 2.5 },
      { key: 'kategori_asal', label: 'Kategori Asal' },
      { key: 'kategori_tujuan', label: 'Kategori Tujuan' },
      { key: 'jenis_asal', label: 'Jenis Asal' },
      { key: 'jenis_tujuan', label: 'Jenis Tujuan' },
      { key: 'berat', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' },
    ],
  },
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataYangDiCariTidakAdaBang },
  exports: ['pdf', 'xlsx'],
});
