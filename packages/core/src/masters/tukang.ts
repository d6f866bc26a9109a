import { defineMaster } from './define.ts';

/** Craftsmen: they get material (BAHAN) and solder (PATRI) and make custom orders. */
export const tukang = defineMaster({
  key: 'tukang',
  route: '/master-tukang',
  noun: 'Tukang',
  table: 'tukang',
  id: 'kode_tukang',
  fields: [
    { name: 'kode_tukang', label: 'Kode Tukang', type: 'code', width: 130 },
    { name: 'nama_tukang', label: 'Nama Tukang', type: 'text' },
    { name: 'alamat', label: 'Alamat', type: 'text', required: false, max: 255 },
    { name: 'no_hp', label: 'No HP', type: 'digits', required: false, width: 140 },
    // A refiner's allowed loss as a % of the grams sent for refining: the Sepuhan chain report flags a refiner
    // whose recorded loss is above it. Kencana's field; the specification is silent.
    { name: 'toleransi_susut_sepuh', label: 'Toleransi Susut Sepuh (%)', type: 'percent', required: false, width: 170 },
    // The shrink and opname difference a craftsman may have in a month, as a % of the material he used
    // (the craftsman scorecard flags a month above it). Kencana's field; the specification is silent.
    { name: 'toleransi_susut', label: 'Toleransi Susut (%)', type: 'percent', required: false, width: 150 },
  ],
  api: { base: 'tukang', by: 'by-kode-tukang' },
});
