// The stock kernel: the life of a document, its reverse, fine gold, lots and bulk becoming barcoded items.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addGrams, fineGrams, MESSAGES, subGrams, sumGrams } from '@kencana/core';
import { findSessionUser, type CurrentUser } from '../auth/current-user.ts';
import { tokenHash } from '../auth/tokens.ts';
import { rows, type Tx } from '../db/client.ts';
import { stock_lots } from '../db/schema/index.ts';
import { AppError, InvariantBreach } from '../http/errors.ts';
import { checkLedgerInvariants } from '../ledger/invariants.ts';
import { bearer, createTestApp, loginAs, type TestApp } from '../testing/test-app.ts';
import {
  bakiPlace,
  boundaryPlace,
  itemLine,
  lockItems,
  moveMutasi,
  postDocument,
  readItems,
  restateLines,
  reverseDocument,
  stockPlace,
} from './index.ts';

let t: TestApp;
let owner: CurrentUser;
let ownerToken: string;
let kasir: CurrentUser;

beforeAll(async () => {
  t = await createTestApp();
  ownerToken = (await loginAs(t.app, 'owner', 'owner123')).token;
  owner = (await findSessionUser(t.db, tokenHash(ownerToken), t.deps.clock.now()))!;
  kasir = (await findSessionUser(t.db, tokenHash((await loginAs(t.app, 'kasir', 'kasir123')).token), t.deps.clock.now()))!;
});
afterAll(async () => {
  await t.close();
});

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

type Balance = { qty: number; berat: string; berat_murni: string };
async function balance(place: string, kode_group?: string, kode_dept?: string): Promise<Balance> {
  const [row] = await rows<Balance>(
    t.db,
    sql`SELECT COALESCE(SUM(qty), 0)::int AS qty, COALESCE(SUM(berat), 0)::numeric(14,3)::text AS berat,
               COALESCE(SUM(berat_murni), 0)::numeric(14,3)::text AS berat_murni
        FROM stock_balances WHERE place = ${place} AND (${kode_group ?? null}::text IS NULL OR kode_group = ${kode_group ?? null})
          AND (${kode_dept ?? null}::text IS NULL OR kode_dept = ${kode_dept ?? null})`,
  );
  return { qty: Number(row?.qty ?? 0), berat: row?.berat ?? '0.000', berat_murni: row?.berat_murni ?? '0.000' };
}

async function codesOn(kode_baki: string, take: number): Promise<string[]> {
  const found = await rows<{ kode_barcode: string }>(
    t.db,
    sql`SELECT kode_barcode FROM barang WHERE kode_baki = ${kode_baki} ORDER BY kode_barcode DESC LIMIT ${take}`,
  );
  return found.map((row) => row.kode_barcode);
}

/** Moves items between two trays of T01 through the kernel, as the goods flows do. */
function move(codes: string[], from: string, to: string) {
  return postDocument(t.deps, owner, {
    type: 'PINDAH_BARANG',
    toko: 'T01',
    plan: async ({ tx }) => {
      const items = [...(await lockItems(tx, codes)).values()];
      return {
        lines: items.map((item) => itemLine(item, bakiPlace(from), bakiPlace(to), 'UJI')),
        history: items.map((item) => moveMutasi(item, bakiPlace(to), 'UJI')),
        result: {},
      };
    },
  });
}

