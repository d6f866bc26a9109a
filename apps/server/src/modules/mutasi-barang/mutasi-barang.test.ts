import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { harusDiisi, MESSAGES, roundUpTo500, tidakBolehKosong } from '@kencana/core';
import { checkLedgerInvariants } from '../../ledger/invariants.ts';
import { buildBarang, buildBulkStock, buildStore, buildTray, type BuiltBarang } from '../../testing/factories.ts';
import { TEST_TODAY, type TestApp } from '../../testing/test-app.ts';
import {
  balance,
  item,
  itemsOn,
  writeCounts,
  openGoodsApp,
  worldBarangForm,
  type Client,
  type GoodsWorld,
} from '../../testing/goods-fixtures.ts';

let t: TestApp;
let owner: Client;
let kasir: Client;
let w: GoodsWorld;
/** The cleaning batch of 3 items opened before the tests (the old demo's CUC-…-0001). */
let SEEDED_CUCIAN: string;
const place = (kode_baki: string, berat: string, second = false): Promise<BuiltBarang> =>
  buildBarang(t, { kode_baki, berat, kode_group: w.cat.kode_group, kode_dept: second ? w.cat.kode_dept2 : w.cat.kode_dept });
const many = async (count: number, kode_baki: string, second = false) => {
  const built: BuiltBarang[] = [];
  for (let i = 0; i < count; i++) built.push(await place(kode_baki, `${1 + i}.${(100 + i * 37).toString().slice(-3)}`, second));
  return built;
};

beforeAll(async () => {
  w = await openGoodsApp();
  ({ t, owner, kasir } = w);
  const cleaning = await many(3, w.home.B);
  const batch = await owner.post('cucian/kirim', {
    kode_toko: w.home.kode_toko,
    keterangan: 'CUCI RUTIN',
    detail_barang: cleaning.map((b) => ({ kode_barcode: b.kode_barcode })),
  });
  expect(batch.statusCode).toBe(200);
  SEEDED_CUCIAN = batch.json().no_cucian;
  // Home: A 8 (first type), B 2 (second type), C 3, D 6 (3 of each). Branch: A 2, B 2, C 1, D 5.
  await many(8, w.home.A);
  await many(2, w.home.B, true);
  await many(3, w.home.C);
  await many(3, w.home.D);
  await many(3, w.home.D, true);
  await many(2, w.branch.A);
  await many(2, w.branch.B, true);
  await many(1, w.branch.C);
  await many(5, w.branch.D, true);
});
afterAll(async () => {
  await t.close();
});

const PERIOD = { tgl_from: TEST_TODAY, tgl_to: TEST_TODAY };
const codes = (items: Array<{ kode_barcode: string }>) => items.map((i) => i.kode_barcode);
const grams = (value: string) => new Decimal(value);

describe('pindah barang: items between trays by scanning', () => {
  it('moves scanned items to a tray of the store in one document', async () => {
    const moving = codes(await itemsOn(t.db, w.home.A, 2));
    const target = await balance(t.db, `BAKI:${w.home.B}`);
    const response = await owner.post('pindah-barang', {
      kode_baki_tujuan: w.home.B.toLowerCase(),
      detail_barang: moving.map((c) => c.toLowerCase()),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: MESSAGES.dataBerhasilDisimpan, qty: 2 });
    expect(response.json().no_dokumen).toMatch(new RegExp(`^PDH-${w.home.kode_toko}-261122-\\d{4}$`));
    for (const code of moving) expect(await item(t.db, code)).toMatchObject({ kode_baki: w.home.B, lokasi: `BAKI:${w.home.B}` });
    expect((await balance(t.db, `BAKI:${w.home.B}`)).qty).toBe(target.qty + 2);
    const report = (await owner.post('pindah-barang/report', { ...PERIOD, kode_baki: w.home.B })).json();
    expect(report.data.filter((row: { kode_barcode: string }) => moving.includes(row.kode_barcode))).toHaveLength(2);
    expect(report.data[0]).toMatchObject({ jenis_pindah: 'PINDAH BARANG', kode_baki_asal: w.home.A, kode_baki_tujuan: w.home.B });
  });

  it('refuses an item already there, an unknown tray, another store; nothing written', async () => {
    const [onB] = await itemsOn(t.db, w.home.B, 1);
    const [ofT02] = await itemsOn(t.db, w.branch.A, 1);
    const before = await writeCounts(t.db);
    const cases: Array<[Client, unknown, number, string]> = [
      [
        owner,
        { kode_baki_tujuan: w.home.B, detail_barang: [onB!.kode_barcode] },
        400,
        `${MESSAGES.barangSudahAdaDiBakiTujuan} (${onB!.kode_barcode})`,
      ],
      [owner, { kode_baki_tujuan: 'NOPE', detail_barang: [onB!.kode_barcode] }, 404, MESSAGES.bakiTidakDitemukan],
      [owner, { detail_barang: [onB!.kode_barcode] }, 400, MESSAGES.kodeBakiHarusDipilih],
      [owner, { kode_baki_tujuan: w.home.C, detail_barang: [] }, 400, MESSAGES.dataBaragTidakBolehKosong],
      [
        owner,
        { kode_baki_tujuan: w.home.C, detail_barang: [ofT02!.kode_barcode] },
        409,
        `${MESSAGES.barangTidakDiBaki} (${ofT02!.kode_barcode})`,
      ],
      [kasir, { kode_baki_tujuan: w.home.C, detail_barang: [onB!.kode_barcode] }, 403, MESSAGES.aksesTokoLainDitolak],
      [
        kasir,
        { kode_baki_tujuan: w.branch.C, detail_barang: [onB!.kode_barcode] },
        409,
        `${MESSAGES.barangTidakDiBaki} (${onB!.kode_barcode})`,
      ],
    ];
    for (const [who, payload, status, message] of cases) {
      const response = await who.post('pindah-barang', payload);
      expect([response.statusCode, response.json().message], JSON.stringify(payload)).toEqual([status, message]);
    }
    expect(await writeCounts(t.db)).toEqual(before);
    expect((await kasir.post('pindah-barang', { kode_baki_tujuan: w.branch.C, detail_barang: [ofT02!.kode_barcode] })).statusCode).toBe(
      200,
    );
  });
});

