import { KATEGORI_HARGA_KEY } from '../messages.ts';
import { defineMaster } from './define.ts';

/**
 * System parameters as key/value texts, e.g. kategori_harga = 'harga_100%'. No screen here: Setting
 * System (/settingsystem) may edit values; keys are fixed by the code that reads them. They apply to every
 * store (the head-office store among them), so only OWN/SU change them, whatever the menus.
 */
export const paraSystem = defineMaster({
  key: 'para_system',
  writeMenus: ['/settingsystem'],
  noun: 'Parameter System',
  table: 'para_system',
  id: 'key',
  fields: [
    { name: 'key', label: 'Key', type: 'text', upper: false, max: 50 },
    { name: 'value', label: 'Value', type: 'text', upper: false, max: 255 },
    { name: 'keterangan', label: 'Keterangan', type: 'text', required: false, max: 255 },
  ],
  api: {
    base: 'para-system',
    by: 'by-key',
    list: 'para-system',
    lookups: [{ name: 'byKey', path: 'para-system/key/:key', field: 'key' }],
  },
  ops: ['edit'],
  chainWide: true,
});

/** The keys the code reads. */
export const PARA_SYSTEM_KEYS = { kategoriHarga: KATEGORI_HARGA_KEY } as const;
