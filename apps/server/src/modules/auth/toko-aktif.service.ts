// The active store: an OWN/SU session acts for another store of the chain (the header's 'Toko Aktif'). The
// session row holds it (sessions.kode_toko_aktif; null: the user's own store) and the session lookup
// (auth/current-user.ts) answers that store as the user's, so every endpoint that acts for "the user's store"
// — its documents, numbers, business date, lists, defaults and printouts — acts for it without knowing.
import { eq, sql } from 'drizzle-orm';
import { gantiTokoAktifKeterangan, MESSAGES, tokoAktifDiganti, type authApi, type BodyOf, type SessionData } from '@kencana/core';
import { toSessionData, type CurrentUser } from '../../auth/current-user.ts';
import { isPrivileged } from '../../auth/policy.ts';
import { rows } from '../../db/client.ts';
import { audit_log, sessions } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import { loadStore } from '../../stock/index.ts';
import { sessionsChanged } from './sessions.ts';

/**
 * PUT users/toko-aktif: the session acts for the store named from its next request on (the user's own store
 * switches back). Only OWN and SU (403 for the others); an unknown or deactivated store answers 404. A store
 * whose day is behind may be chosen: acting for it is how the owner closes it. The session row is locked, so two
 * switches at once apply one after the other and each records the store it left; a switch to the store already
 * acted for changes and records nothing.
 */
export async function gantiTokoAktif(
  deps: AppDeps,
  user: CurrentUser,
  body: BodyOf<typeof authApi.tokoAktif>,
): Promise<{ message: string; data: SessionData }> {
  if (!isPrivileged(user)) throw forbidden(MESSAGES.hanyaOwnSuTokoAktif);
  const now = deps.clock.now();
  const switched = await deps.db.transaction(async (tx) => {
    const store = await loadStore(tx, body.kode_toko);
    const [session] = await rows<{ kode_toko_aktif: string | null }>(
      tx,
      sql`SELECT ${sessions.kode_toko_aktif} AS kode_toko_aktif FROM ${sessions}
          WHERE ${sessions.token_hash} = ${user.tokenHash} AND ${sessions.revoked_at} IS NULL FOR UPDATE`,
    );
    if (!session) throw unauthorized(MESSAGES.invalidToken);
    const dari = session.kode_toko_aktif ?? user.kode_toko_asal;
    if (dari === store.kode_toko) return false;
    await tx
      .update(sessions)
      .set({ kode_toko_aktif: store.kode_toko === user.kode_toko_asal ? null : store.kode_toko })
      .where(eq(sessions.token_hash, user.tokenHash));
    await tx.insert(audit_log).values({
      event: 'GANTI_TOKO_AKTIF',
      user_id: user.user_id,
      kode_toko: store.kode_toko,
      detail: { dari, ke: store.kode_toko, keterangan: gantiTokoAktifKeterangan(dari, store.kode_toko) },
      created_at: now,
    });
    return true;
  });
  // No instance may keep serving the session for the store it left.
  if (switched) await sessionsChanged(deps, { token_hash: user.tokenHash });
  const current = await deps.sessions.find(user.tokenHash, now);
  if (!current) throw unauthorized(MESSAGES.invalidToken);
  return { message: tokoAktifDiganti(current.kode_toko, current.nama_toko), data: toSessionData(current) };
}
