import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BARANG_LABELS, BARANG_REQUIRED_FIELDS, barangApi, MESSAGES, tidakBolehKosong } from '@kencana/core';
import { rows } from '../../db/client.ts';
import { checkLedgerInvariants } from '../../ledger/invariants.ts';
import {
  buildBarang,
  buildDocument,
  buildGroup,
  buildJenis,
  buildStore,
  buildTray,
  buildUser,
  cucianPlace,
  transitPlace,
  uniqueCode,
  type BuiltBarang,
} from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { balance, barangForm, item, tinyJpeg, writeCounts, type Client } from '../../testing/goods-fixtures.ts';

let t: TestApp;
let owner: Client;
let kasir: Client;
/** The owner's store (A) with two display trays and a sorting tray; the cashier's store (B) with one tray. */
let A: { kode_toko: string; tray: string; tray2: string; traySS: string };
let B: { kode_toko: string; tray: string };
/** A 17-carat and a 24-carat category at the demo prices, each with a ring type. */
let k17: { kode_group: string; cincin: string };
let k24: { kode_group: string; cincin: string };
let ownerId: string;
/** Goods of store B's tray, in barcode order; goods of A on the road and at the cleaner's. */
let onTrayB: BuiltBarang[];
let onRoad: BuiltBarang[];
let atCleaner: BuiltBarang;
beforeAll(async () => {
  t = await createTestApp();
  const storeA = await buildStore(t);
  const storeB = await buildStore(t);
  A = {
    kode_toko: storeA.kode_toko,
    tray: (await buildTray(t, { kode_toko: storeA.kode_toko })).kode_baki,
    tray2: (await buildTray(t, { kode_toko: storeA.kode_toko })).kode_baki,
    traySS: (await buildTray(t, { kode_toko: storeA.kode_toko, kode_gudang: 'SS' })).kode_baki,
  };
  B = { kode_toko: storeB.kode_toko, tray: (await buildTray(t, { kode_toko: storeB.kode_toko })).kode_baki };
  const g17 = await buildGroup(t, { harga: 1_520_000, persentase: '75.00' });
  const g24 = await buildGroup(t, { harga: 2_150_000, persentase: '99.90' });
  k17 = { kode_group: g17.kode_group, cincin: (await buildJenis(t, { kode_group: g17.kode_group })).kode_dept };
  k24 = { kode_group: g24.kode_group, cincin: (await buildJenis(t, { kode_group: g24.kode_group })).kode_dept };
  const own = await buildUser(t, { kode_toko: A.kode_toko, level: 'OWN' });
  ownerId = own.user_id;
  owner = own.client;
  kasir = (await buildUser(t, { kode_toko: B.kode_toko, level: 'KASIR', menus: ['/data-barang', '/terima-barang', '/kirim-barang'] }))
    .client;

  onTrayB = [];
  for (let i = 0; i < 12; i++)
    onTrayB.push(await buildBarang(t, { kode_baki: B.tray, berat: `${2 + i}.125`, kode_group: k17.kode_group, kode_dept: k17.cincin }));
  onTrayB.sort((a, b) => (a.kode_barcode < b.kode_barcode ? -1 : 1));
  // Two items sent on the road and one to the cleaner's, through ledger documents of store A.
  onRoad = [await buildBarang(t, { kode_baki: A.tray, berat: '1.500' }), await buildBarang(t, { kode_baki: A.tray, berat: '1.750' })];
  atCleaner = await buildBarang(t, { kode_baki: A.tray, berat: '2.000' });
  const away = (goods: BuiltBarang, to: ReturnType<typeof transitPlace>) => ({
    from: { kind: 'BAKI' as const, kode_baki: goods.kode_baki },
    to,
    kode_group: goods.kode_group,
    kode_dept: goods.kode_dept,
    qty: 1,
    berat: goods.berat,
    kode_barcode: goods.kode_barcode,
  });
  await buildDocument(t, {
    kode_toko: A.kode_toko,
    doc_type: 'KIRIM_BARANG',
    lines: onRoad.map((goods) => away(goods, transitPlace(`KRM-${uniqueCode('')}`, A.kode_toko))),
  });
  await buildDocument(t, {
    kode_toko: A.kode_toko,
    doc_type: 'KIRIM_CUCIAN',
    lines: [away(atCleaner, cucianPlace(`CUC-${uniqueCode('')}`, A.kode_toko))],
  });
});

