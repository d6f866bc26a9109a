import { defineMaster } from './define.ts';

/**
 * Members (customers with a card): a store's record, chain-wide points. Staff add and change their store's
 * members; OWN/SU any store's. The balance (`poin`) and the registration date are listed but never edited
 * here: points move only through the points ledger (sales, corrections, gift exchanges).
 */
export const member = defineMaster({
  key: 'member',
  route: '/data-member',
  noun: 'Member',
  table: 'member',
  id: 'kode_member',
  fields: [
    { name: 'kode_member', label: 'Kode Member', type: 'code', width: 130 },
    { name: 'nama_member', label: 'Nama Member', type: 'text' },
    { name: 'no_ktp', label: 'NIK', type: 'digits', max: 16, required: false, width: 160 },
    { name: 'no_hp', label: 'No HP', type: 'digits', width: 140 },
    { name: 'alamat', label: 'Alamat', type: 'text', max: 255, required: false },
    { name: 'tgl_lahir', label: 'Tanggal Lahir', type: 'date', width: 120 },
    { name: 'kode_toko', label: 'Toko', type: 'select', list: 'toko', fixed: true, width: 90 },
    { name: 'tgl_daftar', label: 'Tanggal Daftar', type: 'date', form: false, businessDate: true, width: 120 },
    { name: 'poin', label: 'Poin', type: 'int', form: false, width: 90 },
  ],
  columns: ['kode_member', 'nama_member', 'no_ktp', 'no_hp', 'tgl_lahir', 'kode_toko', 'tgl_daftar', 'poin'],
  order: ['-tgl_daftar', 'kode_member'],
  api: {
    base: 'member',
    by: 'by-kode-member',
    lookups: [{ name: 'byKode', path: 'member/get/by-kode-member/:kode', field: 'kode_member' }],
  },
  storeScoped: true,
});
