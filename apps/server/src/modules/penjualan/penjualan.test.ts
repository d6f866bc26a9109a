import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { MESSAGES, PENJUALAN_MESSAGES as PM, penjualanApi, type PenjualanBody } from '@kencana/core';
import { rows, type Db } from '../../db/client.ts';
import { checkLedgerInvariants } from '../../ledger/invariants.ts';
import { accountCode, akun } from '../../ledger/money-accounts.ts';
import {
  buildBarang,
  buildGroup,
  buildJenis,
  buildMarketplace,
  buildMember,
  buildPointRule,
  buildPriceRule,
  buildSales,
  buildStore,
  buildSystemParameter,
  buildTray,
  buildUser,
  signInAgain,
  type BuiltBarang,
  type BuiltStore,
  type BuiltUser,
} from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { HARGA_100 } from '@kencana/core';

/** Two stores with display trays A-C, one category priced as it is (harga_100%) at 1,520,000 a gram. */
interface World {
  home: BuiltStore & { A: string; B: string; C: string };
  branch: BuiltStore & { A: string; B: string; C: string };
  cat: { kode_group: string; kode_dept: string };
  ownerUser: BuiltUser;
}
async function openWorld(t: TestApp): Promise<World> {
  const store = async () => {
    const built = await buildStore(t);
    const tray = async () => (await buildTray(t, { kode_toko: built.kode_toko })).kode_baki;
    return { ...built, A: await tray(), B: await tray(), C: await tray() };
  };
  const home = await store();
  const branch = await store();
  await buildPriceRule(t, HARGA_100);
  const { kode_group } = await buildGroup(t, { harga: 1_520_000, persentase: '75.00' });
  const { kode_dept } = await buildJenis(t, { kode_group });
  return { home, branch, cat: { kode_group, kode_dept }, ownerUser: await buildUser(t, { kode_toko: home.kode_toko, level: 'OWN' }) };
}
async function item(db: Db, kode_barcode: string): Promise<{ lokasi: string | null }> {
  const [found] = await rows<{ lokasi: string | null }>(db, sql`SELECT lokasi FROM barang WHERE kode_barcode = ${kode_barcode}`);
  if (!found) throw new Error(`no item ${kode_barcode}`);
  return found;
}

let t: TestApp;
let w: World;
let kasir: BuiltUser;
let owner: BuiltUser;
let kode_sales: string;
let kode_marketplace: string;

const COUNTER_MENUS = ['/transaksi-penjualan', '/lihat-penjualan', '/batal-penjualan'];
/** 1,520,000 a gram (harga_100%): 2.345 g → 3,564,400 → rounded up to 3,564,500. */
const HARGA_EMAS = 3_564_500;
const ONGKOS = 50_000;
const ATRIBUT = 25_000;

const piece = (kode_baki = w.home.A): Promise<BuiltBarang> =>
  buildBarang(t, {
    kode_baki,
    berat: '2.345',
    kode_group: w.cat.kode_group,
    kode_dept: w.cat.kode_dept,
    form: { ongkos: ONGKOS, harga_atribut: ATRIBUT, nama_atribut: 'ZIRKON' },
  });

const sale = (codes: string[], overrides: Partial<PenjualanBody> = {}): PenjualanBody => ({
  kode_sales,
  customer: { nama: 'Ibu Sari', no_hp: '08123456789', alamat: 'Jl. Melati 3' },
  detail_barang: codes.map((kode_barcode) => ({ kode_barcode })),
  pembayaran: [{ jenis: 'CASH', jumlah: 10_000_000 }],
  ...overrides,
});

interface Counts {
  documents: number;
  movements: number;
  penjualan: number;
  detail: number;
  bayar: number;
  mutasi: number;
  barang_hash: string;
}
async function counts(db: Db): Promise<Counts> {
  const [row] = await rows<Counts>(
    db,
    sql`SELECT (SELECT count(*) FROM documents)::int AS documents, (SELECT count(*) FROM stock_movements)::int AS movements,
               (SELECT count(*) FROM penjualan)::int AS penjualan, (SELECT count(*) FROM penjualan_detail)::int AS detail,
               (SELECT count(*) FROM penjualan_bayar)::int AS bayar, (SELECT count(*) FROM barang_mutasi)::int AS mutasi,
               (SELECT md5(string_agg(kode_barcode || coalesce(lokasi, ''), ',' ORDER BY kode_barcode)) FROM barang) AS barang_hash`,
  );
  return row as Counts;
}

