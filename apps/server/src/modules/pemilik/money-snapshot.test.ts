// Money at the close: the close of day stores each account's balance from the store's own entries
// (eod_money_snapshots); balances and the cash report read the last snapshot plus the entries after it. The
// snapshot is the ledger replayed — the migration's back-fill writes exactly what the close writes — and a
// snapshot that disagrees with the ledger is reported by the day's audit and by the full audit.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { keuanganApi, MASTER_API } from '@kencana/core';
import { rows, type Queryable } from '../../db/client.ts';
import { checkMoneyLedger } from '../../ledger/invariants.ts';
import { accountCode, akun } from '../../ledger/money-accounts.ts';
import { saldoKas } from '../../ledger/money.ts';
import { buildStore, buildUser, rolledBack, signInAgain, uniqueCode, type BuiltStore, type BuiltUser } from '../../testing/factories.ts';
import { countAsBooked } from '../../testing/hitung-kas.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { checkStoreDay } from './day-audit.ts';

const DAY1 = '2026-11-19';
const DAY2 = '2026-11-20';

let t: TestApp;
let store: BuiltStore;
let owner: BuiltUser;
let kasir: BuiltUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: `${DAY1}T09:00:00+07:00` });
  store = await buildStore(t, { tgl_system: DAY1 });
  const head = await buildStore(t, { tgl_system: DAY1 });
  owner = await buildUser(t, { kode_toko: head.kode_toko, level: 'OWN' });
  kasir = await buildUser(t, { kode_toko: store.kode_toko, menus: ['/tambah-uang-kas', '/ambil-uang-kas'] });
  const modal = uniqueCode('M').slice(0, 10);
  await owner.client.ok(MASTER_API.kode_transaksi.add, { body: { kode_transaksi: modal, nama_transaksi: 'MODAL UJI' } });
  // Day 1: 5.000.000 in, 1.200.000 out; counted and closed. Day 2: 300.000 out.
  await kasir.client.ok(keuanganApi.kas, { body: { jenis: 'TAMBAH', kode_transaksi: modal, jumlah: 5_000_000, keterangan: '' } });
  await kasir.client.ok(keuanganApi.kas, { body: { jenis: 'AMBIL', kode_transaksi: modal, jumlah: 1_200_000, keterangan: '' } });
  await countAsBooked(t, owner.token, store.kode_toko);
  t.setNow(`${DAY1}T21:00:00+07:00`);
  const closed = await t.app.inject({
    method: 'POST',
    url: '/api/v1/system/close',
    headers: bearer(kasir.token),
    payload: { PROSES: 'close' },
  });
  expect(closed.statusCode, closed.body).toBe(200);
  t.setNow(`${DAY2}T09:00:00+07:00`);
  const client = await signInAgain(t, kasir);
  await client.ok(keuanganApi.kas, { body: { jenis: 'AMBIL', kode_transaksi: modal, jumlah: 300_000, keterangan: '' } });
});
afterAll(async () => {
  await t.close();
});

const snapshotOf = async (q: Queryable) =>
  rows<{ tgl_system: string; kode_akun: string; saldo: string }>(
    q,
    sql`SELECT to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system, kode_akun, saldo::text AS saldo FROM eod_money_snapshots
        WHERE kode_toko = ${store.kode_toko} ORDER BY tgl_system, kode_akun`,
  );

describe('money at the close of day', () => {
  it("stores each account's balance of the closed day; the drawer's balance is that row plus the entries after it", async () => {
    const kas = accountCode(akun.kas(store.kode_toko));
    const snapshot = await snapshotOf(t.db);
    expect(snapshot.find((r) => r.kode_akun === kas)).toEqual({ tgl_system: DAY1, kode_akun: kas, saldo: '3800000' });
    // Every row is the sum of the store's entries up to the day (the capital boundary holds the opposite).
    const replayed = await rows<{ kode_akun: string; saldo: string }>(
      t.db,
      sql`SELECT kode_akun, SUM(jumlah)::text AS saldo FROM money_entries WHERE kode_toko = ${store.kode_toko} AND tgl_system <= ${DAY1}::date
          GROUP BY kode_akun HAVING SUM(jumlah) <> 0 ORDER BY kode_akun`,
    );
    expect(snapshot.map(({ kode_akun, saldo }) => ({ kode_akun, saldo }))).toEqual(replayed);
    expect(await saldoKas(t.db, store.kode_toko)).toBe(3_500_000);
  });

  it("the migration's back-fill writes exactly the rows the close wrote", async () => {
    const written = await snapshotOf(t.db);
    const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');
    const file = fs.readdirSync(dir).find((name) => name.endsWith('_money_snapshots.sql'));
    const backfill = fs
      .readFileSync(path.join(dir, file ?? ''), 'utf8')
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('INSERT INTO "eod_money_snapshots"'));
    expect(backfill).toBeDefined();
    await rolledBack(t, async (tx) => {
      await tx.execute(sql`DELETE FROM eod_money_snapshots`);
      await tx.execute(sql.raw(backfill ?? ''));
      expect(await snapshotOf(tx)).toEqual(written);
    });
  });

  it("a snapshot that disagrees with the ledger is found by the day's audit and the full audit; the drawer's balance follows the snapshot", async () => {
    const kas = accountCode(akun.kas(store.kode_toko));
    expect(await checkStoreDay(t.db, store.kode_toko, DAY1, false)).toEqual([]);
    expect(await checkMoneyLedger(t.db)).toEqual([]);
    await rolledBack(t, async (tx) => {
      await tx.execute(
        sql`UPDATE eod_money_snapshots SET saldo = saldo + 1000 WHERE kode_toko = ${store.kode_toko} AND tgl_system = ${DAY1}::date AND kode_akun = ${kas}`,
      );
      expect(await saldoKas(tx, store.kode_toko)).toBe(3_501_000);
      expect(await checkStoreDay(tx, store.kode_toko, DAY1, false)).toEqual([
        expect.objectContaining({
          rule: 'money',
          tanggal: DAY1,
          ref: kas,
          detail: 'Saldo tutup toko: seharusnya Rp. 3800000, tercatat Rp. 3801000',
        }),
      ]);
      expect(await checkMoneyLedger(tx)).toEqual([
        { rule: 'money', detail: `money snapshot ${store.kode_toko} ${DAY1} ${kas} off by 1000` },
      ]);
    });
  });
});
