// Who may open a screen: the same rule for the route gate and the sidebar (the server enforces its own).
import { ALWAYS_ALLOWED_PATHS, DATE_GATE_EXEMPT_PATHS, isPrivilegedLevel, type SessionData } from '@kencana/core';

/** Allowed when the path is in the user's menu list, always allowed, or the user is OWN/SU. */
export function canAccess(session: Pick<SessionData, 'level' | 'menu'>, path: string): boolean {
  if (ALWAYS_ALLOWED_PATHS.includes(path)) return true;
  if (isPrivilegedLevel(session.level)) return true;
  return session.menu.some((entry) => entry.menu_name === path);
}

/** True when the store's business date is behind today, so the store must be closed first. */
export function isStoreDayBehind(tglSystem: string, today: string): boolean {
  return tglSystem < today;
}

/** True when a screen is replaced by the store-day notice. */
export function isDateGated(tglSystem: string, today: string, path: string): boolean {
  return isStoreDayBehind(tglSystem, today) && !DATE_GATE_EXEMPT_PATHS.includes(path);
}
