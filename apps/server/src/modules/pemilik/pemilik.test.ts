// The owner's page through the real HTTP API on PGlite: green on clean books, the exact document and place
// of a corrupted ledger row and the exact document of a corrupted money row, the day's result stored at the
// close and read back, the full re-check in the background, tray weighings and goods on the road, and the
// PPATK watch across stores.
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_PEMILIK_MESSAGES,
  HARGA_100,
  MASTER_API,
  MESSAGES,
  PPATK_AMBANG,
  pemilikApi,
  hutangApi,
  pembelianApi,
  penjualanApi,
  servicesApi,
  systemApi,
  titipanApi,
  tukangApi,
  validasiApi,
  type AuditPemilik,
  type PembelianBody,
} from '@kencana/core';
import { rows } from '../../db/client.ts';
import { goldPricePerGram, kategoriHarga } from '../../pricing/gold-price.ts';
import { api, type ApiClient } from '../../testing/api-client.ts';
import {
  buildBarang,
  buildBulkStock,
  buildGroup,
  buildJenis,
  buildMember,
  buildModalKas,
  buildSales,
  buildStore,
  buildTray,
  buildUser,
  uniqueCode,
  type BuiltTray,
  type BuiltUser,
} from '../../testing/factories.ts';
import { countAsBooked } from '../../testing/hitung-kas.ts';
import { bearer, createTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: ApiClient;
/** A store of the test's own: known stock, a cash drawer, closed once below. */
let A: string;
let ownerA: BuiltUser;
let tray: BuiltTray;
let stockDoc: string;
let cashDoc: string;
let today: string;
let cat: { kode_group: string; kode_dept: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = api(t, (await loginAs(t.app, 'owner', 'owner123')).token);
  const store = await buildStore(t);
  A = store.kode_toko;
  today = store.tgl_system;
  ownerA = await buildUser(t, { kode_toko: A, level: 'OWN' });
  const { kode_group } = await buildGroup(t);
  const { kode_dept } = await buildJenis(t, { kode_group });
  cat = { kode_group, kode_dept };
  tray = await buildTray(t, { kode_toko: A });
  stockDoc = await buildBulkStock(t, { kode_baki: tray.kode_baki, kode_group, kode_dept, qty: 3, berat: '7.500' });
  cashDoc = await buildModalKas(t, A, 5_000_000);
});
afterAll(async () => {
  await t?.close();
});

const page = async (kode_toko: string, tgl_from = today, tgl_to = today): Promise<AuditPemilik> =>
  (await owner.ok(pemilikApi.auditPemilik, { query: { kode_toko, tgl_from, tgl_to } })).data;

describe('the owner’s page: who and what', () => {
  it('is for OWN/SU only: staff are refused even with the menu granted; a reversed or over-long period is refused', async () => {
    const staff = await buildUser(t, { kode_toko: A, level: 'ADMIN', menus: ['/audit-pemilik'] });
    const refused = await staff.client.call(pemilikApi.auditPemilik, { query: { kode_toko: A, tgl_from: today, tgl_to: today } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: AUDIT_PEMILIK_MESSAGES.hanyaOwner });
    const job = await staff.client.call(pemilikApi.mulaiAuditPenuh, { body: { PROSES: 'audit' } });
    expect(job.status).toBe(403);

    const reversed = await owner.call(pemilikApi.auditPemilik, { query: { kode_toko: A, tgl_from: today, tgl_to: '2026-01-01' } });
    expect(reversed.status).toBe(400);
    expect(reversed.body).toEqual({ message: MESSAGES.tanggalAwalMelebihiTanggalAkhir });
    const long = await owner.call(pemilikApi.auditPemilik, { query: { kode_toko: A, tgl_from: '2026-01-01', tgl_to: today } });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ message: AUDIT_PEMILIK_MESSAGES.periodeTerlaluPanjang });
    const unknown = await owner.call(pemilikApi.auditPemilik, { query: { kode_toko: 'NOPE', tgl_from: today, tgl_to: today } });
    expect(unknown.status).toBe(404);
  });

  it('answers every store green on clean books, the open day checked live, with the pending work', async () => {
    const all = await page('SEMUA');
    expect(all.ok).toBe(true);
    expect(all.toko.length).toBeGreaterThan(2);
    const mine = all.toko.find((s) => s.kode_toko === A)!;
    expect(mine).toMatchObject({ ok: true, pelanggaran: [], hari: [{ tanggal: today, sumber: 'TERBUKA', ok: true, pelanggaran: 0 }] });
    // The pending work is the dashboard's, store by store.
    const t01 = all.toko.find((s) => s.kode_toko === 'T01')!;
    expect(t01.pending).toEqual((await owner.ok(systemApi.dashboard, { query: { kode_toko: 'T01' } })).data.pending);
  });
});

