import { forwardRef, useLayoutEffect, useRef, type ChangeEvent, type KeyboardEvent } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { filterDigits, groupDigits } from '@kencana/core';
import { preventEnterSubmit } from './filtered-text-input.tsx';

export interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** The amount as digits ("4500000"); shown grouped ("4,500,000"). */
  value: string;
  /** Called with the digits after every change. */
  onValueChange: (digits: string) => void;
}

/**
 * Whole rupiah: shown grouped with commas as it is typed ("4,500,000"), while the value handed back stays
 * digits only. The caret stays after the same digit it followed, whatever commas come or go. Enter never
 * submits the surrounding form.
 */
export const MoneyInput = forwardRef<HTMLInputElement, MoneyInputProps>(function MoneyInput(
  { value, onValueChange, onKeyDown, styles, ...rest },
  ref,
) {
  const inner = useRef<HTMLInputElement | null>(null);
  // Digits before the caret after the last keystroke, to put the caret back once the grouped text is shown.
  const caretDigits = useRef<number | null>(null);
  const shown = groupDigits(value);

  useLayoutEffect(() => {
    const input = inner.current;
    const digits = caretDigits.current;
    if (!input || digits === null || document.activeElement !== input) return;
    caretDigits.current = null;
    let place = 0;
    for (let seen = 0; place < shown.length && seen < digits; place += 1) if (/\d/.test(shown[place]!)) seen += 1;
    try {
      input.setSelectionRange(place, place);
    } catch {
      // No selection on this input type.
    }
  });

  return (
    <TextInput
      ref={(el) => {
        inner.current = el;
        if (typeof ref === 'function') ref(el);
        else if (ref) ref.current = el;
      }}
      autoComplete="off"
      inputMode="numeric"
      styles={styles ?? { input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
      {...rest}
      value={shown}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const input = event.currentTarget;
        const caret = input.selectionStart ?? input.value.length;
        caretDigits.current = filterDigits(input.value.slice(0, caret)).length;
        onValueChange(filterDigits(input.value));
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        preventEnterSubmit(event);
        onKeyDown?.(event);
      }}
    />
  );
});
