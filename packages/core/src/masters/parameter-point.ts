import { defineMaster } from './define.ts';

/** Member points: `poin` points for every `kelipatan` rupiah spent in a kind of transaction. */
export const parameterPoint = defineMaster({
  key: 'parameter_point',
  route: '/master-parameter-point',
  noun: 'Parameter Point',
  table: 'parameter_point',
  id: 'kode_point',
  fields: [
    { name: 'kode_point', label: 'Kode Point', type: 'code', width: 130 },
    { name: 'nama_point', label: 'Keterangan', type: 'text' },
    { name: 'kelipatan', label: 'Setiap Belanja (Rp)', type: 'rupiah', width: 170 },
    { name: 'poin', label: 'Poin', type: 'int', width: 90 },
  ],
  api: { base: 'parapoin', by: 'by-kode-point' },
});
