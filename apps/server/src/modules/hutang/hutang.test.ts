// Loans against gold through HTTP on a real database: the store switch, the valuation and maximum, the payout
// from the drawer, the collateral in its GADAI place (never stock), interest by started period, extension,
// partial redemption (a new loan in the chain), redemption, the approval for less interest, the same-day
// cancel, the notice and the take-over — each checked against the drawer, the receivable, the pieces and the
// ledger's invariants; then racing submits and a property test across months on a fixed clock.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  HUTANG_MESSAGES as H,
  HUTANG_MENUS,
  MASTER_API,
  MESSAGES,
  bagiPembayaran,
  formatRupiah,
  hutangApi,
  keuanganApi,
  tagihanHutang,
  tambahHari,
  validasiApi,
  type HutangBody,
  type SettingHutang,
  systemApi,
  settingSystemApi,
  pembelianApi,
  sepuhanApi,
} from '@kencana/core';
import { rows } from '../../db/client.ts';
import { checkLedgerInvariants } from '../../ledger/invariants.ts';
import {
  buildBusinessDate,
  buildGroup,
  buildModalKas,
  buildStore,
  buildSystemParameter,
  buildTray,
  buildUser,
  uniqueCode,
  type BuiltGroup,
  type BuiltStore,
  type BuiltUser,
} from '../../testing/factories.ts';
import { tinyJpeg } from '../../testing/goods-fixtures.ts';
import { race } from '../../testing/racing.ts';
import { pdfText } from '../../testing/report-testing.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: BuiltUser;
let store: BuiltStore;
let kasir: BuiltUser;
let emas: BuiltGroup;
let kondisi: string;

const NIK = '3171012345678901';
const customer = { nama: 'BUDI SANTOSO', no_ktp: NIK, no_hp: '081234567890', alamat: 'JL. MAWAR 1' };

async function switchOn(user: BuiltUser, kode_toko: string, aktif = true) {
  return user.client.ok(validasiApi.simpanSettingToko, { body: { kode_toko, wajib_validasi_tutup_toko: false, hutang_aktif: aktif } });
}

async function buildKondisi(bunga = '2', taksiran = '80', lama = 30): Promise<string> {
  const kode = uniqueCode('KP').slice(0, 10);
  await owner.client.ok(MASTER_API.kondisi_pinjaman.add, {
    body: {
      kode_kondisi_pinjaman: kode,
      nama_kondisi_pinjaman: `KONDISI ${kode}`,
      bunga_persen: bunga,
      taksiran_persen: taksiran,
      lama_hari: lama,
    },
  });
  return kode;
}

const loanBody = (over: Partial<HutangBody> = {}): HutangBody => ({
  customer,
  kode_kondisi_pinjaman: kondisi,
  detail_barang: [
    { nama_barang: 'CINCIN', kode_group: emas.kode_group, berat: '5.000', kadar: '75' },
    { nama_barang: 'GELANG', kode_group: emas.kode_group, berat: '2.500', kadar: '75' },
  ],
  jumlah_pinjaman: 5_000_000,
  pembayaran: [{ jenis: 'CASH', jumlah: 5_000_000 }],
  ...over,
});

async function kas(kode_toko: string): Promise<number> {
  return (await owner.client.ok(keuanganApi.saldo, { query: { kode_toko } })).data.kas;
}

async function gadaiGrams(no_hutang: string): Promise<string> {
  const [row] = await rows<{ berat: string | null }>(
    t.db,
    sql`SELECT COALESCE(SUM(berat), 0)::numeric(12,3)::text AS berat FROM stock_balances WHERE place_kind = 'GADAI' AND place LIKE ${`%:${no_hutang}`}`,
  );
  return row?.berat ?? '0.000';
}

async function piutang(no_hutang: string): Promise<number> {
  const [row] = await rows<{ saldo: string | null }>(
    t.db,
    sql`SELECT COALESCE(SUM(e.jumlah), 0)::text AS saldo FROM money_entries e JOIN money_accounts a USING (kode_akun) WHERE a.kind = 'PIUTANG' AND a.ref = ${no_hutang}`,
  );
  return Number(row?.saldo ?? 0);
}

async function expectInvariants() {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
}

// One staff member of another store for every refusal test (each sign-in counts against the per-minute login limit).
let otherStaff: BuiltUser | undefined;
async function otherStoreStaff(): Promise<BuiltUser> {
  otherStaff ??= await buildUser(t, { kode_toko: (await buildStore(t)).kode_toko, menus: [...HUTANG_MENUS] });
  return otherStaff;
}

const loanCount = async () => Number((await rows<{ n: string }>(t.db, sql`SELECT COUNT(*)::text AS n FROM hutang`))[0]?.n);

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  store = await buildStore(t);
  owner = await buildUser(t, { kode_toko: store.kode_toko, level: 'OWN' });
  kasir = await buildUser(t, { kode_toko: store.kode_toko, menus: [...HUTANG_MENUS] });
  emas = await buildGroup(t, { harga: 1_000_000 });
  kondisi = await buildKondisi();
  await buildModalKas(t, store.kode_toko, 100_000_000);
});
afterAll(async () => {
  await t.close();
});

