// The product's connections to a PostgreSQL server: JIT off (openPostgres), since compiling a plan cost ~0.4 s of
// a 30 ms balance query on a year of books. The embedded database has no JIT to turn off.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadEnv } from '../env.ts';
import { openDatabase, rows } from './client.ts';

const env = loadEnv(process.env);

describe.runIf(Boolean(env.TEST_DATABASE_URL))('PostgreSQL connections', () => {
  it('run without JIT', async () => {
    const database = await openDatabase({ url: env.TEST_DATABASE_URL, dataDir: null });
    try {
      const [setting] = await rows<{ jit: string }>(database.db, sql`SHOW jit`);
      expect(setting?.jit).toBe('off');
    } finally {
      await database.close();
    }
  });
});
