// The gold price per gram a sale or a buy-back uses: the latest active Parameter Harga Emas row of the
// category on or before the business date, or the category's own harga (Master Group) when there is none.
// Shared layer: sales, purchases and reports call it inside their own transactions.
import { sql, type SQL } from 'drizzle-orm';
import { KATEGORI_HARGA_KEY, type GoldPrice } from '@kencana/core';
import { rows, type Queryable } from '../db/client.ts';

interface RawPrice {
  kode_group: string;
  nama_group: string;
  harga: string;
  harga_beli: string;
  tgl_berlaku: string | null;
}

const toPrice = (r: RawPrice): GoldPrice => ({
  kode_group: r.kode_group,
  nama_group: r.nama_group,
  harga: Number(r.harga),
  harga_beli: Number(r.harga_beli),
  tgl_berlaku: r.tgl_berlaku,
});

// One row per group: the dated price in force on the date (the unique index on kode_group, tgl_berlaku
// answers the lateral lookup), else the group's harga for both selling and buying.
const priceQuery = (tgl: string) => sql`
  SELECT g.kode_group, g.nama_group,
         COALESCE(h.harga, g.harga)::text AS harga,
         COALESCE(h.harga_beli, g.harga)::text AS harga_beli,
         to_char(h.tgl_berlaku, 'YYYY-MM-DD') AS tgl_berlaku
  FROM groups g
  LEFT JOIN LATERAL (
    SELECT harga, harga_beli, tgl_berlaku FROM harga_emas
    WHERE harga_emas.kode_group = g.kode_group AND harga_emas.is_active AND harga_emas.tgl_berlaku <= ${tgl}::date
    ORDER BY harga_emas.tgl_berlaku DESC LIMIT 1
  ) h ON true`;

/**
 * The buy-back price per gram of the category in `kodeGroup` on the date in `tgl` (both SQL expressions) as a
 * scalar subquery, for queries that value many rows at once: the same rule as {@link goldPricePerGram}. Its
 * aliases (price_group, price_row) are its own, so the caller's `g` or `h` is never shadowed.
 */
export const hargaBeliSql = (kodeGroup: SQL, tgl: SQL): SQL => sql`(
  SELECT COALESCE(price_row.harga_beli, price_group.harga) FROM groups price_group
  LEFT JOIN LATERAL (
    SELECT harga_beli FROM harga_emas
    WHERE harga_emas.kode_group = price_group.kode_group AND harga_emas.is_active AND harga_emas.tgl_berlaku <= ${tgl}
    ORDER BY harga_emas.tgl_berlaku DESC LIMIT 1
  ) price_row ON true
  WHERE price_group.kode_group = ${kodeGroup})`;

/**
 * The gold price per gram of one category on a business date (yyyy-MM-dd): `harga` to sell, `harga_beli`
 * to buy back, whole rupiah; `tgl_berlaku` null when the group's own harga applies. Null for an unknown
 * group (a deleted group still answers: old goods keep their category).
 */
export async function goldPricePerGram(q: Queryable, kode_group: string, tgl: string): Promise<GoldPrice | null> {
  const [row] = await rows<RawPrice>(q, sql`${priceQuery(tgl)} WHERE g.kode_group = ${kode_group}`);
  return row ? toPrice(row) : null;
}

/** The gold price per gram of every active category on a business date, by kode_group. */
export async function goldPricesOn(q: Queryable, tgl: string): Promise<GoldPrice[]> {
  const found = await rows<RawPrice>(q, sql`${priceQuery(tgl)} WHERE g.is_active ORDER BY g.kode_group`);
  return found.map(toPrice);
}

/**
 * The system parameter 'kategori_harga' (Para System): 'harga_100%' prices by the pure-gold price ×
 * purity; anything else, or no active parameter, prices by the category's price as it is (null).
 */
export async function kategoriHarga(q: Queryable): Promise<string | null> {
  const [row] = await rows<{ value: string }>(q, sql`SELECT value FROM para_system WHERE key = ${KATEGORI_HARGA_KEY} AND is_active`);
  return row?.value ?? null;
}
