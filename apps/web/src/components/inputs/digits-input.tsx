import { forwardRef } from 'react';
import { filterDigits } from '@kencana/core';
import { FilteredTextInput, type FilteredTextInputProps } from './filtered-text-input.tsx';

/** Whole numbers (qty, fees, rupiah): keeps digits only ("1.000" → "1000"). */
export const DigitsInput = forwardRef<HTMLInputElement, FilteredTextInputProps>(function DigitsInput(props, ref) {
  return <FilteredTextInput ref={ref} filter={filterDigits} inputMode="numeric" {...props} />;
});
