// /laporan-titip-uang: customers' deposits (titipan) per store, customer and business day — the opening
// balance (what the shop owed the customer before the day), the money left (deposits taken, order deposits,
// change kept), used (sales, orders handed over, deposits cancelled), paid back (refunds) and the closing
// balance. Read from the money ledger's TITIPAN accounts, so closing = opening + masuk − dipakai − dikembalikan
// and opening(next day shown) = closing(last day shown) by construction.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export default defineReport({
  id: 'titip-uang',
  title: 'LAPORAN TITIP UANG',
  menus: ['/laporan-titip-uang'],
  call: { method: 'GET', path: 'laporan/titip-uang' },
  fields: [FIELDS.tglFrom, FIELDS.tglTo, FIELDS.toko],
  period: RANGE_PERIOD,
  storeField: 'kode_toko',
  columns: [
    { key: 'tgl_system', label: 'Tanggal', total: 'label', width: 1, noWrap: true },
    { key: 'kode_toko', label: 'Toko', width: 0.6 },
    { key: 'customer', label: 'Customer', width: 2.4 },
    { key: 'saldo_awal', label: 'Saldo Awal', format: 'money', width: 1.3 },
    { key: 'masuk', label: 'Masuk', format: 'money', total: 'sum', width: 1.3 },
    { key: 'dipakai', label: 'Dipakai', format: 'money', total: 'sum', width: 1.3 },
    { key: 'dikembalikan', label: 'Dikembalikan', format: 'money', total: 'sum', width: 1.3 },
    { key: 'saldo_akhir', label: 'Saldo Akhir', format: 'money', width: 1.3 },
  ],
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataLaporanTidakTersedia },
  exports: ['pdf', 'xlsx'],
  pageSize: 200,
});
