// THE screen of every report, driven by its core definition: the parameter form ('Cari Laporan', which
// reads 'Sedang Mencari' while loading), the table with server paging, footer totals and expandable
// detail rows, the PDF and Excel exports (hidden until a non-empty result), and the spec's texts: the
// answer's message ('Laporan … Tersedia') as the status line over the rows, 'Silahkan Cari Data' before a
// search, 'Tidak Ada Data' once one found nothing. Results are cleared when the report type changes, when
// a search comes back empty and on errors.
// Row actions (reprint, cancel) come from the page that shows the report; after one succeeds the report
// searches again with the remembered period. The search itself is useReportSearch; this file only renders.
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Box, Button, Group, Paper, Table, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { IconFileSpreadsheet, IconFileTypePdf, IconSearch } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useForm, useWatch, type Control, type Resolver, type UseFormSetValue } from 'react-hook-form';
import {
  defaultParams,
  findRoute,
  formatCell,
  isNumericColumn,
  MESSAGES,
  offersAll,
  REPORT_TEXT,
  reportLayout,
  resetValue,
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
import { DateField, SearchSelectField, SelectField, UpperTextField } from '../form-fields/index.ts';
import { PageFrame } from '../page-frame/index.ts';
import { useApiQuery } from '../../lib/api.ts';
import { preventEnterSubmit } from '../../lib/forms.ts';
import { useSourceOptions } from '../../lib/source-options.ts';
import { notifyError, notifyInfo, notifySuccess } from '../../lib/notify.ts';
import { startingStoreFilter, useSession } from '../../lib/session.ts';
import { useToday } from '../../lib/use-today.ts';
import {
  useReportExport,
  useReportRowActions,
  useReportSearch,
  type RowActionHandlers,
  type ShownReport,
  type ShownRow,
} from './use-report-search.ts';

export type { RowActionContext, RowActionHandlers } from './use-report-search.ts';

export interface ReportScreenProps {
  definition: ReportDefinition;
  actions?: RowActionHandlers;
  /**
   * Content between the form and the table (a page's own notes). A function is given the answer on screen
   * (null before a search), so the content follows the period and store searched, never a period of its own.
   */
  children?: ReactNode | ((shown: ShownReport | null) => ReactNode);
}

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
  options,
  width,
  clearedValue,
  all,
}: {
  field: ReportField;
  control: Control<ReportParams>;
  options: readonly ReportOption[];
  width: number;
  /** What the field holds when the select hands back no choice. */
  clearedValue: string;
  /** SEMUA offered (the field's `all`, unless the report's type excludes it). */
  all: boolean;
}) {
  const data = [...(all ? [{ value: SEMUA, label: SEMUA }] : []), ...options];
  return <SearchSelectField name={field.name} control={control} label={field.label} w={width} data={data} clearedValue={clearedValue} />;
}

/** A select over a shared list (field.source), narrowed by the filled fields it depends on. */
function SourceSelect({ def, field, control }: { def: ReportDefinition; field: ReportField; control: Control<ReportParams> }) {
  const values = useWatch({ control });
  const options = useSourceOptions(field.source ?? 'toko', filledDependencies(field, values).filled);
  return (
    <OptionSelect
      field={field}
      control={control}
      options={options}
      width={180}
      clearedValue=""
      all={offersAll(def, field, values as ReportParams)}
    />
  );
}

/**
 * A select whose choices a call of the specification answers (field.optionsCall), sent the values of the
 * fields it depends on once they are all filled: e.g. the shipment numbers of the chosen store and period.
 * Each answer's text is shown ('No Kirim Tersedia' / 'No Kirim Tidak Tersedia'); a chosen value the new
 * answer does not hold goes back to SEMUA.
 */
function CallSelect({
  def,
  field,
  control,
  setValue,
}: {
  def: ReportDefinition;
  field: ReportField;
  control: Control<ReportParams>;
  setValue: UseFormSetValue<ReportParams>;
}) {
  const values = useWatch({ control });
  const call = field.optionsCall as NonNullable<ReportField['optionsCall']>;
  const { filled: input, complete } = filledDependencies(field, values);
  const endpoint = useMemo(() => reportsApi.reportOptionsCallEndpoint(call), [call]);
  const answer = useApiQuery(endpoint, call.method === 'POST' ? { body: input } : { query: input }, {
    enabled: complete,
    retry: false,
    staleTime: 30_000,
  });
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

  return (
    <OptionSelect
      field={field}
      control={control}
      options={options}
      width={260}
      clearedValue={fallback}
      all={offersAll(def, field, values as ReportParams)}
    />
  );
}

function FieldInput({
  def,
  field,
  control,
  onTypeChange,
  setValue,
}: {
  def: ReportDefinition;
  field: ReportField;
  control: Control<ReportParams>;
  onTypeChange?: () => void;
  setValue: UseFormSetValue<ReportParams>;
}) {
  if (field.optionsCall) return <CallSelect def={def} field={field} control={control} setValue={setValue} />;
  if (field.kind === 'date') return <DateField name={field.name} control={control} label={field.label} w={150} />;
  if (field.kind === 'text')
    return (
      <Box w={220}>
        <UpperTextField name={field.name} control={control} label={field.label} maxLength={40} />
      </Box>
    );
  if (field.source) return <SourceSelect def={def} field={field} control={control} />;
  const data = [...(field.all ? [SEMUA] : []), ...(field.options ?? [])];
  return <SelectField name={field.name} control={control} label={field.label} w={140} data={data} onValueChange={onTypeChange} />;
}

