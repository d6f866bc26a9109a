import { sql } from 'drizzle-orm';
import { ALL_MENU_PATHS, isPrivilegedLevel, type Level, type SessionData } from '@kencana/core';
import { rows, type Queryable } from '../db/client.ts';

/** The signed-in user as every request sees it: read fresh per request, so new rights apply at once. */
export interface CurrentUser {
  user_id: string;
  user_name: string;
  level: Level;
  kode_toko: string;
  nama_toko: string;
  alamat_toko: string;
  tgl_system: string;
  menus: readonly string[];
  tokenHash: string;
  privileged: boolean;
}

/** Loads the user behind a live session token hash, or null when the token is unknown, expired or revoked. */
export async function findSessionUser(q: Queryable, hash: string, now: Date): Promise<CurrentUser | null> {
  const [row] = await rows<{
    user_id: string;
    user_name: string;
    level: Level;
    kode_toko: string;
    nama_toko: string;
    alamat_toko: string;
    tgl_system: string;
    menus: string[] | null;
  }>(
    q,
    sql`SELECT u.user_id, u.user_name, u.level, u.kode_toko, t.nama_toko, t.alamat_toko,
               to_char(t.tgl_system, 'YYYY-MM-DD') AS tgl_system,
               (SELECT array_agg(m.menu_name ORDER BY m.menu_name) FROM user_menus m WHERE m.user_id = u.user_id) AS menus
        FROM sessions s
        JOIN users u ON u.user_id = s.user_id AND u.is_active
        JOIN tokos t ON t.kode_toko = u.kode_toko
        WHERE s.token_hash = ${hash} AND s.revoked_at IS NULL AND s.expires_at > ${now.toISOString()}`,
  );
  if (!row) return null;
  const privileged = isPrivilegedLevel(row.level);
  return { ...row, menus: privileged ? ALL_MENU_PATHS : (row.menus ?? []), tokenHash: hash, privileged };
}

/** The specification's session data for the web. */
export function toSessionData(user: CurrentUser): SessionData {
  return {
    user_id: user.user_id,
    user_name: user.user_name,
    kode_toko: user.kode_toko,
    nama_toko: user.nama_toko,
    alamat_toko: user.alamat_toko,
    tgl_system: user.tgl_system,
    level: user.level,
    menu: user.menus.map((menu_name) => ({ menu_name })),
  };
}
