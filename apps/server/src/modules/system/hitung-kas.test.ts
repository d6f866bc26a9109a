// The day's blind count through the real HTTP API on PGlite: the expected figures come from the
// money ledger and are never answered before the count; the count is final; a difference waits for an OWN/SU
// approval (id + password + reason) that books it as SELISIH_KAS, after which the drawer equals the count;
// the close of day waits for the count; every approval is listed on /laporan-otorisasi.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { HARGA_100, MESSAGES, PENJUALAN_MESSAGES as PM, penjualanApi, validasiApi, type PenjualanBody } from '@kencana/core';
import report from '@kencana/core/reports/otorisasi';
import eodReport from '@kencana/core/reports/eod';
import { rows } from '../../db/client.ts';
import { checkLedgerInvariants } from '../../ledger/invariants.ts';
import { saldoKas } from '../../ledger/money.ts';
import {
  buildBarang,
  buildGroup,
  buildJenis,
  buildModalKas,
  buildPriceRule,
  buildSales,
  buildStore,
  buildTray,
  buildUser,
  type BuiltUser,
} from '../../testing/factories.ts';
import { countDay } from '../../testing/hitung-kas.ts';
import { countRows } from '../../testing/racing.ts';
import { fetchReport } from '../../testing/report-testing.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let cat: { kode_group: string; kode_dept: string };
let kode_sales: string;
let owner: BuiltUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await buildPriceRule(t, HARGA_100);
  const { kode_group } = await buildGroup(t, { harga: 1_000_000 });
  cat = { kode_group, kode_dept: (await buildJenis(t, { kode_group })).kode_dept };
  kode_sales = await buildSales(t);
  owner = await buildUser(t, { kode_toko: (await buildStore(t)).kode_toko, level: 'OWN', user_name: 'PEMILIK UJI' });
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t.close();
});

interface Shop {
  T: string;
  day: string;
  tray: string;
  kasir: BuiltUser;
  spv: BuiltUser;
}

/** A store of its own with a tray, a cashier and a supervisor who counts (level ADMIN, the count's menus). */
async function shop(): Promise<Shop> {
  const store = await buildStore(t);
  const T = store.kode_toko;
  return {
    T,
    day: store.tgl_system,
    tray: (await buildTray(t, { kode_toko: T })).kode_baki,
    kasir: await buildUser(t, { kode_toko: T, menus: ['/transaksi-penjualan'] }),
    spv: await buildUser(t, { kode_toko: T, level: 'ADMIN', menus: ['/validasi-penjualan', '/validasi-jual-beli', '/settingtoko'] }),
  };
}

/** Sells one piece of `berat` grams in the shop, paid as given; answers the sale. */
async function sell(s: Shop, berat: string, pembayaran: PenjualanBody['pembayaran']) {
  const piece = await buildBarang(t, { kode_baki: s.tray, berat, ...cat });
  return (
    await s.kasir.client.ok(penjualanApi.simpanPenjualan, {
      body: {
        kode_sales,
        customer: { nama: 'PEMBELI UJI', no_hp: '0811', alamat: 'JL. UJI' },
        detail_barang: [{ kode_barcode: piece.kode_barcode }],
        pembayaran,
      },
    })
  ).data;
}

const close = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/system/close', headers: bearer(token), payload: { PROSES: 'close' } });

const selisihDocs = async (T: string) =>
  Number(
    (await rows<{ n: string }>(t.db, sql`SELECT count(*)::text AS n FROM documents WHERE doc_type = 'SELISIH_KAS' AND kode_toko = ${T}`))[0]
      ?.n,
  );
const approvals = async () =>
  Number((await rows<{ n: string }>(t.db, sql`SELECT count(*)::text AS n FROM audit_log WHERE event = 'OTORISASI'`))[0]?.n);

