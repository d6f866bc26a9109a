// Inputs bound to a react-hook-form form by name: each one is a Controller around one of the shared inputs
// (components/inputs, master-select, Mantine's Select/SegmentedControl/DateInput), showing the form's
// message for its field (or the `error` given, while the form holds none). Small ('xs') by default: they
// sit in the dense back-office forms. Use them instead of writing a Controller per field.
import type { ReactNode } from 'react';
import { Input, SegmentedControl, Select, Text, type SelectProps } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { MESSAGES, padGrams, type MasterKey } from '@kencana/core';
import { MoneyInput, PurityInput, UpperTextInput, WeightInput } from '../inputs/index.ts';
import { MasterSelect, type MasterSelectProps } from '../master-select/index.ts';

export interface FormFieldProps<T extends FieldValues, O extends FieldValues = T> {
  name: Path<T>;
  /** The form's control (a form whose schema transforms its values passes its output type as O). */
  control: Control<T, unknown, O>;
  label: ReactNode;
  /** Shows the asterisk (the schema decides what is required). */
  required?: boolean;
  /** Shown while the form holds no message for this field (a rule checked as it is typed). */
  error?: string;
  size?: 'xs' | 'sm' | 'md';
}

/** The text a field holds ('' for nothing). */
const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** A weight in grams; padded to 3 decimals on leaving the field ("2.5" → "2.500"). */
export function WeightField<T extends FieldValues, O extends FieldValues = T>({
  name,
  control,
  label,
  required,
  error,
  size = 'xs',
  readOnly,
  onBlurred,
}: FormFieldProps<T, O> & {
  readOnly?: boolean;
  /** After the padding, when the field is left (fill other fields from it). */ onBlurred?: () => void;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <WeightInput
          label={label}
          size={size}
          withAsterisk={required}
          readOnly={readOnly}
          variant={readOnly ? 'filled' : 'default'}
          value={text(field.value)}
          onChange={field.onChange}
          onBlur={() => {
            field.onChange(padGrams(text(field.value)));
            onBlurred?.();
            field.onBlur();
          }}
          error={fieldState.error?.message ?? error}
        />
      )}
    />
  );
}

/** A purity ("75", "99.9", "24K"). */
export function PurityField<T extends FieldValues, O extends FieldValues = T>({
  name,
  control,
  label,
  required,
  error,
  size = 'xs',
  onBlurred,
}: FormFieldProps<T, O> & { onBlurred?: () => void }) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <PurityInput
          label={label}
          size={size}
          withAsterisk={required}
          value={text(field.value)}
          onChange={field.onChange}
          onBlur={() => {
            onBlurred?.();
            field.onBlur();
          }}
          error={fieldState.error?.message ?? error}
        />
      )}
    />
  );
}

/** A text, upper-case as typed. */
export function UpperTextField<T extends FieldValues, O extends FieldValues = T>({
  name,
  control,
  label,
  required,
  error,
  size = 'xs',
  maxLength,
}: FormFieldProps<T, O> & { maxLength?: number }) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <UpperTextInput
          label={label}
          size={size}
          withAsterisk={required}
          maxLength={maxLength}
          value={text(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message ?? error}
        />
      )}
    />
  );
}

/** Whole rupiah, shown grouped as typed ("4,500,000") while the form holds digits, 'Rp.' in front. */
export function MoneyField<T extends FieldValues, O extends FieldValues = T>({
  name,
  control,
  label,
  required,
  error,
  size = 'xs',
}: FormFieldProps<T, O>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <MoneyInput
          label={label}
          size={size}
          withAsterisk={required}
          value={text(field.value)}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message ?? error}
          leftSection={<Text size="xs">Rp.</Text>}
        />
      )}
    />
  );
}

/** A select over a shared master list (the value is the record's code; '' for none). */
export function MasterSelectField<T extends FieldValues, K extends MasterKey, O extends FieldValues = T>({
  name,
  control,
  label,
  required,
  error,
  size = 'xs',
  ...select
}: FormFieldProps<T, O> & Omit<MasterSelectProps<K>, 'name' | 'label' | 'value' | 'onChange' | 'error' | 'size' | 'required'>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <MasterSelect<K>
          label={label}
          withAsterisk={required}
          size={size}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...select}
          value={text(field.value) || null}
          onChange={(v) => field.onChange(v ?? '')}
          error={fieldState.error?.message ?? error}
        />
      )}
    />
  );
}

/** A select of fixed choices. `clearedValue` is what the field holds when the select hands back none. */
export function SelectField<T extends FieldValues, O extends FieldValues = T>({
  name,
  control,
  label,
  required,
  error,
  size = 'xs',
  clearedValue = '',
  onValueChange,
  ...select
}: FormFieldProps<T, O> &
  Omit<SelectProps, 'name' | 'label' | 'value' | 'onChange' | 'error' | 'size' | 'required'> & {
    clearedValue?: string;
    /** After the form took the new value. */
    onValueChange?: (value: string) => void;
  }) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          withAsterisk={required}
          size={size}
          allowDeselect={false}
          {...select}
          value={(field.value as string | null | undefined) ?? null}
          onChange={(v) => {
            field.onChange(v ?? clearedValue);
            onValueChange?.(v ?? clearedValue);
          }}
          error={fieldState.error?.message ?? error}
        />
      )}
    />
  );
}

/** A searchable select of fixed choices that says 'Tidak Ada Data' when a search finds none. */
export function SearchSelectField<T extends FieldValues, O extends FieldValues = T>(props: Parameters<typeof SelectField<T, O>>[0]) {
  return (
    <SelectField<T, O>
      searchable
      openOnFocus={false}
      nothingFoundMessage={MESSAGES.tidakAdaData}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}

/** One of a few choices as a segmented control, labelled like an input. */
export function SegmentedField<T extends FieldValues, O extends FieldValues = T>({
  name,
  control,
  label,
  required,
  error,
  size = 'xs',
  data,
}: FormFieldProps<T, O> & { data: readonly string[] }) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message ?? error;
        return (
          <Input.Wrapper label={label} size={size} withAsterisk={required} error={message}>
            <SegmentedControl
              fullWidth
              size={size}
              aria-label={typeof label === 'string' ? label : undefined}
              data={[...data]}
              value={text(field.value)}
              onChange={field.onChange}
              color={message ? 'red' : undefined}
            />
          </Input.Wrapper>
        );
      }}
    />
  );
}

/** A date, written yyyy-MM-dd ('' for none). */
export function DateField<T extends FieldValues, O extends FieldValues = T>({
  name,
  control,
  label,
  required,
  error,
  size = 'xs',
  w,
}: FormFieldProps<T, O> & { w?: number }) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <DateInput
          label={label}
          size={size}
          w={w}
          withAsterisk={required}
          valueFormat="YYYY-MM-DD"
          clearable
          value={text(field.value) || null}
          onChange={(v) => field.onChange(v ?? '')}
          error={fieldState.error?.message ?? error}
          popoverProps={{ withinPortal: true }}
        />
      )}
    />
  );
}
