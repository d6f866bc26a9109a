import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  koreksiPoinMelebihiBatas,
  MASTER_API,
  MEMBER_MESSAGES,
  MESSAGES,
  memberApi,
  POIN_KOREKSI_MAKS_DEFAULT,
  poinKoreksiMaksKey,
  poinTidakCukupSisa,
  stokHadiahSisa,
} from '@kencana/core';
import { rows } from '../../db/client.ts';
import { checkLedgerInvariants } from '../../ledger/invariants.ts';
import { postPoints, reversePoints } from '../../points/index.ts';
import { api, freshRequestKey } from '../../testing/api-client.ts';
import { buildHadiah, buildMember, buildStore, buildSystemParameter, buildUser, todayOf, type BuiltUser } from '../../testing/factories.ts';
import { countRows, raceForOneEffect } from '../../testing/racing.ts';
import { bearer, createTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let A: string;
let B: string;
let owner: BuiltUser;
let kasir: BuiltUser;
let kasirB: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  A = (await buildStore(t)).kode_toko;
  B = (await buildStore(t)).kode_toko;
  owner = await buildUser(t, { kode_toko: A, level: 'OWN' });
  kasir = await buildUser(t, { kode_toko: A, menus: ['/data-member', '/transaksi-poin', '/tukar-point', '/lihat-transaksi-member'] });
  kasirB = await buildUser(t, { kode_toko: B, menus: ['/data-member'] });
});
afterAll(async () => {
  // The points invariants: every balance is the sum of its ledger rows, and the last row's balance after.
  const drift = await rows<{ kode_member: string }>(
    t.db,
    sql`SELECT m.kode_member FROM member m
        LEFT JOIN (SELECT kode_member, SUM(poin) AS s FROM member_poin GROUP BY kode_member) p ON p.kode_member = m.kode_member
        LEFT JOIN LATERAL (SELECT saldo FROM member_poin x WHERE x.kode_member = m.kode_member ORDER BY id DESC LIMIT 1) l ON true
        WHERE m.poin <> COALESCE(p.s, 0) OR m.poin <> COALESCE(l.saldo, 0) OR m.poin < 0`,
  );
  expect(drift).toEqual([]);
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
});

const balance = async (kode_member: string) =>
  Number((await rows<{ poin: number }>(t.db, sql`SELECT poin FROM member WHERE kode_member = ${kode_member}`))[0]?.poin);
const ledgerSum = async (kode_member: string) =>
  Number(
    (await rows<{ s: string }>(t.db, sql`SELECT COALESCE(SUM(poin), 0)::text AS s FROM member_poin WHERE kode_member = ${kode_member}`))[0]
      ?.s,
  );

describe('the member record (Data Member, a master list)', () => {
  it('adds a member of the staff member’s own store, finds it by code, phone and name; another store’s staff do not list it', async () => {
    const body = {
      kode_member: 'mbr-a01',
      nama_member: 'siti aminah',
      no_ktp: '3171234567890001',
      no_hp: '081234567001',
      alamat: 'jl. melati 1',
      tgl_lahir: '1991-11-05',
      kode_toko: B,
    };
    // Staff add only to their own store.
    expect(await kasir.client.call(MASTER_API.member.add, { body })).toMatchObject({ ok: false, status: 403 });
    const added = await kasir.client.call(MASTER_API.member.add, { body: { ...body, kode_toko: A } });
    expect(added.ok, JSON.stringify(added.body)).toBe(true);
    const [row] = await rows<{ kode_toko: string; poin: number; tgl_daftar: string }>(
      t.db,
      sql`SELECT kode_toko, poin, tgl_daftar::text AS tgl_daftar FROM member WHERE kode_member = 'MBR-A01'`,
    );
    expect(row).toMatchObject({ kode_toko: A, poin: 0 });
    for (const q of ['MBR-A0', '0812345670', 'AMINAH']) {
      const found = await kasir.client.ok(memberApi.cariMember, { query: { q } });
      expect(
        found.data.map((m) => m.kode_member),
        q,
      ).toContain('MBR-A01');
    }
    const listB = await kasirB.client.ok(MASTER_API.member.list);
    expect(listB.data.map((m) => m.kode_member)).not.toContain('MBR-A01');
  });

  it('refuses a member without a phone, a bad birth date or a duplicate code, writing nothing', async () => {
    const before = await countRows(t.db, 'member');
    const missing = await kasir.client.call(MASTER_API.member.add, {
      body: { kode_member: 'MBR-X', nama_member: 'X', tgl_lahir: '1990-01-01', kode_toko: A } as never,
    });
    expect(missing).toMatchObject({ ok: false, status: 400, body: { message: 'No HP Harus Diisi' } });
    const badDate = await kasir.client.call(MASTER_API.member.add, {
      body: { kode_member: 'MBR-X', nama_member: 'X', no_hp: '0811', tgl_lahir: '1990-02-30', kode_toko: A },
    });
    expect(badDate).toMatchObject({ ok: false, status: 400 });
    const dup = await kasir.client.call(MASTER_API.member.add, {
      body: { kode_member: 'MBR-A01', nama_member: 'X', no_hp: '0811', tgl_lahir: '1990-01-01', kode_toko: A },
    });
    expect(dup).toMatchObject({ ok: false, status: 409, body: { message: 'Data Member MBR-A01 Sudah Ada' } });
    expect(await countRows(t.db, 'member')).toBe(before);
  });
});

