// /laporan-timbang-baki: the tray weighings of one business date — the scale's weight less tare (tray,
// tags, plastic, attributes) against the ledger's weight, with the difference. The specification's
// `GET timbang-baki?tanggal&kode_gudang&kode_toko`; /timbang-baki lists the day's weighings through it too.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS } from './define.ts';

export default defineReport({
  id: 'timbang-baki',
  title: 'LAPORAN TIMBANG BAKI',
  menus: ['/laporan-timbang-baki', '/timbang-baki'],
  call: { method: 'GET', path: 'timbang-baki' },
  fields: [FIELDS.tanggal, FIELDS.gudang, FIELDS.toko],
  period: { kind: 'single', key: 'tanggal' },
  storeField: 'kode_toko',
  columns: [
    { key: 'jam', label: 'Jam', total: 'label', width: 0.7 },
    { key: 'no_timbang', label: 'No Timbang', width: 1.9 },
    { key: 'kode_toko', label: 'Toko', width: 0.6 },
    { key: 'kode_baki', label: 'Baki', width: 0.9 },
    { key: 'qty', label: 'Qty', format: 'qty', total: 'sum', width: 0.6 },
    { key: 'berat_sistem', label: 'Berat Sistem', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'berat_tara', label: 'Tara', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'berat_seharusnya', label: 'Seharusnya', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'berat_timbangan', label: 'Timbangan', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'selisih', label: 'Selisih', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'keterangan', label: 'Keterangan', width: 1.8 },
    { key: 'user_id', label: 'User', width: 0.8 },
  ],
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataLaporanTidakTersedia },
  exports: ['pdf', 'xlsx'],
});
