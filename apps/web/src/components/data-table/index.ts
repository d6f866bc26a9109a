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
export { csvText, csvFileName, type CsvColumn } from './csv-text.ts';
