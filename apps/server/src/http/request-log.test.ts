import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { bearer, createTestApp, loginAs, type TestApp } from '../testing/test-app.ts';

// The request log: one line per request at info (Fastify's own pair of lines cost a quarter of the lookup's
// capacity), naming the method, the url, the status, the time and the user; LOG_LEVEL=warn writes none.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function linesOf(level: 'info' | 'warn', token: string): Promise<Array<Record<string, unknown>>> {
  const lines: string[] = [];
  const { app } = await buildApp({
    db: t.db,
    dbKind: t.deps.dbKind,
    env: { ...t.env, LOG_LEVEL: level },
    clock: t.deps.clock,
    logStream: { write: (line) => void lines.push(line) },
  });
  try {
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer('bukan-token') })).statusCode).toBe(401);
  } finally {
    await app.close();
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('request log', () => {
  it('writes one line per request at info, with method, url, status, ms and user', async () => {
    const { token } = await loginAs(t.app, 'kasir', 'kasir123');
    const lines = (await linesOf('info', token)).filter((line) => line.url === '/api/v1/users/me');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 30, method: 'GET', status: 200, user: 'kasir' });
    expect(typeof lines[0]?.ms).toBe('number');
    expect(lines[1]).toMatchObject({ method: 'GET', status: 401 });
    expect(lines[1]?.user).toBeUndefined();
  });

  it('writes none at LOG_LEVEL=warn', async () => {
    const { token } = await loginAs(t.app, 'kasir', 'kasir123');
    expect(await linesOf('warn', token)).toEqual([]);
  });
});