function DetailTable({ columns, rows }: { columns: readonly ReportColumn[]; rows: readonly Record<string, unknown>[] }) {
  if (rows.length === 0)
    return (
      <Text size="xs" c="dimmed" px="md" py={4}>
        {MESSAGES.tidakAdaData}
      </Text>
    );
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
): DataTableColumnDef<ShownRow>[] {
  // No footer over an empty table (the TOTAL row would sit on the 'Tidak Ada Data' notice).
  const hasFooter = totals !== null && columns.some((c) => c.total);
  const defs: DataTableColumnDef<ShownRow>[] = columns.map((c) => ({
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
            <Button
              key={a.id}
              size="compact-xs"
              variant="light"
              loading={busy === `${a.id}:${row.__key}`}
              onClick={(e) => {
                e.stopPropagation();
                onAction(a, row);
              }}
            >
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
  const session = useSession();
  const defaults = useMemo(() => {
    const values = defaultParams(def, today);
    // The store filter starts on the active store once an OWN/SU acts for another store.
    for (const field of def.fields)
      if (field.source === 'toko') values[field.name] = startingStoreFilter(session, values[field.name] ?? '');
    return values;
  }, [def, today, session]);
  // The definition's parameter schema resolves the form; its messages stay until the next search.
  const { control, handleSubmit, getValues, setValue } = useForm<ReportParams>({
    defaultValues: defaults,
    resolver: zodResolver(def.params as z.ZodType<ReportParams, ReportParams>) as Resolver<ReportParams>,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const report = useReportSearch(def, { openWith: getValues });
  const { shown, loading } = report;
  const rowActions = useReportRowActions(def, actions, report);
  const { exporting, exportAs } = useReportExport(def, shown);

  const submit = handleSubmit(
    (params) => void report.search(params),
    (errors) => {
      const first = Object.values(errors).find((error) => error?.message)?.message;
      if (first) notifyError(first);
      report.clear();
    },
  );

  const layout = reportLayout(def, shown?.params ?? getValues());
  // The menu route on screen (a report shown under two menus, or also from a goods screen, is framed by the
  // one the person opened, so its breadcrumb names the group it sits in there).
  const { pathname } = useLocation();
  const menuPath = def.menus.includes(pathname) ? pathname : (def.menus[0] ?? pathname);
  const columns = tableColumns(
    layout.columns,
    shown?.totals ?? null,
    rowActions.available,
    (a, r) => void rowActions.run(a, r),
    rowActions.busy,
  );
  const detail = layout.detail;

  return (
    <PageFrame path={menuPath} title={findRoute(menuPath)?.title ?? def.title}>
      <Paper withBorder radius="md" p="sm">
        <form onSubmit={(e) => void submit(e)} onKeyDown={preventEnterSubmit} noValidate aria-label={def.title}>
          <Group justify="space-between" align="flex-end" wrap="nowrap" gap="sm">
            {def.fields.length > 0 ? (
              <Group align="flex-start" gap="sm" wrap="wrap">
                {def.fields.map((field) => (
                  <FieldInput
                    key={field.name}
                    def={def}
                    field={field}
                    control={control}
                    onTypeChange={
                      field.name === def.typeField
                        ? () => {
                            report.clear();
                            // The reset fields take SEMUA where the new type offers it, else nothing chosen.
                            const params = getValues();
                            for (const reset of def.fields.filter((f) => def.typeResets?.includes(f.name)))
                              setValue(reset.name, resetValue(def, reset, params));
                          }
                        : undefined
                    }
                    setValue={setValue}
                  />
                ))}
              </Group>
            ) : (
              <Box />
            )}
            <Group gap="xs" wrap="nowrap">
              {shown && shown.data.length > 0 && def.exports.includes('pdf') && (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconFileTypePdf size={14} />}
                  loading={exporting === 'pdf'}
                  onClick={() => void exportAs('pdf')}
                >
                  {REPORT_TEXT.exportPdf}
                </Button>
              )}
              {shown && shown.data.length > 0 && def.exports.includes('xlsx') && (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconFileSpreadsheet size={14} />}
                  loading={exporting === 'xlsx'}
                  onClick={() => void exportAs('xlsx')}
                >
                  {REPORT_TEXT.exportExcel}
                </Button>
              )}
              <Button type="submit" size="xs" leftSection={<IconSearch size={14} />} disabled={loading}>
                {loading ? MESSAGES.sedangMencari : MESSAGES.cariLaporan}
              </Button>
            </Group>
          </Group>
        </form>
      </Paper>
      {typeof children === 'function' ? children(shown) : children}
      {shown && (
        <Text size="sm" c="green.8" fw={500} role="status" aria-live="polite" data-testid="status-laporan">
          {shown.message}
        </Text>
      )}
      <DataTable<ShownRow>
        records={shown?.data ?? []}
        emptyText={report.searched ? MESSAGES.tidakAdaData : MESSAGES.silahkanCariData}
        columns={columns}
        idAccessor="__key"
        searchable={false}
        exportable={false}
        fetching={loading}
        page={shown?.page ?? 1}
        onPageChange={report.goToPage}
        totalRecords={shown?.total_rows ?? 0}
        recordsPerPage={shown?.page_size ?? def.pageSize ?? 100}
        pageSizes={[shown?.page_size ?? def.pageSize ?? 100]}
        // A fixed height makes the body scroll under the header with the totals row pinned below it.
        height={shown && shown.data.length > 10 ? 'calc(100vh - 330px)' : undefined}
        rowExpansion={
          detail
            ? {
                allowMultiple: true,
                content: ({ record }) => (
                  <DetailTable columns={detail.columns} rows={(record[detail.key] as Record<string, unknown>[] | undefined) ?? []} />
                ),
              }
            : undefined
        }
      />
    </PageFrame>
  );
}
