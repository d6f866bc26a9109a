// THE master screen: the table of a definition's columns with edit and delete actions, the add button and
// the small add/edit modal, for every master list (and Data Users). Behaviour of the specification:
//   add → 'Data Berhasil Disimpan'; an add answered with DELETED → 'Warning !!!' Batal / Aktifkan → the
//   reactive call brings the record back; edit → 'Data Berhasil Diedit' (the key read-only); delete asks
//   'Apakah Anda Yakin Ingin Menghapus …?' (Tidak / OK) → 'Data Berhasil Di Hapus'; a refusal shows the
//   server's text, else 'Terjadi Kesalahan Saat Mengirim Data'. Edit-only lists (Master Toko) show no
//   add and no delete. The list is refreshed after every change (and so is every select using it).
import { useMemo, useState, type ReactNode } from 'react';
import { ActionIcon, Alert, Badge, Button, Group, Paper, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconPencil, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  columnFields,
  findRoute,
  formatGrams,
  formatNumber,
  formatRupiah,
  isPrivilegedLevel,
  konfirmasiHapus,
  konfirmasiNonaktif,
  MESSAGES,
  opsOf,
  rowId,
  rowLabel,
  SEMUA,
  type MasterBody,
  type MasterDefinition,
  type MasterEndpoints,
  type MasterField,
} from '@kencana/core';
import { ApiError, callApi, ConnectionError, confirmReactivate, errorText, isDeletedAnswer } from '../../lib/api.ts';
import { invalidateMasterList, useMasterOptions, useMasterRows } from '../../lib/master-lists.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.ts';
import { DataTable, type DataTableColumnDef } from '../data-table/index.ts';
import { PageFrame } from '../page-frame/index.ts';
import { confirmAction } from '../dialogs/confirm.ts';
import { MasterFormModal, type MasterFieldPropsFn, type MasterFormMode } from './master-form-modal.tsx';

export const MASTER_SCREEN_TEXT = {
  aksi: 'Aksi',
  edit: 'Ubah',
  hapus: 'Hapus',
  nonaktifkan: 'Nonaktifkan',
  status: 'Status',
  aktif: 'AKTIF',
  nonaktif: 'NONAKTIF',
  toko: 'Toko',
  tambah: 'Tambah',
} as const;

type Row = Record<string, unknown>;

export interface MasterScreenProps {
  api: MasterEndpoints<MasterDefinition>;
  /** Per-input changes (options, disabled) a screen needs beyond its definition. */
  fieldProps?: MasterFieldPropsFn;
  /** False disables edit and delete of a row the user may not change. */
  canChange?: (row: Row) => boolean;
  /** False disables delete only (one's own user). */
  canDelete?: (row: Row) => boolean;
  /** Further row actions (Reset Password). */
  rowActions?: (row: Row) => ReactNode;
  /** Values an add form starts with. */
  addDefaults?: Record<string, string>;
  /** False hides the add button (beyond the definition's ops). */
  canAdd?: boolean;
}

function cellText(field: MasterField, value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  switch (field.type) {
    case 'rupiah':
      return formatRupiah(value as number);
    case 'int':
      return formatNumber(value as number);
    case 'grams':
      return formatGrams(value as string, 3);
    default:
      return String(value);
  }
}

const isNumeric = (f: MasterField) => ['rupiah', 'int', 'grams', 'percent'].includes(f.type);

/** After a failed save or delete: the server's text, or the specification's fallback (a lost connection has its own dialog). */
function showFailure(error: unknown): void {
  if (error instanceof ConnectionError) return;
  notifyError(errorText(error, MESSAGES.terjadiKesalahanSaatMengirimData));
}

function StoreFilter({ value, onChange, privileged }: { value: string; onChange: (v: string) => void; privileged: boolean }) {
  const { data } = useMasterOptions('toko');
  return (
    <Select
      size="xs"
      w={220}
      aria-label={MASTER_SCREEN_TEXT.toko}
      data={privileged ? [{ value: SEMUA, label: MESSAGES.tokoSemua }, ...data] : data}
      value={value}
      onChange={(v) => v && onChange(v)}
      allowDeselect={false}
      disabled={!privileged}
    />
  );
}

