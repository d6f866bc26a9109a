import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ALL_MENU_PATHS, DELETED_MARKER, MESSAGES, requiredMessage, usersDefinition, formFields } from '@kencana/core';
import { rows } from '../../db/client.ts';
import { buildStore, buildUser, type BuiltUser } from '../../testing/factories.ts';
import { bearer, createTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: string;
let admin: string;
let kasir: string;
/** Stores and accounts built for this file: the owner and the super user in S1, the cashier in S2. */
let S1: string;
let S2: string;
let S3: string;
let ownerId: string;
let adminId: string;
let kasirUser: BuiltUser;
let kasirId: string;

beforeAll(async () => {
  t = await createTestApp();
  [S1, S2, S3] = await Promise.all([buildStore(t), buildStore(t), buildStore(t)]).then((stores) => stores.map((s) => s.kode_toko));
  const ownerUser = await buildUser(t, { kode_toko: S1, level: 'OWN' });
  const adminUser = await buildUser(t, { kode_toko: S1, level: 'SU' });
  kasirUser = await buildUser(t, {
    kode_toko: S2,
    level: 'KASIR',
    user_name: 'KASIR UJI',
    menus: ['/dashboard', '/data-barang', '/kirim-barang'],
  });
  [owner, admin, kasir] = [ownerUser.token, adminUser.token, kasirUser.token];
  [ownerId, adminId, kasirId] = [ownerUser.user_id, adminUser.user_id, kasirUser.user_id];
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, path: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1/${path}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const login = (user_id: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { user_id, password } });
const addUser = (token: string, user: Record<string, unknown>) => call('POST', 'users/add', token, user);
const saveMenus = (token: string, id: string, menus: string[]) => call('PUT', `users/menus/by-user-id/${id}`, token, { menus });
const auditOf = (event: string, target: string) =>
  rows<{ user_id: string; detail: { added?: string[]; removed?: string[] } }>(
    t.db,
    sql`SELECT user_id, detail FROM audit_log WHERE event = ${event} AND detail->>'target' = ${target} ORDER BY id`,
  );

describe('Data Users', () => {
  it('lists every user for OWN, without passwords', async () => {
    const response = await call('GET', 'users/get/all', owner);
    expect(response.statusCode).toBe(200);
    const data = response.json().data as Array<Record<string, unknown>>;
    expect(data.map((u) => u.user_id)).toEqual(expect.arrayContaining([adminId, kasirId, ownerId]));
    expect(data.find((u) => u.user_id === kasirId)).toEqual({
      user_id: kasirId,
      user_name: 'KASIR UJI',
      level: 'KASIR',
      kode_toko: S2,
      is_active: true,
    });
    expect(response.body).not.toContain('argon2');
  });

  it('adds a user (id lower-case, argon2id password) who can then sign in with no menus but the dashboard', async () => {
    const response = await addUser(owner, {
      user_id: 'Sari',
      user_name: 'sari kasir',
      level: 'KASIR',
      kode_toko: S2,
      password: 'melati-pagi-7',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: MESSAGES.dataBerhasilDisimpan,
      data: { user_id: 'sari', user_name: 'SARI KASIR', level: 'KASIR', kode_toko: S2, is_active: true },
    });
    const [stored] = await rows<{ password_hash: string }>(t.db, sql`SELECT password_hash FROM users WHERE user_id = 'sari'`);
    expect(stored!.password_hash).toMatch(/^\$argon2id\$/);
    const signedIn = await login('sari', 'melati-pagi-7');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.menu).toEqual([]);
    expect(
      (await addUser(owner, { user_id: 'SARI', user_name: 'X', level: 'KASIR', kode_toko: S2, password: 'kopi-susu-88' })).json().message,
    ).toBe('Data User sari Sudah Ada');
  });

  it('asks every required field with its message and writes nothing', async () => {
    const full = { user_id: 'baru', user_name: 'BARU', level: 'KASIR', kode_toko: S2, password: 'rahasia-dapur-1' };
    const [before] = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM users`);
    for (const field of formFields(usersDefinition, 'add')) {
      const response = await addUser(owner, { ...full, [field.name]: '' });
      expect(response.statusCode, field.name).toBe(400);
      expect(response.json().message).toBe(requiredMessage(field));
    }
    expect((await addUser(owner, { ...full, password: '12345' })).json().message).toBe(MESSAGES.passwordMinimal);
    const [after] = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM users`);
    expect(after!.n).toBe(before!.n);
  });

  it('deactivates a user: sessions end at once, login refused; adding the id again offers it back (DELETED → reactivate)', async () => {
    await addUser(owner, { user_id: 'dodi', user_name: 'DODI', level: 'KASIR', kode_toko: S3, password: 'gelang-perak-3' });
    const { token } = await loginAs(t.app, 'dodi', 'gelang-perak-3');
    const off = await call('DELETE', 'users/delete/by-user-id/dodi', owner);
    expect(off.json()).toEqual({ message: MESSAGES.userBerhasilDinonaktifkan });
    expect((await call('GET', 'users/me', token)).statusCode).toBe(401);
    expect((await login('dodi', 'gelang-perak-3')).json().message).toBe(MESSAGES.userTidakAktif);
    const listed = (await call('GET', 'users/get/all', owner)).json().data as Array<{ user_id: string; is_active: boolean }>;
    expect(listed.find((u) => u.user_id === 'dodi')?.is_active).toBe(false);

    const again = await addUser(owner, {
      user_id: 'dodi',
      user_name: 'DODI BARU',
      level: 'KASIR',
      kode_toko: S3,
      password: 'cincin-perak-4',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(DELETED_MARKER);
    expect(again.json().id).toBe('dodi');
    const back = await call('PUT', 'users/reactive/by-user-id/dodi', owner, { user_name: 'dodi baru' });
    expect(back.json()).toMatchObject({ message: MESSAGES.dataBerhasilDiaktifkan, data: { user_name: 'DODI BARU', is_active: true } });
    expect((await login('dodi', 'gelang-perak-3')).statusCode).toBe(200);
    expect((await auditOf('NONAKTIF_USER', 'dodi')).map((a) => a.user_id)).toEqual([ownerId]);
  });

  it('resets a password (OWN/SU): the old one and the old sessions stop working', async () => {
    await addUser(owner, { user_id: 'reni', user_name: 'RENI', level: 'ADMIN', kode_toko: S1, password: 'anting-perak-5' });
    const { token } = await loginAs(t.app, 'reni', 'anting-perak-5');
    const reset = await call('PUT', 'users/reset-password/by-user-id/reni', admin, { new_password: 'kalung-perak-6' });
    expect(reset.json()).toEqual({ message: MESSAGES.passwordBerhasilDireset });
    expect((await call('GET', 'users/me', token)).statusCode).toBe(401);
    expect((await login('reni', 'anting-perak-5')).statusCode).toBe(401);
    expect((await login('reni', 'kalung-perak-6')).statusCode).toBe(200);
    expect(await auditOf('RESET_PASSWORD', 'reni')).toHaveLength(1);
    expect((await call('PUT', 'users/reset-password/by-user-id/reni', owner, { new_password: '123' })).json().message).toBe(
      MESSAGES.passwordMinimal,
    );
  });
});

describe('Hak Akses Users', () => {
  it('applies new rights on the user’s next request and records them in audit_log', async () => {
    await addUser(owner, { user_id: 'budi', user_name: 'BUDI', level: 'KASIR', kode_toko: S2, password: 'liontin-perak-7' });
    const { token } = await loginAs(t.app, 'budi', 'liontin-perak-7');
    const body = { nama_atribut: 'KALUNG NAMA' };
    expect((await call('POST', 'masteratribut/add', token, body)).statusCode).toBe(403);

    const saved = await saveMenus(owner, 'budi', ['/master-atribut', '/data-barang']);
    expect(saved.json()).toEqual({ message: MESSAGES.hakAksesBerhasilDisimpan });
    expect((await call('POST', 'masteratribut/add', token, body)).statusCode).toBe(200);
    expect((await call('GET', 'users/me', token)).json().data.menu).toEqual([
      { menu_name: '/data-barang' },
      { menu_name: '/master-atribut' },
    ]);
    expect((await call('GET', 'users/menus/by-user-id/budi', owner)).json().data).toEqual({
      user_id: 'budi',
      user_name: 'BUDI',
      level: 'KASIR',
      kode_toko: S2,
      is_active: true,
      menus: ['/master-atribut', '/data-barang'],
    });

    await saveMenus(owner, 'budi', ['/data-barang']);
    expect((await call('DELETE', 'masteratribut/delete/by-nama-atribut/KALUNG%20NAMA', token)).statusCode).toBe(403);
    const audit = await auditOf('UBAH_HAK_AKSES', 'budi');
    expect(audit.map((a) => [a.user_id, a.detail.added, a.detail.removed])).toEqual([
      [ownerId, ['/master-atribut', '/data-barang'], []],
      [ownerId, [], ['/master-atribut']],
    ]);
  });

  it('refuses unknown menus, and rights of OWN/SU (they have every menu)', async () => {
    const unknown = await saveMenus(owner, kasirId, ['/tidak-ada']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(MESSAGES.menuTidakDikenal);
    const privileged = await saveMenus(owner, adminId, ['/dashboard']);
    expect(privileged.statusCode).toBe(400);
    expect(privileged.json().message).toBe(MESSAGES.semuaAksesOwnSu);
    expect((await call('GET', `users/menus/by-user-id/${adminId}`, owner)).json().data.menus).toEqual([...ALL_MENU_PATHS]);
  });
});

describe('who may change whom', () => {
  it('refuses the cashier without the user menus everything', async () => {
    for (const [method, path, payload] of [
      ['GET', 'users/get/all'],
      ['POST', 'users/add', { user_id: 'x1', user_name: 'X', level: 'KASIR', kode_toko: S2, password: 'kopi-susu-88' }],
      ['PUT', `users/edit/by-user-id/${kasirId}`, { user_name: 'X', level: 'OWN', kode_toko: S2 }],
      ['DELETE', `users/delete/by-user-id/${adminId}`],
      ['PUT', `users/reset-password/by-user-id/${ownerId}`, { new_password: 'bros-perak-88' }],
      ['GET', `users/menus/by-user-id/${kasirId}`],
      ['PUT', `users/menus/by-user-id/${kasirId}`, { menus: ALL_MENU_PATHS }],
    ] as const) {
      const response = await call(method, path, kasir, payload);
      expect(response.statusCode, path).toBe(403);
    }
    expect((await call('GET', 'users/me', kasir)).json().data.level).toBe('KASIR');
  });

  it('lets staff with the menus manage only their store’s staff, at the lowest level, never rights or passwords', async () => {
    await saveMenus(owner, kasirId, ['/data-users', '/hak-akses-users']);
    const base = { user_name: 'STAF', kode_toko: S2, password: 'staf-123' };
    expect((await addUser(kasir, { ...base, user_id: 'staf1', level: 'KASIR' })).statusCode).toBe(200);
    const higher = await addUser(kasir, { ...base, user_id: 'staf2', level: 'ADMIN' });
    expect([higher.statusCode, higher.json().message]).toEqual([403, MESSAGES.hanyaOwnSuLevel]);
    const otherStore = await addUser(kasir, { ...base, user_id: 'staf3', level: 'KASIR', kode_toko: S1 });
    expect([otherStore.statusCode, otherStore.json().message]).toEqual([403, MESSAGES.aksesTokoLainDitolak]);

    const listed = (await call('GET', 'users/get/all', kasir)).json().data as Array<{ kode_toko: string }>;
    expect(new Set(listed.map((u) => u.kode_toko))).toEqual(new Set([S2]));
    expect(
      (await call('PUT', 'users/edit/by-user-id/staf1', kasir, { user_name: 'staf satu', level: 'KASIR', kode_toko: S2 })).statusCode,
    ).toBe(200);
    const raise = await call('PUT', 'users/edit/by-user-id/staf1', kasir, { user_name: 'STAF SATU', level: 'ADMIN', kode_toko: S2 });
    expect([raise.statusCode, raise.json().message]).toEqual([403, MESSAGES.hanyaOwnSuLevel]);
    const self = await call('PUT', `users/edit/by-user-id/${kasirId}`, kasir, { user_name: 'KASIR BANDUNG', level: 'SU', kode_toko: S2 });
    expect(self.statusCode).toBe(403);
    expect((await call('PUT', `users/edit/by-user-id/${ownerId}`, kasir, { user_name: 'X', level: 'OWN', kode_toko: S1 })).statusCode).toBe(
      403,
    );
    const grant = await saveMenus(kasir, 'staf1', ALL_MENU_PATHS as string[]);
    expect([grant.statusCode, grant.json().message]).toEqual([403, MESSAGES.hanyaOwnSuHakAkses]);
    const ownGrant = await saveMenus(kasir, kasirId, ALL_MENU_PATHS as string[]);
    expect(ownGrant.statusCode).toBe(403);
    const reset = await call('PUT', 'users/reset-password/by-user-id/staf1', kasir, { new_password: 'bros-perak-88' });
    expect([reset.statusCode, reset.json().message]).toEqual([403, MESSAGES.hanyaOwnSuResetPassword]);
    expect((await call('DELETE', `users/delete/by-user-id/${adminId}`, kasir)).statusCode).toBe(403);
    expect((await call('DELETE', 'users/delete/by-user-id/staf1', kasir)).statusCode).toBe(200);
    const [kasirRow] = await rows<{ level: string }>(t.db, sql`SELECT level FROM users WHERE user_id = ${kasirId}`);
    expect(kasirRow!.level).toBe('KASIR');
    await saveMenus(
      owner,
      kasirId,
      [...(await loginAs(t.app, kasirId, kasirUser.password)).data.menu.map((m) => m.menu_name)].filter(
        (m) => m !== '/data-users' && m !== '/hak-akses-users',
      ),
    );
  });

  it('lets only OWN give or take the level OWN; SU manages SU and staff', async () => {
    const own = await addUser(admin, { user_id: 'bos2', user_name: 'BOS', level: 'OWN', kode_toko: S1, password: 'bos-1234' });
    expect([own.statusCode, own.json().message]).toEqual([403, MESSAGES.hanyaOwnLevelOwn]);
    expect(
      (await addUser(admin, { user_id: 'su2', user_name: 'SU DUA', level: 'SU', kode_toko: S1, password: 'mawar-1234' })).statusCode,
    ).toBe(200);
    expect((await call('PUT', `users/edit/by-user-id/${ownerId}`, admin, { user_name: 'X', level: 'OWN', kode_toko: S1 })).statusCode).toBe(
      403,
    );
    expect((await call('PUT', `users/reset-password/by-user-id/${ownerId}`, admin, { new_password: 'bros-perak-88' })).statusCode).toBe(
      403,
    );
    expect(
      (await addUser(owner, { user_id: 'bos2', user_name: 'BOS', level: 'OWN', kode_toko: S1, password: 'bos-1234' })).statusCode,
    ).toBe(200);
  });

  it('refuses changing one’s own level or deactivating oneself', async () => {
    const level = await call('PUT', `users/edit/by-user-id/${ownerId}`, owner, { user_name: 'PEMILIK', level: 'KASIR', kode_toko: S1 });
    expect([level.statusCode, level.json().message]).toEqual([403, MESSAGES.tidakBolehUbahDiriSendiri]);
    expect((await call('DELETE', `users/delete/by-user-id/${ownerId}`, owner)).statusCode).toBe(403);
    expect(
      (await call('PUT', `users/edit/by-user-id/${ownerId}`, owner, { user_name: 'pemilik kencana', level: 'OWN', kode_toko: S1 }))
        .statusCode,
    ).toBe(200);
  });
});

// A guessable password ('123456', 'aaaaaa', the user id) is the first one an attacker tries: core's one rule refuses it.
describe('the one password rule, when a password is set', () => {
  it('refuses short, common, repeated, sequential and user-id passwords when adding a user', async () => {
    const base = { user_id: 'wulan', user_name: 'WULAN', level: 'KASIR', kode_toko: 'T02' };
    const refusals: Array<[string, string]> = [
      ['123456', MESSAGES.passwordMinimal],
      ['1234567', MESSAGES.passwordMinimal],
      ['12345678', MESSAGES.passwordTerlaluUmum],
      ['aaaaaaaa', MESSAGES.passwordTerlaluUmum],
      ['password1', MESSAGES.passwordTerlaluUmum],
      ['Kencana2026', MESSAGES.passwordTerlaluUmum],
      ['qwertyuiop', MESSAGES.passwordTerlaluUmum],
      ['WULAN-1234', MESSAGES.passwordMengandungUserId],
      ['wulan123', MESSAGES.passwordMengandungUserId],
    ];
    for (const [password, message] of refusals) {
      const response = await addUser(owner, { ...base, password });
      expect([password, response.statusCode, response.json().message]).toEqual([password, 400, message]);
    }
    expect((await rows(t.db, sql`SELECT 1 FROM users WHERE user_id = 'wulan'`)).length).toBe(0);
    expect((await addUser(owner, { ...base, password: 'cincin-kawin-7' })).statusCode).toBe(200);
  });

  it('refuses the same passwords on a reset, the user id included', async () => {
    for (const [new_password, message] of [
      ['aaaaaa', MESSAGES.passwordMinimal],
      ['11111111', MESSAGES.passwordTerlaluUmum],
      ['87654321', MESSAGES.passwordTerlaluUmum],
      ['kasir-toko-9', MESSAGES.passwordMengandungUserId],
    ] as const) {
      const response = await call('PUT', 'users/reset-password/by-user-id/kasir', owner, { new_password });
      expect([new_password, response.statusCode, response.json().message]).toEqual([new_password, 400, message]);
    }
    // The demo passwords still sign in: the rule applies when setting a password, not at login.
    expect((await login('kasir', 'kasir123')).statusCode).toBe(200);
  });
});

// A locked-out cashier must not wait for the lock to expire while the shop is open: the owner lifts it from Data Users.
describe('Buka Kunci Login', () => {
  const loginFrom = (remoteAddress: string, user_id: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/users/login', remoteAddress, payload: { user_id, password } });

  it('lifts every lock of the user and is audited; staff without Data Users are refused', async () => {
    for (let i = 0; i < 5; i++) await loginFrom('198.51.100.20', 'kasir', `salah-${i}`);
    expect((await loginFrom('198.51.100.20', 'kasir', 'kasir123')).statusCode).toBe(429);
    const kasirToken = (await loginAs(t.app, 'kasir', 'kasir123')).token;
    expect((await call('PUT', 'users/unlock-login/by-user-id/kasir', kasirToken)).statusCode).toBe(403);
    const unlocked = await call('PUT', 'users/unlock-login/by-user-id/KASIR', owner);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toEqual({ message: MESSAGES.kunciLoginDibuka });
    expect((await loginFrom('198.51.100.20', 'kasir', 'kasir123')).statusCode).toBe(200);
    expect((await auditOf('BUKA_KUNCI_LOGIN', 'kasir')).map((a) => a.user_id)).toEqual([ownerId]);
    expect((await call('PUT', 'users/unlock-login/by-user-id/tidak-ada', owner)).statusCode).toBe(404);
  });
});