describe('postDocument', () => {
  it('writes the document with its number, ledger rows in grams and fine grams, and answers its summary', async () => {
    const codes = await codesOn('KC01D', 2);
    const items = await readItems(t.db, codes, { lock: false });
    const before = { from: await balance('BAKI:KC01D'), to: await balance('BAKI:KC01C') };
    const moved = await move(codes, 'KC01D', 'KC01C');
    expect(moved.no_dokumen).toMatch(/^PDH-T01-261122-\d{4}$/);
    expect(moved.qty).toBe(2);
    const grams = [...items.values()].map((item) => item.berat);
    const fine = [...items.values()].map((item) => fineGrams(item.berat, item.purity));
    expect(moved.berat).toBe(sumGrams(grams));
    const rowsWritten = await rows<{ place_kind: string; berat_murni: string }>(
      t.db,
      sql`SELECT place_kind, berat_murni::text AS berat_murni FROM stock_movements WHERE doc_no = ${moved.no_dokumen} ORDER BY id`,
    );
    expect(rowsWritten.map((row) => row.place_kind)).toEqual(['BAKI', 'BAKI', 'BAKI', 'BAKI']);
    expect(rowsWritten.map((row) => row.berat_murni)).toEqual([`-${fine[0]}`, fine[0], `-${fine[1]}`, fine[1]]);
    const after = { from: await balance('BAKI:KC01D'), to: await balance('BAKI:KC01C') };
    expect(after.to.qty - before.to.qty).toBe(2);
    expect(before.from.qty - after.from.qty).toBe(2);
    expect(subGrams(after.to.berat_murni, before.to.berat_murni)).toBe(sumGrams(fine));
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it('refuses a user without the document type’s menu before anything is read', async () => {
    const codes = await codesOn('KC02A', 1);
    const refused = await refusal(
      postDocument(t.deps, kasir, {
        type: 'KONVERSI_BARANG',
        toko: 'T02',
        plan: async () => ({
          lines: [itemLine((await readItems(t.db, codes, { lock: false })).get(codes[0]!)!, bakiPlace('KC02A'), bakiPlace('KC02B'), 'X')],
          result: {},
        }),
      }),
    );
    expect(refused.status).toBe(403);
  });

  it('takes no number and writes no document when the plan has no lines', async () => {
    const [before] = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM documents`);
    const answer = await postDocument(t.deps, owner, {
      type: 'EDIT_BARANG',
      toko: 'T01',
      plan: async () => ({ lines: [], result: { unchanged: true } }),
    });
    expect(answer).toMatchObject({ no_dokumen: null, qty: 0, unchanged: true });
    const [after] = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM documents`);
    expect(after?.n).toBe(before?.n);
  });

  it('rolls the whole document back when its side records fail', async () => {
    const codes = await codesOn('KC01C', 1);
    const before = await balance('BAKI:KC01C');
    await expect(
      postDocument(t.deps, owner, {
        type: 'PINDAH_BARANG',
        toko: 'T01',
        plan: async ({ tx }) => {
          const items = [...(await lockItems(tx, codes)).values()];
          return {
            lines: items.map((item) => itemLine(item, bakiPlace('KC01C'), bakiPlace('KC01D'), 'UJI')),
            after: async () => {
              throw new Error('side record failed');
            },
            result: {},
          };
        },
      }),
    ).rejects.toThrow('side record failed');
    expect(await balance('BAKI:KC01C')).toEqual(before);
    const [item] = await rows<{ kode_baki: string }>(t.db, sql`SELECT kode_baki FROM barang WHERE kode_barcode = ${codes[0]!}`);
    expect(item?.kode_baki).toBe('KC01C');
  });
});

describe('each document checked as it is written', () => {
  /** A move whose flow also writes beside the kernel (`after`): the stored document is read back and refused. */
  async function moveWithBug(bug: (tx: Tx, doc_no: string, to: string) => Promise<void>) {
    const codes = await codesOn('KC01C', 1);
    const before = { from: await balance('BAKI:KC01C'), to: await balance('BAKI:KC01D') };
    const [counter] = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM documents`);
    const error = await refusal(
      postDocument(t.deps, owner, {
        type: 'PINDAH_BARANG',
        toko: 'T01',
        plan: async ({ tx, number }) => {
          const items = [...(await lockItems(tx, codes)).values()];
          return {
            lines: items.map((item) => itemLine(item, bakiPlace('KC01C'), bakiPlace('KC01D'), 'UJI')),
            after: async () => bug(tx, await number(), 'BAKI:KC01D'),
            result: {},
          };
        },
      }),
    );
    // Nothing of the document is left: no document, the same balances, the item where it was.
    const [after] = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM documents`);
    expect(after?.n).toBe(counter?.n);
    expect({ from: await balance('BAKI:KC01C'), to: await balance('BAKI:KC01D') }).toEqual(before);
    const [item] = await rows<{ kode_baki: string }>(t.db, sql`SELECT kode_baki FROM barang WHERE kode_barcode = ${codes[0]!}`);
    expect(item?.kode_baki).toBe('KC01C');
    return error;
  }

  it('refuses a document whose stored rows do not conserve grams, writing nothing', async () => {
    const error = await moveWithBug(async (tx, doc_no, place) => {
      await tx.execute(sql`INSERT INTO stock_movements (doc_no, doc_type, tgl_system, line_no, place, place_kind, place_toko, kode_gudang,
                             kode_group, kode_dept, qty, berat, kadar, berat_murni, reason)
                           SELECT doc_no, doc_type, tgl_system, 99, place, place_kind, place_toko, kode_gudang, kode_group, kode_dept, 0, 0.001, kadar, 0, 'BUG'
                           FROM stock_movements WHERE doc_no = ${doc_no} AND place = ${place} LIMIT 1`);
    });
    expect(error).toBeInstanceOf(InvariantBreach);
    expect(error.status).toBe(422);
    expect(error.message).toBe(MESSAGES.dokumenTidakSeimbang);
    expect((error as InvariantBreach).breach).toMatch(/selisih 0\.001 gr, 0\.000 gr murni, Rp\. 0$/);
  });

  it('refuses a document whose money entries do not sum to 0, writing nothing', async () => {
    const error = await moveWithBug(async (tx, doc_no) => {
      await tx.execute(
        sql`INSERT INTO money_accounts (kode_akun, kind, kode_toko, ref) VALUES ('KAS:T01', 'KAS', 'T01', NULL) ON CONFLICT DO NOTHING`,
      );
      await tx.execute(sql`INSERT INTO money_entries (doc_no, line_no, kode_akun, kode_toko, tgl_system, jumlah)
                           SELECT doc_no, 1, 'KAS:T01', kode_toko, tgl_system, 1000 FROM documents WHERE doc_no = ${doc_no}`);
    });
    expect(error.status).toBe(422);
    expect((error as InvariantBreach).breach).toMatch(/Rp\. 1000$/);
  });

  it('refuses a document that leaves a place it touched below 0, writing nothing', async () => {
    const error = await moveWithBug(async (tx, _doc_no, place) => {
      await tx.execute(sql`UPDATE stock_balances SET qty = -1 WHERE place = ${place}`);
    });
    expect(error.status).toBe(409);
    expect(error.message).toBe(MESSAGES.stokTidakCukup);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });
});

