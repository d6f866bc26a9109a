// Backups through the real HTTP API on the demo chain, and their archives restored for real into fresh folders:
// 'Cadangkan Sekarang' (OWN/SU) writes a proven archive that holds the books and the photos but never the key; a
// quiet backup restores to identical tables, one taken while sales are written to whole documents and green
// invariants; a damaged archive is refused before anything is written; a live or used DATA_DIR is refused; the
// second folder and the rotation; the schedule and the close of day's backup.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_MESSAGES, backupApi, MESSAGES, penjualanApi, type BackupRow } from '@kencana/core';
import { collect, openArchive } from '../../backup/archive.ts';
import { restoreArchive, RestoreRefused, type RestoreTarget } from '../../backup/restore.ts';
import { takeBackup } from '../../backup/take-backup.ts';
import { countTables } from '../../backup/snapshot.ts';
import { parseProductKey } from '../../crypto/product-key.ts';
import { openDatabase, rows, type Database, type Db } from '../../db/client.ts';
import { fileStoreFor } from '../../files/file-store.ts';
import { api, type ApiClient } from '../../testing/api-client.ts';
import { buildStore, buildUser } from '../../testing/factories.ts';
import { tinyJpeg } from '../../testing/goods-fixtures.ts';
import { countAsBooked } from '../../testing/hitung-kas.ts';
import { startS3LookAlike } from '../../testing/s3-look-alike.ts';
import { createTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';
import { startBackupSchedule } from './index.ts';

let t: TestApp;
let owner: ApiClient;
let kasir: ApiClient;
let productKey: Buffer;
const scratch: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  owner = api(t, (await loginAs(t.app, 'owner', 'owner123')).token);
  kasir = api(t, (await loginAs(t.app, 'kasir', 'kasir123')).token);
  productKey = parseProductKey(t.env.KENCANA_DATA_KEY!);
});
afterAll(async () => {
  await t?.close();
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
  if (databases.length > 0) {
    const admin = new pg.Client({ connectionString: t.env.TEST_DATABASE_URL });
    await admin.connect();
    for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
});

const tempDir = (label: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `kencana-${label}-`));
  scratch.push(dir);
  return dir;
};
const archivePath = (file: string) => path.join(t.env.BACKUP_DIR!, file);

async function backupNow(): Promise<{ file: string; bytes: number; verified: boolean }> {
  const answer = await owner.ok(backupApi.buatBackup, { body: { PROSES: 'backup' } });
  return answer.data;
}

