// The sessions and the sign-in failure counts are this module's tables. Other modules end sessions (a reset
// password, a store closed for the day) and lift login locks through these calls, inside their own transaction.
import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sessionStoreSql } from '../../auth/current-user.ts';
import type { SessionScope } from '../../auth/session-cache.ts';
import type { AppDeps } from '../../http/context.ts';
import { login_attempts, sessions, users } from '../../db/schema/index.ts';

/**
 * Whose open sessions end: one user's (optionally keeping the session that asked), or every session acting for a
 * store (its staff's, and an OWN/SU's switched to it; not an OWN/SU of the store switched to another).
 */
export type SessionsOf = { user_id: string; except_token_hash?: string } | { kode_toko: string };

/**
 * Ends the open sessions named: their tokens answer 'Invalid Token.' once the transaction commits and the caller
 * has called {@link sessionsChanged} with the same scope.
 */
export async function revokeSessions(tx: Tx, whose: SessionsOf, now: Date): Promise<void> {
  if ('kode_toko' in whose) {
    // The candidates by index (switched to the store, or of its users), then exactly those acting for it.
    await tx.execute(
      sql`UPDATE ${sessions} SET revoked_at = ${now} FROM ${users}
          WHERE ${users.user_id} = ${sessions.user_id} AND ${sessions.revoked_at} IS NULL
            AND (${sessions.kode_toko_aktif} = ${whose.kode_toko}
                 OR ${sessions.user_id} IN (SELECT u.user_id FROM users u WHERE u.kode_toko = ${whose.kode_toko}))
            AND ${sessionStoreSql} = ${whose.kode_toko}`,
    );
    return;
  }
  const conditions: SQL[] = [isNull(sessions.revoked_at), eq(sessions.user_id, whose.user_id)];
  if (whose.except_token_hash) conditions.push(ne(sessions.token_hash, whose.except_token_hash));
  await tx
    .update(sessions)
    .set({ revoked_at: now })
    .where(and(...conditions));
}

/** Clears a user id's failed sign-ins from every address, which lifts its locks. */
export async function clearLoginFailures(tx: Tx, userId: string): Promise<void> {
  await tx.delete(login_attempts).where(eq(login_attempts.user_key, userId.toLowerCase()));
}

/**
 * Tells the session cache (this instance and, through Redis, the others) that what the scope's sessions say has
 * changed: revoked, or the user's rights, level, store, or the store's date. Call it after the transaction that
 * made the change has committed (before, a request could read the old rows again and keep them).
 */
export async function sessionsChanged(deps: Pick<AppDeps, 'sessions'>, scope: SessionsOf | SessionScope): Promise<void> {
  await deps.sessions.forget(scope);
}
