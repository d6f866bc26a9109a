// Customer deposits through HTTP: taking one (member, walk-in by phone), its balance = Σ its ledger entries,
// refunds with an OWN/SU approval (logged), spending it in a sale (capped at the balance, only the customer's),
// change kept as a deposit, an order's deposit on the customer's account released at hand-over, cancels, the
// day's validation, the refusals (nothing written), a racing refund, and a conservation property over random
// deposits, uses, refunds and cancels.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import {
  HARGA_100,
  MESSAGES,
  PENJUALAN_MESSAGES as PM,
  TITIPAN_MESSAGES as TM,
  penjualanApi,
  titipanApi,
  type PenjualanBody,
} from '@kencana/core';
import { rows } from '../../db/client.ts';
import { checkLedgerInvariants } from '../../ledger/invariants.ts';
import { accountCode, akun, customerRef } from '../../ledger/money-accounts.ts';
import { saldoAkun, saldoKas } from '../../ledger/money.ts';
import {
  buildBarang,
  buildGroup,
  buildJenis,
  buildMember,
  buildModalKas,
  buildPriceRule,
  buildSales,
  buildStore,
  buildTray,
  buildUser,
  type BuiltMember,
  type BuiltStore,
  type BuiltUser,
} from '../../testing/factories.ts';
import { countRows, raceForOneEffect } from '../../testing/racing.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

const MENUS = ['/lihat-titipan', '/transaksi-penjualan', '/batal-penjualan', '/validasi-titipan'];

let t: TestApp;
let t1: BuiltStore;
let t2: BuiltStore;
let owner: BuiltUser;
let kasir1: BuiltUser;
let kasir2: BuiltUser;
let member: BuiltMember;
let tray: string;
let kategori: { kode_group: string; kode_dept: string };
let kode_sales: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  t1 = await buildStore(t);
  t2 = await buildStore(t);
  owner = await buildUser(t, { kode_toko: t1.kode_toko, level: 'OWN' });
  kasir1 = await buildUser(t, { kode_toko: t1.kode_toko, menus: MENUS });
  kasir2 = await buildUser(t, { kode_toko: t2.kode_toko, menus: MENUS });
  member = await buildMember(t, { kode_toko: t1.kode_toko, nama_member: 'IBU RATNA' });
  await buildModalKas(t, t1.kode_toko, 100_000_000);
  await buildModalKas(t, t2.kode_toko, 100_000_000);
  tray = (await buildTray(t, { kode_toko: t1.kode_toko })).kode_baki;
  await buildPriceRule(t, HARGA_100);
  const { kode_group } = await buildGroup(t, { harga: 1_000_000, persentase: '75.00' });
  const { kode_dept } = await buildJenis(t, { kode_group });
  kategori = { kode_group, kode_dept };
  kode_sales = await buildSales(t, { nama_sales: 'DEWI' });
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
});

const approval = (alasan = 'Customer minta uangnya kembali') => ({ user_id: owner.user_id, password: owner.password, alasan });

/** The ledger's own sum of an account: what the shop owes the customer (the liability, negated). */
const owed = async (kode_toko: string, ref: string) => 0 - (await saldoAkun(t.db, akun.titipan(kode_toko, ref)));

/** Rows of every table a deposit document writes (documents, money entries, audit log, validations). */
async function writes() {
  const [row] = await rows<{ documents: number; entries: number; audit: number; validasi: number }>(
    t.db,
    sql`SELECT (SELECT count(*) FROM documents)::int AS documents, (SELECT count(*) FROM money_entries)::int AS entries,
               (SELECT count(*) FROM audit_log)::int AS audit, (SELECT count(*) FROM validasi_titipan)::int AS validasi`,
  );
  return row;
}

/** A deposit for a customer by cash. */
async function deposit(
  user: BuiltUser,
  who: { kode_member?: string; customer?: { nama: string; no_hp: string; alamat: string } },
  jumlah: number,
) {
  return user.client.ok(titipanApi.simpan, { body: { ...who, jumlah, pembayaran: [{ jenis: 'CASH', jumlah }], keterangan: '' } });
}