/** Every table's rows, hashed in a stable order: two databases with the same books give the same map. */
async function fingerprints(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of Object.keys(await countTables(db))) {
    if (name === 'public.backups') continue;
    const quoted = name
      .split('.')
      .map((part) => `"${part}"`)
      .join('.');
    const [row] = await rows<{ h: string }>(
      db,
      sql.raw(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM ${quoted} t`),
    );
    out[name] = row!.h;
  }
  return out;
}

const onPostgres = () => t.deps.dbKind === 'postgres';
const databases: string[] = [];

/** A fresh place to restore into: an empty folder (embedded), or a new empty database on the test server. */
async function freshTarget(
  label: string,
): Promise<{ target: RestoreTarget; filesDir: string; open: () => Promise<Database>; empty: () => Promise<boolean> }> {
  const dir = tempDir(label);
  const filesDir = path.join(dir, 'files');
  if (!onPostgres())
    return {
      target: { dataDir: dir },
      filesDir,
      open: () => openDatabase({ dataDir: dir }),
      empty: async () => fs.readdirSync(dir).length === 0,
    };
  const name = `kencana_pulih_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: t.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  databases.push(name);
  const url = new URL(t.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const open = () => openDatabase({ url: url.toString(), dataDir: null });
  return {
    target: { url: url.toString() },
    filesDir,
    open,
    empty: async () => {
      const db = await open();
      try {
        const [row] = await rows<{ n: number }>(
          db.db,
          sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema IN ('public', 'drizzle')`,
        );
        return row!.n === 0;
      } finally {
        await db.close();
      }
    },
  };
}

async function restoreInto(file: string, label: string) {
  const place = await freshTarget(label);
  const env = { ...t.env, FILES_DIR: place.filesDir };
  const result = await restoreArchive(file, { productKey, target: place.target, env, pgTools: {} });
  return { ...place, result };
}

/** Pieces on the demo's display trays KC01A and KC01B (8K left out, as the racing test does). */
async function onDisplay(take: number): Promise<string[]> {
  const found = await rows<{ kode_barcode: string }>(
    t.db,
    sql`SELECT kode_barcode FROM barang WHERE lokasi IN ('BAKI:KC01A', 'BAKI:KC01B') AND kode_group <> '8K'
        ORDER BY kode_barcode LIMIT ${take}`,
  );
  return found.map((r) => r.kode_barcode);
}

let firstArchive = '';
/** The place the first test restored into: a database is there. */
let restoredPlace: Awaited<ReturnType<typeof freshTarget>>;

describe('system/backup', () => {
  it('Cadangkan Sekarang: OWN/SU only; the archive is written, proven, listed, holds neither the key file nor the key, and restores to identical tables', async () => {
    expect((await kasir.call(backupApi.buatBackup, { body: { PROSES: 'backup' } })).status).toBe(403);
    expect((await kasir.call(backupApi.daftarBackup)).status).toBe(403);
    // A key file lying among the stored files (FILES_DIR pointed at DATA_DIR) must still stay out.
    fs.writeFileSync(path.join(t.env.FILES_DIR!, 'kencana.key'), `${t.env.KENCANA_DATA_KEY}\n`);
    const empty = await owner.ok(backupApi.daftarBackup);
    expect([empty.data.terakhir, empty.data.basi]).toEqual([null, true]);

    const made = await backupNow();
    expect(made.verified).toBe(true);
    expect(made.file).toMatch(/^kencana-20261122-100000-manual\.kbak$/);
    expect(fs.statSync(archivePath(made.file)).size).toBe(made.bytes);
    const list = await owner.ok(backupApi.daftarBackup);
    const row = list.data.terakhir as BackupRow;
    expect(row).toMatchObject({ file: made.file, pemicu: 'MANUAL', verified: true, keterangan: '', bytes: made.bytes, user_id: 'owner' });
    expect(row.tujuan).toEqual([{ tujuan: 'LOKAL', lokasi: t.env.BACKUP_DIR, ok: true, keterangan: '' }]);
    expect(row.baris).toBeGreaterThan(1000);
    expect(list.data.basi).toBe(false);

    const raw = fs.readFileSync(archivePath(made.file));
    expect(raw.includes(Buffer.from(t.env.KENCANA_DATA_KEY!))).toBe(false);
    expect(raw.includes(productKey)).toBe(false);
    const names: string[] = [];
    const archive = await openArchive(archivePath(made.file), productKey);
    for await (const entry of archive.entries()) {
      names.push(entry.name);
      const data = await collect(entry.data);
      expect(data.includes(Buffer.from(t.env.KENCANA_DATA_KEY!)), entry.name).toBe(false);
    }
    expect(names[0]).toBe(onPostgres() ? 'database.pgdump' : 'database.tar.gz');
    expect(names.at(-1)).toBe('manifest.json');
    expect(names.some((n) => n.includes('kencana.key'))).toBe(false);
    fs.rmSync(path.join(t.env.FILES_DIR!, 'kencana.key'));
    // Kept aside: the next backups of the day rotate it out of the folder.
    firstArchive = path.join(tempDir('first'), made.file);
    fs.copyFileSync(archivePath(made.file), firstArchive);

    // Nothing was written since: the restored database is the live one, table for table, row for row.
    const live = await fingerprints(t.db);
    const quiet = await restoreInto(firstArchive, 'restore-quiet');
    expect(quiet.result.pelanggaran).toEqual([]);
    const restored = await quiet.open();
    try {
      expect(await fingerprints(restored.db)).toEqual(live);
    } finally {
      await restored.close();
    }
    restoredPlace = quiet;
  }, 180_000);

  it('a backup taken while sales are written restores to whole documents, green invariants, and the photos', async () => {
    t.setNow('2026-11-22T10:10:00+07:00');
    const codes = await onDisplay(10);
    expect(codes).toHaveLength(10);
    const photos = new Map<string, Buffer>();
    for (const [i, code] of codes.slice(0, 2).entries()) {
      const jpeg = tinyJpeg(640 + i * 8, 480, 20_000 + i);
      expect((await owner.upload(`barang/foto/${code}`, { name: 'foto.jpg', type: 'image/jpeg', data: jpeg })).statusCode).toBe(200);
      photos.set(code, jpeg);
    }
    const sell = (code: string) =>
      owner.call(penjualanApi.simpanPenjualan, {
        body: {
          kode_sales: 'S001',
          customer: { nama: 'CADANGAN', no_hp: '', alamat: '' },
          detail_barang: [{ kode_barcode: code }],
          pembayaran: [{ jenis: 'CASH', jumlah: 100_000_000 }],
        },
      });
    const before = Number((await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM penjualan`))[0]!.n);
    // The sales go on one after another (a counter's pace, each waiting for its answer); the backup is asked for
    // after the third and takes its snapshot between two of the ones that follow.
    const sold: number[] = [];
    let backup: Promise<{ file: string; bytes: number; verified: boolean }> | null = null;
    for (const [i, code] of codes.entries()) {
      if (i === 3) backup = backupNow();
      sold.push((await sell(code)).status);
    }
    const made = await backup!;
    expect(sold).toEqual(codes.map(() => 200));
    expect(made.verified).toBe(true);

    const busy = await restoreInto(archivePath(made.file), 'restore-busy');
    expect(busy.result.pelanggaran).toEqual([]);
    const restored = await busy.open();
    try {
      const docs = await rows<{ no: string }>(restored.db, sql`SELECT no_faktur_jual AS no FROM penjualan ORDER BY 1`);
      expect(docs.length).toBeGreaterThanOrEqual(before + 3);
      expect(docs.length).toBeLessThanOrEqual(before + codes.length);
      // Each sale the archive holds is there whole and exactly as the live books have it: header, lines,
      // payments, its stock rows and its money rows.
      const names = sql.join(
        docs.map((d) => sql`${d.no}`),
        sql`, `,
      );
      const sales = async (db: Db) =>
        (
          await rows<{ h: string }>(
            db,
            sql`SELECT md5(concat_ws('|',
                  (SELECT string_agg(p::text, ',' ORDER BY p::text) FROM penjualan p WHERE p.no_faktur_jual IN (${names})),
                  (SELECT string_agg(d::text, ',' ORDER BY d::text) FROM penjualan_detail d WHERE d.no_faktur_jual IN (${names})),
                  (SELECT string_agg(b::text, ',' ORDER BY b::text) FROM penjualan_bayar b WHERE b.no_faktur_jual IN (${names})),
                  (SELECT string_agg(m::text, ',' ORDER BY m::text) FROM stock_movements m WHERE m.doc_no IN (${names})),
                  (SELECT string_agg(e::text, ',' ORDER BY e::text) FROM money_entries e WHERE e.doc_no IN (${names})))) AS h`,
          )
        )[0]!.h;
      expect(await sales(restored.db)).toBe(await sales(t.db));
      // The sales the backup missed are the ones sold after it: none is there half.
      const [partial] = await rows<{ n: number }>(
        restored.db,
        sql`SELECT count(*)::int AS n FROM documents d WHERE NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.doc_no = d.doc_no)
              AND d.doc_type = 'PENJUALAN'`,
      );
      expect(partial!.n).toBe(0);
    } finally {
      await restored.close();
    }
    for (const [code, jpeg] of photos)
      expect(fs.readFileSync(path.join(busy.filesDir, 'barang', `${code}.jpg`)).equals(jpeg), code).toBe(true);
  }, 180_000);
});

describe('restore refuses', () => {
  it('a damaged archive (a flipped bit, a cut end) before anything is written', async () => {
    const good = fs.readFileSync(firstArchive);
    for (const [label, bytes] of [
      ['flipped', Buffer.from(good).fill(good[good.length >> 1]! ^ 1, good.length >> 1, (good.length >> 1) + 1)],
      ['cut', good.subarray(0, good.length - 100)],
    ] as const) {
      const file = path.join(tempDir(`damaged-${label}`), 'x.kbak');
      fs.writeFileSync(file, bytes);
      const place = await freshTarget(`target-${label}`);
      await expect(restoreArchive(file, { productKey, target: place.target, env: t.env, pgTools: {} }), label).rejects.toThrow(
        BACKUP_MESSAGES.arsipRusak,
      );
      expect(await place.empty(), label).toBe(true);
    }
  });

  it('a DATA_DIR a server holds, and a place that holds a database', async () => {
    const { target } = restoredPlace;
    if ('dataDir' in target) {
      const live = await openDatabase({ dataDir: target.dataDir });
      try {
        const refusal = restoreArchive(firstArchive, { productKey, target, env: t.env, pgTools: {} });
        await expect(refusal).rejects.toBeInstanceOf(RestoreRefused);
        await expect(refusal).rejects.toThrow(`PID ${process.pid}`);
      } finally {
        await live.close();
      }
    }
    await expect(restoreArchive(firstArchive, { productKey, target, env: t.env, pgTools: {} })).rejects.toThrow(
      BACKUP_MESSAGES.tujuanBerisiDatabase,
    );
  }, 120_000);
});

describe('system/backup/setting', () => {
  it('saves the schedule and destinations (OWN/SU), checks the second folder, and the next archive is copied there and rotated', async () => {
    const usb = tempDir('usb');
    const base = { jadwal_jam: 1, saat_tutup: true, folder: usb, s3: false, simpan_harian: 2, simpan_bulanan: 1 };
    expect((await kasir.call(backupApi.simpanBackupSetting, { body: base })).status).toBe(403);
    const refused = async (body: typeof base, message: string) => {
      const answer = await owner.call(backupApi.simpanBackupSetting, { body });
      expect([answer.status, answer.body.message]).toEqual([422, message]);
    };
    await refused({ ...base, folder: path.join(usb, 'tidak-ada') }, BACKUP_MESSAGES.folderTidakBisaDitulis);
    await refused({ ...base, folder: t.env.BACKUP_DIR! }, BACKUP_MESSAGES.folderSamaDenganUtama);
    await refused({ ...base, s3: true }, BACKUP_MESSAGES.s3BelumDiatur);
    const bad = await owner.call(backupApi.simpanBackupSetting, { body: { ...base, folder: 'usb' } });
    expect([bad.status, bad.body.message]).toEqual([400, BACKUP_MESSAGES.folderHarusPathLengkap]);

    const saved = await owner.ok(backupApi.simpanBackupSetting, { body: base });
    expect(saved.message).toBe(BACKUP_MESSAGES.settingBerhasilDisimpan);
    expect((await owner.ok(backupApi.getBackupSetting)).data).toEqual({
      setting: base,
      folder_utama: t.env.BACKUP_DIR,
      s3_tersedia: false,
      s3_lokasi: '',
      jenis_database: t.deps.dbKind,
    });
    const [audited] = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM audit_log WHERE event = 'UBAH_SETTING'`);
    expect(audited!.n).toBeGreaterThan(0);

    // Older archives on the drive: of three good days the newest two stay (2 daily, 1 monthly), the old failed one goes.
    const old = ['kencana-20261119-210000-tutup.kbak', 'kencana-20261120-210000-tutup.kbak', 'kencana-20261121-090000-jadwal-gagal.kbak'];
    for (const name of old) fs.writeFileSync(path.join(usb, name), 'lama');
    fs.writeFileSync(path.join(usb, 'catatan.txt'), 'bukan arsip');
    t.setNow('2026-11-22T10:20:00+07:00');
    const made = await backupNow();
    expect(made.verified).toBe(true);
    expect(fs.readFileSync(path.join(usb, made.file)).equals(fs.readFileSync(archivePath(made.file)))).toBe(true);
    expect(fs.readdirSync(usb).sort()).toEqual([made.file, 'catatan.txt', 'kencana-20261120-210000-tutup.kbak'].sort());
    const row = (await owner.ok(backupApi.daftarBackup)).data.terakhir!;
    expect(row.tujuan.map((d) => [d.tujuan, d.lokasi, d.ok])).toEqual([
      ['LOKAL', t.env.BACKUP_DIR, true],
      ['FOLDER', usb, true],
    ]);
    // The first folder kept today's newest only (one good archive per day, today's being the only day there).
    expect(fs.readdirSync(t.env.BACKUP_DIR!).filter((n) => n.endsWith('.kbak'))).toEqual([made.file]);
  }, 120_000);
});

describe('the schedule', () => {
  it('takes one every jadwal_jam hours counted from the last, and one after a close of day', async () => {
    const stop = startBackupSchedule(t.deps, { tickMs: 100, closeDelayMs: 100 });
    const count = async (pemicu: string) =>
      Number((await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM backups WHERE pemicu = ${pemicu}`))[0]!.n);
    const waitFor = async (pemicu: string, n: number) => {
      for (let i = 0; i < 600 && (await count(pemicu)) < n; i++) await new Promise((resolve) => setTimeout(resolve, 100));
      return count(pemicu);
    };
    try {
      // The last backup was at 10:20: at 10:50 the hourly schedule waits, at 11:21 it runs.
      t.setNow('2026-11-22T10:50:00+07:00');
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await count('JADWAL')).toBe(0);
      t.setNow('2026-11-22T11:21:00+07:00');
      expect(await waitFor('JADWAL', 1)).toBe(1);

      const store = await buildStore(t);
      const user = await buildUser(t, { kode_toko: store.kode_toko, level: 'OWN' });
      await countAsBooked(t, user.token);
      const closed = await user.client.post('system/close', { PROSES: 'close' });
      expect([closed.statusCode, closed.json().message]).toEqual([200, MESSAGES.berhasilMenutupToko]);
      expect(await waitFor('TUTUP', 1)).toBe(1);
    } finally {
      stop();
    }
    const [row] = await rows<{ verified: boolean }>(t.db, sql`SELECT verified FROM backups WHERE pemicu = 'TUTUP'`);
    expect(row!.verified).toBe(true);
  }, 180_000);
});

