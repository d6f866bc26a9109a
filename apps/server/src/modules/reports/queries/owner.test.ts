// The owner report counts sales and purchases as SALES_PURCHASE_RULES defines them; the counter flows do
// not exist yet, so this test posts such documents through the ledger itself (the factories' document builder).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SALES_PURCHASE_RULES } from '@kencana/core';
import report from '@kencana/core/reports/owner';
import { checkLedgerInvariants } from '../../../ledger/invariants.ts';
import { bakiPlace, boundaryPlace } from '../../../ledger/places.ts';
import type { MovementLine } from '../../../ledger/post-movements.ts';
import {
  buildBarang,
  buildDocument,
  buildGroup,
  buildJenis,
  buildStore,
  buildTray,
  buildUser,
  uniqueCode,
  type BuiltBarang,
} from '../../../testing/factories.ts';
import { createTestApp, TEST_TODAY, type TestApp } from '../../../testing/test-app.ts';
import { exportReportFile, fetchReport, firstSheet } from '../../../testing/report-testing.ts';

let t: TestApp;
let owner: string;
/** Three stores whose codes sort A, B, C; store A has a display and a buy-back tray. */
let A: string;
let B: string;
let C: string;
let display: string;
let buyBack: string;
let G: string;
let D: string;
let a: BuiltBarang;
let b: BuiltBarang;
beforeAll(async () => {
  // Nothing seeded: the report's stores, stock and documents are the ones below.
  t = await createTestApp({ seed: false });
  const suffix = uniqueCode('');
  [A, B, C] = ['A', 'B', 'C'].map((letter) => `${letter}${suffix}`) as [string, string, string];
  for (const kode_toko of [A, B, C]) await buildStore(t, { kode_toko });
  owner = (await buildUser(t, { kode_toko: A, level: 'OWN' })).token;
  G = (await buildGroup(t)).kode_group;
  D = (await buildJenis(t, { kode_group: G })).kode_dept;
  display = (await buildTray(t, { kode_toko: A })).kode_baki;
  buyBack = (await buildTray(t, { kode_toko: A, kode_gudang: 'SP' })).kode_baki;
  // Yesterday: 2 pieces, 4 g of bought gold in A. Today: three rings in A, one item each in B and C.
  await buildDocument(t, {
    kode_toko: A,
    tgl_system: '2026-11-21',
    lines: [{ from: boundaryPlace('CUSTOMER', A), to: bakiPlace(buyBack), kode_group: G, kode_dept: D, qty: 2, berat: '4.000' }],
  });
  a = await buildBarang(t, { kode_baki: display, berat: '1.250', kode_group: G, kode_dept: D });
  b = await buildBarang(t, { kode_baki: display, berat: '2.500', kode_group: G, kode_dept: D });
  await buildBarang(t, { kode_baki: display, berat: '3.000', kode_group: G, kode_dept: D });
  await buildBarang(t, { kode_baki: (await buildTray(t, { kode_toko: B })).kode_baki, berat: '5.000', kode_group: G, kode_dept: D });
  await buildBarang(t, { kode_baki: (await buildTray(t, { kode_toko: C })).kode_baki, berat: '0.500', kode_group: G, kode_dept: D });
});
afterAll(async () => {
  await t.close();
});

function post(doc: { doc_type: string; total_harga: number; reverses_doc_no?: string }, lines: MovementLine[]): Promise<string> {
  return buildDocument(t, { ...doc, prefix: doc.doc_type.slice(0, 2), kode_toko: A, lines });
}

const sell = (item: BuiltBarang): MovementLine => ({
  from: bakiPlace(item.kode_baki),
  to: boundaryPlace('SOLD', A),
  kode_group: item.kode_group,
  kode_dept: item.kode_dept,
  qty: 1,
  berat: item.berat,
  kode_barcode: item.kode_barcode,
});
const unsell = (item: BuiltBarang): MovementLine => ({
  from: boundaryPlace('SOLD', A),
  to: bakiPlace(item.kode_baki),
  kode_group: item.kode_group,
  kode_dept: item.kode_dept,
  qty: 1,
  berat: item.berat,
  kode_barcode: item.kode_barcode,
});

