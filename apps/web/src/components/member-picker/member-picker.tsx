// The member picker of every counter screen: type a card number, a phone number or a part of the name
// (2 characters or more), the server answers up to 20 members of the chain (GET member/cari), the chosen
// one is shown with its points. Sales, buy-backs and the member screens share it.
import { useEffect, useState } from 'react';
import { Badge, Group, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { formatQty, memberApi, type MemberSummary } from '@kencana/core';
import { useApiQuery } from '../../lib/api.ts';

export const MEMBER_PICKER_TEXT = {
  label: 'Member',
  placeholder: 'Kode / No HP / Nama Member',
  kosong: 'Member Tidak Ditemukan',
  poin: 'Poin',
} as const;

export interface MemberPickerProps {
  value: MemberSummary | null;
  onChange: (member: MemberSummary | null) => void;
  label?: string;
  w?: number | string;
  disabled?: boolean;
  autoFocus?: boolean;
}

const optionLabel = (m: MemberSummary) => `${m.kode_member} - ${m.nama_member} (${m.no_hp})`;

export function MemberPicker({ value, onChange, label = MEMBER_PICKER_TEXT.label, w = 360, disabled, autoFocus }: MemberPickerProps) {
  const [search, setSearch] = useState(value ? optionLabel(value) : '');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const typing = !value || search !== optionLabel(value);
  const query = useApiQuery(memberApi.cariMember, { query: { q: debounced } }, { enabled: typing && debounced.length >= 2 });
  const found = query.data?.data ?? [];
  const options = value && !found.some((m) => m.kode_member === value.kode_member) ? [value, ...found] : found;

  useEffect(() => {
    if (value) setSearch(optionLabel(value));
    else setSearch('');
  }, [value]);

  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Select
        label={label}
        placeholder={MEMBER_PICKER_TEXT.placeholder}
        size="xs"
        w={w}
        searchable
        clearable
        autoFocus={autoFocus}
        disabled={disabled}
        leftSection={<IconSearch size={14} />}
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        nothingFoundMessage={debounced.length >= 2 && !query.isFetching ? MEMBER_PICKER_TEXT.kosong : undefined}
        data={options.map((m) => ({ value: m.kode_member, label: optionLabel(m) }))}
        value={value?.kode_member ?? null}
        onChange={(kode) => onChange(options.find((m) => m.kode_member === kode) ?? null)}
      />
      {value && (
        <Badge size="lg" variant="light" color="yellow" data-testid="poin-member">
          {MEMBER_PICKER_TEXT.poin} {formatQty(value.poin)}
        </Badge>
      )}
      {value && (
        <Text size="xs" c="dimmed" maw={320} lineClamp={2}>
          {[value.alamat, value.kode_toko].filter(Boolean).join(' · ')}
        </Text>
      )}
    </Group>
  );
}
