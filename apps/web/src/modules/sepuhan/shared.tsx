// What the Sepuhan screens share: the trays of a warehouse as select options.
import { useMemo } from 'react';
import { useMasterLookup } from '../../lib/master-lists.ts';

/** The trays of a warehouse (optionally of one store) as select options. */
export function useTrayOptions(kode_gudang: string, kode_toko?: string) {
  const trays = useMasterLookup(
    'baki',
    'byGudang',
    { params: { code: kode_gudang }, ...(kode_toko ? { query: { kode_toko } } : {}) },
    { enabled: kode_gudang !== '' },
  );
  return useMemo(
    () =>
      (trays.data ?? [])
        .filter((tray) => !kode_toko || tray.kode_toko === kode_toko)
        .map((tray) => ({ value: tray.kode_baki, label: `${tray.kode_baki} - ${tray.nama_baki}` })),
    [trays.data, kode_toko],
  );
}
