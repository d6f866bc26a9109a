import { and, eq, isNull, sql } from 'drizzle-orm';
import { MESSAGES, type ChangePasswordBody, type LoginBody, type SessionData } from '@kencana/core';
import { findSessionUser, toSessionData, type CurrentUser } from '../../auth/current-user.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { newToken, tokenHash } from '../../auth/tokens.ts';
import { audit_log, login_attempts, sessions, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { AppError, badRequest, unauthorized } from '../../http/errors.ts';

/** Failures after which each further failed attempt is answered more slowly. */
export const SLOW_DOWN_AFTER = 3;
/** Failures within the window after which the user id is locked for the lock time. */
export const LOCK_AFTER = 5;
const WINDOW_MS = 15 * 60_000;
const LOCK_MS = 15 * 60_000;
const SESSION_HOURS = 16;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Signs a user in: checks the lock, the password (argon2id) and the account, then opens a server-side
 * session. Failed attempts are counted per user id; from the fourth failure answers slow down, after the
 * fifth within 15 minutes the user id is refused for 15 minutes, whatever the password.
 */
export async function login(deps: AppDeps, body: LoginBody): Promise<{ token: string; data: SessionData }> {
  const { db, clock } = deps;
  const userKey = body.user_id.trim().toLowerCase();
  const now = clock.now();
  const [attempt] = await db.select().from(login_attempts).where(eq(login_attempts.user_key, userKey));
  if (attempt?.locked_until && attempt.locked_until > now) throw new AppError(429, MESSAGES.loginTerlaluBanyak);

  const [user] = await db.select().from(users).where(sql`lower(${users.user_id}) = ${userKey}`);
  const passwordOk = user ? await verifyPassword(user.password_hash, body.password) : false;
  if (!user || !passwordOk) {
    const failures = await recordFailure(deps, userKey, now, attempt);
    if (failures >= LOCK_AFTER) throw new AppError(429, MESSAGES.loginTerlaluBanyak);
    if (failures > SLOW_DOWN_AFTER) await sleep((failures - SLOW_DOWN_AFTER) * 500);
    throw unauthorized(MESSAGES.loginGagal);
  }
  if (!user.is_active) throw unauthorized(MESSAGES.userTidakAktif);

  const token = newToken();
  const hash = tokenHash(token);
  await db.transaction(async (tx) => {
    await tx.delete(login_attempts).where(eq(login_attempts.user_key, userKey));
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

async function recordFailure(
  deps: AppDeps,
  userKey: string,
  now: Date,
  previous: typeof login_attempts.$inferSelect | undefined,
): Promise<number> {
  const windowOpen = previous && now.getTime() - previous.first_failure_at.getTime() < WINDOW_MS;
  const failures = windowOpen ? previous.failures + 1 : 1;
  const locked_until = failures >= LOCK_AFTER ? new Date(now.getTime() + LOCK_MS) : null;
  await deps.db
    .insert(login_attempts)
    .values({ user_key: userKey, failures, first_failure_at: now, locked_until })
    .onConflictDoUpdate({
      target: login_attempts.user_key,
      set: { failures, locked_until, ...(windowOpen ? {} : { first_failure_at: now }) },
    });
  return failures;
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
  return { message: 'Berhasil Logout' };
}

/** Changes the signed-in user's password after checking the old one. */
export async function changePassword(deps: AppDeps, user: CurrentUser, body: ChangePasswordBody): Promise<{ message: string }> {
  const [row] = await deps.db.select({ password_hash: users.password_hash }).from(users).where(eq(users.user_id, user.user_id));
  if (!row || !(await verifyPassword(row.password_hash, body.password))) throw badRequest(MESSAGES.passwordLamaSalah);
  const password_hash = await hashPassword(body.new_password);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ password_hash, updated_at: now }).where(eq(users.user_id, user.user_id));
    await tx.insert(audit_log).values({ event: 'GANTI_PASSWORD', user_id: user.user_id, kode_toko: user.kode_toko, created_at: now });
  });
  return { message: MESSAGES.passwordBerhasilDiubah };
}