describe('member lookup and history: bad inputs', () => {
  it('refuses a search shorter than 2 characters, reversed dates, an impossible date and an unknown member', async () => {
    const answers = [
      await kasir.client.get('member/cari?q=a'),
      await kasir.client.get('member/riwayat/MBR-A01?tgl_from=2026-11-22&tgl_to=2026-11-01'),
      await kasir.client.get('member/riwayat/MBR-A01?tgl_from=2026-02-30&tgl_to=2026-03-01'),
      await kasir.client.get('member/riwayat/TIDAK-ADA?tgl_from=2026-11-01&tgl_to=2026-11-22'),
    ];
    expect(answers.map((a) => [a.statusCode, a.json().message])).toEqual([
      [400, 'Pencarian Minimal 2 Karakter'],
      [400, 'Tanggal Awal Tidak Boleh Melebihi Tanggal Akhir'],
      [400, 'Tanggal Awal Tidak Valid'],
      [404, MEMBER_MESSAGES.memberTidakDitemukan],
    ]);
    // Without a member menu the lookup is refused.
    const stranger = await buildUser(t, { kode_toko: A, menus: ['/data-barang'] });
    expect((await stranger.client.get('member/cari?q=MBR')).statusCode).toBe(403);
  });
});

describe('points ledger', () => {
  it('postPoints adds and takes, never below zero; reversePoints takes a document back once', async () => {
    const m = await buildMember(t, { kode_toko: A });
    const ctx = { kode_toko: A, tgl_system: todayOf(t), user_id: owner.user_id, at: new Date() };
    await t.db.transaction((tx) => postPoints(tx, { ...ctx, kode_member: m.kode_member, poin: 12, no_ref: 'JL-UJI-1' }));
    await expect(
      t.db.transaction((tx) => postPoints(tx, { ...ctx, kode_member: m.kode_member, poin: -13, no_ref: 'X-1' })),
    ).rejects.toMatchObject({
      status: 409,
      message: poinTidakCukupSisa(12),
    });
    expect(await balance(m.kode_member)).toBe(12);
    const back = await t.db.transaction((tx) => reversePoints(tx, { ...ctx, no_ref: 'JL-UJI-1', no_batal: 'BJL-UJI-1' }));
    expect(back.poin).toBe(-12);
    expect(await balance(m.kode_member)).toBe(0);
    await expect(t.db.transaction((tx) => reversePoints(tx, { ...ctx, no_ref: 'JL-UJI-1', no_batal: 'BJL-UJI-2' }))).rejects.toMatchObject({
      message: MEMBER_MESSAGES.poinSudahDikembalikan,
    });
    // A document without points reverses nothing.
    expect(await t.db.transaction((tx) => reversePoints(tx, { ...ctx, no_ref: 'JL-TANPA-POIN', no_batal: 'B' }))).toEqual({ poin: 0 });
    expect(await ledgerSum(m.kode_member)).toBe(0);
  });

  it('a cancel whose points were already spent is refused, and the database refuses a negative balance too', async () => {
    const m = await buildMember(t, { kode_toko: A });
    const ctx = { kode_toko: A, tgl_system: todayOf(t), user_id: owner.user_id, at: new Date() };
    await t.db.transaction((tx) => postPoints(tx, { ...ctx, kode_member: m.kode_member, poin: 10, no_ref: 'JL-UJI-2' }));
    await t.db.transaction((tx) => postPoints(tx, { ...ctx, kode_member: m.kode_member, poin: -8, no_ref: 'TKP-UJI', jenis: 'TUKAR' }));
    await expect(t.db.transaction((tx) => reversePoints(tx, { ...ctx, no_ref: 'JL-UJI-2', no_batal: 'BJL-UJI-3' }))).rejects.toMatchObject({
      message: poinTidakCukupSisa(2),
    });
    await expect(t.db.execute(sql`UPDATE member SET poin = -1 WHERE kode_member = ${m.kode_member}`)).rejects.toThrow();
    expect(await balance(m.kode_member)).toBe(2);
  });
});

