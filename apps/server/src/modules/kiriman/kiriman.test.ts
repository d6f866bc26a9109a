// Incoming stock through HTTP on a real database: the owner's send (KB), the store's confirmation, items
// entered against the shipment, the cashier's close, the balances; and a KC shipment opened through the
// shipment service (as labelling's send will) going the same way. Ledger grams checked at every step.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { KIRIMAN_MESSAGES, kirimanApi, MESSAGES } from '@kencana/core';
import { rows } from '../../db/client.ts';
import { checkLedgerInvariants } from '../../ledger/invariants.ts';
import { bakiPlace, buildBulkStock, buildShipment, buildTray, buildUser, todayOf, type BuiltUser } from '../../testing/factories.ts';
import { raceForOneEffect } from '../../testing/racing.ts';
import { bearer } from '../../testing/test-app.ts';
import { balance, itemForm, openKirimanWorld, type KirimanWorld } from './kiriman.fixtures.ts';

const MENUS = [
  '/dashboard',
  '/terima-barang',
  '/validasi-terima-stock',
  '/validasi-inputan',
  '/laporan-saldo-barang-aktif',
  '/laporan-validasi-validasi-inputan',
];

let w: KirimanWorld;
let kasir: BuiltUser;
let stranger: BuiltUser;
let kode_sales: string;
let today: string;

beforeAll(async () => {
  w = await openKirimanWorld();
  kasir = await buildUser(w.t, { kode_toko: w.branch.kode_toko, level: 'KASIR', menus: MENUS });
  stranger = await buildUser(w.t, { kode_toko: w.third.kode_toko, level: 'KASIR', menus: MENUS });
  kode_sales = w.kode_sales;
  today = todayOf(w.t);
});
afterAll(async () => {
  await w?.t.close();
});

const sendLine = (overrides: Record<string, unknown> = {}) => ({
  kode_group: w.cat.kode_group,
  kode_dept: w.cat.kode_dept,
  asal_barang: 'pabrik uji',
  detail_barang: 'cincin polos',
  qty: 3,
  berat: '10.000',
  kadar: 'A',
  sales_pabrik: kode_sales,
  tujuan: w.branch.A,
  ...overrides,
});

async function send(overrides: Record<string, unknown> = {}): Promise<string> {
  const answer = await w.ownerUser.client.ok(kirimanApi.simpanKirimBos, { body: sendLine(overrides) as never });
  return answer.data.nota.no_kirim_bos;
}

const place = (no: string) => `KIRIMAN:${no}`;
const period = () => ({ tgl_from: today, tgl_to: today });
const enter = (client: BuiltUser['client'], no_kirim: string, berat: string, extra: Record<string, unknown> = {}) =>
  client.post('tambah-barang', itemForm(w, w.branch.B, w.branch.kode_toko, { berat, berat_asli: berat, no_kirim, ...extra }));