describe('reverseDocument', () => {
  it('posts the exact opposite under a new number, puts every item back, marks the original, refuses a second cancel', async () => {
    const codes = await codesOn('KC01A', 3);
    const before = { a: await balance('BAKI:KC01A'), b: await balance('BAKI:KC01B') };
    const moved = await move(codes, 'KC01A', 'KC01B');
    const reversed = await reverseDocument(t.deps, owner, moved.no_dokumen!, 'SALAH PINDAH');
    expect(reversed).toEqual({
      message: MESSAGES.dokumenBerhasilDibatalkan,
      no_dokumen: expect.stringMatching(/^BTL-T01-261122-\d{4}$/),
      reverses: moved.no_dokumen,
    });
    expect(await balance('BAKI:KC01A')).toEqual(before.a);
    expect(await balance('BAKI:KC01B')).toEqual(before.b);
    const items = await rows<{ kode_baki: string; lokasi_kind: string }>(
      t.db,
      sql`SELECT kode_baki, lokasi_kind FROM barang WHERE kode_barcode IN (${sql.join(
        codes.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
    expect(items.every((item) => item.kode_baki === 'KC01A' && item.lokasi_kind === 'BAKI')).toBe(true);
    const [original] = await rows<{ reversed_by_doc_no: string }>(
      t.db,
      sql`SELECT reversed_by_doc_no FROM documents WHERE doc_no = ${moved.no_dokumen!}`,
    );
    expect(original?.reversed_by_doc_no).toBe(reversed.no_dokumen);
    // The original's rows are kept: history is never deleted.
    const [kept] = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM stock_movements WHERE doc_no = ${moved.no_dokumen!}`);
    expect(kept?.n).toBe(6);
    // Each item's history shows the move and its cancel.
    const history = await rows<{ doc_no: string }>(
      t.db,
      sql`SELECT doc_no FROM barang_mutasi WHERE kode_barcode = ${codes[0]!} ORDER BY id DESC LIMIT 1`,
    );
    expect(history[0]?.doc_no).toBe(reversed.no_dokumen);

    expect((await refusal(reverseDocument(t.deps, owner, moved.no_dokumen!, 'LAGI'))).message).toBe(MESSAGES.dokumenSudahDibatalkan);
    expect((await refusal(reverseDocument(t.deps, owner, reversed.no_dokumen, 'BATAL BATAL'))).message).toBe(
      MESSAGES.dokumenSudahDibatalkan,
    );
    expect((await refusal(reverseDocument(t.deps, owner, 'TIDAK-ADA', 'X'))).status).toBe(404);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it('refuses to cancel a document whose goods have moved on since, writing nothing', async () => {
    const codes = await codesOn('KC01C', 1);
    const first = await move(codes, 'KC01C', 'KC01D');
    await move(codes, 'KC01D', 'KC01C');
    const [docs] = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM documents`);
    const refused = await refusal(reverseDocument(t.deps, owner, first.no_dokumen!, 'TERLAMBAT'));
    expect(refused.status).toBe(409);
    const [after] = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM documents`);
    expect(after?.n).toBe(docs?.n);
  });

  it('restores a restated item’s weight and category, and staff may not cancel another store’s document', async () => {
    const [code] = await codesOn('KC01B', 1);
    const item = (await readItems(t.db, [code!], { lock: false })).get(code!)!;
    const edited = await postDocument(t.deps, owner, {
      type: 'EDIT_BARANG',
      toko: 'T01',
      plan: async ({ tx }) => {
        await tx.execute(sql`UPDATE barang SET berat = berat - 0.100 WHERE kode_barcode = ${code!}`);
        const state = { place: bakiPlace('KC01B'), kode_group: item.kode_group, kode_dept: item.kode_dept, purity: item.purity };
        const lighter = (Number(item.berat) - 0.1).toFixed(3);
        const { lines, losses, purity } = restateLines(code!, { ...state, berat: item.berat }, { ...state, berat: lighter }, 'UJI', 'T01');
        return {
          lines,
          losses,
          purity,
          history: [
            {
              kode_barcode: code!,
              nama_barang: item.nama_barang,
              kode_group_asal: item.kode_group,
              kode_group_tujuan: item.kode_group,
              kode_dept_asal: item.kode_dept,
              kode_dept_tujuan: item.kode_dept,
              lokasi_asal: 'BAKI:KC01B',
              lokasi_tujuan: 'BAKI:KC01B',
              berat_asal: item.berat,
              berat_tujuan: lighter,
            },
          ],
          result: {},
        };
      },
    });
    expect((await refusal(reverseDocument(t.deps, kasir, edited.no_dokumen!, 'BUKAN TOKONYA'))).status).toBe(403);
    await reverseDocument(t.deps, owner, edited.no_dokumen!, 'TIMBANGAN SALAH');
    const [back] = await rows<{ berat: string }>(t.db, sql`SELECT berat::text AS berat FROM barang WHERE kode_barcode = ${code!}`);
    expect(back?.berat).toBe(item.berat);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });
});

describe('reversing what later documents changed', () => {
  const editItem = async (code: string, changes: Record<string, unknown>) => {
    const record = (
      await t.app.inject({ method: 'GET', url: `/api/v1/barang/get/by-kode-barcode/${code}`, headers: bearer(ownerToken) })
    ).json().data;
    // The goods form as the edit screen sends it, from the item's record.
    const form = {
      tipe_barang: 'A',
      kadar_cetak: '17K',
      kadar_modal: '73',
      berat_cad: '0',
      berat_susut: '0',
      susut_tukang: '0',
      berat_atribut: '0',
      berat_bandrol: '0',
      berat_plastik: '0',
      kode_kategori: record.kode_group,
      kode_jenis: record.kode_dept,
      kode_lokasi_toko: record.kode_baki,
      nama_barang: record.nama_barang,
      berat: record.berat,
      berat_asli: record.berat,
      kadar: record.kadar,
      tujuan: record.kode_toko,
      ...changes,
    };
    const answer = await t.app.inject({ method: 'PUT', url: `/api/v1/barang/edit/${code}`, headers: bearer(ownerToken), payload: form });
    expect(answer.statusCode, answer.body).toBe(200);
    const no_dokumen: string = answer.json().data.no_dokumen;
    return no_dokumen;
  };

  it('refuses to cancel a move once the item was restated in place since (an edit on the new tray)', async () => {
    const [code] = await codesOn('KC02A', 1);
    const moved = await postDocument(t.deps, owner, {
      type: 'PINDAH_BARANG',
      toko: 'T02',
      plan: async ({ tx }) => {
        const items = [...(await lockItems(tx, [code!])).values()];
        return { lines: items.map((item) => itemLine(item, bakiPlace('KC02A'), bakiPlace('KC02B'), 'UJI')), result: {} };
      },
    });
    await editItem(code!, { kode_lokasi_toko: 'KC02B', berat: '1.111', berat_asli: '1.111' });
    const refused = await refusal(reverseDocument(t.deps, owner, moved.no_dokumen!, 'TERLAMBAT'));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(`${MESSAGES.dokumenTidakDapatDibatalkan} (${code})`);
  });

  it('puts back an edited item’s weight and purity text when the edit is cancelled', async () => {
    const [code] = await codesOn('KC02C', 1);
    const before = (await readItems(t.db, [code!], { lock: false })).get(code!)!;
    const edit = await editItem(code!, { kadar: '70', berat: '1.234', berat_asli: '1.234' });
    const changed = (await readItems(t.db, [code!], { lock: false })).get(code!)!;
    expect(changed).toMatchObject({ kadar: '70', berat: '1.234', purity: '70.000' });
    await reverseDocument(t.deps, owner, edit, 'SALAH INPUT');
    const back = (await readItems(t.db, [code!], { lock: false })).get(code!)!;
    expect(back).toMatchObject({ kadar: before.kadar, berat: before.berat, purity: before.purity });
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it('moves a whole tray exactly after an item on it was edited in place: nothing is left behind', async () => {
    const [code] = await codesOn('KC03C', 1);
    await editItem(code!, { berat: '9.876', berat_asli: '9.876' });
    const source = await balance('BAKI:KC03C');
    const target = await balance('BAKI:KC03B');
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pindah-barang/satu-baki',
      headers: bearer(ownerToken),
      payload: { kode_baki_asal: 'KC03C', kode_baki_tujuan: 'KC03B' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await balance('BAKI:KC03C')).toEqual({ qty: 0, berat: '0.000', berat_murni: '0.000' });
    const after = await balance('BAKI:KC03B');
    expect(after.qty).toBe(target.qty + source.qty);
    expect(after.berat).toBe(addGrams(target.berat, source.berat));
    expect(after.berat_murni).toBe(addGrams(target.berat_murni, source.berat_murni));
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });
});

describe('fine gold', () => {
  it('books a purity change as a declared KADAR difference and keeps every balance exact in fine grams', async () => {
    const [code] = await codesOn('KC03A', 1);
    const item = (await readItems(t.db, [code!], { lock: false })).get(code!)!;
    const trayBefore = await balance('BAKI:KC03A', item.kode_group, item.kode_dept);
    const kadarBefore = await balance('KADAR:T03');
    // A re-assay finds the piece 70% instead of its booked purity, and it weighs 0.005 g less.
    const lighter = (Number(item.berat) - 0.005).toFixed(3);
    const edited = await postDocument(t.deps, owner, {
      type: 'EDIT_BARANG',
      toko: 'T03',
      plan: async () => {
        const state = { place: bakiPlace('KC03A'), kode_group: item.kode_group, kode_dept: item.kode_dept };
        return {
          ...restateLines(
            code!,
            { ...state, berat: item.berat, purity: item.purity },
            { ...state, berat: lighter, purity: '70.000' },
            'UJI KADAR',
            'T03',
          ),
          result: {},
        };
      },
    });
    const trayAfter = await balance('BAKI:KC03A', item.kode_group, item.kode_dept);
    const fineDrop = (Number(fineGrams(item.berat, item.purity)) - Number(fineGrams(lighter, '70.000'))).toFixed(3);
    expect((Number(trayBefore.berat_murni) - Number(trayAfter.berat_murni)).toFixed(3)).toBe(fineDrop);
    expect((Number(trayBefore.berat) - Number(trayAfter.berat)).toFixed(3)).toBe('0.005');
    const kadarAfter = await balance('KADAR:T03');
    const expectedKadar = (Number(fineGrams(lighter, item.purity)) - Number(fineGrams(lighter, '70.000'))).toFixed(3);
    expect((Number(kadarAfter.berat_murni) - Number(kadarBefore.berat_murni)).toFixed(3)).toBe(expectedKadar);
    const reasons = await rows<{ reason: string; place_kind: string }>(
      t.db,
      sql`SELECT reason, place_kind FROM stock_movements WHERE doc_no = ${edited.no_dokumen!} AND place_kind = 'KADAR'`,
    );
    expect(reasons).toEqual([{ reason: 'KOREKSI KADAR', place_kind: 'KADAR' }]);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it('refuses a document whose fine grams do not balance, writing nothing', async () => {
    const [code] = await codesOn('KC03B', 1);
    const item = (await readItems(t.db, [code!], { lock: false })).get(code!)!;
    const refused = await refusal(
      postDocument(t.deps, owner, {
        type: 'PINDAH_BARANG',
        toko: 'T03',
        plan: async () => ({
          lines: [
            {
              from: bakiPlace('KC03B'),
              kode_group: item.kode_group,
              kode_dept: item.kode_dept,
              qty: 0,
              berat: '0.000',
              berat_murni: '0.100',
            },
            {
              to: bakiPlace('KC03C'),
              kode_group: item.kode_group,
              kode_dept: item.kode_dept,
              qty: 0,
              berat: '0.000',
              berat_murni: '0.099',
            },
          ],
          result: {},
        }),
      }),
    );
    expect(refused.message).toBe(MESSAGES.dokumenTidakSeimbang);
  });
});

describe('lots and bulk', () => {
  it('tracks a bought-back piece as a lot until it is sorted into bulk, and a lot moves whole and once', async () => {
    const kode_lot = 'BELI-UJI-0001/1';
    await t.db.insert(stock_lots).values({
      kode_lot,
      kode_toko: 'T01',
      nama_barang: 'CINCIN RUSAK',
      kode_group: '17K',
      kode_dept: 'CIN17',
      qty: 1,
      berat: '3.210',
      kadar: '70',
    });
    const unsorted = stockPlace('BELI', 'T01', 'T01');
    const bought = await postDocument(t.deps, owner, {
      type: 'PINDAH_BARANG',
      toko: 'T01',
      plan: async () => ({
        lines: [
          { from: boundaryPlace('CUSTOMER', 'T01'), to: unsorted, kode_group: '17K', kode_dept: 'CIN17', qty: 1, berat: '3.210', kode_lot },
        ],
        result: {},
      }),
    });
    expect(bought.qty).toBe(1);
    const [lot] = await rows<{ lokasi: string; lokasi_kind: string }>(
      t.db,
      sql`SELECT lokasi, lokasi_kind FROM stock_lots WHERE kode_lot = ${kode_lot}`,
    );
    expect(lot).toEqual({ lokasi: 'BELI:T01', lokasi_kind: 'BELI' });
    expect(await balance('BELI:T01')).toEqual({ qty: 1, berat: '3.210', berat_murni: fineGrams('3.210', '70.000') });

    // Part of a lot cannot move: it is one piece.
    const partial = await refusal(
      postDocument(t.deps, owner, {
        type: 'PINDAH_BARANG',
        toko: 'T01',
        plan: async () => ({
          lines: [{ from: unsorted, to: bakiPlace('SP01A'), kode_group: '17K', kode_dept: 'CIN17', qty: 1, berat: '3.000', kode_lot }],
          result: {},
        }),
      }),
    );
    expect(partial.status).toBe(422);

    // Sorting: the lot is consumed and its gold becomes bulk stock of the SP tray (category and type).
    const spBefore = await balance('BAKI:SP01A', '17K', 'CIN17');
    await postDocument(t.deps, owner, {
      type: 'PINDAH_BARANG',
      toko: 'T01',
      plan: async () => ({
        lines: [
          { from: unsorted, kode_group: '17K', kode_dept: 'CIN17', qty: 1, berat: '3.210', kode_lot },
          { to: bakiPlace('SP01A'), kode_group: '17K', kode_dept: 'CIN17', qty: 1, berat: '3.210', kadar: '70' },
        ],
        result: {},
      }),
    });
    const [sorted] = await rows<{ lokasi: string | null }>(t.db, sql`SELECT lokasi FROM stock_lots WHERE kode_lot = ${kode_lot}`);
    expect(sorted?.lokasi).toBeNull();
    const spAfter = await balance('BAKI:SP01A', '17K', 'CIN17');
    expect(spAfter.qty - spBefore.qty).toBe(1);
    expect((Number(spAfter.berat) - Number(spBefore.berat)).toFixed(3)).toBe('3.210');
    // A sorted lot cannot be sorted again.
    const again = await refusal(
      postDocument(t.deps, owner, {
        type: 'PINDAH_BARANG',
        toko: 'T01',
        plan: async () => ({
          lines: [{ from: unsorted, to: bakiPlace('SP01A'), kode_group: '17K', kode_dept: 'CIN17', qty: 1, berat: '3.210', kode_lot }],
          result: {},
        }),
      }),
    );
    expect(again.status).toBe(409);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it('enters a bulk shipment as barcoded items, counted against what the shipment holds', async () => {
    const shipment = stockPlace('KIRIMAN', 'KB-UJI-0001', 'T02');
    await postDocument(t.deps, owner, {
      type: 'PINDAH_BARANG',
      toko: 'T02',
      plan: async () => ({
        lines: [{ from: boundaryPlace('EXTERNAL', 'T02'), to: shipment, kode_group: '24K', kode_dept: 'LIO24', qty: 2, berat: '5.000' }],
        result: {},
      }),
    });
    const enter = (kode_barcode: string, berat: string) =>
      postDocument(t.deps, owner, {
        type: 'TAMBAH_BARANG',
        toko: 'T02',
        plan: async ({ tx }) => {
          await tx.execute(
            sql`INSERT INTO barang (kode_barcode, nama_barang, kode_group, kode_dept, berat, kadar) VALUES (${kode_barcode}, 'LIONTIN UJI', '24K', 'LIO24', ${berat}, '99.9')`,
          );
          return {
            lines: [
              { from: shipment, kode_group: '24K', kode_dept: 'LIO24', qty: 1, berat, kadar: '99.900' },
              { to: bakiPlace('KC02A'), kode_group: '24K', kode_dept: 'LIO24', qty: 1, berat, kadar: '99.900', kode_barcode },
            ],
            result: {},
          };
        },
      });
    await enter('BLKUJI01', '2.500');
    expect(await balance('KIRIMAN:KB-UJI-0001')).toMatchObject({ qty: 1, berat: '2.500' });
    // More than the shipment still holds is refused whole (the item is not created either).
    const beyond = await refusal(enter('BLKUJI02', '2.600'));
    expect(beyond.message).toBe(MESSAGES.stokTidakCukup);
    const [missing] = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM barang WHERE kode_barcode = 'BLKUJI02'`);
    expect(missing?.n).toBe(0);
    await enter('BLKUJI03', '2.500');
    expect(await balance('KIRIMAN:KB-UJI-0001')).toMatchObject({ qty: 0, berat: '0.000' });
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });
});

describe('stock opname through the kernel', () => {
  const post = (token: string, body: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/stock-opname-barang', headers: bearer(token), payload: body });

  it('refuses a count with nothing scanned; only OWN/SU may confirm an empty tray', async () => {
    const kasirToken = (await loginAs(t.app, 'kasir', 'kasir123')).token;
    const [before] = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM stock_opname_barang`);
    const nothing = await post(kasirToken, { kode_baki: 'KC02C', alasan: 'HITUNG', detail_barang: [] });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(MESSAGES.opnameBelumAdaBarangDiscan);
    const empty = await post(kasirToken, { kode_baki: 'KC02C', alasan: 'HITUNG', baki_kosong: true });
    expect(empty.statusCode).toBe(403);
    expect(empty.json().message).toBe(MESSAGES.opnameBakiKosongHanyaOwner);
    const [after] = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM stock_opname_barang`);
    expect(after?.n).toBe(before?.n);

    const owned = await post(ownerToken, { kode_baki: 'RUSAK01A', alasan: 'BAKI KOSONG', baki_kosong: true });
    expect(owned.statusCode).toBe(200);
  });

  it('records one count when the same count is posted many times at once', async () => {
    const codes = await codesOn('KC01C', 1000);
    const scans = codes.map((kode_barcode) => ({ kode_barcode }));
    const [before] = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM stock_opname_barang WHERE kode_baki = 'KC01C'`);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(ownerToken, { kode_baki: 'KC01C', alasan: 'HITUNG SORE', detail_barang: scans })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(MESSAGES.opnameSudahDiposting);
    }
    const [after] = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM stock_opname_barang WHERE kode_baki = 'KC01C'`);
    expect(after?.n).toBe((before?.n ?? 0) + 1);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });
});