/** A piece on the tray priced 1,000,000/g × 1.000 g + ongkos 0 → Rp 1,000,000. */
const piece = () =>
  buildBarang(t, { kode_baki: tray, berat: '1.000', kode_group: kategori.kode_group, kode_dept: kategori.kode_dept, form: { ongkos: 0 } });

describe('POST titipan', () => {
  it('takes a member deposit by cash and QRIS: owed on the member account, the money in the drawer and the clearing', async () => {
    const kasBefore = await saldoKas(t.db, t1.kode_toko);
    const saved = await kasir1.client.ok(titipanApi.simpan, {
      body: {
        kode_member: member.kode_member,
        jumlah: 1_500_000,
        pembayaran: [
          { jenis: 'CASH', jumlah: 1_000_000 },
          { jenis: 'QRIS', jumlah: 500_000 },
        ],
        keterangan: 'uang muka cincin',
      },
    });
    expect(saved.message).toBe(TM.titipanBerhasilDisimpan);
    expect(saved.data.no_titipan).toMatch(/^TTP/);
    expect(saved.data.saldo).toBe(1_500_000);
    expect(saved.data.akun).toMatchObject({ kode_member: member.kode_member, nama: 'IBU RATNA', no_titipan: saved.data.no_titipan });
    expect(await owed(t1.kode_toko, customerRef({ kode_member: member.kode_member }))).toBe(1_500_000);
    expect((await saldoKas(t.db, t1.kode_toko)) - kasBefore).toBe(1_000_000);
    expect(await saldoAkun(t.db, akun.kliring(t1.kode_toko, 'QRIS'))).toBe(500_000);

    const second = await deposit(kasir1, { kode_member: member.kode_member }, 250_000);
    expect(second.data.saldo).toBe(1_750_000);
    const read = await kasir1.client.ok(titipanApi.saldo, { query: { kode_member: member.kode_member } });
    expect(read.data.saldo).toBe(1_750_000);
    expect(read.data.entri.map((e) => [e.no_dokumen, e.jumlah, e.saldo])).toEqual([
      [saved.data.no_titipan, 1_500_000, 1_500_000],
      [second.data.no_titipan, 250_000, 1_750_000],
    ]);
    expect(read.data.entri[0]?.cara_bayar).toBe('CASH, QRIS');
    expect(read.data.no_titipan).toBe(second.data.no_titipan);
  });

  it('keys a walk-in by phone (+62 and 08 are one number) and keeps the name; a walk-in without phone is refused, nothing written', async () => {
    const first = await deposit(kasir1, { customer: { nama: 'Budi', no_hp: '+62 811-2222-333', alamat: '' } }, 300_000);
    const again = await deposit(kasir1, { customer: { nama: 'Budi Santoso', no_hp: '08112222333', alamat: '' } }, 200_000);
    expect(again.data.saldo).toBe(500_000);
    expect(again.data.akun).toMatchObject({ no_hp: '08112222333', nama: 'BUDI SANTOSO', ref: 'HP:08112222333' });
    expect(first.data.akun.ref).toBe('HP:08112222333');
    const before = await writes();
    const noPhone = await kasir1.client.call(titipanApi.simpan, {
      body: {
        customer: { nama: 'Budi', no_hp: '', alamat: '' },
        jumlah: 1000,
        pembayaran: [{ jenis: 'CASH', jumlah: 1000 }],
        keterangan: '',
      },
    });
    expect(noPhone).toMatchObject({ ok: false, status: 400, body: { message: TM.noHpCustomerHarusDiisi } });
    const nobody = await kasir1.client.call(titipanApi.simpan, {
      body: { jumlah: 1000, pembayaran: [{ jenis: 'CASH', jumlah: 1000 }], keterangan: '' },
    });
    expect(nobody).toMatchObject({ ok: false, status: 400, body: { message: TM.customerTitipanHarusDiisi } });
    const mismatch = await kasir1.client.call(titipanApi.simpan, {
      body: { kode_member: member.kode_member, jumlah: 1000, pembayaran: [{ jenis: 'CASH', jumlah: 900 }], keterangan: '' },
    });
    expect(mismatch).toMatchObject({ ok: false, status: 400, body: { message: TM.pembayaranTidakSamaDenganJumlah } });
    const unknownMember = await kasir1.client.call(titipanApi.simpan, {
      body: { kode_member: 'TIDAKADA99', jumlah: 1000, pembayaran: [{ jenis: 'CASH', jumlah: 1000 }], keterangan: '' },
    });
    expect(unknownMember).toMatchObject({ ok: false, status: 404, body: { message: PM.memberTidakDitemukan } });
    expect(await writes()).toEqual(before);
  });
});

