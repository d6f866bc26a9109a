import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@kencana/core';
import {
  buildBarang,
  buildDocument,
  buildStore,
  buildTray,
  buildUser,
  transitPlace,
  uniqueCode,
  type BuiltBarang,
} from '../../testing/factories.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { PDFParse } from 'pdf-parse';

// Two stores of the test's own: A (the owner's) and B (the cashier's), with goods of known weights.
let t: TestApp;
let owner: string;
let kasir: string;
let A: string;
let B: string;
let trayA: string;
let trayB: string;
let onTrayA: BuiltBarang[];
let onTrayB: BuiltBarang[];
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  A = (await buildStore(t)).kode_toko;
  B = (await buildStore(t)).kode_toko;
  owner = (await buildUser(t, { kode_toko: A, level: 'OWN' })).token;
  kasir = (await buildUser(t, { kode_toko: B, level: 'KASIR', menus: ['/cetak-barcode'] })).token;
  trayA = (await buildTray(t, { kode_toko: A })).kode_baki;
  trayB = (await buildTray(t, { kode_toko: B })).kode_baki;
  onTrayA = [];
  for (const berat of ['1.250', '2.500', '3.750']) onTrayA.push(await buildBarang(t, { kode_baki: trayA, berat }));
  onTrayB = [await buildBarang(t, { kode_baki: trayB, berat: '4.125', nama_barang: 'CINCIN LABEL UJI' })];
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: bearer(token) });
const byCode = (goods: BuiltBarang[]) =>
  [...goods].sort((a, b) => (a.kode_barcode < b.kode_barcode ? -1 : 1)).map((g) => [g.kode_barcode, g.berat]);

describe('cetak barcode', () => {
  it('lists the goods of a tray with their ledger weights', async () => {
    const response = await get(`cetak-barcode/barang?kode_baki=${trayA}`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((r: { kode_barcode: string; berat: string }) => [r.kode_barcode, r.berat])).toEqual(byCode(onTrayA));
    expect(response.json().total).toBe(3);
  });

  it('holds staff to their store', async () => {
    const own = await get('cetak-barcode/barang', kasir);
    expect(own.json().data.map((r: { kode_barcode: string; kode_toko: string }) => [r.kode_barcode, r.kode_toko])).toEqual([
      [onTrayB[0]!.kode_barcode, B],
    ]);
    expect((await get(`cetak-barcode/barang?kode_toko=${A}`, kasir)).statusCode).toBe(403);
    const scan = await get(`cetak-barcode/barang/${onTrayA[0]!.kode_barcode}`, kasir);
    expect(scan.statusCode).toBe(404);
  });

  it('prints labels of scanned goods: Code 128 page per label, the ledger weight, purity', async () => {
    const item = onTrayB[0]!;
    const scan = await get(`cetak-barcode/barang/${item.kode_barcode.toLowerCase()}`, kasir);
    expect(scan.json().data).toMatchObject({ kode_barcode: item.kode_barcode, berat: '4.125' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cetak-barcode/label',
      headers: bearer(kasir),
      payload: { kode_barcodes: [item.kode_barcode], ukuran: '40x20' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(response.rawPayload) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain(item.kode_barcode);
    expect(text).toContain('CINCIN LABEL UJI');
    expect(text).toContain('4.125 gr');
  });

  it('refuses goods that are not on a tray, and an empty choice', async () => {
    const item = onTrayA[2]!;
    await buildDocument(t, {
      kode_toko: A,
      doc_type: 'KIRIM_BARANG',
      lines: [
        {
          from: { kind: 'BAKI', kode_baki: trayA },
          to: transitPlace(uniqueCode('KRM-'), A),
          kode_group: item.kode_group,
          kode_dept: item.kode_dept,
          qty: 1,
          berat: item.berat,
          kode_barcode: item.kode_barcode,
        },
      ],
    });
    const scan = await get(`cetak-barcode/barang/${item.kode_barcode}`, owner);
    expect(scan.statusCode).toBe(422);
    expect(scan.json().message).toBe(`${MESSAGES.barangBelumDiBaki} (${item.kode_barcode})`);
    const print = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cetak-barcode/label',
      headers: bearer(owner),
      payload: { kode_barcodes: [item.kode_barcode] },
    });
    expect(print.statusCode).toBe(422);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cetak-barcode/label',
      headers: bearer(owner),
      payload: { kode_barcodes: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MESSAGES.belumAdaBarangDipilih);
  });
});
