import { ALWAYS_ALLOWED_PATHS, type Access } from '@kencana/core';
import type { CurrentUser } from './current-user.ts';
import { isPrivileged } from './policy.ts';

/** True when the user may call an endpoint declared with this access. OWN and SU pass everywhere. */
export function canAccess(user: CurrentUser, access: Access): boolean {
  if (access.kind !== 'menu') return true;
  if (isPrivileged(user)) return true;
  return access.menus.some((menu) => ALWAYS_ALLOWED_PATHS.includes(menu) || user.menus.includes(menu));
}