describe('POST titipan/ambil', () => {
  it('pays back part with an OWN/SU approval (logged); beyond the balance, twice, without or with a bad approval: refused, nothing written', async () => {
    const who = { customer: { nama: 'Sinta', no_hp: '0813-5555-0001', alamat: '' } };
    const saved = await deposit(kasir1, who, 800_000);
    const kasBefore = await saldoKas(t.db, t1.kode_toko);
    const before = await writes();
    const missing = await kasir1.client.call(titipanApi.ambil, {
      body: { no_titipan: saved.data.no_titipan, jumlah: 100_000, keterangan: '' } as never,
    });
    expect(missing).toMatchObject({ ok: false, status: 400, body: { message: 'Otorisasi Harus Diisi' } });
    const wrong = await kasir1.client.call(titipanApi.ambil, {
      body: { no_titipan: saved.data.no_titipan, jumlah: 100_000, keterangan: '', otorisasi: { ...approval(), password: 'salah' } },
    });
    expect(wrong).toMatchObject({ ok: false, status: 403, body: { message: MESSAGES.otorisasiDitolak } });
    const byKasir = await kasir1.client.call(titipanApi.ambil, {
      body: {
        no_titipan: saved.data.no_titipan,
        jumlah: 100_000,
        keterangan: '',
        otorisasi: { user_id: kasir2.user_id, password: kasir2.password, alasan: 'x' },
      },
    });
    expect(byKasir).toMatchObject({ ok: false, status: 403, body: { message: MESSAGES.otorisasiBukanOwnSu } });
    const tooMuch = await kasir1.client.call(titipanApi.ambil, {
      body: { no_titipan: saved.data.no_titipan, jumlah: 800_001, keterangan: '', otorisasi: approval() },
    });
    expect(tooMuch).toMatchObject({ ok: false, status: 409, body: { message: MESSAGES.saldoTitipanTidakMencukupi } });
    expect(await writes()).toEqual(before);

    const part = await kasir1.client.ok(titipanApi.ambil, {
      body: { no_titipan: saved.data.no_titipan, jumlah: 300_000, keterangan: 'sebagian', otorisasi: approval() },
    });
    expect(part.message).toBe(TM.titipanBerhasilDiambil);
    expect(part.data.no_ambil).toMatch(/^ATP/);
    expect(part.data.saldo).toBe(500_000);
    expect(kasBefore - (await saldoKas(t.db, t1.kode_toko))).toBe(300_000);
    const [logged] = await rows<{
      detail: { aksi: string; disetujui_oleh: string; no_dokumen: string; nilai_hitung: number; nilai_input: number };
    }>(t.db, sql`SELECT detail FROM audit_log WHERE event = 'OTORISASI' AND detail->>'no_dokumen' = ${part.data.no_ambil}`);
    expect(logged?.detail).toMatchObject({
      aksi: 'AMBIL_TITIPAN',
      disetujui_oleh: owner.user_id,
      nilai_hitung: 800_000,
      nilai_input: 300_000,
    });

    const rest = await kasir1.client.ok(titipanApi.ambil, {
      body: { no_titipan: saved.data.no_titipan, jumlah: 500_000, keterangan: '', otorisasi: approval() },
    });
    expect(rest.data.saldo).toBe(0);
    const twice = await kasir1.client.call(titipanApi.ambil, {
      body: { no_titipan: saved.data.no_titipan, jumlah: 500_000, keterangan: '', otorisasi: approval() },
    });
    expect(twice).toMatchObject({ ok: false, status: 409, body: { message: MESSAGES.saldoTitipanTidakMencukupi } });
    expect(await owed(t1.kode_toko, 'HP:081355550001')).toBe(0);
  });

  it("another store's staff cannot see, pay back or cancel a deposit (404 like an unknown number), nor read its store", async () => {
    const saved = await deposit(kasir1, { kode_member: member.kode_member }, 100_000);
    const before = await writes();
    const refund = await kasir2.client.call(titipanApi.ambil, {
      body: { no_titipan: saved.data.no_titipan, jumlah: 1000, keterangan: '', otorisasi: approval() },
    });
    expect(refund).toMatchObject({ ok: false, status: 404, body: { message: TM.titipanTidakDitemukan } });
    const cancel = await kasir2.client.call(titipanApi.batal, { body: { no_titipan: saved.data.no_titipan, alasan: 'salah' } });
    expect(cancel).toMatchObject({ ok: false, status: 404, body: { message: TM.titipanTidakDitemukan } });
    const read = await kasir2.client.call(titipanApi.saldo, { query: { kode_member: member.kode_member, kode_toko: t1.kode_toko } });
    expect(read).toMatchObject({ ok: false, status: 403 });
    // At their own store the member has no deposit: the account is per store.
    const own = await kasir2.client.ok(titipanApi.saldo, { query: { kode_member: member.kode_member } });
    expect(own.data.saldo).toBe(0);
    expect(await writes()).toEqual(before);
  });

  it('two refunds of the whole balance at once: one is paid, the other refused with a catalogue text', async () => {
    const saved = await deposit(kasir1, { customer: { nama: 'Race', no_hp: '0899-1000-2000', alamat: '' } }, 400_000);
    let n = 0;
    const outcome = await raceForOneEffect(
      2,
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/titipan/ambil',
          headers: { ...bearer(kasir1.token), 'idempotency-key': `ambil-race-${++n}-0001` },
          payload: { no_titipan: saved.data.no_titipan, jumlah: 400_000, keterangan: '', otorisasi: approval() },
        }),
      () => countRows(t.db, 'documents', `doc_type = 'AMBIL_TITIPAN'`),
    );
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
    expect(await owed(t1.kode_toko, 'HP:089910002000')).toBe(0);
  });

  it('the same request key twice books one deposit (a retried submit)', async () => {
    const payload = { kode_member: member.kode_member, jumlah: 5_000, pembayaran: [{ jenis: 'CASH', jumlah: 5_000 }], keterangan: '' };
    const outcome = await raceForOneEffect(
      3,
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/titipan',
          headers: { ...bearer(kasir1.token), 'idempotency-key': 'titip-race-0001' },
          payload,
        }),
      () => countRows(t.db, 'documents', `doc_type = 'TITIPAN'`),
    );
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
  });
});