describe('pindah barang satu baki: a whole tray', () => {
  it('moves every item and the bulk stock of a tray', async () => {
    // Bulk buy-back gold on the sorting tray (no barcodes), and one barcoded item.
    await buildBulkStock(t, { kode_baki: w.sortir, kode_group: w.cat.kode_group, kode_dept: w.cat.kode_dept2, qty: 3, berat: '12.345' });
    const added = (await owner.post('tambah-barang', worldBarangForm(w, w.sortir, { berat: '4.000', berat_asli: '4.000' }))).json().data
      .kode_barcode;
    const before = await balance(t.db, `BAKI:${w.sortir}`);
    expect(before).toEqual({ qty: 4, berat: '16.345' });
    // What the screen shows before moving: the item, the bulk beside it and the ledger's total.
    const isi = await owner.get(`pindah-barang/satu-baki/isi?kode_baki=${w.sortir.toLowerCase()}`);
    expect(isi.statusCode).toBe(200);
    expect(isi.json().data).toEqual({
      kode_baki: w.sortir,
      nama_baki: 'BAKI SS',
      kode_gudang: 'SS',
      kode_toko: w.home.kode_toko,
      qty: 4,
      berat: '16.345',
      detail_barang: [
        {
          kode_barcode: added,
          nama_barang: 'CINCIN 17K POLOS UJI',
          kode_group: w.cat.kode_group,
          kode_dept: w.cat.kode_dept,
          berat: '4.000',
        },
      ],
      bulk: [{ kode_group: w.cat.kode_group, kode_dept: w.cat.kode_dept2, qty: 3, berat: '12.345' }],
    });

    const response = await owner.post('pindah-barang/satu-baki', { kode_baki_asal: w.sortir, kode_baki_tujuan: w.sepuh });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ qty: 4, berat: '16.345' });
    expect(await balance(t.db, `BAKI:${w.sortir}`)).toEqual({ qty: 0, berat: '0.000' });
    expect(await balance(t.db, `BAKI:${w.sepuh}`, w.cat.kode_group, w.cat.kode_dept2)).toEqual({ qty: 3, berat: '12.345' });
    expect(await item(t.db, added)).toMatchObject({ lokasi: `BAKI:${w.sepuh}` });
    expect((await owner.get(`pindah-barang/satu-baki/isi?kode_baki=${w.sortir}`)).json().data).toMatchObject({
      qty: 0,
      berat: '0.000',
      detail_barang: [],
      bulk: [],
    });
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it('shows a tray’s content only to users of the screen, for a tray that exists', async () => {
    const unknown = await owner.get('pindah-barang/satu-baki/isi?kode_baki=NOPE');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, MESSAGES.bakiTidakDitemukan]);
    const missing = await owner.get('pindah-barang/satu-baki/isi');
    expect([missing.statusCode, missing.json().message]).toEqual([400, MESSAGES.kodeBakiHarusDipilih]);
    expect((await kasir.get(`pindah-barang/satu-baki/isi?kode_baki=${w.branch.A}`)).statusCode).toBe(403);
  });

  it('refuses the same tray, an empty tray, trays of two stores', async () => {
    const cases: Array<[unknown, number, string]> = [
      [{ kode_baki_asal: w.home.A, kode_baki_tujuan: w.home.A }, 400, MESSAGES.bakiTujuanSamaDenganAsal],
      [{ kode_baki_asal: w.sortir, kode_baki_tujuan: w.home.A }, 400, MESSAGES.bakiTidakBerisiBarang],
      [{ kode_baki_asal: w.home.A, kode_baki_tujuan: w.branch.A }, 403, MESSAGES.aksesTokoLainDitolak],
    ];
    for (const [payload, status, message] of cases) {
      const response = await owner.post('pindah-barang/satu-baki', payload);
      expect([response.statusCode, response.json().message], JSON.stringify(payload)).toEqual([status, message]);
    }
    expect((await kasir.post('pindah-barang/satu-baki', { kode_baki_asal: w.branch.A, kode_baki_tujuan: w.branch.B })).statusCode).toBe(
      403,
    );
  });
});

