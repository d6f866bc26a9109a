// Proving an archive: read it whole (every chunk authenticated, every entry's hash against the manifest), restore
// its database into a scratch one (in-memory PGlite, or a new database on the same PostgreSQL server), count every
// table's rows against the counts taken at the snapshot and run the ledger's invariants on it. The backup runs
// this right after writing an archive (in a worker thread: PGlite's WASM would hold the server's event loop),
// and the restore runs the first half before it touches anything.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type Db } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { checkLedgerInvariants } from '../ledger/invariants.ts';
import { ArchiveError, collect, openArchive, type ArchiveHeader } from './archive.ts';
import { pgRestore, scratchDatabase, type PgTools } from './pg-tools.ts';
import { countTables } from './snapshot.ts';

/** The archive's own account of what it holds: its last entry. */
export interface Manifest {
  format: 1;
  jenis: ArchiveHeader['jenis'];
  dibuat: string;
  pemicu: string;
  versi_database: string;
  migrasi: number;
  tabel: Record<string, number>;
  database: { name: string; bytes: number; sha256: string };
  berkas: Array<{ key: string; bytes: number; sha256: string }>;
}

export const MANIFEST_ENTRY = 'manifest.json';
export const FILES_PREFIX = 'files/';

/** Where the database entry of a checked archive is: in memory (PGlite) or in a temporary file (pg_dump). */
export type DatabaseBytes = { kind: 'memory'; data: Buffer } | { kind: 'file'; file: string };

export interface CheckedArchive {
  header: ArchiveHeader;
  manifest: Manifest;
  database: DatabaseBytes;
  /** Removes the temporary file of the database entry, if any. */
  cleanup(): Promise<void>;
}

/**
 * Reads a whole archive and checks it against its manifest: the database entry and every stored file present
 * with the size and SHA-256 the manifest names, nothing more, nothing less. Throws ArchiveError on any damage.
 * `onFile` receives each stored file once it is read whole (the restore's second pass writes them).
 */
export async function checkArchive(
  file: string,
  productKey: Buffer,
  onFile?: (key: string, data: Buffer) => Promise<void>,
): Promise<CheckedArchive> {
  const archive = await openArchive(file, productKey);
  let manifest: Manifest | null = null;
  let database: DatabaseBytes | null = null;
  let databaseHash = '';
  let databaseSize = 0;
  const files = new Map<string, { bytes: number; sha256: string }>();
  let tempDir: string | null = null;
  const cleanup = async () => {
    if (tempDir) await fs.promises.rm(tempDir, { recursive: true, force: true });
  };
  try {
    for await (const entry of archive.entries()) {
      if (manifest) throw new ArchiveError('DAMAGED', 'data setelah manifest');
      if (entry.name === MANIFEST_ENTRY) {
        try {
          manifest = JSON.parse((await collect(entry.data)).toString('utf8')) as Manifest;
        } catch {
          throw new ArchiveError('DAMAGED', 'manifest');
        }
      } else if (entry.name.startsWith(FILES_PREFIX)) {
        const data = await collect(entry.data);
        const key = entry.name.slice(FILES_PREFIX.length);
        files.set(key, { bytes: data.length, sha256: createHash('sha256').update(data).digest('hex') });
        if (onFile) await onFile(key, data);
      } else if (!database && (entry.name === 'database.tar.gz' || entry.name === 'database.pgdump')) {
        const hash = createHash('sha256');
        if (archive.header.jenis === 'pglite') {
          const data = await collect(entry.data);
          hash.update(data);
          database = { kind: 'memory', data };
          databaseSize = data.length;
        } else {
          tempDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'kencana-restore-'));
          const target = path.join(tempDir, entry.name);
          const out = await fs.promises.open(target, 'w');
          try {
            for await (const piece of entry.data) {
              hash.update(piece);
              databaseSize += piece.length;
              await out.write(piece);
            }
          } finally {
            await out.close();
          }
          database = { kind: 'file', file: target };
        }
        databaseHash = hash.digest('hex');
      } else throw new ArchiveError('DAMAGED', `entri ${entry.name}`);
    }
    if (!manifest || !database) throw new ArchiveError('DAMAGED', manifest ? 'database' : 'manifest');
    if (manifest.jenis !== archive.header.jenis || manifest.database.sha256 !== databaseHash || manifest.database.bytes !== databaseSize)
      throw new ArchiveError('DAMAGED', 'database');
    if (manifest.berkas.length !== files.size) throw new ArchiveError('DAMAGED', 'jumlah berkas');
    for (const expected of manifest.berkas) {
      const found = files.get(expected.key);
      if (!found || found.sha256 !== expected.sha256 || found.bytes !== expected.bytes) throw new ArchiveError('DAMAGED', expected.key);
    }
    return { header: archive.header, manifest, database, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

export interface VerifyResult {
  ok: boolean;
  /** Why not ('' when ok). */
  keterangan: string;
  tabel: Record<string, number>;
  baris: number;
  berkas: number;
  ms: number;
}

export interface VerifyOptions {
  /** PostgreSQL archives: the server the scratch database is made on (the product's own DATABASE_URL). */
  url?: string | undefined;
  pgTools: PgTools;
  /**
   * Run the ledger's invariants on the restored copy. Off for a snapshot taken before a migration: this release's
   * checks read the schema as it is after the migration.
   */
  invariants: boolean;
}

/** The tables whose counts differ between two sets of counts, for a person ('barang: 210 ≠ 209'). */
export function countDifferences(expected: Record<string, number>, found: Record<string, number>): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort();
  return names.filter((n) => expected[n] !== found[n]).map((n) => `${n}: ${expected[n] ?? '-'} ≠ ${found[n] ?? '-'}`);
}

