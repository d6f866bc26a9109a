// /laporan-transaksi-penjualan: the sales of a store (or every store) in a period, one row per invoice with
// its pieces as expandable rows; cancelled sales are left out (they are in /laporan-batal-penjualan).
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export default defineReport({
  id: 'transaksi-penjualan',
  title: 'LAPORAN TRANSAKSI PENJUALAN',
  menus: ['/laporan-transaksi-penjualan'],
  call: { method: 'GET', path: 'laporan/transaksi-penjualan' },
  fields: [FIELDS.tglFrom, FIELDS.tglTo, FIELDS.toko],
  period: RANGE_PERIOD,
  storeField: 'kode_toko',
  columns: [
    { key: 'tgl_system', label: 'Tanggal', total: 'label', width: 1, noWrap: true },
    { key: 'no_faktur_jual', label: 'No Faktur', width: 1.8, noWrap: true },
    { key: 'kode_toko', label: 'Toko', width: 0.6 },
    { key: 'customer', label: 'Customer', width: 2 },
    { key: 'kode_sales', label: 'Sales', width: 0.8 },
    { key: 'qty', label: 'Qty', format: 'qty', total: 'sum', width: 0.6 },
    { key: 'berat', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'diskon', label: 'Diskon', format: 'money', total: 'sum', width: 1.1 },
    { key: 'total_harga', label: 'Total Harga', format: 'money', total: 'sum', width: 1.4 },
    { key: 'poin', label: 'Poin', format: 'qty', total: 'sum', width: 0.6 },
    { key: 'user_id', label: 'User', width: 0.8 },
  ],
  detail: {
    key: 'detail_barang',
    parent: ['tgl_system', 'no_faktur_jual', 'kode_toko'],
    columns: [
      { key: 'kode_barcode', label: 'Kode Barcode' },
      { key: 'nama_barang', label: 'Nama Barang', width: 2.4 },
      { key: 'kode_group', label: 'Kategori', width: 0.9 },
      { key: 'kode_dept', label: 'Jenis', width: 0.9 },
      { key: 'berat', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' },
      { key: 'kadar', label: 'Kadar', width: 0.7 },
      { key: 'harga_per_gram', label: 'Harga/Gr', format: 'money', width: 1.2 },
      { key: 'ongkos', label: 'Ongkos', format: 'money', total: 'sum', width: 1.1 },
      { key: 'diskon', label: 'Diskon', format: 'money', total: 'sum', width: 1.1 },
      { key: 'harga', label: 'Harga', format: 'money', total: 'sum', width: 1.4 },
    ],
  },
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataLaporanTidakTersedia },
  exports: ['pdf', 'xlsx'],
});
