import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from './app.ts';
import { rows } from './db/client.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { warmUp } from './warm-up.ts';

// The start's warm-up answers the hot calls once before the server listens: it must leave no trace a user could
// meet (no session, no sign-in count, no audit line) and hold no token afterwards.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const counts = async () =>
  rows<{ sessions: number; audit: number; attempts: number; barang: number }>(
    t.db,
    sql`SELECT (SELECT count(*)::int FROM sessions) AS sessions, (SELECT count(*)::int FROM audit_log) AS audit,
               (SELECT count(*)::int FROM login_attempts) AS attempts, (SELECT count(*)::int FROM barang) AS barang`,
  );

describe('warm-up at start', () => {
  it('answers the hot calls as the owner, writes nothing and keeps no session', async () => {
    // A server as server.ts builds it, not yet listening.
    const { app, deps } = await buildApp({ db: t.db, dbKind: t.deps.dbKind, env: t.env, clock: t.deps.clock });
    const before = await counts();
    const answers: number[] = [];
    app.addHook('onResponse', async (_request, reply) => {
      answers.push(reply.statusCode);
    });
    const warmed = await warmUp(app, deps).finally(() => app.close());
    expect(warmed.calls).toBe(8);
    // Every warm-up call was served (a 401 would mean it warmed only the refusal).
    expect(answers).toHaveLength(8);
    expect(answers).toEqual(Array(8).fill(200));
    expect(await counts()).toEqual(before);
    expect(deps.sessions.size).toBe(0);
  });
});
