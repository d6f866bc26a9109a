import { defineMaster } from './define.ts';

/** Labelling codes of goods sent from the owner and to branches. */
export const labeling = defineMaster({
  key: 'labeling',
  route: '/master-labeling',
  noun: 'Labeling',
  table: 'labeling',
  id: 'kode_labeling',
  fields: [
    { name: 'kode_labeling', label: 'Kode Labeling', type: 'code', width: 160 },
    { name: 'nama_labeling', label: 'Nama Labeling', type: 'text' },
  ],
  api: { base: 'labeling', by: 'by-kode-labeling' },
  specId: true,
});
