import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgTransaction, type PgDatabase, type PgDialect, type PgQueryResultHKT, type PgSession } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database, whichever driver is behind it (PGlite and node-postgres share the Postgres dialect). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services that write take one so the caller decides the boundary. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either: read helpers accept a transaction or the database. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs the pending migrations, all in one transaction (drizzle's migrator on both drivers): one that fails
   * leaves the database as it was. `folder` is for tests that migrate with another set.
   */
  migrate(folder?: string): Promise<void>;
  /** Runs fn while holding the chain-wide start-up lock (migrations and the demo seed). */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, which `openDatabase({ loadDataDir })` starts from. */
  dumpDataDir?(): Promise<Blob>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const STARTUP_LOCK_KEY = 7_240_001;

/**
 * Opens the database: a PostgreSQL server when a URL is given, otherwise embedded PGlite in dataDir
 * (or in memory when dataDir is null, for tests; `loadDataDir` then starts it from a dumped database instead
 * of an empty cluster, which skips PGlite's initdb: most of the seconds a fresh in-memory database costs —
 * and, with a dataDir, is how a restore lays a backup's database into a new folder).
 */
export async function openDatabase(options: { url?: string; dataDir: string | null; loadDataDir?: Blob }): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  let client: PGlite;
  let release = () => {};
  if (dataDir) {
    // Before PGlite touches the folder: a second process on it would lose acknowledged writes.
    release = lockDataDir(dataDir);
    const dir = path.join(dataDir, 'pglite');
    try {
      fs.mkdirSync(dir, { recursive: true });
      // A restore starts a new folder from an archive's dump; a start opens what is there.
      client = await PGlite.create(dir, loadDataDir ? { loadDataDir } : {});
    } catch (error) {
      release();
      throw error;
    }
  } else {
    client = await PGlite.create(loadDataDir ? { loadDataDir } : {});
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // One process owns a PGlite folder (lockDataDir), so there is nobody to race with.
    migrate: (folder = migrationsFolder) => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder }),
    withStartupLock: (fn) => fn(),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  // JIT off for the product's connections: PostgreSQL compiles a plan to machine code when its estimated cost is
  // high, which on a year of books the reports' and the balances' plans are — and the compiling alone took
  // ~0.4 s of a 30 ms query (EXPLAIN ANALYZE on the year-long bench chain). Short queries never win it back.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  // A connection dropped by the server (restart, failover, a dropped test database) must not crash the
  // process: the pool replaces idle clients, and a query on a dead one fails with its own error.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const withStartupLock = async <T>(fn: () => Promise<T>): Promise<T> => {
    // A session-level advisory lock on a dedicated connection: other instances wait here until the
    // first one has migrated and seeded.
    const lockClient = await pool.connect();
    try {
      await lockClient.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      return await fn();
    } finally {
      await lockClient.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
      lockClient.release();
    }
  };
  return {
    db,
    kind: 'postgres',
    migrate: (folder = migrationsFolder) => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: folder }),
    withStartupLock,
    close: () => pool.end(),
  };
}

/** The product's migrations folder (SQL files and meta/_journal.json). */
export const MIGRATIONS_FOLDER = migrationsFolder;

/**
 * How many of the folder's migrations the database has not applied (drizzle applies those dated after the last
 * one it recorded). 0 for a database that is up to date; every one for an empty database.
 */
export async function pendingMigrations(q: Queryable, folder = migrationsFolder): Promise<number> {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ when: number }> };
  const [exists] = await rows<{ ok: boolean }>(q, sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS ok`);
  if (!exists?.ok) return journal.entries.length;
  const [last] = await rows<{ at: string | number | null }>(q, sql`SELECT max(created_at) AS at FROM drizzle.__drizzle_migrations`);
  const applied = Number(last?.at ?? 0);
  return journal.entries.filter((entry) => entry.when > applied).length;
}

/** Rows of a raw query, whichever driver answered. */
export async function rows<T>(q: Queryable, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await q.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Rows of a hot read (a scan at the counter, a list a screen reloads) as a prepared statement: on the
 * PostgreSQL server a named statement, parsed and planned once per connection instead of on every call —
 * measured on the barcode lookup, the database serves 2–2.7× the calls a second. The name is the text's hash,
 * so every distinct text is its own statement (node-postgres refuses one name for two texts); use it for
 * statements whose text comes from a fixed set (values are parameters), as each text stays prepared on
 * every connection. Through drizzle's own session, so values and answers are typed as `rows` types them.
 */
export async function preparedRows<T>(q: Queryable, query: SQL): Promise<T[]> {
  const { session, dialect } = q as unknown as { session: PgSession; dialect: PgDialect };
  const built = dialect.sqlToQuery(query);
  const name = `k${createHash('sha1').update(built.sql).digest('hex').slice(0, 20)}`;
  const result = (await session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}

/**
 * Independent reads, answered in order: side by side on the pool, one after another inside a transaction. A
 * transaction holds one connection, so side by side gains nothing there, and node-postgres queues such calls with
 * a deprecation warning (pg 9 refuses them).
 */
export async function independentReads<T>(q: Queryable, reads: ReadonlyArray<() => Promise<T>>): Promise<T[]> {
  if (!(q instanceof PgTransaction)) return Promise.all(reads.map((read) => read()));
  const answers: T[] = [];
  for (const read of reads) answers.push(await read());
  return answers;
}
