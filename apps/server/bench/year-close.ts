// The close of a business day for every store at once, as seedClosedDays (demo-history.ts) closes it — the
// stock snapshot by the product's own snapshotClosingBalances, the money snapshot, the day's audit (the
// product's recordDayAudit), the close row and its audit event — with the money snapshot of all the stores in one statement (the previous close's rows plus the day's
// entries) instead of one per store: 20 stores × 365 days are 7,300 closes. (It was written when the product's
// snapshotMoney still left the entries' date unbounded below and read each store's whole money history per
// close; that is fixed, BENCH_YEAR_CLOSE=product runs the product's close.) The audit (checkMoneyLedger)
// replays every close's money snapshot against the ledger, so these rows are checked to be the ones the
// product's close would write.
import { sql } from 'drizzle-orm';
import { addDays } from '@kencana/core';
import { rows, type Tx } from '../src/db/client.ts';
import { audit_log, eod_closes } from '../src/db/schema/index.ts';
import { recordDayAudit } from '../src/modules/pemilik/index.ts';
import { snapshotClosingBalances } from '../src/stock/index.ts';

/** Closes `day` in every store of `stores`, each of which closed the day before. */
export async function closeDayInBulk(tx: Tx, stores: readonly string[], day: string, closedBy: string): Promise<void> {
  const previous = addDays(day, -1);
  const list = sql.join(
    stores.map((s) => sql`${s}`),
    sql`, `,
  );
  const [closed] = await rows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM eod_closes WHERE kode_toko IN (${list}) AND tgl_system = ${previous}::date`,
  );
  if (Number(closed?.n ?? 0) !== stores.length)
    throw new Error(`not every store closed ${previous}: the bulk close needs yesterday's close`);
  const totals = new Map<string, { qty: number; berat: string }>();
  for (const kode_toko of stores) totals.set(kode_toko, await snapshotClosingBalances(tx, kode_toko, day));
  // Per store and account: the previous close's balance plus the store's entries of the day (its documents are
  // dated on its business day, so the entries after yesterday's close up to today are today's).
  await tx.execute(sql`
    INSERT INTO eod_money_snapshots (kode_toko, tgl_system, kode_akun, saldo)
    SELECT kode_toko, ${day}::date, kode_akun, SUM(saldo)::bigint FROM (
      SELECT kode_toko, kode_akun, saldo FROM eod_money_snapshots WHERE kode_toko IN (${list}) AND tgl_system = ${previous}::date
      UNION ALL
      SELECT kode_toko, kode_akun, jumlah FROM money_entries WHERE kode_toko IN (${list}) AND tgl_system = ${day}::date
    ) x GROUP BY kode_toko, kode_akun HAVING SUM(saldo) <> 0`);
  const closedAt = new Date(`${day}T21:00:00+07:00`);
  // The day's audit, stored as the close stores it: the owner's page reads it back instead of checking the day.
  for (const kode_toko of stores) await recordDayAudit(tx, kode_toko, day, closedAt);
  const next = addDays(day, 1);
  await tx.insert(eod_closes).values(
    stores.map((kode_toko) => ({
      kode_toko,
      tgl_system: day,
      tgl_system_baru: next,
      closed_by: closedBy,
      closed_at: closedAt,
      total_qty: Number(totals.get(kode_toko)?.qty ?? 0),
      total_berat: totals.get(kode_toko)?.berat ?? '0.000',
    })),
  );
  await tx.insert(audit_log).values(
    stores.map((kode_toko) => ({
      event: 'TUTUP_TOKO',
      user_id: closedBy,
      kode_toko,
      detail: {
        tgl_system_lama: day,
        tgl_system_baru: next,
        qty: Number(totals.get(kode_toko)?.qty ?? 0),
        berat: totals.get(kode_toko)?.berat ?? '0.000',
      },
      created_at: closedAt,
    })),
  );
}
