// /laporan-penjualan-marketplace: the sales paid through a marketplace in a period, per order number, with
// the marketplace's name; cancelled sales left out.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export default defineReport({
  id: 'penjualan-marketplace',
  title: 'LAPORAN PENJUALAN MARKETPLACE',
  menus: ['/laporan-penjualan-marketplace'],
  call: { method: 'GET', path: 'laporan/penjualan-marketplace' },
  fields: [FIELDS.tglFrom, FIELDS.tglTo, FIELDS.toko],
  period: RANGE_PERIOD,
  storeField: 'kode_toko',
  columns: [
    { key: 'tgl_system', label: 'Tanggal', total: 'label', width: 1, noWrap: true },
    { key: 'no_faktur_jual', label: 'No Faktur', width: 1.8, noWrap: true },
    { key: 'kode_toko', label: 'Toko', width: 0.6 },
    { key: 'kode_marketplace', label: 'Kode Marketplace', width: 1.1 },
    { key: 'nama_marketplace', label: 'Marketplace', width: 1.6 },
    { key: 'no_referensi', label: 'No Pesanan', width: 1.6, noWrap: true },
    { key: 'customer', label: 'Customer', width: 1.8 },
    { key: 'jumlah', label: 'Jumlah', format: 'money', total: 'sum', width: 1.4 },
  ],
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataLaporanTidakTersedia },
  exports: ['pdf', 'xlsx'],
});