describe('a corrupted ledger row and money row', () => {
  it('flags exactly the document and place of the ledger row and the document of the money row; restored, green again', async () => {
    const [row] = await rows<{ id: number; place: string }>(
      t.db,
      sql`SELECT id, place FROM stock_movements WHERE doc_no = ${stockDoc} AND place = ${tray.place}`,
    );
    const [entry] = await rows<{ id: number }>(t.db, sql`SELECT id FROM money_entries WHERE doc_no = ${cashDoc} ORDER BY line_no LIMIT 1`);
    await t.db.execute(sql`UPDATE stock_movements SET berat = berat + 0.5 WHERE id = ${row!.id}`);
    await t.db.execute(sql`UPDATE money_entries SET jumlah = jumlah + 1000 WHERE id = ${entry!.id}`);
    try {
      const found = await page(A);
      expect(found.ok).toBe(false);
      const mine = found.toko[0]!;
      expect(mine.pelanggaran.map((v) => `${v.rule} ${v.ref}`).sort()).toEqual(
        [`balances ${tray.place}`, `conservation ${stockDoc}`, `money ${cashDoc}`].sort(),
      );
      expect(mine.pelanggaran.find((v) => v.rule === 'conservation')?.detail).toBe('Selisih 0.500 gr, 0.000 gr murni');
      expect(mine.pelanggaran.find((v) => v.rule === 'money')?.detail).toBe('Selisih Rp. 1000');
      expect(mine.hari).toEqual([{ tanggal: today, sumber: 'TERBUKA', ok: false, pelanggaran: 3 }]);
      // Another store's page stays green: the check reads the store's own documents and places.
      expect((await page('T01')).toko[0]?.pelanggaran).toEqual([]);
    } finally {
      await t.db.execute(sql`UPDATE stock_movements SET berat = berat - 0.5 WHERE id = ${row!.id}`);
      await t.db.execute(sql`UPDATE money_entries SET jumlah = jumlah - 1000 WHERE id = ${entry!.id}`);
    }
    expect((await page(A)).ok).toBe(true);
  });
});

