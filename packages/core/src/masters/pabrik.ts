import { defineMaster } from './define.ts';

/** Factories (suppliers of new goods); identified by name, as the spec's paths are. */
export const pabrik = defineMaster({
  key: 'pabrik',
  route: '/master-pabrik',
  noun: 'Pabrik',
  table: 'pabrik',
  id: 'nama_pabrik',
  fields: [{ name: 'nama_pabrik', label: 'Pabrik', type: 'text' }],
  api: { base: 'masterpabrik', by: 'by-nama-pabrik' },
});
