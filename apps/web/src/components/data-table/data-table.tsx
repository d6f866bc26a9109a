// The one table of every list screen: a dense, striped mantine-datatable with a title, a search box,
// pagination (10/25/50/100, on by default), an optional add button and a CSV export of the filtered rows.
// Search, sort and pagination run in the browser unless the screen takes them over (`onSearch`,
// `onPageChange` + `totalRecords`) for server-side lists. Its stylesheet (mantine-datatable/styles.css) is
// loaded by the app providers, after Mantine's own.
import { useDeferredValue, useEffect, useMemo, useState, type CSSProperties, type Key, type ReactNode } from 'react';
import { Box, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconDownload, IconPlus, IconSearch } from '@tabler/icons-react';
import {
  DataTable as MantineDataTable,
  getValueAtPath,
  type DataTableColumn,
  type DataTableRowClickHandler,
  type DataTableRowExpansionProps,
  type DataTableSortStatus,
} from 'mantine-datatable';
import { MESSAGES } from '@kencana/core';
import { csvFileName, csvText, type CsvColumn } from './csv-text.ts';

/** Screen words of the table; the catalogue has only 'Tidak Ada Data' and 'Cari Data'. */
export const DATA_TABLE_TEXT = {
  add: 'Tambah Data',
  exportCsv: 'Export CSV',
  recordsPerPage: 'Baris per halaman',
  loading: 'Memuat Data...',
  previousPage: 'Halaman sebelumnya',
  nextPage: 'Halaman berikutnya',
  firstPage: 'Halaman pertama',
  lastPage: 'Halaman terakhir',
  clearSearch: 'Hapus pencarian',
  selectAll: 'Pilih semua baris',
  selectRow: (n: number): string => `Pilih baris ${n}`,
  range: (from: number, to: number, total: number): string => `${from} - ${to} dari ${total} data`,
} as const;

export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** A mantine-datatable column plus what search and CSV need to read it as plain text. */
export type DataTableColumnDef<T> = DataTableColumn<T> & {
  /**
   * The cell as plain text for search and CSV. By default the raw value at `accessor` (weights stay
   * "1.250", not the displayed "1,250.000", so the CSV opens as numbers in a spreadsheet).
   */
  text?: (record: T) => unknown;
  /** CSV header when `title` is not plain text (default: the accessor). */
  csvTitle?: string;
  /** Keep the column out of search and CSV (action buttons, pictures). */
  noExport?: boolean;
};

export interface DataTableProps<T> {
  records: readonly T[];
  columns: DataTableColumnDef<T>[];
  /** Unique key of a record: a property name (dot paths allowed) or a function. Default 'id'. */
  idAccessor?: (keyof T & string) | (string & NonNullable<unknown>) | ((record: T) => Key);
  /** Heading above the table; also the CSV file name. */
  title?: ReactNode;
  /** File name (without .csv) of the export when the title is not plain text. */
  exportName?: string;

  /** Show the search box (default true). */
  searchable?: boolean;
  searchPlaceholder?: string;
  /** Focuses the search box on open (a screen whose first move is a scan or a search). */
  searchAutoFocus?: boolean;
  /** Server-side search: called (debounced) with the typed text; the rows are then shown as given. */
  onSearch?: (query: string) => void;

  /** Pagination, on by default; `false` shows every row. */
  pagination?: boolean;
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  /** Server-side pagination: the current page (1-based) whose rows `records` holds. */
  page?: number;
  onPageChange?: (page: number) => void;
  /** Server-side pagination: the number of rows on every page together. */
  totalRecords?: number;
  /** Server-side pagination: page size, and its change. */
  recordsPerPage?: number;
  onRecordsPerPageChange?: (size: number) => void;

  /** Shows the 'Tambah Data' button. */
  onAdd?: () => void;
  addLabel?: string;
  addDisabled?: boolean;
  /** Shows the CSV button (default true). */
  exportable?: boolean;
  /** Server-side lists: the full filtered list for the CSV (default: the rows shown). */
  exportRecords?: () => readonly T[] | Promise<readonly T[]>;
  /** Further buttons or filters beside the search box. */
  toolbar?: ReactNode;
  /** Content under the table (totals, notes). Column footers go in `columns[].footer`. */
  footer?: ReactNode;

  /** Initial client-side sort, for columns marked `sortable`. */
  defaultSort?: DataTableSortStatus<T>;

  selectedRecords?: T[];
  onSelectedRecordsChange?: (records: T[]) => void;
  isRecordSelectable?: (record: T, index: number) => boolean;

  fetching?: boolean;
  /** What the empty table says (default 'Tidak Ada Data'). */
  emptyText?: string;
  onRowClick?: DataTableRowClickHandler<T>;
  rowExpansion?: DataTableRowExpansionProps<T>;
  rowStyle?: DataTableRowStyle<T>;
  /** A fixed height makes the body scroll under a sticky header. */
  height?: string | number;
  maxHeight?: string | number;
  minHeight?: string | number;
  noHeader?: boolean;
}

