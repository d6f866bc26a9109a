// The scan field of a document screen. A scanner types a code and ends it with Enter; a person may type
// one. Whatever happens to a code — found, not found, refused, too short — the field is empty again and
// keeps the focus, so the next scan starts clean:
//   - Enter with fewer than 8 characters answers 'Kode Barcode Minimal 8 Karakter' and empties the field;
//   - 8 or more characters look up the first 8 (upper-cased, the specification's rule) and the rest is
//     dropped — on Enter, or once the typing has settled (a pasted code, a scanner sending no Enter).
// Looking up only when the code is complete is the point: a lookup fired at the 8th character left the
// rest of a longer code behind in the field, and a short code left in it became the start of the next one.
import { forwardRef, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useMergedRef } from '@mantine/hooks';
import { IconBarcode } from '@tabler/icons-react';
import { isBarcodeLookupReady, MESSAGES, normaliseBarcode, toUpperText } from '@kencana/core';
import { FilteredTextInput, type FilteredTextInputProps } from '../inputs/filtered-text-input.tsx';
import { notifyError } from '../../lib/notify.ts';

/** The field's label on every scanning screen. */
export const SCAN_FIELD_LABEL = 'Scan / Ketik Barcode';
/** Quiet time after the last keystroke before a complete code typed without Enter is looked up. */
export const SCAN_SETTLE_MS = 250;

export interface ScanFieldProps extends Omit<
  FilteredTextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'onValueChange' | 'allowEnterSubmit'
> {
  /** Looks up a code (its first 8 characters, upper-cased); the field is already empty when it runs. */
  onScan: (code: string) => unknown;
  /** The answer to a code shorter than 8 characters (default 'Kode Barcode Minimal 8 Karakter'). */
  tooShortText?: string;
}

export const ScanField = forwardRef<HTMLInputElement, ScanFieldProps>(function ScanField(
  { onScan, tooShortText = MESSAGES.kodeBarcodeMinimal8, label = SCAN_FIELD_LABEL, autoFocus = true, leftSection, onKeyDown, ...rest },
  ref,
) {
  const [text, setText] = useState('');
  const own = useRef<HTMLInputElement>(null);
  const merged = useMergedRef(own, ref);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(onScan);
  latest.current = onScan;

  const stopTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => stopTimer, []);

  // Back to the field when the lookup is over, unless the person has moved on to another field.
  const refocus = () => {
    const active = document.activeElement;
    if (!active || active === document.body || active === own.current) own.current?.focus();
  };

  const commit = (raw: string) => {
    stopTimer();
    const value = raw.trim();
    setText('');
    if (own.current) own.current.value = '';
    own.current?.focus();
    if (!value) return;
    if (!isBarcodeLookupReady(value)) {
      notifyError(tooShortText);
      return;
    }
    let lookup: unknown;
    try {
      lookup = latest.current(normaliseBarcode(value));
    } catch {
      lookup = undefined;
    }
    void Promise.resolve(lookup)
      .catch(() => undefined)
      .finally(refocus);
  };

  const handleValue = (value: string) => {
    setText(value);
    stopTimer();
    if (isBarcodeLookupReady(value)) timer.current = setTimeout(() => commit(own.current?.value ?? value), SCAN_SETTLE_MS);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key === 'Enter') commit(event.currentTarget.value);
  };

  return (
    <FilteredTextInput
      ref={merged}
      filter={toUpperText}
      label={label}
      autoFocus={autoFocus}
      leftSection={leftSection ?? <IconBarcode size={16} />}
      spellCheck={false}
      {...rest}
      value={text}
      onValueChange={handleValue}
      onKeyDown={handleKeyDown}
    />
  );
});
