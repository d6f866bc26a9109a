// The start of a release on the database of the one before: backed up first (refusing to migrate when that
// backup cannot be written and proven), then migrated; the archive restores to the previous release's database.
// And a migration that fails leaves the database as it was: drizzle runs all pending migrations in one
// transaction, on PGlite and on PostgreSQL alike.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { countTables } from './backup/snapshot.ts';
import { restoreArchive } from './backup/restore.ts';
import { prepareDatabase } from './bootstrap.ts';
import { fixedClock } from './clock.ts';
import { parseProductKey } from './crypto/product-key.ts';
import { MIGRATIONS_FOLDER, openDatabase, pendingMigrations, rows } from './db/client.ts';
import { seedDemo } from './demo/seed-demo.ts';
import { loadEnv } from './env.ts';
import { createTestApp, TEST_NOW, TEST_TODAY } from './testing/test-app.ts';

const scratch: string[] = [];
const tempDir = (label: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `kencana-${label}-`));
  scratch.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
});

interface JournalEntry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}

/** A copy of the product's migrations, edited: `keep` filters the journal, `add` appends migrations. */
function migrationsCopy(
  keep: (entry: JournalEntry, index: number, all: JournalEntry[]) => boolean,
  add: Array<{ tag: string; sql: string }> = [],
): string {
  const dir = tempDir('migrations');
  fs.cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const file = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: JournalEntry[] };
  journal.entries = journal.entries.filter(keep);
  const last = journal.entries.at(-1)!;
  add.forEach((migration, i) => {
    fs.writeFileSync(path.join(dir, `${migration.tag}.sql`), migration.sql);
    journal.entries.push({ idx: 90 + i, version: '7', when: last.when + 1 + i, tag: migration.tag, breakpoints: true });
  });
  fs.writeFileSync(file, JSON.stringify(journal));
  return dir;
}

describe('a start that migrates', () => {
  it('backs the previous release’s database up first (refusing to migrate when it cannot), then migrates it; the archive restores that release’s database', async () => {
    const key = randomBytes(32).toString('base64');
    const dataDir = tempDir('previous-release');
    // The previous release: every migration but the newest, and its demo chain.
    const previous = migrationsCopy((_, i, all) => i < all.length - 1);
    const old = await openDatabase({ dataDir });
    await old.migrate(previous);
    const env = loadEnv({
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'true',
      KENCANA_DATA_KEY: key,
      BACKUP_DIR: undefined,
    });
    await seedDemo({ db: old.db, dbKind: old.kind, env, clock: fixedClock(TEST_NOW) }, TEST_TODAY);
    const oldCounts = await countTables(old.db);
    const oldMigrations = Number(
      (await rows<{ n: number }>(old.db, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`))[0]!.n,
    );
    expect(await pendingMigrations(old.db)).toBe(1);
    await old.close();

    // No backup, no migration: a BACKUP_DIR that cannot be a folder stops the start with the database untouched.
    const notAFolder = path.join(tempDir('blocked'), 'file');
    fs.writeFileSync(notAFolder, 'x');
    await expect(prepareDatabase({ ...env, BACKUP_DIR: notAFolder }, fixedClock(TEST_NOW))).rejects.toThrow(
      /Backup before migrating failed, nothing was migrated/,
    );
    const untouched = await openDatabase({ dataDir });
    expect(await pendingMigrations(untouched.db)).toBe(1);
    await untouched.close();

    const started = await prepareDatabase(env, fixedClock(TEST_NOW));
    try {
      expect(await pendingMigrations(started.db)).toBe(0);
      const recorded = await rows<{ file: string; pemicu: string; verified: boolean }>(
        started.db,
        sql`SELECT file, pemicu, verified FROM backups`,
      );
      expect(recorded).toEqual([{ file: 'kencana-20261122-100000-migrasi.kbak', pemicu: 'MIGRASI', verified: true }]);
    } finally {
      await started.close();
    }
    const archive = path.join(dataDir, 'backups', 'kencana-20261122-100000-migrasi.kbak');
    const target = tempDir('restored-previous');
    const restored = await restoreArchive(archive, { productKey: parseProductKey(key), target: { dataDir: target }, env, pgTools: {} });
    expect(restored.manifest.migrasi).toBe(oldMigrations);
    expect(restored.tabel).toEqual(oldCounts);
    expect([restored.dimigrasi, restored.pelanggaran]).toEqual([true, []]);
  }, 300_000);

  it('a failed migration leaves the database as it was', async () => {
    const t = await createTestApp({ seed: false });
    try {
      const database = t.deps.database!;
      const before = await countTables(t.db);
      const applied = async () =>
        Number((await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`))[0]!.n);
      const appliedBefore = await applied();
      const broken = migrationsCopy(
        () => true,
        [
          { tag: '0090_uji_baik', sql: 'CREATE TABLE "uji_migrasi_baik" ("id" integer);' },
          {
            tag: '0091_uji_gagal',
            sql: 'CREATE TABLE "uji_migrasi_gagal" ("id" integer);\n--> statement-breakpoint\nINSERT INTO "tabel_yang_tidak_ada" VALUES (1);',
          },
        ],
      );
      await expect(database.migrate(broken)).rejects.toThrow();
      expect(await applied()).toBe(appliedBefore);
      expect(await countTables(t.db)).toEqual(before);
      const [left] = await rows<{ baik: string | null; gagal: string | null }>(
        t.db,
        sql`SELECT to_regclass('uji_migrasi_baik')::text AS baik, to_regclass('uji_migrasi_gagal')::text AS gagal`,
      );
      expect(left).toEqual({ baik: null, gagal: null });
    } finally {
      await t.close();
    }
  }, 120_000);
});
