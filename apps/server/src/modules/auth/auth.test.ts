import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ALL_MENU_PATHS, authApi, MESSAGES } from '@kencana/core';
import { rows } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { buildStore, buildUser, signInAgain } from '../../testing/factories.ts';
import { bearer, createTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { LOCK_AFTER } from './auth.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (user_id: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { user_id, password } });
/** A login from a given client address, optionally with a forwarded-for header of the client's choosing. */
const loginFrom = (remoteAddress: string, user_id: string, password: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    remoteAddress,
    ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
    payload: { user_id, password },
  });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('login', () => {
  it('answers a token and the session data of the specification', async () => {
    const response = await login('kasir', 'kasir123');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.data).toMatchObject({
      user_id: 'kasir',
      kode_toko: 'T02',
      nama_toko: 'KENCANA BANDUNG',
      tgl_system: '2026-11-22',
      level: 'KASIR',
    });
    expect(body.data.alamat_toko).toContain('BANDUNG');
    const menus = body.data.menu.map((m: { menu_name: string }) => m.menu_name);
    expect(menus).toContain('/kirim-barang');
    expect(menus.some((m: string) => m.startsWith('/master-'))).toBe(false);
  });

  it('gives OWN every menu of the inventory', async () => {
    const { data } = await loginAs(t.app, 'owner', 'owner123');
    expect(data.menu.map((m) => m.menu_name).sort()).toEqual([...ALL_MENU_PATHS].sort());
  });

  it('refuses a wrong password with a clear message and stores no session', async () => {
    const before = await t.db.select().from(sessions);
    const response = await login('admin', 'salah');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.loginGagal });
    expect((await t.db.select().from(sessions)).length).toBe(before.length);
  });

  it('refuses an empty user id with the catalogue text', async () => {
    const response = await login('', 'x');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.userIdHarusDiisi);
  });

  it(`locks the account after ${LOCK_AFTER} failures, even for the right password`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LOCK_AFTER; i++) statuses.push((await login('owner', `wrong-${i}`)).statusCode);
    expect(statuses.slice(0, LOCK_AFTER - 1).every((s) => s === 401)).toBe(true);
    expect(statuses[LOCK_AFTER - 1]).toBe(429);
    const locked = await login('owner', 'owner123');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(MESSAGES.loginTerlaluBanyak);
    // The lock ends after 15 minutes.
    t.setNow('2026-11-22T10:16:00+07:00');
    expect((await login('owner', 'owner123')).statusCode).toBe(200);
    t.setNow('2026-11-22T10:00:00+07:00');
  });
});

// A login limit is only worth something if a new X-Forwarded-For per request does not reset it, if it cannot be
// turned into a lock-out of the owner by anyone, and if concurrent guesses cannot all be checked before the lock takes.
describe('login limits an attacker cannot bypass nor turn against a real user', () => {
  it('ignores a client-chosen X-Forwarded-For (TRUST_PROXY unset): a new forwarded address per guess is still locked', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await loginFrom('198.51.100.7', 'admin', `salah-${i}`, `203.0.113.${i + 1}`)).statusCode);
    expect(statuses.slice(0, LOCK_AFTER - 1)).toEqual([401, 401, 401, 401]);
    expect(statuses.slice(LOCK_AFTER - 1)).toEqual([429, 429, 429, 429]);
    await t.db.execute(sql`DELETE FROM login_attempts`);
  });

  it('keeps the per-address request limit when every guess claims a new forwarded address (password spraying)', async () => {
    // 30 guesses at 30 ids at once, each with its own X-Forwarded-For: the route allows 30 a minute per address.
    const guess = (i: number) => loginFrom('198.51.100.6', `semprot-${i}`, 'password-tebakan', `203.0.113.${100 + i}`);
    const first = await Promise.all(Array.from({ length: 30 }, (_, i) => guess(i)));
    expect(first.every((a) => a.statusCode === 401)).toBe(true);
    const next = await guess(30);
    expect(next.statusCode).toBe(429);
    expect(next.json().message).toBe(MESSAGES.loginTerlaluBanyak);
    await t.db.execute(sql`DELETE FROM login_attempts`);
  });

  it('locks the guessing address, not the user: the owner still signs in from their own address', async () => {
    for (let i = 0; i < LOCK_AFTER; i++) await loginFrom('198.51.100.8', 'owner', `tebak-${i}`);
    const attacker = await loginFrom('198.51.100.8', 'owner', 'owner123');
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json()).toEqual({ message: MESSAGES.loginTerlaluBanyak });
    expect((await loginFrom('192.0.2.50', 'owner', 'owner123')).statusCode).toBe(200);
    await t.db.execute(sql`DELETE FROM login_attempts`);
  });

  it(`checks at most ${LOCK_AFTER} of 30 concurrent wrong passwords before the lock takes`, async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => loginFrom('198.51.100.9', 'kasir', `serentak-${i}`)));
    const count = (status: number) => answers.filter((a) => a.statusCode === status).length;
    // Four answered 'wrong password', the fifth checked one locked the pair, the other 25 were never checked.
    expect(count(401)).toBe(LOCK_AFTER - 1);
    expect(count(429)).toBe(30 - (LOCK_AFTER - 1));
    const [pair] = await rows<{ failures: number; locked: boolean }>(
      t.db,
      sql`SELECT failures, locked_until IS NOT NULL AS locked FROM login_attempts WHERE user_key = 'kasir' AND address = '198.51.100.9'`,
    );
    expect(pair?.locked).toBe(true);
    // The cashier at the counter is not locked out by it.
    expect((await loginFrom('192.0.2.60', 'kasir', 'kasir123')).statusCode).toBe(200);
    await t.db.execute(sql`DELETE FROM login_attempts`);
  });
});

