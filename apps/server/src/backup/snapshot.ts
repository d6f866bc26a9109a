// A consistent snapshot of the running database, never a copy of files under it:
// - PGlite: its own dump of the data folder (dumpDataDir), taken inside a transaction. The transaction holds
//   PGlite's one connection, so no other statement runs from the row counts to the end of the dump: the counts
//   and the dump are the same instant, between two transactions. Writers wait for that moment only (≈ 0.3 s
//   for the demo's 46 MB, most of it reading the folder); the compression runs after, off the database.
// - PostgreSQL: pg_dump at a snapshot exported from a REPEATABLE READ transaction that also counts the rows, so
//   the counts are exactly the dump's; nothing waits for it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rows, type Database, type Queryable } from '../db/client.ts';
import { pgDump, type PgTools } from './pg-tools.ts';

const gzip = promisify(zlib.gzip);

/** The database entry of an archive, by kind. */
export const DATABASE_ENTRY = { pglite: 'database.tar.gz', postgres: 'database.pgdump' } as const;

export interface Snapshot {
  jenis: Database['kind'];
  dibuat: Date;
  /** The server's version (PGlite: the PostgreSQL it embeds; a PGlite data folder opens only on that major). */
  versi_database: string;
  /** Rows of every table (schema.table) at the snapshot. */
  tabel: Record<string, number>;
  /** Migrations applied at the snapshot. */
  migrasi: number;
  /** The database entry: its name, size, hash, and its bytes in memory (PGlite) or in a file (pg_dump). */
  entry: { name: string; size: number; sha256: string; data: Buffer | { file: string } };
  /** Removes the snapshot's temporary file, if any. */
  cleanup(): Promise<void>;
}

/** Every table of the product (its schema and drizzle's migrations table), as schema.table. */
async function tables(q: Queryable): Promise<string[]> {
  const found = await rows<{ name: string }>(
    q,
    sql`SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema IN ('public', 'drizzle') ORDER BY 1`,
  );
  return found.map((row) => row.name);
}

/** The exact row count of every table, in one statement. */
export async function countTables(q: Queryable): Promise<Record<string, number>> {
  const names = await tables(q);
  if (names.length === 0) return {};
  const quoted = (name: string) =>
    name
      .split('.')
      .map((part) => `"${part.replace(/"/g, '""')}"`)
      .join('.');
  const found = await rows<{ name: string; n: string | number }>(
    q,
    sql.raw(names.map((name) => `SELECT '${name.replace(/'/g, "''")}' AS name, count(*) AS n FROM ${quoted(name)}`).join(' UNION ALL ')),
  );
  return Object.fromEntries(found.map((row) => [row.name, Number(row.n)]));
}

/** How many migrations the database has applied (0 for an empty one). */
export async function appliedMigrations(q: Queryable): Promise<number> {
  const [exists] = await rows<{ ok: boolean }>(q, sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS ok`);
  if (!exists?.ok) return 0;
  const [row] = await rows<{ n: number | string }>(q, sql`SELECT count(*) AS n FROM drizzle.__drizzle_migrations`);
  return Number(row?.n ?? 0);
}

async function serverVersion(q: Queryable): Promise<string> {
  const [row] = await rows<{ v: string }>(q, sql`SELECT current_setting('server_version') AS v`);
  return row?.v ?? '';
}

/** Takes the snapshot of a running database (see the file's header). */
export async function takeSnapshot(
  database: Database,
  options: { url?: string | undefined; pgTools: PgTools; now: Date },
): Promise<Snapshot> {
  if (database.kind === 'pglite') {
    const dump = database.dumpDataDir;
    if (!dump) throw new Error('PGlite dump unavailable');
    const taken = await database.db.transaction(async (tx) => {
      const tabel = await countTables(tx);
      const migrasi = await appliedMigrations(tx);
      const versi = await serverVersion(tx);
      const tarball = await dump();
      return { tabel, migrasi, versi, tarball };
    });
    const data = await gzip(Buffer.from(await taken.tarball.arrayBuffer()));
    return {
      jenis: 'pglite',
      dibuat: options.now,
      versi_database: taken.versi,
      tabel: taken.tabel,
      migrasi: taken.migrasi,
      entry: { name: DATABASE_ENTRY.pglite, size: data.length, sha256: createHash('sha256').update(data).digest('hex'), data },
      cleanup: async () => undefined,
    };
  }
  if (!options.url) throw new Error('DATABASE_URL unset');
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'kencana-pgdump-'));
  const file = path.join(dir, DATABASE_ENTRY.postgres);
  const cleanup = () => fs.promises.rm(dir, { recursive: true, force: true });
  try {
    const taken = await database.db.transaction(
      async (tx) => {
        const [exported] = await rows<{ id: string }>(tx, sql`SELECT pg_export_snapshot() AS id`);
        const tabel = await countTables(tx);
        const migrasi = await appliedMigrations(tx);
        const versi = await serverVersion(tx);
        // The exporting transaction stays open until pg_dump is done: that is what keeps its snapshot alive.
        await pgDump(options.pgTools, options.url!, exported!.id, file);
        return { tabel, migrasi, versi };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const hash = createHash('sha256');
    for await (const piece of fs.createReadStream(file)) hash.update(piece as Buffer);
    const size = (await fs.promises.stat(file)).size;
    return {
      jenis: 'postgres',
      dibuat: options.now,
      versi_database: taken.versi,
      tabel: taken.tabel,
      migrasi: taken.migrasi,
      entry: { name: DATABASE_ENTRY.postgres, size, sha256: hash.digest('hex'), data: { file } },
      cleanup,
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
