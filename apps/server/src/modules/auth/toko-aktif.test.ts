// The active store through HTTP: an OWN/SU switches the store their session acts for (PUT users/toko-aktif) and
// every store-scoped endpoint then acts for it — the screens that only knew the user's own store: the day's
// deposits and their validation, the day's validation and blind count, Setting Toko, the bank screens and the
// accounts they offer, services, loans, the close of day — with that store's numbers and business date, and its
// business-date guard. The switch is audited; every other level is refused.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_EVENTS,
  authApi,
  gantiTokoAktifKeterangan,
  hutangApi,
  keuanganApi,
  MASTER_API,
  MESSAGES,
  servicesApi,
  systemApi,
  titipanApi,
  tokoAktifDiganti,
  validasiApi,
} from '@kencana/core';
import otorisasiReport from '@kencana/core/reports/otorisasi';
import { rows } from '../../db/client.ts';
import { checkLedgerInvariants } from '../../ledger/invariants.ts';
import { buildGroup, buildModalKas, buildStore, buildUser, signInAgain, type BuiltStore, type BuiltUser } from '../../testing/factories.ts';
import { countAsBooked } from '../../testing/hitung-kas.ts';
import { fetchReport } from '../../testing/report-testing.ts';
import { createTestApp, TEST_TODAY, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
/** The owner's own store, a day ahead of today: a document dated today was booked in another store. */
let home: BuiltStore;
/** The branch the owner acts for, on today's business date. */
let branch: BuiltStore;
/** A store whose day is behind today: it must be closed before anything is booked in it. */
let behind: BuiltStore;
let owner: BuiltUser;
let kasir: BuiltUser;
let kode_group: string;

const TOMORROW = '2026-11-23';
const YESTERDAY = '2026-11-21';

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  home = await buildStore(t, { tgl_system: TOMORROW });
  branch = await buildStore(t, { tgl_system: TEST_TODAY });
  behind = await buildStore(t, { tgl_system: YESTERDAY });
  owner = await buildUser(t, { kode_toko: home.kode_toko, level: 'OWN' });
  kasir = await buildUser(t, { kode_toko: branch.kode_toko, menus: ['/lihat-titipan', '/tambah-uang-kas'] });
  kode_group = (await buildGroup(t, { harga: 1_000_000 })).kode_group;
  await buildModalKas(t, branch.kode_toko, 50_000_000);
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
});

const actFor = (user: BuiltUser, kode_toko: string) => user.client.ok(authApi.tokoAktif, { body: { kode_toko } });

/** Where and on which business date a document was booked. */
async function bookedAt(doc_no: string) {
  const [doc] = await rows<{ kode_toko: string; tgl_system: string }>(
    t.db,
    sql`SELECT kode_toko, to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system FROM documents WHERE doc_no = ${doc_no}`,
  );
  return doc;
}

const switches = () =>
  rows<{ user_id: string; kode_toko: string; dari: string; ke: string }>(
    t.db,
    sql`SELECT user_id, kode_toko, detail->>'dari' AS dari, detail->>'ke' AS ke FROM audit_log WHERE event = 'GANTI_TOKO_AKTIF' ORDER BY id`,
  );

