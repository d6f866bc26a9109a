// The craftsman's material account through HTTP: GET bahan, POST bahan/tambah-bahan, POST bahan/ambil-bahan.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bahanDiBakiTidakCukup, bahanTukangTidakCukup, GUDANG_BAHAN_TUKANG, MESSAGES, SLIP_COPIES, tukangApi } from '@kencana/core';
import { checkLedgerInvariants } from '../../ledger/invariants.ts';
import { countRows, raceForOneEffect } from '../../testing/racing.ts';
import { buildBulkStock, buildStore, buildTray, buildTukang, buildUser, type BuiltTukang } from '../../testing/factories.ts';
import type { TestApp } from '../../testing/test-app.ts';
import type { ApiClient } from '../../testing/api-client.ts';
import { balance, openTukangWorld, type TukangWorld } from './tukang.fixtures.ts';
import { tukangPlace } from './bahan.service.ts';
import { placeCode } from '../../stock/index.ts';

let w: TukangWorld;
let t: TestApp;
let tk: BuiltTukang;
let owner: ApiClient;
const saldoTukang = (kode_toko: string, kode_tukang: string, kode_group: string, jenis: string) =>
  balance(t.db, placeCode(tukangPlace(kode_toko, kode_tukang)), kode_group, jenis);

beforeAll(async () => {
  w = await openTukangWorld();
  t = w.t;
  owner = w.ownerUser.client;
  tk = await buildTukang(t);
  // The home store's tray A holds 50 g of bulk gold of the first category (20 g as BAHAN, 30 g of a type).
  await buildBulkStock(t, { kode_baki: w.home.A, kode_group: w.cat.kode_group, kode_dept: 'BAHAN', qty: 0, berat: '20' });
  await buildBulkStock(t, { kode_baki: w.home.A, kode_group: w.cat.kode_group, kode_dept: w.cat.kode_dept, qty: 3, berat: '30' });
});
afterAll(async () => t.close());

const note = (over: Record<string, unknown> = {}) => ({
  kode_tukang: tk.kode_tukang,
  jenis: 'BAHAN',
  kode_group: w.cat.kode_group,
  jml_bahan: '12.345',
  keterangan: 'untuk cincin',
  kode_baki: w.home.A,
  ...over,
});