type DataTableRowStyle<T> = (record: T, index: number) => CSSProperties | undefined;

/** The plain text of one cell, as search and CSV read it. */
export function columnText<T>(column: DataTableColumnDef<T>, record: T): string {
  const raw = column.text ? column.text(record) : getValueAtPath(record, column.accessor);
  return csvText(raw);
}

/** The columns that go into search and the CSV. */
export function exportColumns<T>(columns: readonly DataTableColumnDef<T>[]): CsvColumn<T>[] {
  return columns
    .filter((c) => !c.noExport && !c.hidden)
    .map((c) => ({
      title: c.csvTitle ?? (typeof c.title === 'string' || typeof c.title === 'number' ? String(c.title) : String(c.accessor)),
      value: (row: T) => columnText(c, row),
    }));
}

/** Rows holding every word of the query in one of their exported columns (case-insensitive). */
export function filterRecords<T>(records: readonly T[], columns: readonly DataTableColumnDef<T>[], query: string): T[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...records];
  const searchable = columns.filter((c) => !c.noExport && !c.hidden);
  return records.filter((record) => {
    const haystack = searchable.map((c) => columnText(c, record).toLowerCase()).join('\u0000');
    return words.every((w) => haystack.includes(w));
  });
}

const NUMERIC = /^-?\d+(?:\.\d+)?$/;

function compareText(a: string, b: string): number {
  if (NUMERIC.test(a) && NUMERIC.test(b)) return Number(a) - Number(b);
  return a.localeCompare(b, 'id', { numeric: true, sensitivity: 'base' });
}

function sortRecords<T>(records: T[], columns: readonly DataTableColumnDef<T>[], status: DataTableSortStatus<T>): T[] {
  const column = columns.find((c) => c.accessor === status.columnAccessor);
  if (!column?.sortable) return records;
  const sign = status.direction === 'asc' ? 1 : -1;
  return records
    .map((record, index) => ({ record, index, text: columnText(column, record) }))
    .sort((a, b) => sign * compareText(a.text, b.text) || a.index - b.index)
    .map((x) => x.record);
}

function plainTitle(title: ReactNode): string | undefined {
  return typeof title === 'string' || typeof title === 'number' ? String(title) : undefined;
}

