// Restoring an archive into a fresh place: an empty DATA_DIR (embedded) or an empty PostgreSQL database, never
// one that holds a database or that a running server owns. The archive is read whole and checked first (every
// chunk authenticated, every entry against the manifest), so a damaged archive is refused before anything is
// written; then the database, then the stored files; then every table's rows are counted against the snapshot,
// the database is migrated to this release and the ledger's full audit runs on it.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { BACKUP_MESSAGES } from '@kencana/core';
import { PRODUCT_KEY_FILE } from '../crypto/product-key.ts';
import { dataDirInUseMessage, LOCK_FILE } from '../db/data-dir-lock.ts';
import { openDatabase, rows, type Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import { createFileStore } from '../files/file-store.ts';
import { checkLedgerInvariants } from '../ledger/invariants.ts';
import { readArchiveHeader } from './archive.ts';
import { pgRestore, type PgTools } from './pg-tools.ts';
import { auditRestored, checkArchive, type Manifest } from './verify.ts';

export type RestoreTarget = { dataDir: string } | { url: string };

export interface RestoreResult {
  manifest: Manifest;
  /** Rows of every table as restored (before the migrations), equal to the snapshot's. */
  tabel: Record<string, number>;
  berkas: number;
  /** Migrations applied after the restore (an archive of an earlier release). */
  dimigrasi: boolean;
  /** The full audit's findings on the restored books ([] when whole). */
  pelanggaran: string[];
}

/** A refusal of the restore, said in the catalogue's words. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

function liveLockPid(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').split('\n')[0]);
    if (!Number.isInteger(pid) || pid <= 0) return null;
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? -1 : null;
  }
}

/** Refuses a DATA_DIR that a server holds or that has a database already. */
function assertFreshDataDir(dataDir: string): void {
  const pid = liveLockPid(dataDir);
  if (pid !== null) throw new RestoreRefused(dataDirInUseMessage(dataDir, pid === -1 ? '?' : pid));
  const pglite = path.join(dataDir, 'pglite');
  if (fs.existsSync(pglite) && fs.readdirSync(pglite).length > 0)
    throw new RestoreRefused(`${BACKUP_MESSAGES.tujuanBerisiDatabase} (${pglite})`);
}

/** Refuses a PostgreSQL database that has any table of its own. */
async function assertEmptyDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: found } = await client.query(
      `SELECT count(*)::int AS n FROM information_schema.tables
       WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
    );
    if (Number(found[0]?.n ?? 0) > 0) throw new RestoreRefused(BACKUP_MESSAGES.tujuanBerisiDatabase);
  } finally {
    await client.end();
  }
}

/**
 * Restores `file` into `target` (see the file's header). `env` is the product's settings for the restored place:
 * its stored files go where that place's server will look for them (FILES_DIR, S3, or the target's DATA_DIR/files).
 */
export async function restoreArchive(
  file: string,
  options: { productKey: Buffer; target: RestoreTarget; env: Env; pgTools: PgTools; log?: (line: string) => void },
): Promise<RestoreResult> {
  const log = options.log ?? (() => undefined);
  const header = await readArchiveHeader(file);
  const target = options.target;
  if (header.jenis === 'pglite' && !('dataDir' in target))
    throw new RestoreRefused(`${BACKUP_MESSAGES.jenisDatabaseBerbeda} (PGlite: --data-dir)`);
  if (header.jenis === 'postgres' && !('url' in target))
    throw new RestoreRefused(`${BACKUP_MESSAGES.jenisDatabaseBerbeda} (PostgreSQL: --database-url)`);
  if ('dataDir' in target) assertFreshDataDir(target.dataDir);
  else await assertEmptyDatabase(target.url);

  log(`memeriksa arsip ${path.basename(file)} (dibuat ${header.dibuat}) …`);
  const checked = await checkArchive(file, options.productKey);
  log(`arsip utuh: ${Object.keys(checked.manifest.tabel).length} tabel, ${checked.manifest.berkas.length} berkas`);

  let database: Database | null = null;
  const env =
    'dataDir' in target
      ? { ...options.env, dataDir: path.resolve(target.dataDir), DATABASE_URL: undefined }
      : { ...options.env, DATABASE_URL: target.url };
  const createdFolder = 'dataDir' in target ? path.join(target.dataDir, 'pglite') : null;
  try {
    if (checked.database.kind === 'memory') {
      database = await openDatabase({
        dataDir: env.dataDir,
        loadDataDir: new Blob([new Uint8Array(checked.database.data)], { type: 'application/x-gzip' }),
      });
    } else {
      await pgRestore(options.pgTools, checked.database.file, (target as { url: string }).url);
      database = await openDatabase({ url: (target as { url: string }).url, dataDir: null });
    }
    log('database dipulihkan; memeriksa jumlah baris …');
    const counted = await auditRestored(database.db, checked.manifest, false);
    if (counted.problems.length > 0) throw new Error(`${BACKUP_MESSAGES.arsipRusak} (${counted.problems.slice(0, 5).join('; ')})`);

    const store = createFileStore(env);
    let berkas = 0;
    if (checked.manifest.berkas.length > 0) {
      log(`memulihkan ${checked.manifest.berkas.length} berkas …`);
      await checkArchive(file, options.productKey, async (key, data) => {
        await store.put(key, data, key.endsWith('.jpg') ? 'image/jpeg' : 'application/octet-stream');
        berkas++;
      }).then((again) => again.cleanup());
    }

    const before = checked.manifest.migrasi;
    await database.migrate();
    const [after] = await rows<{ n: number | string }>(database.db, sql`SELECT count(*) AS n FROM drizzle.__drizzle_migrations`);
    const dimigrasi = Number(after?.n ?? 0) !== before;
    log(dimigrasi ? 'database dimigrasi ke rilis ini; audit penuh …' : 'audit penuh …');
    const pelanggaran = (await checkLedgerInvariants(database.db)).map((v) => `${v.rule}: ${v.detail}`);
    return { manifest: checked.manifest, tabel: counted.tabel, berkas, dimigrasi, pelanggaran };
  } catch (error) {
    // A data folder this restore made is removed again: the next try starts fresh, as the refusal above requires.
    if (database) await database.close().catch(() => undefined);
    database = null;
    if (createdFolder) fs.rmSync(createdFolder, { recursive: true, force: true });
    throw error;
  } finally {
    await database?.close().catch(() => undefined);
    await checked.cleanup();
  }
}

/**
 * The key a restore reads the archive with: KENCANA_DATA_KEY, else the file given, else the target's own
 * kencana.key when one was put there. Never a new key: an archive cannot be read with one.
 */
export function restoreKeySource(options: {
  envKey?: string | undefined;
  keyFile?: string | undefined;
  dataDir?: string | undefined;
}): string {
  if (options.envKey) return options.envKey;
  const file = options.keyFile ?? (options.dataDir ? path.join(options.dataDir, PRODUCT_KEY_FILE) : undefined);
  if (file && fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  throw new RestoreRefused(BACKUP_MESSAGES.kunciTidakAda);
}
