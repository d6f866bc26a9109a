import { defineMaster } from './define.ts';

/** Attributes of goods (stones, pendants…); identified by name, as the spec's paths are. */
export const atribut = defineMaster({
  key: 'atribut',
  route: '/master-atribut',
  noun: 'Atribut',
  table: 'atribut',
  id: 'nama_atribut',
  fields: [{ name: 'nama_atribut', label: 'Atribut', type: 'text', max: 60 }],
  api: { base: 'masteratribut', by: 'by-nama-atribut' },
  inUse: ['atributOnGoods'],
});
