// Who may change whom in Data Users and Hak Akses Users. The server enforces these rules (users module);
// the web uses them to offer only what the server will accept.
//
//   - Levels and menus (rights) are decided by OWN and SU only. Only OWN gives or takes the level OWN, and
//     only OWN changes an OWN user; SU changes SU and staff users.
//   - Staff with the Data Users menu manage the staff of their own store: they add users at the lowest
//     level (KASIR) and change names and deactivate them, but never a level, a right, a password, nor an
//     OWN/SU user.
//   - Nobody changes their own level or deactivates themselves (no self-promotion, no lock-out).
//   - Passwords of others are reset by OWN and SU only (SU not an OWN's); one's own goes through
//     Ganti Password.
import { isPrivilegedLevel, LEVELS, type Level } from '../contracts/common.ts';
import { MESSAGES } from '../messages.ts';

export interface UserActor {
  user_id: string;
  level: string;
  kode_toko: string;
}

export interface UserTarget {
  user_id: string;
  level: string;
  kode_toko: string;
}

/** The audit_log event of a change of rights (the authorization report reads it). */
export const AUDIT_UBAH_HAK_AKSES_EVENT = 'UBAH_HAK_AKSES';

/**
 * audit_log events of Data Users and Hak Akses Users; detail.target names the user changed. Master lists
 * write MASTER_TAMBAH / MASTER_EDIT / MASTER_HAPUS / MASTER_AKTIFKAN with detail.master and detail.id.
 */
export const USER_AUDIT_EVENTS = [
  'TAMBAH_USER',
  'UBAH_USER',
  'NONAKTIF_USER',
  'AKTIFKAN_USER',
  'RESET_PASSWORD',
  'BUKA_KUNCI_LOGIN',
  AUDIT_UBAH_HAK_AKSES_EVENT,
] as const;

/** The lowest staff level: what staff may give the users they add. */
export const LOWEST_LEVEL: Level = 'KASIR';

/** Levels the actor may give a user. */
export function assignableLevels(actor: Pick<UserActor, 'level'>): Level[] {
  if (actor.level === 'OWN') return [...LEVELS];
  if (actor.level === 'SU') return LEVELS.filter((l) => l !== 'OWN');
  return [LOWEST_LEVEL];
}

/** Why the actor may not change (edit, deactivate, activate) this existing user, or null when they may. */
export function refuseManage(actor: UserActor, target: UserTarget): string | null {
  if (actor.level === 'OWN') return null;
  if (target.level === 'OWN') return MESSAGES.hanyaOwnLevelOwn;
  if (actor.level === 'SU') return null;
  if (isPrivilegedLevel(target.level)) return MESSAGES.hanyaOwnSuUserOwnSu;
  if (target.kode_toko !== actor.kode_toko) return MESSAGES.aksesTokoLainDitolak;
  return null;
}

/** Why the actor may not give `level` to a user (new, or changing from `current`), or null. */
export function refuseLevel(actor: UserActor, level: string, current?: string): string | null {
  if (current === level) return null;
  if (!isPrivilegedLevel(actor.level)) return current === undefined && level === LOWEST_LEVEL ? null : MESSAGES.hanyaOwnSuLevel;
  if ((level === 'OWN' || current === 'OWN') && actor.level !== 'OWN') return MESSAGES.hanyaOwnLevelOwn;
  return null;
}

/** Why the actor may not reset this user's password, or null. */
export function refuseResetPassword(actor: UserActor, target: UserTarget): string | null {
  if (!isPrivilegedLevel(actor.level)) return MESSAGES.hanyaOwnSuResetPassword;
  if (target.level === 'OWN' && actor.level !== 'OWN') return MESSAGES.hanyaOwnLevelOwn;
  return null;
}

/** Why the actor may not change this user's menus, or null. */
export function refuseMenus(actor: UserActor, target: UserTarget): string | null {
  if (!isPrivilegedLevel(actor.level)) return MESSAGES.hanyaOwnSuHakAkses;
  if (isPrivilegedLevel(target.level)) return MESSAGES.semuaAksesOwnSu;
  return null;
}
