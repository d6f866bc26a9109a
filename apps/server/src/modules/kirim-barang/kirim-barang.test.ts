import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { kirimBarangApi, MESSAGES, type DashboardData } from '@kencana/core';
import { rows } from '../../db/client.ts';
import { checkLedgerInvariants } from '../../ledger/invariants.ts';
import { buildBarang, type BuiltBarang } from '../../testing/factories.ts';
import { TEST_NOW, type TestApp } from '../../testing/test-app.ts';
import { balance, item, itemsOn, writeCounts, openGoodsApp, type Client, type GoodsWorld } from '../../testing/goods-fixtures.ts';

let t: TestApp;
let owner: Client;
let kasir: Client;
let w: GoodsWorld;
/** The shipment of 6 items from home to branch, left on the road (the old demo's KRM-…-0001). */
let SEEDED: string;
/** Display goods of home, per tray: A 3 (first type), B 2 and C 3 (second type), D 6 (3 of each). */
const HOME_DISPLAY = 14;
const place = (kode_baki: string, berat: string, second = false): Promise<BuiltBarang> =>
  buildBarang(t, { kode_baki, berat, kode_group: w.cat.kode_group, kode_dept: second ? w.cat.kode_dept2 : w.cat.kode_dept });
const many = async (count: number, kode_baki: string, second = false) => {
  const built: BuiltBarang[] = [];
  for (let i = 0; i < count; i++) built.push(await place(kode_baki, `${1 + i}.${(100 + i * 37).toString().slice(-3)}`, second));
  return built;
};
const scansOf = (built: BuiltBarang[]) => built.map((b) => ({ kode_barcode: b.kode_barcode }));

beforeAll(async () => {
  w = await openGoodsApp();
  ({ t, owner, kasir } = w);
  // Off the trays before the tests start: 6 on the road to branch, 1 sent to third and received there,
  // 3 at the cleaner.
  const road = await many(6, w.home.A);
  const toThird = await many(1, w.home.C);
  const cleaning = await many(3, w.home.B);
  const sent = await owner.post('kirim-barang', { to: w.branch.kode_toko, detail_barang: scansOf(road) });
  expect(sent.statusCode).toBe(200);
  SEEDED = sent.json().no_kirim;
  const other = await owner.post('kirim-barang', { to: w.third.kode_toko, detail_barang: scansOf(toThird) });
  expect(other.statusCode).toBe(200);
  expect((await owner.post('terima-barang', { no_kirim: other.json().no_kirim, kode_baki: w.third.A, semua: true })).statusCode).toBe(200);
  expect(
    (await owner.post('cucian/kirim', { kode_toko: w.home.kode_toko, keterangan: 'CUCI RUTIN', detail_barang: scansOf(cleaning) }))
      .statusCode,
  ).toBe(200);
  // On display.
  await many(3, w.home.A);
  await many(2, w.home.B, true);
  await many(3, w.home.C, true);
  await many(3, w.home.D);
  await many(3, w.home.D, true);
  await many(2, w.branch.A);
  await many(2, w.branch.B, true);
});
afterAll(async () => {
  await t.close();
});

const codesOf = (data: Array<{ kode_barcode: string }>) => data.map((row) => row.kode_barcode);

it('the chain starts with a shipment on the road to branch and goods at the cleaner in home (dashboard)', async () => {
  const dashboard = async (kode_toko: string) => (await owner.get(`dashboard?kode_toko=${kode_toko}`)).json().data as DashboardData;
  const pending = async (kode_toko: string) => Object.fromEntries((await dashboard(kode_toko)).pending.map((p) => [p.key, p.count]));
  expect(await pending(w.branch.kode_toko)).toMatchObject({ 'transit-masuk': 6 });
  expect(await pending(w.home.kode_toko)).toMatchObject({ 'transit-keluar': 6, cucian: 3 });
  expect(await pending(w.home.kode_toko)).not.toHaveProperty('transit-masuk');
});