/** The add-goods form of a 17K ring on store A's first tray, for store A. */
const form = (overrides: Record<string, unknown> = {}) =>
  barangForm({ kode_kategori: k17.kode_group, kode_jenis: k17.cincin, kode_lokasi_toko: A.tray, tujuan: A.kode_toko, ...overrides });
afterAll(async () => {
  await t.close();
});

const NEW_BARCODE = /^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/;

describe('price: POST tambah-barang/calculate', () => {
  it('prices weight × the category gold price, rounded up to the next Rp 500', async () => {
    const response = await owner.post('tambah-barang/calculate', { kode_group: k17.kode_group, berat: '2.5', kadar: '75' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ harga_jual: 3_800_000, harga_per_gram: 1_520_000, kategori_harga: 'harga_100%' });
    // 1.001 g × 1,520,000 = 1,521,520 → 1,522,000.
    expect(
      (await owner.post('tambah-barang/calculate', { kode_group: k17.kode_group.toLowerCase(), berat: 1.001, kadar: '17K' })).json()
        .harga_jual,
    ).toBe(1_522_000);
  });

  it('refuses an unknown category, a bad weight or purity with the message', async () => {
    const unknown = await owner.post('tambah-barang/calculate', { kode_group: uniqueCode('X'), berat: '1', kadar: '75' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, MESSAGES.kategoriTidakDitemukan]);
    for (const berat of ['-1', 'abc', '1.2345', '1,5']) {
      const bad = await owner.post('tambah-barang/calculate', { kode_group: k17.kode_group, berat, kadar: '75' });
      expect([bad.statusCode, bad.json().message], berat).toEqual([400, MESSAGES.beratTidakValid]);
    }
    const kadar = await owner.post('tambah-barang/calculate', { kode_group: k17.kode_group, berat: '1', kadar: '101' });
    expect([kadar.statusCode, kadar.json().message]).toEqual([400, MESSAGES.kadarTidakValid]);
  });
});

