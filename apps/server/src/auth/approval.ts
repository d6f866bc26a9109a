// An OWN/SU approval at the counter: the requester's screen sends `otorisasi: { user_id, password,
// alasan }` with the override it asks for; the server checks the approver's password (argon2id, like the
// sign-in) and level, and the flow writes the approval to the audit log in its own transaction, so an
// approval is recorded exactly when what it approved is saved.
//
// Guessing an owner's password through this door is slowed like the sign-in: failures are counted per
// approver id (in login_attempts, under the address key OTORISASI, which no client address can spell) and
// after LOCK_AFTER failures within 15 minutes that id approves nothing for 15 minutes. The count is written
// outside the flow's transaction, so a refused approval still counts although the flow rolls back.
import { sql } from 'drizzle-orm';
import { AKSI_OTORISASI, isPrivilegedLevel, MESSAGES, type AksiOtorisasi, type Otorisasi } from '@kencana/core';
import { rows, type Queryable, type Tx } from '../db/client.ts';
import { audit_log } from '../db/schema/index.ts';
import type { AppDeps } from '../http/context.ts';
import { AppError, forbidden } from '../http/errors.ts';
import type { CurrentUser } from './current-user.ts';
import { dummyHash, verifyPassword } from './passwords.ts';

const ADDRESS = 'OTORISASI';
const LOCK_AFTER = 5;
const WINDOW_MS = 15 * 60_000;

export interface Approver {
  user_id: string;
  user_name: string;
}

/**
 * Checks an approval: the approver exists, is active, typed the right password and is OWN or SU. Refusals:
 * 403 'Otorisasi Ditolak: User ID Atau Password Salah' (unknown id, wrong password or inactive — one text,
 * so the answer does not tell which ids exist), 403 'Otorisasi Ditolak: Hanya User OWN Atau SU …', and 429
 * after too many failures of that approver id.
 */
export async function verifyApproval(deps: AppDeps, otorisasi: Otorisasi): Promise<Approver> {
  const key = otorisasi.user_id.trim().toLowerCase().slice(0, 50);
  const now = deps.clock.now();
  const [attempts] = await rows<{ failures: number; recent: boolean }>(
    deps.db,
    sql`SELECT failures, first_failure_at > ${new Date(now.getTime() - WINDOW_MS)} AS recent
        FROM login_attempts WHERE user_key = ${key} AND address = ${ADDRESS}`,
  );
  if (attempts && isTrue(attempts.recent) && Number(attempts.failures) >= LOCK_AFTER)
    throw new AppError(429, MESSAGES.otorisasiTerlaluBanyak);

  const [user] = await rows<{ user_id: string; user_name: string; level: string; password_hash: string; is_active: boolean | string }>(
    deps.db,
    sql`SELECT user_id, user_name, level, password_hash, is_active FROM users WHERE lower(user_id) = ${key}`,
  );
  const passwordOk = await verifyPassword(user ? user.password_hash : await dummyHash(), otorisasi.password);
  if (!user || !passwordOk || !isTrue(user.is_active)) {
    await countFailure(deps.db, key, now);
    throw forbidden(MESSAGES.otorisasiDitolak);
  }
  await deps.db.execute(sql`DELETE FROM login_attempts WHERE user_key = ${key} AND address = ${ADDRESS}`);
  if (!isPrivilegedLevel(user.level)) throw forbidden(MESSAGES.otorisasiBukanOwnSu);
  return { user_id: user.user_id, user_name: user.user_name };
}

/** One more failure of an approver id; a window that has run out starts again at 1. */
async function countFailure(q: Queryable, key: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  await q.execute(
    sql`INSERT INTO login_attempts (user_key, address, failures, first_failure_at) VALUES (${key}, ${ADDRESS}, 1, ${now})
        ON CONFLICT (user_key, address) DO UPDATE SET
          failures = CASE WHEN login_attempts.first_failure_at <= ${windowStart} THEN 1 ELSE login_attempts.failures + 1 END,
          first_failure_at = CASE WHEN login_attempts.first_failure_at <= ${windowStart} THEN ${now} ELSE login_attempts.first_failure_at END`,
  );
}

export interface ApprovalRecord {
  aksi: AksiOtorisasi;
  requester: CurrentUser;
  approver: Approver;
  kode_toko: string;
  /** The document the approval is for (a sale's number, the SELISIH_KAS document). */
  no_dokumen: string;
  /** The value the system computed and the value entered (rupiah). */
  nilai_hitung: number;
  nilai_input: number;
  alasan: string;
}

/** Writes the approval to the audit log, inside the flow's transaction: it exists exactly when the flow saved. */
export async function recordApproval(tx: Tx, at: Date, record: ApprovalRecord): Promise<void> {
  await tx.insert(audit_log).values({
    event: 'OTORISASI',
    user_id: record.requester.user_id,
    kode_toko: record.kode_toko,
    detail: {
      aksi: record.aksi,
      keterangan: AKSI_OTORISASI[record.aksi],
      disetujui_oleh: record.approver.user_id,
      no_dokumen: record.no_dokumen,
      nilai_hitung: record.nilai_hitung,
      nilai_input: record.nilai_input,
      alasan: record.alasan,
    },
    created_at: at,
  });
}

const isTrue = (value: boolean | string | null | undefined) => value === true || value === 't' || value === 'true';
