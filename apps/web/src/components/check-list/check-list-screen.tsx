// The screen a cashier uses to validate a batch: filters + Cari Data, a checkbox table of what the search
// found (footer totals in the columns), then Validasi on the ticked rows, Batal, and — where the screen
// has them — the exports of the ticked rows. Validasi stays disabled until a search found rows. The
// search and the ticks live in the screen's draft (useCheckListDraft), so a reload shows them again.
// Used by /validasi-terima-stock, /validasi-inputan and /validasi-barang-rusak.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Group, Paper } from '@mantine/core';
import { IconCheck, IconFileSpreadsheet, IconPrinter, IconSearch, IconX } from '@tabler/icons-react';
import { MESSAGES } from '@kencana/core';
import { DataTable, type DataTableColumnDef } from '../data-table/index.ts';

export const CHECK_LIST_TEXT = {
  validasi: 'Validasi',
  batal: 'Batal',
  exportPdf: 'Export PDF',
  exportExcel: 'Export Excel',
} as const;

/** The specification's pause before Batal empties the screen. */
export const CANCEL_DELAY_MS = 1000;

export interface CheckListScreenProps<T> {
  /** The filter inputs, before the Cari Data button. */
  filters: ReactNode;
  onSearch: () => void;
  searching: boolean;
  records: readonly T[];
  columns: DataTableColumnDef<T>[];
  /** The property that names a row; the ticks are kept by it. */
  idAccessor: keyof T & string;
  selected: readonly string[];
  onSelectedChange: (ids: string[]) => void;
  onValidate: () => void;
  validating: boolean;
  /** Runs once Batal's pause is over (empty the list, or search again). */
  onCancel: () => void;
  /** The exports of the ticked rows (PDF, Excel), where the screen has them. */
  onExport?: (format: 'pdf' | 'xlsx') => void;
  /** Beside the exports, left of Batal (a grand total). */
  summary?: ReactNode;
  /** Above the filters: the result of the last validation (the toolkit's DocumentResultPanel). */
  result?: ReactNode;
}

export function CheckListScreen<T>({
  filters,
  onSearch,
  searching,
  records,
  columns,
  idAccessor,
  selected,
  onSelectedChange,
  onValidate,
  validating,
  onCancel,
  onExport,
  summary,
  result,
}: CheckListScreenProps<T>) {
  const [cancelling, setCancelling] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  const idOf = (row: T) => String(row[idAccessor]);
  const ticked = records.filter((row) => selected.includes(idOf(row)));

  const cancel = () => {
    setCancelling(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setCancelling(false);
      onCancel();
    }, CANCEL_DELAY_MS);
  };

  const busy = searching || validating || cancelling;
  return (
    <>
      {result}
      <Paper withBorder radius="md" p="sm">
        <Group align="flex-end" gap="sm">
          {filters}
          <Button
            size="xs"
            leftSection={<IconSearch size={14} />}
            loading={searching}
            disabled={validating || cancelling}
            onClick={onSearch}
          >
            {MESSAGES.cariData}
          </Button>
        </Group>
      </Paper>
      <DataTable<T>
        records={records}
        columns={columns}
        idAccessor={idAccessor}
        searchable={false}
        exportable={false}
        fetching={searching}
        selectedRecords={ticked}
        onSelectedRecordsChange={(next) => onSelectedChange(next.map(idOf))}
        defaultPageSize={25}
      />
      <Group justify="space-between">
        <Group gap="sm">
          {onExport && (
            <>
              <Button variant="default" size="xs" leftSection={<IconPrinter size={14} />} onClick={() => onExport('pdf')}>
                {CHECK_LIST_TEXT.exportPdf}
              </Button>
              <Button variant="default" size="xs" leftSection={<IconFileSpreadsheet size={14} />} onClick={() => onExport('xlsx')}>
                {CHECK_LIST_TEXT.exportExcel}
              </Button>
            </>
          )}
          {summary}
        </Group>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconX size={16} />} onClick={cancel} disabled={busy} loading={cancelling}>
            {CHECK_LIST_TEXT.batal}
          </Button>
          <Button
            leftSection={<IconCheck size={16} />}
            onClick={onValidate}
            disabled={records.length === 0 || searching || cancelling}
            loading={validating}
          >
            {CHECK_LIST_TEXT.validasi}
          </Button>
        </Group>
      </Group>
    </>
  );
}
