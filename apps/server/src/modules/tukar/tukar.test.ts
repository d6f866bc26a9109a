// The exchange through the real HTTP API on the demo chain: one transaction writes the buy-back (old gold
// into unsorted stock as lots) and the sale (new pieces to SOLD), the difference paid by the customer or by
// the shop; an underpayment, a wrong refund or a missing NIK writes nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PENJUALAN_MESSAGES as PM,
  PEMBELIAN_MESSAGES as P,
  pembelianApi,
  penjualanApi,
  tidakBolehKosong,
  tukarApi,
  validasiApi,
  type TukarBody,
} from '@kencana/core';
import { rows } from '../../db/client.ts';
import { checkLedgerInvariants } from '../../ledger/invariants.ts';
import { api, type ApiClient } from '../../testing/api-client.ts';
import report from '@kencana/core/reports/barang-tukar';
import ownerReport from '@kencana/core/reports/owner';
import { exportReportFile, fetchReport, pdfText } from '../../testing/report-testing.ts';
import { countRows } from '../../testing/racing.ts';
import { createTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: ApiClient;
let kode_sales: string;
const used = new Set<string>();

beforeAll(async () => {
  t = await createTestApp();
  owner = api(t, (await loginAs(t.app, 'owner', 'owner123')).token);
  const [sales] = await rows<{ kode_sales: string }>(t.db, sql`SELECT kode_sales FROM sales WHERE is_active ORDER BY kode_sales LIMIT 1`);
  kode_sales = sales!.kode_sales;
});
afterAll(async () => {
  await t?.close();
});

/** A piece on a T01 display tray not used yet. */
async function freshPiece(): Promise<string> {
  const found = await rows<{ kode_barcode: string }>(
    t.db,
    sql`SELECT kode_barcode FROM barang WHERE lokasi_kind = 'BAKI' AND kode_toko = 'T01' AND kode_baki LIKE 'KC%' ORDER BY kode_barcode LIMIT 50`,
  );
  const code = found.map((r) => r.kode_barcode).find((c) => !used.has(c))!;
  used.add(code);
  return code;
}

const customer = { nama: 'Rina Wati', no_ktp: '3273016001950003', no_hp: '087700001111', alamat: 'Jl. Dago 10' };
const oldGold = (harga: number) => ({
  nama_barang: 'Kalung Lama',
  kode_group: '17K',
  kode_dept: 'KAL17',
  berat: '6.500',
  kadar: '75',
  kondisi: 'TN',
  harga,
});

const written = async () => ({
  docs: await countRows(t.db, 'documents'),
  beli: await countRows(t.db, 'pembelian'),
  jual: await countRows(t.db, 'penjualan'),
  tukar: await countRows(t.db, 'barang_tukar'),
  lots: await countRows(t.db, 'stock_lots'),
});

const body = async (harga: number, pembayaran: TukarBody['pembayaran'], overrides: Partial<TukarBody> = {}): Promise<TukarBody> => ({
  kode_toko: 'T01',
  kode_sales,
  customer,
  barang_lama: [oldGold(harga)],
  barang_baru: [{ kode_barcode: await freshPiece(), diskon: 0 }],
  pembayaran,
  ...overrides,
});

describe('POST tukar-barang', () => {
  it('the customer pays the difference: one buy-back and one sale, settled TUKAR, change from cash', async () => {
    const input = await body(1_000_000, [{ jenis: 'CASH', jumlah: 100_000_000 }]);
    const saved = await owner.ok(tukarApi.simpanTukar, { body: input });
    expect(saved.message).toBe(P.tukarBerhasil);
    const d = saved.data;
    expect(d.no_tukar).toMatch(/^TKR-T01-/);
    expect(d.total_beli).toBe(1_000_000);
    expect(d.total_jual).toBeGreaterThan(1_000_000);
    expect(d.selisih).toBe(d.total_jual - 1_000_000);
    expect(d.dibayar_oleh).toBe('CUSTOMER');
    expect(d.kembalian).toBe(100_000_000 - d.selisih);

    // The exchange's sale reads back like any sale (its nota and slip are printed from it), TUKAR line included.
    const detail = await owner.ok(penjualanApi.detailPenjualan, { params: { no_faktur_jual: d.no_faktur_jual } });
    expect(detail.data.pembayaran.map((p) => p.jenis).sort()).toEqual(['CASH', 'TUKAR']);

    const bayarBeli = await rows<{ jenis: string; jumlah: number }>(
      t.db,
      sql`SELECT jenis, jumlah::int AS jumlah FROM pembelian_bayar WHERE no_faktur_beli = ${d.no_faktur_beli} ORDER BY line_no`,
    );
    expect(bayarBeli).toEqual([{ jenis: 'TUKAR', jumlah: 1_000_000 }]);
    const bayarJual = await rows<{ jenis: string; jumlah: number }>(
      t.db,
      sql`SELECT jenis, jumlah::bigint AS jumlah FROM penjualan_bayar WHERE no_faktur_jual = ${d.no_faktur_jual} ORDER BY jenis`,
    );
    expect(bayarJual.map((b) => [b.jenis, Number(b.jumlah)])).toEqual([
      ['CASH', 100_000_000],
      ['TUKAR', 1_000_000],
    ]);
    const [piece] = await rows<{ lokasi_kind: string }>(
      t.db,
      sql`SELECT lokasi_kind FROM barang WHERE kode_barcode = ${input.barang_baru[0]!.kode_barcode}`,
    );
    expect(piece?.lokasi_kind).toBe('SOLD');
    const [lot] = await rows<{ lokasi: string }>(t.db, sql`SELECT lokasi FROM stock_lots WHERE kode_lot = ${`${d.no_faktur_beli}/1`}`);
    expect(lot?.lokasi).toBe('BELI:T01');
    const [link] = await rows<{ no_faktur_beli: string; selisih: number }>(
      t.db,
      sql`SELECT no_faktur_beli, selisih::bigint AS selisih FROM barang_tukar WHERE no_tukar = ${d.no_tukar}`,
    );
    expect(link).toMatchObject({ no_faktur_beli: d.no_faktur_beli });
    expect(Number(link?.selisih)).toBe(d.selisih);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);

    // The buy-back of an exchange is not cancelled on its own.
    const cancel = await owner.call(pembelianApi.batalPembelian, { body: { no_faktur_beli: d.no_faktur_beli, alasan: 'x' } });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toContain(P.pembelianBagianTukar);
    // Nor is its sale: the old gold would stay bought with nothing paid for it.
    const documentsBefore = await countRows(t.db, 'documents');
    const cancelSale = await owner.call(penjualanApi.batalPenjualan, { body: { no_faktur_jual: d.no_faktur_jual, alasan: 'x' } });
    expect(cancelSale.status).toBe(409);
    expect(cancelSale.body.message).toContain(PM.penjualanBagianTukar);
    expect(await countRows(t.db, 'documents')).toBe(documentsBefore);
    expect(piece?.lokasi_kind).toBe('SOLD');

    // The day's validation lists the exchange's sale with the money the counter took in: the settled part
    // (TUKAR) is old gold, not money, and is not a method to count (it once broke the whole list).
    const day = await owner.ok(validasiApi.dataValidasiJualBeli, { query: {} });
    const row = day.data.rows.find((r) => r.no_faktur === d.no_faktur_jual);
    expect(row).toBeTruthy();
    expect(row!.uang.map((u) => u.jenis)).not.toContain('TUKAR');
  });

  it('the shop pays the difference back, exactly, CASH or TRANSFER', async () => {
    const B = 90_000_000;
    const probe = await owner.call(tukarApi.simpanTukar, { body: await body(B, [{ jenis: 'CASH', jumlah: 1 }]) });
    // The refund must be exact: the answer names the mismatch and nothing is written.
    expect(probe.status).toBe(400);
    expect(probe.body.message).toContain(P.pembayaranTidakSesuai);
    // Without the refund the answer names what the sale settles (Bayar = S): the shop owes B − S.
    const code = await freshPiece();
    const first = await owner.call(tukarApi.simpanTukar, {
      body: { ...(await body(B, [])), barang_baru: [{ kode_barcode: code, diskon: 0 }] },
    });
    expect(first.status).toBe(400);
    const S = Number(/Bayar Rp ([\d.]+)/.exec(first.body.message)?.[1]?.replace(/\./g, '') ?? NaN);
    expect(S).toBeGreaterThan(0);
    const saved = await owner.ok(tukarApi.simpanTukar, {
      body: {
        ...(await body(B, [{ jenis: 'TRANSFER', jumlah: B - S, kode_bank: 'BCA' }])),
        barang_baru: [{ kode_barcode: code, diskon: 0 }],
      },
    });
    expect(saved.data).toMatchObject({ total_beli: B, total_jual: S, selisih: S - B, dibayar_oleh: 'TOKO', kembalian: 0 });
    const bayarBeli = await rows<{ jenis: string; jumlah: number }>(
      t.db,
      sql`SELECT jenis, jumlah::bigint AS jumlah FROM pembelian_bayar WHERE no_faktur_beli = ${saved.data.no_faktur_beli} ORDER BY line_no`,
    );
    expect(bayarBeli.map((b) => [b.jenis, Number(b.jumlah)])).toEqual([
      ['TUKAR', S],
      ['TRANSFER', B - S],
    ]);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it('refuses an underpayment, writing nothing (neither the buy-back nor the sale)', async () => {
    const before = await written();
    const answer = await owner.call(tukarApi.simpanTukar, { body: await body(1_000_000, [{ jenis: 'CASH', jumlah: 1 }]) });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(PM.pembayaranKurang);
    expect(await written()).toEqual(before);
  });

  it("prices the new pieces by the sale's rules before the buy-back: a sold piece or a discount above the price is refused with the sale's text, writing nothing", async () => {
    const [piece] = await rows<{ kode_barcode: string }>(
      t.db,
      sql`SELECT kode_barcode FROM barang WHERE lokasi_kind = 'SOLD' AND kode_toko = 'T01' ORDER BY kode_barcode LIMIT 1`,
    );
    const before = await written();
    const again = await owner.call(tukarApi.simpanTukar, {
      body: await body(1, [{ jenis: 'CASH', jumlah: 100_000_000 }], { barang_baru: [{ kode_barcode: piece!.kode_barcode, diskon: 0 }] }),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`${PM.barangSudahTerjual} (${piece!.kode_barcode})`);
    const code = await freshPiece();
    const discount = await owner.call(tukarApi.simpanTukar, {
      body: await body(1, [{ jenis: 'CASH', jumlah: 100_000_000 }], { barang_baru: [{ kode_barcode: code, diskon: 1_000_000_000_000 }] }),
    });
    expect(discount.status).toBe(400);
    expect(discount.body.message).toBe(`${PM.diskonMelebihiBatas} (${code})`);
    expect(await written()).toEqual(before);
  });

  it('refuses a missing NIK or no new piece, writing nothing', async () => {
    const before = await written();
    const noNik = await owner.call(tukarApi.simpanTukar, {
      body: { ...(await body(1_000_000, [])), customer: { ...customer, no_ktp: '' } },
    });
    expect(noNik.status).toBe(400);
    expect(noNik.body.message).toContain(tidakBolehKosong('No KTP'));
    const noNew = await owner.call(tukarApi.simpanTukar, { body: { ...(await body(1_000_000, [])), barang_baru: [] } });
    expect(noNew.status).toBe(400);
    expect(noNew.body.message).toBe(P.barangBaruKosong);
    const badWeight = await owner.call(tukarApi.simpanTukar, {
      body: { ...(await body(1_000_000, [])), barang_lama: [{ ...oldGold(1), berat: '1.0001' }] },
    });
    expect(badWeight.status).toBe(400);
    expect(await written()).toEqual(before);
  });

  it('/laporan-barang-tukar lists the exchanges with both sides, totals and exports', async () => {
    const token = owner.token as string;
    const [today] = await rows<{ d: string }>(t.db, sql`SELECT to_char(tgl_system, 'YYYY-MM-DD') AS d FROM tokos WHERE kode_toko = 'T01'`);
    const { status, body: answer } = await fetchReport(t, token, report, { tgl_from: today!.d, tgl_to: today!.d, kode_toko: 'T01' });
    expect(status).toBe(200);
    expect(answer.message).toBe(P.dataBarangTukarTersedia);
    expect(answer.data).toHaveLength(2);
    expect(answer.data.map((r) => r.dibayar_oleh).sort()).toEqual(['CUSTOMER', 'TOKO']);
    expect(answer.data[0]).toMatchObject({ berat_beli: '6.500' });
    expect(answer.totals).toMatchObject({ berat_beli: '13.000', total_beli: 91_000_000 });
    const pdf = await exportReportFile(t, token, report, { tgl_from: today!.d, tgl_to: today!.d, kode_toko: 'T01' }, 'pdf');
    expect(await pdfText(pdf.bytes)).toContain('LAPORAN BARANG TUKAR');
    const xlsx = await exportReportFile(t, token, report, { tgl_from: today!.d, tgl_to: today!.d, kode_toko: 'T01' }, 'xlsx');
    expect(xlsx.status).toBe(200);
    // /laporan-owner: the sales and purchase columns are the sale and buy-back tables' figures of the day.
    const [books] = await rows<{ jual: number; n_jual: number; beli: number; berat_beli: string }>(
      t.db,
      sql`SELECT (SELECT COALESCE(SUM(total_harga), 0) FROM penjualan WHERE kode_toko = 'T01' AND tgl_system = ${today!.d} AND status <> 'BATAL')::bigint AS jual,
                 (SELECT COUNT(*) FROM penjualan_detail d JOIN penjualan j USING (no_faktur_jual) WHERE j.kode_toko = 'T01' AND j.tgl_system = ${today!.d} AND j.status <> 'BATAL')::int AS n_jual,
                 (SELECT COALESCE(SUM(total_harga), 0) FROM pembelian WHERE kode_toko = 'T01' AND tgl_system = ${today!.d} AND no_batal IS NULL)::bigint AS beli,
                 (SELECT COALESCE(SUM(total_berat), 0) FROM pembelian WHERE kode_toko = 'T01' AND tgl_system = ${today!.d} AND no_batal IS NULL)::numeric(14,3)::text AS berat_beli`,
    );
    const owners = await fetchReport(t, token, ownerReport, { tanggal: today!.d });
    expect(owners.body.data.find((r) => r.kode_toko === 'T01')).toMatchObject({
      jumlah_penjualan: books!.n_jual,
      harga_penjualan: Number(books!.jual),
      harga_pembelian: Number(books!.beli),
      berat_pembelian: books!.berat_beli,
    });
    const empty = await fetchReport(t, token, report, { tgl_from: '2020-01-01', tgl_to: '2020-01-02', kode_toko: 'T01' });
    expect(empty.body).toMatchObject({ message: P.barangTukarTidakAda, data: [] });
  });

  it('cancels an exchange whole: both documents reversed in one transaction, a second cancel refused', async () => {
    const saved = await owner.ok(tukarApi.simpanTukar, { body: await body(2_000_000, [{ jenis: 'CASH', jumlah: 100_000_000 }]) });
    const piece = await rows<{ kode_barcode: string }>(
      t.db,
      sql`SELECT kode_barcode FROM penjualan_detail WHERE no_faktur_jual = ${saved.data.no_faktur_jual}`,
    );
    const cancelled = await owner.ok(tukarApi.batalTukar, { body: { no_tukar: saved.data.no_tukar, alasan: 'customer berubah pikiran' } });
    expect(cancelled.message).toBe(P.tukarBerhasilDibatalkan);
    expect(cancelled.data.no_batal_beli).toMatch(/^BBL-T01-/);
    const [item] = await rows<{ lokasi_kind: string }>(
      t.db,
      sql`SELECT lokasi_kind FROM barang WHERE kode_barcode = ${piece[0]!.kode_barcode}`,
    );
    expect(item?.lokasi_kind).toBe('BAKI');
    const [lot] = await rows<{ lokasi_kind: string }>(
      t.db,
      sql`SELECT lokasi_kind FROM stock_lots WHERE kode_lot = ${`${saved.data.no_faktur_beli}/1`}`,
    );
    expect(lot?.lokasi_kind).toBe('CUSTOMER');
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
    const before = await written();
    const twice = await owner.call(tukarApi.batalTukar, { body: { no_tukar: saved.data.no_tukar, alasan: 'lagi' } });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(P.tukarSudahDibatalkan);
    expect(await written()).toEqual(before);
  });

  it('refuses to cancel an exchange whose old gold has been sorted, writing nothing', async () => {
    const saved = await owner.ok(tukarApi.simpanTukar, { body: await body(2_000_000, [{ jenis: 'CASH', jumlah: 100_000_000 }]) });
    await t.db.execute(sql`UPDATE pembelian_detail SET no_sortir = 'SR-UJI-0002' WHERE no_faktur_beli = ${saved.data.no_faktur_beli}`);
    const before = await written();
    const refused = await owner.call(tukarApi.batalTukar, { body: { no_tukar: saved.data.no_tukar, alasan: 'batal' } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(P.pembelianSudahDisortir);
    expect(await written()).toEqual(before);
    const [sale] = await rows<{ status: string }>(
      t.db,
      sql`SELECT status FROM penjualan WHERE no_faktur_jual = ${saved.data.no_faktur_jual}`,
    );
    expect(sale?.status).not.toBe('BATAL');
  });
});
