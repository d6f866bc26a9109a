// /laporan-transaksi-pembelian-history: every buy-back line of a period with what became of it — still
// unsorted, sorted (the sort's number and date) or cancelled (the cancel's number, date and reason).
import { PEMBELIAN_MESSAGES as P } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export const STATUS_BELI = ['SEMUA', 'BELUM DISORTIR', 'DISORTIR', 'BATAL'] as const;

export default defineReport({
  id: 'transaksi-pembelian-history',
  title: 'LAPORAN TRANSAKSI PEMBELIAN HISTORY',
  menus: ['/laporan-transaksi-pembelian-history'],
  call: { method: 'POST', path: 'pembelian/report-history' },
  fields: [FIELDS.tglFrom, FIELDS.tglTo, FIELDS.toko, { name: 'status', label: 'Status', kind: 'select', options: STATUS_BELI }],
  period: RANGE_PERIOD,
  storeField: 'kode_toko',
  columns: [
    { key: 'tgl_system', label: 'Tanggal', total: 'label', width: 1.1, noWrap: true },
    { key: 'no_faktur_beli', label: 'No Faktur Beli', width: 1.9, noWrap: true },
    { key: 'kode_toko', label: 'Toko', width: 0.6 },
    { key: 'nama_customer', label: 'Customer', width: 1.5 },
    { key: 'nama_barang', label: 'Nama Barang', width: 1.8 },
    { key: 'kode_group', label: 'Kategori', width: 0.8 },
    { key: 'kondisi', label: 'Kondisi', width: 0.8 },
    { key: 'berat', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'harga', label: 'Harga', format: 'money', total: 'sum', width: 1.3 },
    { key: 'status', label: 'Status', width: 1.2 },
    { key: 'no_dokumen', label: 'No Sortir / Batal', width: 1.9, noWrap: true },
    { key: 'tgl_status', label: 'Tgl Status', width: 1.1, noWrap: true },
    { key: 'keterangan', label: 'Keterangan', width: 1.6 },
  ],
  texts: { success: P.dataPembelianTersedia, empty: P.dataPembelianTidakAda },
  exports: ['pdf', 'xlsx'],
});
