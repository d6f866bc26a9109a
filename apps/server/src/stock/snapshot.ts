// The closing balances of a store's business day: what the close of day writes and the next day opens with.
import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../db/client.ts';
import { stockKinds } from './kinds.ts';

/**
 * Writes the closing balances of every stock place of the store (trays, shipments it sent still on the
 * road, goods at the cleaner or the refiner…) as of `tgl_system`, as the sum of the ledger in grams and fine
 * grams, one warehouse at a time (`onShare` reports progress), and returns the day's totals.
 */
export async function snapshotClosingBalances(
  tx: Tx,
  kode_toko: string,
  tgl_system: string,
  onShare: (share: number) => void = () => undefined,
): Promise<{ qty: number; berat: string }> {
  const warehouses = await rows<{ kode_gudang: string }>(
    tx,
    sql`SELECT DISTINCT kode_gudang FROM stock_movements WHERE place_toko = ${kode_toko} AND ${stockKinds(sql`place_kind`)} ORDER BY kode_gudang`,
  );
  for (const [index, { kode_gudang }] of warehouses.entries()) {
    // One row per place, category and type; its warehouse is the place's (one place has one warehouse).
    await tx.execute(sql`
      INSERT INTO eod_snapshots (kode_toko, tgl_system, place, place_kind, kode_gudang, kode_group, kode_dept, qty, berat, berat_murni)
      SELECT ${kode_toko}, ${tgl_system}, place, MIN(place_kind), MIN(kode_gudang), kode_group, kode_dept, SUM(qty)::int, SUM(berat), SUM(berat_murni)
      FROM stock_movements
      WHERE place_toko = ${kode_toko} AND tgl_system <= ${tgl_system} AND ${stockKinds(sql`place_kind`)}
      GROUP BY place, kode_group, kode_dept
      HAVING MIN(kode_gudang) = ${kode_gudang} AND (SUM(qty) <> 0 OR SUM(berat) <> 0 OR SUM(berat_murni) <> 0)`);
    onShare((index + 1) / warehouses.length);
  }
  const [totals] = await rows<{ qty: number; berat: string }>(
    tx,
    sql`SELECT COALESCE(SUM(qty), 0)::int AS qty, COALESCE(SUM(berat), 0)::numeric(14,3)::text AS berat
        FROM eod_snapshots WHERE kode_toko = ${kode_toko} AND tgl_system = ${tgl_system}`,
  );
  return { qty: Number(totals?.qty ?? 0), berat: totals?.berat ?? '0.000' };
}