describe('POST titipan/batal', () => {
  it('cancels an unspent deposit by its opposite; a spent one or a second cancel is refused', async () => {
    const who = { customer: { nama: 'Batal', no_hp: '0812-0000-7777', alamat: '' } };
    const saved = await deposit(kasir1, who, 200_000);
    const cancelled = await kasir1.client.ok(titipanApi.batal, { body: { no_titipan: saved.data.no_titipan, alasan: 'salah input' } });
    expect(cancelled.data.saldo).toBe(0);
    const again = await kasir1.client.call(titipanApi.batal, { body: { no_titipan: saved.data.no_titipan, alasan: 'lagi' } });
    expect(again).toMatchObject({ ok: false, status: 409, body: { message: TM.titipanSudahDibatalkan } });

    const spent = await deposit(kasir1, who, 300_000);
    await kasir1.client.ok(titipanApi.ambil, {
      body: { no_titipan: spent.data.no_titipan, jumlah: 100_000, keterangan: '', otorisasi: approval() },
    });
    const before = await writes();
    const refused = await kasir1.client.call(titipanApi.batal, { body: { no_titipan: spent.data.no_titipan, alasan: 'salah' } });
    expect(refused).toMatchObject({ ok: false, status: 409, body: { message: MESSAGES.saldoTitipanTidakMencukupi } });
    expect(await writes()).toEqual(before);
    const entries = (await kasir1.client.ok(titipanApi.saldo, { query: { no_hp: '081200007777' } })).data.entri;
    expect(entries.find((e) => e.no_dokumen === saved.data.no_titipan)?.dibatalkan).toBe(cancelled.data.no_batal);
  });
});

