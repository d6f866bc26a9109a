import { ALWAYS_ALLOWED_PATHS, MESSAGES, type Access } from '@kencana/core';
import { forbidden } from '../http/errors.ts';
import type { CurrentUser } from './current-user.ts';

/** True when the user may call an endpoint declared with this access. OWN and SU pass everywhere. */
export function canAccess(user: CurrentUser, access: Access): boolean {
  if (access.kind !== 'menu') return true;
  if (user.privileged) return true;
  return access.menus.some((menu) => ALWAYS_ALLOWED_PATHS.includes(menu) || user.menus.includes(menu));
}

/**
 * The store whose data a request may read or change: staff are held to their own store; OWN and SU may
 * name any store. Throws 403 when staff name another store.
 */
export function scopeToko(user: CurrentUser, requested?: string | null): string {
  if (!requested || requested === user.kode_toko) return user.kode_toko;
  if (user.privileged) return requested;
  throw forbidden(MESSAGES.aksesTokoLainDitolak);
}
