// /laporan-keuangan-non-cash: money that did not come as cash, per method and account — each
// entry into a non-cash clearing account (DEBIT, KREDIT, QRIS, TRANSFER, MARKETPLACE) or a bank account, its
// reference, the fee when known (a marketplace's biaya_persen of Master Marketplace; QRIS, debit and credit
// cards at the chain's MDR of /settingsystem) and the net. Cancels show as negative rows.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

/** The methods of the report: the clearing accounts' methods, and the bank accounts. */
export const METODE_NON_CASH = ['DEBIT', 'KREDIT', 'QRIS', 'TRANSFER', 'MARKETPLACE', 'BANK'] as const;

export default defineReport({
  id: 'keuangan-non-cash',
  title: 'LAPORAN KEUANGAN NON CASH',
  menus: ['/laporan-keuangan-non-cash'],
  call: { method: 'GET', path: 'laporan/keuangan-non-cash' },
  fields: [
    FIELDS.tglFrom,
    FIELDS.tglTo,
    FIELDS.toko,
    { name: 'metode', label: 'Metode', kind: 'select', options: METODE_NON_CASH, all: true },
  ],
  period: RANGE_PERIOD,
  storeField: 'kode_toko',
  columns: [
    { key: 'tgl_system', label: 'Tanggal', total: 'label', width: 1, noWrap: true },
    { key: 'kode_toko', label: 'Toko', width: 0.6 },
    { key: 'metode', label: 'Metode', width: 1.1 },
    { key: 'akun', label: 'Akun', width: 1.4 },
    { key: 'no_dokumen', label: 'No Dokumen', width: 1.8, noWrap: true },
    { key: 'jenis_dokumen', label: 'Jenis Dokumen', width: 1.6 },
    { key: 'referensi', label: 'Referensi', width: 1.4 },
    { key: 'bruto', label: 'Bruto', format: 'money', total: 'sum', width: 1.3 },
    { key: 'biaya', label: 'Biaya', format: 'money', total: 'sum', width: 1.1 },
    { key: 'neto', label: 'Neto', format: 'money', total: 'sum', width: 1.3 },
  ],
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataLaporanTidakTersedia },
  exports: ['pdf', 'xlsx'],
});
