// The chain the year starts from: the demo chain, BENCH_STORES stores of BENCH_TRAYS display trays and
// BENCH_GOODS goods with their opening-balance ledger rows, booked on the day before the year's first business
// day and closed in every store. The same bulk SQL as generate.ts (which books its opening on the day before
// BENCH_TODAY, so it cannot open a year earlier), with the opening date as a parameter.
import { sql } from 'drizzle-orm';
import { BARCODE_ALPHABET, ITEM_TYPE, WAREHOUSE } from '@kencana/core';
import { rows, type Database, type Queryable } from '../src/db/client.ts';
import { fixedClock } from '../src/clock.ts';
import { seedClosedDays } from '../src/demo/demo-history.ts';
import { seedDemo } from '../src/demo/seed-demo.ts';
import { loadEnv } from '../src/env.ts';
import { bakiPlace, boundaryPlace, placeCode } from '../src/ledger/places.ts';
import { kindIn } from '../src/stock/kinds.ts';
import { BENCH_GOODS, BENCH_STORES, BENCH_TRAYS } from './generate.ts';

/** The warehouse of every generated tray (display trays, as a store's goods on sale). */
export const DISPLAY = WAREHOUSE.DISPLAY;

/** The bench's stores: T01 … T<BENCH_STORES>. */
export const benchStores = (): string[] => Array.from({ length: BENCH_STORES }, (_, i) => `T${String(i + 1).padStart(2, '0')}`);

/**
 * Fills an empty database: the demo chain seeded as of `opening`, the bench's stores, trays and goods, their
 * opening balance dated `opening`, that day closed in every store, and every store's business date `firstDay`.
 */