describe('to S3', () => {
  it('sends the archive under S3_PREFIX/backups with the photos’ own signing, backs up the photos kept there, never the archives', async () => {
    const s3 = await startS3LookAlike();
    try {
      const env = {
        ...t.env,
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: 'kencana',
        S3_PREFIX: 'toko',
        S3_ACCESS_KEY_ID: 'a',
        S3_SECRET_ACCESS_KEY: 'b',
        S3_FORCE_PATH_STYLE: true,
      };
      const store = fileStoreFor(env);
      await store.put('barang/S3FOTO01.jpg', Buffer.from('foto di s3'), 'image/jpeg');
      s3.objects.set('/kencana/toko/backups/kencana-20261101-210000-tutup.kbak', Buffer.from('lama'));
      s3.objects.set('/kencana/toko/backups/kencana-20261120-210000-tutup.kbak', Buffer.from('lama'));
      t.setNow('2026-11-22T12:00:00+07:00');
      const outcome = await takeBackup({
        database: t.deps.database!,
        env,
        clock: t.deps.clock,
        pemicu: 'MANUAL',
        setting: { folder: '', s3: true, simpan_harian: 2, simpan_bulanan: 1 },
      });
      expect([outcome.verified, outcome.keterangan]).toEqual([true, '']);
      expect(outcome.tujuan.map((d) => [d.tujuan, d.lokasi, d.ok])).toEqual([
        ['LOKAL', t.env.BACKUP_DIR, true],
        ['S3', 'kencana/toko/backups', true],
      ]);
      const sent = s3.objects.get(`/kencana/toko/backups/${outcome.file}`);
      expect(sent?.equals(fs.readFileSync(archivePath(outcome.file)))).toBe(true);
      // Two days kept: today's and 20 November's; 1 November's (another month, beyond one month) goes.
      expect([...s3.objects.keys()].filter((k) => k.includes('/backups/')).sort()).toEqual(
        ['/kencana/toko/backups/kencana-20261120-210000-tutup.kbak', `/kencana/toko/backups/${outcome.file}`].sort(),
      );
      const names: string[] = [];
      for await (const entry of (await openArchive(archivePath(outcome.file), productKey)).entries()) names.push(entry.name);
      expect(names.filter((n) => n.startsWith('files/'))).toEqual(['files/barang/S3FOTO01.jpg']);
    } finally {
      await s3.close();
    }
  }, 120_000);
});