describe('laporan owner (GET owner/report?tanggal)', () => {
  it('per store: balance, the day’s sales and purchases net of cancels, and the total row', async () => {
    const before = await fetchReport(t, owner, report, { tanggal: TEST_TODAY });
    expect(before.body.message).toBe(MESSAGES.laporanOwnerTersedia);
    expect(before.body.data.map((r) => r.kode_toko)).toEqual([A, B, C]);
    // The balance is what the test put on A's trays: 2 bought pieces (4 g) and 3 rings (6.75 g).
    expect(before.body.data[0]).toMatchObject({
      jumlah_saldo: 5,
      berat_saldo: '10.750',
      jumlah_penjualan: 0,
      harga_penjualan: 0,
      jumlah_pembelian: 0,
    });

    const sale = SALES_PURCHASE_RULES.sale.doc_type;
    await post({ doc_type: sale, total_harga: 2_000_000 }, [sell(a)]);
    const saleB = await post({ doc_type: sale, total_harga: 3_000_000 }, [sell(b)]);
    await post({ doc_type: 'BATAL_PENJUALAN', reverses_doc_no: saleB, total_harga: 3_000_000 }, [unsell(b)]);
    await post({ doc_type: SALES_PURCHASE_RULES.purchase.doc_type, total_harga: 4_000_000 }, [
      { from: boundaryPlace('CUSTOMER', A), to: bakiPlace(buyBack), kode_group: G, kode_dept: D, qty: 3, berat: '7.500' },
    ]);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);

    const { body } = await fetchReport(t, owner, report, { tanggal: TEST_TODAY });
    expect(body.data[0]).toMatchObject({
      kode_toko: A,
      jumlah_saldo: 5 - 1 + 3,
      berat_saldo: '17.000',
      // Fine gold beside grams: every piece here is 75% (the category's purity), 17 g → 12.75 g of pure gold.
      berat_murni_saldo: '12.750',
      jumlah_penjualan: 1,
      berat_penjualan: '1.250',
      harga_penjualan: 2_000_000,
      jumlah_pembelian: 3,
      berat_pembelian: '7.500',
      harga_pembelian: 4_000_000,
    });
    // The total row adds every store: 17 g in A, 5 g in B, 0.5 g in C.
    expect(body.totals).toMatchObject({
      jumlah_saldo: Number(before.body.totals.jumlah_saldo) + 2,
      berat_saldo: '22.500',
      jumlah_penjualan: 1,
      harga_penjualan: 2_000_000,
      harga_pembelian: 4_000_000,
      berat_pembelian: '7.500',
    });
    expect(body.totals.jumlah_saldo).toBe(9);

    // The day before: the balance as it stood (the 2 pieces bought then), no sales.
    const yesterday = await fetchReport(t, owner, report, { tanggal: '2026-11-21' });
    expect(yesterday.body.data[0]).toMatchObject({
      kode_toko: A,
      jumlah_saldo: 2,
      berat_saldo: '4.000',
      berat_murni_saldo: '3.000',
      jumlah_penjualan: 0,
    });

    const xlsx = await exportReportFile(t, owner, report, { tanggal: TEST_TODAY }, 'xlsx');
    const sheet = await firstSheet(xlsx.bytes);
    // Columns: store, name, qty, grams, fine grams, then the sales (H: money) and purchases (K: money).
    expect(sheet.getCell('H7').value).toBe(2_000_000);
    expect(sheet.getCell('A10').value).toBe('TOTAL');
    expect(sheet.getCell('K10').value).toEqual({ formula: 'SUM(K7:K9)', result: 4_000_000 });
  });

  it('answers a date before any stock with its empty text', async () => {
    const { body } = await fetchReport(t, owner, report, { tanggal: '2020-01-01' });
    expect(body).toMatchObject({ message: MESSAGES.dataYangDiCariTidakAdaBang, data: [], total_rows: 0 });
  });

  it('refuses a missing date', async () => {
    const { status, body } = await fetchReport(t, owner, report, {});
    expect(status).toBe(400);
    expect(body.message).toBe(MESSAGES.tanggalTidakBolehKosong);
  });
});
