import { sql } from 'drizzle-orm';
import { rows, type Queryable } from '../db/client.ts';

/**
 * The gold price per gram (whole rupiah) of a category on a business date, or null for an unknown or
 * inactive category. THE one place every price rule reads it from.
 *
 * For now it reads the category's own price (groups.harga) whatever the date. The master-data work adds
 * a dated gold-price table (parameter harga emas); at merge this function switches to "the latest price of
 * the category on or before tgl", and every caller follows.
 */
export async function goldPricePerGram(q: Queryable, kode_group: string, _tgl: string): Promise<number | null> {
  const [row] = await rows<{ harga: string | number }>(
    q,
    sql`SELECT harga FROM groups WHERE kode_group = ${kode_group} AND is_active`,
  );
  return row ? Number(row.harga) : null;
}

/**
 * The system parameter 'kategori_harga' ('harga_100%' prices by pure gold × purity; anything else prices
 * by the category's price as it is). The parameter table comes with the master data; until it is merged
 * there is none, so the category rule applies (null). At merge: read para-system key kategori_harga here.
 */
export async function kategoriHarga(_q: Queryable): Promise<string | null> {
  return null;
}