describe('stored days and the full re-check', () => {
  it('the close stores the day’s result; the page reads it back and checks the next open day live', async () => {
    await countAsBooked(t, ownerA.token);
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/system/close',
      headers: bearer(ownerA.token),
      payload: { PROSES: 'close' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const next = closed.json().tgl_system_baru as string;
    const [stored] = await rows<{ ok: boolean; violations: unknown[] }>(
      t.db,
      sql`SELECT ok, violations FROM audit_harian WHERE kode_toko = ${A} AND tgl_system = ${today}`,
    );
    expect(stored).toEqual({ ok: true, violations: [] });
    // Gold moved on the new day: the snapshot plus the day's rows still equal the running balances.
    await buildBulkStock(t, { kode_baki: tray.kode_baki, ...cat, qty: 1, berat: '1.000' });
    const found = await page(A, today, next);
    expect(found.toko[0]?.hari).toEqual([
      { tanggal: today, sumber: 'TERSIMPAN', ok: true, pelanggaran: 0 },
      { tanggal: next, sumber: 'TERBUKA', ok: true, pelanggaran: 0 },
    ]);
    // Today's valuation: the stock at the day's prices, against the close before, and where the change came from.
    const price = await goldPricePerGram(t.db, cat.kode_group, next);
    const valuasi = found.toko[0]!.valuasi;
    // The demo chain prices by the pure-gold price: the worth is of the fine grams.
    expect(await kategoriHarga(t.db)).toBe(HARGA_100);
    const murni = valuasi.rows[0]!.berat_murni;
    expect(valuasi.rows).toEqual([
      {
        kode_group: cat.kode_group,
        qty: 4,
        berat: '8.500',
        berat_murni: valuasi.rows[0]!.berat_murni,
        harga_jual: price!.harga,
        harga_beli: price!.harga_beli,
        nilai_jual: new Decimal(murni).times(price!.harga).floor().toNumber(),
        nilai_beli: new Decimal(murni).times(price!.harga_beli).floor().toNumber(),
      },
    ]);
    expect(valuasi.kemarin).toMatchObject({ qty: 3, berat: '7.500' });
    expect(valuasi.perubahan).toEqual([{ doc_type: 'TEST', nama: 'TEST', qty: 1, berat: '1.000', berat_murni: expect.any(String) }]);
    expect(found.valuasi_total).toEqual(valuasi.total);
    // A running balance that drifts from the snapshot and the rows since is flagged on the open day.
    await t.db.execute(sql`UPDATE stock_balances SET qty = qty + 1 WHERE place = ${tray.place}`);
    try {
      const drift = (await page(A, next, next)).toko[0]!;
      expect(drift.pelanggaran.map((v) => `${v.rule} ${v.ref} ${v.tanggal}`)).toEqual([`balances ${tray.place} ${next}`]);
    } finally {
      await t.db.execute(sql`UPDATE stock_balances SET qty = qty - 1 WHERE place = ${tray.place}`);
    }
  });

  it('a full re-check runs in the background, one at a time, and finds a row corrupted on a closed day', async () => {
    const [row] = await rows<{ id: number }>(
      t.db,
      sql`SELECT id FROM stock_movements WHERE doc_no = ${stockDoc} AND place = ${tray.place}`,
    );
    await t.db.execute(sql`UPDATE stock_movements SET berat = berat + 0.25 WHERE id = ${row!.id}`);
    try {
      // A job running elsewhere (another server) holds the slot; one started more than 30 minutes ago is dead.
      await t.db.execute(
        sql`INSERT INTO audit_penuh (status, user_id, started_at) VALUES ('BERJALAN', 'lain', ${t.deps.clock.now().toISOString()})`,
      );
      const busy = await owner.call(pemilikApi.mulaiAuditPenuh, { body: { PROSES: 'audit' } });
      expect(busy.status).toBe(409);
      expect(busy.body).toEqual({ message: AUDIT_PEMILIK_MESSAGES.auditPenuhBerjalan });
      await t.db.execute(sql`UPDATE audit_penuh SET started_at = started_at - interval '31 minutes' WHERE user_id = 'lain'`);
      const started = await owner.ok(pemilikApi.mulaiAuditPenuh, { body: { PROSES: 'audit' } });
      expect(started.message).toBe(AUDIT_PEMILIK_MESSAGES.auditPenuhDimulai);
      expect(started.data.status).toBe('BERJALAN');
      const [dead] = await rows<{ status: string }>(t.db, sql`SELECT status FROM audit_penuh WHERE user_id = 'lain'`);
      expect(dead?.status).toBe('GAGAL');
      let last = (await owner.ok(pemilikApi.auditPenuh)).data;
      for (let i = 0; i < 200 && last?.status === 'BERJALAN'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        last = (await owner.ok(pemilikApi.auditPenuh)).data;
      }
      expect(last).toMatchObject({ id: started.data.id, status: 'SELESAI', percent: 100, ok: false });
      expect(last?.violations).toContainEqual({ rule: 'conservation', detail: `${stockDoc}: selisih 0.250 gr, 0.000 gr murni` });
      // The stored day keeps what its close saw: the full re-check is what looks back.
      expect((await page(A, today, today)).toko[0]?.hari[0]).toMatchObject({ sumber: 'TERSIMPAN', ok: true });
    } finally {
      await t.db.execute(sql`UPDATE stock_movements SET berat = berat - 0.25 WHERE id = ${row!.id}`);
    }
  });
});

describe('today’s valuation on the owner’s dashboard', () => {
  // After the close above: store A has a yesterday, the demo stores may not (they count as unchanged).
  it('answers the chain total and its change since each store’s last close to OWN/SU only', async () => {
    const staff = await buildUser(t, { kode_toko: A, level: 'ADMIN', menus: ['/audit-pemilik', '/dashboard'] });
    const refused = await staff.client.call(pemilikApi.valuasiRantai);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: AUDIT_PEMILIK_MESSAGES.hanyaOwner });

    // Gold in on the open day at store A: today's total is up by it against yesterday's close.
    await buildBulkStock(t, { kode_baki: tray.kode_baki, ...cat, qty: 2, berat: '3.000' });
    const card = (await owner.ok(pemilikApi.valuasiRantai)).data;
    const all = await page(
      'SEMUA',
      (await rows<{ d: string }>(t.db, sql`SELECT to_char(MIN(tgl_system), 'YYYY-MM-DD') AS d FROM tokos`))[0]!.d,
    );
    expect(card.toko).toBe(all.toko.length);
    expect(card.total).toEqual(all.valuasi_total);
    const yesterday = all.toko.map((s) => s.valuasi.kemarin ?? s.valuasi.total);
    expect(card.kemarin.qty).toBe(yesterday.reduce((n, v) => n + v.qty, 0));
    expect(card.kemarin.nilai_beli).toBe(yesterday.reduce((n, v) => n + v.nilai_beli, 0));
    const storeA = all.toko.find((s) => s.kode_toko === A)!;
    expect(storeA.valuasi.total.qty - storeA.valuasi.kemarin!.qty).toBe(3);
    const testRows = (changes: AuditPemilik['toko'][number]['valuasi']['perubahan']) =>
      changes.find((p) => p.doc_type === 'TEST')?.qty ?? 0;
    expect(card.perubahan.find((p) => p.doc_type === 'TEST')?.qty).toBe(all.toko.reduce((n, s) => n + testRows(s.valuasi.perubahan), 0));
    expect(card.total.qty - card.kemarin.qty).toBe(
      all.toko.reduce((n, s) => n + s.valuasi.total.qty - (s.valuasi.kemarin ?? s.valuasi.total).qty, 0),
    );
  });
});

