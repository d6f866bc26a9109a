// /laporan-barang-detail: every barcoded item on a tray now, with the ledger's weight (barang.berat).
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS } from './define.ts';

export default defineReport({
  id: 'barang-detail',
  title: 'LAPORAN BARANG DETAIL',
  menus: ['/laporan-barang-detail'],
  call: { method: 'GET', path: 'laporan/barang-detail' },
  fields: [FIELDS.toko, FIELDS.gudang, FIELDS.baki, FIELDS.group, FIELDS.jenis],
  period: { kind: 'none' },
  storeField: 'kode_toko',
  columns: [
    { key: 'kode_barcode', label: 'Barcode', total: 'label' },
    { key: 'nama_barang', label: 'Nama Barang', width: 3 },
    { key: 'kode_toko', label: 'Toko', width: 0.8 },
    { key: 'kode_gudang', label: 'Gudang', width: 0.8 },
    { key: 'kode_baki', label: 'Baki' },
    { key: 'kode_group', label: 'Kategori', width: 0.9 },
    { key: 'kode_dept', label: 'Jenis', width: 0.9 },
    { key: 'kadar', label: 'Kadar', width: 0.8 },
    { key: 'qty', label: 'Qty', format: 'qty', total: 'sum', width: 0.6 },
    { key: 'berat', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'harga_jual', label: 'Harga Jual', format: 'money', total: 'sum', width: 1.5 },
  ],
  texts: { success: MESSAGES.laporanTersedia, empty: MESSAGES.dataYangAndaCariTidakAda },
  exports: ['pdf', 'xlsx'],
});
