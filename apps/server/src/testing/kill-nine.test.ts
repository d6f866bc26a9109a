// kill -9 in the middle of writes: the real server process (src/server.ts) on a fresh PostgreSQL database,
// concurrent sales, buy-backs, deposits and cash documents from two stores, SIGKILL while requests are in
// flight, a restart on the same database — then every write the server acknowledged (2xx with its number)
// is there with its rows, no document is partial (every document's grams and rupiah conserve, no row without
// its document), the product's invariants and the independent check hold, and the restarted server writes on.
// PostgreSQL only: PGlite in memory has no process to kill (the suite's PostgreSQL pass runs it, .ci/run).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { WAREHOUSE } from '@kencana/core';
import { openDatabase, rows, type Database } from '../db/client.ts';
import { prepareDatabase } from '../bootstrap.ts';
import { DEMO_KODE_MODAL } from '../demo/demo-masters.ts';
import { loadEnv } from '../env.ts';
import { checkLedgerInvariants } from '../ledger/invariants.ts';
import { trayPlaceSql } from '../ledger/places.ts';
import { independentCheck, missingAcknowledged } from './chaos-check.ts';

const SERVER_URL = process.env.TEST_DATABASE_URL ?? '';
const onPostgres = /^postgres(ql)?:\/\//.test(SERVER_URL);
const PORT = process.env.KILL9_PORT ?? '3503';
const BASE = `http://127.0.0.1:${PORT}/api/v1`;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

