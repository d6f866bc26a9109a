// The seller of a buy-back or an exchange: NIK, name, phone, address, all required by the law against fencing.
import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { DigitsInput, UpperTextInput } from '../../components/inputs/index.ts';
import { BELI_TEXT, type CustomerBeli } from './pembelian-form.ts';

export interface CustomerBeliFieldsProps {
  value: CustomerBeli;
  onChange: (next: CustomerBeli) => void;
  /** Below the fields (the buy-back's photo). */
  children?: ReactNode;
}

export function CustomerBeliFields({ value, onChange, children }: CustomerBeliFieldsProps) {
  const set = (patch: Partial<CustomerBeli>) => onChange({ ...value, ...patch });
  return (
    <Stack gap={6}>
      <div>
        <Title order={5}>{BELI_TEXT.customer}</Title>
        <Text size="xs" c="dimmed">
          {BELI_TEXT.wajib}
        </Text>
      </div>
      <DigitsInput
        label={BELI_TEXT.nik}
        size="xs"
        withAsterisk
        maxLength={16}
        value={value.no_ktp}
        onValueChange={(no_ktp) => set({ no_ktp })}
        data-testid="nik"
      />
      <UpperTextInput
        label={BELI_TEXT.nama}
        size="xs"
        withAsterisk
        maxLength={100}
        value={value.nama}
        onValueChange={(nama) => set({ nama })}
      />
      <DigitsInput
        label={BELI_TEXT.noHp}
        size="xs"
        withAsterisk
        maxLength={15}
        value={value.no_hp}
        onValueChange={(no_hp) => set({ no_hp })}
      />
      <UpperTextInput
        label={BELI_TEXT.alamat}
        size="xs"
        withAsterisk
        maxLength={200}
        value={value.alamat}
        onValueChange={(alamat) => set({ alamat })}
      />
      {children}
    </Stack>
  );
}