// An unknown id answered at once would tell which ids exist: its answer must take as long as a wrong password.
describe('login timing', () => {
  it('checks a password hash for an unknown id too: its answer takes at least a password check', async () => {
    await loginFrom('192.0.2.99', 'belum-ada-0', 'apa-saja-0'); // the dummy hash is made on first use
    const [admin] = await rows<{ password_hash: string }>(t.db, sql`SELECT password_hash FROM users WHERE user_id = 'admin'`);
    // What a known id's answer costs for its password (argon2id), measured alone: a known id's whole sign-in
    // also writes its session and reads its menus, which a busy machine slows more than the hash.
    const check: number[] = [];
    const unknown: number[] = [];
    for (let i = 1; i <= 5; i++) {
      let start = performance.now();
      expect(await verifyPassword(admin!.password_hash, 'admin123')).toBe(true);
      check.push(performance.now() - start);
      start = performance.now();
      expect((await loginFrom(`192.0.2.${110 + i}`, `belum-ada-${i}`, `apa-saja-${i}`)).statusCode).toBe(401);
      unknown.push(performance.now() - start);
    }
    expect(median(unknown)).toBeGreaterThanOrEqual(median(check) * 0.8);
    await t.db.execute(sql`DELETE FROM login_attempts`);
  });
});

describe('session', () => {
  it('revokes the token on logout: the same token then answers 401 Invalid Token., other sessions stay', async () => {
    const store = await buildStore(t);
    const user = await buildUser(t, { kode_toko: store.kode_toko, level: 'KASIR', menus: ['/dashboard'] });
    const other = await signInAgain(t, user);
    const bystander = await buildUser(t, { kode_toko: store.kode_toko, level: 'KASIR' });
    // Every session works before the logout.
    for (const client of [user.client, other, bystander.client]) expect((await client.call(authApi.me)).status).toBe(200);

    const out = await user.client.call(authApi.logout, { body: { user_id: user.user_id } });
    expect(out).toMatchObject({ ok: true, status: 200 });
    const after = await user.client.call(authApi.me);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: 'Invalid Token.' });
    // A second logout with the revoked token is refused as well: the session is gone, not just the answer.
    expect((await user.client.call(authApi.logout, { body: {} })).status).toBe(401);
    // Only that session ended: the user's other session and another user's session still work.
    expect((await other.call(authApi.me)).status).toBe(200);
    expect((await bystander.client.call(authApi.me)).status).toBe(200);
    // The revocation is recorded on the server (the row stays, revoked), on exactly one session.
    const rowsOfUser = await t.db.select().from(sessions).where(eq(sessions.user_id, user.user_id));
    expect(rowsOfUser).toHaveLength(2);
    expect(rowsOfUser.filter((row) => row.revoked_at !== null)).toHaveLength(1);
  });

  it('answers 401 Invalid Token. without a token, with a made-up one, and for an expired one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/me' })).json()).toEqual({ message: 'Invalid Token.' });
    const fake = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer('not-a-token') });
    expect(fake.statusCode).toBe(401);
    const { token } = await loginAs(t.app, 'admin', 'admin123');
    t.setNow('2026-11-23T03:00:00+07:00');
    const expired = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });
    t.setNow('2026-11-22T10:00:00+07:00');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Invalid Token.');
  });
});

