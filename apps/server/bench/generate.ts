// Fills a benchmark database with 1,000,000 goods across 20 stores, in bulk SQL (generate_series), through
// the same schema and migrations as the product, with the opening-balance ledger rows so the books stay
// whole (every item on a tray has its movement; balances equal the ledger). The opening is booked the day
// before the bench's business day and that day is closed in every store, as a chain in use has yesterday
// closed and today open (the owner's page and the valuation read the close's snapshot plus today).
//
//   npx tsx apps/server/bench/generate.ts [pglite|postgres|both] [--fresh]
//
// PGlite lives in BENCH_DIR (default .tmp/bench)/pglite; PostgreSQL in the database kencana_bench on
// BENCH_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres), created here.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { addDays, BARCODE_ALPHABET, ITEM_TYPE, WAREHOUSE } from '@kencana/core';
import { openDatabase, rows, type Database } from '../src/db/client.ts';
import { fixedClock, type Clock } from '../src/clock.ts';
import { seedClosedDays } from '../src/demo/demo-history.ts';
import { seedDemo } from '../src/demo/seed-demo.ts';
import { loadEnv, type Env } from '../src/env.ts';
import { bakiPlace, boundaryPlace, placeCode } from '../src/ledger/places.ts';
import { kindIn } from '../src/stock/kinds.ts';

/** 1,000,000; BENCH_GOODS overrides it for a quick dry run of the bench on a small database (its own BENCH_DIR). */
export const BENCH_GOODS = Number(process.env.BENCH_GOODS ?? 1_000_000);
/** Stores the goods are spread over (BENCH_STORES: one, for a single store of BENCH_GOODS goods). */
export const BENCH_STORES = Math.max(1, Math.min(20, Number(process.env.BENCH_STORES ?? 20)));
/** Display trays per store (KC<nn>A … KC<nn>T): 2,500 goods each. */
export const BENCH_TRAYS = 20;
export const BENCH_TODAY = '2026-11-22';
/** The day the opening balance is booked on, closed before the bench's business day opens. */
const BENCH_OPENING = addDays(BENCH_TODAY, -1);
/** The PostgreSQL database of the bench (BENCH_DB_NAME: one per person sharing a server). */
export const BENCH_DB_NAME = /^[a-z_][a-z0-9_]*$/.test(process.env.BENCH_DB_NAME ?? '')
  ? String(process.env.BENCH_DB_NAME)
  : 'kencana_bench';
/** The warehouse of every generated tray (display trays, as a store's goods on sale). */
const DISPLAY = WAREHOUSE.DISPLAY;

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const benchDir = path.resolve(process.env.BENCH_DIR ?? path.join(repoRoot, '.tmp/bench'));
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type Target = 'pglite' | 'postgres';

export function benchUrl(): string {
  const url = new URL(adminUrl);
  url.pathname = `/${BENCH_DB_NAME}`;
  return url.toString();
}

/** Opens (creating when asked) the benchmark database of a target, migrated. */
export async function openBench(target: Target, fresh = false): Promise<Database> {
  if (target === 'pglite') {
    if (fresh) fs.rmSync(path.join(benchDir, 'pglite'), { recursive: true, force: true });
    fs.mkdirSync(benchDir, { recursive: true });
    const database = await openDatabase({ dataDir: benchDir });
    await database.migrate();
    return database;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (fresh) await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB_NAME} WITH (FORCE)`);
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [BENCH_DB_NAME]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${BENCH_DB_NAME}`);
  await admin.end();
  const database = await openDatabase({ url: benchUrl(), dataDir: null });
  await database.migrate();
  return database;
}

/** The product's settings on a target's benchmark database: logging off, no demo seeding, the bench's own folder. */
export function benchEnv(target: Target): Env {
  return loadEnv({
    ...process.env,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: benchDir,
    FILES_DIR: path.join(benchDir, 'files'),
    ...(target === 'postgres' ? { DATABASE_URL: benchUrl() } : { DATABASE_URL: undefined }),
  });
}

/** The generated chain's business day, so sessions and the store-day rule hold. */
export const benchClock = (): Clock => fixedClock(`${BENCH_TODAY}T10:00:00+07:00`);

