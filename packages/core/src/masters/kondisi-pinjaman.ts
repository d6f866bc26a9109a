import { defineMaster } from './define.ts';

/** Loan (pawn) conditions: monthly interest, share of the gold value lent, and term. */
export const kondisiPinjaman = defineMaster({
  key: 'kondisi_pinjaman',
  route: '/master-kondisi-pinjaman',
  noun: 'Kondisi Pinjaman',
  table: 'kondisi_pinjaman',
  id: 'kode_kondisi_pinjaman',
  fields: [
    { name: 'kode_kondisi_pinjaman', label: 'Kode Kondisi', type: 'code', width: 140 },
    { name: 'nama_kondisi_pinjaman', label: 'Nama Kondisi', type: 'text' },
    { name: 'bunga_persen', label: 'Bunga / Bulan (%)', type: 'percent', width: 150 },
    { name: 'taksiran_persen', label: 'Taksiran (%)', type: 'percent', width: 120 },
    { name: 'lama_hari', label: 'Jangka Waktu (Hari)', type: 'int', width: 160 },
  ],
  api: { base: 'parapinjaman', by: 'by-kode-kondisi' },
});
