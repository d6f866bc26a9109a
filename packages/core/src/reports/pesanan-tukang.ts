// /laporan-pesanan-tukang (spec 001 §2, §9): orders given to craftsmen, still in work (PROSES) or finished
// (SELESAI) in a period. `GET pembagian-pesanan/reports`.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export default defineReport({
  id: 'pesanan-tukang',
  title: 'LAPORAN PESANAN TUKANG',
  menus: ['/laporan-pesanan-tukang'],
  call: { method: 'GET', path: 'pembagian-pesanan/reports' },
  fields: [
    FIELDS.tglFrom,
    FIELDS.tglTo,
    { name: 'status_proses', label: 'Tipe', kind: 'select', options: ['PROSES', 'SELESAI'] },
    FIELDS.tukang,
    FIELDS.group,
  ],
  period: RANGE_PERIOD,
  columns: [
    { key: 'no_pesanan', label: 'No Pesanan', total: 'label', width: 1.8 },
    { key: 'tanggal', label: 'Tanggal' },
    { key: 'tanggal_selesai', label: 'Tgl Selesai' },
    { key: 'kode_tukang', label: 'Tukang', width: 0.8 },
    { key: 'nama_customer', label: 'Customer', width: 1.5 },
    { key: 'nama_barang', label: 'Nama Barang', width: 2 },
    { key: 'nama_attribut', label: 'Atribut' },
    { key: 'berat_atribut', label: 'Berat Atribut', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'ongkos_tukang', label: 'Ongkos Tukang', format: 'money', total: 'sum' },
    { key: 'ongkos_customer', label: 'Ongkos Customer', format: 'money', total: 'sum' },
    { key: 'berat_customer', label: 'Berat Customer', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'berat_tukang', label: 'Berat Tukang', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'susut_tukang', label: 'Susut Tukang', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'asal_bahan', label: 'Asal Bahan' },
    { key: 'saldo_bahan', label: 'Saldo Bahan', format: 'grams', decimals: 3 },
  ],
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataYangAndaCariTidakAda },
  exports: ['pdf', 'xlsx'],
});
