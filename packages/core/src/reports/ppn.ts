// /laporan-ppn (beyond the specification): the PPN a PKP store recorded on its sales, for the
// monthly return. REKAP: per month, store and rate — the sales (PPN included), their DPP and PPN; DETAIL:
// each sale line. The rate and amount are those fixed on the line at the time of sale; cancelled sales
// are left out.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export default defineReport({
  id: 'ppn',
  title: 'LAPORAN PPN',
  menus: ['/laporan-ppn'],
  call: { method: 'GET', path: 'laporan/ppn' },
  fields: [FIELDS.tglFrom, FIELDS.tglTo, { name: 'type', label: 'Tipe', kind: 'select', options: ['REKAP', 'DETAIL'] }, FIELDS.toko],
  period: RANGE_PERIOD,
  typeField: 'type',
  storeField: 'kode_toko',
  columns: [
    { key: 'bulan', label: 'Bulan', total: 'label', width: 0.8 },
    { key: 'kode_toko', label: 'Toko', width: 0.6 },
    { key: 'ppn_dasar', label: 'Dasar', width: 1 },
    { key: 'ppn_persen', label: 'Tarif %', width: 0.6 },
    { key: 'jumlah_barang', label: 'Jumlah Barang', format: 'qty', total: 'sum', width: 0.8 },
    { key: 'harga', label: 'Penjualan (Termasuk PPN)', format: 'money', total: 'sum', width: 1.6 },
    { key: 'dpp', label: 'DPP', format: 'money', total: 'sum', width: 1.5 },
    { key: 'ppn', label: 'PPN', format: 'money', total: 'sum', width: 1.3 },
  ],
  variants: {
    DETAIL: {
      columns: [
        { key: 'tgl_system', label: 'Tanggal', total: 'label', width: 0.9, noWrap: true },
        { key: 'no_faktur_jual', label: 'No Faktur', width: 1.6, noWrap: true },
        { key: 'kode_toko', label: 'Toko', width: 0.6 },
        { key: 'kode_barcode', label: 'Barcode', width: 0.9 },
        { key: 'nama_barang', label: 'Nama Barang', width: 1.8 },
        { key: 'ppn_dasar', label: 'Dasar', width: 0.9 },
        { key: 'ppn_persen', label: 'Tarif %', width: 0.6 },
        { key: 'harga', label: 'Harga (Termasuk PPN)', format: 'money', total: 'sum', width: 1.4 },
        { key: 'dpp', label: 'DPP', format: 'money', total: 'sum', width: 1.3 },
        { key: 'ppn', label: 'PPN', format: 'money', total: 'sum', width: 1.1 },
      ],
    },
  },
  texts: { success: MESSAGES.laporanTersedia, empty: MESSAGES.dataYangAndaCariTidakAda },
  exports: ['pdf', 'xlsx'],
});
