// One refusal, one status (auth/policy.ts), through HTTP: naming another store is 403, naming another
// store's tray in a document is 403 for everyone, naming another store's record by its number is 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES, mutasiBarangApi } from '@kencana/core';
import { rows } from '../db/client.ts';
import { buildBarang, buildStore, buildTray, buildUser, type BuiltStore, type BuiltUser } from '../testing/factories.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let home: BuiltStore;
let branch: BuiltStore;
let owner: BuiltUser;
let kasir: BuiltUser;
let branchKasir: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  home = await buildStore(t);
  branch = await buildStore(t);
  owner = await buildUser(t, { kode_toko: home.kode_toko, level: 'OWN' });
  kasir = await buildUser(t, { kode_toko: home.kode_toko, menus: ['/cucian', '/pindah-barang-satu-baki'] });
  branchKasir = await buildUser(t, { kode_toko: branch.kode_toko, menus: ['/cucian'] });
});
afterAll(async () => {
  await t.close();
});

describe('store policy', () => {
  it('staff naming another store: 403; OWN/SU may name any store', async () => {
    const refused = await kasir.client.call(mutasiBarangApi.cucianOpen, { query: { kode_toko: branch.kode_toko } });
    expect([refused.status, refused.ok ? '' : refused.body.message]).toEqual([403, MESSAGES.aksesTokoLainDitolak]);
    expect((await owner.client.call(mutasiBarangApi.cucianOpen, { query: { kode_toko: branch.kode_toko } })).status).toBe(200);
  });

  it('a tray of another store in a document: 403, OWN included (a document acts for one store)', async () => {
    const from = await buildTray(t, { kode_toko: home.kode_toko });
    const to = await buildTray(t, { kode_toko: branch.kode_toko });
    await buildBarang(t, { kode_baki: from.kode_baki, berat: '1.250' });
    const refused = await owner.client.call(mutasiBarangApi.pindahSatuBaki, {
      body: { kode_baki_asal: from.kode_baki, kode_baki_tujuan: to.kode_baki },
    });
    expect([refused.status, refused.ok ? '' : refused.body.message]).toEqual([403, MESSAGES.aksesTokoLainDitolak]);
  });

  it("another store's record named by its number: 404 with the record's own text, as one that does not exist", async () => {
    const tray = await buildTray(t, { kode_toko: home.kode_toko });
    const item = await buildBarang(t, { kode_baki: tray.kode_baki, berat: '2.000' });
    const sent = await kasir.client.ok(mutasiBarangApi.kirimCucian, {
      body: { kode_toko: home.kode_toko, keterangan: 'CUCI', detail_barang: [{ kode_barcode: item.kode_barcode }] },
    });
    const body = { no_cucian: sent.no_cucian, detail_barang: [{ kode_barcode: item.kode_barcode, berat_akhir: '1.990' }] };
    const other = await branchKasir.client.call(mutasiBarangApi.ambilCucian, { body });
    const missing = await branchKasir.client.call(mutasiBarangApi.ambilCucian, { body: { ...body, no_cucian: `${sent.no_cucian}9` } });
    expect([other.status, other.ok ? '' : other.body.message]).toEqual([404, MESSAGES.cucianTidakDitemukan]);
    expect([missing.status, missing.ok ? '' : missing.body.message]).toEqual([404, MESSAGES.cucianTidakDitemukan]);
    // Its own store takes it back; the kernel writes the weight after cleaning on the item.
    const taken = await kasir.client.ok(mutasiBarangApi.ambilCucian, { body: { ...body, kode_baki: tray.kode_baki } });
    expect(taken).toMatchObject({ berat_awal: '2.000', berat_akhir: '1.990', susut: '0.010' });
    expect(taken.no_dokumen).toMatch(/^CUA-/);
    const [row] = await rows<{ berat: string; kode_baki: string }>(
      t.db,
      sql`SELECT berat::text AS berat, kode_baki FROM barang WHERE kode_barcode = ${item.kode_barcode}`,
    );
    expect(row).toEqual({ berat: '1.990', kode_baki: tray.kode_baki });
  });
});
