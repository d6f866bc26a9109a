import { defineMaster } from './define.ts';

/**
 * Product category (PERHIASAN, LOGAM MULIA, BERLIAN…) that item types belong to
 * (jenis.kode_kategori_produk). Not the gold category: that is the group (kode_group), which the spec
 * also calls kategori on goods and in `jenis/get/by-kode-kategori`.
 */
export const kategori = defineMaster({
  key: 'kategori',
  route: '/master-kategori',
  noun: 'Kategori',
  table: 'kategori_produk',
  id: 'kode_kategori_produk',
  fields: [
    { name: 'kode_kategori_produk', label: 'Kode Kategori', type: 'code', width: 150 },
    { name: 'nama_kategori_produk', label: 'Nama Kategori', type: 'text' },
  ],
  api: { base: 'kategori', by: 'by-kode-kategori' },
});
