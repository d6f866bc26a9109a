// The goods benchmark (not a timed test): barcode lookup (GET barang/open/kode-barcode) and the send-goods
// filter query (GET barang/get/query) through the API — real HTTP over the loopback to the product's
// Fastify app listening on an ephemeral port, sent one at a time on a keep-alive connection by a client in a
// worker thread (so the client's own parsing is not charged to the server's thread, which PGlite shares)
// and timed there from request to last byte — next to the same SQL run directly on the same database in the
// same run, alternating API and SQL call by call. On the embedded database (PGlite) and on the PostgreSQL
// server. A database without 1,000,000 goods is generated first.
//
//   npm run bench                      both targets
//   npm run bench -- pglite|postgres   one target
import { Worker } from 'node:worker_threads';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql, type SQL } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { fixedClock } from '../src/clock.ts';
import { rows, type Database } from '../src/db/client.ts';
import { loadEnv } from '../src/env.ts';
import { kindIn } from '../src/stock/kinds.ts';
import { barangQuerySql, lookupSql } from '../src/modules/barang/index.ts';
import { BENCH_GOODS, BENCH_TODAY, benchDir, benchUrl, generate, goodsCount, openBench, type Target } from './generate.ts';

const LOOKUPS = Number(process.env.BENCH_LOOKUPS ?? 2000);
const QUERIES_PER_FILTER = Number(process.env.BENCH_QUERIES ?? 200);
const WARMUP = 200;
/** Sales saved (POST penjualan, one piece each, split cash + transfer) and their notas rendered (GET penjualan/nota). */
const SALES = Number(process.env.BENCH_SALES ?? 200);

/** The benchmark's user: a cashier of T02 (store-scoped like staff are), sending to T01. */
const USER = { user_id: 'kasir', password: 'kasir123', kode_toko: 'T02', tujuan: 'T01' };

interface Stats {
  p50: number;
  p99: number;
  mean: number;
  n: number;
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1)))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99), mean: sorted.reduce((s, v) => s + v, 0) / sorted.length, n: sorted.length };
}

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

// The HTTP client, in plain JavaScript so the worker needs no TypeScript loader.
const CLIENT = `
const { parentPort } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
parentPort.on('message', ({ id, port, method, path, headers, body, wantText }) => {
  const start = process.hrtime.bigint();
  const req = http.request({ host: '127.0.0.1', port, method, path, agent,
    headers: body ? { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : headers }, (res) => {
    const chunks = [];
    res.on('data', (chunk) => chunks.push(chunk));
    res.on('end', () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      const status = res.statusCode;
      parentPort.postMessage({ id, status, ms, text: wantText || status !== 200 ? Buffer.concat(chunks).toString('utf8') : '' });
    });
  });
  req.on('error', (error) => parentPort.postMessage({ id, status: 0, ms: 0, text: String(error) }));
  if (body) req.write(body);
  req.end();
});`;

interface Reply {
  status: number;
  ms: number;
  text: string;
}

/** A client in a worker thread: each call resolves with the status, the time from request to last byte, and (when asked or on error) the body. */
function httpClient(): {
  send: (port: number, method: string, path: string, headers: Record<string, string>, body?: string, wantText?: boolean) => Promise<Reply>;
  close: () => Promise<number>;
} {
  const worker = new Worker(CLIENT, { eval: true });
  const waiting = new Map<number, (reply: Reply) => void>();
  let next = 0;
  worker.on('message', (reply: Reply & { id: number }) => {
    waiting.get(reply.id)?.(reply);
    waiting.delete(reply.id);
  });
  return {
    send: (port, method, path, headers, body, wantText = false) =>
      new Promise((resolve) => {
        const id = next++;
        waiting.set(id, resolve);
        worker.postMessage({ id, port, method, path, headers, body, wantText });
      }),
    close: () => worker.terminate(),
  };
}

interface Case {
  name: string;
  url: string;
  query: SQL;
  /** Checks the raw SQL's answer and says how many goods it holds. */
  count: (found: Array<Record<string, unknown>>) => number;
}

function expectCount(name: string, count: number, ok: (n: number) => boolean): number {
  if (!ok(count)) throw new Error(`${name}: unexpected ${count} rows`);
  return count;
}

/** Runs each case through the API and as raw SQL, alternating, and returns both timings. */
async function measure(
  database: Database,
  call: (url: string) => Promise<Reply>,
  cases: Case[],
): Promise<{ api: number[]; sql: number[] }> {
  const api: number[] = [];
  const raw: number[] = [];
  for (const item of cases) {
    const response = await call(item.url);
    api.push(response.ms);
    if (response.status !== 200) throw new Error(`${item.name} ${item.url}: HTTP ${response.status} ${response.text.slice(0, 200)}`);
    const start = process.hrtime.bigint();
    const found = await rows<Record<string, unknown>>(database.db, item.query);
    raw.push(ms(start));
    item.count(found);
  }
  return { api, sql: raw };
}