it("the dashboard's 'Menunggu Proses' counts documents, not pieces: one shipment of 6 and one batch of 3 are 2", async () => {
  const dashboard = async (kode_toko: string) => (await owner.get(`dashboard?kode_toko=${kode_toko}`)).json().data as DashboardData;
  const home = await dashboard(w.home.kode_toko);
  // The shipment to third was received: its place is empty and no longer counts.
  expect(home.pending_documents).toBe(2);
  expect(home.pending.filter((p) => p.key === 'transit-keluar' || p.key === 'cucian').map((p) => [p.key, p.documents, p.count])).toEqual([
    ['transit-keluar', 1, 6],
    ['cucian', 1, 3],
  ]);
  const branch = await dashboard(w.branch.kode_toko);
  expect(branch.pending.find((p) => p.key === 'transit-masuk')).toMatchObject({ documents: 1, count: 6 });
});

describe('send-goods list: GET barang/get/query', () => {
  it('needs a destination other than the own store', async () => {
    for (const url of ['barang/get/query', 'barang/get/query?tujuan=', 'barang/get/query?tujuan=SEMUA']) {
      const response = await owner.get(url);
      expect([response.statusCode, response.json().message], url).toEqual([400, MESSAGES.tujuanHarusDipilih]);
    }
    const own = await owner.get(`barang/get/query?tujuan=${w.home.kode_toko}`);
    expect([own.statusCode, own.json().message]).toEqual([400, MESSAGES.tujuanTidakBolehTokoSendiri]);
  });

  it("lists the store's goods on trays (filters default SEMUA)", async () => {
    const all = (await owner.get(`barang/get/query?tujuan=${w.branch.kode_toko}`)).json();
    // Written without the per-call zod pass (a hot list): the answer must still match the contract.
    expect(kirimBarangApi.barangQuery.response.parse(all)).toEqual(all);
    expect(all.data).toHaveLength(HOME_DISPLAY);
    expect(all.truncated).toBe(false);
    expect(
      all.data.every(
        (row: { kode_gudang: string; kode_baki: string }) =>
          row.kode_gudang === 'KC' && [w.home.A, w.home.B, w.home.C, w.home.D].includes(row.kode_baki),
      ),
    ).toBe(true);
    const tray = (
      await owner.get(`barang/get/query?tujuan=${w.branch.kode_toko}&kode_baki=${w.home.D.toLowerCase()}&kode_group=SEMUA&kode_dept=ALL`)
    ).json();
    expect(codesOf(tray.data)).toEqual(codesOf(await itemsOn(t.db, w.home.D)));
    expect(tray.data).toHaveLength(6);
    const [first] = tray.data as Array<{ kode_barcode: string; kode_group: string; kode_dept: string }>;
    const byType = (
      await owner.get(`barang/get/query?tujuan=${w.branch.kode_toko}&kode_group=${first!.kode_group}&kode_dept=${first!.kode_dept}`)
    ).json();
    expect(byType.data.every((row: { kode_dept: string }) => row.kode_dept === first!.kode_dept)).toBe(true);
    expect(byType.data.length).toBeLessThan(all.data.length);

    // The destination is required but does not narrow the list.
    expect(codesOf((await owner.get(`barang/get/query?tujuan=${w.third.kode_toko}&kode_baki=${w.home.D}`)).json().data)).toEqual(
      codesOf(tray.data),
    );

    const limited = (await owner.get(`barang/get/query?tujuan=${w.branch.kode_toko}&limit=3`)).json();
    expect(limited.data).toHaveLength(3);
    expect(limited.truncated).toBe(true);
    // In list order (tray, then barcode); a cut list is the head of the whole one.
    const order = (row: { kode_baki: string; kode_barcode: string }) => `${row.kode_baki} ${row.kode_barcode}`;
    expect(all.data.map(order)).toEqual([...all.data.map(order)].sort());
    expect(codesOf(limited.data)).toEqual(codesOf(all.data).slice(0, 3));

    const none = await owner.get(`barang/get/query?tujuan=${w.branch.kode_toko}&kode_group=TIDAKADA`);
    expect(none.headers['content-type']).toMatch(/^application\/json/);
    expect(none.json()).toEqual({ data: [], truncated: false });
  });

  it('holds staff to their own store', async () => {
    const other = await kasir.get(`barang/get/query?tujuan=${w.third.kode_toko}&kode_toko=${w.home.kode_toko}`);
    expect([other.statusCode, other.json().message]).toEqual([403, MESSAGES.aksesTokoLainDitolak]);
    const mine = (await kasir.get(`barang/get/query?tujuan=${w.home.kode_toko}`)).json();
    expect(mine.data).toHaveLength(4);
    expect(mine.data.every((row: { kode_baki: string }) => [w.branch.A, w.branch.B, w.branch.C, w.branch.D].includes(row.kode_baki))).toBe(
      true,
    );
  });
});