export async function setupChain(database: Database, opening: string, firstDay: string, log: (line: string) => void): Promise<void> {
  const start = performance.now();
  const seconds = () => `${((performance.now() - start) / 1000).toFixed(1)} s`;
  await seedDemo(
    {
      db: database.db,
      dbKind: database.kind,
      env: loadEnv({ ...process.env, LOG_LEVEL: 'silent' }),
      clock: fixedClock(`${opening}T10:00:00+07:00`),
    },
    opening,
  );
  const db = database.db;
  const stores = benchStores();
  await db.execute(sql`
    INSERT INTO tokos (kode_toko, nama_toko, alamat_toko, tgl_system)
    SELECT 'T' || lpad(n::text, 2, '0'), 'KENCANA CABANG ' || n, 'JL. BENCHMARK NO. ' || n, ${opening}::date
    FROM generate_series(1, ${BENCH_STORES}) n ON CONFLICT (kode_toko) DO NOTHING`);
  await db.execute(sql`
    INSERT INTO baki (kode_baki, nama_baki, kode_gudang, kode_toko, berat_baki)
    SELECT ${DISPLAY}::text || lpad(s::text, 2, '0') || chr(64 + t), 'BAKI DISPLAY ' || chr(64 + t), ${DISPLAY}, 'T' || lpad(s::text, 2, '0'), 120
    FROM generate_series(1, ${BENCH_STORES}) s, generate_series(1, ${BENCH_TRAYS}) t ON CONFLICT (kode_baki) DO NOTHING`);
  log(`  demo chain, stores and trays: ${seconds()}`);
  // Item i as in generate.ts: a bijective mix of i is its barcode; store 1 + i % stores; tray, category and type from its bits.
  const step = 100_000;
  for (let from = 1; from <= BENCH_GOODS; from += step) {
    const to = Math.min(BENCH_GOODS, from + step - 1);
    await db.execute(sql`
      WITH g AS (
        SELECT i, ((i::bigint * 2654435761) % 1099511627776) AS x,
               1 + i % ${BENCH_STORES} AS s,
               (((i::bigint * 2654435761) % 1099511627776) >> 30) % ${BENCH_TRAYS} AS t,
               (ARRAY['24K','22K','17K','16K','8K'])[1 + ((((i::bigint * 2654435761) % 1099511627776) >> 10) % 5)::int] AS grp,
               (ARRAY['CIN','KAL','GEL','ANT','LIO'])[1 + ((((i::bigint * 2654435761) % 1099511627776) >> 20) % 5)::int] AS jns
        FROM generate_series(${from}::int, ${to}::int) i)
      INSERT INTO barang (kode_barcode, kode_barang, nama_barang, kode_group, kode_dept, kode_toko, kode_gudang, kode_baki, lokasi, lokasi_kind,
                          tipe_barang, berat, berat_asli, kadar, kadar_cetak, kadar_modal, harga_jual, tujuan)
      SELECT code, jns || replace(grp, 'K', ''), jns || ' ' || grp || ' NO ' || i, grp, jns || replace(grp, 'K', ''),
             'T' || lpad(s::text, 2, '0'), ${DISPLAY}, ${DISPLAY}::text || lpad(s::text, 2, '0') || chr(65 + t::int),
             ${placeCode(bakiPlace(DISPLAY))}::text || lpad(s::text, 2, '0') || chr(65 + t::int), 'BAKI',
             CASE WHEN i % 4 = 0 THEN ${ITEM_TYPE.SP} ELSE ${ITEM_TYPE.A} END,
             (1 + (i % 2000) / 100.0)::numeric(12,3), (1 + (i % 2000) / 100.0)::numeric(12,3), '75', grp, '75',
             ((1 + (i % 2000) / 100.0) * 1500000)::bigint, 'T' || lpad(s::text, 2, '0')
      FROM (SELECT g.*, ${sql.join(
        Array.from({ length: 8 }, (_, k) => sql`substr(${BARCODE_ALPHABET}, ((x >> ${5 * k}) & 31)::int + 1, 1)`),
        sql` || `,
      )} AS code FROM g) c
      ON CONFLICT (kode_barcode) DO NOTHING`);
    log(`  goods ${to.toLocaleString('en')}: ${seconds()}`);
  }
  await db.execute(sql`
    INSERT INTO documents (doc_no, doc_type, kode_toko, tgl_system, user_id, note)
    SELECT 'BENCH-' || k, 'SALDO_AWAL', k, ${opening}::date, 'owner', 'Saldo awal benchmark'
    FROM unnest(${sql.raw(`ARRAY[${stores.map((s) => `'${s}'`).join(',')}]`)}::text[]) k`);
  for (const kode_toko of stores) {
    await db.execute(sql`
      INSERT INTO stock_movements (doc_no, line_no, doc_type, tgl_system, place, place_kind, place_toko, kode_gudang, kode_barcode, kode_group, kode_dept, qty, berat, kadar, berat_murni, reason)
      SELECT 'BENCH-' || kode_toko, n, 'SALDO_AWAL', ${opening}::date, p.place, p.kind, kode_toko, p.gudang, kode_barcode, kode_group, kode_dept, p.qty, p.sign * berat,
             75, p.sign * round(berat * 75 / 100, 3), 'SALDO AWAL'
      FROM (SELECT row_number() OVER (ORDER BY kode_barcode)::int AS n, * FROM barang
            WHERE kode_toko = ${kode_toko} AND ${kindIn(sql`lokasi_kind`, ['BAKI'])}
              AND NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.kode_barcode = barang.kode_barcode)) b
      CROSS JOIN LATERAL (VALUES (${placeCode(boundaryPlace('EXTERNAL', kode_toko))}::text, 'EXTERNAL', '', -1, -1), (b.lokasi, 'BAKI', ${DISPLAY}::text, 1, 1)) p(place, kind, gudang, qty, sign)`);
  }
  log(`  opening ledger rows: ${seconds()}`);
  await db.execute(sql`
    INSERT INTO stock_balances (place, kode_group, kode_dept, place_kind, place_toko, kode_gudang, qty, berat, berat_murni)
    SELECT place, kode_group, kode_dept, min(place_kind), min(place_toko), min(kode_gudang), SUM(qty)::int, SUM(berat), SUM(berat_murni)
    FROM stock_movements WHERE doc_no LIKE 'BENCH-%' GROUP BY place, kode_group, kode_dept
    ON CONFLICT (place, kode_group, kode_dept) DO UPDATE
      SET qty = stock_balances.qty + excluded.qty, berat = stock_balances.berat + excluded.berat, berat_murni = stock_balances.berat_murni + excluded.berat_murni`);
  await db.transaction(async (tx) => {
    const codes = await allStores(tx);
    await seedClosedDays(tx, codes, opening, firstDay, 'owner');
    await tx.execute(sql`UPDATE tokos SET tgl_system = ${firstDay}::date`);
  });
  await db.execute(sql`ANALYZE`);
  log(`  balances, the opening day closed, ANALYZE: ${seconds()}`);
}

/** Every store of the chain (the demo's and the bench's), each closed every day. */
export async function allStores(q: Queryable): Promise<string[]> {
  return (await rows<{ kode_toko: string }>(q, sql`SELECT kode_toko FROM tokos ORDER BY kode_toko`)).map((r) => r.kode_toko);
}
