// THE screen of every report, driven by its core definition: the parameter form ('Cari Laporan', which
// reads 'Sedang Mencari' while loading), the table with server paging, footer totals and expandable
// detail rows, the PDF and Excel exports (hidden until a non-empty result), and the spec's texts.
// Results are cleared when the report type changes, when a search comes back empty and on errors.
// Row actions (reprint, cancel) come from the page that shows the report; after one succeeds the report
// searches again with the remembered period.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconFileSpreadsheet, IconFileTypePdf, IconSearch } from '@tabler/icons-react';
import { Controller, useForm, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import {
  defaultParams,
  findRoute,
  formatCell,
  isNumericColumn,
  MENU_GROUPS,
  MESSAGES,
  REPORT_TEXT,
  reportLayout,
  reportsApi,
  SEMUA,
  type ReportColumn,
  type ReportDefinition,
  type ReportField,
  type ReportOption,
  type ReportParams,
  type ReportRowAction,
} from '@kencana/core';
import type { ReportResult, ReportRow } from '@kencana/core/contracts/reports';
import { DataTable, type DataTableColumnDef } from '../data-table/index.ts';
import { MenuBreadcrumbs } from '../screen-breadcrumbs/index.ts';
import { callApi, errorText, useApiQuery } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';
import { preventEnterSubmit } from '../../lib/forms.ts';
import { useSourceOptions } from '../../lib/source-options.ts';
import { notifyError, notifyInfo, notifySuccess } from '../../lib/notify.ts';
import { useToday } from '../../lib/use-today.ts';
import { rememberPeriod, withRememberedPeriod } from './period-storage.ts';

/** What a row action gets: the row, the parameters of the search that showed it, and a refresh. */
export interface RowActionContext {
  row: ReportRow;
  params: ReportParams;
}

/** Handlers of the definition's row actions, by action id; resolve when done (the report then refreshes). */
export type RowActionHandlers = Readonly<Record<string, (ctx: RowActionContext) => Promise<unknown> | void>>;

export interface ReportScreenProps {
  definition: ReportDefinition;
  actions?: RowActionHandlers;
  /** Content between the form and the table (a page's own notes). */
  children?: ReactNode;
}

type Shown = ReportResult & { params: ReportParams; data: Array<ReportRow & { __key: string }> };

/** The values of the fields `field` depends on (field.filterBy) that are filled, and whether all of them are. */
function filledDependencies(field: ReportField, values: Partial<ReportParams>): { filled: Record<string, string>; complete: boolean } {
  const filled: Record<string, string> = {};
  let complete = true;
  for (const name of field.filterBy ?? []) {
    const v = values[name];
    if (v) filled[name] = v;
    else complete = false;
  }
  return { filled, complete };
}

/** A searchable select of the field's loaded choices, SEMUA first when the field allows it. */
function OptionSelect({
  field,
  control,
  error,
  options,
  width,
  clearedValue,
}: {
  field: ReportField;
  control: Control<ReportParams>;
  error?: string;
  options: readonly ReportOption[];
  width: number;
  /** What the field holds when the select hands back no choice. */
  clearedValue: string;
}) {
  const data = [...(field.all ? [{ value: SEMUA, label: SEMUA }] : []), ...options];
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: f }) => (
        <Select
          label={field.label}
          size="xs"
          w={width}
          data={data}
          value={f.value ?? null}
          onChange={(v) => f.onChange(v ?? clearedValue)}
          searchable
          nothingFoundMessage={MESSAGES.tidakAdaData}
          error={error}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
}

/** A select over a shared list (field.source), narrowed by the filled fields it depends on. */
function SourceSelect({ field, control, error }: { field: ReportField; control: Control<ReportParams>; error?: string }) {
  const values = useWatch({ control });
  const options = useSourceOptions(field.source ?? 'toko', filledDependencies(field, values).filled);
  return <OptionSelect field={field} control={control} error={error} options={options} width={180} clearedValue="" />;
}

