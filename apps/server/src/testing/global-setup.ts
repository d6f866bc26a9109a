// Vitest's global setup for the API tests on PGlite: the migrated empty database and the seeded demo chain are
// built once per run and dumped to a folder (KENCANA_TEST_TEMPLATES) that createTestApp starts each test file's
// in-memory database from. A fresh in-memory PGlite spends seconds in initdb, then the migrations and the demo
// seed — per test file, ~80 files: the templates take that out of every file but the first. Against a
// PostgreSQL server (TEST_DATABASE_URL) every test file still builds its own database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fixedClock } from '../clock.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { seedDemo } from '../demo/seed-demo.ts';
import { loadEnv } from '../env.ts';
import { TEMPLATE_FILES, TEST_NOW, TEST_TODAY } from './test-app.ts';

async function dump(database: Database, file: string): Promise<void> {
  const blob = await database.dumpDataDir!();
  fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  await database.close();
}

export async function setup(): Promise<(() => void) | undefined> {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kencana-test-templates-'));
  const empty = await openDatabase({ dataDir: null });
  await empty.migrate();
  await dump(empty, path.join(dir, TEMPLATE_FILES.empty));
  const demo = await openDatabase({ dataDir: null });
  await demo.migrate();
  // The settings createTestApp seeds with (test-app.ts).
  const env = loadEnv({ ...process.env, LOG_LEVEL: 'silent', SEED_DEMO: 'true', TZ_STORE: 'Asia/Jakarta' });
  await seedDemo({ db: demo.db, dbKind: demo.kind, env, clock: fixedClock(TEST_NOW) }, TEST_TODAY);
  await dump(demo, path.join(dir, TEMPLATE_FILES.demo));
  // The test workers start after this and inherit the variable.
  process.env.KENCANA_TEST_TEMPLATES = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