describe('weighings, the road and the PPATK watch', () => {
  it('lists the tray weighings beyond the store’s tolerance (Para System per store)', async () => {
    const weighed = async (selisih: string, no: string) =>
      t.db.execute(
        sql`INSERT INTO timbang_baki (no_timbang, kode_toko, kode_gudang, kode_baki, tgl_system, qty, berat_sistem, berat_timbangan, selisih, user_id)
            SELECT ${no}, kode_toko, kode_gudang, kode_baki, ${today}, 3, 7.500, 7.500 + ${selisih}::numeric, ${selisih}::numeric, 'uji'
            FROM baki WHERE kode_baki = ${tray.kode_baki}`,
      );
    await weighed('0.040', `TMB-${A}-1`);
    await weighed('-0.080', `TMB-${A}-2`);
    const shown = (await page(A)).toko[0]!;
    expect(shown.toleransi_timbang).toBe('0.050');
    expect(shown.timbang.map((w) => [w.no_timbang, w.selisih])).toEqual([[`TMB-${A}-2`, '-0.080']]);
    await t.db.execute(sql`INSERT INTO para_system (key, value) VALUES (${`toleransi_timbang_${A.toLowerCase()}`}, '0.1')`);
    expect((await page(A)).toko[0]).toMatchObject({ toleransi_timbang: '0.100', timbang: [] });
  });

  it('flags a NIK whose buy-backs at two stores reach Rp 500,000,000 in a day, with both documents; a smaller day is not listed', async () => {
    const day = (await rows<{ d: string }>(t.db, sql`SELECT to_char(tgl_system, 'YYYY-MM-DD') AS d FROM tokos WHERE kode_toko = 'T01'`))[0]!
      .d;
    const price = await goldPricePerGram(t.db, '17K', day);
    const perGram = new Decimal(price!.harga_beli).times(90).dividedBy(100).floor();
    const buyBack = async (kode_toko: string, no_ktp: string, rupiah: number) => {
      const berat = new Decimal(rupiah).dividedBy(perGram).toDecimalPlaces(3, Decimal.ROUND_UP).toFixed(3);
      const harga = new Decimal(berat).times(perGram).floor().toNumber();
      await buildModalKas(t, kode_toko, harga);
      const body: PembelianBody = {
        kode_toko,
        customer: { nama: 'Budi Santoso', no_ktp, no_hp: '081200000001', alamat: 'Jl. Asia Afrika 1' },
        detail_barang: [{ nama_barang: 'Emas Batangan', kode_group: '17K', kode_dept: 'CIN17', berat, kadar: '75', kondisi: 'TN' }],
        pembayaran: [{ jenis: 'CASH', jumlah: harga }],
      };
      const saved = await owner.ok(pembelianApi.simpanPembelian, { body });
      return { no: saved.data.no_faktur_beli, harga };
    };
    const first = await buyBack('T01', '3273010101800001', 260_000_000);
    const second = await buyBack('T02', '3273010101800001', 250_000_000);
    await buyBack('T01', '3273010101800002', 300_000_000);
    const watch = (await page('T01', day, day)).ppatk;
    expect(watch).toEqual([
      {
        tanggal: day,
        no_ktp: '3273010101800001',
        nama: 'BUDI SANTOSO',
        total: first.harga + second.harga,
        dokumen: [
          { no_dokumen: first.no, jenis: 'PEMBELIAN', kode_toko: 'T01', jumlah: first.harga },
          { no_dokumen: second.no, jenis: 'PEMBELIAN', kode_toko: 'T02', jumlah: second.harga },
        ].sort((a, b) => a.no_dokumen.localeCompare(b.no_dokumen)),
      },
    ]);
    expect(first.harga + second.harga).toBeGreaterThanOrEqual(PPATK_AMBANG);
  });
});

