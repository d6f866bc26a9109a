import { defineMaster } from './define.ts';

/**
 * Loss allowed on a receipt: when goods come back with the shop's receipt (nota), the shop pays the
 * receipt's price less `rugi_persen` % and `rugi_per_gram` rupiah per gram, per gold category.
 */
export const rugiNota = defineMaster({
  key: 'rugi_nota',
  route: '/master-parameter-rugi-nota',
  noun: 'Parameter Rugi Nota',
  table: 'rugi_nota',
  id: 'kode_rugi_nota',
  fields: [
    { name: 'kode_rugi_nota', label: 'Kode Rugi Nota', type: 'code', width: 150 },
    { name: 'nama_rugi_nota', label: 'Keterangan', type: 'text' },
    { name: 'kode_group', label: 'Group', type: 'select', list: 'group', width: 100 },
    { name: 'rugi_persen', label: 'Rugi (%)', type: 'percent', width: 100 },
    { name: 'rugi_per_gram', label: 'Rugi / Gram (Rp)', type: 'rupiah', required: false, width: 150 },
  ],
  api: { base: 'ruginota', by: 'by-kode-rugi-nota' },
});
