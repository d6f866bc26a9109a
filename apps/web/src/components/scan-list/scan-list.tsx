// The scan list of the Barang screens: the toolkit's scan field (focused as the screen opens and again after
// every scan or removal; a complete code looks up its first 8 characters upper-cased, a short one is refused), the screen's own fields
// beside it, and the table of scanned rows with a remove action and footer totals (qty, grams with 3
// decimals). The rows and their draft live in `useScanList`.
import { useEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatQty, type BarangLine } from '@kencana/core';
import { DataTable, type DataTableColumnDef } from '../data-table/index.ts';
import { ScanField } from '../document/scan-field.tsx';
import { gramsOrDash } from '../inputs/index.ts';
import type { ScanListState, ScanRow } from './use-scan-list.ts';

/** Words of the scan list. */
export const SCAN_LIST_TEXT = {
  scanBarcode: 'Scan / Ketik Barcode',
  daftarBarang: 'Daftar Barang',
  no: 'No',
  barcode: 'Barcode',
  namaBarang: 'Nama Barang',
  kategori: 'Kategori',
  jenis: 'Jenis',
  baki: 'Baki',
  kadar: 'Kadar',
  qty: 'Qty',
  berat: 'Berat',
  total: 'TOTAL',
  hapus: 'Hapus',
} as const;

/** The middle columns of a goods line (between the barcode and the quantity). */
export const GOODS_LINE_COLUMNS: DataTableColumnDef<BarangLine>[] = [
  { accessor: 'nama_barang', title: SCAN_LIST_TEXT.namaBarang, ellipsis: true },
  { accessor: 'kode_group', title: SCAN_LIST_TEXT.kategori, width: 80 },
  { accessor: 'kode_dept', title: SCAN_LIST_TEXT.jenis, width: 80 },
  { accessor: 'kode_baki', title: SCAN_LIST_TEXT.baki, width: 84 },
  { accessor: 'kadar', title: SCAN_LIST_TEXT.kadar, width: 64, textAlign: 'right' },
];

export interface ScanListProps<T extends ScanRow> {
  list: ScanListState<T>;
  /** Columns between Barcode and Qty (default: a goods line's name, category, type, tray, purity). */
  columns?: DataTableColumnDef<T>[];
  /** The weight shown per row (default: the row's `berat`). */
  beratOf?: (row: T) => string | null | undefined;
  barcodeLabel?: string;
  title?: ReactNode;
  /** The screen's fields and buttons beside the barcode field. */
  controls?: ReactNode;
  /** Above the table, right (e.g. a badge). */
  toolbar?: ReactNode;
  height?: string | number;
  disabled?: boolean;
  /** Lets the screen focus the barcode field (after a save, a dialog). */
  inputRef?: RefObject<HTMLInputElement | null>;
}

export function ScanList<T extends ScanRow>({
  list,
  columns,
  beratOf,
  barcodeLabel = SCAN_LIST_TEXT.scanBarcode,
  title = SCAN_LIST_TEXT.daftarBarang,
  controls,
  toolbar,
  height = 'calc(100vh - 300px)',
  disabled,
  inputRef,
}: ScanListProps<T>) {
  const ownRef = useRef<HTMLInputElement>(null);
  const ref = inputRef ?? ownRef;
  const { rows, scan, remove, totals } = list;
  const focus = () => ref.current?.focus();

  // Back to the barcode field once a lookup is done (a notification or a dialog may have taken the focus).
  useEffect(() => {
    if (!list.busy && !disabled) ref.current?.focus();
  }, [list.busy, disabled, ref]);

  const weight = beratOf ?? ((row: T) => (row as unknown as { berat?: string }).berat);
  const tableColumns = useMemo<DataTableColumnDef<T>[]>(
    () => [
      {
        accessor: '__no',
        title: SCAN_LIST_TEXT.no,
        width: 44,
        textAlign: 'right',
        noExport: true,
        render: (_row, index) => index + 1,
        footer: SCAN_LIST_TEXT.total,
      },
      { accessor: 'kode_barcode', title: SCAN_LIST_TEXT.barcode, width: 100 },
      ...(columns ?? (GOODS_LINE_COLUMNS as unknown as DataTableColumnDef<T>[])),
      { accessor: '__qty', title: SCAN_LIST_TEXT.qty, width: 56, textAlign: 'right', render: () => 1, footer: formatQty(totals.qty) },
      {
        accessor: '__berat',
        title: SCAN_LIST_TEXT.berat,
        width: 96,
        textAlign: 'right',
        render: (row) => gramsOrDash(weight(row)),
        footer: gramsOrDash(totals.berat),
        cellsStyle: () => ({ fontVariantNumeric: 'tabular-nums' }),
      },
      {
        accessor: '__hapus',
        title: '',
        width: 40,
        noExport: true,
        render: (row) => (
          <ActionIcon
            size="sm"
            variant="subtle"
            color="red"
            aria-label={`${SCAN_LIST_TEXT.hapus} ${row.kode_barcode}`}
            disabled={disabled}
            onClick={() => {
              remove(row.kode_barcode);
              focus();
            }}
          >
            <IconTrash size={14} />
          </ActionIcon>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the row handlers are read when clicked; naming them would rebuild every column on each render
    [columns, totals, disabled, remove, beratOf],
  );

  return (
    <>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <ScanField ref={ref} label={barcodeLabel} size="xs" w={220} disabled={disabled} onScan={(kode) => scan(kode).finally(focus)} />
        {controls}
      </Group>
      <DataTable<T>
        title={
          typeof title === 'string' ? (
            <Text fw={600} size="sm">
              {title}
            </Text>
          ) : (
            title
          )
        }
        records={rows}
        columns={tableColumns}
        idAccessor="kode_barcode"
        searchable={false}
        exportable={false}
        pagination={false}
        fetching={list.busy}
        height={height}
        toolbar={toolbar}
      />
    </>
  );
}