describe('material account', () => {
  it('answers null before the craftsman ever held material', async () => {
    const answer = await owner.ok(tukangApi.getBahan, {
      query: { kode_tukang: tk.kode_tukang, jenis: 'BAHAN', kode_group: w.cat.kode_group },
    });
    expect(answer.bahan).toBeNull();
  });

  it('refuses bad inputs with the specification texts', async () => {
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ kode_tukang: '' }, 400, MESSAGES.kodeTukangTidakBolehKosong],
      [{ kode_tukang: undefined }, 400, MESSAGES.kodeTukangTidakBolehKosong],
      [{ kode_group: '  ' }, 400, MESSAGES.kategoriTidakBolehKosong],
      [{ jenis: 'EMAS' }, 400, MESSAGES.jenisBahanTidakValid],
      [{ jml_bahan: '0' }, 400, MESSAGES.jumlahBahanHarusLebihDariNol],
      [{ jml_bahan: '-1' }, 400, MESSAGES.beratTidakValid],
      [{ jml_bahan: '1.2345' }, 400, MESSAGES.beratTidakValid],
      [{ kode_baki: 'X'.repeat(21) }, 400, MESSAGES.dataTidakValid],
      [{ kode_tukang: 'TIDAKADA' }, 404, MESSAGES.tukangTidakDitemukan],
      [{ kode_group: 'TIDAKADA' }, 404, MESSAGES.kategoriTidakDitemukan],
      [{ kode_baki: 'TIDAKADA' }, 404, MESSAGES.bakiTidakDitemukan],
    ];
    for (const [over, status, message] of cases) {
      const answer = await owner.call(tukangApi.tambahBahan, { body: note(over) as never });
      expect([answer.status, answer.ok ? '' : answer.body.message], JSON.stringify(over)).toEqual([status, message]);
    }
    const query = await owner.get(`bahan?jenis=BAHAN&kode_group=${w.cat.kode_group}`);
    expect([query.statusCode, query.json().message]).toEqual([400, MESSAGES.kodeTukangTidakBolehKosong]);
  });

  it('gives material off a tray of the store, prints the note in three copies and shows the balance', async () => {
    const given = await owner.ok(tukangApi.tambahBahan, { body: note() });
    expect(given.message).toBe(MESSAGES.tambahBahanTersimpan);
    expect(given.data).toMatchObject({
      no_tambah_tukar: given.no_dokumen,
      jenis: 'BAHAN',
      kategori: w.cat.kode_group,
      bahan: '12.345',
      sisa_bahan: '12.345',
      keterangan: 'UNTUK CINCIN',
    });
    for (const copy of SLIP_COPIES.bahanTukang) expect(given.slip).toContain(`*** ${copy} ***`);
    expect(given.slip).toContain('12.345');
    // 12.345 g of the tray's BAHAN bulk; the tray's other bulk untouched.
    expect(await balance(t.db, placeCode({ kind: 'BAKI', kode_baki: w.home.A }), w.cat.kode_group, 'BAHAN')).toMatchObject({
      berat: '7.655',
    });
    expect(await saldoTukang(w.home.kode_toko, tk.kode_tukang, w.cat.kode_group, 'BAHAN')).toMatchObject({ berat: '12.345' });
    const answer = await owner.ok(tukangApi.getBahan, {
      query: { kode_tukang: tk.kode_tukang, jenis: 'BAHAN', kode_group: w.cat.kode_group },
    });
    expect(answer.bahan).toMatchObject({ jml_bahan: '12.345' });
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it('takes the rest from the tray’s other types when its BAHAN bulk is not enough, and refuses more than the tray holds', async () => {
    const given = await owner.ok(tukangApi.tambahBahan, { body: note({ jml_bahan: '10' }) });
    expect(given.data.sisa_bahan).toBe('22.345');
    expect(await balance(t.db, placeCode({ kind: 'BAKI', kode_baki: w.home.A }), w.cat.kode_group)).toMatchObject({ berat: '27.655' });
    const tooMuch = await owner.call(tukangApi.tambahBahan, { body: note({ jml_bahan: '27.656' }) });
    expect([tooMuch.status, tooMuch.ok ? '' : tooMuch.body.message]).toEqual([409, bahanDiBakiTidakCukup('27.655')]);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it('takes material back to a tray; taking more than the balance is refused with the balance named', async () => {
    const tooMuch = await owner.call(tukangApi.ambilBahan, { body: note({ jml_bahan: '22.346', kode_baki: w.home.B }) });
    expect([tooMuch.status, tooMuch.ok ? '' : tooMuch.body.message]).toEqual([409, bahanTukangTidakCukup('22.345')]);
    const other = await owner.call(tukangApi.ambilBahan, { body: note({ jenis: 'PATRI', jml_bahan: '0.001' }) });
    expect([other.status, other.ok ? '' : other.body.message]).toEqual([409, bahanTukangTidakCukup('0.000')]);
    const taken = await owner.ok(tukangApi.ambilBahan, { body: note({ jml_bahan: '2.345', kode_baki: w.home.B, keterangan: 'sisa' }) });
    expect(taken.message).toBe(MESSAGES.ambilBahanTersimpan);
    expect(taken.data).toMatchObject({ bahan: '2.345', sisa_bahan: '20.000', keterangan: 'SISA' });
    expect(await balance(t.db, placeCode({ kind: 'BAKI', kode_baki: w.home.B }), w.cat.kode_group, 'BAHAN')).toMatchObject({
      berat: '2.345',
    });
    expect(await saldoTukang(w.home.kode_toko, tk.kode_tukang, w.cat.kode_group, 'BAHAN')).toMatchObject({ berat: '20.000' });
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it('takes the specification’s payload (no tray named): the store’s material tray gives and takes back', async () => {
    const other = await buildTukang(t);
    const material = await buildTray(t, { kode_toko: w.home.kode_toko, kode_gudang: GUDANG_BAHAN_TUKANG });
    // Another store's material tray holds gold too: never the one a home-store note uses.
    const elsewhere = await buildTray(t, { kode_toko: w.branch.kode_toko, kode_gudang: GUDANG_BAHAN_TUKANG });
    await buildBulkStock(t, { kode_baki: material.kode_baki, kode_group: w.cat.kode_group, kode_dept: 'BAHAN', qty: 0, berat: '8' });
    await buildBulkStock(t, { kode_baki: elsewhere.kode_baki, kode_group: w.cat.kode_group, kode_dept: 'BAHAN', qty: 0, berat: '8' });
    const documented = {
      kode_tukang: other.kode_tukang,
      jenis: 'BAHAN',
      kode_group: w.cat.kode_group,
      jml_bahan: '5.5',
      keterangan: 'bahan cincin',
    };
    const given = await owner.ok(tukangApi.tambahBahan, { body: documented });
    expect(given.data).toMatchObject({ bahan: '5.500', sisa_bahan: '5.500', keterangan: 'BAHAN CINCIN' });
    expect(await balance(t.db, material.place, w.cat.kode_group, 'BAHAN')).toMatchObject({ berat: '2.500' });
    expect(await balance(t.db, elsewhere.place, w.cat.kode_group, 'BAHAN')).toMatchObject({ berat: '8.000' });
    const taken = await owner.ok(tukangApi.ambilBahan, { body: { ...documented, jml_bahan: '1.25', kode_baki: '' } });
    expect(taken.data.sisa_bahan).toBe('4.250');
    expect(await balance(t.db, material.place, w.cat.kode_group, 'BAHAN')).toMatchObject({ berat: '3.750' });
    expect(await saldoTukang(w.home.kode_toko, other.kode_tukang, w.cat.kode_group, 'BAHAN')).toMatchObject({ berat: '4.250' });
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it('refuses a note naming no tray with a clear text when the store has no material tray, writing nothing', async () => {
    const bare = await buildStore(t);
    const before = await countRows(t.db, 'tukang_bahan');
    const documented = {
      kode_tukang: tk.kode_tukang,
      jenis: 'BAHAN',
      kode_group: w.cat.kode_group,
      jml_bahan: '1',
      keterangan: '',
      kode_toko: bare.kode_toko,
    };
    for (const endpoint of [tukangApi.tambahBahan, tukangApi.ambilBahan]) {
      const answer = await owner.call(endpoint, { body: documented });
      expect([answer.status, answer.ok ? '' : answer.body.message]).toEqual([409, MESSAGES.bakiBahanTukangTidakAda]);
    }
    expect(await countRows(t.db, 'tukang_bahan')).toBe(before);
  });

  it('keeps staff to their store and their menus', async () => {
    const staff = await buildUser(t, { kode_toko: w.branch.kode_toko, menus: ['/tambah-bahan-tukang'] });
    const otherStore = await staff.client.call(tukangApi.tambahBahan, { body: note() });
    expect([otherStore.status, otherStore.ok ? '' : otherStore.body.message]).toEqual([403, MESSAGES.aksesTokoLainDitolak]);
    const noMenu = await staff.client.call(tukangApi.ambilBahan, { body: note({ kode_baki: w.branch.A }) });
    expect(noMenu.status).toBe(403);
    const ownBalance = await staff.client.ok(tukangApi.getBahan, {
      query: { kode_tukang: tk.kode_tukang, jenis: 'BAHAN', kode_group: w.cat.kode_group },
    });
    expect(ownBalance.bahan).toBeNull();
  });

  it('books identical racing takes once (same request key), and a balance taken to its last gram once', async () => {
    const url = '/api/v1/bahan/ambil-bahan';
    const headers = { authorization: `Bearer ${owner.token}`, 'idempotency-key': 'ambil-bahan-race-1' };
    const payload = note({ jml_bahan: '1', kode_baki: w.home.B });
    const keyed = await raceForOneEffect(
      8,
      () => t.app.inject({ method: 'POST', url, headers, payload }),
      () => countRows(t.db, 'tukang_bahan'),
    );
    expect(keyed.problems, JSON.stringify(keyed.statuses)).toEqual([]);
    // 19 g left: eight takes of all of it without a key → one.
    const all = note({ jml_bahan: '19', kode_baki: w.home.B });
    const unkeyed = await raceForOneEffect(
      8,
      () => t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${owner.token}` }, payload: all }),
      () => countRows(t.db, 'tukang_bahan'),
    );
    expect(unkeyed.problems, JSON.stringify(unkeyed.statuses)).toEqual([]);
    expect(await saldoTukang(w.home.kode_toko, tk.kode_tukang, w.cat.kode_group, 'BAHAN')).toMatchObject({ berat: '0.000' });
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });
});
