import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@kencana/core';
import { rows } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { buildBarang, buildDocument, buildGroup, buildJenis, buildStore, buildTray } from '../testing/factories.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { checkLedgerInvariants } from './invariants.ts';
import { bakiPlace, boundaryPlace } from './places.ts';
import type { DeclaredLoss, MovementLine } from './post-movements.ts';

let t: TestApp;
/** The store of this file, its trays by role and a category with two types, built for it. */
let S: string;
const tray = { KCA: '', KCB: '', KCC: '', KCD: '', SS: '', SP: '', KS: '', RUSAK: '', SPLN: '', SPBOS: '' };
let G: string;
let D: string;
let D2: string;
beforeAll(async () => {
  t = await createTestApp();
  S = (await buildStore(t)).kode_toko;
  const gudangOf: Record<keyof typeof tray, string> = {
    KCA: 'KC',
    KCB: 'KC',
    KCC: 'KC',
    KCD: 'KC',
    SS: 'SS',
    SP: 'SP',
    KS: 'KS',
    RUSAK: 'RUSAK',
    SPLN: 'SP-LN',
    SPBOS: 'SP-BOS',
  };
  for (const role of Object.keys(tray) as Array<keyof typeof tray>)
    tray[role] = (await buildTray(t, { kode_toko: S, kode_gudang: gudangOf[role] })).kode_baki;
  G = (await buildGroup(t)).kode_group;
  D = (await buildJenis(t, { kode_group: G })).kode_dept;
  D2 = (await buildJenis(t, { kode_group: G })).kode_dept;
  // Barcoded goods on the display trays A and C.
  for (const [kode_baki, berat] of [
    [tray.KCA, '1.250'],
    [tray.KCA, '3.333'],
    [tray.KCA, '0.999'],
    [tray.KCC, '5.010'],
    [tray.KCC, '2.000'],
    [tray.KCC, '12.345'],
  ] as const) {
    await buildBarang(t, { kode_baki, berat, kode_group: G, kode_dept: D });
  }
});
afterAll(async () => {
  await t.close();
});

