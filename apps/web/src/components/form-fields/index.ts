export {
  DateField,
  MasterSelectField,
  MoneyField,
  PurityField,
  SearchSelectField,
  SegmentedField,
  SelectField,
  UpperTextField,
  WeightField,
  type FormFieldProps,
} from './form-fields.tsx';
