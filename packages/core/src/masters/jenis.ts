import { defineMaster } from './define.ts';

/**
 * Item type (kode_dept) inside a gold category. `jenis/get/by-kode-kategori/:kode` lists the types of a
 * gold category: the spec's "kategori" there is the group (barang's kode_group / kode_kategori), not the
 * product category of Master Kategori (kode_kategori_produk).
 */
export const jenis = defineMaster({
  key: 'jenis',
  route: '/master-jenis',
  noun: 'Jenis',
  table: 'jenis',
  id: 'kode_dept',
  fields: [
    { name: 'kode_dept', label: 'Kode Jenis', type: 'code', width: 130 },
    { name: 'nama_dept', label: 'Nama Jenis', type: 'text' },
    { name: 'kode_group', label: 'Group', type: 'select', list: 'group', fixed: true, width: 110 },
    { name: 'kode_kategori_produk', label: 'Kategori Produk', type: 'select', list: 'kategori', required: false, width: 160 },
  ],
  api: {
    base: 'jenis',
    by: 'by-kode-dept',
    lookups: [{ name: 'byKategori', path: 'jenis/get/by-kode-kategori/:kode', field: 'kode_group' }],
  },
  inUse: ['jenisHasStock'],
});
