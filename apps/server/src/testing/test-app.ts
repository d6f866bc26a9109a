import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type RealtimeRelay } from '../app.ts';
import { prepareDatabase } from '../bootstrap.ts';
import { fixedClock, type Clock } from '../clock.ts';
import { openDatabase, type Db } from '../db/client.ts';
import { loadEnv, type Env } from '../env.ts';
import type { AppDeps } from '../http/context.ts';

/** The instant API tests live at unless they move it: 22 Nov 2026, 10:00 in Jakarta. */
export const TEST_NOW = '2026-11-22T10:00:00+07:00';
export const TEST_TODAY = '2026-11-22';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  deps: AppDeps;
  relay: RealtimeRelay;
  env: Env;
  /** Moves the clock (the clock object is shared with the app). */
  setNow(iso: string): void;
  close(): Promise<void>;
}

/**
 * A real application on a real, freshly seeded database: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL (created here, dropped in close()).
 */
export async function createTestApp(options: { now?: string; seed?: boolean } = {}): Promise<TestApp> {
  let now = options.now ?? TEST_NOW;
  const clock: Clock = { now: () => fixedClock(now).now() };
  // Stored files (photos) and backup archives go to folders of this test app, removed in close().
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kencana-test-files-'));
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kencana-test-backups-'));
  const base = loadEnv({
    ...process.env,
    LOG_LEVEL: 'silent',
    SEED_DEMO: options.seed === false ? 'false' : 'true',
    TZ_STORE: 'Asia/Jakarta',
    FILES_DIR: filesDir,
    BACKUP_DIR: backupDir,
    // The product key of this app (a backup's archive is sealed with it): never a kencana.key in the tree's ./data.
    KENCANA_DATA_KEY: randomBytes(32).toString('base64'),
    S3_ENDPOINT: undefined,
    S3_BUCKET: undefined,
  });
  let dropDatabase: (() => Promise<void>) | null = null;
  let env: Env = { ...base, DATABASE_URL: undefined };
  if (base.TEST_DATABASE_URL) {
    const name = `kencana_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(base.TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    env = { ...base, DATABASE_URL: url.toString() };
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: base.TEST_DATABASE_URL });
      await cleanup.connect();
      // pg's pool.end() resolves before its sockets have closed: wait for the backends to go, so FORCE does
      // not terminate a connection that is still closing (an uncaught 57P01 in the test run).
      for (let attempt = 0; attempt < 50; attempt++) {
        const { rows: open } = await cleanup.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (Number(open[0]?.n ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    };
  }
  const template = env.DATABASE_URL ? null : templateFor(options.seed !== false, now);
  const database = template
    ? await openDatabase({ dataDir: null, loadDataDir: new Blob([fs.readFileSync(template)]) })
    : await prepareDatabase(env, clock, null);
  // A template is the same migrations and seed, dumped once per run: migrating it again finds nothing to do.
  if (template) await database.migrate();
  const { app, deps, relay } = await buildApp({ db: database.db, dbKind: database.kind, database, env, clock });
  await app.ready();
  return {
    app,
    db: database.db,
    deps,
    relay,
    env,
    setNow: (iso) => {
      now = iso;
    },
    close: async () => {
      await app.close();
      await database.close();
      if (dropDatabase) await dropDatabase();
      fs.rmSync(filesDir, { recursive: true, force: true });
      fs.rmSync(backupDir, { recursive: true, force: true });
    },
  };
}

/**
 * The PGlite templates of this test run (written by global-setup.ts, named by KENCANA_TEST_TEMPLATES): the
 * migrated empty database, and the demo chain seeded at TEST_NOW. A demo chain seeded at another instant has
 * other dates, so it is seeded afresh.
 */
function templateFor(seeded: boolean, now: string): string | null {
  const dir = process.env.KENCANA_TEST_TEMPLATES;
  if (!dir) return null;
  if (seeded && now !== TEST_NOW) return null;
  const file = path.join(dir, seeded ? TEMPLATE_FILES.demo : TEMPLATE_FILES.empty);
  return fs.existsSync(file) ? file : null;
}

export const TEMPLATE_FILES = { empty: 'empty.tar', demo: 'demo.tar' } as const;

/** Signs in through the API and returns the token and session data. */
export async function loginAs(
  app: FastifyInstance,
  user_id: string,
  password: string,
): Promise<{ token: string; data: { kode_toko: string; tgl_system: string; menu: Array<{ menu_name: string }>; level: string } }> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { user_id, password } });
  if (response.statusCode !== 200) throw new Error(`login ${user_id} failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