describe('taking a loan', () => {
  it('is refused while the store has loans switched off (the default), writing nothing', async () => {
    const before = await loanCount();
    const refused = await kasir.client.call(hutangApi.simpanHutang, { body: loanBody() });
    expect(refused).toMatchObject({ ok: false, status: 403, body: { message: H.hutangTidakAktifDiToko } });
    expect(await loanCount()).toBe(before);
    expect((await owner.client.ok(validasiApi.getSettingToko, { query: { kode_toko: store.kode_toko } })).data.hutang_aktif).toBe(false);
    await switchOn(owner, store.kode_toko);
    expect((await owner.client.ok(validasiApi.getSettingToko, { query: { kode_toko: store.kode_toko } })).data.hutang_aktif).toBe(true);
  });

  it("values the pieces at today's price, refuses above the maximum and without NIK", async () => {
    const valued = await kasir.client.ok(hutangApi.taksir, {
      body: { kode_kondisi_pinjaman: kondisi, detail_barang: loanBody().detail_barang },
    });
    // 7.500 g × Rp 1.000.000 = Rp 7.500.000; 80 % → Rp 6.000.000.
    expect(valued.data).toMatchObject({
      nilai_taksiran: 7_500_000,
      maks_pinjaman: 6_000_000,
      lama_hari: 30,
      tgl_jatuh_tempo: tambahHari(store.tgl_system, 30),
    });
    const before = await loanCount();
    const kasBefore = await kas(store.kode_toko);
    const above = await kasir.client.call(hutangApi.simpanHutang, {
      body: loanBody({ jumlah_pinjaman: 6_000_001, pembayaran: [{ jenis: 'CASH', jumlah: 6_000_001 }] }),
    });
    expect(above).toMatchObject({ ok: false, status: 400 });
    expect((above as { body: { message: string } }).body.message).toContain(H.melebihiMaksimal);
    const noNik = await kasir.client.call(hutangApi.simpanHutang, { body: loanBody({ customer: { ...customer, no_ktp: '' } }) });
    expect(noNik).toMatchObject({ ok: false, status: 400 });
    const noCustomer = await kasir.client.call(hutangApi.simpanHutang, { body: { ...loanBody(), customer: undefined } });
    expect(noCustomer).toMatchObject({ ok: false, status: 400, body: { message: H.customerHarusDiisi } });
    expect(await loanCount()).toBe(before);
    expect(await kas(store.kode_toko)).toBe(kasBefore);
  });

  it('pays the loan out of the drawer, holds the pieces in trust and books the principal', async () => {
    const kasBefore = await kas(store.kode_toko);
    const taken = await kasir.client.ok(hutangApi.simpanHutang, { body: loanBody() });
    expect(taken.message).toBe(H.hutangBerhasilDisimpan);
    expect(taken.data).toMatchObject({
      maks_pinjaman: 6_000_000,
      nilai_taksiran: 7_500_000,
      total_berat: '7.500',
      tgl_jatuh_tempo: tambahHari(store.tgl_system, 30),
    });
    const no = taken.data.no_hutang;
    expect(no).toMatch(/^HTG-/);
    expect(await kas(store.kode_toko)).toBe(kasBefore - 5_000_000);
    expect(await gadaiGrams(no)).toBe('7.500');
    expect(await piutang(no)).toBe(5_000_000);
    // Never the shop's stock: no stock place holds the pledged grams.
    const [stock] = await rows<{ n: string }>(
      t.db,
      sql`SELECT COUNT(*)::text AS n FROM stock_movements WHERE doc_no = ${no} AND place_kind NOT IN ('GADAI', 'CUSTOMER')`,
    );
    expect(Number(stock?.n)).toBe(0);
    const detail = await kasir.client.ok(hutangApi.detailHutang, { params: { no_hutang: no } });
    // Day 0 opens the first month: 2 % of Rp 5.000.000 = Rp 100.000.
    expect(detail.data).toMatchObject({ status: 'AKTIF', pokok: 5_000_000, bunga: 100_000, denda: 0, total: 5_100_000, hari_terlambat: 0 });
    expect(detail.data.detail_barang.map((line) => [line.nama_barang, line.berat, line.nilai])).toEqual([
      ['CINCIN', '5.000', 5_000_000],
      ['GELANG', '2.500', 2_500_000],
    ]);
    await expectInvariants();
  });
});

describe("a pledged piece's photo", () => {
  it('is kept in the photo store by loan and line, read back, refused to another store and for an unknown loan', async () => {
    const no = (
      await kasir.client.ok(hutangApi.simpanHutang, {
        body: loanBody({ jumlah_pinjaman: 1_000_000, pembayaran: [{ jenis: 'CASH', jumlah: 1_000_000 }] }),
      })
    ).data.no_hutang;
    const jpeg = tinyJpeg(720, 960, 20_000);
    const upload = await kasir.client.upload(`hutang/foto/${no}/2`, { name: 'foto.jpg', type: 'image/jpeg', data: jpeg });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(upload.json()).toMatchObject({ data: { no_hutang: no, line_no: 2, width: 720, height: 960 } });
    // The column holds the photo store's key, never the picture.
    const stored = await rows<{ line_no: number; foto: string | null }>(
      t.db,
      sql`SELECT line_no, foto FROM hutang_detail WHERE no_hutang = ${no} ORDER BY line_no`,
    );
    expect(stored).toEqual([
      { line_no: 1, foto: null },
      { line_no: 2, foto: `hutang/${no}-2.jpg` },
    ]);
    const detail = await kasir.client.ok(hutangApi.detailHutang, { params: { no_hutang: no } });
    expect(detail.data.detail_barang.map((d) => d.foto)).toEqual([false, true]);
    const served = await kasir.client.ok(hutangApi.foto, { params: { no_hutang: no, line_no: 2 } });
    expect(Buffer.from(served.data.data_url.replace('data:image/jpeg;base64,', ''), 'base64').equals(jpeg)).toBe(true);
    expect(await kasir.client.call(hutangApi.foto, { params: { no_hutang: no, line_no: 1 } })).toMatchObject({
      status: 404,
      body: { message: MESSAGES.fotoTidakDitemukan },
    });
    const notJpeg = await kasir.client.upload(`hutang/foto/${no}/1`, { name: 'a.jpg', type: 'image/jpeg', data: Buffer.from('nope') });
    expect([notJpeg.statusCode, notJpeg.json().message]).toEqual([400, MESSAGES.fotoHarusJpeg]);

    // Another store's staff: the loan does not exist for them (404, the loan's own text), reading or writing.
    const stranger = await otherStoreStaff();
    const theirs = await stranger.client.upload(`hutang/foto/${no}/1`, { name: 'a.jpg', type: 'image/jpeg', data: jpeg });
    expect([theirs.statusCode, theirs.json().message]).toEqual([404, `${H.hutangTidakDitemukan} (${no})`]);
    expect(await stranger.client.call(hutangApi.foto, { params: { no_hutang: no, line_no: 2 } })).toMatchObject({
      status: 404,
      body: { message: `${H.hutangTidakDitemukan} (${no})` },
    });
    expect(
      (await rows<{ foto: string | null }>(t.db, sql`SELECT foto FROM hutang_detail WHERE no_hutang = ${no} AND line_no = 1`))[0]?.foto,
    ).toBeNull();
    // The owner (OWN) sees every store's loans.
    expect((await owner.client.ok(hutangApi.foto, { params: { no_hutang: no, line_no: 2 } })).data.data_url).toMatch(/^data:image\/jpeg/);

    // An unknown loan: 404 with the catalogue's text.
    const unknown = 'HTG-XX-000000-0001';
    const none = await kasir.client.upload(`hutang/foto/${unknown}/1`, { name: 'a.jpg', type: 'image/jpeg', data: jpeg });
    expect([none.statusCode, none.json().message]).toEqual([404, `${H.hutangTidakDitemukan} (${unknown})`]);
    expect(await kasir.client.call(hutangApi.foto, { params: { no_hutang: unknown, line_no: 1 } })).toMatchObject({
      status: 404,
      body: { message: `${H.hutangTidakDitemukan} (${unknown})` },
    });

    // A closed loan keeps its photo but takes no new one.
    await kasir.client.ok(hutangApi.batalHutang, { body: { no_hutang: no, alasan: 'salah input' } });
    const closed = await kasir.client.upload(`hutang/foto/${no}/1`, { name: 'a.jpg', type: 'image/jpeg', data: jpeg });
    expect([closed.statusCode, closed.json().message]).toEqual([409, `${H.hutangSudahDitutup} (${no}: BATAL)`]);
    expect((await kasir.client.ok(hutangApi.foto, { params: { no_hutang: no, line_no: 2 } })).data.data_url).toMatch(/^data:image\/jpeg/);
    await expectInvariants();
  });
});

