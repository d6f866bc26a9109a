// /laporan-bahan-tukang (spec 001 §2, §9): the craftsmen's material notes of a period. DETAIL: one row per
// note (kode_tukang, kode_trx, detail_kategori, keterangan, susut, patri, bahan, pakai, patri_amb, bahan_amb,
// sisa_bhn); REKAP: per craftsman and category (total_bahan, pakai_bahan, patri, sisa_bhn). `GET bahan/reports`.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD, type ReportColumn } from './define.ts';

const grams = (key: string, label: string): ReportColumn => ({ key, label, format: 'grams', decimals: 3, total: 'sum' });

export default defineReport({
  id: 'bahan-tukang',
  title: 'LAPORAN BAHAN TUKANG',
  menus: ['/laporan-bahan-tukang'],
  call: { method: 'GET', path: 'bahan/reports' },
  fields: [
    FIELDS.tglFrom,
    FIELDS.tglTo,
    { name: 'type', label: 'Tipe', kind: 'select', options: ['DETAIL', 'REKAP'] },
    // For types other than DETAIL a SEMUA option is added (spec 001 §2): DETAIL is one craftsman's category.
    { ...FIELDS.tukang, allExceptTypes: { types: ['DETAIL'], message: MESSAGES.dataTukangHarusDipilih } },
    { ...FIELDS.group, allExceptTypes: { types: ['DETAIL'], message: MESSAGES.kategoriHarusDipilih } },
  ],
  period: RANGE_PERIOD,
  typeField: 'type',
  // A type change clears the craftsman and the category (spec 001 §2).
  typeResets: ['kode_tukang', 'kode_group'],
  columns: [
    { key: 'tanggal', label: 'Tanggal', total: 'label', width: 1.1 },
    { key: 'kode_tukang', label: 'Kode Tukang' },
    { key: 'kode_trx', label: 'Kode Trx', width: 2 },
    { key: 'detail_kategori', label: 'Kategori', width: 0.8 },
    { key: 'keterangan', label: 'Keterangan', width: 2 },
    grams('susut', 'Susut'),
    grams('patri', 'Patri'),
    grams('bahan', 'Bahan'),
    grams('pakai', 'Pakai'),
    grams('patri_amb', 'Patri Ambil'),
    grams('bahan_amb', 'Bahan Ambil'),
    { key: 'sisa_bhn', label: 'Sisa Bahan', format: 'grams', decimals: 3 },
  ],
  variants: {
    DETAIL: { success: MESSAGES.laporanBahanTukangDetailTersedia },
    REKAP: {
      success: MESSAGES.laporanBahanTukangRekapTersedia,
      columns: [
        { key: 'kode_tukang', label: 'Kode Tukang', total: 'label' },
        { key: 'kode_kategori', label: 'Kategori' },
        grams('total_bahan', 'Total Bahan'),
        grams('pakai_bahan', 'Pakai Bahan'),
        grams('patri', 'Patri'),
        grams('sisa_bhn', 'Sisa Bahan'),
      ],
    },
  },
  texts: { success: MESSAGES.laporanBahanTukangDetailTersedia, empty: MESSAGES.dataLaporanBahanTukangKosong },
  exports: ['pdf', 'xlsx'],
});