describe('the PPATK watch counts loans and orders too', () => {
  it('flags a member who reaches Rp 500,000,000 in a day only through a loan at one store and a sale and an order at another', async () => {
    const NIK = '3273010101800077';
    const day = (await rows<{ d: string }>(t.db, sql`SELECT to_char(tgl_system, 'YYYY-MM-DD') AS d FROM tokos WHERE kode_toko = 'T01'`))[0]!
      .d;
    const buyer = await buildMember(t, { kode_toko: 'T01', nama_member: 'SITI AMINAH', no_ktp: NIK });
    // A piece sold at T01 to the member.
    const t01Tray = await buildTray(t, { kode_toko: 'T01' });
    const piece = await buildBarang(t, { kode_baki: t01Tray.kode_baki, berat: '2.000', ...cat });
    const kode_sales = await buildSales(t, { nama_sales: 'RINA' });
    const sold = await owner.ok(penjualanApi.simpanPenjualan, {
      body: {
        kode_toko: 'T01',
        kode_sales,
        kode_member: buyer.kode_member,
        detail_barang: [{ kode_barcode: piece.kode_barcode }],
        pembayaran: [{ jenis: 'CASH', jumlah: 100_000_000 }],
      },
    });
    const [sale] = await rows<{ total: string }>(
      t.db,
      sql`SELECT total_harga::text AS total FROM penjualan WHERE no_faktur_jual = ${sold.data.no_faktur_jual}`,
    );
    const saleTotal = Number(sale!.total);
    // The member's order at T01 the same day, Rp 1,000,000 paid when it is taken.
    const order = await owner.ok(tukangApi.simpanPesanan, {
      body: {
        kode_toko: 'T01',
        kode_customer: buyer.kode_member,
        customer: { nama: 'SITI AMINAH', alamat: 'JL. KENANGA 7', no_hp: '081200000077' },
        detail_barang: [
          {
            kode_group: cat.kode_group,
            jenis_pesanan: 'cincin',
            deskripsi: 'cincin ukir',
            attribut: '-',
            size: '12',
            perkiraan_berat: '3.5',
            perkiraan_kadar: '75',
            berat_atribut: '0',
            harga_gram: 1_000_000,
            harga_atribut: 0,
          },
        ],
        uang_muka: 1_000_000,
        pembayaran: [{ jenis_bayar: 'TUNAI', jumlah: 1_000_000 }],
        tgl_jatuh_tempo: '2099-01-31',
      },
    });
    // A loan at T02 to the same NIK for exactly the rest of the threshold: without it the day stays below.
    const loanAmount = PPATK_AMBANG - saleTotal - 1_000_000;
    await owner.ok(validasiApi.simpanSettingToko, { body: { kode_toko: 'T02', wajib_validasi_tutup_toko: false, hutang_aktif: true } });
    const kondisi = uniqueCode('KP').slice(0, 10);
    await owner.ok(MASTER_API.kondisi_pinjaman.add, {
      body: {
        kode_kondisi_pinjaman: kondisi,
        nama_kondisi_pinjaman: `KONDISI ${kondisi}`,
        bunga_persen: '2',
        taksiran_persen: '80',
        lama_hari: 30,
      },
    });
    const gold = await buildGroup(t, { harga: 10_000_000, persentase: '75.00' });
    await buildModalKas(t, 'T02', loanAmount);
    const loanBody = (jumlah: number) => ({
      kode_toko: 'T02',
      customer: { nama: 'SITI AMINAH', no_ktp: NIK, no_hp: '081200000077', alamat: 'JL. KENANGA 7' },
      kode_kondisi_pinjaman: kondisi,
      detail_barang: [{ nama_barang: 'BATANGAN', kode_group: gold.kode_group, berat: '100.000', kadar: '99.9' }],
      jumlah_pinjaman: jumlah,
      pembayaran: [{ jenis: 'CASH' as const, jumlah }],
    });
    expect((await page('T01', day, day)).ppatk.find((r) => r.no_ktp === NIK)).toBeUndefined();
    const loan = await owner.ok(hutangApi.simpanHutang, { body: loanBody(loanAmount) });
    const watch = (await page('T01', day, day)).ppatk.find((r) => r.no_ktp === NIK);
    expect(watch).toEqual({
      tanggal: day,
      no_ktp: NIK,
      nama: 'SITI AMINAH',
      total: PPATK_AMBANG,
      dokumen: [
        { no_dokumen: loan.data.no_hutang, jenis: 'HUTANG', kode_toko: 'T02', jumlah: loanAmount },
        { no_dokumen: order.data.no_pesanan, jenis: 'PESANAN', kode_toko: 'T01', jumlah: 1_000_000 },
        { no_dokumen: sold.data.no_faktur_jual, jenis: 'PENJUALAN', kode_toko: 'T01', jumlah: saleTotal },
      ].sort((a, b) => a.no_dokumen.localeCompare(b.no_dokumen)),
    });
  });
});