describe('add goods: POST tambah-barang', () => {
  it("answers '<Field> Tidak Boleh Kosong' for each of the 13 required fields, writing nothing", async () => {
    const before = await writeCounts(t.db);
    for (const field of BARANG_REQUIRED_FIELDS) {
      const incomplete = form();
      delete incomplete[field];
      const response = await owner.post('tambah-barang', incomplete);
      expect([response.statusCode, response.json().message], field).toEqual([400, tidakBolehKosong(BARANG_LABELS[field])]);
      const blank = await owner.post('tambah-barang', { ...form(), [field]: '  ' });
      expect(blank.json().message, `${field} blank`).toBe(tidakBolehKosong(BARANG_LABELS[field]));
    }
    expect(tidakBolehKosong(BARANG_LABELS.kode_kategori)).toBe('Kategori Tidak Boleh Kosong');
    expect(await writeCounts(t.db)).toEqual(before);
  });

  it('refuses shrink above the craftsman shrink, bad weights, unknown tray, wrong type, another store; nothing written', async () => {
    const before = await writeCounts(t.db);
    const cases: Array<[Client, Record<string, unknown>, number, string]> = [
      [owner, { berat_susut: '0.2', susut_tukang: '0.1' }, 400, MESSAGES.beratSusutTidakBolehLebihDariSusutTukang],
      [owner, { berat: '-2.5' }, 400, MESSAGES.beratTidakValid],
      [owner, { berat: 'dua' }, 400, MESSAGES.beratTidakValid],
      [owner, { berat: '0' }, 400, MESSAGES.beratHarusLebihDariNol],
      [owner, { berat_plastik: '-0.1' }, 400, MESSAGES.beratTidakValid],
      [owner, { tipe_barang: 'X' }, 400, MESSAGES.tipeBarangTidakValid],
      [owner, { kadar: '30K' }, 400, MESSAGES.kadarTidakValid],
      [owner, { kode_lokasi_toko: uniqueCode('NOPE') }, 404, MESSAGES.bakiTidakDitemukan],
      [owner, { kode_jenis: k24.cincin }, 400, MESSAGES.jenisTidakSesuaiKategori],
      [owner, { tujuan: uniqueCode('T') }, 404, MESSAGES.tokoTidakDitemukan],
      [owner, { status: 'PESANAN' }, 400, tidakBolehKosong('No Pesanan')],
      [owner, { harga_jual: -5 }, 400, MESSAGES.nilaiHarusAngka],
      [kasir, {}, 403, MESSAGES.aksesTokoLainDitolak],
    ];
    for (const [who, overrides, status, message] of cases) {
      const response = await who.post('tambah-barang', form(overrides));
      expect([response.statusCode, response.json().message], JSON.stringify(overrides)).toEqual([status, message]);
    }
    expect(await writeCounts(t.db)).toEqual(before);
  });

  it('adds an item: a new 8-character barcode, on the tray through a ledger document, priced', async () => {
    const before = await balance(t.db, `BAKI:${A.tray}`, k17.kode_group, k17.cincin);
    const response = await owner.post('tambah-barang', form());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(MESSAGES.dataBerhasilDisimpan);
    expect(body.data.kode_barcode).toMatch(NEW_BARCODE);
    expect(body.data.no_dokumen).toMatch(new RegExp(`^TB-${A.kode_toko}-261122-\\d{4}$`));
    expect(body.data.harga_jual).toBe(3_800_000);
    const added = await item(t.db, body.data.kode_barcode);
    expect(added).toMatchObject({
      kode_baki: A.tray,
      lokasi: `BAKI:${A.tray}`,
      kode_toko: A.kode_toko,
      berat: '2.500',
      nama_barang: 'CINCIN 17K POLOS UJI',
    });
    const after = await balance(t.db, `BAKI:${A.tray}`, k17.kode_group, k17.cincin);
    expect(after.qty).toBe(before.qty + 1);
    expect(Number(after.berat) - Number(before.berat)).toBeCloseTo(2.5, 6);
    const [doc] = await rows<{ doc_type: string; kode_toko: string; tgl_system: string; user_id: string }>(
      t.db,
      sql`SELECT doc_type, kode_toko, to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system, user_id FROM documents WHERE doc_no = ${body.data.no_dokumen}`,
    );
    expect(doc).toEqual({ doc_type: 'TAMBAH_BARANG', kode_toko: A.kode_toko, tgl_system: '2026-11-22', user_id: ownerId });

    const detail = await owner.get(`barang/get/by-kode-barcode/${body.data.kode_barcode.toLowerCase()}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      kode_group: k17.kode_group,
      kode_dept: k17.cincin,
      tipe_barang: 'A',
      kadar: '75',
      kadar_cetak: '17K',
      kadar_modal: '73',
      berat_atribut: '0.120',
      berat_bandrol: '0.200',
      berat_plastik: '0.100',
      berat_susut: '0.050',
      susut_tukang: '0.100',
      nama_atribut: 'BATU ZIRKON',
      tujuan: A.kode_toko,
      status: 'AKTIF',
      posisi: 'BAKI',
      foto: false,
      harga_jual: 3_800_000,
      tag_id: '-',
      no_pesanan: '-',
    });
  });

  it('keeps the custom-order fields of a PESANAN item', async () => {
    const response = await owner.post(
      'tambah-barang',
      form({
        status: 'pesanan',
        no_pesanan: 'psn-0001',
        berat: '3.100',
        berat_asli: '3.100',
        berat_awal: '3.000',
        berat_tukang: '3.100',
        berat_customer: '2.900',
        harga_jual: 5_000_000,
      }),
    );
    expect(response.statusCode).toBe(200);
    const detail = (await owner.get(`barang/get/by-kode-barcode/${response.json().data.kode_barcode}`)).json().data;
    expect(detail).toMatchObject({
      status: 'PESANAN',
      no_pesanan: 'PSN-0001',
      berat_awal: '3.000',
      berat_tukang: '3.100',
      berat_customer: '2.900',
      harga_jual: 5_000_000,
    });
  });

  it('gives 20 items added at once 20 distinct barcodes and document numbers', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => owner.post('tambah-barang', form({ nama_barang: `CINCIN SERENTAK ${i}` }))),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const codes = responses.map((r) => r.json().data.kode_barcode as string);
    expect(new Set(codes).size).toBe(20);
    expect(new Set(responses.map((r) => r.json().data.no_dokumen)).size).toBe(20);
    for (const code of codes) expect(code).toMatch(NEW_BARCODE);
  });
});

describe('edit goods: PUT barang/edit/:kode_barcode', () => {
  let code: string;
  beforeAll(async () => {
    code = (await owner.post('tambah-barang', form({ nama_barang: 'CINCIN EDIT', berat: '2.000', berat_asli: '2.000' }))).json().data
      .kode_barcode;
  });

  it('changes descriptive fields without a ledger document', async () => {
    const response = await owner.put(
      `barang/edit/${code}`,
      form({ nama_barang: 'Cincin Edit Baru', berat: '2.000', berat_asli: '2.000', kode_intern: 'int-9' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: MESSAGES.dataBerhasilDiedit, data: { kode_barcode: code, no_dokumen: null } });
    expect((await item(t.db, code)).nama_barang).toBe('CINCIN EDIT BARU');
  });

  it('a lighter weight is an adjustment document with the difference as declared loss', async () => {
    const lossBefore = await balance(t.db, `LOSS:${A.kode_toko}`);
    const trayBefore = await balance(t.db, `BAKI:${A.tray}`, k17.kode_group, k17.cincin);
    const response = await owner.put(`barang/edit/${code}`, form({ nama_barang: 'CINCIN EDIT BARU', berat: '1.900', berat_asli: '2.000' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.no_dokumen).toMatch(new RegExp(`^EB-${A.kode_toko}-261122-\\d{4}$`));
    expect(response.json().data.harga_jual).toBe(2_888_000);
    expect((await item(t.db, code)).berat).toBe('1.900');
    const trayAfter = await balance(t.db, `BAKI:${A.tray}`, k17.kode_group, k17.cincin);
    expect(trayAfter.qty).toBe(trayBefore.qty);
    expect((Number(trayBefore.berat) - Number(trayAfter.berat)).toFixed(3)).toBe('0.100');
    expect((Number((await balance(t.db, `LOSS:${A.kode_toko}`)).berat) - Number(lossBefore.berat)).toFixed(3)).toBe('0.100');
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it('a heavier weight, another tray and another category move the balances in one document', async () => {
    const response = await owner.put(
      `barang/edit/${code}`,
      form({
        nama_barang: 'CINCIN EDIT BARU',
        kode_kategori: k24.kode_group,
        kode_jenis: k24.cincin,
        kode_lokasi_toko: A.tray2,
        berat: '2.050',
        berat_asli: '2.000',
        kadar: '99.9',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(await item(t.db, code)).toMatchObject({
      kode_group: k24.kode_group,
      kode_dept: k24.cincin,
      kode_baki: A.tray2,
      lokasi: `BAKI:${A.tray2}`,
      berat: '2.050',
    });
    const [moves] = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM stock_movements WHERE doc_no = ${response.json().data.no_dokumen}`,
    );
    expect(Number(moves?.n)).toBeGreaterThanOrEqual(6);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
    const history = (await owner.get(`barang/riwayat/${code}`)).json().data as Array<{
      doc_type: string;
      berat_asal: string;
      berat_tujuan: string;
    }>;
    expect(history.map((row) => row.doc_type)).toEqual(['TAMBAH_BARANG', 'EDIT_BARANG', 'EDIT_BARANG']);
    expect(history.at(-1)).toMatchObject({ berat_asal: '1.900', berat_tujuan: '2.050' });
  });

  it('refuses goods not on a tray, another store, an unknown barcode or a short one', async () => {
    const before = await writeCounts(t.db);
    const transit = await owner.put(`barang/edit/${onRoad[0]!.kode_barcode}`, form());
    expect([transit.statusCode, transit.json().message]).toEqual([409, MESSAGES.barangTidakDapatDiubah]);
    const other = await kasir.put(`barang/edit/${code}`, form({ kode_lokasi_toko: B.tray, tujuan: B.kode_toko }));
    expect([other.statusCode, other.json().message]).toEqual([403, MESSAGES.aksesTokoLainDitolak]);
    const unknown = await owner.put('barang/edit/ZZZZZZZZ', form());
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, `${MESSAGES.barangTidakDiTemukan} (ZZZZZZZZ)`]);
    const short = await owner.put('barang/edit/ABC', form());
    expect([short.statusCode, short.json().message]).toEqual([400, MESSAGES.kodeBarcodeMinimal8]);
    expect(await writeCounts(t.db)).toEqual(before);
  });
});

