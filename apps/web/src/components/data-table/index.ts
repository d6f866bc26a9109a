export {
  DataTable,
  DATA_TABLE_TEXT,
  PAGE_SIZES,
  columnText,
  exportColumns,
  filterRecords,
  type DataTableColumnDef,
  type DataTableProps,
} from './data-table.tsx';
export { rupiahColumn } from './rupiah-column.ts';
export { toCsv, csvField, csvText, csvFileName, downloadCsv, type CsvColumn } from './csv.ts';
