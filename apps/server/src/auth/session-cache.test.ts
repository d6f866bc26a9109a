import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@kencana/core';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { loadEnv } from '../env.ts';
import { buildStore, buildUser } from '../testing/factories.ts';
import { countAsBooked } from '../testing/hitung-kas.ts';
import { bearer, createTestApp, loginAs, type TestApp } from '../testing/test-app.ts';

// The session cache answers a request without the database; each way a session ends or changes must still show
// at the very next request. Every case asks twice first, so the next answer would come from the cache.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });
const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
async function warm(app: FastifyInstance, token: string): Promise<void> {
  expect([(await me(app, token)).statusCode, (await me(app, token)).statusCode]).toEqual([200, 200]);
}

describe('a cached session ends at the next request, on every path that ends or changes it', () => {
  it('holds a signed-in session after the first request (the cache is in use)', async () => {
    const { token } = await loginAs(t.app, 'kasir', 'kasir123');
    const before = t.deps.sessions.size;
    await warm(t.app, token);
    expect(t.deps.sessions.size).toBe(before + 1);
  });

  it('logout', async () => {
    const { token } = await loginAs(t.app, 'kasir', 'kasir123');
    await warm(t.app, token);
    expect((await call('POST', 'users/logout', token, {})).statusCode).toBe(200);
    const refused = await me(t.app, token);
    expect([refused.statusCode, refused.json().message]).toEqual([401, MESSAGES.invalidToken]);
  });

  it('a password changed (the other sessions end), reset by the owner, a user deactivated', async () => {
    const store = await buildStore(t);
    const owner = await loginAs(t.app, 'owner', 'owner123');
    const a = await buildUser(t, { kode_toko: store.kode_toko });
    const second = (await loginAs(t.app, a.user_id, a.password)).token;
    await warm(t.app, a.token);
    await warm(t.app, second);
    expect(
      (await call('PUT', 'users/change-password', second, { password: a.password, new_password: 'gelang-rantai-26' })).statusCode,
    ).toBe(200);
    expect((await me(t.app, a.token)).statusCode).toBe(401);
    expect((await me(t.app, second)).statusCode).toBe(200);

    const b = await buildUser(t, { kode_toko: store.kode_toko });
    await warm(t.app, b.token);
    expect(
      (await call('PUT', `users/reset-password/by-user-id/${b.user_id}`, owner.token, { new_password: 'kalung-perak-26' })).statusCode,
    ).toBe(200);
    expect((await me(t.app, b.token)).statusCode).toBe(401);

    const c = await buildUser(t, { kode_toko: store.kode_toko });
    await warm(t.app, c.token);
    expect((await call('DELETE', `users/delete/by-user-id/${c.user_id}`, owner.token)).statusCode).toBe(200);
    expect((await me(t.app, c.token)).statusCode).toBe(401);
  });

  it('a user’s name and a store’s name changed show at the next request', async () => {
    const store = await buildStore(t);
    const owner = await loginAs(t.app, 'owner', 'owner123');
    const u = await buildUser(t, { kode_toko: store.kode_toko });
    await warm(t.app, u.token);
    const edited = await call('PUT', `users/edit/by-user-id/${u.user_id}`, owner.token, {
      user_name: 'NAMA BARU',
      level: 'KASIR',
      kode_toko: store.kode_toko,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await me(t.app, u.token)).json().data.user_name).toBe('NAMA BARU');
    const renamed = await call('PUT', `tokos/${store.kode_toko}`, owner.token, { nama_toko: 'TOKO GANTI NAMA' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await me(t.app, u.token)).json().data.nama_toko).toBe('TOKO GANTI NAMA');
  });

  it('the close of day signs the whole store out', async () => {
    const kasir = await loginAs(t.app, 'kasir', 'kasir123');
    const owner = await loginAs(t.app, 'owner', 'owner123');
    await warm(t.app, kasir.token);
    await countAsBooked(t, owner.token, kasir.data.kode_toko);
    expect((await call('POST', 'system/close', kasir.token, { PROSES: 'close' })).statusCode).toBe(200);
    expect((await me(t.app, kasir.token)).statusCode).toBe(401);
  });
});

// Two instances over one PostgreSQL and one Redis, as behind a load balancer: a session revoked through A is
// refused by B at the next request, though B answered it from its cache a moment before. Needs both servers.
const env = loadEnv();
describe.runIf(Boolean(env.TEST_DATABASE_URL && env.REDIS_URL))('two instances on one PostgreSQL + Redis', () => {
  const instances: FastifyInstance[] = [];
  let second: Database;
  beforeAll(async () => {
    const redis = { ...t.env, REDIS_URL: env.REDIS_URL, SESSION_CACHE_MS: 60_000 };
    // B has a database handle (a pool) of its own, as another process would.
    second = await openDatabase({ url: t.env.DATABASE_URL, dataDir: null });
    for (const db of [t.db, second.db]) {
      const { app } = await buildApp({ db, dbKind: 'postgres', env: redis, clock: t.deps.clock });
      await app.ready();
      instances.push(app);
    }
  });
  afterAll(async () => {
    await Promise.all(instances.map((app) => app.close()));
    await second.close();
  });

  it('revoking on A (logout, password reset) is refused on B at the next request', async () => {
    const [a, b] = instances;
    if (!a || !b) throw new Error('two instances expected');
    const store = await buildStore(t);
    const user = await buildUser(t, { kode_toko: store.kode_toko });
    await warm(b, user.token);
    expect((await a.inject({ method: 'POST', url: '/api/v1/users/logout', headers: bearer(user.token), payload: {} })).statusCode).toBe(
      200,
    );
    expect((await me(b, user.token)).statusCode).toBe(401);

    const again = (await loginAs(a, user.user_id, user.password)).token;
    const owner = (await loginAs(a, 'owner', 'owner123')).token;
    await warm(b, again);
    const reset = await a.inject({
      method: 'PUT',
      url: `/api/v1/users/reset-password/by-user-id/${user.user_id}`,
      headers: bearer(owner),
      payload: { new_password: 'cincin-emas-26' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(b, again)).statusCode).toBe(401);
  });
});
