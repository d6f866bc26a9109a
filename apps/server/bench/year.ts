// A year of the chain's business for the benchmarks: BENCH_STORES stores × 365 business days
// (2025-11-22 … 2026-11-21) of sales (a tenth of them exchanges: old gold bought back against the new piece),
// buy-backs, transfers between stores (sent and received), customers' deposits (titipan) and money (the
// sales' cash and transfer payments with change, the buy-backs' payouts, an expense from the drawer, cash sent
// to head office and received there), every day closed in every store as the close of day closes it (the
// stock and money snapshots, the close row), the stores' business date left at BENCH_TODAY (2026-11-22).
// ≥ 5 M ledger rows (stock_movements + money_entries) on PostgreSQL with the default 20 stores; one store on
// PGlite.
//
// How: one real document of each kind is posted through the product's HTTP API on the first day
// (year-templates.ts); every other document of the year is a bulk SQL copy of that template's rows in every
// table it wrote, with the number, date, store, piece or lot, grams and money substituted (year-day.ts), a day
// at a time for the whole chain, then the day is closed (seedClosedDays). At the end the ledger's invariants
// (checkLedgerInvariants, the owner's audit) must all hold: the run fails otherwise.
//
//   npx tsx apps/server/bench/year.ts postgres [--fresh]     (database kencana_year)
//   npx tsx apps/server/bench/year.ts pglite [--fresh]       (folder .tmp/bench-year)
//
// Defaults (set here before the generator's module reads them; the environment overrides them): PostgreSQL
// database BENCH_DB_NAME=kencana_year on BENCH_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres),
// 20 stores (BENCH_STORES) of 1,000,000 goods (BENCH_GOODS); PGlite in BENCH_DIR=.tmp/bench-year (its pglite
// folder), one store of 50,000 goods. BENCH_YEAR_DAYS (365), BENCH_YEAR_SALES (120 a store a day),
// BENCH_YEAR_BUYBACKS (20), BENCH_YEAR_TRANSFERS (8 pieces a store a day, with two stores or more),
// BENCH_YEAR_DEPOSITS (3) size the year; BENCH_YEAR_CLOSE (product|bulk: how each day is closed, year-close.ts;
// default bulk on PostgreSQL, product on PGlite); BENCH_YEAR_PROFILE=1 prints where the time goes. A database already
// holding the year is left as it is; a partly generated one is refused: --fresh rebuilds it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { addDays } from '@kencana/core';

type Target = 'pglite' | 'postgres';
const target = (process.argv[2] ?? 'postgres') as Target;
if (target !== 'pglite' && target !== 'postgres') throw new Error('usage: year.ts pglite|postgres [--fresh]');
const fresh = process.argv.includes('--fresh');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
process.env.BENCH_DB_NAME ??= 'kencana_year';
process.env.BENCH_DIR ??= path.join(root, '.tmp/bench-year');
if (target === 'pglite') {
  process.env.BENCH_STORES ??= '1';
  process.env.BENCH_GOODS ??= '50000';
}

const { BENCH_GOODS, BENCH_TODAY, openBench } = await import('./generate.ts');
const { rows } = await import('../src/db/client.ts');
const { seedClosedDays } = await import('../src/demo/demo-history.ts');
const { checkLedgerInvariants } = await import('../src/ledger/invariants.ts');
const { allStores, benchStores, setupChain } = await import('./year-setup.ts');
const { postTemplates } = await import('./year-templates.ts');
const { closeDayInBulk } = await import('./year-close.ts');
const { dropWorkTables, preparePlan, prepareAccounts, profile, writeDay } = await import('./year-day.ts');

const count = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
};
const DAYS = Math.max(1, count('BENCH_YEAR_DAYS', 365));
const volume = {
  sales: count('BENCH_YEAR_SALES', 120),
  buybacks: count('BENCH_YEAR_BUYBACKS', 20),
  transfers: count('BENCH_YEAR_TRANSFERS', 8),
  deposits: count('BENCH_YEAR_DEPOSITS', 3),
};
/**
 * How each day is closed: 'product' calls seedClosedDays as the demo's history does; 'bulk' (year-close.ts) the
 * same rows with the money snapshot of every store in one statement bounded to the day. Default: bulk on
 * PostgreSQL (a chain of 20 stores), product on PGlite.
 */