describe('change password', () => {
  it('changes the password after checking the old one', async () => {
    const { token } = await loginAs(t.app, 'admin', 'admin123');
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/change-password',
      headers: bearer(token),
      payload: { password: 'bukan', new_password: 'rahasia-baru' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MESSAGES.passwordLamaSalah);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/change-password',
      headers: bearer(token),
      payload: { password: 'admin123', new_password: 'rahasia-baru' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Password Berhasil Diubah');
    expect((await login('admin', 'admin123')).statusCode).toBe(401);
    expect((await login('admin', 'rahasia-baru')).statusCode).toBe(200);
  });

  it('refuses a too-short new password with the catalogue text', async () => {
    const { token } = await loginAs(t.app, 'kasir', 'kasir123');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/change-password',
      headers: bearer(token),
      payload: { password: 'kasir123', new_password: '123' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.passwordBaruMinimal);
  });
});

// Changing one's own password follows core's one rule, and ends the other sessions (a stolen token stops working).
describe('change password: the one rule, and the other sessions end', () => {
  const change = (token: string, password: string, new_password: string) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/users/change-password', headers: bearer(token), payload: { password, new_password } });

  it('refuses a common password or one holding the user id, with clear messages', async () => {
    const { token } = await loginAs(t.app, 'kasir', 'kasir123');
    for (const [next, message] of [
      ['1234567', MESSAGES.passwordBaruMinimal],
      ['123456789', MESSAGES.passwordTerlaluUmum],
      ['aaaaaaaaaa', MESSAGES.passwordTerlaluUmum],
      ['emas2026!', MESSAGES.passwordTerlaluUmum],
      ['Kasir-Bandung', MESSAGES.passwordMengandungUserId],
    ] as const) {
      const response = await change(token, 'kasir123', next);
      expect([next, response.statusCode, response.json().message]).toEqual([next, 400, message]);
    }
    expect((await login('kasir', 'kasir123')).statusCode).toBe(200);
  });

  it('ends every other session of the user; the one that changed it stays valid', async () => {
    const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });
    const other = (await loginAs(t.app, 'admin', 'rahasia-baru')).token;
    const current = (await loginAs(t.app, 'admin', 'rahasia-baru')).token;
    const kasir = (await loginAs(t.app, 'kasir', 'kasir123')).token;
    expect((await change(current, 'rahasia-baru', 'gelang-rantai-21')).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(current)).statusCode).toBe(200);
    // Another user's sessions are not touched.
    expect((await me(kasir)).statusCode).toBe(200);
    expect((await login('admin', 'gelang-rantai-21')).statusCode).toBe(200);
  });
});

describe('menu access and store scope, enforced by the server', () => {
  it('answers 403 to a user whose menu list lacks the endpoint’s menu; OWN passes', async () => {
    const kasir = await loginAs(t.app, 'kasir', 'kasir123');
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/system/audit', headers: bearer(kasir.token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.aksesDitolak);
    const owner = await loginAs(t.app, 'owner', 'owner123');
    const allowed = await t.app.inject({ method: 'GET', url: '/api/v1/system/audit', headers: bearer(owner.token) });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().data).toEqual({ ok: true, violations: [] });
  });

  it('keeps staff to their own store; OWN may read any store', async () => {
    const kasir = await loginAs(t.app, 'kasir', 'kasir123');
    const own = await t.app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: bearer(kasir.token) });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.kode_toko).toBe('T02');
    const other = await t.app.inject({ method: 'GET', url: '/api/v1/dashboard?kode_toko=T01', headers: bearer(kasir.token) });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MESSAGES.aksesTokoLainDitolak);
    const owner = await loginAs(t.app, 'owner', 'owner123');
    const any = await t.app.inject({ method: 'GET', url: '/api/v1/dashboard?kode_toko=T02', headers: bearer(owner.token) });
    expect(any.statusCode).toBe(200);
    expect(any.json().data.kode_toko).toBe('T02');
  });

  // Signed in from addresses of their own: the file's many sign-ins from the default address meet its per-minute limit.
  const signIn = async (address: string, user_id: string, password: string) =>
    (await loginFrom(address, user_id, password)).json() as { token: string; data: { menu: Array<{ menu_name: string }> } };

  it('applies a change of rights on the very next request', async () => {
    const kasir = await signIn('10.26.0.1', 'kasir', 'kasir123');
    const owner = await signIn('10.26.0.2', 'owner', 'owner123');
    const audit = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/system/audit', headers: bearer(kasir.token) })).statusCode;
    const saveMenus = async (menus: string[]) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/users/menus/by-user-id/kasir', headers: bearer(owner.token), payload: { menus } });
    const before = kasir.data.menu.map((m) => m.menu_name);
    // Asked twice: the second answer is the session cache's, which the change must not outlive.
    expect([await audit(), await audit()]).toEqual([403, 403]);
    expect((await saveMenus([...before, '/settingsystem'])).statusCode).toBe(200);
    expect(await audit()).toBe(200);
    expect((await saveMenus(before)).statusCode).toBe(200);
    expect(await audit()).toBe(403);
  });

  it('misses a change made with SQL by hand only until the cache is dropped (SESSION_CACHE_MS bounds it)', async () => {
    // A change made with SQL by hand is not announced; SESSION_CACHE_MS bounds how long it is missed, and
    // dropping the cache (what every change through the application does) makes it apply at once.
    const kasir = await signIn('10.26.0.3', 'kasir', 'kasir123');
    const audit = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/system/audit', headers: bearer(kasir.token) })).statusCode;
    expect(await audit()).toBe(403);
    await t.db.execute(sql`INSERT INTO user_menus (user_id, menu_name) VALUES ('kasir', '/settingsystem')`);
    try {
      expect(await audit()).toBe(403);
      t.deps.sessions.forgetHere({ all: true });
      expect(await audit()).toBe(200);
    } finally {
      await t.db.execute(sql`DELETE FROM user_menus WHERE user_id = 'kasir' AND menu_name = '/settingsystem'`);
      t.deps.sessions.forgetHere({ all: true });
    }
  });
});
