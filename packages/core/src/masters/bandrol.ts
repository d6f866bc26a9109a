import { defineMaster } from './define.ts';

/** Price tags (bandrol) and their weight; the goods form reads berat_bandrol of the first one. */
export const bandrol = defineMaster({
  key: 'bandrol',
  route: '/master-bandrol',
  noun: 'Bandrol',
  table: 'bandrol',
  id: 'kode_bandrol',
  fields: [
    { name: 'kode_bandrol', label: 'Kode Bandrol', type: 'code', width: 140 },
    { name: 'nama_bandrol', label: 'Nama Bandrol', type: 'text' },
    { name: 'berat_bandrol', label: 'Berat Bandrol', type: 'grams', width: 140 },
  ],
  api: { base: 'parabandrol', by: 'by-kode-bandrol' },
});
