// Display helpers for weights and money: exact formatting from core, '-' for missing or unreadable values
// (a display must never throw over one bad cell).
import { Text, type TextProps } from '@mantine/core';
import { formatGrams, formatRupiah, type NumericInput } from '@kencana/core';

type Value = NumericInput | null | undefined;

/** "1,234.500" (3 decimals by default), or '-' when the value is missing or not a number. */
export function gramsOrDash(value: Value, decimals = 3): string {
  if (value === null || value === undefined || value === '') return '-';
  try {
    return formatGrams(value, decimals);
  } catch {
    return '-';
  }
}

/** "Rp. 1,250,000", or '-' when the value is missing or not a number. */
export function rupiahOrDash(value: Value): string {
  if (value === null || value === undefined || value === '') return '-';
  try {
    return formatRupiah(value);
  } catch {
    return '-';
  }
}

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

export interface GramTextProps extends Omit<TextProps, 'children'> {
  value: Value;
  /** Decimals shown: 3 by default, 2 in the tables that say so. */
  decimals?: number;
  /** Appends ' gr'. */
  withUnit?: boolean;
}

/** A weight in grams, inline, in the surrounding font. */
export function GramText({ value, decimals = 3, withUnit = false, ...rest }: GramTextProps) {
  const text = gramsOrDash(value, decimals);
  return (
    <Text component="span" inherit style={numeric} {...rest}>
      {withUnit && text !== '-' ? `${text} gr` : text}
    </Text>
  );
}

export interface MoneyTextProps extends Omit<TextProps, 'children'> {
  value: Value;
}

/** An amount in whole rupiah ("Rp. 1,250,000"), inline, in the surrounding font. */
export function MoneyText({ value, ...rest }: MoneyTextProps) {
  return (
    <Text component="span" inherit style={numeric} {...rest}>
      {rupiahOrDash(value)}
    </Text>
  );
}
