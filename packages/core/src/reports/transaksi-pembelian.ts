// /laporan-transaksi-pembelian: the buy-back lines of a period (cancelled buy-backs left out), each with
// its seller, condition, weight, price per gram and price. The specification lists the screen only; the
// call is Kencana's own.
import { PEMBELIAN_MESSAGES as P } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export default defineReport({
  id: 'transaksi-pembelian',
  title: 'LAPORAN TRANSAKSI PEMBELIAN',
  menus: ['/laporan-transaksi-pembelian'],
  call: { method: 'POST', path: 'pembelian/report' },
  fields: [FIELDS.tglFrom, FIELDS.tglTo, FIELDS.toko, FIELDS.group],
  period: RANGE_PERIOD,
  storeField: 'kode_toko',
  columns: [
    { key: 'tgl_system', label: 'Tanggal', total: 'label', width: 1.1, noWrap: true },
    { key: 'no_faktur_beli', label: 'No Faktur Beli', width: 2.4, noWrap: true },
    { key: 'kode_toko', label: 'Toko', width: 0.6 },
    { key: 'nama_customer', label: 'Customer', width: 1.6 },
    { key: 'no_ktp', label: 'NIK', width: 1.9 },
    { key: 'kode_barcode', label: 'Barcode', width: 1.1 },
    { key: 'nama_barang', label: 'Nama Barang', width: 1.8 },
    { key: 'kode_group', label: 'Kategori', width: 0.8 },
    { key: 'kode_dept', label: 'Jenis', width: 0.8 },
    { key: 'kondisi', label: 'Kondisi', width: 0.8 },
    { key: 'qty', label: 'Qty', format: 'qty', total: 'sum', width: 0.5 },
    { key: 'berat', label: 'Berat', format: 'grams', decimals: 3, total: 'sum', width: 0.9 },
    { key: 'harga_per_gram', label: 'Harga / gr', format: 'money', width: 1.4 },
    { key: 'harga', label: 'Harga', format: 'money', total: 'sum', width: 1.6 },
  ],
  texts: { success: P.dataPembelianTersedia, empty: P.dataPembelianTidakAda },
  exports: ['pdf', 'xlsx'],
});