const CLOSE = (process.env.BENCH_YEAR_CLOSE ?? (target === 'postgres' ? 'bulk' : 'product')) === 'product' ? 'product' : 'bulk';
/** The year's first business day; the opening balance is booked and closed the day before. */
const FIRST_DAY = addDays(BENCH_TODAY, -DAYS);
const OPENING = addDays(FIRST_DAY, -1);
const LAST_DAY = addDays(BENCH_TODAY, -1);

/** The tables the year grows (barang keeps its count: its statistics from the start hold). */
const GROWING = [
  'documents',
  'stock_movements',
  'stock_balances',
  'stock_lots',
  'money_entries',
  'money_accounts',
  'doc_numbers',
  'barang_mutasi',
  'penjualan',
  'penjualan_detail',
  'penjualan_bayar',
  'pembelian',
  'pembelian_detail',
  'pembelian_bayar',
  'barang_tukar',
  'kirim_barang',
  'kirim_barang_detail',
  'terima_barang',
  'transaksi_keuangan',
  'setor_pusat',
  'eod_snapshots',
  'eod_closes',
  // The close's money snapshot (a table of the close's newer releases) and its audit events.
  'eod_money_snapshots',
  'audit_log',
];

const started = performance.now();
let phase = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const lap = (label: string) => {
  console.log(`${target}: ${label}: ${seconds(phase)} (total ${seconds(started)})`);
  phase = performance.now();
};

