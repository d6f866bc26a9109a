// /laporan-kirim-barang-dari-bos: the owner's sends (KB) in a period, with the 2-copy slip again per row.
import { MESSAGES } from '../messages.ts';
import { defineReport } from './define.ts';

export default defineReport({
  id: 'kirim-barang-dari-bos',
  title: 'LAPORAN KIRIM BARANG DARI BOS',
  menus: ['/laporan-kirim-barang-dari-bos'],
  call: { method: 'POST', path: 'krmbrgbos/get/report' },
  fields: [
    { name: 'tgl_awal', label: 'Tanggal Awal', kind: 'date', required: MESSAGES.tanggalAwalTidakBolehKosong },
    { name: 'tgl_akhir', label: 'Tanggal Akhir', kind: 'date', required: MESSAGES.tanggalAkhirTidakBolehKosong },
    { name: 'kode_labeling', label: 'Kode Labeling', kind: 'select', source: 'labeling', all: true },
  ],
  period: { kind: 'range', from: 'tgl_awal', to: 'tgl_akhir' },
  columns: [
    { key: 'no_kirim_bos', label: 'No Kirim', total: 'label', width: 2, noWrap: true },
    { key: 'tgl_kirim', label: 'Tanggal', width: 1.2, noWrap: true },
    { key: 'kode_toko', label: 'Toko', width: 0.8 },
    { key: 'baki', label: 'Tujuan', width: 0.9 },
    { key: 'kadar', label: 'Kadar', width: 0.6 },
    { key: 'sales_pabrik', label: 'Sales', width: 0.9 },
    { key: 'kategori', label: 'Kategori', width: 0.9 },
    { key: 'jenis', label: 'Jenis', width: 0.9 },
    { key: 'keterangan', label: 'Detail Jenis', width: 1.5 },
    { key: 'asal', label: 'Asal Barang', width: 1.2 },
    { key: 'qty_kirim', label: 'Qty', format: 'qty', total: 'sum', width: 0.7 },
    { key: 'berat_kirim', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'status', label: 'Status', width: 0.8 },
  ],
  rowActions: [{ id: 'cetak', label: 'Cetak Ulang' }],
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataLaporanTidakTersedia },
  exports: ['pdf', 'xlsx'],
});