export function MasterScreen({ api, fieldProps, canChange, canDelete, rowActions, addDefaults, canAdd = true }: MasterScreenProps) {
  const def = api.definition;
  const ops = opsOf(def);
  const session = useSession();
  const client = useQueryClient();
  const privileged = session ? isPrivilegedLevel(session.level) : false;
  const [store, setStore] = useState(session?.kode_toko ?? '');
  const list = useMasterRows(api, def.storeScoped ? { kode_toko: store } : undefined);
  const [form, setForm] = useState<{ mode: MasterFormMode; row?: Row } | null>(null);

  const route = def.route ? findRoute(def.route) : undefined;
  const title = route?.label ?? def.noun;
  const refresh = () => invalidateMasterList(client, def.key);

  const save = async (values: MasterBody): Promise<boolean> => {
    const mode = form?.mode;
    try {
      const answer =
        mode === 'edit' && form?.row
          ? await callApi(api.edit, { params: { id: rowId(def, form.row) }, body: values })
          : await callApi(api.add, { body: values });
      notifySuccess(answer.message);
      await refresh();
      return true;
    } catch (error) {
      if (mode === 'add' && error instanceof ApiError && isDeletedAnswer(error.message)) return reactivateAfterAdd(error, values);
      showFailure(error);
      return false;
    }
  };

  // The add found a deleted record: ask, then bring it back with the values just typed.
  const reactivateAfterAdd = async (error: ApiError, values: MasterBody): Promise<boolean> => {
    if (!(await confirmReactivate(error.message))) return false;
    const body = error.body as { id?: unknown } | undefined;
    const id = body?.id !== undefined ? String(body.id) : rowId(def, values);
    try {
      const answer = await callApi(api.reactive, { params: { id }, body: values });
      notifySuccess(answer.message);
      await refresh();
      return true;
    } catch (failure) {
      showFailure(failure);
      return false;
    }
  };

  const remove = async (row: Row) => {
    const what = `${def.noun} ${rowLabel(def, row)}`;
    const message = def.deactivates ? konfirmasiNonaktif(what) : konfirmasiHapus(what);
    if (!(await confirmAction({ message, danger: true }))) return;
    try {
      notifySuccess((await callApi(api.remove, { params: { id: rowId(def, row) } })).message);
      await refresh();
    } catch (error) {
      showFailure(error);
    }
  };

  const activate = async (row: Row) => {
    try {
      notifySuccess((await callApi(api.reactive, { params: { id: rowId(def, row) }, body: {} })).message);
      await refresh();
    } catch (error) {
      showFailure(error);
    }
  };

  const columns = useMemo<DataTableColumnDef<Row>[]>(() => {
    const cols: DataTableColumnDef<Row>[] = columnFields(def).map((field) => ({
      accessor: field.name,
      title: field.label,
      width: field.width,
      sortable: true,
      textAlign: isNumeric(field) ? 'right' : undefined,
      render: (row: Row) => cellText(field, row[field.name]),
    }));
    if (def.deactivates) {
      cols.push({
        accessor: 'is_active',
        title: MASTER_SCREEN_TEXT.status,
        width: 110,
        textAlign: 'center',
        text: (row) => (row.is_active ? MASTER_SCREEN_TEXT.aktif : MASTER_SCREEN_TEXT.nonaktif),
        render: (row) => (
          <Badge size="sm" variant="light" color={row.is_active ? 'green' : 'gray'}>
            {row.is_active ? MASTER_SCREEN_TEXT.aktif : MASTER_SCREEN_TEXT.nonaktif}
          </Badge>
        ),
      });
    }
    cols.push({
      accessor: '__actions',
      title: MASTER_SCREEN_TEXT.aksi,
      width: rowActions ? 130 : 96,
      textAlign: 'center',
      noExport: true,
      render: (row) => {
        const label = rowLabel(def, row);
        // A list scoped for writing (Master Toko): staff change only their own store's record.
        const ownStore = !def.writesOwnStore || privileged || row.kode_toko === session?.kode_toko;
        const changeable = ownStore && (canChange ? canChange(row) : true);
        const deletable = changeable && (canDelete ? canDelete(row) : true);
        return (
          <Group gap={4} justify="center" wrap="nowrap">
            {row.is_active !== false && ops.includes('edit') && (
              <Tooltip label={MASTER_SCREEN_TEXT.edit} openDelay={400}>
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  aria-label={`${MASTER_SCREEN_TEXT.edit} ${label}`}
                  disabled={!changeable}
                  onClick={() => setForm({ mode: 'edit', row })}
                >
                  <IconPencil size={16} />
                </ActionIcon>
              </Tooltip>
            )}
            {row.is_active !== false && ops.includes('delete') && (
              <Tooltip label={def.deactivates ? MASTER_SCREEN_TEXT.nonaktifkan : MASTER_SCREEN_TEXT.hapus} openDelay={400}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="sm"
                  aria-label={`${def.deactivates ? MASTER_SCREEN_TEXT.nonaktifkan : MASTER_SCREEN_TEXT.hapus} ${label}`}
                  disabled={!deletable}
                  onClick={() => void remove(row)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            )}
            {row.is_active === false && (
              <Tooltip label={MESSAGES.aktifkan} openDelay={400}>
                <ActionIcon
                  variant="subtle"
                  color="green"
                  size="sm"
                  aria-label={`${MESSAGES.aktifkan} ${label}`}
                  disabled={!changeable}
                  onClick={() => void activate(row)}
                >
                  <IconPlayerPlay size={16} />
                </ActionIcon>
              </Tooltip>
            )}
            {rowActions?.(row)}
          </Group>
        );
      },
    });
    return cols;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the row handlers are read when clicked; naming them would rebuild every column on each render
  }, [def, canChange, canDelete, rowActions, privileged, session?.kode_toko]);

  // Staff add trays (store-scoped records) only to their own store.
  const scopedFieldProps: MasterFieldPropsFn = (field, mode, row) => {
    const own = fieldProps?.(field, mode, row);
    if (def.storeScoped && field.name === 'kode_toko' && !privileged) return { ...own, disabled: true };
    return own;
  };

  const defaults = { ...(def.storeScoped ? { kode_toko: store === SEMUA ? (session?.kode_toko ?? '') : store } : {}), ...addDefaults };

  return (
    <PageFrame path={def.route} title={route?.title ?? def.noun.toUpperCase()}>
      <Paper withBorder radius="md" p="sm">
        {list.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={MESSAGES.oopss}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorText(list.error, MESSAGES.terjadiKesalahanSaatRequestData)}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
                {MESSAGES.cobaLagi}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <DataTable<Row>
            records={list.data ?? []}
            columns={columns}
            idAccessor={(row) => rowId(def, row)}
            exportName={title}
            fetching={list.isFetching && !list.data}
            onAdd={ops.includes('add') && canAdd ? () => setForm({ mode: 'add' }) : undefined}
            addLabel={`${MASTER_SCREEN_TEXT.tambah} ${def.noun}`}
            defaultPageSize={25}
            // A master list is opened to find a record: its search box takes the first keystroke.
            searchAutoFocus
            toolbar={def.storeScoped ? <StoreFilter value={store} onChange={setStore} privileged={privileged} /> : undefined}
          />
        )}
      </Paper>
      <MasterFormModal
        def={def}
        mode={form?.mode ?? null}
        row={form?.row}
        defaults={defaults}
        fieldProps={scopedFieldProps}
        onSubmit={save}
        onClose={() => setForm(null)}
      />
    </PageFrame>
  );
}
