import { defineMaster } from './define.ts';

/**
 * Stores of the chain. Edit only (the spec): a store is opened with its trays and users, not from here. Staff
 * holding the menu edit only their own store's record; OWN/SU any.
 */
export const toko = defineMaster({
  key: 'toko',
  route: '/master-toko',
  noun: 'Toko',
  table: 'tokos',
  id: 'kode_toko',
  fields: [
    { name: 'kode_toko', label: 'Kode Toko', type: 'code', max: 10, width: 140 },
    { name: 'nama_toko', label: 'Nama Toko', type: 'text' },
    { name: 'alamat_toko', label: 'Alamat Toko', type: 'text', required: false, max: 255, form: false },
  ],
  api: { base: 'tokos', by: 'by-kode-toko', list: 'tokos', edit: 'tokos/:id', editMethods: ['PUT', 'PATCH'] },
  ops: ['edit'],
  writesOwnStore: true,
  specId: true,
});