describe('PUT users/toko-aktif', () => {
  it("answers the session data of the store now acted for, keeps it for the session's next requests, and records who, from, to and when", async () => {
    const before = (await switches()).length;
    const answer = await actFor(owner, branch.kode_toko.toLowerCase());
    expect(answer.message).toBe(tokoAktifDiganti(branch.kode_toko, branch.nama_toko));
    expect(answer.data).toMatchObject({
      user_id: owner.user_id,
      level: 'OWN',
      kode_toko: branch.kode_toko,
      kode_toko_asal: home.kode_toko,
      nama_toko: branch.nama_toko,
      alamat_toko: branch.alamat_toko,
      tgl_system: TEST_TODAY,
    });
    // The next request of the session (through the session cache) acts for the branch.
    expect((await owner.client.ok(authApi.me)).data).toEqual(answer.data);
    expect((await switches()).slice(before)).toEqual([
      { user_id: owner.user_id, kode_toko: branch.kode_toko, dari: home.kode_toko, ke: branch.kode_toko },
    ]);
    // Asking for the store already acted for changes and records nothing.
    await actFor(owner, branch.kode_toko);
    expect((await switches()).length).toBe(before + 1);
    // The authorisation report lists the switch under the branch.
    const report = await fetchReport(t, owner.token, otorisasiReport, {
      tgl_from: TEST_TODAY,
      tgl_to: TEST_TODAY,
      kode_toko: branch.kode_toko,
      event: 'GANTI_TOKO_AKTIF',
    });
    expect(report.status).toBe(200);
    expect(report.body.data).toEqual([
      expect.objectContaining({
        user_id: owner.user_id,
        kejadian: AUDIT_EVENTS.GANTI_TOKO_AKTIF,
        keterangan: gantiTokoAktifKeterangan(home.kode_toko, branch.kode_toko),
      }),
    ]);
  });

  it("is the session's own: the owner's other session still acts for their store; switching to it switches back", async () => {
    await actFor(owner, branch.kode_toko);
    const elsewhere = await signInAgain(t, owner);
    expect((await elsewhere.ok(authApi.me)).data).toMatchObject({ kode_toko: home.kode_toko, tgl_system: TOMORROW });
    const back = await actFor(owner, home.kode_toko);
    expect(back.data).toMatchObject({ kode_toko: home.kode_toko, kode_toko_asal: home.kode_toko, tgl_system: TOMORROW });
    const [row] = await rows<{ kode_toko_aktif: string | null }>(
      t.db,
      sql`SELECT s.kode_toko_aktif FROM sessions s WHERE s.user_id = ${owner.user_id} AND s.revoked_at IS NULL AND s.kode_toko_aktif IS NOT NULL`,
    );
    expect(row).toBeUndefined();
  });

  it('refuses every level but OWN and SU (SU may), and an unknown or deactivated store, writing nothing', async () => {
    const admin = await buildUser(t, { kode_toko: branch.kode_toko, level: 'ADMIN', menus: ['/settingtoko'] });
    const su = await buildUser(t, { kode_toko: branch.kode_toko, level: 'SU' });
    const closedDown = await buildStore(t);
    await t.db.execute(sql`UPDATE tokos SET is_active = false WHERE kode_toko = ${closedDown.kode_toko}`);
    const before = (await switches()).length;
    for (const staff of [kasir, admin]) {
      expect(await staff.client.call(authApi.tokoAktif, { body: { kode_toko: home.kode_toko } })).toMatchObject({
        ok: false,
        status: 403,
        body: { message: MESSAGES.hanyaOwnSuTokoAktif },
      });
      expect((await staff.client.ok(authApi.me)).data.kode_toko).toBe(branch.kode_toko);
    }
    for (const kode_toko of ['TIDAKADA', closedDown.kode_toko])
      expect(await owner.client.call(authApi.tokoAktif, { body: { kode_toko } })).toMatchObject({
        ok: false,
        status: 404,
        body: { message: MESSAGES.tokoTidakDitemukan },
      });
    expect(await owner.client.call(authApi.tokoAktif, { body: { kode_toko: '' } })).toMatchObject({ ok: false, status: 400 });
    expect((await switches()).length).toBe(before);
    expect((await actFor(su, home.kode_toko)).data.kode_toko).toBe(home.kode_toko);
  });

  it('ends with the level: a user no longer OWN/SU acts for their own store again', async () => {
    const manager = await buildUser(t, { kode_toko: home.kode_toko, level: 'SU' });
    await actFor(manager, branch.kode_toko);
    const demoted = await owner.client.put(`users/edit/by-user-id/${manager.user_id}`, {
      user_name: 'MANAJER',
      level: 'ADMIN',
      kode_toko: home.kode_toko,
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await manager.client.ok(authApi.me)).data).toMatchObject({ level: 'ADMIN', kode_toko: home.kode_toko });
  });
});

