// A money column as every list shows it: right-aligned 'Rp. 1,250,000' on screen, the bare number in the CSV
// export (so a spreadsheet can sum it).
import { formatRupiah } from '@kencana/core';
import type { DataTableColumnDef } from './data-table.tsx';

export function rupiahColumn<T>(
  accessor: keyof T & string,
  title: string,
  width: number,
  amount: (record: T) => number,
): DataTableColumnDef<T> {
  // An amount never breaks across lines ('Rp.' above its figures reads as two values).
  return { accessor, title, width, textAlign: 'right', noWrap: true, render: (r) => formatRupiah(amount(r)), text: (r) => amount(r) };
}