describe('list, lookup, trays', () => {
  it('lists goods paginated on the server with filters and search', async () => {
    const page1 = (await owner.get(`barang/get/list?kode_toko=${B.kode_toko}&kode_baki=${B.tray}&limit=5&page=1`)).json();
    const page2 = (await owner.get(`barang/get/list?kode_toko=${B.kode_toko}&kode_baki=${B.tray}&limit=5&page=2`)).json();
    const onTray = onTrayB;
    expect(page1.total).toBe(onTray.length);
    expect(page1.data.map((r: { kode_barcode: string }) => r.kode_barcode)).toEqual(onTray.slice(0, 5).map((i) => i.kode_barcode));
    expect(page2.data.map((r: { kode_barcode: string }) => r.kode_barcode)).toEqual(onTray.slice(5, 10).map((i) => i.kode_barcode));
    const first = onTray[0]!;
    const search = (await owner.get(`barang/get/list?search=${first.kode_barcode.slice(0, 5).toLowerCase()}&kode_toko=SEMUA`)).json();
    expect(search.data.map((r: { kode_barcode: string }) => r.kode_barcode)).toContain(first.kode_barcode);
    const byName = (await owner.get('barang/get/list?search=edit%20baru')).json();
    expect(byName.data).toHaveLength(1);
    expect(byName.data[0]).toMatchObject({ nama_barang: 'CINCIN EDIT BARU', posisi: 'BAKI', kode_baki: A.tray2 });
    const byGroup = (
      await owner.get(`barang/get/list?kode_toko=${A.kode_toko}&kode_group=${k24.kode_group}&kode_dept=${k24.cincin}&limit=200`)
    ).json();
    expect(byGroup.total).toBe(1);
    expect(
      byGroup.data.every((r: { kode_group: string; kode_dept: string }) => r.kode_group === k24.kode_group && r.kode_dept === k24.cincin),
    ).toBe(true);
    const transit = (await owner.get(`barang/get/list?posisi=TRANSIT&kode_toko=${A.kode_toko}`)).json();
    expect(transit.total).toBe(onRoad.length);
    expect(transit.data.map((r: { kode_barcode: string }) => r.kode_barcode).sort()).toEqual(onRoad.map((g) => g.kode_barcode).sort());
    const cucian = (await owner.get(`barang/get/list?posisi=CUCIAN&kode_toko=${A.kode_toko}`)).json();
    expect(cucian.data.map((r: { kode_barcode: string; posisi: string }) => [r.kode_barcode, r.posisi])).toEqual([
      [atCleaner.kode_barcode, 'CUCIAN'],
    ]);
    const pesanan = (await owner.get(`barang/get/list?status=PESANAN&kode_toko=${A.kode_toko}`)).json();
    expect(pesanan.total).toBe(1);
  });

  it("holds staff to their store's goods", async () => {
    const mine = (await kasir.get('barang/get/list?limit=200')).json();
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.total).toBe(onTrayB.length);
    expect(mine.data.every((r: { kode_toko: string }) => r.kode_toko === B.kode_toko)).toBe(true);
    const other = await kasir.get(`barang/get/list?kode_toko=${A.kode_toko}`);
    expect([other.statusCode, other.json().message]).toEqual([403, MESSAGES.aksesTokoLainDitolak]);
  });

  it('looks a barcode up from its first 8 characters, upper-cased; short → 400, unknown or another store’s → empty list', async () => {
    const first = onTrayB[0];
    const found = await kasir.get(`barang/open/kode-barcode?limit=100&kode_barcode=${first!.kode_barcode.toLowerCase()}XYZ`);
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toHaveLength(1);
    expect(barangApi.lookupBarcode.response.parse(found.json())).toEqual(found.json());
    expect(found.json().data[0]).toMatchObject({
      kode_barcode: first!.kode_barcode,
      kode_baki: B.tray,
      kode_toko: B.kode_toko,
      posisi: 'BAKI',
      tag_id: '-',
      no_pesanan: '-',
      stock_on_hand: 1,
      is_markis: false,
    });
    const short = await kasir.get('barang/open/kode-barcode?limit=100&kode_barcode=ABC1234');
    expect([short.statusCode, short.json().message]).toEqual([400, MESSAGES.kodeBarcodeMinimal8]);
    const unknown = await kasir.get('barang/open/kode-barcode?limit=100&kode_barcode=ZZZZZZZZ');
    expect([unknown.statusCode, unknown.json().data]).toEqual([200, []]);
    const ofT01 = await buildBarang(t, { kode_baki: A.tray, berat: '1.000' });
    const otherStore = await kasir.get(`barang/open/kode-barcode?kode_barcode=${ofT01.kode_barcode}`);
    expect([otherStore.statusCode, otherStore.json().data]).toEqual([200, []]);
    expect((await owner.get(`barang/open/kode-barcode?kode_barcode=${ofT01.kode_barcode}`)).statusCode).toBe(200);
  });

  it('lists the trays for the add form (display first) and the trays holding stock', async () => {
    const all = (await owner.get(`baki/tambah-barang?kode_toko=${A.kode_toko}`)).json().data as Array<{
      kode_baki: string;
      kode_gudang: string;
      qty: number;
    }>;
    // Display (KC) trays first, then the other warehouses' trays, empty ones included.
    expect(all.map((row) => row.kode_gudang)).toEqual(['KC', 'KC', 'SS']);
    expect(new Set(all.slice(0, 2).map((row) => row.kode_baki))).toEqual(new Set([A.tray, A.tray2]));
    expect(all[2]?.kode_baki).toBe(A.traySS);
    const ready = (await owner.get(`baki/ready?kode_toko=${A.kode_toko}`)).json().data as Array<{ kode_baki: string; qty: number }>;
    expect(ready.map((row) => row.kode_baki)).toContain(A.tray);
    expect(ready.every((row) => row.qty > 0)).toBe(true);
    expect(ready.map((row) => row.kode_baki)).not.toContain(A.traySS);
  });
});

