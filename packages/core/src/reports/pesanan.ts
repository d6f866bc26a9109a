// /laporan-pesanan (Kencana's design; the specification only names the route). DAFTAR: the orders taken in
// a period with their deposit and status. KINERJA: the craftsman scorecard — per craftsman and month, the
// material he used (finished weights), his orders' shrink and his opname differences, as a % of the material
// used, against the allowed % of Master Tukang (toleransi_susut); a month above it is flagged MELEBIHI.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export default defineReport({
  id: 'pesanan',
  title: 'LAPORAN PESANAN',
  menus: ['/laporan-pesanan'],
  call: { method: 'GET', path: 'laporan/pesanan' },
  fields: [
    FIELDS.tglFrom,
    FIELDS.tglTo,
    { name: 'type', label: 'Tipe', kind: 'select', options: ['DAFTAR', 'KINERJA'] },
    FIELDS.toko,
    FIELDS.tukang,
  ],
  period: RANGE_PERIOD,
  typeField: 'type',
  storeField: 'kode_toko',
  columns: [
    { key: 'no_pesanan', label: 'No Pesanan', total: 'label', width: 1.8 },
    { key: 'tanggal', label: 'Tanggal' },
    { key: 'jatuh_tempo', label: 'Jatuh Tempo' },
    { key: 'nama_customer', label: 'Customer', width: 1.6 },
    { key: 'kode_group', label: 'Kategori' },
    { key: 'kode_tukang', label: 'Tukang' },
    { key: 'total_harga', label: 'Total', format: 'money', total: 'sum' },
    { key: 'uang_muka', label: 'Uang Muka', format: 'money', total: 'sum' },
    { key: 'berat_selesai', label: 'Berat Selesai', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'status', label: 'Status' },
  ],
  variants: {
    KINERJA: {
      columns: [
        { key: 'bulan', label: 'Bulan', total: 'label' },
        { key: 'kode_tukang', label: 'Tukang' },
        { key: 'nama_tukang', label: 'Nama Tukang', width: 1.6 },
        { key: 'jml_pesanan', label: 'Pesanan', format: 'qty', total: 'sum' },
        { key: 'berat_pakai', label: 'Berat Pakai', format: 'grams', decimals: 3, total: 'sum' },
        { key: 'susut', label: 'Susut', format: 'grams', decimals: 3, total: 'sum' },
        { key: 'selisih_so', label: 'Selisih SO', format: 'grams', decimals: 3, total: 'sum' },
        { key: 'persen', label: '% Susut' },
        { key: 'toleransi', label: 'Toleransi %' },
        { key: 'status', label: 'Status' },
      ],
    },
  },
  texts: { success: MESSAGES.laporanTersedia, empty: MESSAGES.dataYangAndaCariTidakAda },
  exports: ['pdf', 'xlsx'],
});