async function refusedWithNothingWritten(user: BuiltUser, body: unknown, status: number, message: string | RegExp) {
  const before = await counts(t.db);
  const response = await user.client.post('penjualan', body);
  expect(response.statusCode, response.body).toBe(status);
  const text = response.json().message as string;
  if (typeof message === 'string') expect(text).toBe(message);
  else expect(text).toMatch(message);
  expect(await counts(t.db)).toEqual(before);
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  w = await openWorld(t);
  kasir = await buildUser(t, { kode_toko: w.home.kode_toko, level: 'KASIR', menus: COUNTER_MENUS });
  owner = w.ownerUser;
  kode_sales = await buildSales(t, { nama_sales: 'DEWI' });
  kode_marketplace = await buildMarketplace(t, { nama_marketplace: 'TOKOPEDIA' });
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
});

describe('POST penjualan', () => {
  it('sells two pieces with a split payment: priced at the gold price of the day, pieces to SOLD, change from cash', async () => {
    const a = await piece();
    const b = await piece(w.home.B);
    const perPiece = HARGA_EMAS + ONGKOS + ATRIBUT; // 3,639,500
    const total = perPiece * 2 - 10_000; // the second line has a 10,000 discount (under the cashier's 2%)
    const answer = await kasir.client.ok(penjualanApi.simpanPenjualan, {
      body: sale([a.kode_barcode, b.kode_barcode], {
        detail_barang: [{ kode_barcode: a.kode_barcode }, { kode_barcode: b.kode_barcode, diskon: 10_000 }],
        pembayaran: [
          { jenis: 'CASH', jumlah: 1_300_000 },
          { jenis: 'TRANSFER', jumlah: 3_000_000, kode_bank: 'bca', no_referensi: 'TRX-1' },
          { jenis: 'KREDIT', jumlah: 2_000_000, kode_bank: 'BNI' },
          { jenis: 'MARKETPLACE', jumlah: 1_000_000, kode_marketplace, no_referensi: 'INV/123' },
        ],
      }),
    });
    expect(answer.message).toBe(PM.penjualanBerhasil);
    expect(answer.data.no_faktur_jual).toMatch(new RegExp(`^FJ-${w.home.kode_toko}-`));
    expect(answer.data.total_harga).toBe(total);
    expect(answer.data.total_bayar).toBe(7_300_000);
    expect(answer.data.kembalian).toBe(7_300_000 - total);
    expect(answer.data.poin).toBe(0);
    expect(
      answer.data.detail_barang.map((l) => [l.kode_barcode, l.harga_per_gram, l.harga_emas, l.ongkos, l.harga_atribut, l.diskon, l.harga]),
    ).toEqual([
      [a.kode_barcode, 1_520_000, HARGA_EMAS, ONGKOS, ATRIBUT, 0, perPiece],
      [b.kode_barcode, 1_520_000, HARGA_EMAS, ONGKOS, ATRIBUT, 10_000, perPiece - 10_000],
    ]);
    for (const code of [a.kode_barcode, b.kode_barcode]) expect((await item(t.db, code)).lokasi).toBe(`SOLD:${w.home.kode_toko}`);
    const [doc] = await rows<{ doc_type: string; total_harga: string }>(
      t.db,
      sql`SELECT doc_type, total_harga::text AS total_harga FROM documents WHERE doc_no = ${answer.data.no_faktur_jual}`,
    );
    expect(doc).toEqual({ doc_type: 'PENJUALAN', total_harga: String(total) });
    const pays = await rows<{ jenis: string; jumlah: string; kode_bank: string }>(
      t.db,
      sql`SELECT jenis, jumlah::text AS jumlah, kode_bank FROM penjualan_bayar WHERE no_faktur_jual = ${answer.data.no_faktur_jual} ORDER BY id`,
    );
    expect(pays.map((p) => [p.jenis, p.jumlah, p.kode_bank])).toEqual([
      ['CASH', '1300000', ''],
      ['TRANSFER', '3000000', 'BCA'],
      ['KREDIT', '2000000', 'BNI'],
      ['MARKETPLACE', '1000000', ''],
    ]);
    // The money ledger: each method to its account, the change out of the drawer, the price
    // against PENJUALAN — Σ = 0; the drawer moves by the cash kept only.
    const toko = w.home.kode_toko;
    const money = await rows<{ kode_akun: string; jumlah: string }>(
      t.db,
      sql`SELECT kode_akun, jumlah::text AS jumlah FROM money_entries WHERE doc_no = ${answer.data.no_faktur_jual} ORDER BY line_no`,
    );
    expect(money.map((m) => [m.kode_akun, Number(m.jumlah)])).toEqual([
      [accountCode(akun.kas(toko)), 1_300_000],
      [accountCode(akun.kliring(toko, 'TRANSFER')), 3_000_000],
      [accountCode(akun.kliring(toko, 'KREDIT')), 2_000_000],
      [accountCode(akun.kliring(toko, 'MARKETPLACE')), 1_000_000],
      [accountCode(akun.kas(toko)), -(7_300_000 - total)],
      [accountCode(akun.penjualan(toko)), -total],
    ]);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it("uses the ongkos typed at the counter instead of the item's own", async () => {
    const a = await piece();
    const answer = await kasir.client.ok(penjualanApi.simpanPenjualan, {
      body: sale([a.kode_barcode], { detail_barang: [{ kode_barcode: a.kode_barcode, ongkos: 0 }] }),
    });
    expect(answer.data.total_harga).toBe(HARGA_EMAS + ATRIBUT);
  });

  it("refuses an unknown barcode, a sold piece, another store's piece — nothing written", async () => {
    await refusedWithNothingWritten(kasir, sale(['ZZZZ9999']), 404, `${MESSAGES.barangTidakDiTemukan} (ZZZZ9999)`);
    const sold = await piece();
    await kasir.client.ok(penjualanApi.simpanPenjualan, { body: sale([sold.kode_barcode]) });
    const fresh = await piece();
    await refusedWithNothingWritten(
      kasir,
      sale([fresh.kode_barcode, sold.kode_barcode]),
      409,
      `${PM.barangSudahTerjual} (${sold.kode_barcode})`,
    );
    const elsewhere = await piece(w.branch.A);
    await refusedWithNothingWritten(kasir, sale([elsewhere.kode_barcode]), 409, `${PM.barangBukanTokoIni} (${elsewhere.kode_barcode})`);
    await refusedWithNothingWritten(
      kasir,
      sale([fresh.kode_barcode, fresh.kode_barcode]),
      400,
      `${MESSAGES.kodeBarcodeTersebutSudahAdaDitabel} (${fresh.kode_barcode})`,
    );
  });

  it("refuses underpayment, non-cash over the total and a discount over the level's limit — nothing written", async () => {
    const a = await piece();
    const price = HARGA_EMAS + ONGKOS + ATRIBUT;
    await refusedWithNothingWritten(
      kasir,
      sale([a.kode_barcode], { pembayaran: [{ jenis: 'CASH', jumlah: price - 500 }] }),
      400,
      `${PM.pembayaranKurang} (Rp. 500)`,
    );
    await refusedWithNothingWritten(
      kasir,
      sale([a.kode_barcode], { pembayaran: [{ jenis: 'QRIS', jumlah: price + 1000 }] }),
      400,
      PM.nonTunaiMelebihiTotal,
    );
    // KASIR's default limit is 2% of the line before discount: 72,790 on 3,639,500.
    await refusedWithNothingWritten(
      kasir,
      sale([a.kode_barcode], { detail_barang: [{ kode_barcode: a.kode_barcode, diskon: 72_791 }] }),
      400,
      `${PM.diskonMelebihiBatas} (${a.kode_barcode})`,
    );
    // The limit is a Para System value per level.
    await buildSystemParameter(t, 'diskon_maks_kasir', '0');
    await refusedWithNothingWritten(
      kasir,
      sale([a.kode_barcode], { detail_barang: [{ kode_barcode: a.kode_barcode, diskon: 1 }] }),
      400,
      `${PM.diskonMelebihiBatas} (${a.kode_barcode})`,
    );
    await buildSystemParameter(t, 'diskon_maks_kasir', '2');
    // The owner may give any discount.
    const given = await owner.client.ok(penjualanApi.simpanPenjualan, {
      body: sale([a.kode_barcode], { detail_barang: [{ kode_barcode: a.kode_barcode, diskon: 500_000 }], kode_toko: w.home.kode_toko }),
    });
    expect(given.data.total_harga).toBe(price - 500_000);
  });

  it('refuses an unknown sales person, marketplace, member, a missing bank or customer — nothing written', async () => {
    const a = await piece();
    await refusedWithNothingWritten(kasir, sale([a.kode_barcode], { kode_sales: 'NOBODY' }), 404, PM.salesTidakDitemukan);
    await refusedWithNothingWritten(
      kasir,
      sale([a.kode_barcode], { pembayaran: [{ jenis: 'MARKETPLACE', jumlah: 9_000_000, kode_marketplace: 'NOPE', no_referensi: '1' }] }),
      404,
      `${PM.marketplaceTidakDitemukan} (NOPE)`,
    );
    await refusedWithNothingWritten(
      kasir,
      sale([a.kode_barcode], { pembayaran: [{ jenis: 'TRANSFER', jumlah: 9_000_000 }] }),
      400,
      PM.bankHarusDiisi,
    );
    await refusedWithNothingWritten(
      kasir,
      sale([a.kode_barcode], { pembayaran: [{ jenis: 'MARKETPLACE', jumlah: 9_000_000, kode_marketplace }] }),
      400,
      PM.marketplaceHarusDiisi,
    );
    await refusedWithNothingWritten(kasir, sale([a.kode_barcode], { customer: undefined }), 400, PM.customerHarusDiisi);
    await refusedWithNothingWritten(
      kasir,
      sale([a.kode_barcode], { kode_member: 'M-NOBODY', customer: undefined }),
      404,
      PM.memberTidakDitemukan,
    );
    await refusedWithNothingWritten(kasir, sale([a.kode_barcode], { pembayaran: [] }), 400, PM.pembayaranKosong);
    await refusedWithNothingWritten(
      kasir,
      sale([a.kode_barcode], { pembayaran: [{ jenis: 'CASH', jumlah: 0 }] }),
      400,
      PM.jumlahBayarTidakValid,
    );
    await refusedWithNothingWritten(
      kasir,
      sale([a.kode_barcode], { detail_barang: [{ kode_barcode: a.kode_barcode, diskon: -5 }] }),
      400,
      MESSAGES.nilaiHarusAngka,
    );
    await refusedWithNothingWritten(kasir, sale([]), 400, MESSAGES.dataBaragTidakBolehKosong);
  });

  it('is refused without the menu, and to staff naming another store', async () => {
    const a = await piece();
    const stranger = await buildUser(t, { kode_toko: w.home.kode_toko, level: 'KASIR', menus: ['/data-barang'] });
    await refusedWithNothingWritten(stranger, sale([a.kode_barcode]), 403, MESSAGES.aksesDitolak);
    await refusedWithNothingWritten(kasir, sale([a.kode_barcode], { kode_toko: w.branch.kode_toko }), 403, MESSAGES.aksesTokoLainDitolak);
  });
});

describe('members and points', () => {
  it('a member sale earns points by Parameter Point JUAL; its cancel takes them back; a spent balance refuses the cancel', async () => {
    await buildPointRule(t, { kode_point: 'JUAL', kelipatan: 1_000_000, poin: 2 });
    const m = await buildMember(t, {
      kode_toko: w.branch.kode_toko,
      nama_member: 'PAK BUDI',
      no_hp: '081298765432',
      alamat: 'JL. KENANGA 7',
    });
    const balance = async () =>
      Number((await rows<{ poin: number }>(t.db, sql`SELECT poin FROM member WHERE kode_member = ${m.kode_member}`))[0]?.poin);
    const a = await piece();
    // A card registered at another store works chain-wide; the member's name stands on the sale, their phone
    // masked and their address left out (this store's staff read the sale; the personal data stays at home).
    const sold = await kasir.client.ok(penjualanApi.simpanPenjualan, {
      body: sale([a.kode_barcode], { kode_member: m.kode_member, customer: undefined }),
    });
    expect(sold.data.poin).toBe(6); // 3,639,500 → 3 × 2
    expect(await balance()).toBe(6);
    const [head] = await rows<{ nama_customer: string; kode_member: string; poin: number; no_hp: string; alamat: string }>(
      t.db,
      sql`SELECT nama_customer, kode_member, poin, no_hp, alamat FROM penjualan WHERE no_faktur_jual = ${sold.data.no_faktur_jual}`,
    );
    expect(head).toEqual({ nama_customer: 'PAK BUDI', kode_member: m.kode_member, poin: 6, no_hp: '0812*****432', alamat: '' });
    const cancelled = await kasir.client.ok(penjualanApi.batalPenjualan, {
      body: { no_faktur_jual: sold.data.no_faktur_jual, alasan: 'batal' },
    });
    expect(cancelled.data.poin_dikembalikan).toBe(6);
    expect(await balance()).toBe(0);

    // Points already spent: the cancel would make the balance negative, so it is refused and nothing moves.
    const b = await piece();
    const again = await kasir.client.ok(penjualanApi.simpanPenjualan, { body: sale([b.kode_barcode], { kode_member: m.kode_member }) });
    // The member spends them at once (a manual correction by the owner, /transaksi-poin).
    expect((await owner.client.post('member/poin', { kode_member: m.kode_member, poin: -6, keterangan: 'TUKAR DI LUAR' })).statusCode).toBe(
      200,
    );
    const before = await counts(t.db);
    const refused = await kasir.client.call(penjualanApi.batalPenjualan, {
      body: { no_faktur_jual: again.data.no_faktur_jual, alasan: 'batal' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'Poin Member Tidak Cukup (Sisa 0)' });
    expect(await counts(t.db)).toEqual(before);
    expect((await item(t.db, b.kode_barcode)).lokasi).toBe(`SOLD:${w.home.kode_toko}`);
  });

  it('a walk-in sale earns no points', async () => {
    const a = await piece();
    expect((await kasir.client.ok(penjualanApi.simpanPenjualan, { body: sale([a.kode_barcode]) })).data.poin).toBe(0);
  });
});

describe('GET penjualan/barang (the scan)', () => {
  it("answers the piece priced for today with the discount limit; refuses a sold piece and another store's", async () => {
    const a = await piece();
    const found = await kasir.client.ok(penjualanApi.barangJual, { query: { kode_barcode: `${a.kode_barcode}XYZ` } });
    expect(found.data).toMatchObject({
      kode_barcode: a.kode_barcode,
      berat: '2.345',
      harga_per_gram: 1_520_000,
      harga_emas: HARGA_EMAS,
      ongkos: ONGKOS,
      harga_atribut: ATRIBUT,
      diskon_maks_persen: 2,
      foto: null,
    });
    await kasir.client.ok(penjualanApi.simpanPenjualan, { body: sale([a.kode_barcode]) });
    const again = await kasir.client.call(penjualanApi.barangJual, { query: { kode_barcode: a.kode_barcode } });
    expect(again).toMatchObject({ status: 409, body: { message: `${PM.barangSudahTerjual} (${a.kode_barcode})` } });
    const elsewhere = await piece(w.branch.A);
    expect(await kasir.client.call(penjualanApi.barangJual, { query: { kode_barcode: elsewhere.kode_barcode } })).toMatchObject({
      status: 409,
    });
  });
});

describe('POST penjualan/batal', () => {
  it('puts the pieces back on their trays, counts the money back, and refuses a second cancel', async () => {
    const a = await piece(w.home.C);
    const sold = await kasir.client.ok(penjualanApi.simpanPenjualan, { body: sale([a.kode_barcode]) });
    const cancelled = await kasir.client.ok(penjualanApi.batalPenjualan, {
      body: { no_faktur_jual: sold.data.no_faktur_jual, alasan: 'salah ukuran' },
    });
    expect(cancelled.message).toBe(PM.penjualanBerhasilDibatalkan);
    expect(cancelled.data.no_batal).toMatch(/^BFJ-/);
    expect((await item(t.db, a.kode_barcode)).lokasi).toBe(`BAKI:${w.home.C}`);
    const [head] = await rows<{ status: string; alasan_batal: string; no_batal: string }>(
      t.db,
      sql`SELECT status, alasan_batal, no_batal FROM penjualan WHERE no_faktur_jual = ${sold.data.no_faktur_jual}`,
    );
    expect(head).toEqual({ status: 'BATAL', alasan_batal: 'SALAH UKURAN', no_batal: cancelled.data.no_batal });
    const [reversal] = await rows<{ doc_type: string; reverses_doc_no: string; total_harga: string }>(
      t.db,
      sql`SELECT doc_type, reverses_doc_no, total_harga::text AS total_harga FROM documents WHERE doc_no = ${cancelled.data.no_batal}`,
    );
    expect(reversal).toEqual({
      doc_type: 'BATAL_PENJUALAN',
      reverses_doc_no: sold.data.no_faktur_jual,
      total_harga: String(sold.data.total_harga),
    });
    const before = await counts(t.db);
    const twice = await kasir.client.call(penjualanApi.batalPenjualan, {
      body: { no_faktur_jual: sold.data.no_faktur_jual, alasan: 'lagi' },
    });
    expect(twice).toMatchObject({ status: 409, body: { message: PM.penjualanSudahDibatalkan } });
    expect(await counts(t.db)).toEqual(before);
    // The piece sells again after the cancel.
    await kasir.client.ok(penjualanApi.simpanPenjualan, { body: sale([a.kode_barcode]) });
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it("refuses an unknown number, a missing reason, another store's staff", async () => {
    const unknown = await kasir.client.call(penjualanApi.batalPenjualan, { body: { no_faktur_jual: 'FJ-NOPE', alasan: 'x' } });
    expect(unknown).toMatchObject({ status: 404, body: { message: PM.penjualanTidakDitemukan } });
    const a = await piece();
    const sold = await kasir.client.ok(penjualanApi.simpanPenjualan, { body: sale([a.kode_barcode]) });
    const noReason = await kasir.client.post('penjualan/batal', { no_faktur_jual: sold.data.no_faktur_jual, alasan: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Alasan Harus Diisi');
    const branchKasir = await buildUser(t, { kode_toko: w.branch.kode_toko, level: 'KASIR', menus: COUNTER_MENUS });
    const before = await counts(t.db);
    const other = await branchKasir.client.call(penjualanApi.batalPenjualan, {
      body: { no_faktur_jual: sold.data.no_faktur_jual, alasan: 'x' },
    });
    // Another store's sale, named by its number, answers as one that does not exist.
    expect(other).toMatchObject({ status: 404, body: { message: PM.penjualanTidakDitemukan } });
    expect(await counts(t.db)).toEqual(before);
  });

  it("staff cancel only on the sale's business day; OWN/SU any day", async () => {
    const a = await piece();
    const b = await piece();
    const first = await kasir.client.ok(penjualanApi.simpanPenjualan, { body: sale([a.kode_barcode]) });
    const second = await kasir.client.ok(penjualanApi.simpanPenjualan, { body: sale([b.kode_barcode]) });
    // The next day: the store was closed (its business date moved on).
    t.setNow('2026-11-23T09:00:00+07:00');
    await t.db.execute(sql`UPDATE tokos SET tgl_system = '2026-11-23' WHERE kode_toko = ${w.home.kode_toko}`);
    t.deps.sessions.forgetHere({ kode_toko: w.home.kode_toko });
    try {
      const again = await signInAgain(t, kasir);
      const before = await counts(t.db);
      const late = await again.call(penjualanApi.batalPenjualan, { body: { no_faktur_jual: first.data.no_faktur_jual, alasan: 'besok' } });
      expect(late).toMatchObject({ status: 403, body: { message: PM.batalPenjualanHanyaHariIni } });
      expect(await counts(t.db)).toEqual(before);
      const ownerAgain = await signInAgain(t, owner);
      const done = await ownerAgain.ok(penjualanApi.batalPenjualan, {
        body: { no_faktur_jual: second.data.no_faktur_jual, alasan: 'owner' },
      });
      expect(done.data.no_batal).toMatch(new RegExp(`^BFJ-${w.home.kode_toko}-261123-`));
      expect((await item(t.db, b.kode_barcode)).lokasi).toBe(`BAKI:${w.home.A}`);
    } finally {
      t.setNow('2026-11-22T10:00:00+07:00');
      await t.db.execute(sql`UPDATE tokos SET tgl_system = '2026-11-22' WHERE kode_toko = ${w.home.kode_toko}`);
      t.deps.sessions.forgetHere({ kode_toko: w.home.kode_toko });
    }
  });
});

describe('lihat penjualan, nota, setting nota', () => {
  it("lists by number, barcode and period; answers the detail and the nota PDF with the store's texts", async () => {
    const a = await piece();
    const sold = await kasir.client.ok(penjualanApi.simpanPenjualan, {
      body: sale([a.kode_barcode], { pembayaran: [{ jenis: 'CASH', jumlah: 4_000_000 }] }),
    });
    const byBarcode = await kasir.client.ok(penjualanApi.daftarPenjualan, { query: { kode_barcode: a.kode_barcode } });
    expect(byBarcode.data.map((r) => r.no_faktur_jual)).toEqual([sold.data.no_faktur_jual]);
    expect(byBarcode.data[0]).toMatchObject({
      qty: 1,
      berat: '2.345',
      total_harga: sold.data.total_harga,
      nama_customer: 'IBU SARI',
      status: 'OPEN',
    });
    const byPeriod = await kasir.client.ok(penjualanApi.daftarPenjualan, {
      query: { tgl_from: '2026-11-22', tgl_to: '2026-11-22', limit: 2 },
    });
    expect(byPeriod.data).toHaveLength(2);
    expect(byPeriod.total).toBeGreaterThan(2);
    const empty = await kasir.client.ok(penjualanApi.daftarPenjualan, { query: { tgl_from: '2020-01-01', tgl_to: '2020-01-02' } });
    expect(empty).toMatchObject({ message: PM.dataPenjualanTidakAda, data: [], total: 0 });

    const detail = await kasir.client.ok(penjualanApi.detailPenjualan, { params: { no_faktur_jual: sold.data.no_faktur_jual } });
    expect(detail.data).toMatchObject({
      kembalian: 4_000_000 - sold.data.total_harga,
      nama_sales: 'DEWI',
      pembayaran: [{ jenis: 'CASH', jumlah: 4_000_000 }],
    });

    const saved = await owner.client.ok(penjualanApi.simpanSettingNota, {
      body: {
        kode_toko: w.home.kode_toko,
        header: 'Buka Setiap Hari 09.00-17.00',
        footer: 'Terima Kasih Atas Kunjungan Anda',
        syarat_buyback: 'Barang dapat dijual kembali dengan membawa nota ini.',
        ukuran_kertas: 'A5',
      },
    });
    expect(saved.message).toBe(PM.settingNotaBerhasil);
    expect((await kasir.client.ok(penjualanApi.getSettingNota, {})).data.footer).toBe('Terima Kasih Atas Kunjungan Anda');
    // Staff without /settingNota cannot change it.
    expect(
      (
        await kasir.client.call(penjualanApi.simpanSettingNota, {
          body: { header: '', footer: '', syarat_buyback: '', ukuran_kertas: 'A4' },
        })
      ).status,
    ).toBe(403);

    const pdf = await kasir.client.get(`penjualan/nota/${sold.data.no_faktur_jual}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = (await new PDFParse({ data: pdf.rawPayload }).getText()).text;
    for (const expected of [
      'NOTA PENJUALAN',
      sold.data.no_faktur_jual,
      a.kode_barcode,
      'Terima Kasih Atas Kunjungan Anda',
      'Syarat Jual Kembali',
      'Kembalian',
    ])
      expect(text).toContain(expected);
    // The walk-in customer's address, as typed at the counter.
    expect(text).toMatch(/Customer: IBU SARI\s+Alamat: JL\. MELATI 3\s+No HP: 08123456789/);
    const branchKasir = await buildUser(t, { kode_toko: w.branch.kode_toko, level: 'KASIR', menus: COUNTER_MENUS });
    expect((await branchKasir.client.get(`penjualan/nota/${sold.data.no_faktur_jual}`)).statusCode).toBe(404);
  });

  it("prints a member's address on the nota (and none when no address is known)", async () => {
    const m = await buildMember(t, { kode_toko: w.home.kode_toko, nama_member: 'BU RATNA', alamat: 'JL. KENANGA NO. 8, BANDUNG' });
    const sold = await kasir.client.ok(penjualanApi.simpanPenjualan, {
      body: sale([(await piece()).kode_barcode], { kode_member: m.kode_member, customer: undefined }),
    });
    expect(
      (await kasir.client.ok(penjualanApi.detailPenjualan, { params: { no_faktur_jual: sold.data.no_faktur_jual } })).data.alamat,
    ).toBe('JL. KENANGA NO. 8, BANDUNG');
    const nota = async (no: string) =>
      (await new PDFParse({ data: (await kasir.client.get(`penjualan/nota/${no}`)).rawPayload }).getText()).text;
    expect(await nota(sold.data.no_faktur_jual)).toMatch(
      new RegExp(`Customer: ${m.kode_member} - BU RATNA\\s+Alamat: JL\\. KENANGA NO\\. 8, BANDUNG`),
    );
    const noAddress = await kasir.client.ok(penjualanApi.simpanPenjualan, {
      body: sale([(await piece()).kode_barcode], { customer: { nama: 'Pak Anton', no_hp: '', alamat: '' } }),
    });
    expect(await nota(noAddress.data.no_faktur_jual)).not.toContain('Alamat');
  });
});