describe('TITIPAN in a sale', () => {
  const sale = (codes: string[], overrides: Partial<PenjualanBody>): PenjualanBody => ({
    kode_sales,
    kode_member: member.kode_member,
    detail_barang: codes.map((kode_barcode) => ({ kode_barcode })),
    pembayaran: [{ jenis: 'CASH', jumlah: 1_000_000 }],
    ...overrides,
  });

  it("spends the member's deposit as a payment (capped at the balance), the cancel gives it back", async () => {
    const m = await buildMember(t, { kode_toko: t1.kode_toko, nama_member: 'PAK JOKO' });
    const saved = await deposit(kasir1, { kode_member: m.kode_member }, 600_000);
    const a = await piece();
    const before = await writes();
    const tooMuch = await kasir1.client.call(penjualanApi.simpanPenjualan, {
      body: sale([a.kode_barcode], {
        kode_member: m.kode_member,
        pembayaran: [
          { jenis: 'TITIPAN', no_titipan: saved.data.no_titipan, jumlah: 700_000 },
          { jenis: 'CASH', jumlah: 300_000 },
        ],
      }),
    });
    expect(tooMuch).toMatchObject({ ok: false, status: 409, body: { message: MESSAGES.saldoTitipanTidakMencukupi } });
    const otherCustomer = await kasir1.client.call(penjualanApi.simpanPenjualan, {
      body: sale([a.kode_barcode], {
        pembayaran: [
          { jenis: 'TITIPAN', no_titipan: saved.data.no_titipan, jumlah: 100_000 },
          { jenis: 'CASH', jumlah: 900_000 },
        ],
      }),
    });
    expect(otherCustomer).toMatchObject({ ok: false, status: 400, body: { message: TM.titipanBukanMilikCustomer } });
    const noSlip = await kasir1.client.call(penjualanApi.simpanPenjualan, {
      body: sale([a.kode_barcode], { kode_member: m.kode_member, pembayaran: [{ jenis: 'TITIPAN', jumlah: 1_000_000 }] }),
    });
    expect(noSlip).toMatchObject({ ok: false, status: 400, body: { message: TM.noTitipanHarusDiisi } });
    expect(await writes()).toEqual(before);

    const sold = await kasir1.client.ok(penjualanApi.simpanPenjualan, {
      body: sale([a.kode_barcode], {
        kode_member: m.kode_member,
        pembayaran: [
          { jenis: 'TITIPAN', no_titipan: saved.data.no_titipan, jumlah: 600_000 },
          { jenis: 'CASH', jumlah: 400_000 },
        ],
      }),
    });
    expect(sold.data.total_harga).toBe(1_000_000);
    const ref = customerRef({ kode_member: m.kode_member });
    expect(await owed(t1.kode_toko, ref)).toBe(0);
    const entri = (await kasir1.client.ok(titipanApi.saldo, { query: { kode_member: m.kode_member } })).data.entri;
    expect(entri.at(-1)).toMatchObject({ no_dokumen: sold.data.no_faktur_jual, doc_type: 'PENJUALAN', jumlah: -600_000, saldo: 0 });
    await kasir1.client.ok(penjualanApi.batalPenjualan, { body: { no_faktur_jual: sold.data.no_faktur_jual, alasan: 'batal' } });
    expect(await owed(t1.kode_toko, ref)).toBe(600_000);
  });

  it('keeps the cash change as the customer deposit when asked; a walk-in without phone cannot keep it', async () => {
    const a = await piece();
    const kasBefore = await saldoKas(t.db, t1.kode_toko);
    const sold = await kasir1.client.ok(penjualanApi.simpanPenjualan, {
      body: {
        kode_sales,
        customer: { nama: 'Rina', no_hp: '0857-1111-2222', alamat: '' },
        detail_barang: [{ kode_barcode: a.kode_barcode }],
        pembayaran: [{ jenis: 'CASH', jumlah: 1_250_000 }],
        kembalian_titip: true,
      },
    });
    expect(sold.data.kembalian).toBe(0);
    expect(sold.data.kembalian_titip).toBe(250_000);
    expect((await saldoKas(t.db, t1.kode_toko)) - kasBefore).toBe(1_250_000);
    expect(await owed(t1.kode_toko, 'HP:085711112222')).toBe(250_000);
    const b = await piece();
    const before = await writes();
    const refused = await kasir1.client.call(penjualanApi.simpanPenjualan, {
      body: {
        kode_sales,
        customer: { nama: 'Tanpa HP', no_hp: '', alamat: '' },
        detail_barang: [{ kode_barcode: b.kode_barcode }],
        pembayaran: [{ jenis: 'CASH', jumlah: 1_100_000 }],
        kembalian_titip: true,
      },
    });
    expect(refused).toMatchObject({ ok: false, status: 400, body: { message: TM.kembalianTitipPerluCustomer } });
    expect(await writes()).toEqual(before);
  });
});

