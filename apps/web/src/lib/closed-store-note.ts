// The note the login page shows after a close of day: "the store was closed, the new business date is …".
// Kept in sessionStorage (this tab only) because the close wipes localStorage with the session before it
// sends the user to the login page; removed once someone signs in.
const KEY = 'kencana.closedStore';

export interface ClosedStoreNote {
  nama_toko: string;
  tgl_system_baru: string;
}

/** Remembers the close for the login page that follows. */
export function rememberClosedStore(note: ClosedStoreNote): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(note));
  } catch {
    // Storage refused (private mode, full): the login page simply shows no note.
  }
}

/** The close to tell the login page about, if any. */
export function readClosedStore(): ClosedStoreNote | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const note = JSON.parse(raw) as Partial<ClosedStoreNote>;
    return typeof note.tgl_system_baru === 'string'
      ? { nama_toko: String(note.nama_toko ?? ''), tgl_system_baru: note.tgl_system_baru }
      : null;
  } catch {
    return null;
  }
}

/** Forgets the note (after a sign-in). */
export function forgetClosedStore(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