describe('the owner sends (POST krmbrgbos/simpan)', () => {
  it('books the bulk into the shipment of the destination store and answers the nota', async () => {
    const answer = await w.ownerUser.client.ok(kirimanApi.simpanKirimBos, { body: sendLine() as never });
    const nota = answer.data.nota;
    expect(answer.message).toBe(MESSAGES.dataBerhasilDisimpan);
    expect(nota).toMatchObject({
      kode_toko: w.branch.kode_toko,
      baki: w.branch.A,
      kategori: w.cat.kode_group,
      asal: 'PABRIK UJI',
      keterangan: 'CINCIN POLOS',
      qty_kirim: 3,
      berat_kirim: '10.000',
      kadar: 'A',
    });
    expect(nota.no_kirim_bos).toMatch(/^KB-/);
    expect(await balance(w.t.db, place(nota.no_kirim_bos))).toEqual({ qty: 3, berat: '10.000' });
    // Reprint in both forms the documents show.
    const post = await w.ownerUser.client.ok(kirimanApi.reprintKirimBos, { body: { no_kirim_bos: nota.no_kirim_bos.toLowerCase() } });
    const get = await w.ownerUser.client.ok(kirimanApi.reprintKirimBosGet, { query: { no_kirim_bos: nota.no_kirim_bos } });
    expect(post.data.nota).toEqual(nota);
    expect(get.data.nota).toEqual(nota);
    expect(await checkLedgerInvariants(w.t.db)).toEqual([]);
  });

  it('refuses bad input with the field named, and a tray outside KC', async () => {
    const missing = await w.ownerUser.client.post('krmbrgbos/simpan', { ...sendLine(), kode_group: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Kategori Harus Diisi');
    const noSales = await w.ownerUser.client.post('krmbrgbos/simpan', { ...sendLine(), sales_pabrik: undefined });
    expect(noSales.json().message).toBe('Sales Pabrik Harus Diisi');
    const badQty = await w.ownerUser.client.post('krmbrgbos/simpan', { ...sendLine(), qty: 1.5 });
    expect(badQty.statusCode).toBe(400);
    const badKadar = await w.ownerUser.client.post('krmbrgbos/simpan', { ...sendLine(), kadar: 'X' });
    expect(badKadar.json().message).toBe('Kadar Harus Diisi');
    const notKc = await w.ownerUser.client.post('krmbrgbos/simpan', { ...sendLine(), tujuan: w.sortir });
    expect(notKc.statusCode).toBe(400);
    const wrongType = await w.ownerUser.client.post('krmbrgbos/simpan', { ...sendLine(), kode_dept: w.cat2.kode_dept });
    expect(wrongType.json().message).toBe(MESSAGES.jenisTidakSesuaiKategori);
    // Staff without the menu may not send.
    expect((await kasir.client.post('krmbrgbos/simpan', sendLine())).statusCode).toBe(403);
  });
});

describe('the KB path: confirm, enter, close', () => {
  let no: string;
  beforeAll(async () => {
    no = await send();
  });

  it('lists the shipment for confirmation at its store only, and refuses input before confirmation', async () => {
    const listed = await kasir.client.ok(kirimanApi.cariKirimBos, { body: { ...period(), no_kirim_bos: '', jenis: 'VALIDASI' } });
    expect(listed.data.map((r) => r.no_kirim_bos)).toContain(no);
    expect(listed.message).toBe(MESSAGES.dataValidasiTersedia);
    const other = await stranger.client.ok(kirimanApi.cariKirimBos, { body: { ...period(), no_kirim_bos: no.toLowerCase() } });
    expect(other.data).toEqual([]);
    expect(other.message).toBe(MESSAGES.belumAdaDataYangHarusDiValidasi);
    const early = await enter(kasir.client, no, '1.000');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(KIRIMAN_MESSAGES.kirimanBelumDivalidasi);
  });

  it('confirms once: another store refused, a second confirmation refused', async () => {
    const foreign = await stranger.client.post('validasi-terima-stock/validasi-bos', { no_kirim_bosses: [no] });
    expect(foreign.statusCode).toBe(404);
    const empty = await kasir.client.post('validasi-terima-stock/validasi-bos', { no_kirim_bosses: [] });
    expect(empty.statusCode).toBe(400);
    const done = await kasir.client.ok(kirimanApi.validasiTerimaBos, { body: { no_kirim_bosses: [no] } });
    expect(done.message).toBe(MESSAGES.validasiTerimaStockBerhasil);
    const again = await kasir.client.post('validasi-terima-stock/validasi-bos', { no_kirim_bosses: [no] });
    expect(again.statusCode).toBe(409);
    // A KB number is not a KC shipment.
    expect((await kasir.client.post('validasi-terima-stock/validasi-label', { no_kirim_stocks: [no] })).statusCode).toBe(400);
  });

  it('enters items out of the shipment, refused beyond what remains or by another store', async () => {
    const first = await enter(kasir.client, no, '4.000');
    expect(first.statusCode, first.body).toBe(200);
    expect(await balance(w.t.db, place(no))).toEqual({ qty: 2, berat: '6.000' });
    const [item] = await rows<{ lokasi: string; no_kirim: string }>(
      w.t.db,
      sql`SELECT lokasi, no_kirim FROM barang WHERE kode_barcode = ${first.json().data.kode_barcode}`,
    );
    expect(item).toEqual({ lokasi: `BAKI:${w.branch.B}`, no_kirim: no });

    const beyond = await enter(kasir.client, no, '6.001');
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json().message).toBe(`Melebihi Sisa Kiriman ${no}: Sisa Qty 2, Sisa Berat 6.000 gr`);
    const wrongCategory = await enter(kasir.client, no, '1.000', { kode_kategori: w.cat2.kode_group, kode_jenis: w.cat2.kode_dept });
    expect(wrongCategory.json().message).toBe(KIRIMAN_MESSAGES.kategoriTidakSesuaiKiriman);
    // Another store's staff cannot enter the shipment onto their own tray.
    const foreign = await stranger.client.post(
      'tambah-barang',
      itemForm(w, w.third.B, w.third.kode_toko, { berat: '1.000', berat_asli: '1.000', no_kirim: no }),
    );
    expect(foreign.statusCode).toBe(404);

    expect((await enter(kasir.client, no, '3.500')).statusCode).toBe(200);
    expect(await balance(w.t.db, place(no))).toEqual({ qty: 1, berat: '2.500' });
    const outstanding = await kasir.client.ok(kirimanApi.outstandKirimBos, { query: { ...period(), no_kirim_bos: no } });
    expect(outstanding.data).toHaveLength(1);
    expect(outstanding.data[0]).toMatchObject({ qty: 3, qty_input: 2, qty_sisa: 1, berat_input: '7.500', berat_sisa: '2.500' });
    // 2.5 g at the category's 1,520,000 a gram.
    expect(outstanding.grand_total).toBe(3_800_000);
    expect(await checkLedgerInvariants(w.t.db)).toEqual([]);
  });

  it('closes: the remainder goes back to the sender, status CLOSE, a second close refused', async () => {
    const externalBefore = await balance(w.t.db, `EXTERNAL:${w.branch.kode_toko}`);
    const closed = await kasir.client.ok(kirimanApi.validasiInputBos, { body: { data_kirim: [{ no_kirim_bos: no }] } });
    expect(closed.message).toBe(MESSAGES.validasiInputBerhasil);
    expect(closed.data[0]).toMatchObject({ no_kirim: no, qty_input: 2, berat_input: '7.500', qty_kembali: 1, berat_kembali: '2.500' });
    expect(await balance(w.t.db, place(no))).toEqual({ qty: 0, berat: '0.000' });
    const externalAfter = await balance(w.t.db, `EXTERNAL:${w.branch.kode_toko}`);
    expect(Number(externalAfter.berat) - Number(externalBefore.berat)).toBeCloseTo(2.5, 3);
    const again = await kasir.client.post('validasi-inputan/kirim-barang-bos', { data_kirim: [{ no_kirim_bos: no }] });
    expect(again.statusCode).toBe(409);
    expect((await enter(kasir.client, no, '0.100')).json().message).toBe(KIRIMAN_MESSAGES.kirimanSudahClose);
    const nothing = await kasir.client.post('validasi-inputan/kirim-barang-bos', { data_kirim: [] });
    expect(nothing.json().message).toBe(MESSAGES.belumAdaDataYangHarusDiValidasi);
    const reprint = await kasir.client.ok(kirimanApi.reprintValidasiInput, { query: { no_kirim: no } });
    expect(reprint.data[0]?.no_validasi).toBe(closed.no_validasi);
    expect(await checkLedgerInvariants(w.t.db)).toEqual([]);
  });
});

describe('racing', () => {
  it('confirms a shipment once when 10 confirmations race', async () => {
    const no = await send({ qty: 1, berat: '1.000' });
    const fire = () =>
      w.t.app.inject({
        method: 'POST',
        url: '/api/v1/validasi-terima-stock/validasi-bos',
        headers: bearer(kasir.token),
        payload: { no_kirim_bosses: [no] },
      });
    const confirmed = async () =>
      Number((await rows<{ n: number }>(w.t.db, sql`SELECT count(*)::int AS n FROM kiriman WHERE validated`))[0]?.n);
    const outcome = await raceForOneEffect(10, fire, confirmed);
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
  });

  it('closes a shipment once when 10 closes race', async () => {
    const no = await send({ qty: 2, berat: '2.000' });
    await kasir.client.ok(kirimanApi.validasiTerimaBos, { body: { no_kirim_bosses: [no] } });
    const fire = () =>
      w.t.app.inject({
        method: 'POST',
        url: '/api/v1/validasi-inputan/kirim-barang-bos',
        headers: bearer(kasir.token),
        payload: { data_kirim: [{ no_kirim_bos: no }] },
      });
    const closed = async () =>
      Number((await rows<{ n: number }>(w.t.db, sql`SELECT count(*)::int AS n FROM kiriman WHERE status = 'CLOSE'`))[0]?.n);
    const outcome = await raceForOneEffect(10, fire, closed);
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
    expect(await balance(w.t.db, place(no))).toEqual({ qty: 0, berat: '0.000' });
  });

  it('enters the last piece of a shipment once when two entries race for it', async () => {
    const no = await send({ qty: 1, berat: '2.000' });
    await kasir.client.ok(kirimanApi.validasiTerimaBos, { body: { no_kirim_bosses: [no] } });
    const answers = await Promise.all([enter(kasir.client, no, '2.000'), enter(kasir.client, no, '2.000')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await balance(w.t.db, place(no))).toEqual({ qty: 0, berat: '0.000' });
  });
});

describe('a KC shipment opened through the shipment service (labelling)', () => {
  it('is confirmed, entered and closed with kirim-labeling calls; the remainder goes back to its tray', async () => {
    const ks = (await buildTray(w.t, { kode_toko: w.branch.kode_toko, kode_gudang: 'KS' })).kode_baki;
    await buildBulkStock(w.t, { kode_baki: ks, kode_group: w.cat.kode_group, kode_dept: w.cat.kode_dept, qty: 5, berat: '20.000' });
    const no = await buildShipment(w.t, {
      jenis: 'KC',
      kode_baki: w.branch.C,
      from: bakiPlace(ks),
      lines: [{ kode_group: w.cat.kode_group, kode_dept: w.cat.kode_dept, qty: 2, berat: '8.000' }],
    });
    expect(await balance(w.t.db, `BAKI:${ks}`)).toEqual({ qty: 3, berat: '12.000' });

    const search = await kasir.client.ok(kirimanApi.saldoKirimLabeling, {
      body: { ...period(), no_kirim_bos: '', kode_labeling: '', jenis: 'VALIDASI', status: '' },
    });
    expect(search.data.map((r) => r.no_kirim_stock)).toContain(no);
    expect((await kasir.client.post('validasi-terima-stock/validasi-bos', { no_kirim_bosses: [no] })).statusCode).toBe(400);
    await kasir.client.ok(kirimanApi.validasiTerimaLabel, { body: { no_kirim_stocks: [no] } });
    expect((await kasir.client.post('validasi-terima-stock/validasi-label', { no_kirim_stocks: [no] })).statusCode).toBe(409);

    expect((await enter(kasir.client, no, '5.000')).statusCode).toBe(200);
    const outstanding = await kasir.client.ok(kirimanApi.outstandKirimLabeling, { query: { ...period(), no_kirim_bos: '' } });
    expect(outstanding.data.find((r) => r.no_kirim_stock === no)).toMatchObject({ qty_sisa: 1, berat_sisa: '3.000' });
    expect((await kasir.client.post('validasi-inputan/kirim-barang-bos', { data_kirim: [{ no_kirim_bos: no }] })).statusCode).toBe(400);
    await kasir.client.ok(kirimanApi.validasiInputLabeling, { body: { data_kirim: [{ no_kirim_stock: no }] } });
    expect(await balance(w.t.db, `BAKI:${ks}`)).toEqual({ qty: 4, berat: '15.000' });
    expect(await balance(w.t.db, place(no))).toEqual({ qty: 0, berat: '0.000' });

    const saldo = await kasir.client.ok(kirimanApi.saldoKirimLabeling, {
      body: { ...period(), no_kirim_bos: no, kode_labeling: '', jenis: 'LAPORAN', status: 'CLOSE' },
    });
    expect(saldo.data[0]).toMatchObject({ status: 'CLOSE', qty_input: 1, berat_input: '5.000' });
    const report = await kasir.client.ok(kirimanApi.laporanValidasiInputLabeling, { query: period() });
    expect(report.data.find((r) => r.no_kirim === no)).toMatchObject({ qty_kembali: 1, berat_kembali: '3.000' });
    expect(await checkLedgerInvariants(w.t.db)).toEqual([]);
  });
});

describe('stock opname of a KB shipment', () => {
  it('books the counted difference as loss with the reason; the remainder becomes the count', async () => {
    const no = await send({ qty: 3, berat: '10.000' });
    const lossBefore = await balance(w.t.db, `LOSS:${w.branch.kode_toko}`);
    const counted = await w.ownerUser.client.ok(kirimanApi.opnameKiriman, {
      body: { no_kirim_bos: no, qty_opname: 2, berat_opname: '9.500', alasan: 'timbang ulang' },
    });
    expect(counted).toMatchObject({ selisih_qty: 1, selisih_berat: '0.500' });
    expect(counted.data).toMatchObject({ qty_sisa: 2, berat_sisa: '9.500' });
    const saldo = await w.ownerUser.client.ok(kirimanApi.kirimanSaldo, { params: { no_kirim: no } });
    expect(saldo.ledger).toEqual({ qty: 2, berat: '9.500' });
    expect(await balance(w.t.db, place(no))).toEqual({ qty: 2, berat: '9.500' });
    const lossAfter = await balance(w.t.db, `LOSS:${w.branch.kode_toko}`);
    expect(Number(lossAfter.berat) - Number(lossBefore.berat)).toBeCloseTo(0.5, 3);
    const noReason = await w.ownerUser.client.post('stock-opname-kirim-barang-dari-bos', {
      no_kirim_bos: no,
      qty_opname: 2,
      berat_opname: '9.5',
    });
    expect(noReason.json().message).toBe(KIRIMAN_MESSAGES.alasanHarusDiisi);
    expect(await checkLedgerInvariants(w.t.db)).toEqual([]);
  });
});
