import { defineMaster } from './define.ts';

/** Sales persons of factories (sales_pabrik of goods sent from the owner). */
export const sales = defineMaster({
  key: 'sales',
  route: '/master-sales',
  noun: 'Sales',
  table: 'sales',
  id: 'kode_sales',
  fields: [
    { name: 'kode_sales', label: 'Kode Sales', type: 'code', width: 130 },
    { name: 'nama_sales', label: 'Nama Sales', type: 'text' },
    { name: 'nama_pabrik', label: 'Pabrik', type: 'select', list: 'pabrik', required: false, max: 100 },
    { name: 'no_hp', label: 'No HP', type: 'digits', required: false, width: 140 },
  ],
  api: {
    base: 'sales',
    by: 'by-kode-sales',
    lookups: [{ name: 'byKode', path: 'sales/get/by-kode-sales/:kode', field: 'kode_sales' }],
  },
});