const database = await openBench(target, fresh);
let failed = false;
try {
  const db = database.db;
  const [state] = await rows<{ docs: number; last: string | null }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM documents) AS docs, (SELECT to_char(MAX(tgl_system), 'YYYY-MM-DD') FROM eod_closes) AS last`,
  );
  if ((state?.docs ?? 0) > 0 && state?.last === LAST_DAY) {
    console.log(`${target}: already holds the year up to ${LAST_DAY} (--fresh to rebuild)`);
  } else {
    if ((state?.docs ?? 0) > 0)
      throw new Error(`${target}: a partly generated database (closed up to ${state?.last ?? '-'}): run with --fresh`);
    const stores = benchStores();
    console.log(
      `${target}: a year ${FIRST_DAY} … ${LAST_DAY} of ${stores.length} store(s), ${BENCH_GOODS.toLocaleString('en')} goods; a store a day: ` +
        `${volume.sales} sales, ${volume.buybacks} buy-backs, ${stores.length > 1 ? volume.transfers : 0} pieces sent, ${volume.deposits} deposits, an expense, cash to head office (a tenth of the sales are exchanges); closes: ${CLOSE}`,
    );
    await setupChain(database, OPENING, FIRST_DAY, (line) => console.log(`${target}:${line}`));
    lap('the chain, its goods and the opening day');
    const tpl = await postTemplates(database, target, FIRST_DAY, stores);
    lap(
      `templates through the API (${[tpl.saleCash, tpl.saleSplit, tpl.buyCash, tpl.buyTransfer, tpl.kirim?.no_kirim, tpl.kirim?.no_terima, tpl.kasAmbil, tpl.setor.no_setor, tpl.setor.no_terima, tpl.titipan.no_titipan, tpl.tukar.no_tukar, tpl.tukar.jual, tpl.tukar.beli].filter(Boolean).join(', ')})`,
    );
    await preparePlan(db, stores, DAYS, volume, FIRST_DAY);
    await prepareAccounts(db, tpl, stores);
    lap('the plan of the year');
    const closing = await allStores(db);
    const growing = (
      await rows<{ t: string }>(
        db,
        sql`SELECT t FROM unnest(${sql.raw(`ARRAY[${GROWING.map((t) => `'${t}'`).join(',')}]`)}::text[]) t WHERE to_regclass(t) IS NOT NULL`,
      )
    ).map((r) => r.t);
    let writing = 0;
    let closingMs = 0;
    let analyzeMs = 0;
    for (let d = 0; d < DAYS; d++) {
      const day = addDays(FIRST_DAY, d);
      await db.transaction(async (tx) => {
        const t0 = performance.now();
        await writeDay(tx, tpl, stores, d, day, volume);
        const t1 = performance.now();
        if (CLOSE === 'product') await seedClosedDays(tx, closing, day, addDays(day, 1), 'owner');
        else await closeDayInBulk(tx, closing, day, 'owner');
        writing += t1 - t0;
        closingMs += performance.now() - t1;
      });
      // The planner's statistics follow the tables' growth, as autovacuum's would on a chain in use: each time the
      // year's tables have doubled, then monthly. Without it the foreign-key checks keep the plan they were given
      // for a table of a few rows (a scan of documents per ledger row written).
      if ((d & (d + 1)) === 0 || (d + 1) % 30 === 0) {
        const analyzing = performance.now();
        await db.execute(sql`ANALYZE ${sql.raw(growing.join(', '))}`);
        analyzeMs += performance.now() - analyzing;
      }
      if (day.endsWith('-21') || d === DAYS - 1) {
        console.log(
          `${target}:   up to ${day}: documents ${(writing / 1000).toFixed(1)} s, closes ${(closingMs / 1000).toFixed(1)} s, ANALYZE ${(analyzeMs / 1000).toFixed(1)} s (total ${seconds(started)})`,
        );
        if (profile.size > 0)
          console.log(
            `${target}:     ${[...profile.entries()]
              .sort((a, b) => b[1] - a[1])
              .map(([table, ms]) => `${table} ${(ms / 1000).toFixed(1)}`)
              .join(', ')}`,
          );
      }
    }
    await db.execute(sql`UPDATE tokos SET tgl_system = ${BENCH_TODAY}::date`);
    await dropWorkTables(db);
    lap(`${DAYS} days written (${(writing / 1000).toFixed(1)} s) and closed (${(closingMs / 1000).toFixed(1)} s)`);
    // A year in use has been vacuumed many times over (autovacuum): the visibility map that lets a report read an
    // index alone (the goods' prices on the trays) is set, as it would be, rather than left to the first hours.
    await db.execute(sql`VACUUM (ANALYZE)`);
    lap('VACUUM (ANALYZE)');
  }
  const [counts] = await rows<Record<string, number>>(
    db,
    sql`SELECT (SELECT count(*) FROM documents)::int AS documents, (SELECT count(*) FROM stock_movements)::int AS stock_movements,
               (SELECT count(*) FROM money_entries)::int AS money_entries, (SELECT count(*) FROM eod_snapshots)::int AS eod_snapshots,
               (SELECT count(*) FROM eod_closes)::int AS eod_closes, (SELECT count(*) FROM barang)::int AS barang`,
  );
  const c = counts ?? {};
  const ledger = Number(c.stock_movements ?? 0) + Number(c.money_entries ?? 0);
  console.log(
    `${target}: ${Object.entries(c)
      .map(([k, v]) => `${k} ${Number(v).toLocaleString('en')}`)
      .join(', ')}; ledger rows (stock + money) ${ledger.toLocaleString('en')}`,
  );
  phase = performance.now();
  // The owner's full audit (checkLedgerInvariants): every invariant over the whole year.
  const violations = await checkLedgerInvariants(db);
  lap(`checkLedgerInvariants: ${violations.length === 0 ? 'no violation' : `${violations.length} violation(s)`}`);
  if (violations.length > 0) {
    failed = true;
    for (const v of violations.slice(0, 50)) console.error(`  ${v.rule}: ${v.detail}`);
  }
  // Every close stored its day's audit (what the owner's page reads back), and every day came out clean.
  const [days] = await rows<{ closes: number; audited: number; clean: number }>(
    db,
    sql`SELECT (SELECT count(*) FROM eod_closes)::int AS closes, count(*)::int AS audited, count(*) FILTER (WHERE ok)::int AS clean FROM audit_harian`,
  );
  console.log(`${target}: days audited at their close ${days?.audited ?? 0} of ${days?.closes ?? 0}, clean ${days?.clean ?? 0}`);
  if (Number(days?.clean ?? 0) !== Number(days?.closes ?? -1)) failed = true;
} finally {
  await database.close();
}
if (failed) process.exitCode = 1;
