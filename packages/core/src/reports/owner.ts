// /laporan-owner: for one business date, per store: the stock balance at the end of the day, the day's
// sales and the day's purchases (buy-backs), with a total row. Computed from the ledger and documents,
// so it fills itself as sales and purchases are posted (see SALES_PURCHASE_RULES in ../domain/documents.ts).
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS } from './define.ts';

export default defineReport({
  id: 'owner',
  title: 'LAPORAN OWNER',
  menus: ['/laporan-owner'],
  call: { method: 'GET', path: 'owner/report' },
  fields: [FIELDS.tanggal],
  period: { kind: 'single', key: 'tanggal' },
  columns: [
    { key: 'kode_toko', label: 'Kode Toko', total: 'label', width: 1 },
    { key: 'nama_toko', label: 'Nama Toko', width: 2.2 },
    { key: 'jumlah_saldo', label: 'Saldo Qty', format: 'qty', total: 'sum' },
    { key: 'berat_saldo', label: 'Saldo Berat', format: 'grams', decimals: 2, total: 'sum' },
    { key: 'berat_murni_saldo', label: 'Saldo Murni', format: 'grams', decimals: 2, total: 'sum' },
    { key: 'jumlah_penjualan', label: 'Jual Qty', format: 'qty', total: 'sum' },
    { key: 'berat_penjualan', label: 'Jual Berat', format: 'grams', decimals: 2, total: 'sum' },
    { key: 'harga_penjualan', label: 'Jual Total', format: 'money', total: 'sum', width: 1.6 },
    { key: 'jumlah_pembelian', label: 'Beli Qty', format: 'qty', total: 'sum' },
    { key: 'berat_pembelian', label: 'Beli Berat', format: 'grams', decimals: 2, total: 'sum' },
    { key: 'harga_pembelian', label: 'Beli Total', format: 'money', total: 'sum', width: 1.6 },
  ],
  texts: { success: MESSAGES.laporanOwnerTersedia, empty: MESSAGES.dataYangDiCariTidakAdaBang },
  exports: ['pdf', 'xlsx'],
});
