import { defineMaster } from './define.ts';

/** Purities the shop prints and buys at ("75", "99.9", "17K") and their gold percentage. */
export const kadar = defineMaster({
  key: 'kadar',
  route: '/master-kadar',
  noun: 'Kadar',
  table: 'kadar',
  id: 'kode_kadar',
  fields: [
    { name: 'kode_kadar', label: 'Kadar', type: 'purity', width: 110 },
    { name: 'nama_kadar', label: 'Keterangan', type: 'text' },
    { name: 'persentase', label: 'Persentase (%)', type: 'percent', width: 140 },
  ],
  api: { base: 'masterkadar', by: 'by-kode-kadar' },
});
