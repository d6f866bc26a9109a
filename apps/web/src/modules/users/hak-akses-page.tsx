// /hak-akses-users: choose a user (from the select, or from the list of users with their level and store
// shown until one is chosen), tick the menus they may open, grouped as the sidebar with a select-all
// per group, save. The server applies the new rights on the user's next request and records them in
// audit_log. Only OWN/SU may save; OWN/SU users themselves have every menu.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Button, Checkbox, Grid, Group, Paper, Select, SimpleGrid, Text } from '@mantine/core';
import { IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { ALWAYS_ALLOWED_PATHS, isPrivilegedLevel, MENU_GROUPS, MESSAGES, USERS_API, usersApi, type MenuGroup } from '@kencana/core';
import { DataTable, type DataTableColumnDef } from '../../components/data-table/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi, errorText, useApiQuery } from '../../lib/api.ts';
import { invalidateMasterList, useMasterList, useMasterRows } from '../../lib/master-lists.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.ts';

export const HAK_AKSES_TEXT = {
  user: 'User',
  pilihSemua: 'Pilih Semua',
  menuDipilih: 'menu dipilih',
  pilih: 'Pilih',
  status: 'Status',
  aktif: 'AKTIF',
  nonaktif: 'NONAKTIF',
} as const;

type UserRow = { user_id: string; user_name: string; level: string; kode_toko: string; is_active: boolean };

/** The users to choose from, with their level and store: a row (or its Pilih button) chooses the user. */
function UserList({ users, loading, onPick }: { users: readonly UserRow[]; loading: boolean; onPick: (userId: string) => void }) {
  const stores = useMasterList('toko');
  const storeName = useMemo(() => new Map((stores.data ?? []).map((t) => [t.kode_toko, t.nama_toko])), [stores.data]);
  const store = (u: UserRow) => [u.kode_toko, storeName.get(u.kode_toko)].filter(Boolean).join(' - ');
  const columns: DataTableColumnDef<UserRow>[] = [
    { accessor: 'user_id', title: USERS_API.definition.fields[0]?.label },
    { accessor: 'user_name', title: USERS_API.definition.fields[1]?.label },
    {
      accessor: 'level',
      title: USERS_API.definition.fields[2]?.label,
      render: (u) => (
        <Badge variant="light" size="sm">
          {u.level}
        </Badge>
      ),
    },
    { accessor: 'kode_toko', title: USERS_API.definition.fields[3]?.label, text: store, render: store },
    {
      accessor: 'is_active',
      title: HAK_AKSES_TEXT.status,
      text: (u) => (u.is_active ? HAK_AKSES_TEXT.aktif : HAK_AKSES_TEXT.nonaktif),
      render: (u) =>
        u.is_active ? (
          HAK_AKSES_TEXT.aktif
        ) : (
          <Badge color="gray" variant="light" size="sm">
            {HAK_AKSES_TEXT.nonaktif}
          </Badge>
        ),
    },
    {
      accessor: '__pilih',
      title: '',
      noExport: true,
      textAlign: 'center',
      render: (u) => (
        <Button
          size="compact-xs"
          variant="light"
          aria-label={`${HAK_AKSES_TEXT.pilih} ${u.user_id}`}
          onClick={(e) => {
            e.stopPropagation();
            onPick(u.user_id);
          }}
        >
          {HAK_AKSES_TEXT.pilih}
        </Button>
      ),
    },
  ];
  return (
    <DataTable<UserRow>
      title={MESSAGES.pilihUser}
      records={users}
      columns={columns}
      idAccessor="user_id"
      exportable={false}
      fetching={loading}
      onRowClick={({ record }) => onPick(record.user_id)}
    />
  );
}

/** Groups with many routes (Laporan) take the full width. */
const WIDE_GROUP = 10;

function GroupCard({
  group,
  selected,
  disabled,
  onToggle,
  onToggleAll,
}: {
  group: MenuGroup;
  selected: ReadonlySet<string>;
  disabled: boolean;
  onToggle: (path: string, on: boolean) => void;
  onToggleAll: (group: MenuGroup, on: boolean) => void;
}) {
  const editable = group.routes.filter((r) => !ALWAYS_ALLOWED_PATHS.includes(r.path));
  const ticked = group.routes.filter((r) => selected.has(r.path) || ALWAYS_ALLOWED_PATHS.includes(r.path)).length;
  const all = ticked === group.routes.length;
  const wide = group.routes.length > WIDE_GROUP;
  return (
    <Paper withBorder radius="md" p="xs" h="100%">
      <Group justify="space-between" wrap="nowrap" mb={6}>
        <Checkbox
          size="xs"
          fw={600}
          label={group.label}
          aria-label={`${HAK_AKSES_TEXT.pilihSemua} ${group.label}`}
          checked={all}
          indeterminate={ticked > 0 && !all}
          disabled={disabled || editable.length === 0}
          onChange={(e) => onToggleAll(group, e.currentTarget.checked)}
        />
        <Text size="xs" c="dimmed">
          {ticked}/{group.routes.length}
        </Text>
      </Group>
      <SimpleGrid cols={wide ? 4 : 1} spacing={4} verticalSpacing={4} pl={22}>
        {group.routes.map((route) => {
          const always = ALWAYS_ALLOWED_PATHS.includes(route.path);
          return (
            <Checkbox
              key={route.path}
              size="xs"
              label={route.label}
              checked={always || selected.has(route.path)}
              disabled={disabled || always}
              onChange={(e) => onToggle(route.path, e.currentTarget.checked)}
            />
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}

export default function HakAksesPage() {
  const session = useSession();
  const client = useQueryClient();
  const canSave = session ? isPrivilegedLevel(session.level) : false;
  const users = useMasterRows(USERS_API);
  const [userId, setUserId] = useState<string | null>(null);
  const menus = useApiQuery(usersApi.getMenus, { params: { id: userId ?? '' } }, { enabled: userId !== null, staleTime: 0 });
  const target = menus.data?.data;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (target) setSelected(new Set(target.menus));
  }, [target]);

  const targetPrivileged = target ? isPrivilegedLevel(target.level) : false;
  const locked = !canSave || targetPrivileged || !target;

  const userOptions = useMemo(
    () =>
      (users.data ?? []).map((u) => ({
        value: u.user_id,
        label: `${u.user_id} - ${u.user_name} (${u.level}, ${u.kode_toko})${u.is_active ? '' : ' - NONAKTIF'}`,
      })),
    [users.data],
  );

  const toggle = (path: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(path);
      else next.delete(path);
      return next;
    });
  const toggleAll = (g: MenuGroup, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const r of g.routes) {
        if (ALWAYS_ALLOWED_PATHS.includes(r.path)) continue;
        if (on) next.add(r.path);
        else next.delete(r.path);
      }
      return next;
    });

  const save = async () => {
    if (!userId) return;
    setSaving(true);
    try {
      const answer = await callApi(usersApi.saveMenus, { params: { id: userId }, body: { menus: [...selected] } });
      notifySuccess(answer.message);
      await client.invalidateQueries({ queryKey: [usersApi.getMenus.path] });
      await invalidateMasterList(client, USERS_API.definition.key);
    } catch (error) {
      notifyError(errorText(error, MESSAGES.terjadiKesalahanSaatMengirimData));
    } finally {
      setSaving(false);
    }
  };

  const small = MENU_GROUPS.filter((g) => g.routes.length <= WIDE_GROUP);
  const wide = MENU_GROUPS.filter((g) => g.routes.length > WIDE_GROUP);
  const count = [...selected].length;

  return (
    <PageFrame path="/hak-akses-users">
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Group align="flex-end" gap="sm">
            <Select
              label={HAK_AKSES_TEXT.user}
              placeholder={MESSAGES.pilihUser}
              w={420}
              size="xs"
              autoFocus
              searchable
              openOnFocus={false}
              data={userOptions}
              value={userId}
              onChange={setUserId}
              nothingFoundMessage={MESSAGES.tidakAdaData}
            />
            {target && (
              <Group gap={6} pb={6}>
                <Badge variant="light">{target.level}</Badge>
                <Badge variant="light" color="gray">
                  {target.kode_toko}
                </Badge>
                <Text size="sm" c="dimmed">
                  {count} {HAK_AKSES_TEXT.menuDipilih}
                </Text>
              </Group>
            )}
          </Group>
          <Button size="xs" leftSection={<IconDeviceFloppy size={14} />} onClick={() => void save()} loading={saving} disabled={locked}>
            {MESSAGES.simpan}
          </Button>
        </Group>
        {target && (targetPrivileged || !canSave) && (
          <Alert mt="sm" variant="light" color="blue" icon={<IconInfoCircle size={18} />} p="xs">
            {targetPrivileged ? MESSAGES.semuaAksesOwnSu : MESSAGES.hanyaOwnSuHakAkses}
          </Alert>
        )}
        {menus.isError && (
          <Alert mt="sm" variant="light" color="red" p="xs">
            {errorText(menus.error, MESSAGES.terjadiKesalahanSaatRequestData)}
          </Alert>
        )}
      </Paper>
      {target ? (
        <>
          <Grid gap="sm">
            {small.map((g) => (
              <Grid.Col key={g.key} span={{ base: 12, sm: 6, md: 4, lg: 3 }}>
                <GroupCard group={g} selected={selected} disabled={locked} onToggle={toggle} onToggleAll={toggleAll} />
              </Grid.Col>
            ))}
          </Grid>
          {wide.map((g) => (
            <GroupCard key={g.key} group={g} selected={selected} disabled={locked} onToggle={toggle} onToggleAll={toggleAll} />
          ))}
        </>
      ) : (
        <UserList users={users.data ?? []} loading={users.isLoading} onPick={setUserId} />
      )}
    </PageFrame>
  );
}
