// One backup, start to end: the database's snapshot and the stored files into one encrypted archive in
// DATA_DIR/backups (BACKUP_DIR), proven by restoring it into a scratch database, then copied to the second folder
// and to S3 when the owner set them, and each destination rotated. A backup that cannot be proven keeps its
// archive under a -gagal name (it may still be the only copy) and is reported, never counted as good.
import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { BackupSetting, BackupTujuan, PemicuBackup } from '@kencana/core';
import type { Clock } from '../clock.ts';
import { loadProductKey } from '../crypto/product-key.ts';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import { fileStoreFor, type FileStore } from '../files/file-store.ts';
import { writeArchive, type ArchiveEntry } from './archive.ts';
import { folderDestination, s3Destination, S3_FOLDER, type Destination } from './destinations.ts';
import { archiveName, archivesToDelete, ARCHIVE_EXTENSION } from './rotation.ts';
import { takeSnapshot, type Snapshot } from './snapshot.ts';
import { FILES_PREFIX, MANIFEST_ENTRY, type Manifest, type VerifyResult } from './verify.ts';
import { verifyInThread } from './verify-thread.ts';

/** Where archives are written first: BACKUP_DIR, by default DATA_DIR/backups. */
export const backupDir = (env: Env): string => path.resolve(env.BACKUP_DIR ?? path.join(env.dataDir, 'backups'));

/** The S3 location archives go to, as the owner's page shows it. */
export const s3Location = (env: Env): string =>
  [env.S3_BUCKET, env.S3_PREFIX.replace(/^\/+|\/+$/g, ''), S3_FOLDER].filter(Boolean).join('/');

export const s3Configured = (env: Env): boolean => Boolean(env.S3_ENDPOINT && env.S3_BUCKET);

const keys = new WeakMap<Env, Buffer>();

/** The chain's product key (KENCANA_DATA_KEY or DATA_DIR/kencana.key), read once per settings object. */
export function productKeyFor(env: Env): Buffer {
  let key = keys.get(env);
  if (!key) {
    key = loadProductKey({ KENCANA_DATA_KEY: env.KENCANA_DATA_KEY, dataDir: env.dataDir });
    keys.set(env, key);
  }
  return key;
}

/** What one backup did: what the backups table records. */
export interface BackupOutcome {
  file: string;
  pemicu: PemicuBackup;
  jenis: Database['kind'];
  started_at: Date;
  finished_at: Date;
  bytes: number;
  sha256: string;
  verified: boolean;
  keterangan: string;
  tujuan: BackupTujuan[];
  tabel: Record<string, number>;
  baris: number;
  berkas: number;
  durasi_ms: number;
  verifikasi_ms: number;
}

export interface BackupRequest {
  database: Database;
  env: Env;
  clock: Clock;
  pemicu: PemicuBackup;
  /** The second folder, S3 and the rotation (the owner's settings). */
  setting: Pick<BackupSetting, 'folder' | 's3' | 'simpan_harian' | 'simpan_bulanan'>;
  /** Run the ledger's invariants on the restored copy (off before a migration: see VerifyOptions). */
  invariants?: boolean;
  /** Verify in this thread instead of a worker (the command line, which has no one else to serve). */
  verifyInline?: boolean;
}