describe('/validasi-titipan', () => {
  it("lists the day's deposits and refunds with their money; validates a selection once", async () => {
    const store = await buildStore(t);
    await buildModalKas(t, store.kode_toko, 1_000_000);
    const spv = await buildUser(t, { kode_toko: store.kode_toko, menus: MENUS });
    const saved = await deposit(spv, { customer: { nama: 'Validasi', no_hp: '0811-0000-1234', alamat: '' } }, 90_000);
    const back = await spv.client.ok(titipanApi.ambil, {
      body: { no_titipan: saved.data.no_titipan, jumlah: 40_000, keterangan: '', otorisasi: approval() },
    });
    const day = await spv.client.ok(titipanApi.dataValidasi, { query: {} });
    expect(day.data.rows.map((r) => [r.no_dokumen, r.jumlah, r.cara_bayar, r.divalidasi])).toEqual([
      [back.data.no_ambil, -40_000, 'CASH', false],
      [saved.data.no_titipan, 90_000, 'CASH', false],
    ]);
    expect([day.data.masuk, day.data.keluar]).toEqual([90_000, 40_000]);
    const done = await spv.client.ok(titipanApi.validasi, {
      body: { tgl_system: day.data.tgl_system, no_dokumen: [saved.data.no_titipan, back.data.no_ambil] },
    });
    expect(done.data.jumlah).toBe(2);
    const twice = await spv.client.call(titipanApi.validasi, {
      body: { tgl_system: day.data.tgl_system, no_dokumen: [saved.data.no_titipan] },
    });
    expect(twice).toMatchObject({ ok: false, status: 409 });
    const unknown = await spv.client.call(titipanApi.validasi, {
      body: { tgl_system: day.data.tgl_system, no_dokumen: ['TTP-TIDAK-ADA'] },
    });
    expect(unknown).toMatchObject({ ok: false, status: 400 });
  });
});

