// Tray choices of the goods screens: the store's trays that hold stock (with the ledger's qty and weight in
// the label, from GET baki/ready), and what a tray select shows.
import { useMemo } from 'react';
import { barangApi, formatGrams, formatQty } from '@kencana/core';
import { useApiQuery } from '../../lib/api.ts';

export type BakiRow = {
  kode_baki: string;
  nama_baki: string;
  kode_gudang: string;
  kode_toko: string;
  berat_baki: string;
  qty: number;
  berat: string;
};

/** "KC01A - BAKI CINCIN (17 pcs · 55.123 gr)" */
export const bakiLabel = (row: BakiRow): string =>
  `${row.kode_baki} - ${row.nama_baki} (${formatQty(row.qty)} pcs · ${formatGrams(row.berat, 3)} gr)`;

/** The store's trays with stock in them, as select options (and the rows, by code). */
export function useBakiReady(where?: (row: BakiRow) => boolean) {
  const query = useApiQuery(barangApi.bakiReady, {}, { staleTime: 10_000 });
  const rows = useMemo(() => (query.data?.data ?? []).filter((row) => (where ? where(row) : true)), [query.data, where]);
  const options = useMemo(() => rows.map((row) => ({ value: row.kode_baki, label: bakiLabel(row) })), [rows]);
  return { rows, options, isLoading: query.isLoading, refetch: query.refetch };
}
