import { buildApp } from './app.ts';
import { storeToday, systemClock, type Clock } from './clock.ts';
import { openDatabase, type Database } from './db/client.ts';
import { seedDemo } from './demo/seed-demo.ts';
import type { Env } from './env.ts';

/**
 * Opens the database and brings it up to date: migrations, then the demo chain when the database is
 * empty and SEED_DEMO is on. Under a start-up lock, so several servers sharing PostgreSQL do it once.
 */
export async function prepareDatabase(env: Env, clock: Clock = systemClock, dataDir: string | null = env.dataDir): Promise<Database> {
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir });
  await database.withStartupLock(async () => {
    await database.migrate();
    if (env.SEED_DEMO) await seedDemo({ db: database.db, dbKind: database.kind, env, clock }, storeToday(clock, env.TZ_STORE));
  });
  return database;
}

export { buildApp };