/** Posts one document in its own transaction, as a service would. */
function post(lines: MovementLine[], losses: DeclaredLoss[] = [], doc_type = 'TEST'): Promise<string> {
  return buildDocument(t, { kode_toko: S, doc_type, lines, losses });
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const counts = async () =>
  (
    await rows<{ docs: number; moves: number }>(
      t.db,
      sql`SELECT (SELECT count(*) FROM documents)::int AS docs, (SELECT count(*) FROM stock_movements)::int AS moves`,
    )
  )[0];

async function itemOn(kode_baki: string): Promise<{ kode_barcode: string; kode_group: string; kode_dept: string; berat: string }> {
  const [item] = await rows<{ kode_barcode: string; kode_group: string; kode_dept: string; berat: string }>(
    t.db,
    sql`SELECT kode_barcode, kode_group, kode_dept, berat::text AS berat FROM barang WHERE kode_baki = ${kode_baki} ORDER BY kode_barcode LIMIT 1`,
  );
  if (!item) throw new Error(`no item on ${kode_baki}`);
  return item;
}

describe('the ledger', () => {
  it('moves a barcoded item between trays: balances, place and the item follow, exactly', async () => {
    const item = await itemOn(tray.KCA);
    await post([
      {
        from: bakiPlace(tray.KCA),
        to: bakiPlace(tray.KCB),
        kode_group: item.kode_group,
        kode_dept: item.kode_dept,
        qty: 1,
        berat: item.berat,
        kode_barcode: item.kode_barcode,
      },
    ]);
    const [moved] = await rows<{ kode_baki: string; lokasi: string }>(
      t.db,
      sql`SELECT kode_baki, lokasi FROM barang WHERE kode_barcode = ${item.kode_barcode}`,
    );
    expect(moved).toEqual({ kode_baki: tray.KCB, lokasi: `BAKI:${tray.KCB}` });
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it('refuses a document whose grams in differ from grams out plus declared loss, writing nothing', async () => {
    const before = await counts();
    // 5 g leave the SP tray of buy-back gold, 4.9 g come back: 0.1 g unaccounted.
    await post([{ from: boundaryPlace('EXTERNAL', S), to: bakiPlace(tray.SP), kode_group: G, kode_dept: D, qty: 2, berat: '5.000' }]);
    const unbalanced = await refusal(
      post([
        { from: bakiPlace(tray.SP), kode_group: G, kode_dept: D, qty: 2, berat: '5.000' },
        { to: bakiPlace(tray.KS), kode_group: G, kode_dept: D, qty: 2, berat: '4.900' },
      ]),
    );
    expect(unbalanced.status).toBe(422);
    expect(unbalanced.message).toBe(MESSAGES.dokumenTidakSeimbang);
    const afterRefusal = await counts();
    expect(afterRefusal?.docs).toBe((before?.docs ?? 0) + 1);
    // The same refining with its 0.1 g shrink declared balances.
    await post(
      [
        { from: bakiPlace(tray.SP), kode_group: G, kode_dept: D, qty: 2, berat: '5.000' },
        { to: bakiPlace(tray.KS), kode_group: G, kode_dept: D, qty: 2, berat: '4.900' },
      ],
      [{ kode_toko: S, kode_group: G, kode_dept: D, berat: '0.100', reason: 'SUSUT SEPUH' }],
    );
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it('refuses a double placement: an item that is not where the line says, or twice in one document', async () => {
    const item = await itemOn(tray.KCC);
    const line = { kode_group: item.kode_group, kode_dept: item.kode_dept, qty: 1, berat: item.berat, kode_barcode: item.kode_barcode };
    const before = await counts();
    const wrongPlace = await refusal(post([{ ...line, from: bakiPlace(tray.KCD), to: bakiPlace(tray.KCA) }]));
    expect(wrongPlace.status).toBe(409);
    expect(wrongPlace.message).toContain(MESSAGES.barcodeTidakDiTempat);
    const twice = await refusal(
      post([
        { ...line, from: bakiPlace(tray.KCC), to: bakiPlace(tray.KCA) },
        { ...line, from: bakiPlace(tray.KCC), to: bakiPlace(tray.KCB) },
      ]),
    );
    expect(twice.status).toBe(409);
    // Entering the books again while it sits on a tray is a double placement too.
    const again = await refusal(post([{ ...line, from: boundaryPlace('EXTERNAL', S), to: bakiPlace(tray.KCA) }]));
    expect(again.status).toBe(409);
    expect(await counts()).toEqual(before);
  });

  it('refuses to take more than a tray holds', async () => {
    const error = await refusal(
      post([{ from: bakiPlace(tray.RUSAK), to: bakiPlace(tray.SP), kode_group: G, kode_dept: D, qty: 1, berat: '1.000' }]),
    );
    expect(error.message).toBe(MESSAGES.stokTidakCukup);
  });

  it('sums 1,000 lines of 0.001 g to exactly 1.000 g', async () => {
    const lines: MovementLine[] = Array.from({ length: 1000 }, () => ({
      from: boundaryPlace('EXTERNAL', S),
      to: bakiPlace(tray.SPLN),
      kode_group: G,
      kode_dept: D2,
      qty: 0,
      berat: '0.001',
    }));
    await post(lines);
    const [balance] = await rows<{ berat: string }>(
      t.db,
      sql`SELECT berat::text AS berat FROM stock_balances WHERE place = ${`BAKI:${tray.SPLN}`} AND kode_dept = ${D2}`,
    );
    expect(balance?.berat).toBe('1.000');
  });

  it('keeps every invariant through random sequences of valid and invalid documents', async () => {
    const trays = [tray.KCA, tray.KCB, tray.KCC, tray.KCD, tray.SS];
    const bulkTrays = [tray.SP, tray.KS, tray.SS, tray.SPBOS];
    const gram = fc.integer({ min: 0, max: 9_999 }).map((n) => new Decimal(n).div(1000).toFixed(3));
    const op = fc.oneof(
      // A barcoded item to another tray, sometimes from a wrong tray.
      fc.record({
        kind: fc.constant('item' as const),
        pick: fc.nat(200),
        from: fc.constantFrom(...trays),
        to: fc.constantFrom(...trays),
        honest: fc.boolean(),
      }),
      // Bulk gold between trays (may overdraw and be refused).
      fc.record({
        kind: fc.constant('bulk' as const),
        from: fc.constantFrom(...bulkTrays),
        to: fc.constantFrom(...bulkTrays),
        qty: fc.nat(3),
        berat: gram,
      }),
      // Bulk gold bought in.
      fc.record({ kind: fc.constant('in' as const), to: fc.constantFrom(...bulkTrays), qty: fc.nat(3), berat: gram }),
      // Refining with shrink: declared loss may or may not match.
      fc.record({
        kind: fc.constant('refine' as const),
        from: fc.constantFrom(...bulkTrays),
        berat: gram,
        kept: gram,
        honest: fc.boolean(),
      }),
    );
    let posted = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        for (const o of ops) {
          try {
            if (o.kind === 'item') {
              const items = await rows<{ kode_barcode: string; kode_group: string; kode_dept: string; berat: string; kode_baki: string }>(
                t.db,
                sql`SELECT kode_barcode, kode_group, kode_dept, berat::text AS berat, kode_baki FROM barang WHERE kode_toko = ${S} AND kode_baki IS NOT NULL ORDER BY kode_barcode`,
              );
              const item = items[o.pick % items.length];
              if (!item) continue;
              const from = o.honest ? item.kode_baki : o.from;
              await post([
                {
                  from: bakiPlace(from),
                  to: bakiPlace(o.to),
                  kode_group: item.kode_group,
                  kode_dept: item.kode_dept,
                  qty: 1,
                  berat: item.berat,
                  kode_barcode: item.kode_barcode,
                },
              ]);
            } else if (o.kind === 'bulk') {
              await post([{ from: bakiPlace(o.from), to: bakiPlace(o.to), kode_group: G, kode_dept: D, qty: o.qty, berat: o.berat }]);
            } else if (o.kind === 'in') {
              await post([
                { from: boundaryPlace('EXTERNAL', S), to: bakiPlace(o.to), kode_group: G, kode_dept: D, qty: o.qty, berat: o.berat },
              ]);
            } else {
              const taken = new Decimal(o.berat);
              const kept = Decimal.min(taken, new Decimal(o.kept));
              const loss = o.honest ? taken.minus(kept) : taken.minus(kept).plus('0.001');
              await post(
                [
                  { from: bakiPlace(o.from), kode_group: G, kode_dept: D, qty: 0, berat: taken.toFixed(3) },
                  { to: bakiPlace(tray.KS), kode_group: G, kode_dept: D, qty: 0, berat: kept.toFixed(3) },
                ],
                [{ kode_toko: S, kode_group: G, kode_dept: D, berat: loss.toFixed(3), reason: 'SUSUT' }],
              );
            }
            posted += 1;
          } catch (error) {
            // A refusal is fine; anything else is a bug.
            if (!(error instanceof AppError)) throw error;
            refused += 1;
          }
        }
        expect(await checkLedgerInvariants(t.db)).toEqual([]);
      }),
      { numRuns: 25 },
    );
    // Both kinds happened, so the property said something about each.
    expect(posted).toBeGreaterThan(10);
    expect(refused).toBeGreaterThan(5);
  });
});
