import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { MESSAGES, type LoginBody, type SessionData } from '@kencana/core';
import { findSessionUser, toSessionData, type CurrentUser } from '../../auth/current-user.ts';
import { dummyHash, verifyPassword } from '../../auth/passwords.ts';
import { rows } from '../../db/client.ts';
import { newToken, tokenHash } from '../../auth/tokens.ts';
import { audit_log, login_attempts, sessions, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { sessionsChanged } from './sessions.ts';
import { AppError, unauthorized } from '../../http/errors.ts';

/** Failures of a user id (from any address) after which each further failed answer comes more slowly. */
export const SLOW_DOWN_AFTER = 3;
/** Failures of one address across user ids after which its failed answers come more slowly (spraying). */
export const ADDRESS_SLOW_DOWN_AFTER = 10;
/** Failures of a user id from one address within the window after which that pair is locked out. */
export const LOCK_AFTER = 5;
const WINDOW_MS = 15 * 60_000;
const LOCK_MS = 15 * 60_000;
/** Each failure past a threshold adds this much wait, up to MAX_DELAY_MS. */
const DELAY_STEP_MS = 500;
const MAX_DELAY_MS = 5_000;
const SESSION_HOURS = 16;
/** The address column of a user id's own count, and the user_key of an address's own count. */
const ANY = '';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Signs a user in from a client address: checks the lock, the password (argon2id) and the account, then
 * opens a server-side session.
 *
 * The lock is per user id and address: after LOCK_AFTER failures within 15 minutes that address is refused
 * for that id for 15 minutes, whatever the password, while the real user signs in from their own address
 * (and the owner can lift a lock from Data Users). Beyond it, failures of an id from any address and of an
 * address across ids slow the failed answers down. Each attempt is counted before its password is checked,
 * in one upsert, so concurrent guesses cannot all be checked before the lock takes. An unknown id is
 * checked against a dummy hash, so its answer takes as long as a known one's.
 */
export async function login(deps: AppDeps, body: LoginBody, address: string): Promise<{ token: string; data: SessionData }> {
  const { db, clock } = deps;
  const userKey = body.user_id.trim().toLowerCase();
  const addressKey = address.slice(0, 64) || 'unknown';
  const now = clock.now();
  const attempt = await countAttempt(deps, userKey, addressKey, now);
  if (attempt.locked || attempt.failures > LOCK_AFTER) throw new AppError(429, MESSAGES.loginTerlaluBanyak);

  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.user_id}) = ${userKey}`);
  const passwordOk = await verifyPassword(user ? user.password_hash : await dummyHash(), body.password);
  if (!user || !passwordOk) {
    if (attempt.failures >= LOCK_AFTER) {
      await db
        .update(login_attempts)
        .set({ locked_until: new Date(now.getTime() + LOCK_MS) })
        .where(and(eq(login_attempts.user_key, userKey), eq(login_attempts.address, addressKey)));
      throw new AppError(429, MESSAGES.loginTerlaluBanyak);
    }
    const [byId, byAddress] = await Promise.all([countAttempt(deps, userKey, ANY, now), countAttempt(deps, ANY, addressKey, now)]);
    const delay = Math.max(excess(byId.failures, SLOW_DOWN_AFTER), excess(byAddress.failures, ADDRESS_SLOW_DOWN_AFTER)) * DELAY_STEP_MS;
    if (delay > 0) await sleep(Math.min(delay, MAX_DELAY_MS));
    throw unauthorized(MESSAGES.loginGagal);
  }
  // The right password: this address's count for the id starts again (the id's own count too).
  await db.delete(login_attempts).where(and(eq(login_attempts.user_key, userKey), inArray(login_attempts.address, [addressKey, ANY])));
  if (!user.is_active) throw unauthorized(MESSAGES.userTidakAktif);

  const token = newToken();
  const hash = tokenHash(token);
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      token_hash: hash,
      user_id: user.user_id,
      created_at: now,
      expires_at: new Date(now.getTime() + SESSION_HOURS * 3_600_000),
    });
    await tx.insert(audit_log).values({ event: 'LOGIN', user_id: user.user_id, kode_toko: user.kode_toko, created_at: now });
  });
  const current = await findSessionUser(db, hash, now);
  if (!current) throw unauthorized(MESSAGES.invalidToken);
  return { token, data: toSessionData(current) };
}

const excess = (failures: number, after: number) => Math.max(0, failures - after);

/**
 * Counts one attempt of a (user id, address) row in a single INSERT … ON CONFLICT DO UPDATE … RETURNING:
 * the database serialises concurrent attempts on the row, so the n-th concurrent guess sees n. A window
 * or a lock that has run out starts the count again; a running lock is reported and not counted.
 */
async function countAttempt(deps: AppDeps, userKey: string, address: string, now: Date): Promise<{ failures: number; locked: boolean }> {
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const fresh = sql`(login_attempts.locked_until IS NOT NULL AND login_attempts.locked_until <= ${now})
    OR (login_attempts.locked_until IS NULL AND login_attempts.first_failure_at <= ${windowStart})`;
  const [row] = await rows<{ failures: number; locked: boolean }>(
    deps.db,
    sql`INSERT INTO login_attempts (user_key, address, failures, first_failure_at, locked_until)
        VALUES (${userKey}, ${address}, 1, ${now}, NULL)
        ON CONFLICT (user_key, address) DO UPDATE SET
          failures = CASE WHEN login_attempts.locked_until > ${now} THEN login_attempts.failures
                          WHEN ${fresh} THEN 1 ELSE login_attempts.failures + 1 END,
          first_failure_at = CASE WHEN ${fresh} THEN ${now} ELSE login_attempts.first_failure_at END,
          locked_until = CASE WHEN login_attempts.locked_until > ${now} THEN login_attempts.locked_until END
        RETURNING failures, (locked_until IS NOT NULL) AS locked`,
  );
  return { failures: Number(row?.failures ?? 1), locked: row?.locked === true || String(row?.locked) === 't' };
}

/** Revokes the session on the server: the token answers 'Invalid Token.' from now on. */
export async function logout(deps: AppDeps, user: CurrentUser): Promise<{ message: string }> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ revoked_at: now })
      .where(and(eq(sessions.token_hash, user.tokenHash), isNull(sessions.revoked_at)));
    await tx.insert(audit_log).values({ event: 'LOGOUT', user_id: user.user_id, kode_toko: user.kode_toko, created_at: now });
  });
  await sessionsChanged(deps, { token_hash: user.tokenHash });
  return { message: 'Berhasil Logout' };
}
