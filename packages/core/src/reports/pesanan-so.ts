// /laporan-pesanan-so (spec 001 §2, §9): the order stock opnames of a period, one row per SO number
// (no_so_pesanan, saldo_awal, saldo_bahan, setor) with its orders nested (no_pesanan, kode_tukang, deskripsi,
// nama_barang, nama_attribut, berat_atribut, berat_pakai, susut_pakai, ongkos, st_selesai, st_serah).
// `GET stock-opname/reports`.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export default defineReport({
  id: 'pesanan-so',
  title: 'LAPORAN PESANAN SO',
  menus: ['/laporan-pesanan-so'],
  call: { method: 'GET', path: 'stock-opname/reports' },
  fields: [FIELDS.tglFrom, FIELDS.tglTo, FIELDS.tukang, FIELDS.group],
  period: RANGE_PERIOD,
  columns: [
    { key: 'no_so_pesanan', label: 'No SO Pesanan', total: 'label', width: 2 },
    { key: 'tanggal', label: 'Tanggal' },
    { key: 'kode_tukang', label: 'Tukang' },
    { key: 'kode_group', label: 'Kategori' },
    { key: 'saldo_awal', label: 'Saldo Awal', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'saldo_bahan', label: 'Saldo Bahan', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'setor', label: 'Setor', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'selisih', label: 'Selisih', format: 'grams', decimals: 3, total: 'sum' },
  ],
  detail: {
    key: 'pesanan',
    columns: [
      { key: 'no_pesanan', label: 'No Pesanan', width: 1.8 },
      { key: 'kode_tukang', label: 'Tukang' },
      { key: 'deskripsi', label: 'Deskripsi', width: 2 },
      { key: 'nama_barang', label: 'Nama Barang', width: 1.5 },
      { key: 'nama_attribut', label: 'Atribut' },
      { key: 'berat_atribut', label: 'Berat Atribut', format: 'grams', decimals: 3, total: 'sum' },
      { key: 'berat_pakai', label: 'Berat Pakai', format: 'grams', decimals: 3, total: 'sum' },
      { key: 'susut_pakai', label: 'Susut Pakai', format: 'grams', decimals: 3, total: 'sum' },
      { key: 'ongkos', label: 'Ongkos', format: 'money', total: 'sum' },
      { key: 'st_selesai', label: 'Selesai' },
      { key: 'st_serah', label: 'Serah' },
    ],
  },
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataLaporanSoKosong },
  exports: ['pdf', 'xlsx'],
});
