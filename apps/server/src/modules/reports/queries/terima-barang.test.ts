import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@kencana/core';
import report, { STATUS_KIRIMAN } from '@kencana/core/reports/terima-barang';
import { STATUS_KIRIM } from '@kencana/core/contracts/kirim-barang';
import { buildBarang, buildStore, buildTray, buildUser } from '../../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { exportReportFile, fetchReport, pdfText } from '../../../testing/report-testing.ts';

let t: TestApp;
let owner: string;
let kasir: string;
/** Store X sends 6 items to Y (2 received there on tray trayY) and 4 to Z (all received). */
let X: string;
let Y: string;
let Z: string;
let trayY: string;
let ON_ROAD: string;
let received = '';
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  X = (await buildStore(t)).kode_toko;
  Y = (await buildStore(t)).kode_toko;
  Z = (await buildStore(t)).kode_toko;
  const user = await buildUser(t, { kode_toko: X, level: 'OWN' });
  owner = user.token;
  kasir = (await buildUser(t, { kode_toko: Y, menus: ['/terima-barang'] })).token;
  const trayX = (await buildTray(t, { kode_toko: X })).kode_baki;
  trayY = (await buildTray(t, { kode_toko: Y })).kode_baki;
  const trayZ = (await buildTray(t, { kode_toko: Z })).kode_baki;
  const place = async (count: number) => {
    const codes: Array<{ kode_barcode: string }> = [];
    for (let i = 0; i < count; i++)
      codes.push({ kode_barcode: (await buildBarang(t, { kode_baki: trayX, berat: `${i + 1}.000` })).kode_barcode });
    return codes;
  };
  const toY = await place(6);
  const toZ = await place(4);
  const sent = await user.client.post('kirim-barang', { to: Y, detail_barang: toY });
  expect(sent.statusCode).toBe(200);
  ON_ROAD = sent.json().no_kirim;
  const other = await user.client.post('kirim-barang', { to: Z, detail_barang: toZ });
  expect(other.statusCode).toBe(200);
  expect((await user.client.post('terima-barang', { no_kirim: other.json().no_kirim, kode_baki: trayZ, semua: true })).statusCode).toBe(
    200,
  );
  await t.db.execute(sql`UPDATE kirim_barang SET tgl_kirim = '2026-11-20' WHERE no_kirim = ${ON_ROAD}`);
  // Y receives two of the six goods on the road: the shipment is then partly received.
  const receipt = await user.client.post('terima-barang', {
    no_kirim: ON_ROAD,
    kode_baki: trayY,
    detail_barang: toY.slice(0, 2).map((d) => d.kode_barcode),
  });
  expect(receipt.statusCode).toBe(200);
  received = receipt.json().no_terima;
});
afterAll(async () => {
  await t.close();
});

const period = { tgl_from: '2026-11-20', tgl_to: '2026-11-22' };

describe('laporan terima barang', () => {
  it('keeps the statuses of the shipments contract', () => {
    expect([...STATUS_KIRIMAN]).toEqual([...STATUS_KIRIM]);
  });

  it("lists the store's incoming shipments with what came, where, and the days on the road", async () => {
    const { status, body } = await fetchReport(t, owner, report, { ...period, kode_toko: Y });
    expect(status).toBe(200);
    expect(body.message).toBe(MESSAGES.laporanTerimaBarangTersedia);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      no_kirim: ON_ROAD,
      kode_toko: X,
      tujuan: Y,
      qty: 6,
      qty_terima: 2,
      status: 'SEBAGIAN',
      tgl_terima: '2026-11-22',
      lama_transit_hari: 2,
    });
    const goods = body.data[0]?.detail_barang as Array<Record<string, string>>;
    expect(goods.filter((g) => g.status === 'DITERIMA').map((g) => [g.no_terima, g.kode_baki_terima, g.tgl_terima])).toEqual([
      [received, trayY, '2026-11-22'],
      [received, trayY, '2026-11-22'],
    ]);
    expect(goods.filter((g) => g.status === 'TRANSIT').every((g) => g.no_terima === '-')).toBe(true);
    expect(body.totals).toMatchObject({ qty: 6, qty_terima: 2 });
  });

  it('shows every store for the owner with SEMUA and filters by status', async () => {
    const all = await fetchReport(t, owner, report, period);
    expect(all.body.data.map((r) => `${r.tujuan}:${r.status}`)).toEqual([`${Y}:SEBAGIAN`, `${Z}:DITERIMA`]);
    const done = await fetchReport(t, owner, report, { ...period, status: 'DITERIMA' });
    expect(done.body.data.map((r) => r.tujuan)).toEqual([Z]);
    const empty = await fetchReport(t, owner, report, { tgl_from: '2026-01-01', tgl_to: '2026-01-31' });
    expect(empty.body).toMatchObject({ message: MESSAGES.dataLaporanTidakTersedia, total_rows: 0 });
  });

  it('refuses missing dates and users without the menu', async () => {
    const missing = await fetchReport(t, owner, report, { tgl_from: '2026-11-20' });
    expect([missing.status, missing.body.message]).toEqual([400, MESSAGES.tanggalAkhirTidakBolehKosong]);
    expect((await fetchReport(t, kasir, report, period)).status).toBe(403);
  });

  it('exports a PDF with the nested goods', async () => {
    const pdf = await exportReportFile(t, owner, report, { ...period, kode_toko: Y, status: 'SEMUA' }, 'pdf');
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('LAPORAN TERIMA BARANG');
    expect(text).toContain(received);
    expect(text).toContain('SEBAGIAN');
  });
});
