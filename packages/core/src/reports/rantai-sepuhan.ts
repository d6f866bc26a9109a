// /laporan-rantai-sepuhan (Kencana's own): where the bought-back gold of a store went, gram for gram and fine
// gram for fine gram. RANTAI: per step of the chain what went through it in the period (arus) and what still
// waits there at the period's end (sisa): bought back, sorted, sorted for refining, at the refiner, received,
// damaged, labelled, melted, the refiners' loss. TUKANG: per refiner, grams sent and received back in the
// period, damaged, the recorded loss and its % of what was sent against the refiner's allowed % (Master
// Tukang toleransi_susut_sepuh), flagged MELEBIHI when above it.
import { MESSAGES, SEPUHAN_MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD, type ReportColumn } from './define.ts';

const grams = (key: string, label: string): ReportColumn => ({ key, label, format: 'grams', decimals: 3 });

export default defineReport({
  id: 'rantai-sepuhan',
  title: 'LAPORAN RANTAI SEPUHAN',
  menus: ['/laporan-rantai-sepuhan'],
  call: { method: 'GET', path: 'laporan/rantai-sepuhan' },
  fields: [{ name: 'type', label: 'Tipe', kind: 'select', options: ['RANTAI', 'TUKANG'] }, FIELDS.tglFrom, FIELDS.tglTo, FIELDS.toko],
  period: RANGE_PERIOD,
  typeField: 'type',
  storeField: 'kode_toko',
  columns: [
    { key: 'urut', label: 'No', format: 'qty', width: 0.4 },
    { key: 'tahap', label: 'Tahap', width: 2.2 },
    { key: 'arus_qty', label: 'Qty', format: 'qty', width: 0.6 },
    grams('arus_berat', 'Berat'),
    grams('arus_murni', 'Berat Murni'),
    { key: 'sisa_qty', label: 'Qty Menunggu', format: 'qty', width: 0.8 },
    grams('sisa_berat', 'Berat Menunggu'),
    grams('sisa_murni', 'Murni Menunggu'),
  ],
  variants: {
    TUKANG: {
      columns: [
        { key: 'kode_tukang', label: 'Kode Tukang', total: 'label' },
        { key: 'nama_tukang', label: 'Nama Tukang', width: 2 },
        { key: 'berat_kirim', label: 'Berat Kirim', format: 'grams', decimals: 3, total: 'sum' },
        { key: 'berat_terima', label: 'Berat Terima', format: 'grams', decimals: 3, total: 'sum' },
        { key: 'berat_rusak', label: 'Berat Rusak', format: 'grams', decimals: 3, total: 'sum' },
        { key: 'berat_susut', label: 'Susut', format: 'grams', decimals: 3, total: 'sum' },
        { key: 'murni_susut', label: 'Susut Murni', format: 'grams', decimals: 3, total: 'sum' },
        { key: 'persen_susut', label: 'Susut (%)' },
        { key: 'toleransi', label: 'Toleransi (%)' },
        { key: 'status', label: 'Status' },
      ],
    },
  },
  texts: { success: SEPUHAN_MESSAGES.laporanRantaiTersedia, empty: MESSAGES.dataYangAndaCariTidakAda },
  exports: ['pdf', 'xlsx'],
});
