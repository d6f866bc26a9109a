// /laporan-barang-dalam (Goods Inside): the stock of the user's store per warehouse and category, loaded as
// the screen opens; weights with 2 decimals (spec 001 §9).
import { MESSAGES } from '../messages.ts';
import { defineReport } from './define.ts';

export default defineReport({
  id: 'barang-dalam',
  title: 'LAPORAN BARANG DALAM',
  menus: ['/laporan-barang-dalam'],
  call: { method: 'GET', path: 'sepuhan/report-barang-dalam' },
  fields: [],
  period: { kind: 'none' },
  loadOnOpen: true,
  columns: [
    { key: 'nama_gudang', label: 'Deskripsi', total: 'label', width: 3 },
    { key: 'kode_group', label: 'Kategori', width: 1.5 },
    { key: 'qty', label: 'Qty', format: 'qty', total: 'sum' },
    { key: 'berat', label: 'Berat', format: 'grams', decimals: 2, total: 'sum' },
  ],
  texts: { success: MESSAGES.laporanBarangDalamTersedia, empty: MESSAGES.dataYangAndaCariTidakAda },
  exports: ['pdf', 'xlsx'],
});
