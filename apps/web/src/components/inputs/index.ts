export { FilteredTextInput, applyFilter, preventEnterSubmit, type FilteredTextInputProps } from './filtered-text-input.tsx';
export { WeightInput, type WeightInputProps } from './weight-input.tsx';
export { PurityInput } from './purity-input.tsx';
export { DigitsInput } from './digits-input.tsx';
export { DateValueInput, type DateValueInputProps } from './date-value-input.tsx';
export { UpperTextInput } from './upper-text-input.tsx';
export { BarcodeInput, type BarcodeInputProps } from './barcode-input.tsx';
export { GramText, MoneyText, gramsOrDash, rupiahOrDash, type GramTextProps, type MoneyTextProps } from './gram-text.tsx';
export { MoneyInput, type MoneyInputProps } from './money-input.tsx';