export async function goodsCount(database: Database): Promise<number> {
  const [row] = await rows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM barang`);
  return Number(row?.n ?? 0);
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Fills an empty benchmark database: the demo chain, 17 more stores, 20 trays each, 1,000,000 goods and their
 * ledger rows, the opening booked on `days.opening` and closed in every store, every store's business date
 * `days.firstDay` (by default yesterday and the bench's day; the year-long chain opens a year earlier).
 */
export async function generate(
  database: Database,
  log: (line: string) => void = console.log,
  days: { opening: string; firstDay: string } = { opening: BENCH_OPENING, firstDay: BENCH_TODAY },
): Promise<void> {
  const start = performance.now();
  const { opening, firstDay } = days;
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
  const stores = Array.from({ length: BENCH_STORES }, (_, i) => `T${String(i + 1).padStart(2, '0')}`);
  await db.execute(sql`
    INSERT INTO tokos (kode_toko, nama_toko, alamat_toko, tgl_system)
    SELECT 'T' || lpad(n::text, 2, '0'), 'KENCANA CABANG ' || n, 'JL. BENCHMARK NO. ' || n, ${opening}::date
    FROM generate_series(1, ${BENCH_STORES}) n ON CONFLICT (kode_toko) DO NOTHING`);
  await db.execute(sql`
    INSERT INTO baki (kode_baki, nama_baki, kode_gudang, kode_toko, berat_baki)
    SELECT ${DISPLAY}::text || lpad(s::text, 2, '0') || chr(64 + t), 'BAKI DISPLAY ' || chr(64 + t), ${DISPLAY}, 'T' || lpad(s::text, 2, '0'), 120
    FROM generate_series(1, ${BENCH_STORES}) s, generate_series(1, ${BENCH_TRAYS}) t ON CONFLICT (kode_baki) DO NOTHING`);
  log(`  stores and trays: ${seconds(start)}`);

  // Item i: x = i mixed by an odd multiplier modulo 32^8 (a bijection, so all distinct), written in the barcode
  // alphabet, is its barcode; the store is 1 + i % 20; tray, category and type come from separate bits of x,
  // so every store has every category and type on every tray (2,500 goods per tray, ~100 per tray/type).
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
    log(`  goods ${to.toLocaleString('en')}: ${seconds(start)}`);
  }

  // The opening balance of the generated goods: one document per store, two ledger rows per item.
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
  log(`  ledger rows: ${seconds(start)}`);
  await db.execute(sql`
    INSERT INTO stock_balances (place, kode_group, kode_dept, place_kind, place_toko, kode_gudang, qty, berat, berat_murni)
    SELECT place, kode_group, kode_dept, min(place_kind), min(place_toko), min(kode_gudang), SUM(qty)::int, SUM(berat), SUM(berat_murni)
    FROM stock_movements WHERE doc_no LIKE 'BENCH-%' GROUP BY place, kode_group, kode_dept
    ON CONFLICT (place, kode_group, kode_dept) DO UPDATE
      SET qty = stock_balances.qty + excluded.qty, berat = stock_balances.berat + excluded.berat, berat_murni = stock_balances.berat_murni + excluded.berat_murni`);
  // The opening day closed in every store (its snapshot, its close row), then the bench's day opens.
  // Every store of the chain (the demo's too) closes the opening day, as a chain in use has yesterday closed.
  await db.transaction(async (tx) => {
    const every = (await rows<{ kode_toko: string }>(tx, sql`SELECT kode_toko FROM tokos ORDER BY kode_toko`)).map((r) => r.kode_toko);
    await seedClosedDays(tx, every, opening, firstDay, 'owner');
    await tx.execute(sql`UPDATE tokos SET tgl_system = ${firstDay}::date`);
  });
  await db.execute(sql`ANALYZE`);
  log(`  balances, the opening day closed, ANALYZE: ${seconds(start)}`);
}

async function main(): Promise<void> {
  const which = process.argv[2] ?? 'both';
  const fresh = process.argv.includes('--fresh');
  const targets: Target[] = which === 'both' ? ['pglite', 'postgres'] : [which as Target];
  for (const target of targets) {
    const database = await openBench(target, fresh);
    try {
      const count = await goodsCount(database);
      if (count >= BENCH_GOODS) {
        console.log(`${target}: already holds ${count.toLocaleString('en')} goods (--fresh to rebuild)`);
        continue;
      }
      if (count > 0) throw new Error(`${target}: a partly filled benchmark database (${count} goods): run with --fresh`);
      console.log(`${target}: generating ${BENCH_GOODS.toLocaleString('en')} goods across ${BENCH_STORES} stores`);
      await generate(database);
      console.log(`${target}: ${(await goodsCount(database)).toLocaleString('en')} goods`);
    } finally {
      await database.close();
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await main();
}
