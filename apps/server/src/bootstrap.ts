import { buildApp } from './app.ts';
import { takeBackup, type BackupOutcome } from './backup/take-backup.ts';
import { appliedMigrations } from './backup/snapshot.ts';
import { storeToday, systemClock, type Clock } from './clock.ts';
import { openDatabase, pendingMigrations, type Database } from './db/client.ts';
import { seedDemo } from './demo/seed-demo.ts';
import type { Env } from './env.ts';
import { backupSetting, recordBackup } from './modules/backup/index.ts';

/**
 * Opens the database and brings it up to date: migrations, then the demo chain when the database is
 * empty and SEED_DEMO is on. Under a start-up lock, so several servers sharing PostgreSQL do it once.
 * A database that holds data and has migrations to apply is backed up first (BACKUP_BEFORE_MIGRATE): the start
 * refuses when that backup cannot be written and proven, and the migrations then run in one transaction, so a
 * failed one leaves the database as it was. The backup is recorded once the migrations made its table.
 */
export async function prepareDatabase(env: Env, clock: Clock = systemClock, dataDir: string | null = env.dataDir): Promise<Database> {
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir });
  try {
    await database.withStartupLock(async () => {
      const before = await backupBeforeMigrating(database, env, clock, dataDir);
      await database.migrate();
      if (before) await recordBackup(database.db, before, '');
      if (env.SEED_DEMO) await seedDemo({ db: database.db, dbKind: database.kind, env, clock }, storeToday(clock, env.TZ_STORE));
    });
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  return database;
}

async function backupBeforeMigrating(database: Database, env: Env, clock: Clock, dataDir: string | null): Promise<BackupOutcome | null> {
  // An in-memory database (tests) holds nothing to lose; an empty one neither.
  if (!env.BACKUP_BEFORE_MIGRATE || (database.kind === 'pglite' && dataDir === null)) return null;
  if ((await appliedMigrations(database.db)) === 0 || (await pendingMigrations(database.db)) === 0) return null;
  const outcome = await takeBackup({
    database,
    env,
    clock,
    pemicu: 'MIGRASI',
    setting: await backupSetting(database.db),
    // This release's invariants read the schema as it is after the migration: the copy is proven by its counts.
    invariants: false,
  });
  if (!outcome.verified)
    throw new Error(
      `Backup before migrating failed, nothing was migrated: ${outcome.keterangan}. ` +
        'Fix it (see README, Backup and restore) or start with BACKUP_BEFORE_MIGRATE=false when the database is archived otherwise.',
    );
  console.info(`backup before migrating: ${outcome.file} (${outcome.bytes} bytes, verified)`);
  return outcome;
}

export { buildApp };
