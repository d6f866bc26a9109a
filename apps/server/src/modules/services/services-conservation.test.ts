// The services' conservation property: random intakes (with and without a down payment, members' and
// walk-ins'), finishes with differences (material added, loss), pick-ups and cancels (deposit paid back or
// kept), in any order, refusals included. After every sequence: no SERVIS place below 0, every closed
// service's place at exactly 0, every open one holding its pieces, every document conserving grams and money,
// every customer's deposit = Σ its entries and never positive (never more used than left) — the ledger's
// invariants, the 'servis' rule among them.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicesApi } from '@kencana/core';
import { rows } from '../../db/client.ts';
import { checkLedgerInvariants } from '../../ledger/invariants.ts';
import { buildGroup, buildModalKas, buildStore, buildUser, type BuiltUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let kasir: BuiltUser;
let owner: BuiltUser;
let groups: string[];

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const store = await buildStore(t);
  kasir = await buildUser(t, { kode_toko: store.kode_toko, menus: ['/transaksi-services', '/lihat-services'] });
  owner = await buildUser(t, { kode_toko: store.kode_toko, level: 'OWN' });
  groups = [(await buildGroup(t, { persentase: '75.00' })).kode_group, (await buildGroup(t, { persentase: '37.50' })).kode_group];
  await buildModalKas(t, store.kode_toko, 10_000_000);
});
afterAll(async () => {
  await t.close();
});

const grams = fc.integer({ min: 1, max: 20_000 }).map((mg) => (mg / 1000).toFixed(3));
const pieceArb = fc.record({ group: fc.integer({ min: 0, max: 1 }), berat: grams, kadar: fc.constantFrom(undefined, '75', '18K', '99') });
const opArb = fc.oneof(
  fc.record({
    op: fc.constant('masuk' as const),
    customer: fc.integer({ min: 0, max: 2 }),
    pieces: fc.array(pieceArb, { minLength: 1, maxLength: 3 }),
    ongkos: fc.integer({ min: 0, max: 300 }).map((n) => n * 1000),
    dp: fc.integer({ min: 0, max: 100 }),
  }),
  fc.record({
    op: fc.constant('selesai' as const),
    pick: fc.nat(),
    // A signed difference per piece in milligrams (material added +, loss −).
    diffs: fc.array(fc.integer({ min: -500, max: 500 }), { minLength: 3, maxLength: 3 }),
    ongkos: fc.integer({ min: 0, max: 300 }).map((n) => n * 1000),
  }),
  fc.record({ op: fc.constant('ambil' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('batal' as const), pick: fc.nat(), kembali: fc.boolean() }),
);

const PHONES = ['0811000001', '0811000002', '0811000003'];

describe('services conserve grams and money', () => {
  it('random intakes, finishes, pick-ups and cancels keep every invariant', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 4, maxLength: 12 }), async (ops) => {
        const made: { no: string; pieces: string[] }[] = [];
        for (const op of ops) {
          if (op.op === 'masuk') {
            const uang_muka = Math.floor((op.ongkos * op.dp) / 100);
            const answer = await kasir.client.call(servicesApi.simpan, {
              body: {
                customer: { nama: `PELANGGAN ${op.customer}`, no_hp: PHONES[op.customer] ?? '0811', alamat: '' },
                detail: op.pieces.map((p) => ({
                  nama_barang: 'CINCIN',
                  kode_group: groups[p.group] ?? '',
                  berat: p.berat,
                  ...(p.kadar ? { kadar: p.kadar } : {}),
                  pekerjaan: 'PATRI',
                })),
                ongkos: op.ongkos,
                uang_muka,
                tgl_janji: '2026-11-30',
                keterangan: '',
              },
            });
            expect(answer.status).toBe(200);
            if (answer.ok) made.push({ no: answer.body.data.no_service, pieces: op.pieces.map((p) => p.berat) });
            continue;
          }
          const target = made[op.pick % Math.max(1, made.length)];
          if (!target) continue;
          if (op.op === 'selesai') {
            const detail = target.pieces.map((berat, i) => ({
              berat_selesai: Math.max(0.001, (Math.round(Number(berat) * 1000) + (op.diffs[i] ?? 0)) / 1000).toFixed(3),
            }));
            const answer = await kasir.client.call(servicesApi.selesai, {
              body: { no_service: target.no, detail, ongkos: op.ongkos, keterangan: '' },
            });
            expect([200, 409]).toContain(answer.status);
          } else if (op.op === 'ambil') {
            const one = await kasir.client.ok(servicesApi.detail, { params: { no_service: target.no } });
            const pembayaran = one.data.sisa > 0 ? [{ jenis: 'CASH' as const, jumlah: one.data.sisa }] : [];
            const answer = await kasir.client.call(servicesApi.ambil, { body: { no_service: target.no, pembayaran } });
            // Refused when not finished yet, already closed, or its deposit was used by another service's fee first.
            expect([200, 409]).toContain(answer.status);
          } else {
            const answer = await kasir.client.call(servicesApi.batal, {
              body: {
                no_service: target.no,
                alasan: 'ACAK',
                // A cash refund carries the owner's approval (refused without one: tested in services.test.ts).
                ...(op.kembali
                  ? { uang_muka: 'KEMBALI' as const, otorisasi: { user_id: owner.user_id, password: owner.password, alasan: 'ACAK' } }
                  : { uang_muka: 'TITIP' as const }),
              },
            });
            expect([200, 409]).toContain(answer.status);
          }
        }
        expect(await checkLedgerInvariants(t.db)).toEqual([]);
        // Each customer's deposit: the sum of its entries, never positive (the shop never owes less than nothing).
        const deposits = await rows<{ kode_akun: string; saldo: string }>(
          t.db,
          sql`SELECT e.kode_akun, SUM(e.jumlah)::text AS saldo FROM money_entries e JOIN money_accounts a USING (kode_akun)
              WHERE a.kind = 'TITIPAN' GROUP BY e.kode_akun`,
        );
        for (const row of deposits) expect(Number(row.saldo)).toBeLessThanOrEqual(0);
        const negative = await rows(t.db, sql`SELECT place FROM stock_balances WHERE place_kind = 'SERVIS' AND (qty < 0 OR berat < 0)`);
        expect(negative).toEqual([]);
      }),
      { numRuns: 8, seed: 23 },
    );
  }, 240_000);
});
