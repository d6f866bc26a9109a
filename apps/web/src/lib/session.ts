// The signed-in session as the browser keeps it: the token, the session data of the login answer and the
// login flag. The flag holds the day of the login (yyyy-MM-dd, store time zone): a session is good for
// that day only, and 'false' after a logout or an invalid token.
import { useSyncExternalStore } from 'react';
import { todayInZone, type SessionData } from '@kencana/core';
import { BUILD_STORE_TIME_ZONE } from './env.ts';

/** The store's time zone: "today" for the login flag and the store-day notice. */
export const STORE_TIME_ZONE: string = BUILD_STORE_TIME_ZONE;

export const STORAGE_KEYS = {
  token: 'kencana.token',
  session: 'kencana.session',
  loginFlag: 'kencana.login',
} as const;

const CHANGE_EVENT = 'kencana:session';

/** Today's calendar day in the store's time zone. */
export function storeToday(now: Date = new Date()): string {
  return todayInZone(STORE_TIME_ZONE, now);
}

export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

let cachedRaw: string | null = null;
let cachedSession: SessionData | null = null;

/** The stored session data, or null when absent or unreadable. */
export function getSession(): SessionData | null {
  const raw = localStorage.getItem(STORAGE_KEYS.session);
  if (raw === cachedRaw) return cachedSession;
  cachedRaw = raw;
  cachedSession = parseSession(raw);
  return cachedSession;
}

const SESSION_TEXT_FIELDS = ['user_id', 'user_name', 'kode_toko', 'nama_toko', 'alamat_toko', 'tgl_system', 'level'] as const;

/**
 * The stored session by its shape only: every page's first load reads it, and the schema library (with the
 * contracts it would pull) stays out of that load. The signed-in frame checks it in full against its contract
 * (protected-layout.tsx) and signs out a session that fails.
 */
function parseSession(raw: string | null): SessionData | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const fields = value as Record<string, unknown>;
    const shaped = SESSION_TEXT_FIELDS.every((key) => typeof fields[key] === 'string') && Array.isArray(fields.menu);
    return shaped ? (value as SessionData) : null;
  } catch {
    return null;
  }
}

function announce(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Keeps a fresh login: token, session data, and today's date as the login flag. */
export function saveSession(token: string, data: SessionData, now: Date = new Date()): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(data));
  localStorage.setItem(STORAGE_KEYS.loginFlag, storeToday(now));
  announce();
}

/** Replaces the session data (fresh menu list or business date) and keeps the token and flag. */
export function updateSessionData(data: SessionData): void {
  if (localStorage.getItem(STORAGE_KEYS.session) === JSON.stringify(data)) return;
  localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(data));
  announce();
}

/** Wipes local storage and sets the login flag false (logout, invalid token, closed store). */
export function clearSession(): void {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.loginFlag, 'false');
  announce();
}

/** True when the login flag holds today's date. */
export function isLoginFlagToday(now: Date = new Date()): boolean {
  return localStorage.getItem(STORAGE_KEYS.loginFlag) === storeToday(now);
}

/**
 * The check of the app start (and of every screen change): a login flag that is not today's date wipes
 * local storage. Returns true when a signed-in session survives.
 */
export function enforceLoginDay(now: Date = new Date()): boolean {
  if (!isLoginFlagToday(now)) {
    clearSession();
    return false;
  }
  return getToken() !== null && getSession() !== null;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  // Another tab signing in or out.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * True when an OWN/SU session acts for a store other than the user's own (the header's 'Toko Aktif'): screens
 * with a store filter of their own then start on that store instead of every store.
 */
export function isActingForAnotherStore(session: Pick<SessionData, 'kode_toko' | 'kode_toko_asal'> | null): boolean {
  return !!session?.kode_toko_asal && session.kode_toko !== session.kode_toko_asal;
}

/**
 * The store a screen's own store filter starts on: the active store once an OWN/SU switched to another store,
 * otherwise `otherwise` (every store for OWN/SU, their own for staff, as each screen had it).
 */
export function startingStoreFilter(session: Pick<SessionData, 'kode_toko' | 'kode_toko_asal'> | null, otherwise: string): string {
  return session && isActingForAnotherStore(session) ? session.kode_toko : otherwise;
}

/** The session data of the signed-in user, or null; re-renders when it changes. */
export function useSession(): SessionData | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}