describe('send: POST kirim-barang', () => {
  it('refuses bad sends with the spec messages, writing nothing', async () => {
    const [a, b] = await itemsOn(t.db, w.home.D, 2);
    const [ofT02] = await itemsOn(t.db, w.branch.A, 1);
    const [onRoad] = await rows<{ kode_barcode: string }>(
      t.db,
      sql`SELECT kode_barcode FROM kirim_barang_detail WHERE no_kirim = ${SEEDED} LIMIT 1`,
    );
    const line = (code: string) => ({ kode_barcode: code, nama_barang: 'X', harga_jual: 0 });
    const before = await writeCounts(t.db);
    const cases: Array<[Client, string, unknown, number, string]> = [
      [owner, 'kirim-barang', { group: 'SEMUA', dept: 'SEMUA', detail_barang: [line(a!.kode_barcode)] }, 400, MESSAGES.tujuanHarusDipilih],
      [owner, 'kirim-barang', { to: '', detail_barang: [line(a!.kode_barcode)] }, 400, MESSAGES.tujuanHarusDipilih],
      [owner, 'kirim-barang', { to: w.branch.kode_toko, detail_barang: [] }, 400, MESSAGES.dataBaragTidakBolehKosong],
      [owner, 'kirim-barang', { to: w.branch.kode_toko }, 400, MESSAGES.dataBaragTidakBolehKosong],
      [
        owner,
        'kirim-barang',
        { to: w.branch.kode_toko, detail_barang: [line(a!.kode_barcode), line(b!.kode_barcode), line(a!.kode_barcode.toLowerCase())] },
        400,
        `${MESSAGES.kodeBarcodeTersebutSudahAdaDitabel} (${a!.kode_barcode})`,
      ],
      [owner, 'kirim-barang', { to: w.branch.kode_toko, detail_barang: [line('ABC')] }, 400, MESSAGES.kodeBarcodeMinimal8],
      [
        owner,
        'kirim-barang',
        { to: w.branch.kode_toko, detail_barang: [line(a!.kode_barcode), line('ZZZZZZZZ')] },
        404,
        `${MESSAGES.barangTidakDiTemukan} (ZZZZZZZZ)`,
      ],
      [
        owner,
        'kirim-barang',
        { to: w.third.kode_toko, detail_barang: [line(a!.kode_barcode), line(ofT02!.kode_barcode)] },
        409,
        `${MESSAGES.barangTidakDiBaki} (${ofT02!.kode_barcode})`,
      ],
      [
        owner,
        'kirim-barang',
        { to: w.third.kode_toko, detail_barang: [line(onRoad!.kode_barcode)] },
        409,
        `${MESSAGES.barangTidakDiBaki} (${onRoad!.kode_barcode})`,
      ],
      [owner, 'kirim-barang', { to: w.home.kode_toko, detail_barang: [line(a!.kode_barcode)] }, 400, MESSAGES.tujuanTidakBolehTokoSendiri],
      [owner, 'kirim-barang', { to: 'T09', detail_barang: [line(a!.kode_barcode)] }, 404, MESSAGES.tokoTidakDitemukan],
      [
        kasir,
        `kirim-barang?kode_cabang=${w.home.kode_toko}`,
        { to: w.third.kode_toko, detail_barang: [line(a!.kode_barcode)] },
        403,
        MESSAGES.aksesTokoLainDitolak,
      ],
      [
        kasir,
        'kirim-barang',
        { to: w.third.kode_toko, detail_barang: [line(a!.kode_barcode)] },
        409,
        `${MESSAGES.barangTidakDiBaki} (${a!.kode_barcode})`,
      ],
    ];
    for (const [who, url, payload, status, message] of cases) {
      const response = await who.post(url, payload);
      expect([response.statusCode, response.json().message], JSON.stringify(payload)).toEqual([status, message]);
    }
    expect(await writeCounts(t.db)).toEqual(before);
  });

  it('sends goods: they leave their trays for the road (no tray) in one document, with the receipt data', async () => {
    const lines = (await owner.get(`barang/get/query?tujuan=${w.branch.kode_toko}&kode_baki=${w.home.D}&limit=3`)).json().data;
    const codes = codesOf(lines);
    const preview = (await owner.get('kirimbarang/get/nokirim')).json().no_kirim;
    expect(preview).toBe(`KRM-${w.home.kode_toko}-261122-0003`);
    const trayBefore = await balance(t.db, `BAKI:${w.home.D}`);
    const response = await owner.post(`kirim-barang?kode_cabang=${w.home.kode_toko}`, {
      group: 'SEMUA',
      dept: 'SEMUA',
      to: w.branch.kode_toko.toLowerCase(),
      detail_barang: lines,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(MESSAGES.dataBerhasilDikirim);
    expect(body.no_kirim).toBe(preview);
    expect(body.data).toMatchObject({
      no_kirim: preview,
      tanggal: '2026-11-22',
      dari: { kode_toko: w.home.kode_toko, nama_toko: w.home.nama_toko },
      tujuan: { kode_toko: w.branch.kode_toko, nama_toko: w.branch.nama_toko },
      user_id: w.ownerUser.user_id,
      total: { qty: 3 },
    });
    expect(
      body.data.rows.map((row: { no: number; kode_barcode: string; kode_gudang: string; kode_baki: string }) => [
        row.no,
        row.kode_barcode,
        row.kode_gudang,
        row.kode_baki,
      ]),
    ).toEqual(codes.map((code, index) => [index + 1, code, 'KC', w.home.D]));
    for (const code of codes)
      expect(await item(t.db, code)).toMatchObject({ lokasi: `TRANSIT:${preview}`, kode_baki: null, kode_toko: w.home.kode_toko });
    const road = await balance(t.db, `TRANSIT:${preview}`);
    expect(road.qty).toBe(3);
    expect(road.berat).toBe(body.data.total.berat);
    expect((await balance(t.db, `BAKI:${w.home.D}`)).qty).toBe(trayBefore.qty - 3);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);

    // Reprint: the sender and the receiver may; an unknown number is not found.
    expect((await owner.get(`kirim-barang/bukti/${preview}`)).json().data).toEqual(body.data);
    expect((await kasir.get(`kirim-barang/bukti/${preview.toLowerCase()}`)).json().data.no_kirim).toBe(preview);
    const unknown = await owner.get(`kirim-barang/bukti/KRM-${w.home.kode_toko}-000000-0009`);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, MESSAGES.kirimanTidakDitemukan]);
  });

  it("prints the delivery receipt 'Bukti KIRIM BARANG' as a PDF for the sender and the receiver", async () => {
    const response = await owner.get(`kirim-barang/bukti/${SEEDED}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="bukti_kirim_${SEEDED}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const parser = new PDFParse({ data: new Uint8Array(response.rawPayload) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    const receipt = (await owner.get(`kirim-barang/bukti/${SEEDED}`)).json().data as {
      rows: Array<{ kode_barcode: string; kadar: string; qty: number }>;
      total: { berat: string };
    };
    for (const expected of [
      MESSAGES.buktiKirimBarang,
      SEEDED,
      `${w.branch.kode_toko} - ${w.branch.nama_toko}`,
      'Pengirim',
      'Penerima',
      `Printed By ${w.ownerUser.user_id} / 2026-11-22 10:00`,
      '1 of 1',
      receipt.total.berat,
    ]) {
      expect(text).toContain(expected);
    }
    for (const row of receipt.rows) expect(text).toContain(row.kode_barcode);
    // Kadar (with its unit: the goods were built at 75) and Qty, one per barcoded item.
    expect(text).toMatch(/Nama Barang\s+Kadar\s+Gudang\s+Baki\s+Qty\s+Berat/);
    expect(receipt.rows.map((row) => [row.kadar, row.qty])).toEqual(receipt.rows.map(() => ['75%', 1]));
    expect(text).toContain('75%');
    // The receiving store's cashier may print it too; an unknown number is not found.
    const kasirPdf = await kasir.get(`kirim-barang/bukti/${SEEDED.toLowerCase()}/pdf`);
    expect(kasirPdf.statusCode).toBe(200);
    const unknown = await owner.get(`kirim-barang/bukti/KRM-${w.home.kode_toko}-000000-0009/pdf`);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, MESSAGES.kirimanTidakDitemukan]);
  });

  it('50 racing sends of one barcode: exactly one shipment, the others refused with nothing written', async () => {
    const [target] = await itemsOn(t.db, w.home.C, 1);
    const code = target!.kode_barcode;
    const before = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM kirim_barang`);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        owner.post('kirim-barang', {
          group: 'SEMUA',
          dept: 'SEMUA',
          to: i % 2 ? w.branch.kode_toko : w.third.kode_toko,
          detail_barang: [{ kode_barcode: code }],
        }),
      ),
    );
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => r.statusCode)).toEqual(Array(49).fill(409));
    expect(new Set(refused.map((r) => r.json().message))).toEqual(new Set([`${MESSAGES.barangTidakDiBaki} (${code})`]));
    const shipments = await rows<{ no_kirim: string }>(t.db, sql`SELECT no_kirim FROM kirim_barang_detail WHERE kode_barcode = ${code}`);
    expect(shipments.map((s) => s.no_kirim)).toEqual([ok[0]!.json().no_kirim]);
    const after = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM kirim_barang`);
    expect(Number(after[0]?.n) - Number(before[0]?.n)).toBe(1);
    expect((await item(t.db, code)).lokasi).toBe(`TRANSIT:${ok[0]!.json().no_kirim}`);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });
});

describe('receive: /terima-barang', () => {
  it('lists incoming shipments of the store with their days on the road', async () => {
    const incoming = (await kasir.get('terima-barang/kiriman')).json().data as Array<{
      no_kirim: string;
      status: string;
      qty: number;
      lama_transit_hari: number;
      nama_toko: string;
    }>;
    const seeded = incoming.find((row) => row.no_kirim === SEEDED);
    expect(seeded).toMatchObject({
      status: 'DIKIRIM',
      qty: 6,
      qty_terima: 0,
      lama_transit_hari: 0,
      nama_toko: w.home.nama_toko,
      tujuan: w.branch.kode_toko,
    });
    expect(incoming.every((row) => row.status !== 'DITERIMA')).toBe(true);
    // Past midnight (sessions last 16 hours): the shipment has been on the road one day.
    t.setNow('2026-11-23T01:00:00+07:00');
    try {
      const later = (await kasir.get('terima-barang/kiriman')).json().data as Array<{ no_kirim: string; lama_transit_hari: number }>;
      expect(later.find((row) => row.no_kirim === SEEDED)?.lama_transit_hari).toBe(1);
    } finally {
      t.setNow(TEST_NOW);
    }
    const other = await kasir.get(`terima-barang/kiriman?kode_toko=${w.third.kode_toko}`);
    expect([other.statusCode, other.json().message]).toEqual([403, MESSAGES.aksesTokoLainDitolak]);
  });

  it('shows the differences of a scan before receiving (nothing written)', async () => {
    const detail = (await kasir.get(`terima-barang/kiriman/${SEEDED}`)).json().data.detail_barang as Array<{
      kode_barcode: string;
      status: string;
    }>;
    expect(detail).toHaveLength(6);
    const [foreign] = await itemsOn(t.db, w.branch.B, 1);
    const before = await writeCounts(t.db);
    const check = (
      await kasir.post('terima-barang/cek', {
        no_kirim: SEEDED,
        detail_barang: [detail[0]!.kode_barcode, detail[1]!.kode_barcode, foreign!.kode_barcode],
      })
    ).json().data;
    expect(codesOf(check.cocok)).toEqual([detail[0]!.kode_barcode, detail[1]!.kode_barcode]);
    expect(check.tidak_ada_di_kiriman).toEqual([foreign!.kode_barcode]);
    expect(check.sudah_diterima).toEqual([]);
    expect(codesOf(check.belum_discan)).toEqual(codesOf(detail.slice(2)));
    expect(await writeCounts(t.db)).toEqual(before);
  });

  it('refuses a foreign scan, a tray of another store, an unknown tray or shipment; nothing written', async () => {
    const detail = (await kasir.get(`terima-barang/kiriman/${SEEDED}`)).json().data.detail_barang as Array<{ kode_barcode: string }>;
    const [foreign] = await itemsOn(t.db, w.branch.B, 1);
    const before = await writeCounts(t.db);
    const cases: Array<[unknown, number, string]> = [
      [
        { no_kirim: SEEDED, kode_baki: w.branch.A, detail_barang: [detail[0]!.kode_barcode, foreign!.kode_barcode] },
        400,
        `${MESSAGES.barangTidakAdaDalamKiriman} (${foreign!.kode_barcode})`,
      ],
      [{ no_kirim: SEEDED, kode_baki: w.home.A, semua: true }, 400, MESSAGES.bakiHarusBakiTokoPenerima],
      [{ no_kirim: SEEDED, kode_baki: 'XX99', semua: true }, 404, MESSAGES.bakiTidakDitemukan],
      [{ no_kirim: SEEDED, semua: true }, 400, MESSAGES.kodeBakiHarusDipilih],
      [{ no_kirim: SEEDED, kode_baki: w.branch.A }, 400, MESSAGES.dataBaragTidakBolehKosong],
      // The shipment to the third store (received there): not one for branch.
      [{ no_kirim: `KRM-${w.home.kode_toko}-261122-0002`, kode_baki: w.branch.A, semua: true }, 404, MESSAGES.kirimanTidakDitemukan],
      [{ no_kirim: 'NOPE', kode_baki: w.branch.A, semua: true }, 404, MESSAGES.kirimanTidakDitemukan],
    ];
    for (const [payload, status, message] of cases) {
      const response = await kasir.post('terima-barang', payload);
      expect([response.statusCode, response.json().message], JSON.stringify(payload)).toEqual([status, message]);
    }
    expect(await writeCounts(t.db)).toEqual(before);
  });

  it('receives by scanning (the rest stays on the road), then the rest; never twice', async () => {
    const detail = (await kasir.get(`terima-barang/kiriman/${SEEDED}`)).json().data.detail_barang as Array<{
      kode_barcode: string;
      berat: string;
    }>;
    const scanned = [detail[0]!.kode_barcode, detail[1]!.kode_barcode.toLowerCase()];
    const first = await kasir.post('terima-barang', { no_kirim: SEEDED, kode_baki: w.branch.A.toLowerCase(), detail_barang: scanned });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: MESSAGES.dataBerhasilDisimpan,
      no_terima: `TRM-${w.branch.kode_toko}-261122-0001`,
      data: { status: 'SEBAGIAN' },
    });
    expect(codesOf(first.json().data.diterima)).toEqual([detail[0]!.kode_barcode, detail[1]!.kode_barcode]);
    expect(first.json().data.belum_diterima).toHaveLength(4);
    expect(await item(t.db, detail[0]!.kode_barcode)).toMatchObject({
      lokasi: `BAKI:${w.branch.A}`,
      kode_toko: w.branch.kode_toko,
      kode_baki: w.branch.A,
    });
    expect((await item(t.db, detail[2]!.kode_barcode)).lokasi).toBe(`TRANSIT:${SEEDED}`);
    expect((await balance(t.db, `TRANSIT:${SEEDED}`)).qty).toBe(4);

    const again = await kasir.post('terima-barang', { no_kirim: SEEDED, kode_baki: w.branch.A, detail_barang: [detail[0]!.kode_barcode] });
    expect([again.statusCode, again.json().message]).toEqual([409, `${MESSAGES.barangSudahDiterima} (${detail[0]!.kode_barcode})`]);

    const rest = await kasir.post('terima-barang', { no_kirim: SEEDED, kode_baki: w.branch.B, semua: true });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().data.status).toBe('DITERIMA');
    expect(rest.json().data.diterima).toHaveLength(4);
    expect((await balance(t.db, `TRANSIT:${SEEDED}`)).qty).toBe(0);
    const closed = await kasir.post('terima-barang', { no_kirim: SEEDED, kode_baki: w.branch.B, semua: true });
    expect([closed.statusCode, closed.json().message]).toEqual([409, MESSAGES.kirimanSudahDiterima]);
    expect((await kasir.get('terima-barang/kiriman')).json().data.map((row: { no_kirim: string }) => row.no_kirim)).not.toContain(SEEDED);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it('two receipts of one shipment at the same moment: one receives, the other is refused', async () => {
    const incoming = (await kasir.get('terima-barang/kiriman')).json().data as Array<{ no_kirim: string; qty: number }>;
    const target = incoming[0]!;
    const responses = await Promise.all([
      kasir.post('terima-barang', { no_kirim: target.no_kirim, kode_baki: w.branch.C, semua: true }),
      owner.post('terima-barang', { no_kirim: target.no_kirim, kode_baki: w.branch.D, semua: true }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((r) => r.statusCode === 409)?.json().message).toBe(MESSAGES.kirimanSudahDiterima);
    const [received] = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM terima_barang WHERE no_kirim = ${target.no_kirim}`,
    );
    expect(Number(received?.n)).toBe(1);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });
});

