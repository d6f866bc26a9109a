import { defineMaster } from './define.ts';

/**
 * Warehouse kinds; every store has trays in them. `gudang/get/all` lists the active ones (for selects),
 * `gudang/get/all/master` every warehouse with its is_active (deleted ones too).
 */
export const gudang = defineMaster({
  key: 'gudang',
  route: '/master-gudang',
  noun: 'Gudang',
  table: 'gudang',
  id: 'kode_gudang',
  fields: [
    { name: 'kode_gudang', label: 'Kode Gudang', type: 'code', width: 140 },
    { name: 'nama_gudang', label: 'Nama Gudang', type: 'text' },
  ],
  api: {
    base: 'gudang',
    by: 'by-kode-gudang',
    lookups: [{ name: 'master', path: 'gudang/get/all/master', includeInactive: true }],
  },
  inUse: ['gudangSistem'],
});
