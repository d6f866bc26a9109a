import { forwardRef, type ReactNode } from 'react';
import { Text } from '@mantine/core';
import { filterWeight } from '@kencana/core';
import { FilteredTextInput, type FilteredTextInputProps } from './FilteredTextInput.tsx';

export interface WeightInputProps extends FilteredTextInputProps {
  /** Unit shown inside the field on the right; 'gr' by default, null for none. */
  suffix?: ReactNode;
}

/** Weight in grams: keeps digits and dots, a decimal comma becoming the point ("3,25" → "3.25"), right-aligned, 'gr'. */
export const WeightInput = forwardRef<HTMLInputElement, WeightInputProps>(function WeightInput(
  { suffix = 'gr', styles, ...rest },
  ref,
) {
  return (
    <FilteredTextInput
      ref={ref}
      filter={filterWeight}
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
