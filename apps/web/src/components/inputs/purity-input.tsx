import { forwardRef } from 'react';
import { filterPurity } from '@kencana/core';
import { FilteredTextInput, type FilteredTextInputProps } from './filtered-text-input.tsx';

/** Purity (kadar): keeps digits, dots and K, upper-casing k ("17k" → "17K", "99,9%" → "99.9"). */
export const PurityInput = forwardRef<HTMLInputElement, FilteredTextInputProps>(function PurityInput(props, ref) {
  return <FilteredTextInput ref={ref} filter={filterPurity} {...props} />;
});