describe('conservation: random deposits, uses in sales, refunds and cancels', () => {
  it("every customer's balance is the sum of its entries, never overdrawn, the drawer never below 0", async () => {
    const store = await buildStore(t);
    await buildModalKas(t, store.kode_toko, 50_000_000);
    const kasir = await buildUser(t, { kode_toko: store.kode_toko, menus: MENUS });
    const storeTray = (await buildTray(t, { kode_toko: store.kode_toko })).kode_baki;
    const phones = ['0821-0000-0001', '0821-0000-0002', '0821-0000-0003'];
    const op = fc.oneof(
      fc.record({ kind: fc.constant('titip' as const), who: fc.nat(2), jumlah: fc.integer({ min: 1, max: 500_000 }) }),
      fc.record({ kind: fc.constant('ambil' as const), who: fc.nat(2), jumlah: fc.integer({ min: 1, max: 600_000 }) }),
      fc.record({ kind: fc.constant('batal' as const), who: fc.nat(2), jumlah: fc.constant(0) }),
      fc.record({ kind: fc.constant('jual' as const), who: fc.nat(2), jumlah: fc.integer({ min: 1, max: 900_000 }) }),
    );
    /** The model: what each customer should be owed, from the answers the server gave. */
    const model = [0, 0, 0];
    const slips: string[][] = [[], [], []];
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 6 }), async (ops) => {
        for (const o of ops) {
          const customer = { nama: `Pelanggan ${o.who}`, no_hp: phones[o.who] as string, alamat: '' };
          const slip = slips[o.who]?.at(-1);
          if (o.kind === 'titip') {
            const saved = await deposit(kasir, { customer }, o.jumlah);
            slips[o.who]?.push(saved.data.no_titipan);
            model[o.who] = (model[o.who] ?? 0) + o.jumlah;
          } else if (o.kind === 'ambil' && slip) {
            const allowed = o.jumlah <= (model[o.who] ?? 0);
            const answer = await kasir.client.call(titipanApi.ambil, {
              body: { no_titipan: slip, jumlah: o.jumlah, keterangan: '', otorisasi: approval() },
            });
            expect(answer.ok).toBe(allowed);
            if (answer.ok) model[o.who] = (model[o.who] ?? 0) - o.jumlah;
            else expect(answer).toMatchObject({ status: 409, body: { message: MESSAGES.saldoTitipanTidakMencukupi } });
          } else if (o.kind === 'jual' && slip) {
            // A piece of Rp 1,000,000 paid by the deposit (capped at its balance by the ledger) and cash for the rest.
            const allowed = o.jumlah <= (model[o.who] ?? 0);
            const a = await buildBarang(t, {
              kode_baki: storeTray,
              berat: '1.000',
              kode_group: kategori.kode_group,
              kode_dept: kategori.kode_dept,
              form: { ongkos: 0 },
            });
            const answer = await kasir.client.call(penjualanApi.simpanPenjualan, {
              body: {
                kode_sales,
                customer,
                detail_barang: [{ kode_barcode: a.kode_barcode }],
                pembayaran: [
                  { jenis: 'TITIPAN', no_titipan: slip, jumlah: o.jumlah },
                  { jenis: 'CASH', jumlah: 1_000_000 - o.jumlah },
                ],
              },
            });
            expect(answer.ok, JSON.stringify(answer.body)).toBe(allowed);
            if (answer.ok) model[o.who] = (model[o.who] ?? 0) - o.jumlah;
            else expect(answer).toMatchObject({ status: 409, body: { message: MESSAGES.saldoTitipanTidakMencukupi } });
          } else if (o.kind === 'batal' && slip) {
            const [doc] = await rows<{ jumlah: string; reversed: string | null }>(
              t.db,
              sql`SELECT total_harga::text AS jumlah, reversed_by_doc_no AS reversed FROM documents WHERE doc_no = ${slip}`,
            );
            const answer = await kasir.client.call(titipanApi.batal, { body: { no_titipan: slip, alasan: 'acak' } });
            if (answer.ok) model[o.who] = (model[o.who] ?? 0) - Number(doc?.jumlah);
            else expect(answer.status).toBe(409);
          }
        }
        for (const [i, phone] of phones.entries()) {
          const ref = customerRef({ no_hp: phone });
          const ledger = await owed(store.kode_toko, ref);
          const read = (await kasir.client.ok(titipanApi.saldo, { query: { no_hp: phone } })).data;
          expect(ledger).toBe(model[i]);
          expect(read.saldo).toBe(ledger);
          expect(read.entri.reduce((sum, e) => sum + e.jumlah, 0)).toBe(ledger);
          expect(ledger).toBeGreaterThanOrEqual(0);
        }
        expect(await saldoKas(t.db, store.kode_toko)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 8 },
    );
    const overdrawn = await rows<{ kode_akun: string }>(
      t.db,
      sql`SELECT e.kode_akun FROM money_entries e JOIN money_accounts a USING (kode_akun) WHERE a.kind = 'TITIPAN' GROUP BY e.kode_akun HAVING SUM(e.jumlah) > 0`,
    );
    expect(overdrawn).toEqual([]);
    expect(accountCode(akun.titipan(store.kode_toko, 'HP:082100000001'))).toBe(`TITIPAN:${store.kode_toko}:HP:082100000001`);
  });
});
