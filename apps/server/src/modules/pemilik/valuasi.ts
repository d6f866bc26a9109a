// Today's valuation of a store: per category the pieces, grams and fine grams of its stock places (trays,
// goods on the road, at the cleaner or the refiner) and their worth at the day's selling and buy-back prices
// (by fine grams when the chain prices by the pure-gold price); the same stock at the last close (its
// snapshot) for the change since yesterday, and where the change came from: the open day's stock rows per
// document type (sold, bought back, refined, received…).
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { HARGA_100, type Valuasi, type ValuasiRantai, type ValuasiTotal } from '@kencana/core';
import { rows, type Queryable } from '../../db/client.ts';
import { goldPricesOn, kategoriHarga } from '../../pricing/gold-price.ts';
import { documentTypeName, stockKinds } from '../../stock/index.ts';

type Held = { kode_group: string; qty: number; berat: string; berat_murni: string };

function priced(held: Held[], prices: Map<string, { harga: number; harga_beli: number }>, byFine: boolean) {
  return held.map((h) => {
    const price = prices.get(h.kode_group) ?? { harga: 0, harga_beli: 0 };
    const grams = new Decimal(byFine ? h.berat_murni : h.berat);
    return {
      kode_group: h.kode_group,
      qty: Number(h.qty),
      berat: h.berat,
      berat_murni: h.berat_murni,
      harga_jual: price.harga,
      harga_beli: price.harga_beli,
      nilai_jual: grams.times(price.harga).floor().toNumber(),
      nilai_beli: grams.times(price.harga_beli).floor().toNumber(),
    };
  });
}

export function sumValuasi(list: Array<Omit<ValuasiTotal, never>>): ValuasiTotal {
  return list.reduce<ValuasiTotal>(
    (t, r) => ({
      qty: t.qty + r.qty,
      berat: new Decimal(t.berat).plus(r.berat).toFixed(3),
      berat_murni: new Decimal(t.berat_murni).plus(r.berat_murni).toFixed(3),
      nilai_jual: t.nilai_jual + r.nilai_jual,
      nilai_beli: t.nilai_beli + r.nilai_beli,
    }),
    { qty: 0, berat: '0.000', berat_murni: '0.000', nilai_jual: 0, nilai_beli: 0 },
  );
}

export async function valuasiToko(q: Queryable, kode_toko: string, tgl_system: string): Promise<Valuasi> {
  const [prices, rule] = await Promise.all([goldPricesOn(q, tgl_system), kategoriHarga(q)]);
  const byGroup = new Map(prices.map((p) => [p.kode_group, p]));
  const byFine = rule === HARGA_100;
  const now = await rows<Held>(
    q,
    sql`SELECT kode_group, SUM(qty)::int AS qty, SUM(berat)::numeric(14,3)::text AS berat, SUM(berat_murni)::numeric(14,3)::text AS berat_murni
        FROM stock_balances WHERE place_toko = ${kode_toko} AND ${stockKinds(sql`place_kind`)}
        GROUP BY kode_group HAVING SUM(qty) <> 0 OR SUM(berat) <> 0 ORDER BY kode_group`,
  );
  const [last] = await rows<{ tgl: string | null }>(
    q,
    sql`SELECT to_char(MAX(tgl_system), 'YYYY-MM-DD') AS tgl FROM eod_closes WHERE kode_toko = ${kode_toko} AND tgl_system < ${tgl_system}`,
  );
  const before = last?.tgl
    ? await rows<Held>(
        q,
        sql`SELECT kode_group, SUM(qty)::int AS qty, SUM(berat)::numeric(14,3)::text AS berat, SUM(berat_murni)::numeric(14,3)::text AS berat_murni
            FROM eod_snapshots WHERE kode_toko = ${kode_toko} AND tgl_system = ${last.tgl} GROUP BY kode_group`,
      )
    : null;
  const perubahan = await rows<{ doc_type: string; nama: string; qty: number; berat: string; berat_murni: string }>(
    q,
    sql`SELECT doc_type, ${documentTypeName(sql`doc_type`)} AS nama, SUM(qty)::int AS qty,
               SUM(berat)::numeric(14,3)::text AS berat, SUM(berat_murni)::numeric(14,3)::text AS berat_murni
        FROM stock_movements
        WHERE place_toko = ${kode_toko} AND ${stockKinds(sql`place_kind`)} AND tgl_system > COALESCE(${last?.tgl ?? null}::date, ${tgl_system}::date - 1)
          AND tgl_system <= ${tgl_system}::date
        GROUP BY doc_type HAVING SUM(qty) <> 0 OR SUM(berat) <> 0 OR SUM(berat_murni) <> 0 ORDER BY doc_type`,
  );
  const list = priced(now, byGroup, byFine);
  return {
    tanggal: tgl_system,
    rows: list,
    total: sumValuasi(list),
    kemarin: before ? sumValuasi(priced(before, byGroup, byFine)) : null,
    perubahan: perubahan.map((r) => ({ ...r, qty: Number(r.qty) })),
  };
}

/**
 * The chain's valuation today: every active store's stock at its day's prices, against each store's last
 * close (a store never closed counts as unchanged, so it adds nothing to the change), and the change per
 * document type summed across stores.
 */
export async function valuasiRantai(q: Queryable): Promise<ValuasiRantai> {
  const stores = await rows<{ kode_toko: string; tgl_system: string }>(
    q,
    sql`SELECT kode_toko, to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system FROM tokos WHERE is_active ORDER BY kode_toko`,
  );
  const each = await Promise.all(stores.map((s) => valuasiToko(q, s.kode_toko, s.tgl_system)));
  const perubahan = new Map<string, Valuasi['perubahan'][number]>();
  for (const change of each.flatMap((v) => v.perubahan)) {
    const seen = perubahan.get(change.doc_type);
    perubahan.set(
      change.doc_type,
      seen
        ? {
            ...seen,
            qty: seen.qty + change.qty,
            berat: new Decimal(seen.berat).plus(change.berat).toFixed(3),
            berat_murni: new Decimal(seen.berat_murni).plus(change.berat_murni).toFixed(3),
          }
        : change,
    );
  }
  return {
    toko: stores.length,
    total: sumValuasi(each.map((v) => v.total)),
    kemarin: sumValuasi(each.map((v) => v.kemarin ?? v.total)),
    // A move between stores (a shipment sent and received) nets to nothing for the chain: left out.
    perubahan: [...perubahan.values()]
      .filter((p) => p.qty !== 0 || !new Decimal(p.berat).isZero() || !new Decimal(p.berat_murni).isZero())
      .sort((a, b) => a.doc_type.localeCompare(b.doc_type)),
  };
}
