// /laporan-validasi-validasi-inputan: the shipments the cashier closed in a period (KB or KC), with what
// was entered and what went back to the sender; the receipt again per row.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';
import { SHIPMENT_KINDS } from '../domain/warehouse-roles.ts';

export default defineReport({
  id: 'validasi-validasi-inputan',
  title: 'LAPORAN VALIDASI INPUTAN',
  menus: ['/laporan-validasi-validasi-inputan'],
  call: { method: 'GET', path: 'validasi-inputan/kirim-barang-bos/reports' },
  fields: [{ name: 'jenis', label: 'Jenis Transaksi', kind: 'select', options: SHIPMENT_KINDS }, FIELDS.tglFrom, FIELDS.tglTo],
  period: RANGE_PERIOD,
  columns: [
    { key: 'tgl_validasi', label: 'Tanggal', total: 'label', width: 1.2, noWrap: true },
    { key: 'no_kirim', label: 'No Kirim', width: 2, noWrap: true },
    { key: 'kode_toko', label: 'Toko', width: 0.8 },
    { key: 'kode_group', label: 'Kategori', width: 0.9 },
    { key: 'berat', label: 'Total Berat', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'qty', label: 'Total Qty', format: 'qty', total: 'sum', width: 0.8 },
    { key: 'berat_input', label: 'Berat Input', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'qty_input', label: 'Qty Input', format: 'qty', total: 'sum', width: 0.8 },
    { key: 'berat_kembali', label: 'Berat Kembali', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'qty_kembali', label: 'Qty Kembali', format: 'qty', total: 'sum', width: 0.8 },
    { key: 'no_validasi', label: 'No Validasi', width: 2, noWrap: true },
  ],
  rowActions: [{ id: 'cetak', label: 'Cetak Ulang' }],
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataYangAndaCariTidakAda },
  exports: ['pdf', 'xlsx'],
});
