// A screen's work in progress kept in browser storage between steps (spec 000 §4: send-goods lines and
// the like): it survives a reload of the page, and is cleared after a successful save or send (clear())
// and when the user leaves the screen (unmount).
import { useCallback, useEffect, useRef, useState, type SetStateAction } from 'react';

/** Storage key of a screen's draft. */
export const draftKey = (name: string): string => `kencana.draft.${name}`;

/** The stored draft, or null when absent or unreadable (or failing `isValid`). */
export function readDraft<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * State mirrored into localStorage under `key`. The initial state is the stored draft when there is a
 * valid one. `clear()` resets to `empty` and removes the draft; leaving the screen removes it too.
 */
export function useLocalDraft<T>(
  key: string,
  empty: T,
  isValid: (value: unknown) => value is T,
): [T, (next: SetStateAction<T>) => void, () => void] {
  const [value, setValue] = useState<T>(() => readDraft(key, isValid) ?? empty);
  const emptyText = useRef(JSON.stringify(empty));
  const emptyValue = useRef(empty);

  // An empty draft is no draft: nothing stays in storage for a screen with nothing in progress.
  useEffect(() => {
    const text = JSON.stringify(value);
    if (text === emptyText.current) localStorage.removeItem(key);
    else localStorage.setItem(key, text);
  }, [key, value]);

  // Leaving the screen drops the draft (a reload keeps it: the page unloads without unmounting).
  useEffect(() => () => localStorage.removeItem(key), [key]);

  const clear = useCallback(() => {
    setValue(emptyValue.current);
    localStorage.removeItem(key);
  }, [key]);

  return [value, setValue, clear];
}