interface Result {
  target: Target;
  what: string;
  api: Stats;
  sql: Stats;
}

async function benchTarget(target: Target): Promise<Result[]> {
  const database = await openBench(target);
  try {
    if ((await goodsCount(database)) < BENCH_GOODS) {
      console.log(`${target}: no benchmark data yet, generating…`);
      await generate(database);
    }
    const env = loadEnv({
      ...process.env,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DATA_DIR: benchDir,
      FILES_DIR: path.join(benchDir, 'files'),
      ...(target === 'postgres' ? { DATABASE_URL: benchUrl() } : { DATABASE_URL: undefined }),
    });
    // The business day of the generated chain, so sessions and the store-day rule hold.
    const clock = fixedClock(`${BENCH_TODAY}T10:00:00+07:00`);
    const { app } = await buildApp({ db: database.db, dbKind: database.kind, env, clock });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const client = httpClient();
    try {
      const login = await client.send(
        port,
        'POST',
        '/api/v1/users/login',
        {},
        JSON.stringify({ user_id: USER.user_id, password: USER.password }),
        true,
      );
      if (login.status !== 200) throw new Error(`login failed: ${login.text}`);
      const headers = { authorization: `Bearer ${(JSON.parse(login.text) as { token: string }).token}`, accept: 'application/json' };
      const call = (url: string) => client.send(port, 'GET', url, headers);

      const codes = (
        await rows<{ kode_barcode: string }>(
          database.db,
          sql`SELECT kode_barcode FROM barang WHERE kode_toko = ${USER.kode_toko} ORDER BY md5(kode_barcode) LIMIT ${LOOKUPS + WARMUP}`,
        )
      ).map((row) => row.kode_barcode);
      const lookupCase = (code: string): Case => ({
        name: 'lookup',
        url: `/api/v1/barang/open/kode-barcode?limit=100&kode_barcode=${code}`,
        query: lookupSql(code, USER.kode_toko, 100),
        count: (found) => expectCount('lookup', found.length, (n) => n === 1),
      });
      const filters = [
        { label: 'SEMUA', kode_baki: 'SEMUA', kode_group: 'SEMUA', kode_dept: 'SEMUA' },
        { label: 'baki', kode_baki: 'KC02C', kode_group: 'SEMUA', kode_dept: 'SEMUA' },
        { label: 'group', kode_baki: 'SEMUA', kode_group: '17K', kode_dept: 'SEMUA' },
        { label: 'baki+group+dept', kode_baki: 'KC02C', kode_group: '17K', kode_dept: 'GEL17' },
      ];
      const queryCase = (filter: (typeof filters)[number]): Case => ({
        name: `query ${filter.label}`,
        url: `/api/v1/barang/get/query?kode_baki=${filter.kode_baki}&kode_group=${filter.kode_group}&kode_dept=${filter.kode_dept}&tujuan=${USER.tujuan}&limit=500`,
        // The service's SQL on this database: rows (one more than the page, to tell a cut list), or on the
        // embedded database one row holding the page as JSON text.
        query: barangQuerySql(USER.kode_toko, filter, 500, target === 'pglite'),
        count: (found) => {
          const goods = target === 'pglite' ? (JSON.parse(String(found[0]?.data)) as unknown[]).length : Math.min(found.length, 500);
          return expectCount(`query ${filter.label}`, goods, (n) => n > 0 && n <= 500);
        },
      });

      await measure(database, call, codes.slice(0, WARMUP).map(lookupCase));
      await measure(
        database,
        call,
        filters.flatMap((filter) => Array.from({ length: 10 }, () => queryCase(filter))),
      );

      const results: Result[] = [];
      const lookup = await measure(database, call, codes.slice(WARMUP).map(lookupCase));
      results.push({ target, what: 'barcode lookup (1 row)', api: stats(lookup.api), sql: stats(lookup.sql) });
      const allApi: number[] = [];
      const allSql: number[] = [];
      for (const filter of filters) {
        const sample = await measure(
          database,
          call,
          Array.from({ length: QUERIES_PER_FILTER }, () => queryCase(filter)),
        );
        const count = queryCase(filter).count(await rows(database.db, queryCase(filter).query));
        results.push({ target, what: `  filter ${filter.label} (${count} rows)`, api: stats(sample.api), sql: stats(sample.sql) });
        allApi.push(...sample.api);
        allSql.push(...sample.sql);
      }
      results.splice(1, 0, { target, what: 'send-goods filter query (all filters)', api: stats(allApi), sql: stats(allSql) });
      results.push(...(await benchSales(database, client, port, headers, target)));
      return results;
    } finally {
      await client.close();
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/**
 * The counter: a sale's save (POST penjualan: lock the piece, price it at the day's gold price, the ledger
 * document, header, line, payments) and its nota PDF (GET penjualan/nota: the sale read back, barcode and QR
 * rendered), each piece a different one still on a tray of the cashier's store. The SQL column times the
 * piece's own lookup (the lock's read) for scale. Sold pieces stay sold: a later run takes others.
 */
async function benchSales(
  database: Database,
  client: ReturnType<typeof httpClient>,
  port: number,
  headers: Record<string, string>,
  target: Target,
): Promise<Result[]> {
  const pieces = (
    await rows<{ kode_barcode: string }>(
      database.db,
      sql`SELECT kode_barcode FROM barang WHERE kode_toko = ${USER.kode_toko} AND ${kindIn(sql`lokasi_kind`, ['BAKI'])} ORDER BY md5(kode_barcode || 'jual') LIMIT ${SALES + 20}`,
    )
  ).map((row) => row.kode_barcode);
  if (pieces.length < SALES + 20) throw new Error(`sales: only ${pieces.length} pieces left on T02's trays`);
  const lookup = (code: string) => sql`SELECT kode_barcode, lokasi_kind, kode_baki FROM barang WHERE kode_barcode = ${code}`;
  const save: number[] = [];
  const nota: number[] = [];
  const raw: number[] = [];
  for (const [index, code] of pieces.entries()) {
    const body = JSON.stringify({
      kode_sales: 'S001',
      customer: { nama: 'BENCH', no_hp: '', alamat: '' },
      detail_barang: [{ kode_barcode: code }],
      pembayaran: [
        { jenis: 'TRANSFER', jumlah: 1_000, kode_bank: 'BCA' },
        { jenis: 'CASH', jumlah: 999_000_000 },
      ],
    });
    const saved = await client.send(port, 'POST', '/api/v1/penjualan', headers, body, true);
    if (saved.status !== 200) throw new Error(`penjualan ${code}: HTTP ${saved.status} ${saved.text.slice(0, 200)}`);
    const no = (JSON.parse(saved.text) as { data: { no_faktur_jual: string } }).data.no_faktur_jual;
    const pdf = await client.send(port, 'GET', `/api/v1/penjualan/nota/${no}`, headers);
    if (pdf.status !== 200) throw new Error(`nota ${no}: HTTP ${pdf.status} ${pdf.text.slice(0, 200)}`);
    const start = process.hrtime.bigint();
    await rows(database.db, lookup(code));
    if (index < 20) continue; // warm-up
    save.push(saved.ms);
    nota.push(pdf.ms);
    raw.push(ms(start));
  }
  return [
    { target, what: `sale save, 1 piece (${SALES})`, api: stats(save), sql: stats(raw) },
    { target, what: `sale nota PDF (${SALES})`, api: stats(nota), sql: stats(raw) },
  ];
}

const f = (value: number) => value.toFixed(3);

async function main(): Promise<void> {
  const which = process.argv[2] ?? 'both';
  const targets: Target[] = which === 'both' ? ['pglite', 'postgres'] : [which as Target];
  const results: Result[] = [];
  for (const target of targets) {
    console.log(
      `\n${target}: measuring (${LOOKUPS} lookups, ${QUERIES_PER_FILTER} queries per filter; API over HTTP from a worker-thread client, raw SQL on the same database, alternating)`,
    );
    results.push(...(await benchTarget(target)));
  }
  const lines = [
    '| database | call | API p50 ms | API p99 ms | SQL p50 ms | SQL p99 ms | API − SQL p50 ms |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.target} | ${r.what} | ${f(r.api.p50)} | ${f(r.api.p99)} | ${f(r.sql.p50)} | ${f(r.sql.p99)} | ${f(r.api.p50 - r.sql.p50)} |`,
    ),
  ];
  console.log(`\n${lines.join('\n')}\n`);
  fs.mkdirSync(benchDir, { recursive: true });
  fs.writeFileSync(
    path.join(benchDir, 'results.json'),
    JSON.stringify({ at: new Date().toISOString(), node: process.version, results }, null, 2),
  );
  console.log(`(written to ${path.join(benchDir, 'results.json')})`);
}

await main();