describe('the loan letter', () => {
  it('answers the A5 PDF with the number, the borrower, the pieces, the amount and the terms; not to another store', async () => {
    const s = await buildStore(t);
    await switchOn(owner, s.kode_toko);
    await buildModalKas(t, s.kode_toko, 50_000_000);
    const k = await buildUser(t, { kode_toko: s.kode_toko, menus: [...HUTANG_MENUS] });
    const no = (await k.client.ok(hutangApi.simpanHutang, { body: loanBody() })).data.no_hutang;
    const letter = await k.client.get(`hutang/${no}/surat`);
    expect(letter.statusCode).toBe(200);
    expect(letter.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(letter.rawPayload);
    for (const expected of [no, NIK, customer.nama, customer.alamat, customer.no_hp, 'CINCIN', 'GELANG', '7.500'])
      expect(text).toContain(expected);
    // The amount lent and the maximum, as the project prints rupiah.
    expect(text).toContain(`Jumlah Pinjaman : ${formatRupiah(5_000_000)}`);
    expect(text).toContain(`Maksimal Pinjaman : ${formatRupiah(6_000_000)}`);
    expect(text).toContain(`jatuh tempo ${tambahHari(s.tgl_system, 30)}`);
    expect(text).toMatch(/Masa tenggang 7 hari/);
    const stranger = await otherStoreStaff();
    expect((await stranger.client.get(`hutang/${no}/surat`)).statusCode).toBe(404);
  });
});

describe('/settingsystem loan rules', () => {
  it('a period, grace and penalty saved on the screen are used by a new loan; a bad value names its field', async () => {
    const s = await buildStore(t);
    await switchOn(owner, s.kode_toko);
    await buildModalKas(t, s.kode_toko, 50_000_000);
    const k = await buildUser(t, { kode_toko: s.kode_toko, menus: [...HUTANG_MENUS] });
    const now = (await owner.client.ok(settingSystemApi.getSettingSystem, { query: { kode_toko: s.kode_toko } })).data;
    expect(now.system).toMatchObject({ hutang_periode_bunga: 'BULAN', hutang_masa_tenggang: 7, hutang_denda_persen: '1' });
    const toko = { kode_toko: s.kode_toko, pkp: now.toko.pkp };
    const bad = await owner.client.call(settingSystemApi.simpanSettingSystem, {
      body: { system: { ...now.system, hutang_masa_tenggang: 1.5 }, toko },
    });
    expect(bad).toMatchObject({ ok: false, status: 400 });
    expect(JSON.stringify(bad)).toContain('Masa Tenggang Hutang (Hari) Harus Berupa Angka Bulat');
    const saved = await owner.client.ok(settingSystemApi.simpanSettingSystem, {
      body: { system: { ...now.system, hutang_periode_bunga: '15_HARI', hutang_masa_tenggang: 0, hutang_denda_persen: '2' }, toko },
    });
    expect(saved.data.system).toMatchObject({ hutang_periode_bunga: '15_HARI', hutang_masa_tenggang: 0, hutang_denda_persen: '2' });
    try {
      const no = (await k.client.ok(hutangApi.simpanHutang, { body: loanBody() })).data.no_hutang;
      // Day 31 of a 30-day term at 2 % a month counted per 15 days: three periods of 1 % = Rp 150.000; one day
      // overdue with no grace: one period of 2 % penalty = Rp 100.000.
      await buildBusinessDate(t, s.kode_toko, tambahHari(s.tgl_system, 31));
      const loan = await k.client.ok(hutangApi.detailHutang, { params: { no_hutang: no } });
      expect(loan.data).toMatchObject({
        periode_bunga: '15_HARI',
        periode_bunga_berjalan: 3,
        bunga: 150_000,
        denda: 100_000,
        jatuh_tempo: true,
      });
    } finally {
      await owner.client.ok(settingSystemApi.simpanSettingSystem, { body: { system: now.system, toko } });
    }
  });
});

describe('paying', () => {
  it('extends, redeems in part into a new loan, redeems, and refuses a second redemption', async () => {
    const s = await buildStore(t);
    await switchOn(owner, s.kode_toko);
    await buildModalKas(t, s.kode_toko, 50_000_000);
    const k = await buildUser(t, { kode_toko: s.kode_toko, menus: [...HUTANG_MENUS] });
    const no = (await k.client.ok(hutangApi.simpanHutang, { body: loanBody() })).data.no_hutang;
    const photo = await k.client.upload(`hutang/foto/${no}/1`, { name: 'foto.jpg', type: 'image/jpeg', data: tinyJpeg(600, 800, 5_000) });
    expect(photo.statusCode).toBe(200);
    // Day 40: two months started → Rp 200.000; extension pays it (and the penalty) and moves the due date by one term.
    await buildBusinessDate(t, s.kode_toko, tambahHari(s.tgl_system, 40));
    const before = await k.client.ok(hutangApi.detailHutang, { params: { no_hutang: no } });
    // Past the 7 grace days: 1 % penalty per started month overdue = Rp 50.000.
    expect(before.data).toMatchObject({ bunga: 200_000, hari_terlambat: 10, denda: 50_000, jatuh_tempo: true });
    const ext = await k.client.ok(hutangApi.bayarHutang, {
      body: { no_hutang: no, jenis: 'PERPANJANG', jumlah: 250_000, pembayaran: [{ jenis: 'CASH', jumlah: 250_000 }] },
    });
    expect(ext.data).toMatchObject({
      denda: 50_000,
      bunga: 200_000,
      pokok: 0,
      sisa_pokok: 5_000_000,
      tgl_jatuh_tempo: tambahHari(s.tgl_system, 60),
      status: 'AKTIF',
    });
    const after = await k.client.ok(hutangApi.detailHutang, { params: { no_hutang: no } });
    expect(after.data).toMatchObject({ bunga: 0, total: 5_000_000, tgl_bunga: tambahHari(s.tgl_system, 60) });
    // Partial: Rp 2.000.000 to principal closes the loan and opens one of Rp 3.000.000 (re-valued today).
    const cicil = await k.client.ok(hutangApi.bayarHutang, {
      body: { no_hutang: no, jenis: 'CICIL', jumlah: 2_000_000, pembayaran: [{ jenis: 'CASH', jumlah: 2_000_000 }] },
    });
    const baru = cicil.data.no_hutang_baru as string;
    expect(cicil.data).toMatchObject({ pokok: 2_000_000, sisa_pokok: 3_000_000, status: 'DIPERBARUI' });
    expect(baru).toMatch(/^HTG-/);
    expect(await gadaiGrams(no)).toBe('0.000');
    expect(await gadaiGrams(baru)).toBe('7.500');
    expect(await piutang(no)).toBe(0);
    expect(await piutang(baru)).toBe(3_000_000);
    const chained = await k.client.ok(hutangApi.detailHutang, { params: { no_hutang: baru } });
    expect(chained.data).toMatchObject({ no_hutang_asal: no, pokok: 3_000_000, bunga: 0, tgl_jatuh_tempo: tambahHari(s.tgl_system, 70) });
    // The same pieces: the first piece's photo goes with it into the new loan.
    expect(chained.data.detail_barang.map((d) => d.foto)).toEqual([true, false]);
    expect((await k.client.ok(hutangApi.foto, { params: { no_hutang: baru, line_no: 1 } })).data.data_url).toMatch(/^data:image\/jpeg/);
    // Redemption pays everything and hands the pieces back.
    const kasBefore = await kas(s.kode_toko);
    const lunas = await k.client.ok(hutangApi.bayarHutang, {
      body: { no_hutang: baru, jenis: 'LUNAS', jumlah: 3_000_000, pembayaran: [{ jenis: 'CASH', jumlah: 3_000_000 }] },
    });
    expect(lunas.data).toMatchObject({ pokok: 3_000_000, sisa_pokok: 0, status: 'LUNAS' });
    expect(await kas(s.kode_toko)).toBe(kasBefore + 3_000_000);
    expect(await gadaiGrams(baru)).toBe('0.000');
    expect(await piutang(baru)).toBe(0);
    const again = await k.client.call(hutangApi.bayarHutang, {
      body: { no_hutang: baru, jenis: 'LUNAS', jumlah: 3_000_000, pembayaran: [{ jenis: 'CASH', jumlah: 3_000_000 }] },
    });
    expect(again).toMatchObject({ ok: false, status: 409 });
    await expectInvariants();
  });

  it('splits penalty → interest → principal; less than the interest needs an OWN/SU approval, logged', async () => {
    const s = await buildStore(t);
    await switchOn(owner, s.kode_toko);
    await buildModalKas(t, s.kode_toko, 50_000_000);
    const k = await buildUser(t, { kode_toko: s.kode_toko, menus: [...HUTANG_MENUS] });
    const no = (await k.client.ok(hutangApi.simpanHutang, { body: loanBody() })).data.no_hutang;
    // Day 45: due day 30 + 7 grace → 8 days into the penalty: 1 started month × 1 % = Rp 50.000; interest 2 months.
    await buildBusinessDate(t, s.kode_toko, tambahHari(s.tgl_system, 45));
    const owed = (await k.client.ok(hutangApi.detailHutang, { params: { no_hutang: no } })).data;
    expect(owed).toMatchObject({ denda: 50_000, bunga: 200_000, total: 5_250_000 });
    const short = {
      no_hutang: no,
      jenis: 'PERPANJANG' as const,
      jumlah: 150_000,
      pembayaran: [{ jenis: 'CASH' as const, jumlah: 150_000 }],
    };
    const refused = await k.client.call(hutangApi.bayarHutang, { body: short });
    expect(refused).toMatchObject({ ok: false, status: 403, body: { message: H.bungaKurangPerluOtorisasi } });
    const approved = await k.client.ok(hutangApi.bayarHutang, {
      body: { ...short, otorisasi: { user_id: owner.user_id, password: owner.password, alasan: 'PELANGGAN LAMA' } },
    });
    expect(approved.data).toMatchObject({ denda: 50_000, bunga: 100_000, pokok: 0 });
    const [logged] = await rows<{ aksi: string }>(
      t.db,
      sql`SELECT detail->>'aksi' AS aksi FROM audit_log WHERE event = 'OTORISASI' AND detail->>'no_dokumen' = ${approved.data.no_bayar}`,
    );
    expect(logged?.aksi).toBe('BUNGA_HUTANG');
    // The books: penalty and interest earned as paid.
    const income = await rows<{ ref: string; saldo: string }>(
      t.db,
      sql`SELECT a.ref, SUM(e.jumlah)::text AS saldo FROM money_entries e JOIN money_accounts a USING (kode_akun) WHERE e.doc_no = ${approved.data.no_bayar} AND a.kind = 'BATAS' GROUP BY a.ref ORDER BY a.ref`,
    );
    expect(income).toEqual([
      { ref: 'BUNGA_HUTANG', saldo: '-100000' },
      { ref: 'DENDA_HUTANG', saldo: '-50000' },
    ]);
    // Paying past the whole bill is refused.
    const over = await k.client.call(hutangApi.bayarHutang, {
      body: { no_hutang: no, jenis: 'LUNAS', jumlah: 6_000_000, pembayaran: [{ jenis: 'CASH', jumlah: 6_000_000 }] },
    });
    expect(over).toMatchObject({ ok: false, status: 400 });
    await expectInvariants();
  });
});

describe('cancel, notice, take-over', () => {
  it("cancels on the loan's day (money and pieces back), never a cancelled loan's payment, never the next day", async () => {
    const s = await buildStore(t);
    await switchOn(owner, s.kode_toko);
    await buildModalKas(t, s.kode_toko, 50_000_000);
    const k = await buildUser(t, { kode_toko: s.kode_toko, menus: [...HUTANG_MENUS] });
    const kasBefore = await kas(s.kode_toko);
    const no = (await k.client.ok(hutangApi.simpanHutang, { body: loanBody() })).data.no_hutang;
    const cancelled = await k.client.ok(hutangApi.batalHutang, { body: { no_hutang: no, alasan: 'SALAH INPUT' } });
    expect(cancelled.data.no_batal).toMatch(/^BHG-/);
    expect(await kas(s.kode_toko)).toBe(kasBefore);
    expect(await gadaiGrams(no)).toBe('0.000');
    expect(await piutang(no)).toBe(0);
    const pay = await k.client.call(hutangApi.bayarHutang, {
      body: { no_hutang: no, jenis: 'LUNAS', jumlah: 5_100_000, pembayaran: [{ jenis: 'CASH', jumlah: 5_100_000 }] },
    });
    expect(pay).toMatchObject({ ok: false, status: 409 });
    const second = (await k.client.ok(hutangApi.simpanHutang, { body: loanBody() })).data.no_hutang;
    await buildBusinessDate(t, s.kode_toko, tambahHari(s.tgl_system, 1));
    const late = await k.client.call(hutangApi.batalHutang, { body: { no_hutang: second, alasan: 'TERLAMBAT' } });
    expect(late).toMatchObject({ ok: false, status: 409, body: { message: H.batalHanyaHariIni } });
    await expectInvariants();
  });

  it("takes a defaulted loan's pieces into stock only after the notice, by OWN/SU, at a stated value", async () => {
    const s = await buildStore(t);
    await switchOn(owner, s.kode_toko);
    await buildModalKas(t, s.kode_toko, 50_000_000);
    const k = await buildUser(t, { kode_toko: s.kode_toko, menus: [...HUTANG_MENUS] });
    const no = (await k.client.ok(hutangApi.simpanHutang, { body: loanBody() })).data.no_hutang;
    const early = await owner.client.call(hutangApi.sitaHutang, { body: { no_hutang: no, nilai: 6_000_000, alasan: 'GAGAL BAYAR' } });
    expect(early).toMatchObject({ ok: false, status: 409, body: { message: H.belumJatuhTempo } });
    await buildBusinessDate(t, s.kode_toko, tambahHari(s.tgl_system, 60));
    // Overdue: on the store's pending list with its pieces and grams.
    const dashboard = await owner.client.ok(systemApi.dashboard, { query: { kode_toko: s.kode_toko } });
    expect(dashboard.data.pending.find((row) => row.key === 'hutang-terlambat')).toMatchObject({ documents: 1, berat: '7.500' });
    const noNotice = await owner.client.call(hutangApi.sitaHutang, { body: { no_hutang: no, nilai: 6_000_000, alasan: 'GAGAL BAYAR' } });
    expect(noNotice).toMatchObject({ ok: false, status: 409, body: { message: H.belumAdaPemberitahuan } });
    const notice = await k.client.ok(hutangApi.pemberitahuan, { body: { no_hutang: no } });
    expect(notice.data.wa_link).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
    const staff = await k.client.call(hutangApi.sitaHutang, { body: { no_hutang: no, nilai: 6_000_000, alasan: 'GAGAL BAYAR' } });
    expect(staff).toMatchObject({ ok: false, status: 403 });
    const taken = await owner.client.ok(hutangApi.sitaHutang, { body: { no_hutang: no, nilai: 6_000_000, alasan: 'GAGAL BAYAR' } });
    expect(taken.data.selisih).toBe(-1_000_000);
    expect(await gadaiGrams(no)).toBe('0.000');
    expect(await piutang(no)).toBe(0);
    const [beli] = await rows<{ berat: string }>(
      t.db,
      sql`SELECT SUM(berat)::numeric(12,3)::text AS berat FROM stock_balances WHERE place_kind = 'BELI' AND place_toko = ${s.kode_toko}`,
    );
    expect(beli?.berat).toBe('7.500');
    // The pieces wait on /sortir-pembelian's list like bought-back gold (the stated value shared by their
    // valuation: 5 g and 2.5 g of Rp 6.000.000) and are sorted onto a purchase-sort tray.
    const ready = await owner.client.ok(pembelianApi.readySortir, { query: { kode_toko: s.kode_toko } });
    const sitaLines = ready.data.filter((line) => line.no_faktur_beli === taken.data.no_sita);
    expect(sitaLines.map((line) => [line.kode_lot, line.nama_barang, line.berat, line.kondisi, line.harga])).toEqual([
      [`${taken.data.no_sita}/1`, 'CINCIN', '5.000', 'SITA', 4_000_000],
      [`${taken.data.no_sita}/2`, 'GELANG', '2.500', 'SITA', 2_000_000],
    ]);
    const tray = await buildTray(t, { kode_toko: s.kode_toko, kode_gudang: 'SP' });
    const sortBody = {
      kode_toko: s.kode_toko,
      kode_gudang: 'SP',
      kode_baki: tray.kode_baki,
      detail_barang: sitaLines.map((line) => ({
        no_faktur_beli: line.no_faktur_beli,
        kode_lot: line.kode_lot,
        kode_dept: line.kode_dept,
        kode_group: line.kode_group,
        berat: line.berat,
        nama_barang: line.nama_barang,
        harga: line.harga,
        kondisi: line.kondisi,
        kode_lokasi_toko: '-',
      })),
    };
    const sorted = await owner.client.ok(sepuhanApi.sortirPembelian, { body: sortBody });
    expect(sorted.data.detail_sortir.map((line) => [line.kode_lot, line.berat, line.harga])).toEqual([
      [`${taken.data.no_sita}/1`, '5.000', 4_000_000],
      [`${taken.data.no_sita}/2`, '2.500', 2_000_000],
    ]);
    const after = await owner.client.ok(pembelianApi.readySortir, { query: { kode_toko: s.kode_toko } });
    expect(after.data.filter((line) => line.no_faktur_beli === taken.data.no_sita)).toEqual([]);
    // Sorted once: a second sort of the same pieces is refused.
    expect(await owner.client.call(sepuhanApi.sortirPembelian, { body: sortBody })).toMatchObject({ ok: false, status: 409 });
    await expectInvariants();
  });

  it("answers another store's loan as not found", async () => {
    const stranger = await otherStoreStaff();
    const [any] = await rows<{ no_hutang: string }>(t.db, sql`SELECT no_hutang FROM hutang WHERE kode_toko = ${store.kode_toko} LIMIT 1`);
    const refused = await stranger.client.call(hutangApi.detailHutang, { params: { no_hutang: any?.no_hutang ?? 'X' } });
    expect(refused).toMatchObject({ ok: false, status: 404 });
  });
});

describe('validasi-hutang', () => {
  it("lists the day's loan documents with their money and validates a selection only when the count matches", async () => {
    const s = await buildStore(t);
    await switchOn(owner, s.kode_toko);
    await buildModalKas(t, s.kode_toko, 50_000_000);
    const k = await buildUser(t, { kode_toko: s.kode_toko, menus: [...HUTANG_MENUS] });
    const no = (await k.client.ok(hutangApi.simpanHutang, { body: loanBody() })).data.no_hutang;
    const paid = await k.client.ok(hutangApi.bayarHutang, {
      body: { no_hutang: no, jenis: 'PERPANJANG', jumlah: 100_000, pembayaran: [{ jenis: 'CASH', jumlah: 100_000 }] },
    });
    const day = (await k.client.ok(hutangApi.dataValidasiHutang, { query: {} })).data;
    expect(day.rows.map((row) => [row.no_dokumen, row.no_hutang, row.uang, row.divalidasi])).toEqual([
      [no, no, [{ jenis: 'CASH', jumlah: -5_000_000 }], false],
      [paid.data.no_bayar, no, [{ jenis: 'CASH', jumlah: 100_000 }], false],
    ]);
    const wrong = await k.client.call(hutangApi.validasiHutang, {
      body: { no_dokumen: [no, paid.data.no_bayar], uang: [{ jenis: 'CASH', jumlah: -5_000_000 }] },
    });
    expect(wrong).toMatchObject({ ok: false, status: 409 });
    const ok = await k.client.ok(hutangApi.validasiHutang, {
      body: { no_dokumen: [no, paid.data.no_bayar], uang: [{ jenis: 'CASH', jumlah: -4_900_000 }] },
    });
    expect(ok.data.divalidasi).toBe(2);
    // The time is the store's (Asia/Jakarta, UTC+7), not the server's UTC.
    const [created] = await rows<{ created_at: string }>(
      t.db,
      sql`SELECT created_at::text AS created_at FROM documents WHERE doc_no = ${no}`,
    );
    const jakarta = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    expect(day.rows[0]?.jam).toBe(jakarta.format(new Date(created?.created_at ?? '')));
    const again = await k.client.call(hutangApi.validasiHutang, {
      body: { no_dokumen: [no], uang: [{ jenis: 'CASH', jumlah: -5_000_000 }] },
    });
    expect(again).toMatchObject({ ok: false, status: 409 });
  });
});

describe('races', () => {
  it('two redemptions of one loan at once: one is booked', async () => {
    const no = (await kasir.client.ok(hutangApi.simpanHutang, { body: loanBody() })).data.no_hutang;
    const answers = await race(2, () =>
      kasir.client.call(hutangApi.bayarHutang, {
        body: { no_hutang: no, jenis: 'LUNAS', jumlah: 5_100_000, pembayaran: [{ jenis: 'CASH', jumlah: 5_100_000 }] },
      }),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await piutang(no)).toBe(0);
    await expectInvariants();
  });

  it('a redemption racing a cancel: exactly one wins', async () => {
    const no = (await kasir.client.ok(hutangApi.simpanHutang, { body: loanBody() })).data.no_hutang;
    const [paid, cancelled] = await Promise.all([
      kasir.client.call(hutangApi.bayarHutang, {
        body: { no_hutang: no, jenis: 'LUNAS', jumlah: 5_100_000, pembayaran: [{ jenis: 'CASH', jumlah: 5_100_000 }] },
      }),
      kasir.client.call(hutangApi.batalHutang, { body: { no_hutang: no, alasan: 'BATAL' } }),
    ]);
    expect([paid.status, cancelled.status].filter((status) => status === 200)).toHaveLength(1);
    await expectInvariants();
  });
});

describe('property: random loans across months on a fixed clock', () => {
  it('conserves the collateral, keeps the receivable the sum of entries and charges interest to the schedule', async () => {
    const s = await buildStore(t);
    await switchOn(owner, s.kode_toko);
    await buildModalKas(t, s.kode_toko, 500_000_000);
    await buildSystemParameter(t, 'hutang_periode_bunga', '15_HARI');
    const setting: SettingHutang = { hutang_periode_bunga: '15_HARI', hutang_masa_tenggang: 7, hutang_denda_persen: '1' };
    const k = await buildUser(t, { kode_toko: s.kode_toko, menus: [...HUTANG_MENUS] });
    const kp = await buildKondisi('1.75', '90', 60);
    // A seeded generator: the same run every time.
    let seed = 24;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    interface Model {
      no: string;
      pokok: number;
      tgl_bunga: string;
      tempo: string;
      berat: number;
      open: boolean;
    }
    const loans: Model[] = [];
    let today = s.tgl_system;
    let interestExpected = 0;
    for (let step = 0; step < 24; step += 1) {
      today = tambahHari(today, next(20));
      await buildBusinessDate(t, s.kode_toko, today);
      const open = loans.filter((loan) => loan.open);
      const action = open.length === 0 ? 0 : next(4);
      if (action === 0) {
        const grams = 1000 + next(9000);
        const berat = (grams / 1000).toFixed(3);
        const maks = Math.floor((grams * 1000 * 0.9) / 1000) * 1000;
        const jumlah = Math.max(100_000, Math.floor((maks * (50 + next(50))) / 100 / 1000) * 1000);
        const taken = await k.client.ok(hutangApi.simpanHutang, {
          body: loanBody({
            kode_kondisi_pinjaman: kp,
            detail_barang: [{ nama_barang: 'KALUNG', kode_group: emas.kode_group, berat, kadar: '75' }],
            jumlah_pinjaman: jumlah,
            pembayaran: [{ jenis: 'CASH', jumlah }],
          }),
        });
        loans.push({
          no: taken.data.no_hutang,
          pokok: jumlah,
          tgl_bunga: today,
          tempo: taken.data.tgl_jatuh_tempo,
          berat: grams,
          open: true,
        });
        continue;
      }
      const loan = open[next(open.length)] as Model;
      const owed = tagihanHutang(
        { pokok: loan.pokok, bunga_persen: '1.75', tgl_bunga: loan.tgl_bunga, tgl_jatuh_tempo: loan.tempo },
        today,
        setting,
      );
      const shown = (await k.client.ok(hutangApi.detailHutang, { params: { no_hutang: loan.no } })).data;
      expect([shown.pokok, shown.bunga, shown.denda]).toEqual([owed.pokok, owed.bunga, owed.denda]);
      const periods = owed.periode_bunga;
      const settled = tambahHari(loan.tgl_bunga, periods * 15);
      if (action === 1) {
        const jumlah = owed.denda + owed.bunga + (next(2) === 0 ? 0 : 1000);
        if (jumlah === 0) continue;
        const paid = await k.client.ok(hutangApi.bayarHutang, {
          body: { no_hutang: loan.no, jenis: 'PERPANJANG', jumlah, pembayaran: [{ jenis: 'CASH', jumlah }] },
        });
        expect(paid.data.bunga).toBe(owed.bunga);
        interestExpected += owed.bunga;
        loan.pokok -= jumlah - owed.denda - owed.bunga;
        loan.tgl_bunga = settled;
        loan.tempo = tambahHari(loan.tempo, 60);
      } else if (action === 2 && loan.pokok > 200_000) {
        const split = bagiPembayaran(owed.denda + owed.bunga + 100_000, owed);
        const jumlah = split.denda + split.bunga + split.pokok;
        const paid = await k.client.ok(hutangApi.bayarHutang, {
          body: { no_hutang: loan.no, jenis: 'CICIL', jumlah, pembayaran: [{ jenis: 'CASH', jumlah }] },
        });
        interestExpected += owed.bunga;
        loan.open = false;
        loans.push({
          no: paid.data.no_hutang_baru as string,
          pokok: loan.pokok - split.pokok,
          tgl_bunga: settled,
          tempo: tambahHari(today, 60),
          berat: loan.berat,
          open: true,
        });
      } else {
        const paid = await k.client.ok(hutangApi.bayarHutang, {
          body: { no_hutang: loan.no, jenis: 'LUNAS', jumlah: owed.total, pembayaran: [{ jenis: 'CASH', jumlah: owed.total }] },
        });
        expect(paid.data.status).toBe('LUNAS');
        interestExpected += owed.bunga;
        loan.open = false;
      }
      for (const model of loans) expect(await piutang(model.no)).toBe(model.open ? model.pokok : 0);
    }
    // The collateral: every open loan's place holds its grams, every closed one none.
    for (const model of loans) expect(await gadaiGrams(model.no)).toBe(model.open ? (model.berat / 1000).toFixed(3) : '0.000');
    const [earned] = await rows<{ saldo: string | null }>(
      t.db,
      sql`SELECT COALESCE(-SUM(e.jumlah), 0)::text AS saldo FROM money_entries e JOIN money_accounts a USING (kode_akun)
          WHERE a.kind = 'BATAS' AND a.kode_toko = ${s.kode_toko} AND a.ref = 'BUNGA_HUTANG'`,
    );
    expect(Number(earned?.saldo)).toBe(interestExpected);
    expect(loans.length).toBeGreaterThan(3);
    await buildSystemParameter(t, 'hutang_periode_bunga', 'BULAN');
    await expectInvariants();
  });
});

// The schedule computed here from the rules alone (not core's tagihanHutang): 1.75 % a month, counted per started
// 15 days at half the rate, the day a period starts included; penalty 1 % of the principal per started 15 days
// past the due date and 7 days' grace; each rounded up to Rp 500. Whole rupiah in integers throughout.
const DAY = 86_400_000;
const dayNo = (tgl: string) => Date.parse(`${tgl}T00:00:00Z`) / DAY;
const upTo500 = (numerator: number, denominator: number) => Math.ceil(numerator / (denominator * 500)) * 500;
function schedule(loan: { pokok: number; tgl_bunga: string; tempo: string }, today: string) {
  const sinceInterest = dayNo(today) - dayNo(loan.tgl_bunga);
  const periods = sinceInterest < 0 ? 0 : Math.floor(sinceInterest / 15) + 1;
  // pokok × 1.75 % / 2 × periods = pokok × 175 × periods / 20 000.
  const bunga = periods > 0 ? upTo500(loan.pokok * 175 * periods, 20_000) : 0;
  const pastGrace = dayNo(today) - dayNo(loan.tempo) - 7;
  const latePeriods = pastGrace > 0 ? Math.floor((pastGrace - 1) / 15) + 1 : 0;
  const denda = latePeriods > 0 ? upTo500(loan.pokok * latePeriods, 100) : 0;
  return { periods, bunga, denda };
}

describe('property (fast-check): loans over months on a fixed clock against an independent schedule', () => {
  it("conserves each loan's grams and fine grams, keeps the receivable the sum of its entries and charges interest to the rupiah", async () => {
    await buildSystemParameter(t, 'hutang_periode_bunga', '15_HARI');
    const kp = await buildKondisi('1.75', '90', 60);
    const step = fc.record({
      gap: fc.integer({ min: 0, max: 35 }),
      kind: fc.constantFrom('BARU', 'PERPANJANG', 'CICIL', 'LUNAS'),
      pick: fc.nat(),
      // Milligrams, a multiple of 4 so that 75 % of it is a whole milligram: the fine grams are exact.
      mg: fc.integer({ min: 250, max: 2500 }).map((n) => n * 4),
      share: fc.integer({ min: 40, max: 100 }),
    });
    try {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 8 }), async (steps) => {
          const s = await buildStore(t);
          await switchOn(owner, s.kode_toko);
          await buildModalKas(t, s.kode_toko, 500_000_000);
          const k = await buildUser(t, { kode_toko: s.kode_toko, menus: [...HUTANG_MENUS] });
          interface Loan {
            no: string;
            pokok: number;
            tgl_bunga: string;
            tempo: string;
            mg: number;
            open: boolean;
          }
          const loans: Loan[] = [];
          let today = s.tgl_system;
          let interest = 0;
          for (const [index, st] of steps.entries()) {
            today = tambahHari(today, st.gap);
            await buildBusinessDate(t, s.kode_toko, today);
            const open = loans.filter((loan) => loan.open);
            if (index === 0 || st.kind === 'BARU' || open.length === 0) {
              // The most: grams × Rp 1.000.000 × 90 %, down to Rp 1.000; lend a share of it.
              const maks = Math.floor((st.mg * 900) / 1000) * 1000;
              const jumlah = Math.max(100_000, Math.floor((maks * st.share) / 100 / 1000) * 1000);
              const taken = await k.client.ok(hutangApi.simpanHutang, {
                body: loanBody({
                  kode_kondisi_pinjaman: kp,
                  detail_barang: [{ nama_barang: 'KALUNG', kode_group: emas.kode_group, berat: (st.mg / 1000).toFixed(3), kadar: '75' }],
                  jumlah_pinjaman: jumlah,
                  pembayaran: [{ jenis: 'CASH', jumlah }],
                }),
              });
              expect(taken.data.tgl_jatuh_tempo).toBe(tambahHari(today, 60));
              loans.push({
                no: taken.data.no_hutang,
                pokok: jumlah,
                tgl_bunga: today,
                tempo: tambahHari(today, 60),
                mg: st.mg,
                open: true,
              });
            } else {
              const loan = open[st.pick % open.length] as Loan;
              const due = schedule(loan, today);
              const shown = (await k.client.ok(hutangApi.detailHutang, { params: { no_hutang: loan.no } })).data;
              expect([shown.pokok, shown.bunga, shown.denda]).toEqual([loan.pokok, due.bunga, due.denda]);
              const settled = tambahHari(loan.tgl_bunga, due.periods * 15);
              const pay = async (jenis: 'PERPANJANG' | 'CICIL' | 'LUNAS', jumlah: number) =>
                (
                  await k.client.ok(hutangApi.bayarHutang, {
                    body: { no_hutang: loan.no, jenis, jumlah, pembayaran: [{ jenis: 'CASH', jumlah }] },
                  })
                ).data;
              if (st.kind === 'PERPANJANG' && due.bunga + due.denda > 0) {
                const paid = await pay('PERPANJANG', due.denda + due.bunga);
                expect([paid.denda, paid.bunga, paid.pokok]).toEqual([due.denda, due.bunga, 0]);
                loan.tgl_bunga = settled;
                loan.tempo = tambahHari(loan.tempo, 60);
              } else if (st.kind === 'CICIL' && loan.pokok > 100_000) {
                const part = Math.max(1_000, Math.floor((loan.pokok * (100 - st.share)) / 100 / 1000) * 1000);
                const paid = await pay('CICIL', due.denda + due.bunga + part);
                expect([paid.denda, paid.bunga, paid.pokok]).toEqual([due.denda, due.bunga, part]);
                loan.open = false;
                loans.push({
                  no: paid.no_hutang_baru as string,
                  pokok: loan.pokok - part,
                  tgl_bunga: settled,
                  tempo: tambahHari(today, 60),
                  mg: loan.mg,
                  open: true,
                });
              } else {
                const paid = await pay('LUNAS', loan.pokok + due.bunga + due.denda);
                expect([paid.denda, paid.bunga, paid.pokok, paid.status]).toEqual([due.denda, due.bunga, loan.pokok, 'LUNAS']);
                loan.open = false;
              }
              interest += due.bunga;
            }
          }
          // Per loan: the collateral's grams and fine grams where the model says (all of it while open, none
          // once closed or passed on), and the receivable the sum of its entries, equal to the model's principal.
          for (const loan of loans) {
            const [held] = await rows<{ berat: string; murni: string }>(
              t.db,
              sql`SELECT COALESCE(SUM(berat), 0)::numeric(12,3)::text AS berat, COALESCE(SUM(berat_murni), 0)::numeric(12,3)::text AS murni
                  FROM stock_balances WHERE place_kind = 'GADAI' AND place LIKE ${`%:${loan.no}`}`,
            );
            const mg = loan.open ? loan.mg : 0;
            expect(held).toEqual({ berat: (mg / 1000).toFixed(3), murni: ((mg * 75) / 100 / 1000).toFixed(3) });
            expect(await piutang(loan.no)).toBe(loan.open ? loan.pokok : 0);
          }
          const [earned] = await rows<{ saldo: string | null }>(
            t.db,
            sql`SELECT COALESCE(-SUM(e.jumlah), 0)::text AS saldo FROM money_entries e JOIN money_accounts a USING (kode_akun)
                WHERE a.kind = 'BATAS' AND a.kode_toko = ${s.kode_toko} AND a.ref = 'BUNGA_HUTANG'`,
          );
          expect(Number(earned?.saldo)).toBe(interest);
        }),
        { numRuns: 4, seed: 2324 },
      );
    } finally {
      await buildSystemParameter(t, 'hutang_periode_bunga', 'BULAN');
    }
    await expectInvariants();
  });
});