describe('Transaksi Poin (manual corrections)', () => {
  it('adds and takes points with a reason, answering the balance; below zero refused, nothing written', async () => {
    const m = await buildMember(t, { kode_toko: A, poin: 5 });
    const added = await kasir.client.ok(memberApi.transaksiPoin, {
      body: { kode_member: m.kode_member, poin: 20, keterangan: 'bonus ulang tahun' },
    });
    expect(added).toMatchObject({ message: MEMBER_MESSAGES.berhasilSimpanPoin, data: { kode_member: m.kode_member, poin: 20, saldo: 25 } });
    expect(added.data.no_transaksi).toMatch(new RegExp(`^KPN-${A}-`));
    const before = await countRows(t.db, 'member_poin');
    const under = await kasir.client.call(memberApi.transaksiPoin, {
      body: { kode_member: m.kode_member, poin: -26, keterangan: 'koreksi' },
    });
    expect(under).toMatchObject({ ok: false, status: 409, body: { message: poinTidakCukupSisa(25) } });
    expect(await countRows(t.db, 'member_poin')).toBe(before);
    const taken = await kasir.client.ok(memberApi.transaksiPoin, {
      body: { kode_member: m.kode_member, poin: -25, keterangan: 'koreksi salah input' },
    });
    expect(taken.data.saldo).toBe(0);
    expect(await ledgerSum(m.kode_member)).toBe(await balance(m.kode_member));
  });

  it('refuses bad inputs naming the field', async () => {
    const m = await buildMember(t, { kode_toko: A });
    const cases: Array<[unknown, number, string]> = [
      [{ kode_member: m.kode_member, poin: 0, keterangan: 'X' }, 400, MEMBER_MESSAGES.poinTidakBolehNol],
      [{ kode_member: m.kode_member, poin: 1.5, keterangan: 'X' }, 400, 'Poin Harus Berupa Angka Bulat'],
      [{ kode_member: m.kode_member, poin: 1, keterangan: '  ' }, 400, 'Keterangan Harus Diisi'],
      [{ kode_member: 'TIDAK-ADA', poin: 1, keterangan: 'X' }, 404, MEMBER_MESSAGES.memberTidakDitemukan],
    ];
    for (const [body, status, message] of cases) {
      const answer = await kasir.client.post('member/poin', body);
      expect([answer.statusCode, answer.json().message], JSON.stringify(body)).toEqual([status, message]);
    }
    // A cashier without the menu is refused.
    expect((await kasirB.client.post('member/poin', { kode_member: m.kode_member, poin: 1, keterangan: 'X' })).statusCode).toBe(403);
  });
});