/** Checks the restored database: every table's rows as at the snapshot, then (when asked) the ledger's invariants. */
export async function auditRestored(
  db: Db,
  manifest: Manifest,
  invariants: boolean,
): Promise<{ tabel: Record<string, number>; problems: string[] }> {
  const tabel = await countTables(db);
  const problems = countDifferences(manifest.tabel, tabel).map((d) => `baris ${d}`);
  if (problems.length === 0 && invariants) problems.push(...(await checkLedgerInvariants(db)).map((v) => `${v.rule}: ${v.detail}`));
  return { tabel, problems };
}

/** Restores an archive into a scratch database and checks it (see the file's header). Never throws. */
export async function verifyArchive(file: string, productKey: Buffer, options: VerifyOptions): Promise<VerifyResult> {
  const started = performance.now();
  const result = (ok: boolean, keterangan: string, tabel: Record<string, number> = {}, berkas = 0): VerifyResult => ({
    ok,
    keterangan: keterangan.slice(0, 2000),
    tabel,
    baris: Object.values(tabel).reduce((a, b) => a + b, 0),
    berkas,
    ms: Math.round(performance.now() - started),
  });
  let checked: CheckedArchive;
  try {
    checked = await checkArchive(file, productKey);
  } catch (error) {
    return result(false, error instanceof Error ? error.message : String(error));
  }
  const berkas = checked.manifest.berkas.length;
  try {
    if (checked.database.kind === 'memory') {
      const scratch = await openDatabase({
        dataDir: null,
        loadDataDir: new Blob([new Uint8Array(checked.database.data)], { type: 'application/x-gzip' }),
      });
      try {
        const audit = await auditRestored(scratch.db, checked.manifest, options.invariants);
        return result(audit.problems.length === 0, audit.problems.slice(0, 20).join('; '), audit.tabel, berkas);
      } finally {
        await scratch.close();
      }
    }
    if (!options.url) return result(false, 'DATABASE_URL');
    const scratch = await scratchDatabase(options.url);
    try {
      await pgRestore(options.pgTools, checked.database.file, scratch.url);
      const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
      try {
        const db = drizzle(pool, { schema }) as unknown as Db;
        const audit = await auditRestored(db, checked.manifest, options.invariants);
        return result(audit.problems.length === 0, audit.problems.slice(0, 20).join('; '), audit.tabel, berkas);
      } finally {
        await pool.end();
      }
    } finally {
      await scratch.drop();
    }
  } catch (error) {
    return result(false, error instanceof Error ? error.message : String(error), {}, berkas);
  } finally {
    await checked.cleanup();
  }
}
