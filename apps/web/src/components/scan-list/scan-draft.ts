// The local draft of a scanning screen (spec §4: "local drafts between steps are kept in browser storage and
// cleared after a successful save or send or when leaving the screen"): the scanned rows survive a reload
// of the page, never a change of screen. One key per screen under kencana.draft.
import type { z } from 'zod';

export const SCAN_DRAFT_PREFIX = 'kencana.draft.';

const storageKey = (key: string) => `${SCAN_DRAFT_PREFIX}${key}`;

/** The rows of a draft; rows that no longer read as `schema` (an older version's draft) are dropped. */
export function readScanDraft<T>(key: string, schema?: z.ZodType<T>): T[] {
  try {
    const raw = localStorage.getItem(storageKey(key));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    if (!schema) return parsed as T[];
    return parsed.flatMap((row) => {
      const result = schema.safeParse(row);
      return result.success ? [result.data] : [];
    });
  } catch {
    return [];
  }
}

/** Keeps the rows; an empty list removes the draft. */
export function writeScanDraft<T>(key: string, rows: readonly T[]): void {
  if (rows.length === 0) localStorage.removeItem(storageKey(key));
  else localStorage.setItem(storageKey(key), JSON.stringify(rows));
}

export function clearScanDraft(key: string): void {
  localStorage.removeItem(storageKey(key));
}