describe('Tukar Point (gift exchange)', () => {
  it('takes the points and the gift stock together; no stock or too few points refused, nothing written', async () => {
    const m = await buildMember(t, { kode_toko: A, poin: 100 });
    const gift = await buildHadiah(t, { poin: 30, stok: 2 });
    const done = await kasir.client.ok(memberApi.tukarPoin, {
      body: { kode_member: m.kode_member, kode_hadiah: gift.kode_hadiah, qty: 2 },
    });
    expect(done).toMatchObject({ message: MEMBER_MESSAGES.berhasilTukarPoin, data: { poin: 60, saldo: 40, stok: 0, qty: 2 } });
    const before = [await countRows(t.db, 'member_poin'), await countRows(t.db, 'tukar_poin')];
    const noStock = await kasir.client.call(memberApi.tukarPoin, {
      body: { kode_member: m.kode_member, kode_hadiah: gift.kode_hadiah, qty: 1 },
    });
    expect(noStock).toMatchObject({ ok: false, status: 409, body: { message: stokHadiahSisa(0) } });
    const pricey = await buildHadiah(t, { poin: 41, stok: 5 });
    const tooFew = await kasir.client.call(memberApi.tukarPoin, {
      body: { kode_member: m.kode_member, kode_hadiah: pricey.kode_hadiah, qty: 1 },
    });
    expect(tooFew).toMatchObject({ ok: false, status: 409, body: { message: poinTidakCukupSisa(40) } });
    const unknown = await kasir.client.call(memberApi.tukarPoin, {
      body: { kode_member: m.kode_member, kode_hadiah: 'H-TIDAK-ADA', qty: 1 },
    });
    expect(unknown).toMatchObject({ ok: false, status: 404, body: { message: MEMBER_MESSAGES.hadiahTidakDitemukan } });
    const zero = await kasir.client.call(memberApi.tukarPoin, {
      body: { kode_member: m.kode_member, kode_hadiah: pricey.kode_hadiah, qty: 0 },
    });
    expect([zero.status, zero.body.message]).toEqual([400, 'Jumlah Minimal 1']);
    expect([await countRows(t.db, 'member_poin'), await countRows(t.db, 'tukar_poin')]).toEqual(before);
    const [stock] = await rows<{ stok: number }>(t.db, sql`SELECT stok FROM hadiah WHERE kode_hadiah = ${pricey.kode_hadiah}`);
    expect(stock?.stok).toBe(5);
  });

  it('20 racing exchanges of the last gift (twenty tabs, each its own request key): exactly one', async () => {
    const m = await buildMember(t, { kode_toko: A, poin: 1000 });
    const gift = await buildHadiah(t, { poin: 10, stok: 1 });
    const outcome = await raceForOneEffect(
      20,
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/member/tukar-poin',
          headers: { ...bearer(kasir.token), 'idempotency-key': freshRequestKey() },
          payload: { kode_member: m.kode_member, kode_hadiah: gift.kode_hadiah, qty: 1 },
        }),
      () => countRows(t.db, 'tukar_poin', `kode_hadiah = '${gift.kode_hadiah}'`),
    );
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
    expect(await balance(m.kode_member)).toBe(990);
  });

  it('a member’s history lists the points movements with the balance after each', async () => {
    const m = await buildMember(t, { kode_toko: A, poin: 50 });
    const gift = await buildHadiah(t, { poin: 20, stok: 3 });
    await kasir.client.ok(memberApi.tukarPoin, { body: { kode_member: m.kode_member, kode_hadiah: gift.kode_hadiah, qty: 1 } });
    const today = todayOf(t);
    const history = await kasir.client.ok(memberApi.riwayatMember, {
      params: { kode_member: m.kode_member },
      query: { tgl_from: today, tgl_to: today },
    });
    expect(history.data.member).toMatchObject({ kode_member: m.kode_member, poin: 30 });
    expect(history.data.rows.map((r) => [r.jenis, r.poin, r.saldo])).toEqual([
      ['POIN TUKAR', -20, 30],
      ['POIN SALDO AWAL', 50, 50],
    ]);
  });
});

