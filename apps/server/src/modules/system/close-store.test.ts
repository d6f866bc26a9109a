import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@kencana/core';
import { rows } from '../../db/client.ts';
import { checkLedgerInvariants } from '../../ledger/invariants.ts';
import { bearer, createTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const close = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/system/close', headers: bearer(token), payload: { PROSES: 'close' } });

const tglSystem = async (kode_toko: string) =>
  (await rows<{ d: string }>(t.db, sql`SELECT to_char(tgl_system, 'YYYY-MM-DD') AS d FROM tokos WHERE kode_toko = ${kode_toko}`))[0]?.d;

/** Balances of a store's stock places as the sum of ledger rows up to (and including) a date. */
const ledgerBalances = async (kode_toko: string, upTo: string) =>
  rows<{ place: string; kode_group: string; kode_dept: string; qty: number; berat: string }>(
    t.db,
    sql`SELECT place, kode_group, kode_dept, SUM(qty)::int AS qty, SUM(berat)::text AS berat FROM stock_movements
        WHERE place_toko = ${kode_toko} AND tgl_system <= ${upTo} AND place_kind IN ('BAKI', 'TRANSIT', 'CUCIAN')
        GROUP BY place, kode_group, kode_dept HAVING SUM(qty) <> 0 OR SUM(berat) <> 0 ORDER BY 1, 2, 3`,
  );

describe('close of day', () => {
  it('moves the business date one day, snapshots the ledger balances, and reports progress 0…100', async () => {
    const events: Array<{ room: string; event: string; percent: number }> = [];
    t.relay.target = { emitToRoom: (room, event, payload) => events.push({ room, event, percent: (payload as { percent: number }).percent }) };
    const owner = await loginAs(t.app, 'owner', 'owner123');
    const opening = await ledgerBalances('T01', '2026-11-22');
    expect(opening.length).toBeGreaterThan(0);

    const response = await close(owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Berhasil Menutup Toko', tgl_system_lama: '2026-11-22', tgl_system_baru: '2026-11-23' });
    expect(await tglSystem('T01')).toBe('2026-11-23');
    expect(await tglSystem('T02')).toBe('2026-11-22');

    const snapshot = await rows<{ place: string; kode_group: string; kode_dept: string; qty: number; berat: string }>(
      t.db,
      sql`SELECT place, kode_group, kode_dept, qty, berat::text AS berat FROM eod_snapshots
          WHERE kode_toko = 'T01' AND tgl_system = '2026-11-22' ORDER BY 1, 2, 3`,
    );
    expect(snapshot).toEqual(opening);
    // The next day's opening (everything booked before it) equals the closing snapshot.
    const nextOpening = await rows<{ place: string; kode_group: string; kode_dept: string; qty: number; berat: string }>(
      t.db,
      sql`SELECT place, kode_group, kode_dept, SUM(qty)::int AS qty, SUM(berat)::text AS berat FROM stock_movements
          WHERE place_toko = 'T01' AND tgl_system < '2026-11-23' AND place_kind IN ('BAKI', 'TRANSIT', 'CUCIAN')
          GROUP BY 1, 2, 3 HAVING SUM(qty) <> 0 OR SUM(berat) <> 0 ORDER BY 1, 2, 3`,
    );
    expect(nextOpening).toEqual(snapshot);

    const percents = events.filter((e) => e.room === 'close:T01' && e.event === 'closed-store-progress').map((e) => e.percent);
    expect(percents[0]).toBe(0);
    expect(percents.at(-1)).toBe(100);
    expect(percents.length).toBeGreaterThan(4);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
    t.relay.target = null;
  });

  it('signs out the store after closing: the old token answers Invalid Token.', async () => {
    t.setNow('2026-11-23T20:00:00+07:00');
    const admin = await loginAs(t.app, 'admin', 'admin123');
    expect(admin.data.tgl_system).toBe('2026-11-23');
    expect((await close(admin.token)).statusCode).toBe(200);
    const again = await close(admin.token);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Invalid Token.');
  });

  it('refuses to close a day that has not come yet (422), nothing changed', async () => {
    const owner = await loginAs(t.app, 'owner', 'owner123');
    expect(owner.data.tgl_system).toBe('2026-11-24');
    const response = await close(owner.token);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(MESSAGES.tanggalSystemSudahDepan);
    expect(await tglSystem('T01')).toBe('2026-11-24');
  });

  it('closes once when two accounts close the same store at the same moment', async () => {
    t.setNow('2026-11-22T21:00:00+07:00');
    const [a, b] = await Promise.all([loginAs(t.app, 'kasir', 'kasir123'), loginAs(t.app, 'kasir', 'kasir123')]);
    const responses = await Promise.all([close(a.token), close(b.token)]);
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const loser = responses.find((r) => r.statusCode !== 200);
    // The loser either found the store row locked, or arrived after the winner revoked the store's sessions.
    expect(['Invalid token.', 'Invalid Token.', 'Error! Sedang dalam proses tutup toko!']).toContain(loser?.json().message);
    expect(await tglSystem('T02')).toBe('2026-11-23');
    const closes = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM eod_closes WHERE kode_toko = 'T02' AND tgl_system = '2026-11-22'`);
    expect(Number(closes[0]?.n)).toBe(1);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it('refuses a close request without PROSES=close (400), nothing changed', async () => {
    t.setNow('2026-11-24T09:00:00+07:00');
    const body = await t.app.inject({ method: 'POST', url: '/api/v1/system/close', payload: { PROSES: 'buka' }, headers: bearer((await loginAs(t.app, 'owner', 'owner123')).token) });
    expect(body.statusCode).toBe(400);
    expect(await tglSystem('T01')).toBe('2026-11-24');
  });
});
