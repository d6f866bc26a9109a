import { forwardRef, type KeyboardEvent, type ReactNode } from 'react';
import { Text } from '@mantine/core';
import { filterWeight } from '@kencana/core';
import { FilteredTextInput, type FilteredTextInputProps } from './filtered-text-input.tsx';

export interface WeightInputProps extends FilteredTextInputProps {
  /** Unit shown inside the field on the right; 'gr' by default, null for none. */
  suffix?: ReactNode;
}

/**
 * Refuses a decimal separator (point or comma) typed where the weight already has one outside the selection
 * it replaces: the key does nothing, wherever the caret is. (filterWeight refuses what arrives otherwise:
 * a paste, a phone keyboard.)
 */
export function refuseSecondSeparator(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.key !== '.' && event.key !== ',') return;
  const input = event.currentTarget;
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  if (/[.,]/.test(input.value.slice(0, start) + input.value.slice(end))) event.preventDefault();
}

/**
 * Weight in grams: keeps digits and one decimal point, a decimal comma becoming the point ("3,25" → "3.25"),
 * right-aligned, 'gr'.
 */
export const WeightInput = forwardRef<HTMLInputElement, WeightInputProps>(function WeightInput(
  { suffix = 'gr', styles, onKeyDown, ...rest },
  ref,
) {
  return (
    <FilteredTextInput
      ref={ref}
      filter={filterWeight}
      onKeyDown={(event) => {
        refuseSecondSeparator(event);
        onKeyDown?.(event);
      }}
      inputMode="decimal"
      rightSection={
        suffix === null ? undefined : (
          <Text size="xs" c="dimmed">
            {suffix}
          </Text>
        )
      }
      rightSectionPointerEvents="none"
      styles={styles ?? { input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
      {...rest}
    />
  );
});
