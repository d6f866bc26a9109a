import { defineMaster } from './define.ts';

/**
 * Attributes of goods (stones, pendants…). The spec's record is { _id, nama_atribut } and its edit sends the
 * name: the path id is the record's number, the name may be corrected, and goods keep the name they carry.
 */
export const atribut = defineMaster({
  key: 'atribut',
  route: '/master-atribut',
  noun: 'Atribut',
  table: 'atribut',
  id: 'id',
  generatedId: true,
  keys: ['nama_atribut'],
  ref: 'nama_atribut',
  editableKeys: true,
  fields: [{ name: 'nama_atribut', label: 'Atribut', type: 'text', max: 60 }],
  api: { base: 'masteratribut', by: 'by-nama-atribut' },
  inUse: ['atributOnGoods'],
  specId: true,
});