describe('held in trust and owed: deposits, services and loans', () => {
  it('shows each store’s deposits, pieces in service and loans, and flags exactly the corrupted deposit entry, service row and loan row', async () => {
    const B = await buildStore(t);
    const ownerB = await buildUser(t, { kode_toko: B.kode_toko, level: 'OWN' });
    const { kode_group } = await buildGroup(t, { harga: 1_000_000, persentase: '75.00' });
    await buildModalKas(t, B.kode_toko, 20_000_000);
    // Two customers leave money; one service of two pieces comes in; one loan of one piece is paid out.
    const walkIn = (nama: string, no_hp: string) => ({ customer: { nama, no_hp, alamat: 'Jl. Mawar 1' } });
    for (const [who, jumlah] of [
      [walkIn('Ani', '081200000011'), 300_000],
      [walkIn('Budi', '081200000012'), 200_000],
    ] as const) {
      await ownerB.client.ok(titipanApi.simpan, { body: { ...who, jumlah, pembayaran: [{ jenis: 'CASH', jumlah }], keterangan: '' } });
    }
    const service = await ownerB.client.ok(servicesApi.simpan, {
      body: {
        ...walkIn('Citra', '081200000013'),
        detail: [
          { nama_barang: 'Cincin', kode_group, berat: '2.500', kadar: '75', pekerjaan: 'Patri' },
          { nama_barang: 'Gelang', kode_group, berat: '5.000', kadar: '75', pekerjaan: 'Poles' },
        ],
        ongkos: 100_000,
        tgl_janji: B.tgl_system,
        keterangan: '',
      },
    });
    await ownerB.client.ok(validasiApi.simpanSettingToko, {
      body: { kode_toko: B.kode_toko, wajib_validasi_tutup_toko: false, hutang_aktif: true },
    });
    const kondisi = uniqueCode('KP').slice(0, 10);
    await ownerB.client.ok(MASTER_API.kondisi_pinjaman.add, {
      body: {
        kode_kondisi_pinjaman: kondisi,
        nama_kondisi_pinjaman: `KONDISI ${kondisi}`,
        bunga_persen: '2',
        taksiran_persen: '80',
        lama_hari: 30,
      },
    });
    const loan = await ownerB.client.ok(hutangApi.simpanHutang, {
      body: {
        customer: { nama: 'DEWI', no_ktp: '3273010101800009', no_hp: '081200000014', alamat: 'JL. MELATI 2' },
        kode_kondisi_pinjaman: kondisi,
        detail_barang: [{ nama_barang: 'KALUNG', kode_group, berat: '4.000', kadar: '75' }],
        jumlah_pinjaman: 1_000_000,
        pembayaran: [{ jenis: 'CASH', jumlah: 1_000_000 }],
      },
    });
    // The service was promised yesterday: overdue.
    await t.db.execute(sql`UPDATE services SET tgl_janji = tgl_janji - 1 WHERE no_service = ${service.data.no_service}`);

    const clean = (await page(B.kode_toko)).toko[0]!;
    expect(clean.ok).toBe(true);
    expect(clean.titipan).toEqual({ saldo: 500_000, pelanggan: 2, pelanggaran: [] });
    expect(clean.servis).toEqual({
      per_status: [
        { status: 'MASUK', services: 1, qty: 2, berat: '7.500', berat_murni: '5.625' },
        { status: 'DIPROSES', services: 0, qty: 0, berat: '0.000', berat_murni: '0.000' },
        { status: 'SELESAI', services: 0, qty: 0, berat: '0.000', berat_murni: '0.000' },
      ],
      qty: 2,
      berat: '7.500',
      berat_murni: '5.625',
      terlambat: 1,
      pelanggaran: [],
    });
    expect(clean.hutang).toEqual({
      aktif: 1,
      qty: 1,
      berat: '4.000',
      berat_murni: '3.000',
      piutang: 1_000_000,
      terlambat: 0,
      pelanggaran: [],
    });

    // One deposit entry turned round (the customer "owes" the shop), one service row and one collateral row off by a gram.
    const [entry] = await rows<{ id: number; doc_no: string }>(
      t.db,
      sql`SELECT e.id, e.doc_no FROM money_entries e JOIN money_accounts a USING (kode_akun)
          WHERE a.kode_toko = ${B.kode_toko} AND a.kind = 'TITIPAN' AND a.nama ILIKE 'ANI%' ORDER BY e.id LIMIT 1`,
    );
    const [servisRow] = await rows<{ id: number }>(
      t.db,
      sql`SELECT id FROM stock_movements WHERE place = ${`SERVIS:${service.data.no_service}`} ORDER BY id LIMIT 1`,
    );
    const [gadaiRow] = await rows<{ id: number }>(
      t.db,
      sql`SELECT id FROM stock_movements WHERE place = ${`GADAI:${loan.data.no_hutang}`} ORDER BY id LIMIT 1`,
    );
    await t.db.execute(sql`UPDATE money_entries SET jumlah = -jumlah WHERE id = ${entry!.id}`);
    await t.db.execute(sql`UPDATE stock_movements SET berat = berat + 1 WHERE id IN (${servisRow!.id}, ${gadaiRow!.id})`);
    await t.db.execute(sql`UPDATE stock_balances SET berat = berat + 1 WHERE place = ${`GADAI:${loan.data.no_hutang}`}`);
    try {
      const broken = (await page(B.kode_toko)).toko[0]!;
      expect(broken.ok).toBe(false);
      expect(broken.titipan.pelanggaran).toEqual([{ ref: entry!.doc_no, detail: expect.stringContaining(`sejak ${entry!.doc_no}`) }]);
      expect(broken.titipan.saldo).toBe(-100_000);
      expect(broken.servis.pelanggaran).toEqual([
        { ref: service.data.no_service, detail: `servis open ${service.data.no_service}: 2 pcs / 8.500 gr, expected 2 / 7.500` },
      ]);
      expect(broken.hutang.pelanggaran.map((v) => v.ref)).toEqual([loan.data.no_hutang]);
      // Another store's sections stay green.
      const other = (await page(A)).toko[0]!;
      expect([other.titipan.pelanggaran, other.servis.pelanggaran, other.hutang.pelanggaran]).toEqual([[], [], []]);
    } finally {
      await t.db.execute(sql`UPDATE money_entries SET jumlah = -jumlah WHERE id = ${entry!.id}`);
      await t.db.execute(sql`UPDATE stock_movements SET berat = berat - 1 WHERE id IN (${servisRow!.id}, ${gadaiRow!.id})`);
      await t.db.execute(sql`UPDATE stock_balances SET berat = berat - 1 WHERE place = ${`GADAI:${loan.data.no_hutang}`}`);
    }
    expect((await page(B.kode_toko)).toko[0]!.ok).toBe(true);
  });
});