describe('pindah sortir: display goods back to sorting', () => {
  it('moves display items to a sorting tray only', async () => {
    const [display] = await itemsOn(t.db, w.home.C, 1);
    const bad = await owner.post('pindah-sortir', { kode_baki_tujuan: w.home.D, detail_barang: [display!.kode_barcode] });
    expect([bad.statusCode, bad.json().message]).toEqual([400, MESSAGES.bakiTujuanHarusGudangSortir]);
    const ok = await owner.post('pindah-sortir', { kode_baki_tujuan: w.sortir, detail_barang: [display!.kode_barcode] });
    expect(ok.statusCode).toBe(200);
    expect(await item(t.db, display!.kode_barcode)).toMatchObject({ lokasi: `BAKI:${w.sortir}` });
    const notDisplay = await owner.post('pindah-sortir', { kode_baki_tujuan: w.rusak, detail_barang: [display!.kode_barcode] });
    expect([notDisplay.statusCode, notDisplay.json().message]).toEqual([
      409,
      `${MESSAGES.barangBukanBarangDisplay} (${display!.kode_barcode})`,
    ]);
    const report = (await owner.post('pindah-barang/report', PERIOD)).json();
    expect(
      report.data.some(
        (row: { jenis_pindah: string; kode_barcode: string }) =>
          row.jenis_pindah === 'PINDAH SORTIR' && row.kode_barcode === display!.kode_barcode,
      ),
    ).toBe(true);
  });
});

