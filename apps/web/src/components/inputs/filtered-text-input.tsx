// The base of every filtered field: a Mantine TextInput that rewrites what is typed through a keystroke
// filter of core (filterWeight, filterPurity, filterDigits, toUpperText) before anyone sees the change.
// The filtered text is written into the input element itself, so the field works the same controlled
// (value/onChange, react-hook-form's Controller) and uncontrolled (react-hook-form's register).
import { forwardRef, type ChangeEvent, type KeyboardEvent } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';

export interface FilteredTextInputProps extends TextInputProps {
  /** Called with the filtered text after every change (besides the usual onChange event). */
  onValueChange?: (value: string) => void;
  /** Enter submits the surrounding form only when true; by default it never does (specification §5). */
  allowEnterSubmit?: boolean;
}

/**
 * Rewrites the input's text through `filter`, keeping the caret where the user was typing. Filters are
 * character-wise, so the caret's new place is the length of the filtered text before it.
 */
export function applyFilter(input: HTMLInputElement, filter: (s: string) => string): string {
  const raw = input.value;
  const next = filter(raw);
  if (next !== raw) {
    const caret = input.selectionStart ?? raw.length;
    const place = filter(raw.slice(0, caret)).length;
    input.value = next;
    try {
      input.setSelectionRange(place, place);
    } catch {
      // Some input types (number, email) have no selection; the caret then goes to the end.
    }
  }
  return next;
}

/** Stops Enter from submitting the form a field sits in. */
export function preventEnterSubmit(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.key === 'Enter') event.preventDefault();
}

export const FilteredTextInput = forwardRef<HTMLInputElement, FilteredTextInputProps & { filter: (s: string) => string }>(
  function FilteredTextInput({ filter, onChange, onValueChange, onKeyDown, allowEnterSubmit = false, ...rest }, ref) {
    return (
      <TextInput
        ref={ref}
        autoComplete="off"
        {...rest}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const value = applyFilter(event.currentTarget, filter);
          onChange?.(event);
          onValueChange?.(value);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (!allowEnterSubmit) preventEnterSubmit(event);
          onKeyDown?.(event);
        }}
      />
    );
  },
);
