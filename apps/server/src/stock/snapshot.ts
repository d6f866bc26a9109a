// The closing balances of a store's business day: what the close of day writes and the next day opens with.
import { sql, type SQL } from 'drizzle-orm';
import type { PlaceKind } from '@kencana/core';
import { rows, type Tx } from '../db/client.ts';
import { kindIn, stockKinds } from './kinds.ts';

/**
 * Writes the closing balances of every stock place of the store (trays, shipments it sent still on the
 * road, goods at the cleaner or the refiner…) as of `tgl_system`, one row per place, category and type with
 * pieces, grams and fine grams, and returns the day's totals.
 *
 * The balances are the previous close's snapshot plus the store's stock rows dated after it up to
 * `tgl_system` (the whole ledger only for a store's first close), so a close reads one day of rows however
 * long the chain's history grows. The same sum defines a closed day on the owner's page, where it is checked
 * again against the running balances; a row changed after the close no longer adds up to the snapshot.
 * Rows are summed by their own date, not the store's, so a row another store dated ahead (a shipment sent on
 * its later business day) waits for the day it belongs to.
 */
export async function snapshotClosingBalances(
  tx: Tx,
  kode_toko: string,
  tgl_system: string,
  onShare: (share: number) => void = () => undefined,
): Promise<{ qty: number; berat: string }> {
  const [previous] = await rows<{ tgl: string | null }>(
    tx,
    sql`SELECT to_char(MAX(tgl_system), 'YYYY-MM-DD') AS tgl FROM eod_closes WHERE kode_toko = ${kode_toko} AND tgl_system < ${tgl_system}`,
  );
  const from = previous?.tgl ?? null;
  // One place has one warehouse and one kind, so MIN() only names them.
  await tx.execute(sql`
    INSERT INTO eod_snapshots (kode_toko, tgl_system, place, place_kind, kode_gudang, kode_group, kode_dept, qty, berat, berat_murni)
    SELECT ${kode_toko}, ${tgl_system}, place, MIN(place_kind), MIN(kode_gudang), kode_group, kode_dept, SUM(qty)::int, SUM(berat), SUM(berat_murni)
    FROM (
      SELECT place, place_kind, kode_gudang, kode_group, kode_dept, qty, berat, berat_murni FROM eod_snapshots
      WHERE kode_toko = ${kode_toko} AND tgl_system = ${from}::date
      UNION ALL
      SELECT place, place_kind, kode_gudang, kode_group, kode_dept, qty, berat, berat_murni FROM stock_movements
      WHERE place_toko = ${kode_toko} AND ${stockKinds(sql`place_kind`)}
        AND (${from}::date IS NULL OR tgl_system > ${from}::date) AND tgl_system <= ${tgl_system}
    ) day
    GROUP BY place, kode_group, kode_dept
    HAVING SUM(qty) <> 0 OR SUM(berat) <> 0 OR SUM(berat_murni) <> 0`);
  onShare(1);
  const [totals] = await rows<{ qty: number; berat: string }>(
    tx,
    sql`SELECT COALESCE(SUM(qty), 0)::int AS qty, COALESCE(SUM(berat), 0)::numeric(14,3)::text AS berat
        FROM eod_snapshots WHERE kode_toko = ${kode_toko} AND tgl_system = ${tgl_system}`,
  );
  return { qty: Number(totals?.qty ?? 0), berat: totals?.berat ?? '0.000' };
}

/**
 * The stock rows of `kinds` that sum to each store's balances at the end of `tanggal` (a date or a date
 * expression): per store (every store, or `kode_toko`), its last close on or before the date — that close's
 * snapshot rows — plus its ledger rows dated after that close up to the date. Columns: place_toko, place,
 * place_kind, kode_gudang, kode_group, kode_dept, qty, berat, berat_murni; the caller groups them. The rows are
 * read store by store on (store, kind, date) from the store's close; OFFSET 0 keeps the planner from flattening
 * that into a hash join, where a bound known only while the query runs scans the whole ledger (2.1 s on a year
 * of 20 stores; 18 ms store by store).
 */
export function stockAsOfSql(tanggal: SQL, kode_toko: string | null, kinds: readonly PlaceKind[]): SQL {
  return sql`
    WITH tutup AS (
      SELECT t.kode_toko, (SELECT MAX(c.tgl_system) FROM eod_closes c WHERE c.kode_toko = t.kode_toko AND c.tgl_system <= ${tanggal}) AS tgl
      FROM tokos t WHERE ${kode_toko}::text IS NULL OR t.kode_toko = ${kode_toko})
    SELECT s.kode_toko AS place_toko, s.place, s.place_kind, s.kode_gudang, s.kode_group, s.kode_dept, s.qty, s.berat, s.berat_murni
    FROM eod_snapshots s JOIN tutup ON tutup.kode_toko = s.kode_toko AND s.tgl_system = tutup.tgl
    WHERE ${kindIn(sql`s.place_kind`, kinds)}
    UNION ALL
    SELECT m.place_toko, m.place, m.place_kind, m.kode_gudang, m.kode_group, m.kode_dept, m.qty, m.berat, m.berat_murni
    FROM tutup CROSS JOIN LATERAL (
      SELECT * FROM stock_movements m
      WHERE m.place_toko = tutup.kode_toko AND ${kindIn(sql`m.place_kind`, kinds)}
        AND m.tgl_system <= ${tanggal} AND m.tgl_system > COALESCE(tutup.tgl, '-infinity'::date)
      OFFSET 0) m`;
}
