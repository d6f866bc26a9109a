// A screen's first field is often a select that stays disabled while its list loads, and a disabled input takes
// no focus: `autoFocus` alone would leave the page with nothing focused. This focuses it once it can be.
import { useEffect, useRef, type RefObject } from 'react';

/** A ref for the input, focused when `wanted` and `ready` are both true (again whenever they become so). */
export function useFocusWhenReady<E extends HTMLElement>(wanted: boolean | undefined, ready: boolean): RefObject<E | null> {
  const ref = useRef<E>(null);
  useEffect(() => {
    if (wanted && ready) ref.current?.focus();
  }, [wanted, ready]);
  return ref;
}
