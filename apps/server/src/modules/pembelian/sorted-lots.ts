// A bought-back line's sorting mark (pembelian_detail.no_sortir / tgl_sortir): the sorting flow marks the lots
// it sorts and its cancel clears them. The buy-back owns its lines; the sorting reads them and marks them
// only through these two calls (the buy-back's cancel refuses a line once marked).
import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../../db/client.ts';
import { SITA_LINES } from '../hutang/index.ts';

/**
 * Every line that waits for (or went through) the purchase sort, as rows of pembelian_detail's columns
 * no_faktur_beli … harga, is_batal, no_sortir, and `sita`: the buy-back's lines (false) and the pieces taken
 * over from defaulted loans (true: they join the bought-back gold). Only the buy-back's lines carry a mark.
 */
export const SORTABLE_LINES = sql`(
  SELECT no_faktur_beli, line_no, kode_lot, kode_toko, tgl_system, kondisi, nama_barang, kode_group, kode_dept, berat, kadar,
         harga, is_batal, no_sortir, false AS sita
  FROM pembelian_detail
  UNION ALL ${SITA_LINES})`;

/**
 * Marks the lots as sorted by `no_sortir` on the business date `tgl_sortir`: only lines not sorted yet and
 * not cancelled. Answers the lots marked; fewer than asked means another sort or a cancel came first.
 */
export async function markLotsSorted(tx: Tx, kode_lots: readonly string[], no_sortir: string, tgl_sortir: string): Promise<string[]> {
  if (kode_lots.length === 0) return [];
  const marked = await rows<{ kode_lot: string }>(
    tx,
    sql`UPDATE pembelian_detail SET no_sortir = ${no_sortir}, tgl_sortir = ${tgl_sortir}
        WHERE kode_lot IN (${sql.join(
          kode_lots.map((lot) => sql`${lot}`),
          sql`, `,
        )}) AND no_sortir IS NULL AND NOT is_batal RETURNING kode_lot`,
  );
  return marked.map((row) => row.kode_lot);
}

/** Clears the sorting mark of every line a cancelled sort had marked: they are unsorted again. */
export async function unmarkLotsSorted(tx: Tx, no_sortir: string): Promise<void> {
  await tx.execute(sql`UPDATE pembelian_detail SET no_sortir = NULL, tgl_sortir = NULL WHERE no_sortir = ${no_sortir}`);
}
