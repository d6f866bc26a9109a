// A screen's first field is often a select that stays disabled while its list loads, and a disabled input takes
// no focus: `autoFocus` alone would leave the page with nothing focused. This focuses it once it can be.
import { useEffect, useRef, type RefObject } from 'react';

/**
 * Whether the person is already in a field: a list that arrives late must not pull the focus (and the rest of
 * what they are typing or scanning) away from the field they chose while it loaded.
 */
function personIsInAField(): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return false;
  return active.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(active.tagName);
}

/** Focuses `element` when it is ready, unless the person has already gone into another field. */
export function focusOnArrival(element: HTMLElement | null | undefined): void {
  if (element && !personIsInAField()) element.focus();
}

/** A ref for the input, focused when `wanted` and `ready` are both true (again whenever they become so). */
export function useFocusWhenReady<E extends HTMLElement>(wanted: boolean | undefined, ready: boolean): RefObject<E | null> {
  const ref = useRef<E>(null);
  useEffect(() => {
    if (wanted && ready) focusOnArrival(ref.current);
  }, [wanted, ready]);
  return ref;
}
