// /laporan-penjualan-bayar: the money of the sales in a period, one row per payment (cash as received,
// the change beside it), filtered by payment method; cancelled sales left out.
import { JENIS_BAYAR } from '../domain/penjualan.ts';
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export default defineReport({
  id: 'penjualan-bayar',
  title: 'LAPORAN PENJUALAN BAYAR',
  menus: ['/laporan-penjualan-bayar'],
  call: { method: 'GET', path: 'laporan/penjualan-bayar' },
  fields: [
    FIELDS.tglFrom,
    FIELDS.tglTo,
    FIELDS.toko,
    { name: 'jenis', label: 'Jenis Pembayaran', kind: 'select', options: JENIS_BAYAR, all: true },
  ],
  period: RANGE_PERIOD,
  storeField: 'kode_toko',
  columns: [
    { key: 'tgl_system', label: 'Tanggal', total: 'label', width: 1, noWrap: true },
    { key: 'no_faktur_jual', label: 'No Faktur', width: 1.8, noWrap: true },
    { key: 'kode_toko', label: 'Toko', width: 0.6 },
    { key: 'jenis', label: 'Jenis', width: 1 },
    { key: 'kode_bank', label: 'Bank', width: 0.8 },
    { key: 'kode_marketplace', label: 'Marketplace', width: 1 },
    { key: 'no_referensi', label: 'No Referensi', width: 1.4 },
    { key: 'jumlah', label: 'Jumlah', format: 'money', total: 'sum', width: 1.4 },
    { key: 'kembalian', label: 'Kembalian', format: 'money', total: 'sum', width: 1.2 },
  ],
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataLaporanTidakTersedia },
  exports: ['pdf', 'xlsx'],
});
