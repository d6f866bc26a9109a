import { defineMaster } from './define.ts';

/** Physical condition of a piece (bought back, sorted): the `kondisi` of purchase and sorting lines. */
export const kondisiBarang = defineMaster({
  key: 'kondisi_barang',
  route: '/master-kondisi-barang',
  noun: 'Kondisi Barang',
  table: 'kondisi_barang',
  id: 'kondisi',
  fields: [
    { name: 'kondisi', label: 'Kondisi', type: 'code', width: 160 },
    { name: 'keterangan', label: 'Keterangan', type: 'text', required: false },
  ],
  api: { base: 'parakondisi', by: 'by-kondisi' },
});
