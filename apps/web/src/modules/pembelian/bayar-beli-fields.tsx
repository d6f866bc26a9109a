// The CASH / TRANSFER payment of a buy-back (the shop pays out) or of an exchange's difference.
import type { ReactNode } from 'react';
import { Group } from '@mantine/core';
import { MoneyInput, UpperTextInput } from '../../components/inputs/index.ts';
import { BELI_TEXT, type BayarBeli } from './pembelian-form.ts';

export interface BayarBeliFieldsProps {
  value: BayarBeli;
  onChange: (next: BayarBeli) => void;
  /** At the end of the row: the balance and the save button. */
  children?: ReactNode;
}

export function BayarBeliFields({ value, onChange, children }: BayarBeliFieldsProps) {
  const set = (patch: Partial<BayarBeli>) => onChange({ ...value, ...patch });
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <MoneyInput
        label={BELI_TEXT.cash}
        size="xs"
        w={150}
        value={value.cash}
        onValueChange={(cash) => set({ cash })}
        data-testid="bayar-cash"
      />
      <MoneyInput label={BELI_TEXT.transfer} size="xs" w={150} value={value.transfer} onValueChange={(transfer) => set({ transfer })} />
      <UpperTextInput
        label={BELI_TEXT.bank}
        size="xs"
        w={90}
        maxLength={20}
        value={value.kode_bank}
        onValueChange={(kode_bank) => set({ kode_bank })}
      />
      <UpperTextInput
        label={BELI_TEXT.noRef}
        size="xs"
        w={140}
        maxLength={50}
        value={value.no_referensi}
        onValueChange={(no_referensi) => set({ no_referensi })}
      />
      {children}
    </Group>
  );
}
