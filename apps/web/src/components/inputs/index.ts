export { FilteredTextInput, applyFilter, preventEnterSubmit, type FilteredTextInputProps } from './FilteredTextInput.tsx';
export { WeightInput, type WeightInputProps } from './WeightInput.tsx';
export { PurityInput } from './PurityInput.tsx';
export { DigitsInput } from './DigitsInput.tsx';
export { DateValueInput, type DateValueInputProps } from './DateValueInput.tsx';
export { UpperTextInput } from './UpperTextInput.tsx';
export { BarcodeInput, type BarcodeInputProps } from './BarcodeInput.tsx';
export { GramText, MoneyText, gramsOrDash, rupiahOrDash, type GramTextProps, type MoneyTextProps } from './GramText.tsx';
export { MoneyInput, type MoneyInputProps } from './MoneyInput.tsx';
