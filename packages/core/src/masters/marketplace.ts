import { defineMaster } from './define.ts';

/** Online marketplaces the shop sells on, with their fee. */
export const marketplace = defineMaster({
  key: 'marketplace',
  route: '/master-marketplace',
  noun: 'Marketplace',
  table: 'marketplace',
  id: 'kode_marketplace',
  fields: [
    { name: 'kode_marketplace', label: 'Kode Marketplace', type: 'code', width: 170 },
    { name: 'nama_marketplace', label: 'Nama Marketplace', type: 'text' },
    { name: 'biaya_persen', label: 'Biaya Admin (%)', type: 'percent', required: false, width: 150 },
  ],
  api: { base: 'marketplace', by: 'by-kode-marketplace', list: 'marketplace' },
});
