// The owner report counts sales and purchases as SALES_PURCHASE_RULES defines them; the counter flows do
// not exist yet, so this test posts such documents through the ledger itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { MESSAGES, SALES_PURCHASE_RULES } from '@kencana/core';
import report from '@kencana/core/reports/owner';
import { rows } from '../../../db/client.ts';
import { checkLedgerInvariants } from '../../../ledger/invariants.ts';
import { bakiPlace, boundaryPlace } from '../../../ledger/places.ts';
import { postMovements, type LedgerDocument, type MovementLine } from '../../../ledger/post-movements.ts';
import { nextDocNo } from '../../../numbering/next-doc-no.ts';
import { createTestApp, loginAs, TEST_TODAY, type TestApp } from '../../../testing/test-app.ts';
import { exportReportFile, fetchReport, firstSheet } from '../report-testing.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await loginAs(t.app, 'owner', 'owner123')).token;
});
afterAll(async () => {
  await t.close();
});

type Item = { kode_barcode: string; kode_group: string; kode_dept: string; berat: string; kode_baki: string };

async function post(doc: Omit<LedgerDocument, 'doc_no' | 'kode_toko' | 'tgl_system' | 'user_id'>, lines: MovementLine[]): Promise<string> {
  return t.db.transaction(async (tx) => {
    const doc_no = await nextDocNo(tx, doc.doc_type.slice(0, 2), 'T01', TEST_TODAY);
    await postMovements(tx, { ...doc, doc_no, kode_toko: 'T01', tgl_system: TEST_TODAY, user_id: 'kasir' }, lines);
    return doc_no;
  });
}

const sell = (item: Item): MovementLine => ({ from: bakiPlace(item.kode_baki), to: boundaryPlace('SOLD', 'T01'), kode_group: item.kode_group, kode_dept: item.kode_dept, qty: 1, berat: item.berat, kode_barcode: item.kode_barcode });
const unsell = (item: Item): MovementLine => ({ from: boundaryPlace('SOLD', 'T01'), to: bakiPlace(item.kode_baki), kode_group: item.kode_group, kode_dept: item.kode_dept, qty: 1, berat: item.berat, kode_barcode: item.kode_barcode });

describe('laporan owner (GET owner/report?tanggal)', () => {
  it('per store: balance, the day’s sales and purchases net of cancels, and the total row', async () => {
    const before = await fetchReport(t, owner, report, { tanggal: TEST_TODAY });
    expect(before.body.message).toBe(MESSAGES.laporanOwnerTersedia);
    expect(before.body.data.map((r) => r.kode_toko)).toEqual(['T01', 'T02', 'T03']);
    const t01 = before.body.data[0];
    // The balance is what the ledger holds on the store's trays.
    const [onTrays] = await rows<{ qty: number }>(t.db, sql`SELECT COALESCE(SUM(qty), 0)::int AS qty FROM stock_balances WHERE place_toko = 'T01' AND place LIKE 'BAKI:%'`);
    expect(Number(onTrays?.qty)).toBeGreaterThan(0);
    expect(t01).toMatchObject({ jumlah_saldo: Number(onTrays?.qty), jumlah_penjualan: 0, harga_penjualan: 0, jumlah_pembelian: 0 });

    const [a, b] = await rows<Item>(t.db, sql`SELECT kode_barcode, kode_group, kode_dept, berat::text AS berat, kode_baki FROM barang WHERE kode_toko = 'T01' AND lokasi LIKE 'BAKI:%' ORDER BY kode_barcode LIMIT 2`);
    if (!a || !b) throw new Error('demo goods missing');
    const sale = SALES_PURCHASE_RULES.sale.doc_type;
    await post({ doc_type: sale, total_harga: 2_000_000 }, [sell(a)]);
    const saleB = await post({ doc_type: sale, total_harga: 3_000_000 }, [sell(b)]);
    await post({ doc_type: 'BATAL_PENJUALAN', reverses_doc_no: saleB, total_harga: 3_000_000 }, [unsell(b)]);
    await post({ doc_type: SALES_PURCHASE_RULES.purchase.doc_type, total_harga: 4_000_000 }, [
      { from: boundaryPlace('EXTERNAL', 'T01'), to: bakiPlace('SP01A'), kode_group: '17K', kode_dept: 'CIN17', qty: 3, berat: '7.500' },
    ]);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);

    const { body } = await fetchReport(t, owner, report, { tanggal: TEST_TODAY });
    const row = body.data[0];
    expect(row).toMatchObject({
      kode_toko: 'T01',
      jumlah_saldo: Number(onTrays?.qty) - 1 + 3,
      berat_saldo: new Decimal(String(t01?.berat_saldo)).minus(a.berat).plus('7.5').toFixed(3),
      jumlah_penjualan: 1,
      berat_penjualan: new Decimal(a.berat).toFixed(3),
      harga_penjualan: 2_000_000,
      jumlah_pembelian: 3,
      berat_pembelian: '7.500',
      harga_pembelian: 4_000_000,
    });
    // The total row adds every store.
    const berat = body.data.reduce((s, r) => s.plus(String(r.berat_saldo)), new Decimal(0));
    expect(body.totals).toMatchObject({ jumlah_saldo: Number(before.body.totals.jumlah_saldo) + 2, berat_saldo: berat.toFixed(3), jumlah_penjualan: 1, harga_penjualan: 2_000_000, harga_pembelian: 4_000_000, berat_pembelian: '7.500' });

    // The day before: the balance as it stood, no sales.
    const [stood] = await rows<{ qty: number; berat: string }>(t.db, sql`SELECT COALESCE(SUM(qty), 0)::int AS qty, COALESCE(SUM(berat), 0)::numeric(14,3)::text AS berat
      FROM stock_movements WHERE place_toko = 'T01' AND place LIKE 'BAKI:%' AND tgl_system <= '2026-11-21'`);
    const yesterday = await fetchReport(t, owner, report, { tanggal: '2026-11-21' });
    expect(yesterday.body.data[0]).toMatchObject({ jumlah_saldo: Number(stood?.qty), berat_saldo: stood?.berat, jumlah_penjualan: 0 });

    const xlsx = await exportReportFile(t, owner, report, { tanggal: TEST_TODAY }, 'xlsx');
    const sheet = await firstSheet(xlsx.bytes);
    expect(sheet.getCell('G7').value).toBe(2_000_000);
    expect(sheet.getCell('A10').value).toBe('TOTAL');
    expect(sheet.getCell('J10').value).toEqual({ formula: 'SUM(J7:J9)', result: 4_000_000 });
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
