// The full re-check: every invariant of the ledger over the whole history (ledger/invariants.ts, the same
// checks the tests run), as a background job — it answers at once, reports its progress over the socket
// (AUDIT_ROOM) and in its row, and stores its result. One runs at a time (a unique index on the running row).
import { sql } from 'drizzle-orm';
import { AUDIT_PEMILIK_MESSAGES, AUDIT_ROOM, AUDIT_SOCKET_EVENTS, type AuditPenuh } from '@kencana/core';
import type { CurrentUser } from '../../auth/current-user.ts';
import { rows, type Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../http/context.ts';
import { conflict, isUniqueViolation } from '../../http/errors.ts';
import {
  checkBalancesMatchLedger,
  checkDocumentNumbers,
  checkDocumentsConserve,
  checkKindsAndLots,
  checkLedgerInvariants,
  checkMoneyLedger,
  checkNonNegative,
  checkOnePlacePerBarcode,
  type Violation,
} from '../../ledger/invariants.ts';
import { assertOwner } from './pemilik.service.ts';

/** A running job older than this is taken as dead (its server stopped): marked GAGAL, so a new one may start. */
const STALE_MINUTES = 30;

/**
 * The checks in their order, each its share of the progress. checkLedgerInvariants is the authority: any
 * check another area appends to it runs as a last step, so a job never misses one.
 */
const STEPS: Array<(q: Queryable) => Promise<Violation[]>> = [
  checkBalancesMatchLedger,
  checkNonNegative,
  checkOnePlacePerBarcode,
  checkDocumentsConserve,
  checkDocumentNumbers,
  checkKindsAndLots,
  checkMoneyLedger,
];

const SELECT = sql`SELECT id, status, percent, to_char(started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS started_at,
                          to_char(finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS finished_at, user_id, ok, violations
                   FROM audit_penuh`;

export async function lastAuditPenuh(deps: AppDeps, user: CurrentUser): Promise<{ data: AuditPenuh | null }> {
  assertOwner(user);
  const [found] = await rows<AuditPenuh>(deps.db, sql`${SELECT} ORDER BY id DESC LIMIT 1`);
  return { data: found ?? null };
}

async function run(deps: AppDeps, id: number): Promise<void> {
  const report = async (percent: number) => {
    await deps.db.execute(sql`UPDATE audit_penuh SET percent = ${percent} WHERE id = ${id}`);
    deps.realtime.emitToRoom(AUDIT_ROOM, AUDIT_SOCKET_EVENTS.progress, { id, percent });
  };
  try {
    const found: Violation[] = [];
    for (const [index, step] of STEPS.entries()) {
      found.push(...(await step(deps.db)));
      await report(Math.round(((index + 1) * 90) / STEPS.length));
    }
    // Checks another area appended to the list after these: the whole list once more, keeping what is new.
    const all = await checkLedgerInvariants(deps.db);
    const seen = new Set(found.map((v) => `${v.rule}|${v.detail}`));
    found.push(...all.filter((v) => !seen.has(`${v.rule}|${v.detail}`)));
    await deps.db.execute(
      sql`UPDATE audit_penuh SET status = 'SELESAI', percent = 100, ok = ${found.length === 0},
          violations = ${JSON.stringify(found.slice(0, 1000))}::jsonb, finished_at = ${deps.clock.now().toISOString()} WHERE id = ${id}`,
    );
    deps.realtime.emitToRoom(AUDIT_ROOM, AUDIT_SOCKET_EVENTS.progress, { id, percent: 100 });
  } catch {
    await deps.db
      .execute(sql`UPDATE audit_penuh SET status = 'GAGAL', finished_at = ${deps.clock.now().toISOString()} WHERE id = ${id}`)
      .catch(() => undefined);
  }
}

/** Starts the full re-check (409 while one runs) and answers its row; the job goes on in the background. */
export async function mulaiAuditPenuh(deps: AppDeps, user: CurrentUser): Promise<{ message: string; data: AuditPenuh }> {
  assertOwner(user);
  const now = deps.clock.now();
  await deps.db.execute(
    sql`UPDATE audit_penuh SET status = 'GAGAL', finished_at = ${now.toISOString()}
        WHERE status = 'BERJALAN' AND started_at < ${new Date(now.getTime() - STALE_MINUTES * 60_000).toISOString()}`,
  );
  let id: number;
  try {
    const [inserted] = await rows<{ id: number }>(
      deps.db,
      sql`INSERT INTO audit_penuh (status, percent, user_id, started_at) VALUES ('BERJALAN', 0, ${user.user_id}, ${now.toISOString()}) RETURNING id`,
    );
    id = Number(inserted?.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(AUDIT_PEMILIK_MESSAGES.auditPenuhBerjalan);
    throw error;
  }
  const [row] = await rows<AuditPenuh>(deps.db, sql`${SELECT} WHERE id = ${id}`);
  void run(deps, id);
  return { message: AUDIT_PEMILIK_MESSAGES.auditPenuhDimulai, data: row as AuditPenuh };
}