export function DataTable<T>(props: DataTableProps<T>) {
  const {
    records,
    columns,
    idAccessor,
    title,
    exportName,
    searchable = true,
    searchPlaceholder = MESSAGES.cariData,
    searchAutoFocus = false,
    onSearch,
    pagination = true,
    pageSizes = PAGE_SIZES,
    defaultPageSize = pageSizes[0] ?? 10,
    onPageChange,
    onAdd,
    addLabel = DATA_TABLE_TEXT.add,
    addDisabled,
    exportable = true,
    exportRecords,
    toolbar,
    footer,
    defaultSort,
    selectedRecords,
    onSelectedRecordsChange,
    isRecordSelectable,
    fetching,
    emptyText = MESSAGES.tidakAdaData,
    onRowClick,
    rowExpansion,
    rowStyle,
    height,
    maxHeight,
    minHeight,
    noHeader,
  } = props;

  const serverPaging = onPageChange !== undefined;
  const serverSearch = onSearch !== undefined;

  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [localPage, setLocalPage] = useState(1);
  const [localPageSize, setLocalPageSize] = useState(defaultPageSize);
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<T>>(defaultSort ?? { columnAccessor: '', direction: 'asc' });
  const [exporting, setExporting] = useState(false);

  const notifySearch = useDebouncedCallback((q: string) => onSearch?.(q), 300);

  const filtered = useMemo(
    () => (serverSearch ? [...records] : filterRecords(records, columns, deferredQuery)),
    [records, columns, deferredQuery, serverSearch],
  );
  const sorted = useMemo(() => sortRecords(filtered, columns, sortStatus), [filtered, columns, sortStatus]);

  const pageSize = serverPaging ? (props.recordsPerPage ?? defaultPageSize) : localPageSize;
  const total = serverPaging ? (props.totalRecords ?? records.length) : sorted.length;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const page = serverPaging ? (props.page ?? 1) : Math.min(localPage, lastPage);

  // A shrinking list (search, deletion) must not leave the table on a page that no longer exists.
  useEffect(() => {
    if (!serverPaging && localPage > lastPage) setLocalPage(lastPage);
  }, [serverPaging, localPage, lastPage]);

  const shown = useMemo(() => {
    if (!pagination || serverPaging) return sorted;
    const start = (page - 1) * pageSize;
    return sorted.slice(start, start + pageSize);
  }, [sorted, pagination, serverPaging, page, pageSize]);

  const hasSortable = columns.some((c) => c.sortable);

  const changeQuery = (q: string) => {
    setQuery(q);
    setLocalPage(1);
    if (serverSearch) notifySearch(q);
  };

  const handleExport = async () => {
    setExporting(true);
    try {
      const rows = exportRecords ? await exportRecords() : sorted;
      const name = exportName ?? plainTitle(title);
      const { downloadCsv, toCsv } = await import('./csv.ts');
      downloadCsv(csvFileName(name), toCsv(rows, exportColumns(columns)));
    } finally {
      setExporting(false);
    }
  };

  const paginationProps = pagination
    ? {
        page,
        onPageChange: (p: number) => (serverPaging ? onPageChange(p) : setLocalPage(p)),
        totalRecords: total,
        recordsPerPage: pageSize,
        recordsPerPageOptions: [...pageSizes],
        onRecordsPerPageChange: (size: number) => {
          if (serverPaging) {
            props.onRecordsPerPageChange?.(size);
          } else {
            setLocalPageSize(size);
            setLocalPage(1);
          }
        },
        recordsPerPageLabel: DATA_TABLE_TEXT.recordsPerPage,
        paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
          DATA_TABLE_TEXT.range(from, to, totalRecords),
        getPaginationControlProps: (control: 'first' | 'last' | 'previous' | 'next') => ({
          'aria-label': {
            first: DATA_TABLE_TEXT.firstPage,
            last: DATA_TABLE_TEXT.lastPage,
            previous: DATA_TABLE_TEXT.previousPage,
            next: DATA_TABLE_TEXT.nextPage,
          }[control],
        }),
        loadingText: DATA_TABLE_TEXT.loading,
        paginationSize: 'xs' as const,
      }
    : {};

  const selectionProps = onSelectedRecordsChange
    ? {
        selectedRecords: selectedRecords ?? [],
        onSelectedRecordsChange,
        isRecordSelectable,
        // The checkbox cell pads like every other cell (its stylesheet's 10 px made selectable rows 41 px
        // high against 31 px everywhere else).
        selectionColumnStyle: { paddingBlock: 4 },
        // mantine-datatable's own screen-reader labels are English ('Select all records').
        allRecordsSelectionCheckboxProps: { 'aria-label': DATA_TABLE_TEXT.selectAll },
        getRecordSelectionCheckboxProps: (_record: T, index: number) => ({ 'aria-label': DATA_TABLE_TEXT.selectRow(index + 1) }),
      }
    : {};

  const sortProps = hasSortable ? { sortStatus, onSortStatusChange: setSortStatus } : {};

  const exportDisabled = exportRecords ? total === 0 : sorted.length === 0;
  const showToolbar = title !== undefined || searchable || exportable || onAdd !== undefined || toolbar !== undefined;

  return (
    <Stack gap="xs">
      {showToolbar && (
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Box>
            {title !== undefined &&
              (typeof title === 'string' ? (
                <Text fw={600} size="md">
                  {title}
                </Text>
              ) : (
                title
              ))}
          </Box>
          <Group gap="xs" wrap="wrap" justify="flex-end">
            {toolbar}
            {searchable && (
              <TextInput
                size="xs"
                w={240}
                type="search"
                aria-label={searchPlaceholder}
                placeholder={searchPlaceholder}
                autoFocus={searchAutoFocus}
                leftSection={<IconSearch size={14} />}
                value={query}
                onChange={(e) => changeQuery(e.currentTarget.value)}
                onKeyDown={(e) => {
                  // The box often sits inside a form: Enter must not submit it.
                  if (e.key === 'Enter') e.preventDefault();
                }}
              />
            )}
            {exportable && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconDownload size={14} />}
                onClick={() => void handleExport()}
                loading={exporting}
                disabled={exportDisabled}
              >
                {DATA_TABLE_TEXT.exportCsv}
              </Button>
            )}
            {onAdd && (
              <Button size="xs" leftSection={<IconPlus size={14} />} onClick={onAdd} disabled={addDisabled}>
                {addLabel}
              </Button>
            )}
          </Group>
        </Group>
      )}
      <MantineDataTable<T>
        records={shown}
        columns={columns}
        idAccessor={idAccessor}
        noRecordsText={emptyText}
        // Empty, the 'Tidak Ada Data' note sits in the middle of the table: with a totals row it needs more room,
        // or the totals row is drawn over it.
        minHeight={minHeight ?? (shown.length === 0 ? (columns.some((c) => c.footer !== undefined) ? 220 : 160) : undefined)}
        height={height}
        maxHeight={maxHeight}
        withTableBorder
        withColumnBorders
        borderRadius="sm"
        striped
        highlightOnHover
        verticalSpacing={4}
        horizontalSpacing="xs"
        fz="sm"
        fetching={fetching}
        onRowClick={onRowClick}
        rowExpansion={rowExpansion}
        rowStyle={rowStyle}
        noHeader={noHeader}
        {...paginationProps}
        {...selectionProps}
        {...sortProps}
      />
      {footer}
    </Stack>
  );
}
