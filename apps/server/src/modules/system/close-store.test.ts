import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@kencana/core';
import { rows } from '../../db/client.ts';
import { checkLedgerInvariants } from '../../ledger/invariants.ts';
import {
  buildBarang,
  buildBulkStock,
  buildDocument,
  buildGroup,
  buildJenis,
  buildStore,
  buildTray,
  buildUser,
  transitPlace,
  type BuiltUser,
} from '../../testing/factories.ts';
import { countAsBooked } from '../../testing/hitung-kas.ts';
import { bearer, createTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
/** Store A (owner and super user) holds known stock; store B is the cashier's. */
let A: string;
let B: string;
let owner: BuiltUser;
let admin: BuiltUser;
let kasir: BuiltUser;
type Balance = { place: string; kode_group: string; kode_dept: string; qty: number; berat: string };
/** What store A holds when its day closes, as the test put it there. */
let expectedClosing: Balance[];
/** Store A's display tray and the goods' category and type, for gold that arrives on a later day. */
let later: { kode_baki: string; kode_group: string; kode_dept: string };
let displayPlace: string;
beforeAll(async () => {
  t = await createTestApp();
  A = (await buildStore(t)).kode_toko;
  B = (await buildStore(t)).kode_toko;
  owner = await buildUser(t, { kode_toko: A, level: 'OWN' });
  admin = await buildUser(t, { kode_toko: A, level: 'SU' });
  kasir = await buildUser(t, { kode_toko: B, level: 'KASIR', menus: ['/dashboard', '/validasi-penjualan'] });
  const { kode_group } = await buildGroup(t);
  const { kode_dept } = await buildJenis(t, { kode_group });
  const display = await buildTray(t, { kode_toko: A });
  const sorting = await buildTray(t, { kode_toko: A, kode_gudang: 'SS' });
  // Two rings on the display tray, one of them then sent on the road; 7.5 g of bulk gold in sorting.
  await buildBarang(t, { kode_baki: display.kode_baki, berat: '1.250', kode_group, kode_dept });
  const sent = await buildBarang(t, { kode_baki: display.kode_baki, berat: '2.500', kode_group, kode_dept });
  await buildBarang(t, { kode_baki: display.kode_baki, berat: '0.005', kode_group, kode_dept });
  await buildBulkStock(t, { kode_baki: sorting.kode_baki, kode_group, kode_dept, qty: 3, berat: '7.500' });
  const road = transitPlace('KRM-UJI-1', A);
  await buildDocument(t, {
    kode_toko: A,
    doc_type: 'KIRIM_BARANG',
    lines: [
      {
        from: { kind: 'BAKI', kode_baki: display.kode_baki },
        to: road,
        kode_group,
        kode_dept,
        qty: 1,
        berat: sent.berat,
        kode_barcode: sent.kode_barcode,
      },
    ],
  });
  // Goods of another store do not count for A.
  const other = await buildTray(t, { kode_toko: B });
  await buildBarang(t, { kode_baki: other.kode_baki, berat: '9.999', kode_group, kode_dept });
  later = { kode_baki: display.kode_baki, kode_group, kode_dept };
  displayPlace = display.place;
  expectedClosing = byPlace([
    { place: display.place, kode_group, kode_dept, qty: 2, berat: '1.255' },
    { place: sorting.place, kode_group, kode_dept, qty: 3, berat: '7.500' },
    { place: 'TRANSIT:KRM-UJI-1', kode_group, kode_dept, qty: 1, berat: '2.500' },
  ]);
});

const byPlace = (list: Balance[]) => [...list].sort((a, b) => (a.place < b.place ? -1 : a.place > b.place ? 1 : 0));
afterAll(async () => {
  await t.close();
});

const close = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/system/close', headers: bearer(token), payload: { PROSES: 'close' } });

const tglSystem = async (kode_toko: string) =>
  (await rows<{ d: string }>(t.db, sql`SELECT to_char(tgl_system, 'YYYY-MM-DD') AS d FROM tokos WHERE kode_toko = ${kode_toko}`))[0]?.d;

describe('close of day', () => {
  it("lists the store's pending work for the confirmation: a shipment on the road is one document (its own store only)", async () => {
    const pending = async (token: string) => {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/system/close/pending', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      return response.json().data as {
        pending: Array<{ key: string; documents: number; count: number; berat: string }>;
        pending_documents: number;
      };
    };
    const a = await pending(owner.token);
    expect(a.pending.find((p) => p.key === 'transit-keluar')).toMatchObject({ documents: 1, count: 1, berat: '2.500' });
    expect(a.pending_documents).toBe(a.pending.reduce((n, p) => n + p.documents, 0));
    // The cashier of B (no goods on the road) sees nothing pending, and never A's work.
    expect(await pending(kasir.token)).toEqual({ pending: [], pending_documents: 0 });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/system/close/pending' })).statusCode).toBe(401);
  });

  it('moves the business date one day, snapshots the ledger balances, and reports progress 0…100', async () => {
    const events: Array<{ room: string; event: string; percent: number }> = [];
    t.relay.target = {
      emitToRoom: (room, event, payload) => events.push({ room, event, percent: (payload as { percent: number }).percent }),
    };
    // The day's cash is counted first (the close refuses a day without its count).
    await countAsBooked(t, owner.token);
    const response = await close(owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Berhasil Menutup Toko', tgl_system_lama: '2026-11-22', tgl_system_baru: '2026-11-23' });
    expect(await tglSystem(A)).toBe('2026-11-23');
    expect(await tglSystem(B)).toBe('2026-11-22');

    const snapshot = await rows<Balance>(
      t.db,
      sql`SELECT place, kode_group, kode_dept, qty, berat::text AS berat FROM eod_snapshots
          WHERE kode_toko = ${A} AND tgl_system = '2026-11-22' ORDER BY 1, 2, 3`,
    );
    expect(byPlace(snapshot)).toEqual(expectedClosing);
    // The next day's opening (everything booked before it) equals the closing snapshot.
    const nextOpening = await rows<Balance>(
      t.db,
      sql`SELECT place, kode_group, kode_dept, SUM(qty)::int AS qty, SUM(berat)::text AS berat FROM stock_movements
          WHERE place_toko = ${A} AND tgl_system < '2026-11-23' AND place_kind IN ('BAKI', 'TRANSIT', 'CUCIAN')
          GROUP BY 1, 2, 3 HAVING SUM(qty) <> 0 OR SUM(berat) <> 0 ORDER BY 1, 2, 3`,
    );
    expect(nextOpening).toEqual(snapshot);

    const percents = events.filter((e) => e.room === `close:${A}` && e.event === 'closed-store-progress').map((e) => e.percent);
    expect(percents[0]).toBe(0);
    expect(percents.at(-1)).toBe(100);
    expect(percents.length).toBeGreaterThan(4);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
    t.relay.target = null;
  });

  it('signs out the store after closing: the old token answers Invalid Token.', async () => {
    t.setNow('2026-11-23T20:00:00+07:00');
    const session = await loginAs(t.app, admin.user_id, admin.password);
    expect(session.data.tgl_system).toBe('2026-11-23');
    // A piece arrives on the second day: its close adds the day's rows to the first close's snapshot.
    await buildBarang(t, { ...later, berat: '3.333' });
    await countAsBooked(t, session.token);
    expect((await close(session.token)).statusCode).toBe(200);
    const snapshot = await rows<Balance>(
      t.db,
      sql`SELECT place, kode_group, kode_dept, qty, berat::text AS berat FROM eod_snapshots
          WHERE kode_toko = ${A} AND tgl_system = '2026-11-23' ORDER BY 1, 2, 3`,
    );
    const replayed = await rows<Balance>(
      t.db,
      sql`SELECT place, kode_group, kode_dept, SUM(qty)::int AS qty, SUM(berat)::text AS berat FROM stock_movements
          WHERE place_toko = ${A} AND tgl_system <= '2026-11-23' AND place_kind IN ('BAKI', 'TRANSIT', 'CUCIAN')
          GROUP BY 1, 2, 3 HAVING SUM(qty) <> 0 OR SUM(berat) <> 0 ORDER BY 1, 2, 3`,
    );
    expect(snapshot).toEqual(replayed);
    expect(snapshot.find((b) => b.place === displayPlace)).toMatchObject({ qty: 3, berat: '4.588' });
    const audited = await rows<{ ok: boolean }>(
      t.db,
      sql`SELECT ok FROM audit_harian WHERE kode_toko = ${A} AND tgl_system = '2026-11-23'`,
    );
    expect(audited).toEqual([{ ok: true }]);
    const again = await close(session.token);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Invalid Token.');
  });

  it('refuses to close a day that has not come yet (422), nothing changed', async () => {
    const session = await loginAs(t.app, owner.user_id, owner.password);
    expect(session.data.tgl_system).toBe('2026-11-24');
    const response = await close(session.token);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(MESSAGES.tanggalSystemSudahDepan);
    expect(await tglSystem(A)).toBe('2026-11-24');
  });

  it('closes once when two accounts close the same store at the same moment', async () => {
    t.setNow('2026-11-22T21:00:00+07:00');
    const [a, b] = await Promise.all([loginAs(t.app, kasir.user_id, kasir.password), loginAs(t.app, kasir.user_id, kasir.password)]);
    await countAsBooked(t, a.token);
    const responses = await Promise.all([close(a.token), close(b.token)]);
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const loser = responses.find((r) => r.statusCode !== 200);
    // The loser either found the store row locked, or arrived after the winner revoked the store's sessions.
    expect(['Invalid token.', 'Invalid Token.', 'Error! Sedang dalam proses tutup toko!']).toContain(loser?.json().message);
    expect(await tglSystem(B)).toBe('2026-11-23');
    const closes = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM eod_closes WHERE kode_toko = ${B} AND tgl_system = '2026-11-22'`,
    );
    expect(Number(closes[0]?.n)).toBe(1);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it('refuses a close request without PROSES=close (400), nothing changed', async () => {
    t.setNow('2026-11-24T09:00:00+07:00');
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/v1/system/close',
      payload: { PROSES: 'buka' },
      headers: bearer((await loginAs(t.app, owner.user_id, owner.password)).token),
    });
    expect(body.statusCode).toBe(400);
    expect(await tglSystem(A)).toBe('2026-11-24');
  });
});
