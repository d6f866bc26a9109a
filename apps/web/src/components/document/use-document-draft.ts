// The draft of a document form (customer, lines, payments): kept in browser storage as it is typed, so a
// reload, a crash of the tab or a closed browser gives it back; cleared after a successful save. Leaving the
// screen inside the app (a menu, Back, Forward) asks first while the form holds anything, and the draft
// goes with a confirmed leave (the specification: cleared "when leaving the screen"). A reload needs no
// question: the draft survives it.
import { useCallback, useEffect, useMemo, useRef, type SetStateAction } from 'react';
import { useBlocker } from 'react-router';
import type { z } from 'zod';
import { MESSAGES } from '@kencana/core';
import { draftKey, useLocalDraft } from '../../lib/local-draft.ts';
import { confirmAction } from '../dialogs/confirm.ts';

export interface DocumentDraft<T> {
  value: T;
  set: (next: SetStateAction<T>) => void;
  /** Back to the empty form, draft removed (after a successful save, or a reset). */
  clear: () => void;
  /** The form holds something (differs from the empty form). */
  dirty: boolean;
}

/**
 * A form's state mirrored into storage under `name` (one per screen). `schema` reads a stored draft back:
 * a draft that no longer parses (an older version's) is dropped for the empty form.
 */
export function useDocumentDraft<T>(name: string, empty: T, schema?: z.ZodType<T>): DocumentDraft<T> {
  const isValid = useCallback(
    (value: unknown): value is T => (schema ? schema.safeParse(value).success : value !== null && value !== undefined),
    [schema],
  );
  const [value, set, clear] = useLocalDraft<T>(draftKey(name), empty, isValid);
  const emptyText = useRef(JSON.stringify(empty));
  const dirty = useMemo(() => JSON.stringify(value) !== emptyText.current, [value]);
  return { value, set, clear, dirty };
}

/**
 * Asks 'Data Belum Disimpan, Tinggalkan Halaman Ini?' before the app leaves this screen while `dirty`
 * (any of the screen's drafts holds something). OK leaves, Tidak stays with everything as it was.
 */
export function useLeaveGuard(dirty: boolean, message: string = MESSAGES.dataBelumDisimpan): void {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirmAction({ message }).then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, message]);
}
