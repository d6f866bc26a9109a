import { defineMaster } from './define.ts';

/**
 * Which way money of a category may move: MASUK only into the drawer or an account (capital),
 * KELUAR only out (expenses, salaries), DUA ARAH both (moving cash to or from the bank). Empty: not set — the
 * category is not restricted (the goods codes KB, KC… and categories made before the field existed).
 */
export const ARUS_KAS = ['MASUK', 'KELUAR', 'DUA ARAH'] as const;
export type ArusKas = (typeof ARUS_KAS)[number];

/** True when a category of this flow may be used to add (TAMBAH) or take (AMBIL) money. */
export function arusKasBoleh(arus: string | null | undefined, jenis: 'TAMBAH' | 'AMBIL'): boolean {
  if (!arus || arus === 'DUA ARAH') return true;
  return jenis === 'TAMBAH' ? arus === 'MASUK' : arus === 'KELUAR';
}

/** Transaction codes (KB, KC, SR, KS, TS of the validations; JL, BL… of the counter). */
export const kodeTransaksi = defineMaster({
  key: 'kode_transaksi',
  route: '/master-kode-transaksi',
  noun: 'Kode Transaksi',
  table: 'kode_transaksi',
  id: 'kode_transaksi',
  fields: [
    { name: 'kode_transaksi', label: 'Kode Transaksi', type: 'code', max: 10, width: 150 },
    { name: 'nama_transaksi', label: 'Nama Transaksi', type: 'text' },
    // The direction money of the category may move on the cash and bank screens.
    { name: 'arus_kas', label: 'Arus Kas', type: 'select', options: ARUS_KAS, required: false, width: 120 },
  ],
  api: { base: 'paratransaksi', by: 'by-kode-transaksi' },
});
