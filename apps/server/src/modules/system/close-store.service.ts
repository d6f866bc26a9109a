import { sql } from 'drizzle-orm';
import { addDays, MESSAGES } from '@kencana/core';
import type { CurrentUser } from '../../auth/current-user.ts';
import { storeToday } from '../../clock.ts';
import { rows, type Tx } from '../../db/client.ts';
import { audit_log, eod_closes } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { conflict, unauthorized, unprocessable } from '../../http/errors.ts';
import { snapshotMoney } from '../../ledger/money.ts';
import { advanceBusinessDate, snapshotClosingBalances } from '../../stock/index.ts';
import { revokeSessions, sessionsChanged } from '../auth/index.ts';
import { assertDayCounted, assertDayValidated } from './validasi.service.ts';
// The owner's page.
import { recordDayAudit } from '../pemilik/index.ts';
// Backups: one after the close, when the server runs the schedule.
import { backupAfterClose } from '../backup/index.ts';
import { CLOSE_SOCKET_EVENTS, closeRoom } from '@kencana/core/contracts/system';

/** Advisory-lock space of the close of day (one lock per store inside it). */
const CLOSE_LOCK_SPACE = 7_240_002;

/**
 * Closes the signed-in user's store for its business date, in one transaction:
 * 1. locks the store row without waiting — a close already running elsewhere answers
 *    'Error! Sedang dalam proses tutup toko!';
 * 2. re-checks the caller's session: the first close revokes the store's sessions, so a second close
 *    that arrives just after it answers 'Invalid token.' instead of closing the next day too;
 * 3. refuses while a sale or buy-back of the day is not validated, or the day's cash is not counted or its
 *    difference not approved (each unless the store's setting turns it off);
 * 4. snapshots the day's closing balances per tray/shipment, category and type from the ledger,
 *    warehouse by warehouse, reporting progress as it goes, and the day's money per account;
 * 5. records the close (one row per store and date: a date cannot be closed twice), moves tgl_system
 *    forward one day and revokes the store's sessions, so every screen signs in again on the new date.
 */
export async function closeStore(
  deps: AppDeps,
  user: CurrentUser,
): Promise<{ message: string; tgl_system_lama: string; tgl_system_baru: string }> {
  const { db, clock, env, realtime } = deps;
  const kode_toko = user.kode_toko;
  const progress = (percent: number) => realtime.emitToRoom(closeRoom(kode_toko), CLOSE_SOCKET_EVENTS.progress, { kode_toko, percent });

  progress(0);
  const result = await db.transaction(async (tx) => {
    const tgl_system = await lockStore(tx, kode_toko);
    await assertSessionStillOpen(tx, user.tokenHash);
    const today = storeToday(clock, env.TZ_STORE);
    if (tgl_system > today) throw unprocessable(MESSAGES.tanggalSystemSudahDepan);
    // The day's cash is counted (and its difference approved) before the day closes; asked
    // first, as the count is what validates the day's documents on the screens now.
    await assertDayCounted(tx, kode_toko, tgl_system);
    await assertDayValidated(tx, kode_toko, tgl_system);
    progress(10);

    const totals = await snapshotClosingBalances(tx, kode_toko, tgl_system, (share) => progress(10 + Math.round(share * 70)));
    await snapshotMoney(tx, kode_toko, tgl_system);
    // The owner's page: the day's audit, checked against its snapshot and stored.
    await recordDayAudit(tx, kode_toko, tgl_system, clock.now());
    const tgl_system_baru = addDays(tgl_system, 1);
    const now = clock.now();
    await tx.insert(eod_closes).values({
      kode_toko,
      tgl_system,
      tgl_system_baru,
      closed_by: user.user_id,
      closed_at: now,
      total_qty: totals.qty,
      total_berat: totals.berat,
    });
    await advanceBusinessDate(tx, kode_toko, tgl_system_baru);
    progress(85);
    await revokeSessions(tx, { kode_toko }, now);
    await tx.insert(audit_log).values({
      event: 'TUTUP_TOKO',
      user_id: user.user_id,
      kode_toko,
      detail: { tgl_system_lama: tgl_system, tgl_system_baru, qty: totals.qty, berat: totals.berat },
      created_at: now,
    });
    progress(95);
    return { tgl_system_lama: tgl_system, tgl_system_baru };
  });
  // The store's sessions ended and its date moved: no instance may serve them from its cache.
  await sessionsChanged(deps, { kode_toko });
  progress(100);
  // The closed day's books into an archive, a little later and off this request.
  backupAfterClose(deps);
  return { message: MESSAGES.berhasilMenutupToko, ...result };
}

/**
 * Takes the store for its close: a second close at the same moment is refused at once (a try-lock of the
 * store's close), while documents still being written for the store (they hold the store row FOR SHARE, see
 * stock/store.ts actingStore) are waited for, so none of them can be dated on a day already snapshotted.
 */
async function lockStore(tx: Tx, kode_toko: string): Promise<string> {
  const [closing] = await rows<{ ok: boolean }>(
    tx,
    sql`SELECT pg_try_advisory_xact_lock(${CLOSE_LOCK_SPACE}, hashtext(${kode_toko})) AS ok`,
  );
  if (!closing?.ok) throw conflict(MESSAGES.errorSedangDalamProsesTutupToko);
  const [row] = await rows<{ tgl_system: string }>(
    tx,
    sql`SELECT to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system FROM tokos WHERE kode_toko = ${kode_toko} FOR UPDATE`,
  );
  if (!row) throw unprocessable(MESSAGES.tokoTidakDitemukan);
  return row.tgl_system;
}

async function assertSessionStillOpen(tx: Tx, tokenHash: string): Promise<void> {
  const [row] = await rows<{ ok: boolean }>(
    tx,
    sql`SELECT true AS ok FROM sessions WHERE token_hash = ${tokenHash} AND revoked_at IS NULL`,
  );
  if (!row) throw unauthorized(MESSAGES.invalidTokenLower);
}
