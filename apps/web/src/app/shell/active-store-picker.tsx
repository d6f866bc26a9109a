// The header's 'Toko Aktif' for OWN and SU: the store the session acts for, and a searchable list of the chain's
// stores to act for another one (PUT users/toko-aktif). After a switch every screen is shown again for the new
// store (store-scope.tsx), so a confirmation says that what is typed and not saved is lost.
import { useState } from 'react';
import { Combobox, Group, Text, UnstyledButton, useCombobox } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBuildingStore, IconChevronDown } from '@tabler/icons-react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { authApi, MASTER_API, MESSAGES, type SessionData } from '@kencana/core';
import { callApi, errorText } from '../../lib/api.ts';
import { masterRowsOptions } from '../../lib/master-lists.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { isActingForAnotherStore, updateSessionData } from '../../lib/session.ts';
import classes from './shell.module.css';

export const ACTIVE_STORE_TEXT = {
  cariToko: 'Cari Toko',
  tidakAdaToko: 'Toko Tidak Ditemukan',
  tokoAsal: 'Toko Asal',
  konfirmasi: (toko: string) => `Ganti Toko Aktif Ke ${toko}? Layar Dimuat Ulang Untuk Toko Ini, Isian Yang Belum Disimpan Hilang.`,
} as const;

/**
 * Asks the server to act for `kode_toko`, then keeps the answered session data (the shell shows the new store). A
 * refresh of the session data still under way answers the old store: it is cancelled and given the new answer.
 */
export async function switchActiveStore(client: QueryClient, kode_toko: string): Promise<void> {
  try {
    const answer = await callApi(authApi.tokoAktif, { body: { kode_toko } });
    const me = [authApi.me.path, undefined];
    await client.cancelQueries({ queryKey: me, exact: true });
    client.setQueryData(me, { data: answer.data });
    updateSessionData(answer.data);
    notifySuccess(answer.message);
  } catch (error) {
    notifyError(errorText(error, MESSAGES.terjadiKesalahanSaatMengirimData));
  }
}

export function ActiveStorePicker({ session }: { session: SessionData }) {
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
    },
    onDropdownOpen: () => {
      setOpened(true);
      combobox.focusSearchInput();
    },
  });
  // The chain's stores are read when the list is first opened: the frame loads no list at start.
  const [opened, setOpened] = useState(false);
  const stores = useQuery({ ...masterRowsOptions(MASTER_API.toko), enabled: opened });
  const elsewhere = isActingForAnotherStore(session);
  const wanted = search.trim().toUpperCase();
  const options = (stores.data ?? []).filter(
    (store) => !wanted || store.kode_toko.includes(wanted) || store.nama_toko.toUpperCase().includes(wanted),
  );

  const choose = (kode_toko: string) => {
    combobox.closeDropdown();
    if (kode_toko === session.kode_toko) return;
    const store = stores.data?.find((row) => row.kode_toko === kode_toko);
    modals.openConfirmModal({
      title: MESSAGES.tokoAktif,
      children: <Text size="sm">{ACTIVE_STORE_TEXT.konfirmasi(`${kode_toko} - ${store?.nama_toko ?? ''}`)}</Text>,
      labels: { confirm: MESSAGES.ok, cancel: MESSAGES.tidak },
      onConfirm: () => void switchActiveStore(client, kode_toko),
    });
  };

  return (
    <Combobox store={combobox} width={300} position="bottom-start" shadow="md" withinPortal onOptionSubmit={choose}>
      <Combobox.Target withAriaAttributes={false}>
        <UnstyledButton
          className={classes.activeStore}
          data-elsewhere={elsewhere || undefined}
          onClick={() => combobox.toggleDropdown()}
          // A picker, as a select is (and "Toko" must not answer a search for an "OK" button).
          role="combobox"
          aria-label={`${MESSAGES.tokoAktif}: ${session.kode_toko} - ${session.nama_toko}`}
          aria-haspopup="listbox"
          aria-expanded={combobox.dropdownOpened}
        >
          <Group gap={8} wrap="nowrap" miw={0}>
            <IconBuildingStore size={16} aria-hidden />
            <div style={{ lineHeight: 1.1, minWidth: 0 }}>
              <Text size="10px" c={elsewhere ? 'orange.4' : 'gold.4'} tt="uppercase" fw={700} lts={0.5}>
                {MESSAGES.tokoAktif}
              </Text>
              <Text className={classes.storeName} truncate="end" data-testid="header-store">
                {session.nama_toko}
              </Text>
            </div>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Search
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={ACTIVE_STORE_TEXT.cariToko}
          aria-label={ACTIVE_STORE_TEXT.cariToko}
        />
        <Combobox.Options mah={320} style={{ overflowY: 'auto' }}>
          {options.length === 0 ? (
            <Combobox.Empty>{ACTIVE_STORE_TEXT.tidakAdaToko}</Combobox.Empty>
          ) : (
            options.map((store) => (
              <Combobox.Option value={store.kode_toko} key={store.kode_toko} active={store.kode_toko === session.kode_toko}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" fw={store.kode_toko === session.kode_toko ? 700 : 400}>
                    {store.kode_toko} - {store.nama_toko}
                  </Text>
                  {store.kode_toko === session.kode_toko_asal ? (
                    <Text size="xs" c="dimmed">
                      {ACTIVE_STORE_TEXT.tokoAsal}
                    </Text>
                  ) : null}
                </Group>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
