import { defineMaster } from './define.ts';

/** Gold category (the spec's group / kategori of goods): price per gram and percentage of pure gold. */
export const group = defineMaster({
  key: 'group',
  route: '/master-group',
  noun: 'Group',
  table: 'groups',
  id: 'kode_group',
  fields: [
    { name: 'kode_group', label: 'Kode Group', type: 'code', width: 130 },
    { name: 'nama_group', label: 'Nama Group', type: 'text' },
    { name: 'harga', label: 'Harga / Gram', type: 'rupiah', width: 170 },
    { name: 'persentase', label: 'Persentase', type: 'percent', width: 130 },
  ],
  api: {
    base: 'group',
    by: 'by-kode-group',
    lookups: [{ name: 'byKode', path: 'group/get/by-kode-group', field: 'kode_group', query: true }],
  },
  inUse: ['groupHasStock'],
});
