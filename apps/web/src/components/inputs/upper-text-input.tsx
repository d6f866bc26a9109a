import { forwardRef } from 'react';
import { toUpperText } from '@kencana/core';
import { FilteredTextInput, type FilteredTextInputProps } from './filtered-text-input.tsx';

/** Free text kept upper-case as it is typed (codes, names, asal barang): the value itself is upper-case. */
export const UpperTextInput = forwardRef<HTMLInputElement, FilteredTextInputProps>(function UpperTextInput(props, ref) {
  return <FilteredTextInput ref={ref} filter={toUpperText} {...props} />;
});
