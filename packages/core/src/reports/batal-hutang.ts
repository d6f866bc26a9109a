// /laporan-batal-hutang: the loans cancelled in a period (by the cancel's business date), with the cancel's
// number, the amount and the reason.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export default defineReport({
  id: 'batal-hutang',
  title: 'LAPORAN BATAL HUTANG',
  menus: ['/laporan-batal-hutang'],
  call: { method: 'POST', path: 'hutang/report-batal' },
  fields: [FIELDS.tglFrom, FIELDS.tglTo, FIELDS.toko],
  period: RANGE_PERIOD,
  storeField: 'kode_toko',
  columns: [
    { key: 'tgl_batal', label: 'Tgl Batal', total: 'label', width: 1.1, noWrap: true },
    { key: 'no_batal', label: 'No Batal', width: 1.9, noWrap: true },
    { key: 'no_hutang', label: 'No Hutang', width: 1.9, noWrap: true },
    { key: 'kode_toko', label: 'Toko', width: 0.6 },
    { key: 'nama_customer', label: 'Nasabah', width: 1.6 },
    { key: 'berat', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'jumlah_pinjaman', label: 'Pinjaman', format: 'money', total: 'sum', width: 1.4 },
    { key: 'alasan', label: 'Alasan', width: 2 },
  ],
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataLaporanTidakTersedia },
  exports: ['pdf', 'xlsx'],
});
