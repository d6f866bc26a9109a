// /laporan-stock-jual: the stock available for sale now, per tray, category and type, from the ledger's
// running balances (display warehouse KC by default), with the selling price of the barcoded items on it.
// The specification lists the screen only; the call is Kencana's own.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS } from './define.ts';
import { WAREHOUSE } from '../domain/warehouse-roles.ts';

export default defineReport({
  id: 'stock-jual',
  title: 'LAPORAN STOCK JUAL',
  menus: ['/laporan-stock-jual'],
  call: { method: 'POST', path: 'stock-jual/report' },
  fields: [FIELDS.toko, { ...FIELDS.gudang, default: WAREHOUSE.DISPLAY }, FIELDS.baki, FIELDS.group, FIELDS.jenis],
  period: { kind: 'none' },
  storeField: 'kode_toko',
  columns: [
    { key: 'kode_toko', label: 'Toko', total: 'label', width: 0.7 },
    { key: 'kode_gudang', label: 'Gudang', width: 0.8 },
    { key: 'kode_baki', label: 'Baki', width: 0.9 },
    { key: 'nama_baki', label: 'Nama Baki', width: 2 },
    { key: 'kode_group', label: 'Kategori', width: 0.9 },
    { key: 'kode_dept', label: 'Jenis', width: 0.9 },
    { key: 'nama_dept', label: 'Nama Jenis', width: 1.8 },
    { key: 'qty', label: 'Qty', format: 'qty', total: 'sum', width: 0.6 },
    { key: 'berat', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'harga_jual', label: 'Harga Jual', format: 'money', total: 'sum', width: 1.5 },
  ],
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataLaporanTidakTersedia },
  exports: ['pdf', 'xlsx'],
});
