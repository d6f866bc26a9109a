// The app's one date input outside a react-hook-form form: the same YYYY-MM-DD field as the forms'
// DateField and the reports' period (Mantine's DateInput), controlled by a plain string. The browser's
// native date input shows each machine's locale order and cannot be typed the same way everywhere.
import { DateInput, type DateInputProps } from '@mantine/dates';

export interface DateValueInputProps extends Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'maxDate' | 'minDate'> {
  /** 'YYYY-MM-DD', or '' for no date. */
  value: string;
  onValueChange: (value: string) => void;
  /** The last day that can be picked ('YYYY-MM-DD'). */
  max?: string;
  min?: string;
}

export function DateValueInput({ value, onValueChange, max, min, size = 'xs', popoverProps, ...rest }: DateValueInputProps) {
  return (
    <DateInput
      size={size}
      valueFormat="YYYY-MM-DD"
      value={value || null}
      onChange={(next) => onValueChange(next ?? '')}
      maxDate={max}
      minDate={min}
      popoverProps={{ withinPortal: true, ...popoverProps }}
      {...rest}
    />
  );
}
