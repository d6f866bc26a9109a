import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@kencana/core';
import { rows } from '../../db/client.ts';
import { bakiPlace, transitPlace } from '../../ledger/places.ts';
import { postMovements } from '../../ledger/post-movements.ts';
import { nextDocNo } from '../../numbering/next-doc-no.ts';
import { bearer, createTestApp, loginAs, TEST_TODAY, type TestApp } from '../../testing/test-app.ts';
import { PDFParse } from 'pdf-parse';

let t: TestApp;
let owner: string;
let kasir: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await loginAs(t.app, 'owner', 'owner123')).token;
  await t.db.execute(sql`INSERT INTO user_menus (user_id, menu_name) VALUES ('kasir', '/cetak-barcode')`);
  kasir = (await loginAs(t.app, 'kasir', 'kasir123')).token;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: bearer(token) });

describe('cetak barcode', () => {
  it('lists the goods of a tray with their ledger weights', async () => {
    const response = await get('cetak-barcode/barang?kode_baki=KC01B', owner);
    expect(response.statusCode).toBe(200);
    const expected = await rows<{ kode_barcode: string; berat: string }>(t.db, sql`SELECT kode_barcode, berat::text AS berat FROM barang WHERE kode_baki = 'KC01B' ORDER BY kode_barcode`);
    expect(response.json().data.map((r: { kode_barcode: string; berat: string }) => [r.kode_barcode, r.berat])).toEqual(expected.map((r) => [r.kode_barcode, r.berat]));
    expect(response.json().total).toBe(expected.length);
  });

  it('holds staff to their store', async () => {
    const own = await get('cetak-barcode/barang', kasir);
    expect(new Set(own.json().data.map((r: { kode_toko: string }) => r.kode_toko))).toEqual(new Set(['T02']));
    expect((await get('cetak-barcode/barang?kode_toko=T01', kasir)).statusCode).toBe(403);
    const [other] = await rows<{ kode_barcode: string }>(t.db, sql`SELECT kode_barcode FROM barang WHERE kode_toko = 'T01' LIMIT 1`);
    const scan = await get(`cetak-barcode/barang/${other?.kode_barcode}`, kasir);
    expect(scan.statusCode).toBe(404);
  });

  it('prints labels of scanned goods: Code 128 page per label, the ledger weight, purity', async () => {
    const [item] = await rows<{ kode_barcode: string; nama_barang: string; berat: string; kadar: string }>(
      t.db,
      sql`SELECT kode_barcode, nama_barang, berat::text AS berat, kadar FROM barang WHERE kode_toko = 'T02' ORDER BY kode_barcode LIMIT 1`,
    );
    if (!item) throw new Error('no goods');
    const scan = await get(`cetak-barcode/barang/${item.kode_barcode.toLowerCase()}`, kasir);
    expect(scan.json().data).toMatchObject({ kode_barcode: item.kode_barcode, berat: item.berat });
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/cetak-barcode/label', headers: bearer(kasir), payload: { kode_barcodes: [item.kode_barcode], ukuran: '40x20' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(response.rawPayload) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain(item.kode_barcode);
    expect(text).toContain(item.nama_barang);
    expect(text).toContain(`${Number(item.berat).toFixed(3)} gr`);
  });

  it('refuses goods that are not on a tray, and an empty choice', async () => {
    const [item] = await rows<{ kode_barcode: string; kode_group: string; kode_dept: string; berat: string }>(
      t.db,
      sql`SELECT kode_barcode, kode_group, kode_dept, berat::text AS berat FROM barang WHERE kode_baki = 'KC01C' ORDER BY kode_barcode LIMIT 1`,
    );
    if (!item) throw new Error('no goods');
    await t.db.transaction(async (tx) => {
      const doc_no = await nextDocNo(tx, 'KB', 'T01', TEST_TODAY);
      await postMovements(tx, { doc_no, doc_type: 'KIRIM_BARANG', kode_toko: 'T01', tgl_system: TEST_TODAY, user_id: 'owner' }, [
        { from: bakiPlace('KC01C'), to: transitPlace(doc_no, 'T01'), kode_group: item.kode_group, kode_dept: item.kode_dept, qty: 1, berat: item.berat, kode_barcode: item.kode_barcode },
      ]);
    });
    const scan = await get(`cetak-barcode/barang/${item.kode_barcode}`, owner);
    expect(scan.statusCode).toBe(422);
    expect(scan.json().message).toBe(`${MESSAGES.barangBelumDiBaki} (${item.kode_barcode})`);
    const print = await t.app.inject({ method: 'POST', url: '/api/v1/cetak-barcode/label', headers: bearer(owner), payload: { kode_barcodes: [item.kode_barcode] } });
    expect(print.statusCode).toBe(422);
    const empty = await t.app.inject({ method: 'POST', url: '/api/v1/cetak-barcode/label', headers: bearer(owner), payload: { kode_barcodes: [] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MESSAGES.belumAdaBarangDipilih);
  });
});
