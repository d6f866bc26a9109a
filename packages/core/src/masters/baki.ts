import { defineMaster } from './define.ts';

/**
 * Trays: stock places of one store in one warehouse. Lists answer the signed-in user's store; OWN/SU may
 * name another with `?kode_toko=` (or SEMUA). Staff read, add and change only their store's trays (a lookup
 * by code finds another store's tray for OWN/SU only). Warehouse and
 * store are fixed once the tray exists (its ledger balance is kept under them).
 */
export const baki = defineMaster({
  key: 'baki',
  route: '/master-baki',
  noun: 'Baki',
  table: 'baki',
  id: 'kode_baki',
  fields: [
    { name: 'kode_baki', label: 'Kode Baki', type: 'code', width: 120 },
    { name: 'nama_baki', label: 'Nama Baki', type: 'text' },
    { name: 'kode_gudang', label: 'Gudang', type: 'select', list: 'gudang', fixed: true, width: 110 },
    { name: 'kode_toko', label: 'Toko', type: 'select', list: 'toko', fixed: true, width: 90 },
    { name: 'berat_baki', label: 'Berat Baki', type: 'grams', required: false, width: 120 },
  ],
  api: {
    base: 'baki',
    by: 'by-kode-baki',
    lookups: [
      { name: 'byGudang', path: 'baki/get/by-kode-gudang/:code', field: 'kode_gudang' },
      { name: 'byKode', path: 'baki/get/by-kode-baki/:kode', field: 'kode_baki' },
    ],
  },
  storeScoped: true,
  inUse: ['bakiHoldsStock'],
});