describe('photo: barang/foto/:kode_barcode', () => {
  let code: string;
  beforeAll(async () => {
    code = (await buildBarang(t, { kode_baki: A.tray, berat: '3.000' })).kode_barcode;
  });

  it('stores a resized JPEG by barcode, serves it back and deletes it', async () => {
    const jpeg = tinyJpeg(720, 1366, 40_000);
    const upload = await owner.upload(`barang/foto/${code}`, { name: 'foto.jpg', type: 'image/jpeg', data: jpeg });
    expect(upload.statusCode).toBe(200);
    expect(upload.json()).toEqual({
      message: MESSAGES.dataBerhasilDisimpan,
      data: { kode_barcode: code, width: 720, height: 1366, bytes: jpeg.length },
    });
    const stored = path.join(t.env.FILES_DIR as string, 'barang', `${code}.jpg`);
    expect(fs.readFileSync(stored).equals(jpeg)).toBe(true);
    const served = (await owner.get(`barang/foto/${code}`)).json().data;
    expect(served.content_type).toBe('image/jpeg');
    expect(Buffer.from(served.data_url.replace('data:image/jpeg;base64,', ''), 'base64').equals(jpeg)).toBe(true);
    expect((await owner.get(`barang/get/by-kode-barcode/${code}`)).json().data.foto).toBe(true);

    const removed = await owner.del(`barang/foto/${code}`);
    expect(removed.json()).toEqual({ message: MESSAGES.dataBerhasilDiHapus });
    expect(fs.existsSync(stored)).toBe(false);
    const gone = await owner.get(`barang/foto/${code}`);
    expect([gone.statusCode, gone.json().message]).toEqual([404, MESSAGES.fotoTidakDitemukan]);
  });

  it('refuses what is not a resized JPEG, too large, or another store’s item', async () => {
    const png = await owner.upload(`barang/foto/${code}`, {
      name: 'foto.png',
      type: 'image/png',
      data: Buffer.from('\x89PNG\r\n\x1a\n0000'),
    });
    expect([png.statusCode, png.json().message]).toEqual([400, MESSAGES.fotoHarusJpeg]);
    const disguised = await owner.upload(`barang/foto/${code}`, {
      name: 'foto.jpg',
      type: 'image/jpeg',
      data: Buffer.from('not a jpeg at all'),
    });
    expect([disguised.statusCode, disguised.json().message]).toEqual([400, MESSAGES.fotoHarusJpeg]);
    const big = await owner.upload(`barang/foto/${code}`, { name: 'foto.jpg', type: 'image/jpeg', data: tinyJpeg(1366, 720) });
    expect([big.statusCode, big.json().message]).toEqual([400, MESSAGES.fotoResolusiTerlaluBesar]);
    const heavy = await owner.upload(`barang/foto/${code}`, {
      name: 'foto.jpg',
      type: 'image/jpeg',
      data: tinyJpeg(720, 960, 1024 * 1024 + 10),
    });
    expect([heavy.statusCode, heavy.json().message]).toEqual([413, MESSAGES.fotoTerlaluBesar]);
    const otherStore = await kasir.upload(`barang/foto/${code}`, { name: 'foto.jpg', type: 'image/jpeg', data: tinyJpeg(720, 960) });
    expect([otherStore.statusCode, otherStore.json().message]).toEqual([404, MESSAGES.barangTidakDiTemukan]);
    expect((await item(t.db, code)) && (await owner.get(`barang/get/by-kode-barcode/${code}`)).json().data.foto).toBe(false);
  });
});

it('keeps every ledger invariant', async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
});
