import { defineMaster } from './define.ts';

/** Gifts members exchange their points for. */
export const hadiah = defineMaster({
  key: 'hadiah',
  route: '/master-data-hadiah',
  noun: 'Hadiah',
  table: 'hadiah',
  id: 'kode_hadiah',
  fields: [
    { name: 'kode_hadiah', label: 'Kode Hadiah', type: 'code', width: 130 },
    { name: 'nama_hadiah', label: 'Nama Hadiah', type: 'text' },
    { name: 'poin', label: 'Poin Ditukar', type: 'int', width: 120 },
    { name: 'stok', label: 'Stok', type: 'int', required: false, width: 90 },
  ],
  api: { base: 'hadiah', by: 'by-kode-hadiah' },
});