/**
 * A select whose choices a call of the specification answers (field.optionsCall), sent the values of the
 * fields it depends on once they are all filled: e.g. the shipment numbers of the chosen store and period.
 * Each answer's text is shown ('No Kirim Tersedia' / 'No Kirim Tidak Tersedia'); a chosen value the new
 * answer does not hold goes back to SEMUA.
 */
function CallSelect({ field, control, error, setValue }: { field: ReportField; control: Control<ReportParams>; error?: string; setValue: UseFormSetValue<ReportParams> }) {
  const values = useWatch({ control });
  const call = field.optionsCall as NonNullable<ReportField['optionsCall']>;
  const { filled: input, complete } = filledDependencies(field, values);
  const endpoint = useMemo(() => reportsApi.reportOptionsCallEndpoint(call), [call]);
  const answer = useApiQuery(endpoint, call.method === 'POST' ? { body: input } : { query: input }, { enabled: complete, retry: false, staleTime: 30_000 });
  const options = useMemo(() => (complete ? (answer.data?.data ?? []) : []).map((row) => call.option(row)), [answer.data, call, complete]);
  const fallback = field.default ?? (field.all ? SEMUA : '');
  const current = values[field.name] ?? fallback;

  const shown = useRef<unknown>(null);
  useEffect(() => {
    const data = answer.data;
    if (!complete || !data || shown.current === data) return;
    shown.current = data;
    if (data.data.length > 0) notifySuccess(data.message);
    else notifyInfo(data.message);
  }, [answer.data, complete]);

  useEffect(() => {
    if (current !== fallback && !options.some((o) => o.value === current)) setValue(field.name, fallback);
  }, [options, current, fallback, field.name, setValue]);

  return <OptionSelect field={field} control={control} error={error} options={options} width={260} clearedValue={fallback} />;
}

function FieldInput({
  field,
  control,
  error,
  onTypeChange,
  setValue,
}: {
  field: ReportField;
  control: Control<ReportParams>;
  error?: string;
  onTypeChange?: () => void;
  setValue: UseFormSetValue<ReportParams>;
}) {
  if (field.optionsCall) return <CallSelect field={field} control={control} error={error} setValue={setValue} />;
  if (field.kind === 'date') {
    return (
      <Controller
        name={field.name}
        control={control}
        render={({ field: f }) => (
          <DateInput
            label={field.label}
            size="xs"
            w={150}
            valueFormat="YYYY-MM-DD"
            clearable
            value={f.value || null}
            onChange={(v) => f.onChange(v ?? '')}
            error={error}
            popoverProps={{ withinPortal: true }}
          />
        )}
      />
    );
  }
  if (field.source) return <SourceSelect field={field} control={control} error={error} />;
  const data = [...(field.all ? [SEMUA] : []), ...(field.options ?? [])];
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: f }) => (
        <Select
          label={field.label}
          size="xs"
          w={140}
          data={data}
          value={f.value ?? null}
          onChange={(v) => {
            f.onChange(v ?? '');
            onTypeChange?.();
          }}
          error={error}
          allowDeselect={false}
        />
      )}
    />
  );
}

