import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { ALL_MENU_PATHS, isPrivilegedLevel, PRIVILEGED_LEVELS, type Level, type SessionData } from '@kencana/core';
import type { Db } from '../db/client.ts';
import { sessions, tokos, users } from '../db/schema/index.ts';

/**
 * The signed-in user as every request sees it: from the session cache, which every change of rights empties
 * (auth/session-cache.ts), so new rights apply at the next request.
 */
export interface CurrentUser {
  user_id: string;
  user_name: string;
  level: Level;
  /**
   * The store the session acts for, with its name, address and business date below: the user's own, or the
   * one an OWN/SU switched to (PUT users/toko-aktif). Every store-scoped read and document takes it.
   */
  kode_toko: string;
  /** The user's own store (users.kode_toko), whatever the session acts for. */
  kode_toko_asal: string;
  nama_toko: string;
  alamat_toko: string;
  tgl_system: string;
  menus: readonly string[];
  tokenHash: string;
  privileged: boolean;
}

/**
 * The store a session acts for, in SQL over `sessions` and `users`: the active store an OWN/SU chose, else the
 * user's own. A user who is no longer OWN/SU acts for their own store whatever the session row still holds.
 */
export const sessionStoreSql: SQL = sql`CASE WHEN ${users.level} IN (${sql.join(
  PRIVILEGED_LEVELS.map((level) => sql`${level}`),
  sql`, `,
)}) THEN COALESCE(${sessions.kode_toko_aktif}, ${users.kode_toko}) ELSE ${users.kode_toko} END`;

/**
 * The session lookup every request makes, as a named prepared statement (one per database handle): the
 * server plans it once per connection instead of on every request, which halves its cost on PostgreSQL.
 */
function sessionUserStatement(db: Db) {
  return db
    .select({
      user_id: users.user_id,
      user_name: users.user_name,
      level: users.level,
      kode_toko: tokos.kode_toko,
      kode_toko_asal: users.kode_toko,
      nama_toko: tokos.nama_toko,
      alamat_toko: tokos.alamat_toko,
      tgl_system: sql<string>`to_char(${tokos.tgl_system}, 'YYYY-MM-DD')`,
      expires_at: sessions.expires_at,
      menus: sql<
        string[] | null
      >`(SELECT array_agg(m.menu_name ORDER BY m.menu_name) FROM user_menus m WHERE m.user_id = ${users.user_id})`,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.user_id, sessions.user_id), eq(users.is_active, true)))
    .innerJoin(tokos, eq(tokos.kode_toko, sessionStoreSql))
    .where(
      and(eq(sessions.token_hash, sql.placeholder('hash')), isNull(sessions.revoked_at), gt(sessions.expires_at, sql.placeholder('now'))),
    )
    .prepare('find_session_user');
}

const statements = new WeakMap<Db, ReturnType<typeof sessionUserStatement>>();

/**
 * Loads the user behind a live session token hash, or null when the token is unknown, expired or revoked, with
 * the session's end (the session cache keeps it to refuse an expired token without asking). Requests go through
 * the cache (deps.sessions.find), not here.
 */
export async function findSessionUser(db: Db, hash: string, now: Date): Promise<(CurrentUser & { expires_at: Date }) | null> {
  let statement = statements.get(db);
  if (!statement) {
    statement = sessionUserStatement(db);
    statements.set(db, statement);
  }
  const [row] = await statement.execute({ hash, now: now.toISOString() });
  if (!row) return null;
  const level = row.level as Level;
  const privileged = isPrivilegedLevel(level);
  return { ...row, level, menus: privileged ? ALL_MENU_PATHS : (row.menus ?? []), tokenHash: hash, privileged };
}

/** The specification's session data for the web. */
export function toSessionData(user: CurrentUser): SessionData {
  return {
    user_id: user.user_id,
    user_name: user.user_name,
    kode_toko: user.kode_toko,
    kode_toko_asal: user.kode_toko_asal,
    nama_toko: user.nama_toko,
    alamat_toko: user.alamat_toko,
    tgl_system: user.tgl_system,
    level: user.level,
    menu: user.menus.map((menu_name) => ({ menu_name })),
  };
}