describe('an overdue loan on the owner’s page', () => {
  it('counts a loan past its due date as overdue, not one due today, and no longer once it is paid off', async () => {
    const C = await buildStore(t);
    const ownerC = await buildUser(t, { kode_toko: C.kode_toko, level: 'OWN' });
    const { kode_group } = await buildGroup(t, { harga: 1_000_000, persentase: '75.00' });
    await buildModalKas(t, C.kode_toko, 10_000_000);
    await ownerC.client.ok(validasiApi.simpanSettingToko, {
      body: { kode_toko: C.kode_toko, wajib_validasi_tutup_toko: false, hutang_aktif: true },
    });
    const kondisi = uniqueCode('KP').slice(0, 10);
    await ownerC.client.ok(MASTER_API.kondisi_pinjaman.add, {
      body: {
        kode_kondisi_pinjaman: kondisi,
        nama_kondisi_pinjaman: `KONDISI ${kondisi}`,
        bunga_persen: '2',
        taksiran_persen: '80',
        lama_hari: 30,
      },
    });
    const lend = async (nama: string, no_ktp: string) =>
      (
        await ownerC.client.ok(hutangApi.simpanHutang, {
          body: {
            customer: { nama, no_ktp, no_hp: '081200000021', alamat: 'JL. DAHLIA 3' },
            kode_kondisi_pinjaman: kondisi,
            detail_barang: [{ nama_barang: 'CINCIN', kode_group, berat: '3.000', kadar: '75' }],
            jumlah_pinjaman: 500_000,
            pembayaran: [{ jenis: 'CASH', jumlah: 500_000 }],
          },
        })
      ).data;
    const late = await lend('EKA', '3273010101800031');
    const onTime = await lend('FAJAR', '3273010101800032');
    const loans = async () => (await page(C.kode_toko)).toko[0]!.hutang;
    expect(await loans()).toMatchObject({ aktif: 2, terlambat: 0, pelanggaran: [] });

    // The first loan fell due yesterday, the second falls due today (due, not yet late).
    await t.db.execute(sql`UPDATE hutang SET tgl_jatuh_tempo = ${C.tgl_system}::date - 1 WHERE no_hutang = ${late.no_hutang}`);
    await t.db.execute(sql`UPDATE hutang SET tgl_jatuh_tempo = ${C.tgl_system}::date WHERE no_hutang = ${onTime.no_hutang}`);
    expect(await loans()).toMatchObject({ aktif: 2, terlambat: 1, pelanggaran: [] });
    expect((await page(C.kode_toko)).toko[0]!.ok).toBe(true);

    // Paid off, the late loan is no longer open, so no longer overdue.
    const owed = (await ownerC.client.ok(hutangApi.detailHutang, { params: { no_hutang: late.no_hutang } })).data;
    await ownerC.client.ok(hutangApi.bayarHutang, {
      body: { no_hutang: late.no_hutang, jenis: 'LUNAS', jumlah: owed.total, pembayaran: [{ jenis: 'CASH', jumlah: owed.total }] },
    });
    expect(await loans()).toMatchObject({ aktif: 1, terlambat: 0, pelanggaran: [] });
  });
});
