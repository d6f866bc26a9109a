// Demo history for the reports: the demo chain's opening balance is booked a few days back and those days
// are closed the way the close of day closes them (snapshot of the ledger per tray, category and type,
// one close row, an audit event), so /laporan-eod, /laporan-otorisasi and the as-of-date reports have
// real rows on a fresh start.
import { sql } from 'drizzle-orm';
import { addDays } from '@kencana/core';
import { rows, type Tx } from '../client.ts';
import { audit_log, eod_closes } from '../schema/index.ts';

/** Days of closed history before today. */
export const DEMO_CLOSED_DAYS = 3;

/** Closes every business date from `from` up to (not including) `today` for each store. */
export async function seedClosedDays(tx: Tx, stores: readonly string[], from: string, today: string, closedBy: string): Promise<void> {
  for (let day = from; day < today; day = addDays(day, 1)) {
    for (const kode_toko of stores) {
      await tx.execute(sql`
        INSERT INTO eod_snapshots (kode_toko, tgl_system, place, kode_gudang, kode_group, kode_dept, qty, berat)
        SELECT ${kode_toko}, ${day}, place, kode_gudang, kode_group, kode_dept, SUM(qty)::int, SUM(berat)
        FROM stock_movements
        WHERE place_toko = ${kode_toko} AND tgl_system <= ${day} AND (place LIKE 'BAKI:%' OR place LIKE 'TRANSIT:%')
        GROUP BY place, kode_gudang, kode_group, kode_dept
        HAVING SUM(qty) <> 0 OR SUM(berat) <> 0`);
      const [totals] = await rows<{ qty: number; berat: string }>(
        tx,
        sql`SELECT COALESCE(SUM(qty), 0)::int AS qty, COALESCE(SUM(berat), 0)::numeric(14,3)::text AS berat
            FROM eod_snapshots WHERE kode_toko = ${kode_toko} AND tgl_system = ${day}`,
      );
      const closedAt = new Date(`${day}T21:00:00+07:00`);
      const next = addDays(day, 1);
      await tx.insert(eod_closes).values({
        kode_toko,
        tgl_system: day,
        tgl_system_baru: next,
        closed_by: closedBy,
        closed_at: closedAt,
        total_qty: Number(totals?.qty ?? 0),
        total_berat: totals?.berat ?? '0.000',
      });
      await tx.insert(audit_log).values({
        event: 'TUTUP_TOKO',
        user_id: closedBy,
        kode_toko,
        detail: { tgl_system_lama: day, tgl_system_baru: next, qty: Number(totals?.qty ?? 0), berat: totals?.berat ?? '0.000' },
        created_at: closedAt,
      });
    }
  }
}