let server: ChildProcess | null = null;
let database: Database | null = null;
let dbName: string | null = null;
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kencana-kill9-'));

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Starts src/server.ts in a node process of its own (tsx as a loader, so the pid is the server's own). */
function startServer(url: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: url,
      TEST_DATABASE_URL: undefined,
      PORT,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      SEED_DEMO: 'true',
      LOGIN_RATE_PER_MINUTE: '600',
      FILES_DIR: filesDir,
      // The server's backup schedule may run while the test does: its archives and key stay in the test's folder.
      BACKUP_DIR: path.join(filesDir, 'backups'),
      DATA_DIR: filesDir,
      S3_ENDPOINT: undefined,
      S3_BUCKET: undefined,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[server] ${chunk.toString()}`));
  return child;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function request(method: string, url: string, token: string | null, body?: unknown): Promise<Answer> {
  const response = await fetch(`${BASE}/${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(method === 'GET' ? {} : { 'idempotency-key': randomBytes(12).toString('hex') }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** Signs in once the server answers (it migrates and seeds the demo chain first). */
async function signIn(user_id: string, password: string, waitMs = 90_000): Promise<string> {
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      const answer = await request('POST', 'users/login', null, { user_id, password });
      if (answer.status === 200) return answer.body.token as string;
      throw new Error(`login ${user_id}: ${answer.status} ${JSON.stringify(answer.body)}`);
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

const data = (answer: Answer) => (answer.body.data ?? {}) as Record<string, unknown>;

afterAll(async () => {
  server?.kill('SIGKILL');
  await database?.close();
  if (dbName) {
    const name = dbName;
    await admin(async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
  }
  fs.rmSync(filesDir, { recursive: true, force: true });
});

describe.runIf(onPostgres)('kill -9 of the server in the middle of writes (PostgreSQL)', () => {
  it('loses no acknowledged write and leaves no partial document; the restarted server writes on', { timeout: 240_000 }, async () => {
    const t0 = Date.now();
    const since = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
    dbName = `kencana_kill9_${randomBytes(6).toString('hex')}`;
    await admin((client) => client.query(`CREATE DATABASE ${dbName}`));
    const url = new URL(SERVER_URL);
    url.pathname = `/${dbName}`;
    // Migrated and seeded here, in this process: the server process then only starts (the part that is timed).
    await (
      await prepareDatabase(loadEnv({ ...process.env, DATABASE_URL: url.toString(), TEST_DATABASE_URL: undefined, SEED_DEMO: 'true' }))
    ).close();
    server = startServer(url.toString());
    const owner = await signIn('owner', 'owner123');
    console.log(`kill -9: server up at ${since()}`);
    const kasir = await signIn('kasir', 'kasir123');
    database = await openDatabase({ url: url.toString(), dataDir: null });
    const db = database.db;
    // Cash in the head store's drawer for the buy-backs (the owner's own store), and the goods on display.
    expect(
      (
        await request('POST', 'keuangan/kas', owner, {
          jenis: 'TAMBAH',
          kode_transaksi: DEMO_KODE_MODAL,
          jumlah: 900_000_000,
          keterangan: 'MODAL',
        })
      ).status,
    ).toBe(200);
    const goods = async (toko: string) =>
      (
        await rows<{ kode_barcode: string }>(
          db,
          sql`SELECT b.kode_barcode FROM barang b JOIN baki k ON b.lokasi = ${trayPlaceSql(sql`k.kode_baki`)}
              WHERE k.kode_toko = ${toko} AND k.kode_gudang = ${WAREHOUSE.DISPLAY} ORDER BY b.kode_barcode LIMIT 400`,
        )
      ).map((r) => r.kode_barcode);
    const onDisplay = { T01: await goods('T01'), T02: await goods('T02') };

    // The writers: each loop writes until the server is gone; a 2xx is an acknowledged write.
    const acknowledged: string[] = [];
    let refused = 0;
    let n = 0;
    const customer = () => ({ nama: 'BUDI', no_hp: `0812${String(++n).padStart(8, '0')}`, alamat: 'JL. MATI LAMPU' });
    /** The acknowledged number of a 2xx answer; a refusal (a rule of the store) is counted, not acknowledged. */
    const ack = (answer: Answer, field: string): string | undefined => {
      if (answer.status === 200) return data(answer)[field] as string;
      refused += 1;
      return undefined;
    };
    // Each write answers its acknowledged number, undefined when refused, null when it has nothing left to do.
    const writes: Array<() => Promise<string | undefined | null>> = [
      async () => {
        const code = onDisplay.T01.pop();
        if (!code) return null;
        const body = {
          kode_toko: 'T01',
          kode_sales: 'S001',
          customer: customer(),
          detail_barang: [{ kode_barcode: code }],
          pembayaran: [{ jenis: 'CASH', jumlah: 200_000_000 }],
        };
        const answer = await request('POST', 'penjualan', owner, body);
        return ack(answer, 'no_faktur_jual');
      },
      async () => {
        const code = onDisplay.T02.pop();
        if (!code) return null;
        const body = {
          kode_sales: 'S001',
          customer: customer(),
          detail_barang: [{ kode_barcode: code }],
          pembayaran: [{ jenis: 'CASH', jumlah: 200_000_000 }],
        };
        const answer = await request('POST', 'penjualan', kasir, body);
        return ack(answer, 'no_faktur_jual');
      },
      async () => {
        const body = {
          kode_toko: 'T01',
          customer: { ...customer(), no_ktp: `3273${String(n).padStart(12, '0')}` },
          detail_barang: [
            { nama_barang: 'CINCIN', kode_group: '17K', kode_dept: 'CIN17', berat: '2.000', kadar: '75', kondisi: 'TN', harga: 1_000_000 },
          ],
          pembayaran: [{ jenis: 'CASH', jumlah: 1_000_000 }],
        };
        const answer = await request('POST', 'pembelian', owner, body);
        return ack(answer, 'no_faktur_beli');
      },
      async () => {
        const body = { customer: customer(), jumlah: 250_000, pembayaran: [{ jenis: 'CASH', jumlah: 250_000 }], keterangan: '' };
        const answer = await request('POST', 'titipan', kasir, body);
        return ack(answer, 'no_titipan');
      },
      async () => {
        const body = { jenis: 'TAMBAH', kode_transaksi: DEMO_KODE_MODAL, jumlah: 10_000, keterangan: 'MODAL' };
        const answer = await request('POST', 'keuangan/kas', kasir, body);
        return ack(answer, 'no_transaksi');
      },
    ];
    let alive = true;
    let lost = 0;
    const loop = async (write: () => Promise<string | undefined | null>) => {
      while (alive) {
        try {
          const no = await write();
          if (no === null) return;
          if (no) acknowledged.push(no);
        } catch {
          // The connection died with the server: the write was never acknowledged.
          lost += 1;
          return;
        }
      }
    };
    const loops = [...writes, ...writes, ...writes].map((write) => loop(write));
    // Kill once writes are flowing, with every loop's next request in flight.
    const until = Date.now() + 20_000;
    while (acknowledged.length < 60 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    const before = acknowledged.length;
    server.kill('SIGKILL');
    await Promise.all(loops);
    alive = false;
    console.log(
      `kill -9: ${before} writes acknowledged before the kill, ${acknowledged.length} in all, ${lost} cut off, ${refused} refused`,
    );
    expect(acknowledged.length).toBeGreaterThan(20);
    expect(lost).toBeGreaterThan(0);

    server = startServer(url.toString());
    const again = await signIn('kasir', 'kasir123');
    console.log(`kill -9: restarted at ${since()}`);
    expect(
      await missingAcknowledged(
        db,
        acknowledged.map((no) => ({ no })),
      ),
    ).toEqual([]);
    // Every acknowledged document has its rows (a sale its goods and money, a deposit its money).
    const empty = await rows<{ doc_no: string }>(
      db,
      sql`SELECT d.doc_no FROM documents d WHERE d.doc_no IN (${sql.join(
        acknowledged.map((no) => sql`${no}`),
        sql`, `,
      )})
          AND NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.doc_no = d.doc_no)
          AND NOT EXISTS (SELECT 1 FROM money_entries e WHERE e.doc_no = d.doc_no)`,
    );
    expect(empty).toEqual([]);
    expect(await checkLedgerInvariants(db)).toEqual([]);
    expect(await independentCheck(db)).toEqual([]);
    // The restarted server takes the next write under the next number (no counter left behind).
    const next = await request('POST', 'titipan', again, {
      customer: customer(),
      jumlah: 50_000,
      pembayaran: [{ jenis: 'CASH', jumlah: 50_000 }],
      keterangan: '',
    });
    expect(next.status).toBe(200);
    expect(acknowledged).not.toContain(data(next).no_titipan);
    expect(await checkLedgerInvariants(db)).toEqual([]);
  });
});