/** The time of day in the stores' zone as the archive's name spells it. */
function localStamp(at: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}${parts.month}${parts.day}`, time: `${parts.hour}${parts.minute}${parts.second}` };
}

/** The files a backup copies: every stored file in a folder of the store, never the archives themselves. */
async function* storedFiles(store: FileStore): AsyncGenerator<string> {
  for await (const item of store.list('')) {
    const top = item.key.split('/')[0];
    // Root-level names (the product key, the lock file when FILES_DIR is DATA_DIR) and the archives' own folder
    // are not stored files: the key must never travel inside what it encrypts.
    if (!item.key.includes('/') || top === S3_FOLDER || top === 'pglite') continue;
    yield item.key;
  }
}

function entriesOf(snapshot: Snapshot, store: FileStore, manifest: Manifest): AsyncGenerator<ArchiveEntry> {
  return (async function* () {
    const db = snapshot.entry;
    yield {
      name: db.name,
      size: db.size,
      data: Buffer.isBuffer(db.data)
        ? db.data
        : async function* () {
            for await (const piece of (await fs.open((db.data as { file: string }).file)).createReadStream()) yield piece as Buffer;
          },
    };
    for await (const key of storedFiles(store)) {
      // A photo removed since it was listed is simply not in this backup.
      const data = await store.get(key);
      if (!data) continue;
      manifest.berkas.push({ key, bytes: data.length, sha256: createHash('sha256').update(data).digest('hex') });
      yield { name: `${FILES_PREFIX}${key}`, size: data.length, data };
    }
    const json = Buffer.from(JSON.stringify(manifest), 'utf8');
    yield { name: MANIFEST_ENTRY, size: json.length, data: json };
  })();
}

/** A name nobody has used in the folder yet (two backups in one second get -2, -3…). */
async function freshName(dir: string, stamp: { date: string; time: string }, pemicu: PemicuBackup): Promise<string> {
  const taken = new Set(await fs.readdir(dir));
  for (let n = 0; ; n++) {
    const name = archiveName(stamp, pemicu, { n });
    const gagal = archiveName(stamp, pemicu, { n, gagal: true });
    if (!taken.has(name) && !taken.has(gagal) && !taken.has(`${name}.tmp`)) return name;
  }
}

async function rotate(destination: Destination, setting: BackupRequest['setting']): Promise<void> {
  const names = await destination.list();
  for (const name of archivesToDelete(names, { harian: setting.simpan_harian, bulanan: setting.simpan_bulanan }))
    await destination.remove(name);
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Takes one backup (see the file's header). Never throws: a failure is an outcome with verified false. */
export async function takeBackup(request: BackupRequest): Promise<BackupOutcome> {
  const { env, clock, pemicu, setting } = request;
  const started_at = clock.now();
  const t0 = performance.now();
  const outcome: BackupOutcome = {
    file: '',
    pemicu,
    jenis: request.database.kind,
    started_at,
    finished_at: started_at,
    bytes: 0,
    sha256: '',
    verified: false,
    keterangan: '',
    tujuan: [],
    tabel: {},
    baris: 0,
    berkas: 0,
    durasi_ms: 0,
    verifikasi_ms: 0,
  };
  const finish = () => {
    outcome.finished_at = clock.now();
    outcome.durasi_ms = Math.round(performance.now() - t0);
    return outcome;
  };
  const dir = backupDir(env);
  let temporary: string | null = null;
  let snapshot: Snapshot | null = null;
  try {
    await fs.mkdir(dir, { recursive: true });
    const productKey = productKeyFor(env);
    const pgTools = { binDir: env.PG_BIN_DIR };
    const stamp = localStamp(started_at, env.TZ_STORE);
    const name = await freshName(dir, stamp, pemicu);
    snapshot = await takeSnapshot(request.database, { url: env.DATABASE_URL, pgTools, now: started_at });
    const manifest: Manifest = {
      format: 1,
      jenis: snapshot.jenis,
      dibuat: snapshot.dibuat.toISOString(),
      pemicu,
      versi_database: snapshot.versi_database,
      migrasi: snapshot.migrasi,
      tabel: snapshot.tabel,
      database: { name: snapshot.entry.name, bytes: snapshot.entry.size, sha256: snapshot.entry.sha256 },
      berkas: [],
    };
    temporary = path.join(dir, `${name}.tmp`);
    const written = await writeArchive(temporary, {
      productKey,
      jenis: snapshot.jenis,
      dibuat: snapshot.dibuat,
      versi_database: snapshot.versi_database,
      entries: entriesOf(snapshot, fileStoreFor(env), manifest),
    });
    await snapshot.cleanup();
    snapshot = null;
    outcome.bytes = written.bytes;
    outcome.sha256 = written.sha256;
    outcome.berkas = manifest.berkas.length;
    const options = { url: env.DATABASE_URL, pgTools, invariants: request.invariants ?? true };
    let verified: VerifyResult;
    if (request.verifyInline) {
      const { verifyArchive } = await import('./verify.ts');
      verified = await verifyArchive(temporary, productKey, options);
    } else verified = await verifyInThread(temporary, productKey, options);
    outcome.verified = verified.ok;
    outcome.keterangan = verified.keterangan;
    outcome.tabel = manifest.tabel;
    outcome.baris = Object.values(outcome.tabel).reduce((a, b) => a + b, 0);
    outcome.verifikasi_ms = verified.ms;
    outcome.file = verified.ok ? name : name.replace(ARCHIVE_EXTENSION, `-gagal${ARCHIVE_EXTENSION}`);
    await fs.rename(temporary, path.join(dir, outcome.file));
    temporary = null;
  } catch (error) {
    outcome.keterangan = message(error).slice(0, 2000);
    if (temporary) await fs.rm(temporary, { force: true }).catch(() => undefined);
    if (snapshot) await snapshot.cleanup().catch(() => undefined);
    return finish();
  }

  const archive = path.join(dir, outcome.file);
  const destinations: Destination[] = [folderDestination(dir, 'LOKAL')];
  if (setting.folder) destinations.push(folderDestination(setting.folder, 'FOLDER'));
  if (setting.s3 && s3Configured(env)) destinations.push(s3Destination(fileStoreFor(env), s3Location(env)));
  for (const destination of destinations) {
    const record: BackupTujuan = { tujuan: destination.tujuan, lokasi: destination.lokasi, ok: true, keterangan: '' };
    try {
      await destination.put(archive, outcome.file, outcome.sha256);
    } catch (error) {
      record.ok = false;
      record.keterangan = message(error).slice(0, 500);
    }
    // A rotation that fails (a drive pulled out meanwhile) leaves more archives, never fewer: noted, not fatal.
    if (record.ok)
      await rotate(destination, setting).catch((error: unknown) => {
        record.keterangan = `rotasi: ${message(error)}`.slice(0, 500);
      });
    outcome.tujuan.push(record);
  }
  return finish();
}