describe('store-scoped endpoints act for the active store', () => {
  it('books a document in the active store, numbered there and dated its business date', async () => {
    await actFor(owner, branch.kode_toko);
    const kasBefore = (await owner.client.ok(keuanganApi.saldo, { query: { kode_toko: home.kode_toko } })).data.kas;
    const posted = await owner.client.ok(keuanganApi.kas, {
      body: { jenis: 'TAMBAH', kode_transaksi: await kategori(), jumlah: 125_000, keterangan: 'MODAL CABANG' },
    });
    expect(posted.data.no_transaksi).toContain(branch.kode_toko);
    expect(posted.data.tgl_system).toBe(TEST_TODAY);
    expect(await bookedAt(posted.data.no_transaksi)).toEqual({ kode_toko: branch.kode_toko, tgl_system: TEST_TODAY });
    // The drawer of the branch, not of the owner's store.
    const saldo = await owner.client.ok(keuanganApi.saldo, { query: {} });
    expect(saldo.data.kode_toko).toBe(branch.kode_toko);
    expect((await owner.client.ok(keuanganApi.saldo, { query: { kode_toko: home.kode_toko } })).data.kas).toBe(kasBefore);
    const list = await owner.client.ok(keuanganApi.transaksi, { query: { akun: 'KAS' } });
    expect(list.data.map((row) => row.no_transaksi)).toContain(posted.data.no_transaksi);
  });

  it("applies the active store's business date: a store behind today refuses documents until closed, whatever the home store's date", async () => {
    const body = { jenis: 'TAMBAH' as const, kode_transaksi: await kategori(), jumlah: 1_000, keterangan: '' };
    await actFor(owner, behind.kode_toko);
    expect(await owner.client.call(keuanganApi.kas, { body })).toMatchObject({
      ok: false,
      status: 409,
      body: { message: MESSAGES.tokoBelumDitutup },
    });
    // The day's validations stay open to it (the close needs them).
    expect((await owner.client.ok(validasiApi.dataHitungKas, { query: {} })).data).toMatchObject({
      kode_toko: behind.kode_toko,
      tgl_system: YESTERDAY,
    });
    // An owner whose own store is behind acts for a store whose day is open.
    const late = await buildUser(t, { kode_toko: behind.kode_toko, level: 'OWN' });
    expect(await late.client.call(keuanganApi.kas, { body })).toMatchObject({ ok: false, status: 409 });
    await actFor(late, branch.kode_toko);
    expect(await late.client.call(keuanganApi.kas, { body })).toMatchObject({ ok: true });
  });

  it("offers the active store's bank accounts on the bank screens and posts to them", async () => {
    const own = await rekening(home.kode_toko);
    const theirs = await rekening(branch.kode_toko);
    await actFor(owner, branch.kode_toko);
    const accounts = await owner.client.ok(MASTER_API.rekening.list, { query: {} });
    expect(accounts.data.map((row) => row.kode_rekening)).toContain(theirs);
    expect(accounts.data.map((row) => row.kode_rekening)).not.toContain(own);
    const saldo = await owner.client.ok(keuanganApi.saldo, { query: {} });
    expect(saldo.data.bank.map((row) => row.kode_rekening)).toContain(theirs);
    expect(saldo.data.bank.map((row) => row.kode_rekening)).not.toContain(own);
    const posted = await owner.client.ok(keuanganApi.bank, {
      body: {
        jenis: 'TAMBAH',
        kode_rekening: theirs,
        kode_transaksi: await kategori(),
        jumlah: 2_000_000,
        keterangan: '',
        referensi: 'TRF01',
      },
    });
    expect(posted.data.saldo).toBe(2_000_000);
    expect(await bookedAt(posted.data.no_transaksi)).toEqual({ kode_toko: branch.kode_toko, tgl_system: TEST_TODAY });
    const list = await owner.client.ok(keuanganApi.transaksi, { query: { akun: 'BANK' } });
    expect(list.data.map((row) => [row.no_transaksi, row.kode_rekening])).toContainEqual([posted.data.no_transaksi, theirs]);
  });

  it("lists the active store's deposits on Validasi Titipan and validates them there", async () => {
    const deposit = await kasir.client.ok(titipanApi.simpan, {
      body: {
        customer: { nama: 'IBU SARI', no_hp: '0812-7777-0001', alamat: '' },
        jumlah: 300_000,
        pembayaran: [{ jenis: 'CASH', jumlah: 300_000 }],
        keterangan: '',
      },
    });
    await actFor(owner, branch.kode_toko);
    const day = await owner.client.ok(titipanApi.dataValidasi, { query: {} });
    expect(day.data).toMatchObject({ kode_toko: branch.kode_toko, tgl_system: TEST_TODAY });
    expect(day.data.rows.map((row) => [row.no_dokumen, row.divalidasi])).toContainEqual([deposit.data.no_titipan, false]);
    const done = await owner.client.ok(titipanApi.validasi, {
      body: { tgl_system: day.data.tgl_system, no_dokumen: [deposit.data.no_titipan] },
    });
    expect(done.data.jumlah).toBe(1);
    expect(
      (await owner.client.ok(titipanApi.dataValidasi, { query: {} })).data.rows.find((row) => row.no_dokumen === deposit.data.no_titipan),
    ).toMatchObject({ divalidasi: true, validasi_oleh: owner.user_id });
  });

  it("reads and saves the active store's Setting Toko, leaving the owner's store as it was", async () => {
    await actFor(owner, branch.kode_toko);
    const homeBefore = (await owner.client.ok(validasiApi.getSettingToko, { query: { kode_toko: home.kode_toko } })).data;
    const saved = await owner.client.ok(validasiApi.simpanSettingToko, {
      body: { wajib_validasi_tutup_toko: false, toleransi_selisih_kas: 5_000, hutang_aktif: true },
    });
    expect(saved.data).toMatchObject({ kode_toko: branch.kode_toko, toleransi_selisih_kas: 5_000, hutang_aktif: true });
    expect((await owner.client.ok(validasiApi.getSettingToko, { query: {} })).data).toEqual(saved.data);
    expect((await owner.client.ok(validasiApi.getSettingToko, { query: { kode_toko: home.kode_toko } })).data).toEqual(homeBefore);
  });

  it('takes in a service and pays out a loan at the active store', async () => {
    await actFor(owner, branch.kode_toko);
    const service = await owner.client.ok(servicesApi.simpan, {
      body: {
        customer: { nama: 'Budi', no_hp: '0812-3456-7890', alamat: 'Jl. Mawar' },
        detail: [{ nama_barang: 'Cincin', kode_group, berat: '2.500', kadar: '75', pekerjaan: 'Perbesar ukuran' }],
        ongkos: 150_000,
        uang_muka: 0,
        tgl_janji: '2026-11-25',
        keterangan: '',
      },
    });
    expect(await bookedAt(service.data.no_service)).toEqual({ kode_toko: branch.kode_toko, tgl_system: TEST_TODAY });
    const kondisi = `KP${Date.now().toString(36).slice(-6)}`.toUpperCase();
    await owner.client.ok(MASTER_API.kondisi_pinjaman.add, {
      body: {
        kode_kondisi_pinjaman: kondisi,
        nama_kondisi_pinjaman: 'KONDISI UJI',
        bunga_persen: '2',
        taksiran_persen: '80',
        lama_hari: 30,
      },
    });
    // Loans are switched on for the branch only (the Setting Toko test above); the owner's store has them off.
    const loan = await owner.client.ok(hutangApi.simpanHutang, {
      body: {
        customer: { nama: 'BUDI SANTOSO', no_ktp: '3171012345678901', no_hp: '081234567890', alamat: 'JL. MAWAR 1' },
        kode_kondisi_pinjaman: kondisi,
        detail_barang: [{ nama_barang: 'CINCIN', kode_group, berat: '5.000', kadar: '75' }],
        jumlah_pinjaman: 1_000_000,
        pembayaran: [{ jenis: 'CASH', jumlah: 1_000_000 }],
      },
    });
    expect(await bookedAt(loan.data.no_hutang)).toEqual({ kode_toko: branch.kode_toko, tgl_system: TEST_TODAY });
  });

  it("shows the active store's day to validate and counts its drawer", async () => {
    await actFor(owner, branch.kode_toko);
    expect((await owner.client.ok(validasiApi.dataValidasiJualBeli, { query: {} })).data.kode_toko).toBe(branch.kode_toko);
    expect((await owner.client.ok(validasiApi.dataValidasiPenjualan, { query: {} })).data.kode_toko).toBe(branch.kode_toko);
    expect((await owner.client.ok(systemApi.closePending)).data).toBeDefined();
    const counted = await countAsBooked(t, owner.token);
    expect(counted.status).toBe('SELESAI');
    const [count] = await rows<{ kode_toko: string; tgl_system: string }>(
      t.db,
      sql`SELECT kode_toko, to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system FROM hitung_kas WHERE user_id = ${owner.user_id} ORDER BY created_at DESC LIMIT 1`,
    );
    expect(count).toEqual({ kode_toko: branch.kode_toko, tgl_system: TEST_TODAY });
  });

  it('closes the active store: its date moves, every session acting for it ends, the home store and its sessions stay', async () => {
    await actFor(owner, branch.kode_toko);
    const atHome = await signInAgain(t, owner);
    // The branch's day: no validation asked before the close, a last movement, then its count.
    await owner.client.ok(validasiApi.simpanSettingToko, { body: { wajib_validasi_tutup_toko: false } });
    await owner.client.ok(keuanganApi.kas, { body: { jenis: 'TAMBAH', kode_transaksi: await kategori(), jumlah: 10_000, keterangan: '' } });
    await countAsBooked(t, owner.token);
    const closed = await owner.client.ok(systemApi.closeStore, { body: { PROSES: 'close' } });
    expect(closed).toMatchObject({ tgl_system_lama: TEST_TODAY, tgl_system_baru: TOMORROW });
    const dates = await rows<{ kode_toko: string; tgl_system: string }>(
      t.db,
      sql`SELECT kode_toko, to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system FROM tokos WHERE kode_toko IN (${home.kode_toko}, ${branch.kode_toko}) ORDER BY kode_toko`,
    );
    expect(Object.fromEntries(dates.map((row) => [row.kode_toko, row.tgl_system]))).toEqual({
      [home.kode_toko]: TOMORROW,
      [branch.kode_toko]: TOMORROW,
    });
    // The session that acted for the branch and the branch's cashier sign in again; the owner at home does not.
    expect(await owner.client.call(authApi.me)).toMatchObject({ ok: false, status: 401 });
    expect(await kasir.client.call(authApi.me)).toMatchObject({ ok: false, status: 401 });
    expect((await atHome.ok(authApi.me)).data.kode_toko).toBe(home.kode_toko);
    owner = { ...owner, client: await signInAgain(t, owner) };
  });
});

/** A category of Master Kode Transaksi both ways (one per test app). */
let kategoriCode: string | undefined;
async function kategori(): Promise<string> {
  if (kategoriCode) return kategoriCode;
  kategoriCode = 'UJIAKTIF';
  await owner.client.ok(MASTER_API.kode_transaksi.add, {
    body: { kode_transaksi: kategoriCode, nama_transaksi: 'UJI TOKO AKTIF', arus_kas: 'DUA ARAH' },
  });
  return kategoriCode;
}

/** A bank account of a store in Master Rekening, added by the owner. */
async function rekening(kode_toko: string): Promise<string> {
  const kode_rekening = `BCA-${kode_toko}`.slice(0, 20);
  await owner.client.ok(MASTER_API.rekening.add, {
    body: { kode_rekening, nama_bank: 'BCA', no_rekening: '1234567890', atas_nama: `TOKO ${kode_toko}`, kode_toko },
  });
  return kode_rekening;
}