describe('the blind count', () => {
  it('answers no expected figure before the count, then the count with the ledger’s figures; the count is final', async () => {
    const s = await shop();
    const sale = await sell(s, '1.000', [
      { jenis: 'CASH', jumlah: 5_000_000 },
      { jenis: 'QRIS', jumlah: 100_000 },
    ]);
    const cash = sale.total_harga - 100_000;
    expect(await saldoKas(t.db, s.T)).toBe(cash);

    const before = await s.spv.client.get('hitung-kas');
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({
      kode_toko: s.T,
      tgl_system: s.day,
      metode: ['CASH', 'TRANSFER', 'DEBIT', 'KREDIT', 'QRIS', 'MARKETPLACE'],
      jumlah_transaksi: 1,
      hasil: null,
    });
    // Blind: neither figure appears anywhere in the answer.
    expect(before.body).not.toContain(String(cash));
    expect(before.body).not.toContain(String(sale.total_harga));

    const counted = await s.spv.client.ok(validasiApi.hitungKas, {
      body: {
        tgl_system: s.day,
        uang: [
          { jenis: 'CASH', jumlah: cash },
          { jenis: 'QRIS', jumlah: 100_000 },
        ],
      },
    });
    expect(counted.message).toBe(MESSAGES.hitungKasBerhasil);
    expect(counted.data).toMatchObject({ status: 'SELESAI', no_dokumen: '', dihitung_oleh: s.spv.user_id, disetujui_oleh: '' });
    expect(counted.data.rows.find((r) => r.jenis === 'CASH')).toEqual({ jenis: 'CASH', dihitung: cash, diharapkan: cash, selisih: 0 });
    expect(counted.data.rows.find((r) => r.jenis === 'QRIS')).toEqual({
      jenis: 'QRIS',
      dihitung: 100_000,
      diharapkan: 100_000,
      selisih: 0,
    });
    // The day's document is validated by the count.
    expect((await rows(t.db, sql`SELECT 1 FROM validasi_transaksi WHERE no_faktur = ${sale.no_faktur_jual}`)).length).toBe(1);

    // Counting again (to try another figure) is refused while nothing new happened.
    const again = await s.spv.client.call(validasiApi.hitungKas, { body: { tgl_system: s.day, uang: [{ jenis: 'CASH', jumlah: 1 }] } });
    expect(again).toMatchObject({ ok: false, status: 409, body: { message: MESSAGES.hitungKasSudahAda } });
    const shown = await s.spv.client.ok(validasiApi.dataHitungKas, { query: {} });
    expect(shown.data.hasil).toEqual(counted.data);

    // A sale after the count opens a new round: the drawer is counted again, whole.
    const late = await sell(s, '0.500', [{ jenis: 'CASH', jumlah: 5_000_000 }]);
    const round2 = await countDay(s.spv.client, s.day, { CASH: cash + late.total_harga, QRIS: 100_000 });
    expect(round2.rows.find((r) => r.jenis === 'CASH')).toMatchObject({ diharapkan: cash + late.total_harga, selisih: 0 });
    expect((await close(s.spv.token)).statusCode).toBe(200);
  });

  it('a difference waits for an OWN/SU approval: the close is refused, a wrong password or a non-OWN/SU approver saves nothing, the approval books it and the drawer equals the count', async () => {
    const s = await shop();
    const sale = await sell(s, '1.000', [{ jenis: 'CASH', jumlah: 5_000_000 }]);
    const counted = await s.spv.client.ok(validasiApi.hitungKas, {
      body: { tgl_system: s.day, uang: [{ jenis: 'CASH', jumlah: sale.total_harga - 50_000 }] },
    });
    expect(counted.message).toBe(MESSAGES.selisihPerluOtorisasi);
    expect(counted.data.status).toBe('MENUNGGU_OTORISASI');
    expect(counted.data.rows.find((r) => r.jenis === 'CASH')).toEqual({
      jenis: 'CASH',
      dihitung: sale.total_harga - 50_000,
      diharapkan: sale.total_harga,
      selisih: -50_000,
    });
    const refused = await close(s.spv.token);
    expect([refused.statusCode, refused.json().message]).toEqual([409, MESSAGES.hitungKasMenungguOtorisasi]);
    // Counting again to make the difference vanish is refused too.
    const retype = await s.spv.client.call(validasiApi.hitungKas, {
      body: { tgl_system: s.day, uang: [{ jenis: 'CASH', jumlah: sale.total_harga }] },
    });
    expect(retype).toMatchObject({ ok: false, status: 409, body: { message: MESSAGES.hitungKasMenungguOtorisasi } });

    const approve = (user_id: string, password: string) =>
      s.spv.client.call(validasiApi.otorisasiHitungKas, {
        body: { tgl_system: s.day, otorisasi: { user_id, password, alasan: 'Uang kembalian salah hitung' } },
      });
    const before = { approvals: await approvals(), drawer: await saldoKas(t.db, s.T) };
    expect(await approve(owner.user_id, 'salah-sekali')).toMatchObject({
      ok: false,
      status: 403,
      body: { message: MESSAGES.otorisasiDitolak },
    });
    expect(await approve('tidak-ada', 'apa-saja')).toMatchObject({ ok: false, status: 403, body: { message: MESSAGES.otorisasiDitolak } });
    expect(await approve(s.spv.user_id, s.spv.password)).toMatchObject({
      ok: false,
      status: 403,
      body: { message: MESSAGES.otorisasiBukanOwnSu },
    });
    expect(await selisihDocs(s.T)).toBe(0);
    expect(await approvals()).toBe(before.approvals);
    expect(await saldoKas(t.db, s.T)).toBe(before.drawer);
    const missing = await s.spv.client.post('hitung-kas/otorisasi', {
      tgl_system: s.day,
      otorisasi: { user_id: owner.user_id, password: 'x' },
    });
    expect([missing.statusCode, missing.json().message]).toEqual([400, 'Alasan Harus Diisi']);

    const hasil = await s.spv.client.ok(validasiApi.otorisasiHitungKas, {
      body: { tgl_system: s.day, otorisasi: { user_id: owner.user_id, password: owner.password, alasan: 'Uang kembalian salah hitung' } },
    });
    expect(hasil.message).toBe(MESSAGES.selisihBerhasilDisetujui);
    expect(hasil.data).toMatchObject({ status: 'SELESAI', disetujui_oleh: owner.user_id, alasan: 'Uang kembalian salah hitung' });
    expect(hasil.data.no_dokumen).toMatch(/^SLK/);
    // The drawer now holds what was counted; the difference sits on the store's SELISIH_KAS boundary.
    expect(await saldoKas(t.db, s.T)).toBe(sale.total_harga - 50_000);
    const entries = await rows<{ kode_akun: string; jumlah: string }>(
      t.db,
      sql`SELECT kode_akun, jumlah::text AS jumlah FROM money_entries WHERE doc_no = ${hasil.data.no_dokumen} ORDER BY kode_akun`,
    );
    expect(entries).toEqual([
      { kode_akun: `BATAS:${s.T}:SELISIH_KAS`, jumlah: '50000' },
      { kode_akun: `KAS:${s.T}`, jumlah: '-50000' },
    ]);
    // Approving twice is refused; the close goes through.
    expect(await approve(owner.user_id, owner.password)).toMatchObject({
      status: 409,
      body: { message: MESSAGES.selisihTidakPerluOtorisasi },
    });
    expect((await close(s.spv.token)).statusCode).toBe(200);

    // /laporan-eod: the drawer of the day — opening, in, out, expected, counted, difference.
    const eod = await fetchReport(t, owner.token, eodReport, { tgl_from: s.day, tgl_to: s.day, kode_toko: s.T });
    expect(eod.body.data).toEqual([
      expect.objectContaining({
        kas_awal: 0,
        kas_masuk: 5_000_000,
        kas_keluar: 5_000_000 - sale.total_harga,
        kas_seharusnya: sale.total_harga,
        kas_dihitung: sale.total_harga - 50_000,
        selisih_kas: -50_000,
      }),
    ]);

    // The audit row, as /laporan-otorisasi lists it: requester, approver, document, computed and entered value, reason.
    const { body } = await fetchReport(t, owner.token, report, { tgl_from: s.day, tgl_to: s.day, kode_toko: s.T, event: 'OTORISASI' });
    expect(body.data).toEqual([
      expect.objectContaining({
        kode_toko: s.T,
        user_id: s.spv.user_id,
        kejadian: 'Otorisasi',
        keterangan: 'Selisih Kas',
        disetujui_oleh: owner.user_id,
        no_dokumen: hasil.data.no_dokumen,
        nilai_hitung: sale.total_harga,
        nilai_input: sale.total_harga - 50_000,
        alasan: 'Uang kembalian salah hitung',
      }),
    ]);
  });

  it('a difference within the store’s tolerance is booked at once, without an approval', async () => {
    const s = await shop();
    const setting = await s.spv.client.ok(validasiApi.simpanSettingToko, {
      body: { wajib_validasi_tutup_toko: true, toleransi_selisih_kas: 1_000 },
    });
    expect(setting.data).toEqual({
      kode_toko: s.T,
      wajib_validasi_tutup_toko: true,
      wajib_hitung_kas: true,
      toleransi_selisih_kas: 1_000,
      hutang_aktif: false,
    });
    const sale = await sell(s, '1.000', [{ jenis: 'CASH', jumlah: 5_000_000 }]);
    const before = await approvals();
    const hasil = await countDay(s.spv.client, s.day, { CASH: sale.total_harga + 500 });
    expect(hasil).toMatchObject({ status: 'SELESAI', alasan: MESSAGES.selisihDalamToleransi, disetujui_oleh: '' });
    expect(hasil.no_dokumen).toMatch(/^SLK/);
    expect(await saldoKas(t.db, s.T)).toBe(sale.total_harga + 500);
    expect(await approvals()).toBe(before);
  });

  it('money moved after the count (cash put in the drawer) makes it stale: the close asks a new count, which is allowed', async () => {
    const s = await shop();
    const sale = await sell(s, '1.000', [{ jenis: 'CASH', jumlah: 5_000_000 }]);
    await countDay(s.spv.client, s.day, { CASH: sale.total_harga });
    await buildModalKas(t, s.T, 1_000_000);
    const refused = await close(s.spv.token);
    expect([refused.statusCode, refused.json().message]).toEqual([409, MESSAGES.kasBerubahSetelahDihitung]);
    const again = await countDay(s.spv.client, s.day, { CASH: sale.total_harga + 1_000_000 });
    expect(again).toMatchObject({ status: 'SELESAI' });
    expect((await close(s.spv.token)).statusCode).toBe(200);
  });

  it('the close is refused while the day is not counted, and goes through with the store’s rule off', async () => {
    const s = await shop();
    const refused = await close(s.spv.token);
    expect([refused.statusCode, refused.json().message]).toEqual([409, MESSAGES.hitungKasBelumDihitung]);
    await s.spv.client.ok(validasiApi.simpanSettingToko, { body: { wajib_validasi_tutup_toko: true, wajib_hitung_kas: false } });
    expect((await close(s.spv.token)).statusCode).toBe(200);
  });

  it('refuses bad counts with the field named, another store, and users without the menu', async () => {
    const s = await shop();
    const other = await shop();
    const answers = [
      await s.spv.client.post('hitung-kas', { tgl_system: s.day, uang: [{ jenis: 'CASH', jumlah: -1 }] }),
      await s.spv.client.post('hitung-kas', { tgl_system: s.day, uang: [{ jenis: 'CASH', jumlah: 1.5 }] }),
      await s.spv.client.post('hitung-kas', { tgl_system: s.day, uang: [] }),
      await s.spv.client.post('hitung-kas', { kode_toko: other.T, tgl_system: s.day, uang: [{ jenis: 'CASH', jumlah: 0 }] }),
      await s.kasir.client.post('hitung-kas', { tgl_system: s.day, uang: [{ jenis: 'CASH', jumlah: 0 }] }),
    ];
    expect(answers.map((a) => [a.statusCode, a.json().message])).toEqual([
      [400, 'Jumlah Dihitung Minimal 0'],
      [400, MESSAGES.nilaiHarusAngka],
      [400, 'Uang Dihitung Harus Diisi'],
      [403, MESSAGES.aksesTokoLainDitolak],
      [403, MESSAGES.aksesDitolak],
    ]);
    expect(await countRows(t.db, 'hitung_kas', `kode_toko = '${s.T}'`)).toBe(0);
  });

  it('an approver id is locked after five wrong passwords (429), whatever the sixth password', async () => {
    const s = await shop();
    const target = await buildUser(t, { kode_toko: s.T, level: 'SU' });
    await sell(s, '1.000', [{ jenis: 'CASH', jumlah: 5_000_000 }]);
    await countDay(s.spv.client, s.day, { CASH: 1 });
    const approve = (password: string) =>
      s.spv.client.call(validasiApi.otorisasiHitungKas, {
        body: { tgl_system: s.day, otorisasi: { user_id: target.user_id, password, alasan: 'coba' } },
      });
    for (let i = 0; i < 5; i++) expect((await approve(`salah-${i}`)).status).toBe(403);
    expect(await approve(target.password)).toMatchObject({ status: 429, body: { message: MESSAGES.otorisasiTerlaluBanyak } });
    expect(await selisihDocs(s.T)).toBe(0);
  });
});

