// One input of a master form, chosen by the field's type: codes and texts upper-case as typed, money and
// counts digits only, grams and percentages digits and a dot, purity digits/dot/K, dates yyyy-MM-dd,
// selects over a shared list or fixed options. Enter never submits (the inputs stop it).
import { PasswordInput, Select, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { filterWeight, MASTER_API, MESSAGES, type MasterField } from '@kencana/core';
import { useMasterOptions, type MasterOption } from '../../lib/master-lists.ts';
import { DigitsInput, FilteredTextInput, MoneyInput, PurityInput, UpperTextInput, WeightInput } from '../inputs/index.ts';

export interface MasterFieldInputProps {
  field: MasterField;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  readOnly?: boolean;
  disabled?: boolean;
  /** Options replacing the field's own (levels a user may give). */
  options?: readonly string[];
  autoFocus?: boolean;
}

const unit = (text: string) => (
  <Text size="xs" c="dimmed">
    {text}
  </Text>
);

function ListSelect(props: MasterFieldInputProps & { list: NonNullable<MasterField['list']> }) {
  const { data } = useMasterOptions(props.list);
  return <OptionSelect {...props} data={data} />;
}

function OptionSelect({
  field,
  value,
  onChange,
  onBlur,
  error,
  readOnly,
  disabled,
  data,
  autoFocus,
}: MasterFieldInputProps & { data: MasterOption[] }) {
  // A value no longer in the list (a deleted record) still shows as itself.
  const shown = value && !data.some((o) => o.value === value) ? [{ value, label: value }, ...data] : data;
  return (
    <Select
      label={field.label}
      data={shown}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      onBlur={onBlur}
      error={error}
      readOnly={readOnly}
      disabled={disabled}
      searchable={!readOnly}
      clearable={field.required === false && !readOnly}
      allowDeselect={false}
      withAsterisk={field.required !== false}
      nothingFoundMessage={MESSAGES.tidakAdaData}
      autoFocus={autoFocus}
      data-autofocus={autoFocus || undefined}
    />
  );
}

export function MasterFieldInput(props: MasterFieldInputProps) {
  const { field, value, onChange, onBlur, error, readOnly, disabled, autoFocus } = props;
  const common = {
    label: field.label,
    value,
    onBlur,
    error,
    readOnly,
    disabled,
    withAsterisk: field.required !== false,
    autoFocus,
    'data-autofocus': autoFocus || undefined,
    maxLength:
      field.type === 'code' || field.type === 'text' || field.type === 'digits'
        ? (field.max ?? (field.type === 'text' ? 100 : 20))
        : undefined,
  };
  const onText = (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value);

  switch (field.type) {
    case 'select':
      if (props.options || field.options) {
        const data = (props.options ?? field.options ?? []).map((o) => ({ value: o, label: o }));
        return <OptionSelect {...props} data={data} />;
      }
      if (field.list && MASTER_API[field.list]) return <ListSelect {...props} list={field.list} />;
      return null;
    case 'rupiah':
      return <MoneyInput {...common} onValueChange={onChange} leftSection={unit('Rp')} />;
    case 'int':
      return <DigitsInput {...common} onChange={onText} styles={{ input: { textAlign: 'right' } }} />;
    case 'digits':
      return <DigitsInput {...common} onChange={onText} />;
    case 'grams':
      return <WeightInput {...common} onChange={onText} />;
    case 'percent':
      return (
        <FilteredTextInput
          {...common}
          filter={filterWeight}
          inputMode="decimal"
          onChange={onText}
          rightSection={unit('%')}
          rightSectionPointerEvents="none"
          styles={{ input: { textAlign: 'right' } }}
        />
      );
    case 'purity':
      return <PurityInput {...common} onChange={onText} />;
    case 'date':
      return (
        <DateInput
          label={field.label}
          value={value || null}
          onChange={(v) => onChange(v ?? '')}
          onBlur={onBlur}
          error={error}
          readOnly={readOnly}
          disabled={disabled}
          withAsterisk={field.required !== false}
          valueFormat="YYYY-MM-DD"
          popoverProps={{ withinPortal: true }}
          autoFocus={autoFocus}
        />
      );
    case 'password':
      return <PasswordInput {...common} onChange={onText} autoComplete="new-password" />;
    case 'text':
    case 'code':
      if (field.upper === false)
        return <TextInput {...common} onChange={onText} autoComplete="off" onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()} />;
      return <UpperTextInput {...common} onChange={onText} />;
  }
}
