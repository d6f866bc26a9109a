// The goods record's rows as other modules change them: the import enters items, the sending flow marks
// where an item is on its way to and that it arrived. The barang table is written only inside this module
// (and by the stock kernel, which keeps an item's place); these calls run in the caller's transaction.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { barang } from '../../db/schema/index.ts';

const codeList = (codes: readonly string[]) =>
  sql.join(
    codes.map((code) => sql`${code}`),
    sql`, `,
  );

/** Inserts items under the barcodes they carry; a barcode taken already is skipped. Answers the barcodes inserted. */
export async function insertItems(tx: Tx, values: readonly (typeof barang.$inferInsert)[]): Promise<string[]> {
  if (values.length === 0) return [];
  const inserted = await tx
    .insert(barang)
    .values([...values])
    .onConflictDoNothing({ target: barang.kode_barcode })
    .returning({ kode_barcode: barang.kode_barcode });
  return inserted.map((row) => row.kode_barcode);
}

/** Marks items as sent to another store under a shipment number (they are on the road until received). */
export async function markItemsSent(tx: Tx, codes: readonly string[], tujuan: string, no_kirim: string): Promise<void> {
  if (codes.length === 0) return;
  await tx
    .update(barang)
    .set({ tujuan, no_kirim, updated_at: sql`now()` })
    .where(sql`${barang.kode_barcode} IN (${codeList(codes)})`);
}

/** Marks items as arrived at the receiving store. */
export async function markItemsArrived(tx: Tx, codes: readonly string[], kode_toko: string): Promise<void> {
  if (codes.length === 0) return;
  await tx
    .update(barang)
    .set({ tujuan: kode_toko, updated_at: sql`now()` })
    .where(sql`${barang.kode_barcode} IN (${codeList(codes)})`);
}

/**
 * An item converted to another type takes the type's code and the selling price of its new category (the
 * kernel has already restated its category, type and weight in the caller's transaction).
 */
export async function repriceConvertedItem(tx: Tx, kode_barcode: string, kode_barang: string, harga_jual: number): Promise<void> {
  await tx
    .update(barang)
    .set({ kode_barang, harga_jual, harga_skrg: harga_jual, updated_at: sql`now()` })
    .where(sql`${barang.kode_barcode} = ${kode_barcode}`);
}