describe('personal data and other stores (UU 27/2022 PDP)', () => {
  const full = {
    nama_member: 'SITI RAHAYU',
    no_hp: '081377712345',
    no_ktp: '3171234567890099',
    alamat: 'JL. MAWAR 9',
    tgl_lahir: '1988-04-12',
  };
  let staffB: BuiltUser;
  beforeAll(async () => {
    staffB = await buildUser(t, { kode_toko: B, menus: ['/data-member', '/lihat-transaksi-member', '/transaksi-poin', '/tukar-point'] });
  });

  it('another store’s staff find a member with code, name, masked phone and points only; the member’s store and OWN/SU see it whole', async () => {
    const m = await buildMember(t, { kode_toko: A, poin: 7, ...full });
    const counter = {
      kode_member: m.kode_member,
      nama_member: full.nama_member,
      no_hp: '0813*****345',
      no_ktp: '',
      alamat: '',
      tgl_lahir: '',
      kode_toko: A,
      poin: 7,
    };
    const whole = { ...counter, no_hp: full.no_hp, no_ktp: full.no_ktp, alamat: full.alamat, tgl_lahir: full.tgl_lahir };
    const find = async (who: BuiltUser, q: string) =>
      (await who.client.ok(memberApi.cariMember, { query: { q } })).data.filter((x) => x.kode_member === m.kode_member);
    expect(await find(staffB, 'SITI RAHAYU')).toEqual([counter]);
    expect(await find(staffB, m.kode_member)).toEqual([counter]);
    expect(await find(kasir, 'SITI RAHAYU')).toEqual([whole]);
    expect(await find(owner, 'SITI RAHAYU')).toEqual([whole]);
    // The whole number finds another store's member; a part of it does not (a masked phone is not read back digit by digit).
    expect(await find(staffB, full.no_hp)).toEqual([counter]);
    expect(await find(staffB, full.no_hp.slice(0, 8))).toEqual([]);
    expect(await find(kasir, full.no_hp.slice(0, 8))).toEqual([whole]);
  });

  it('the demo cashier of T02 searching SITI gets no NIK, address or birth date of T01’s members', async () => {
    const demo = api(t, (await loginAs(t.app, 'kasir', 'kasir123')).token);
    const found = await demo.ok(memberApi.cariMember, { query: { q: 'SITI' } });
    const others = found.data.filter((x) => x.kode_toko !== 'T02');
    expect(others.length).toBeGreaterThan(0);
    for (const x of others) {
      expect(x).toMatchObject({ no_ktp: '', alamat: '', tgl_lahir: '' });
      expect(x.no_hp).toContain('*');
    }
  });

  it('a member’s history shows other stores’ documents only to OWN/SU, and the member as the user may see them', async () => {
    const m = await buildMember(t, { kode_toko: A, poin: 30, ...full });
    const gift = await buildHadiah(t, { poin: 10, stok: 5 });
    // The card works at B's counter: the exchange is booked to B, the store that hands the gift over.
    const exchanged = await staffB.client.ok(memberApi.tukarPoin, {
      body: { kode_member: m.kode_member, kode_hadiah: gift.kode_hadiah, qty: 1 },
    });
    expect(exchanged.data).toMatchObject({ saldo: 20, stok: 4 });
    expect(exchanged.data.no_tukar).toMatch(new RegExp(`^TKP-${B}-`));
    const [booked] = await rows<{ kode_toko: string }>(
      t.db,
      sql`SELECT kode_toko FROM tukar_poin WHERE no_tukar = ${exchanged.data.no_tukar}`,
    );
    expect(booked?.kode_toko).toBe(B);

    const today = todayOf(t);
    const historyOf = async (who: BuiltUser) =>
      (await who.client.ok(memberApi.riwayatMember, { params: { kode_member: m.kode_member }, query: { tgl_from: today, tgl_to: today } }))
        .data;
    const atA = await historyOf(kasir);
    expect(atA.rows.map((r) => [r.jenis, r.kode_toko])).toEqual([['POIN SALDO AWAL', A]]);
    expect(atA.member).toMatchObject({ no_ktp: full.no_ktp, alamat: full.alamat });
    const atB = await historyOf(staffB);
    expect(atB.rows.map((r) => [r.jenis, r.kode_toko])).toEqual([['POIN TUKAR', B]]);
    expect(atB.member).toMatchObject({ no_hp: '0813*****345', no_ktp: '', alamat: '', tgl_lahir: '', poin: 20 });
    const chain = await historyOf(owner);
    expect(chain.rows.map((r) => [r.jenis, r.kode_toko])).toEqual([
      ['POIN TUKAR', B],
      ['POIN SALDO AWAL', A],
    ]);
    expect(chain.member.no_ktp).toBe(full.no_ktp);
  });

  it('another store’s staff may not correct a member’s points (1,000 points from B refused), nothing written', async () => {
    const m = await buildMember(t, { kode_toko: A });
    const before = await countRows(t.db, 'member_poin');
    const refused = await staffB.client.call(memberApi.transaksiPoin, {
      body: { kode_member: m.kode_member, poin: 1000, keterangan: 'BONUS' },
    });
    expect(refused).toMatchObject({ ok: false, status: 403, body: { message: MESSAGES.aksesTokoLainDitolak } });
    expect(await countRows(t.db, 'member_poin')).toBe(before);
    expect(await balance(m.kode_member)).toBe(0);
    // OWN/SU correct any store's member.
    expect(
      (await owner.client.ok(memberApi.transaksiPoin, { body: { kode_member: m.kode_member, poin: 1000, keterangan: 'BONUS' } })).data
        .saldo,
    ).toBe(1000);
  });

  it('staff corrections stay within the level’s daily cap (added and taken alike); Para System raises it', async () => {
    const m = await buildMember(t, { kode_toko: A, poin: 500 });
    const cashier = await buildUser(t, { kode_toko: A, level: 'KASIR', menus: ['/transaksi-poin'] });
    const correct = (poin: number) =>
      cashier.client.call(memberApi.transaksiPoin, { body: { kode_member: m.kode_member, poin, keterangan: 'KOREKSI' } });
    expect((await correct(60)).ok).toBe(true);
    const before = await countRows(t.db, 'member_poin');
    expect(await correct(-41)).toMatchObject({
      ok: false,
      status: 409,
      body: { message: koreksiPoinMelebihiBatas(POIN_KOREKSI_MAKS_DEFAULT.KASIR! - 60) },
    });
    expect(await countRows(t.db, 'member_poin')).toBe(before);
    expect((await correct(-40)).ok).toBe(true);
    expect(await correct(1)).toMatchObject({ ok: false, status: 409, body: { message: koreksiPoinMelebihiBatas(0) } });
    // A thousand points in one go is beyond a cashier's cap even on a fresh day's allowance.
    const other = await buildUser(t, { kode_toko: A, level: 'KASIR', menus: ['/transaksi-poin'] });
    expect(
      await other.client.call(memberApi.transaksiPoin, { body: { kode_member: m.kode_member, poin: 1000, keterangan: 'X' } }),
    ).toMatchObject({ status: 409 });
    // The cashiers' cap set in Para System.
    await buildSystemParameter(t, poinKoreksiMaksKey('KASIR'), '150');
    expect((await correct(50)).ok).toBe(true);
    expect(await correct(1)).toMatchObject({ ok: false, status: 409, body: { message: koreksiPoinMelebihiBatas(0) } });
    expect(await balance(m.kode_member)).toBe(570);
  });

  it('a new member’s registration date is the store’s business date, not the calendar date', async () => {
    const ahead = await buildStore(t, { tgl_system: '2030-06-15' });
    const added = await owner.client.ok(MASTER_API.member.add, {
      body: { kode_member: 'MBR-TGL01', nama_member: 'DAFTAR', no_hp: '0811000111', tgl_lahir: '1990-01-01', kode_toko: ahead.kode_toko },
    });
    expect(added.data.tgl_daftar).toBe('2030-06-15');
    const own = await kasir.client.ok(MASTER_API.member.add, {
      body: { kode_member: 'MBR-TGL02', nama_member: 'DAFTAR', no_hp: '0811000112', tgl_lahir: '1990-01-01', kode_toko: A },
    });
    expect(own.data.tgl_daftar).toBe(todayOf(t));
  });
});
