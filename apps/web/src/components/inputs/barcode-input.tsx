import { forwardRef, useRef, type KeyboardEvent } from 'react';
import { IconBarcode } from '@tabler/icons-react';
import { isBarcodeLookupReady, normaliseBarcode, toUpperText } from '@kencana/core';
import { FilteredTextInput, type FilteredTextInputProps } from './filtered-text-input.tsx';

export interface BarcodeInputProps extends Omit<FilteredTextInputProps, 'allowEnterSubmit'> {
  /** Called with the first 8 characters, upper-cased, once 8 are typed or scanned, and on Enter. */
  onLookup: (code: string) => void;
}

/**
 * Barcode entry (typed or scanned): upper-case, focused on mount by default. The lookup runs once the
 * field holds 8 characters (the first 8 are used) — a scanner's trailing Enter does not run it a second
 * time — and again on each further Enter, to retry. Fewer than 8 characters never look up, and Enter
 * never submits the surrounding form.
 */
export const BarcodeInput = forwardRef<HTMLInputElement, BarcodeInputProps>(function BarcodeInput(
  { onLookup, autoFocus = true, onValueChange, onKeyDown, value, leftSection, ...rest },
  ref,
) {
  // The code already looked up for the text in the field, and whether that lookup came from typing
  // (so the Enter that usually follows a scan must not repeat it).
  const lookedUp = useRef<string | null>(null);
  const fromTyping = useRef(false);

  const handleValue = (text: string) => {
    onValueChange?.(text);
    // A controlled field that was short at the last render (typically cleared by the screen after the
    // previous lookup) starts afresh, so scanning the same code again looks it up again.
    const wasShort = typeof value === 'string' && !isBarcodeLookupReady(value);
    if (wasShort || !isBarcodeLookupReady(text)) {
      lookedUp.current = null;
      fromTyping.current = false;
    }
    if (!isBarcodeLookupReady(text)) return;
    const code = normaliseBarcode(text);
    if (code === lookedUp.current) return;
    lookedUp.current = code;
    fromTyping.current = true;
    onLookup(code);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key !== 'Enter') return;
    const text = event.currentTarget.value;
    if (!isBarcodeLookupReady(text)) return;
    const code = normaliseBarcode(text);
    if (fromTyping.current && code === lookedUp.current) {
      fromTyping.current = false;
      return;
    }
    lookedUp.current = code;
    fromTyping.current = false;
    onLookup(code);
  };

  return (
    <FilteredTextInput
      ref={ref}
      filter={toUpperText}
      autoFocus={autoFocus}
      leftSection={leftSection ?? <IconBarcode size={16} />}
      spellCheck={false}
      value={value}
      {...rest}
      onValueChange={handleValue}
      onKeyDown={handleKeyDown}
    />
  );
});