describe('the No Kirim choices of /laporan-kirim-barang (the report itself: reports/queries/kirim-barang)', () => {
  it('lists the shipment numbers of a store and period', async () => {
    const missing = await owner.post('kirim-barang/no_kirim', { tgl_from: '2026-11-22', tgl_to: '2026-11-22' });
    expect([missing.statusCode, missing.json().message]).toEqual([400, MESSAGES.kodeTokoHarusDipilih]);
    const list = (
      await owner.post('kirim-barang/no_kirim', { kode_cabang: w.home.kode_toko, tgl_from: '2026-11-22', tgl_to: '2026-11-22' })
    ).json();
    expect(list.message).toBe(MESSAGES.noKirimTersedia);
    expect(list.data.map((row: { no_kirim: string }) => row.no_kirim)).toEqual(
      [1, 2, 3, 4].map((n) => `KRM-${w.home.kode_toko}-261122-000${n}`),
    );
    const empty = (
      await owner.post('kirim-barang/no_kirim', { kode_cabang: w.home.kode_toko, tgl_from: '2026-10-01', tgl_to: '2026-10-31' })
    ).json();
    expect(empty).toEqual({ message: MESSAGES.noKirimTidakTersedia, data: [] });
    const other = await kasir.post('kirim-barang/no_kirim', {
      kode_cabang: w.home.kode_toko,
      tgl_from: '2026-11-22',
      tgl_to: '2026-11-22',
    });
    expect([other.statusCode, other.json().message]).toEqual([403, MESSAGES.aksesTokoLainDitolak]);
  });
});

it('keeps every ledger invariant', async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
});
