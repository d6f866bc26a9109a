// Demo history for the reports: the demo chain's opening balance is booked a few days back and those days
// are closed the way the close of day closes them (snapshot of the ledger per tray, category and type, the
// money per account, the day's audit for the owner's page, one close row, an audit event), so /laporan-eod,
// /laporan-otorisasi, the owner's page and the as-of-date reports have real rows on a fresh start.
import { addDays } from '@kencana/core';
import type { Tx } from '../db/client.ts';
import { snapshotMoney } from '../ledger/money.ts';
import { snapshotClosingBalances } from '../stock/index.ts';
import { audit_log, eod_closes } from '../db/schema/index.ts';
import { recordDayAudit } from '../modules/pemilik/index.ts';

/** Days of closed history before today. */
export const DEMO_CLOSED_DAYS = 3;

/** Closes every business date from `from` up to (not including) `today` for each store. */
export async function seedClosedDays(tx: Tx, stores: readonly string[], from: string, today: string, closedBy: string): Promise<void> {
  for (let day = from; day < today; day = addDays(day, 1)) {
    for (const kode_toko of stores) {
      const totals = await snapshotClosingBalances(tx, kode_toko, day);
      await snapshotMoney(tx, kode_toko, day);
      const closedAt = new Date(`${day}T21:00:00+07:00`);
      await recordDayAudit(tx, kode_toko, day, closedAt);
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