describe('konversi barang: another category and type', () => {
  it('converts items in one document and reports them nested', async () => {
    const chosen = (await itemsOn(t.db, w.home.D, 20)).filter((i) => i.kode_group !== w.cat2.kode_group).slice(0, 2);
    const groupsBefore = await Promise.all(chosen.map((i) => balance(t.db, `BAKI:${w.home.D}`, i.kode_group, i.kode_dept)));
    const target = await balance(t.db, `BAKI:${w.home.D}`, w.cat2.kode_group, w.cat2.kode_dept);
    const response = await owner.post('konversi-barang', {
      kode_group: w.cat2.kode_group.toLowerCase(),
      kode_dept: w.cat2.kode_dept.toLowerCase(),
      detail_barang: codes(chosen),
      keterangan: 'salah input kategori',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().no_dokumen).toMatch(new RegExp(`^KNV-${w.home.kode_toko}-261122-\\d{4}$`));
    const after = await balance(t.db, `BAKI:${w.home.D}`, w.cat2.kode_group, w.cat2.kode_dept);
    expect(after.qty).toBe(target.qty + 2);
    expect(grams(after.berat).minus(grams(target.berat)).toFixed(3)).toBe(grams(chosen[0]!.berat).plus(grams(chosen[1]!.berat)).toFixed(3));
    for (const [index, i] of chosen.entries()) {
      const now = await balance(t.db, `BAKI:${w.home.D}`, i.kode_group, i.kode_dept);
      expect(now.qty).toBeLessThan(groupsBefore[index]!.qty);
      const detail = (await owner.get(`barang/get/by-kode-barcode/${i.kode_barcode}`)).json().data;
      expect(detail).toMatchObject({
        kode_group: w.cat2.kode_group,
        kode_dept: w.cat2.kode_dept,
        kode_baki: w.home.D,
        harga_jual: roundUpTo500(grams(i.berat).times(2_150_000)),
      });
    }
    const report = (await owner.get(`konversi-barang/report?start_date=${TEST_TODAY}&end_date=${TEST_TODAY}`)).json();
    expect(report.message).toBe(MESSAGES.dataLaporanTersedia);
    expect(report.data).toHaveLength(1);
    expect(report.data[0]).toMatchObject({ no_konversi: response.json().no_dokumen, keterangan: 'SALAH INPUT KATEGORI', qty: 2 });
    expect(report.data[0].detail_barang).toEqual(
      chosen.map((i) => ({
        kode_barcode: i.kode_barcode,
        nama_barang: i.nama_barang,
        kategori_asal: i.kode_group,
        kategori_tujuan: w.cat2.kode_group,
        jenis_asal: i.kode_dept,
        jenis_tujuan: w.cat2.kode_dept,
        berat: i.berat,
      })),
    );
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it('refuses bad conversions and the empty report says so', async () => {
    const [one] = await itemsOn(t.db, w.home.D, 1);
    const before = await writeCounts(t.db);
    const cases: Array<[Client, unknown, number, string]> = [
      [owner, { kode_dept: w.cat2.kode_dept, detail_barang: [one!.kode_barcode] }, 400, MESSAGES.kategoriHarusDipilih],
      [owner, { kode_group: w.cat2.kode_group, detail_barang: [one!.kode_barcode] }, 400, MESSAGES.kodeJenisHarusDipilih],
      [
        owner,
        { kode_group: w.cat2.kode_group, kode_dept: w.cat.kode_dept2, detail_barang: [one!.kode_barcode] },
        400,
        MESSAGES.jenisTidakSesuaiKategori,
      ],
      [owner, { kode_group: '99K', kode_dept: w.cat.kode_dept2, detail_barang: [one!.kode_barcode] }, 404, MESSAGES.kategoriTidakDitemukan],
      [
        owner,
        { kode_group: one!.kode_group, kode_dept: one!.kode_dept, detail_barang: [one!.kode_barcode] },
        400,
        `${MESSAGES.kategoriJenisSamaDenganAsal} (${one!.kode_barcode})`,
      ],
      [
        kasir,
        { kode_group: w.cat2.kode_group, kode_dept: w.cat2.kode_dept, detail_barang: [one!.kode_barcode] },
        403,
        MESSAGES.aksesDitolak,
      ],
    ];
    for (const [who, payload, status, message] of cases) {
      const response = await who.post('konversi-barang', payload);
      expect([response.statusCode, response.json().message], JSON.stringify(payload)).toEqual([status, message]);
    }
    expect(await writeCounts(t.db)).toEqual(before);
    const empty = (await owner.get('konversi-barang/report?start_date=2026-01-01&end_date=2026-01-31')).json();
    expect(empty).toMatchObject({ message: MESSAGES.dataYangDiCariTidakAdaBang, data: [], total_rows: 0 });
    const missing = await owner.get('konversi-barang/report?end_date=2026-01-31');
    expect([missing.statusCode, missing.json().message]).toEqual([400, MESSAGES.tanggalAwalTidakBolehKosong]);
  });
});

describe('hancur barang: destroy with a reason', () => {
  it('moves items to DESTROYED in one document and reports them', async () => {
    const [victim] = await itemsOn(t.db, w.home.C, 1);
    const missing = await owner.post('hancur-barang', { detail_barang: [victim!.kode_barcode] });
    expect([missing.statusCode, missing.json().message]).toEqual([400, harusDiisi('Alasan')]);
    const response = await owner.post('hancur-barang', { detail_barang: [victim!.kode_barcode], alasan: 'Patah, dilebur' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ qty: 1, berat: victim!.berat });
    expect(await item(t.db, victim!.kode_barcode)).toMatchObject({ lokasi: `DESTROYED:${w.home.kode_toko}`, kode_baki: null });
    const again = await owner.post('hancur-barang', { detail_barang: [victim!.kode_barcode], alasan: 'LAGI' });
    expect([again.statusCode, again.json().message]).toEqual([409, `${MESSAGES.barangTidakDiBaki} (${victim!.kode_barcode})`]);
    const report = (await owner.post('hancur-barang/report', PERIOD)).json();
    expect(report.data).toEqual([
      expect.objectContaining({
        no_hancur: response.json().no_dokumen,
        kode_barcode: victim!.kode_barcode,
        kode_baki: w.home.C,
        berat: victim!.berat,
        alasan: 'PATAH, DILEBUR',
        user_id: w.ownerUser.user_id,
      }),
    ]);
    const listed = (await owner.get('barang/get/list?posisi=HANCUR')).json();
    expect(listed.data.map((row: { kode_barcode: string }) => row.kode_barcode)).toEqual([victim!.kode_barcode]);
  });
});

describe('one item, one place, under concurrency', () => {
  it('send, move, convert, destroy and clean of the same barcode at once: exactly one succeeds, nothing else changes', async () => {
    const targets = (await itemsOn(t.db, w.home.A, 30)).filter((i) => i.kode_group !== w.cat2.kode_group).slice(0, 6);
    for (const target of targets) {
      // Each user acts on the line the lookup showed them.
      const line = (await owner.get(`barang/open/kode-barcode?kode_barcode=${target.kode_barcode}`)).json().data[0];
      const before = await writeCounts(t.db);
      const responses = await Promise.all([
        owner.post('kirim-barang', { to: w.branch.kode_toko, detail_barang: [line] }),
        owner.post('pindah-barang', { kode_baki_tujuan: w.home.D, detail_barang: [line] }),
        owner.post('konversi-barang', { kode_group: w.cat2.kode_group, kode_dept: w.cat2.kode_dept2, detail_barang: [line] }),
        owner.post('hancur-barang', { detail_barang: [line], alasan: 'BALAPAN' }),
        owner.post('cucian/kirim', { detail_barang: [line] }),
      ]);
      const statuses = responses.map((r) => r.statusCode);
      expect(
        statuses.filter((s) => s === 200),
        JSON.stringify(statuses),
      ).toHaveLength(1);
      for (const refused of responses.filter((r) => r.statusCode !== 200)) {
        expect(refused.statusCode).toBe(409);
        expect([
          `${MESSAGES.barangTidakDiBaki} (${target.kode_barcode})`,
          `${MESSAGES.barangSudahBerubah} (${target.kode_barcode})`,
        ]).toContain(refused.json().message);
      }
      const after = await writeCounts(t.db);
      expect(after.documents - before.documents).toBe(1);
      expect(after.mutasi - before.mutasi).toBe(1);
    }
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it('refuses an item changed since it was scanned; a bare barcode acts on the item as it is now', async () => {
    const [target] = await itemsOn(t.db, w.home.B, 1);
    const line = (await owner.get(`barang/open/kode-barcode?kode_barcode=${target!.kode_barcode}`)).json().data[0];
    expect((await owner.post('pindah-barang', { kode_baki_tujuan: w.home.C, detail_barang: [target!.kode_barcode] })).statusCode).toBe(200);
    const before = await writeCounts(t.db);
    const stale = await owner.post('kirim-barang', { to: w.third.kode_toko, detail_barang: [line] });
    expect([stale.statusCode, stale.json().message]).toEqual([409, `${MESSAGES.barangSudahBerubah} (${target!.kode_barcode})`]);
    const reweighed = await owner.post('hancur-barang', { detail_barang: [{ ...line, kode_baki: w.home.C, berat: '999' }], alasan: 'X' });
    expect([reweighed.statusCode, reweighed.json().message]).toEqual([409, `${MESSAGES.barangSudahBerubah} (${target!.kode_barcode})`]);
    expect(await writeCounts(t.db)).toEqual(before);
    expect(
      (await owner.post('pindah-barang', { kode_baki_tujuan: w.home.B, detail_barang: [{ ...line, kode_baki: w.home.C }] })).statusCode,
    ).toBe(200);
  });
});

describe('cucian: cleaning with the loss recorded', () => {
  it('lists the open batches, sends more, takes items back weighed with the loss declared', async () => {
    // The seeded batch (the race above may have opened another one).
    const open = (await owner.get('cucian/open')).json().data as Array<{ no_cucian: string }>;
    const atCleaner = (await owner.get('barang/get/list?posisi=CUCIAN')).json().total;
    const seeded = open.find((batch) => batch.no_cucian === SEEDED_CUCIAN) as unknown as { no_cucian: string; detail_barang: unknown[] };
    expect(seeded).toMatchObject({ no_cucian: SEEDED_CUCIAN, status: 'OPEN', keterangan: 'CUCI RUTIN' });
    expect(seeded.detail_barang).toHaveLength(3);
    const [a, b, c] = seeded.detail_barang as Array<{ kode_barcode: string; berat_awal: string; kode_baki_asal: string }>;

    const sent = await owner.post('cucian/kirim', { detail_barang: codes(await itemsOn(t.db, w.home.D, 2)), keterangan: 'cuci kusam' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().no_cucian).toMatch(new RegExp(`^CUC-${w.home.kode_toko}-261122-\\d{4}$`));
    expect((await owner.get('cucian/open')).json().data).toHaveLength(open.length + 1);
    expect((await owner.get('barang/get/list?posisi=CUCIAN')).json().total).toBe(atCleaner + 2);

    const before = await writeCounts(t.db);
    const heavier = await owner.post('cucian/ambil', {
      no_cucian: seeded.no_cucian,
      detail_barang: [{ kode_barcode: a!.kode_barcode, berat_akhir: grams(a!.berat_awal).plus('0.001').toFixed(3) }],
    });
    expect([heavier.statusCode, heavier.json().message]).toEqual([400, `${MESSAGES.beratCuciTidakBolehLebih} (${a!.kode_barcode})`]);
    const foreign = await owner.post('cucian/ambil', {
      no_cucian: seeded.no_cucian,
      detail_barang: [{ kode_barcode: 'ZZZZZZZZ', berat_akhir: '1' }],
    });
    expect([foreign.statusCode, foreign.json().message]).toEqual([400, `${MESSAGES.barangTidakAdaDalamCucian} (ZZZZZZZZ)`]);
    const negative = await owner.post('cucian/ambil', {
      no_cucian: seeded.no_cucian,
      detail_barang: [{ kode_barcode: a!.kode_barcode, berat_akhir: '-1' }],
    });
    expect([negative.statusCode, negative.json().message]).toEqual([400, MESSAGES.beratTidakValid]);
    const empty = await owner.post('cucian/ambil', { no_cucian: seeded.no_cucian, detail_barang: [{ kode_barcode: a!.kode_barcode }] });
    expect([empty.statusCode, empty.json().message]).toEqual([400, tidakBolehKosong('Berat Sesudah Cuci')]);
    const unknown = await owner.post('cucian/ambil', {
      no_cucian: 'CUC-X',
      detail_barang: [{ kode_barcode: a!.kode_barcode, berat_akhir: '1' }],
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, MESSAGES.cucianTidakDitemukan]);
    expect(await writeCounts(t.db)).toEqual(before);

    const loss = await balance(t.db, `LOSS:${w.home.kode_toko}`);
    const afterA = grams(a!.berat_awal).minus('0.012').toFixed(3);
    const afterB = grams(b!.berat_awal).minus('0.003').toFixed(3);
    const first = await owner.post('cucian/ambil', {
      no_cucian: seeded.no_cucian,
      detail_barang: [
        { kode_barcode: a!.kode_barcode, berat_akhir: afterA },
        { kode_barcode: b!.kode_barcode, berat_akhir: afterB, kode_baki: w.home.D },
      ],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ qty: 2, susut: '0.015' });
    expect(
      grams((await balance(t.db, `LOSS:${w.home.kode_toko}`)).berat)
        .minus(grams(loss.berat))
        .toFixed(3),
    ).toBe('0.015');
    expect(await item(t.db, a!.kode_barcode)).toMatchObject({ lokasi: `BAKI:${a!.kode_baki_asal}`, berat: afterA });
    expect(await item(t.db, b!.kode_barcode)).toMatchObject({ lokasi: `BAKI:${w.home.D}`, berat: afterB });
    expect(
      (await owner.get('cucian/open')).json().data.find((batch: { no_cucian: string }) => batch.no_cucian === seeded.no_cucian).status,
    ).toBe('OPEN');

    const last = await owner.post('cucian/ambil', {
      no_cucian: seeded.no_cucian,
      detail_barang: [{ kode_barcode: c!.kode_barcode, berat_akhir: c!.berat_awal }],
    });
    expect(last.json()).toMatchObject({ susut: '0.000' });
    expect((await owner.get('cucian/open')).json().data.map((batch: { no_cucian: string }) => batch.no_cucian)).not.toContain(
      seeded.no_cucian,
    );
    const twice = await owner.post('cucian/ambil', {
      no_cucian: seeded.no_cucian,
      detail_barang: [{ kode_barcode: c!.kode_barcode, berat_akhir: c!.berat_awal }],
    });
    expect([twice.statusCode, twice.json().message]).toEqual([400, `${MESSAGES.barangTidakAdaDalamCucian} (${c!.kode_barcode})`]);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });
});

describe('timbang baki: the scale against the ledger less tare', () => {
  it('shows the ledger figures, records a weighing with its difference and lists the day', async () => {
    // A tray of the third store weighing 120 g with two items, each with 0.420 g of tag, plastic and stone.
    const weighTray = (await buildTray(t, { kode_toko: w.third.kode_toko, berat_baki: '120.000' })).kode_baki;
    const tag = { nama_atribut: 'Batu Zirkon', berat_atribut: '0.120', berat_bandrol: '0.200', berat_plastik: '0.100' };
    await buildBarang(t, { kode_baki: weighTray, berat: '2.000', kode_group: w.cat.kode_group, kode_dept: w.cat.kode_dept, form: tag });
    await buildBarang(t, { kode_baki: weighTray, berat: '3.000', kode_group: w.cat.kode_group, kode_dept: w.cat.kode_dept, form: tag });
    const figures = (await owner.get(`timbang-baki/baki?kode_baki=${weighTray}`)).json().data;
    expect(figures.qty).toBe(2);
    const ledger = await balance(t.db, `BAKI:${weighTray}`);
    expect(ledger).toEqual({ qty: 2, berat: '5.000' });
    expect(figures).toMatchObject({
      kode_baki: weighTray,
      kode_gudang: 'KC',
      kode_toko: w.third.kode_toko,
      qty: ledger.qty,
      berat_sistem: ledger.berat,
      berat_baki: '120.000',
    });
    expect(figures.berat_tara).toBe('120.840');
    expect(figures.berat_seharusnya).toBe(grams(ledger.berat).plus(grams(figures.berat_tara)).toFixed(3));

    const scale = grams(figures.berat_seharusnya).minus('0.250').toFixed(3);
    const response = await owner.post('timbang-baki', { kode_baki: weighTray, berat_timbangan: scale, keterangan: 'timbang pagi' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      kode_baki: weighTray,
      berat_timbangan: scale,
      selisih: '-0.250',
      keterangan: 'TIMBANG PAGI',
      user_id: w.ownerUser.user_id,
      tgl_system: TEST_TODAY,
      jam: '10:00',
    });
    expect(response.json().data.no_timbang).toMatch(new RegExp(`^TMB-${w.third.kode_toko}-261122-\\d{4}$`));
    expect(await balance(t.db, `BAKI:${weighTray}`)).toEqual(ledger);

    // The day's weighings (the report call of /laporan-timbang-baki) show the same figures.
    const { no_timbang, jam, qty, berat_sistem, berat_tara, berat_seharusnya, berat_timbangan, selisih } = response.json().data;
    const list = (await owner.get(`timbang-baki?tanggal=${TEST_TODAY}&kode_gudang=KC&kode_toko=${w.third.kode_toko}`)).json();
    expect(list.message).toBe(MESSAGES.dataLaporanTersedia);
    expect(list.data).toEqual([
      expect.objectContaining({
        no_timbang,
        jam,
        qty,
        berat_sistem,
        berat_tara,
        berat_seharusnya,
        berat_timbangan,
        selisih,
        keterangan: 'TIMBANG PAGI',
      }),
    ]);
    expect((await owner.get(`timbang-baki?tanggal=${TEST_TODAY}&kode_gudang=SS&kode_toko=${w.third.kode_toko}`)).json()).toMatchObject({
      message: MESSAGES.dataLaporanTidakTersedia,
      data: [],
    });
  });

  it('refuses a missing date, a bad scale weight, a tray of another store', async () => {
    const noDate = await owner.get('timbang-baki?kode_gudang=KC');
    expect([noDate.statusCode, noDate.json().message]).toEqual([400, tidakBolehKosong('Tanggal')]);
    const before = await writeCounts(t.db);
    for (const berat_timbangan of ['-5', 'lima', '']) {
      const bad = await owner.post('timbang-baki', { kode_baki: w.home.A, berat_timbangan });
      expect(bad.statusCode, berat_timbangan).toBe(400);
    }
    const other = await kasir.post('timbang-baki', { kode_baki: w.home.A, berat_timbangan: '100' });
    expect([other.statusCode, other.json().message]).toEqual([403, MESSAGES.aksesTokoLainDitolak]);
    expect(await writeCounts(t.db)).toEqual(before);
  });
});

describe('stock opname: count a tray, post the adjustment', () => {
  it('compares a count with the books, then posts missing, extra and weight differences with the reason', async () => {
    const sheet = (await kasir.get(`stock-opname-barang/baki?kode_baki=${w.branch.D}`)).json().data;
    const onTray = sheet.detail_barang as Array<{ kode_barcode: string; berat: string }>;
    expect(onTray.length).toBeGreaterThan(3);
    const [missing, lighter, ...rest] = onTray;
    const [fromOther] = await itemsOn(t.db, w.branch.A, 1);
    const scans = [
      { kode_barcode: lighter!.kode_barcode, berat: grams(lighter!.berat).minus('0.020').toFixed(3) },
      ...rest.map((i) => ({ kode_barcode: i.kode_barcode })),
      { kode_barcode: fromOther!.kode_barcode },
      { kode_barcode: 'ZZZZ2222' },
    ];
    const before = await writeCounts(t.db);
    const check = (await kasir.post('stock-opname-barang/cek', { kode_baki: w.branch.D, detail_barang: scans })).json().data;
    expect(check.hilang.map((i: { kode_barcode: string }) => i.kode_barcode)).toEqual([missing!.kode_barcode]);
    expect(check.ditemukan).toHaveLength(onTray.length - 1);
    expect(check.lebih).toEqual([
      { kode_barcode: fromOther!.kode_barcode, nama_barang: expect.any(String), lokasi: `BAKI:${w.branch.A}`, tindakan: 'PINDAH' },
      { kode_barcode: 'ZZZZ2222', nama_barang: '-', lokasi: '-', tindakan: 'TIDAK_DIPROSES' },
    ]);
    expect(check.berat_selisih).toBe('-0.020');
    // A weight field left blank means "not weighed": the books' weight stands (never a weight of 0).
    const blank = (
      await kasir.post('stock-opname-barang/cek', {
        kode_baki: w.branch.D,
        detail_barang: scans.map((s) => ('berat' in s ? s : { ...s, berat: '' })),
      })
    ).json().data;
    expect(blank.berat_selisih).toBe('-0.020');
    expect(
      blank.ditemukan.every(
        (row: { kode_barcode: string; selisih: string }) => row.kode_barcode === lighter!.kode_barcode || row.selisih === '0.000',
      ),
    ).toBe(true);
    expect(await writeCounts(t.db)).toEqual(before);

    const noReason = await kasir.post('stock-opname-barang', { kode_baki: w.branch.D, detail_barang: scans });
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, harusDiisi('Alasan')]);
    const other = await kasir.post('stock-opname-barang', { kode_baki: w.home.D, detail_barang: scans, alasan: 'X' });
    expect([other.statusCode, other.json().message]).toEqual([403, MESSAGES.aksesTokoLainDitolak]);
    expect(await writeCounts(t.db)).toEqual(before);

    const lossBefore = await balance(t.db, `LOSS:${w.branch.kode_toko}`);
    const posted = await kasir.post('stock-opname-barang', { kode_baki: w.branch.D, detail_barang: scans, alasan: 'SO bulanan' });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toMatchObject({ message: MESSAGES.stockOpnameBerhasil });
    expect(posted.json().no_so).toMatch(new RegExp(`^SOB-${w.branch.kode_toko}-261122-\\d{4}$`));
    expect(posted.json().no_dokumen).toBe(posted.json().no_so);
    expect(await item(t.db, missing!.kode_barcode)).toMatchObject({ lokasi: `LOSS:${w.branch.kode_toko}`, kode_baki: null });
    expect(await item(t.db, fromOther!.kode_barcode)).toMatchObject({ lokasi: `BAKI:${w.branch.D}` });
    expect((await item(t.db, lighter!.kode_barcode)).berat).toBe(grams(lighter!.berat).minus('0.020').toFixed(3));
    expect(
      grams((await balance(t.db, `LOSS:${w.branch.kode_toko}`)).berat)
        .minus(grams(lossBefore.berat))
        .toFixed(3),
    ).toBe(grams(missing!.berat).plus('0.020').toFixed(3));
    expect(await checkLedgerInvariants(t.db)).toEqual([]);

    // Found again on another tray: it comes back from the loss place.
    const found = await kasir.post('stock-opname-barang', {
      kode_baki: w.branch.B,
      detail_barang: [...codes(await itemsOn(t.db, w.branch.B)).map((c) => ({ kode_barcode: c })), { kode_barcode: missing!.kode_barcode }],
      alasan: 'KETEMU',
    });
    expect(found.json().data.lebih).toEqual([
      expect.objectContaining({ kode_barcode: missing!.kode_barcode, tindakan: 'KEMBALI', lokasi: `LOSS:${w.branch.kode_toko}` }),
    ]);
    expect(await item(t.db, missing!.kode_barcode)).toMatchObject({ lokasi: `BAKI:${w.branch.B}` });

    // A count that matches the books is recorded without a ledger document.
    const clean = await kasir.post('stock-opname-barang', {
      kode_baki: w.branch.C,
      detail_barang: codes(await itemsOn(t.db, w.branch.C)).map((c) => ({ kode_barcode: c })),
      alasan: 'COCOK',
    });
    expect(clean.json()).toMatchObject({ no_dokumen: null, data: { hilang: [], lebih: [], berat_selisih: '0.000' } });

    const report = (await kasir.post('stock-opname-barang/report', PERIOD)).json();
    expect(
      report.data.map((row: { kode_baki: string; qty_hilang: number; no_dokumen: string }) => [
        row.kode_baki,
        row.qty_hilang,
        row.no_dokumen === '-',
      ]),
    ).toEqual([
      [w.branch.D, 1, false],
      [w.branch.B, 0, false],
      [w.branch.C, 0, true],
    ]);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });
});

describe('laporan stock jual', () => {
  it('gives the stock for sale per tray, category and type from the ledger balances', async () => {
    // A store of its own: 3 items on display (1 + 2 g on one tray, 0.5 g on another) at 1,520,000 a gram,
    // and 1 item in sorting (not for sale).
    const store = (await buildStore(t)).kode_toko;
    const [trayA, trayB] = [await buildTray(t, { kode_toko: store }), await buildTray(t, { kode_toko: store })].map(
      (tray) => tray.kode_baki,
    );
    const sorting = (await buildTray(t, { kode_toko: store, kode_gudang: 'SS' })).kode_baki;
    for (const [kode_baki, berat] of [
      [trayA, '1.000'],
      [trayA, '2.000'],
      [trayB, '0.500'],
      [sorting, '4.000'],
    ] as const) {
      await buildBarang(t, { kode_baki: kode_baki!, berat, kode_group: w.cat.kode_group, kode_dept: w.cat.kode_dept });
    }
    const report = (await owner.post('stock-jual/report', { kode_toko: store })).json();
    expect(report.message).toBe(MESSAGES.dataLaporanTersedia);
    expect(report.data.every((row: { kode_gudang: string }) => row.kode_gudang === 'KC')).toBe(true);
    expect(report.totals.qty).toBe(3);
    // 1,520,000 + 3,040,000 + 760,000.
    expect(report.totals.harga_jual).toBe(5_320_000);
    const tray = (await owner.post('stock-jual/report', { kode_toko: store, kode_baki: trayA, kode_group: 'SEMUA' })).json();
    expect(tray.data.length).toBeGreaterThan(0);
    expect(tray.data.every((row: { kode_baki: string }) => row.kode_baki === trayA)).toBe(true);
    // The bulk the whole-tray move took to the home store's SP tray.
    const sp = (await owner.post('stock-jual/report', { kode_toko: w.home.kode_toko, kode_gudang: 'SP' })).json();
    expect(sp.data.some((row: { kode_dept: string; qty: number }) => row.kode_dept === w.cat.kode_dept2 && row.qty === 3)).toBe(true);
  });
});

it('keeps every ledger invariant', async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
});