function DetailTable({ columns, rows }: { columns: readonly ReportColumn[]; rows: readonly Record<string, unknown>[] }) {
  if (rows.length === 0) return <Text size="xs" c="dimmed" px="md" py={4}>{MESSAGES.tidakAdaData}</Text>;
  return (
    <Box px="xl" py={4} bg="var(--mantine-color-gray-0)">
      <Table withTableBorder withColumnBorders fz="xs" verticalSpacing={2} horizontalSpacing="xs" aria-label={REPORT_TEXT.detail}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} ta={isNumericColumn(c) ? 'right' : 'left'}>
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={index}>
              {columns.map((c) => (
                <Table.Td key={c.key} ta={isNumericColumn(c) ? 'right' : 'left'} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatCell(c, row[c.key])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

/** Table columns of a report layout, with footer totals and the row actions. */
function tableColumns(
  columns: readonly ReportColumn[],
  totals: ReportResult['totals'] | null,
  actions: readonly ReportRowAction[],
  onAction: (action: ReportRowAction, row: ReportRow) => void,
  busy: string | null,
): DataTableColumnDef<ReportRow & { __key: string }>[] {
  // No footer over an empty table (the TOTAL row would sit on the 'Tidak Ada Data' notice).
  const hasFooter = totals !== null && columns.some((c) => c.total);
  const defs: DataTableColumnDef<ReportRow & { __key: string }>[] = columns.map((c) => ({
    accessor: c.key,
    title: c.label,
    textAlign: isNumericColumn(c) ? 'right' : 'left',
    noWrap: isNumericColumn(c) || c.noWrap === true,
    render: (row) => formatCell(c, row[c.key]),
    ...(hasFooter
      ? {
          footer: c.total === 'label' ? REPORT_TEXT.total : c.total === 'sum' && totals ? formatCell(c, totals[c.key] ?? 0) : '',
        }
      : {}),
    cellsStyle: () => (isNumericColumn(c) ? { fontVariantNumeric: 'tabular-nums' } : undefined),
  }));
  if (actions.length > 0) {
    defs.push({
      accessor: '__actions',
      title: REPORT_TEXT.aksi,
      noExport: true,
      textAlign: 'center',
      render: (row) => (
        <Group gap={4} justify="center" wrap="nowrap">
          {actions.map((a) => (
            <Button key={a.id} size="compact-xs" variant="light" loading={busy === `${a.id}:${row.__key}`} onClick={(e) => {
              e.stopPropagation();
              onAction(a, row);
            }}>
              {a.label}
            </Button>
          ))}
        </Group>
      ),
    });
  }
  return defs;
}

export function ReportScreen({ definition: def, actions = {}, children }: ReportScreenProps) {
  const today = useToday();
  const defaults = useMemo(() => defaultParams(def, today), [def, today]);
  const { control, handleSubmit, getValues, setValue, formState } = useForm<ReportParams>({ defaultValues: defaults, mode: 'onSubmit' });
  const [loading, setLoading] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const [exporting, setExporting] = useState<'pdf' | 'xlsx' | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const searchId = useRef(0);

  const search = useCallback(
    async (params: ReportParams, page = 1, quiet = false) => {
      const id = ++searchId.current;
      setLoading(true);
      try {
        const endpoint = reportsApi.reportEndpoint(def);
        const input = { ...params, page };
        const result = await callApi(endpoint, def.call.method === 'GET' ? { query: input } : { body: input });
        if (id !== searchId.current) return;
        rememberPeriod(def, params);
        if (result.data.length === 0) {
          setShown(null);
          notifyInfo(result.message || def.texts.empty);
          return;
        }
        setShown({ ...result, params, data: result.data.map((row, i) => ({ ...row, __key: `${page}-${i}` })) });
        if (!quiet && page === 1) notifySuccess(result.message);
      } catch (error) {
        if (id !== searchId.current) return;
        setShown(null);
        notifyError(errorText(error, def.texts.empty));
      } finally {
        if (id === searchId.current) setLoading(false);
      }
    },
    [def],
  );

  const submit = handleSubmit((raw) => {
    const parsed = def.params.safeParse(raw);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        next[key] ??= issue.message;
      }
      setErrors(next);
      const first = parsed.error.issues[0];
      if (first) notifyError(first.message);
      setShown(null);
      return;
    }
    setErrors({});
    void search(parsed.data);
  });

  // Goods Inside and the like search as the screen opens.
  const opened = useRef(false);
  useEffect(() => {
    if (!def.loadOnOpen || opened.current) return;
    opened.current = true;
    const parsed = def.params.safeParse(getValues());
    if (parsed.success) void search(parsed.data);
  }, [def, getValues, search]);

  const layout = reportLayout(def, shown?.params ?? getValues());
  const rowActions = (def.rowActions ?? []).filter((a) => actions[a.id] && (!a.types || !def.typeField || a.types.includes(shown?.params[def.typeField] ?? '')));

  const runAction = async (action: ReportRowAction, row: ReportRow) => {
    const handler = actions[action.id];
    if (!handler || !shown) return;
    const key = `${action.id}:${String(row.__key)}`;
    setBusy(key);
    try {
      const done = await handler({ row, params: shown.params });
      if (done === false) return;
      await search(withRememberedPeriod(def, shown.params), 1, true);
    } catch (error) {
      notifyError(errorText(error, MESSAGES.terjadiKesalahanSaatMengirimDataSilahkanUlangiLagi));
    } finally {
      setBusy(null);
    }
  };

  const exportAs = async (format: 'pdf' | 'xlsx') => {
    if (!shown) return;
    setExporting(format);
    try {
      await downloadFile(reportsApi.reportExportEndpoint(def), { query: { ...shown.params, format } }, `${def.id}.${format}`);
    } catch (error) {
      notifyError(errorText(error, MESSAGES.exportGagal));
    } finally {
      setExporting(null);
    }
  };

  const group = MENU_GROUPS.find((g) => g.routes.some((r) => def.menus.includes(r.path)));
  const columns = tableColumns(layout.columns, shown?.totals ?? null, rowActions, (a, r) => void runAction(a, r), busy);
  const detail = layout.detail;

  return (
    <Stack gap="sm">
      <MenuBreadcrumbs group={group?.label} screen={findRoute(def.menus[0] ?? '')?.label ?? def.title} />
      <Paper withBorder radius="md" p="sm">
        <form onSubmit={(e) => void submit(e)} onKeyDown={preventEnterSubmit} noValidate aria-label={def.title}>
          <Group justify="space-between" align="center" mb={def.fields.length > 0 ? 'xs' : 0} wrap="nowrap">
            <Title order={4}>{def.title}</Title>
            <Group gap="xs" wrap="nowrap">
              {shown && shown.data.length > 0 && def.exports.includes('pdf') && (
                <Button size="xs" variant="default" leftSection={<IconFileTypePdf size={14} />} loading={exporting === 'pdf'} onClick={() => void exportAs('pdf')}>
                  {REPORT_TEXT.exportPdf}
                </Button>
              )}
              {shown && shown.data.length > 0 && def.exports.includes('xlsx') && (
                <Button size="xs" variant="default" leftSection={<IconFileSpreadsheet size={14} />} loading={exporting === 'xlsx'} onClick={() => void exportAs('xlsx')}>
                  {REPORT_TEXT.exportExcel}
                </Button>
              )}
              <Button type="submit" size="xs" leftSection={<IconSearch size={14} />} disabled={loading}>
                {loading ? MESSAGES.sedangMencari : MESSAGES.cariLaporan}
              </Button>
            </Group>
          </Group>
          {def.fields.length > 0 && (
            <Group align="flex-start" gap="sm" wrap="wrap">
              {def.fields.map((field) => (
                <FieldInput
                  key={field.name}
                  field={field}
                  control={control}
                  error={errors[field.name] ?? formState.errors[field.name]?.message}
                  onTypeChange={field.name === def.typeField ? () => setShown(null) : undefined}
                  setValue={setValue}
                />
              ))}
            </Group>
          )}
        </form>
      </Paper>
      {children}
      <DataTable<ReportRow & { __key: string }>
        records={shown?.data ?? []}
        columns={columns}
        idAccessor="__key"
        searchable={false}
        exportable={false}
        fetching={loading}
        page={shown?.page ?? 1}
        onPageChange={(page) => shown && void search(shown.params, page, true)}
        totalRecords={shown?.total_rows ?? 0}
        recordsPerPage={shown?.page_size ?? def.pageSize ?? 100}
        pageSizes={[shown?.page_size ?? def.pageSize ?? 100]}
        // A fixed height makes the body scroll under the header with the totals row pinned below it.
        height={shown && shown.data.length > 10 ? 'calc(100vh - 300px)' : undefined}
        rowExpansion={
          detail
            ? { allowMultiple: true, content: ({ record }) => <DetailTable columns={detail.columns} rows={(record[detail.key] as Record<string, unknown>[] | undefined) ?? []} /> }
            : undefined
        }
      />
    </Stack>
  );
}
