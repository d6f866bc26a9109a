import { defineMaster } from './define.ts';

/**
 * Bank accounts of the stores: each names its store, whose drawer sends and takes money to and from
 * it (/tambah-uang-bank, /ambil-uang-bank). Staff see and keep only their store's accounts; the store is fixed
 * once the account exists, because its money-ledger balance is kept under it. No Master Bank exists, so the
 * bank is a name as the shop writes it.
 */
export const rekening = defineMaster({
  key: 'rekening',
  route: '/master-rekening',
  noun: 'Rekening',
  table: 'rekening',
  id: 'kode_rekening',
  fields: [
    { name: 'kode_rekening', label: 'Kode Rekening', type: 'code', width: 140 },
    { name: 'nama_bank', label: 'Nama Bank', type: 'text', width: 140 },
    { name: 'no_rekening', label: 'No Rekening', type: 'digits', max: 30, width: 160 },
    { name: 'atas_nama', label: 'Atas Nama', type: 'text' },
    { name: 'kode_toko', label: 'Toko', type: 'select', list: 'toko', fixed: true, width: 90 },
  ],
  api: { base: 'rekening', by: 'by-kode-rekening' },
  storeScoped: true,
  // Money in the account first (the more telling reason), then any entry at all.
  inUse: ['rekeningHoldsMoney', 'rekeningHasEntries'],
});
