import { defineMaster } from './define.ts';

/**
 * Factories (suppliers of new goods). The spec's record is { _id, nama_pabrik } and its edit sends the name:
 * the path id is the record's number; sales persons point at the name (renamed along with it).
 */
export const pabrik = defineMaster({
  key: 'pabrik',
  route: '/master-pabrik',
  noun: 'Pabrik',
  table: 'pabrik',
  id: 'id',
  generatedId: true,
  keys: ['nama_pabrik'],
  ref: 'nama_pabrik',
  editableKeys: true,
  fields: [{ name: 'nama_pabrik', label: 'Pabrik', type: 'text' }],
  api: { base: 'masterpabrik', by: 'by-nama-pabrik' },
  specId: true,
});
