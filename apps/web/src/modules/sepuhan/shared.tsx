// What the Sepuhan screens share: the shop and user a slip prints, the trays of a warehouse as select
// options, and a labelled read-only figure.
import { useMemo } from 'react';
import { Text } from '@mantine/core';
import { useMasterLookup } from '../../lib/master-lists.ts';
import { getSession } from '../../lib/session.ts';

/** The shop and user printed on a slip. */
export function slipShop() {
  const session = getSession();
  return { shop: { nama_toko: session?.nama_toko ?? '', alamat_toko: session?.alamat_toko ?? '' }, user_id: session?.user_id ?? '' };
}

/** The trays of a warehouse (optionally of one store) as select options. */
export function useTrayOptions(kode_gudang: string, kode_toko?: string) {
  const trays = useMasterLookup('baki', 'byGudang', { params: { code: kode_gudang }, ...(kode_toko ? { query: { kode_toko } } : {}) }, { enabled: kode_gudang !== '' });
  return useMemo(
    () =>
      (trays.data ?? [])
        .filter((tray) => !kode_toko || tray.kode_toko === kode_toko)
        .map((tray) => ({ value: tray.kode_baki, label: `${tray.kode_baki} - ${tray.nama_baki}` })),
    [trays.data, kode_toko],
  );
}

export function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}