describe('a cancel by staff with an OWN/SU approval', () => {
  it('a cashier without the cancel menu cancels a sale of the day only with an approval; the approval is audited', async () => {
    const s = await shop();
    const sale = await sell(s, '1.000', [{ jenis: 'CASH', jumlah: 5_000_000 }]);
    const cancel = (otorisasi?: { user_id: string; password: string; alasan: string }) =>
      s.kasir.client.call(penjualanApi.batalPenjualan, {
        body: { no_faktur_jual: sale.no_faktur_jual, alasan: 'salah barang', otorisasi },
      });
    const status = async () =>
      (await rows<{ status: string }>(t.db, sql`SELECT status FROM penjualan WHERE no_faktur_jual = ${sale.no_faktur_jual}`))[0]?.status;
    const before = await approvals();

    expect(await cancel()).toMatchObject({ ok: false, status: 403, body: { message: MESSAGES.otorisasiWajib } });
    expect(await cancel({ user_id: owner.user_id, password: 'salah', alasan: 'salah barang' })).toMatchObject({
      ok: false,
      status: 403,
      body: { message: MESSAGES.otorisasiDitolak },
    });
    expect(await cancel({ user_id: s.spv.user_id, password: s.spv.password, alasan: 'salah barang' })).toMatchObject({
      ok: false,
      status: 403,
      body: { message: MESSAGES.otorisasiBukanOwnSu },
    });
    expect(await status()).not.toBe('BATAL');
    expect(await approvals()).toBe(before);
    expect(await saldoKas(t.db, s.T)).toBe(sale.total_harga);

    const done = await cancel({ user_id: owner.user_id, password: owner.password, alasan: 'Kasir salah scan barang' });
    expect(done.ok, JSON.stringify(done.body)).toBe(true);
    expect(await status()).toBe('BATAL');
    // The cancel took the sale's cash back out of the drawer.
    expect(await saldoKas(t.db, s.T)).toBe(0);
    const [row] = await rows<{ user_id: string; detail: Record<string, unknown> }>(
      t.db,
      sql`SELECT user_id, detail FROM audit_log WHERE event = 'OTORISASI' AND detail->>'no_dokumen' = ${sale.no_faktur_jual}`,
    );
    expect(row).toEqual({
      user_id: s.kasir.user_id,
      detail: expect.objectContaining({
        aksi: 'BATAL_PENJUALAN',
        disetujui_oleh: owner.user_id,
        nilai_hitung: sale.total_harga,
        nilai_input: 0,
        alasan: 'Kasir salah scan barang',
      }),
    });
  });
});

describe('a sale price below the computed one with an OWN/SU approval', () => {
  it('a discount past the cashier’s limit is refused, and passes with an approval that names both prices', async () => {
    const s = await shop();
    const piece = await buildBarang(t, { kode_baki: s.tray, berat: '1.000', ...cat });
    const body = (otorisasi?: { user_id: string; password: string; alasan: string }) => ({
      body: {
        kode_sales,
        customer: { nama: 'PEMBELI UJI', no_hp: '0811', alamat: 'JL. UJI' },
        detail_barang: [{ kode_barcode: piece.kode_barcode, diskon: 900_000 }],
        pembayaran: [{ jenis: 'CASH' as const, jumlah: 5_000_000 }],
        otorisasi,
      },
    });
    const refused = await s.kasir.client.call(penjualanApi.simpanPenjualan, body());
    expect(refused).toMatchObject({ ok: false, status: 400, body: { message: `${PM.diskonMelebihiBatas} (${piece.kode_barcode})` } });
    const wrong = await s.kasir.client.call(
      penjualanApi.simpanPenjualan,
      body({ user_id: owner.user_id, password: 'x', alasan: 'pelanggan tetap' }),
    );
    expect(wrong).toMatchObject({ ok: false, status: 403, body: { message: MESSAGES.otorisasiDitolak } });
    const sold = await s.kasir.client.ok(
      penjualanApi.simpanPenjualan,
      body({ user_id: owner.user_id, password: owner.password, alasan: 'Pelanggan tetap' }),
    );
    const [row] = await rows<{ detail: Record<string, unknown> }>(
      t.db,
      sql`SELECT detail FROM audit_log WHERE event = 'OTORISASI' AND detail->>'no_dokumen' = ${sold.data.no_faktur_jual}`,
    );
    expect(row?.detail).toMatchObject({
      aksi: 'HARGA_JUAL',
      disetujui_oleh: owner.user_id,
      nilai_hitung: sold.data.total_harga + 900_000,
      nilai_input: sold.data.total_harga,
      alasan: 'Pelanggan tetap',
    });
  });
});
