// /settingsystem through the real HTTP API on the demo chain: each setting read with today's behaviour as its
// default, saved by OWN/SU (or the menu) only, audited for /laporan-otorisasi, and — the point — applied where
// it belongs: the payout rounded down to notes, the sale's price rounded up, a cashier's discount limit, the
// daily price gate (and the live announcement of a new price), and a PKP store's PPN per sale line.
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hitungPpn,
  MASTER_API,
  MESSAGES,
  PEMBELIAN_MESSAGES as P,
  PENJUALAN_MESSAGES as PM,
  pembelianApi,
  pembulatanTidakValid,
  penjualanApi,
  persenTidakValid,
  SETTING_SYSTEM_DEFAULT,
  SETTING_SYSTEM_KEYS,
  SETTING_SYSTEM_MESSAGES as SM,
  settingSystemApi,
  type SettingSystem,
} from '@kencana/core';
import { CHAIN_ROOM, HARGA_EMAS_SOCKET_EVENT } from '@kencana/core/contracts/setting-system';
import report from '@kencana/core/reports/otorisasi';
import ppnReport from '@kencana/core/reports/ppn';
import { rows } from '../../db/client.ts';
import { checkLedgerInvariants } from '../../ledger/invariants.ts';
import { api, type ApiClient } from '../../testing/api-client.ts';
import {
  bakiPlace,
  buildBarang,
  buildDocument,
  buildGroup,
  buildJenis,
  buildSales,
  buildUser,
  type BuiltUser,
} from '../../testing/factories.ts';
import { fetchReport } from '../../testing/report-testing.ts';
import { boundaryPlace } from '../../stock/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: ApiClient;
let ownerToken: string;
let kasir: BuiltUser;
let today: string;
let tray: string;
let kode_sales: string;

beforeAll(async () => {
  t = await createTestApp();
  ownerToken = (await loginAs(t.app, 'owner', 'owner123')).token;
  owner = api(t, ownerToken);
  kasir = await buildUser(t, {
    kode_toko: 'T01',
    level: 'KASIR',
    menus: ['/transaksi-penjualan', '/transaksi-pembelian'],
  });
  const [store] = await rows<{ d: string }>(t.db, sql`SELECT to_char(tgl_system, 'YYYY-MM-DD') AS d FROM tokos WHERE kode_toko = 'T01'`);
  today = store!.d;
  const [baki] = await rows<{ kode_baki: string }>(
    t.db,
    sql`SELECT kode_baki FROM barang WHERE lokasi_kind = 'BAKI' AND kode_toko = 'T01' ORDER BY kode_baki LIMIT 1`,
  );
  tray = baki!.kode_baki;
  kode_sales = await buildSales(t, { nama_sales: 'RINA' });
});
afterAll(async () => {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
  await t?.close();
});

const current = async (kode_toko = 'T01') => (await owner.ok(settingSystemApi.getSettingSystem, { query: { kode_toko } })).data;
/** Saves the chain's settings with `changes` over what they are now (and T01's PKP flag). */
async function save(changes: Partial<SettingSystem>, pkp?: boolean) {
  const now = await current();
  return owner.ok(settingSystemApi.simpanSettingSystem, {
    body: { system: { ...now.system, ...changes }, toko: { kode_toko: 'T01', pkp: pkp ?? now.toko.pkp } },
  });
}

/** A fresh piece on T01's tray, in a category of its own when asked (one with no price of the day). */
async function piece(berat = '3.217', kode_group?: string) {
  return buildBarang(t, { kode_baki: tray, berat, ...(kode_group ? { kode_group } : {}) });
}
const sell = (client: ApiClient, kode_barcode: string, diskon?: number) =>
  client.post('penjualan', {
    kode_toko: 'T01',
    kode_sales,
    customer: { nama: 'PEMBELI UJI', no_hp: '0812', alamat: 'BANDUNG' },
    detail_barang: [{ kode_barcode, ...(diskon === undefined ? {} : { diskon }) }],
    pembayaran: [{ jenis: 'CASH', jumlah: 900_000_000 }],
  });

describe('GET / POST setting-system', () => {
  it('answers today’s behaviour as the defaults, and the store’s PKP flag off', async () => {
    const data = await current();
    expect(data.system).toEqual(SETTING_SYSTEM_DEFAULT);
    expect(data.toko).toMatchObject({ kode_toko: 'T01', pkp: false });
  });

  it('is refused to a user without the menu, and a bad value is refused naming the field', async () => {
    const now = await current();
    const body = { system: now.system, toko: { kode_toko: 'T01', pkp: false } };
    expect((await kasir.client.get('setting-system')).statusCode).toBe(403);
    expect((await kasir.client.post('setting-system', body)).statusCode).toBe(403);
    const bad = await owner.post('setting-system', { ...body, system: { ...now.system, pembulatan_beli: 300 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(pembulatanTidakValid('Pembulatan Harga Beli'));
    const percent = await owner.post('setting-system', { ...body, system: { ...now.system, diskon_maks_kasir: '101' } });
    expect(percent.statusCode).toBe(400);
    expect(percent.json().message).toBe(persenTidakValid('Diskon Maks Kasir'));
  });

  it('refuses a cashier holding the menu every chain-wide setting, saving nothing; their own store’s PKP flag is theirs', async () => {
    // One changed value per setting of the chain: a setting added later without a case here fails the test.
    const changed: { [K in keyof SettingSystem]: SettingSystem[K] } = {
      pembulatan_jual: 100,
      pembulatan_beli: 500,
      diskon_maks_kasir: '7',
      diskon_maks_admin: '9',
      wajib_harga_harian: true,
      ppn_tarif_faktur: '2',
      ppn_tarif_non_faktur: '3',
      ppn_tarif_jasa: '4',
      mdr_qris: '0.5',
      mdr_debit: '0.9',
      mdr_kredit: '2.5',
      hutang_periode_bunga: '15_HARI',
      hutang_masa_tenggang: 11,
      hutang_denda_persen: '1.5',
    };
    expect(Object.keys(changed).sort()).toEqual([...SETTING_SYSTEM_KEYS].sort());
    const staff = await buildUser(t, { kode_toko: 'T02', level: 'ADMIN', menus: ['/settingsystem'] });
    const now = (await staff.client.ok(settingSystemApi.getSettingSystem, { query: {} })).data;
    expect(now.toko.kode_toko).toBe('T02');
    const audits = async () =>
      Number((await rows<{ n: string }>(t.db, sql`SELECT count(*)::text AS n FROM audit_log WHERE event = 'UBAH_SETTING'`))[0]?.n);
    const auditsBefore = await audits();
    for (const key of SETTING_SYSTEM_KEYS) {
      expect(now.system[key], key).not.toEqual(changed[key]);
      const refused = await staff.client.call(settingSystemApi.simpanSettingSystem, {
        body: { system: { ...now.system, [key]: changed[key] }, toko: { pkp: !now.toko.pkp } },
      });
      expect(refused, key).toMatchObject({ ok: false, status: 403, body: { message: MESSAGES.hanyaOwnSuSettingSeluruhToko } });
    }
    expect((await current('T02')).system).toEqual(now.system);
    expect((await current('T02')).toko.pkp).toBe(now.toko.pkp);
    expect(await audits()).toBe(auditsBefore);
    // The store's own flag, with the chain's settings sent as they are: saved for T02 only.
    const own = await staff.client.ok(settingSystemApi.simpanSettingSystem, { body: { system: now.system, toko: { pkp: !now.toko.pkp } } });
    expect(own.data.toko).toMatchObject({ kode_toko: 'T02', pkp: !now.toko.pkp });
    expect(
      await staff.client.call(settingSystemApi.simpanSettingSystem, {
        body: { system: now.system, toko: { kode_toko: 'T01', pkp: true } },
      }),
    ).toMatchObject({
      ok: false,
      status: 403,
      body: { message: MESSAGES.aksesTokoLainDitolak },
    });
    await staff.client.ok(settingSystemApi.simpanSettingSystem, { body: { system: now.system, toko: { pkp: now.toko.pkp } } });
  });

  it('writes each change to the audit with who, the old and the new value, shown by /laporan-otorisasi', async () => {
    const saved = await save({ pembulatan_beli: 1000 });
    expect(saved.message).toBe(SM.settingBerhasilDisimpan);
    expect(saved.data.system.pembulatan_beli).toBe(1000);
    expect((await save({})).message).toBe(SM.tidakAdaPerubahan);
    const [audit] = await rows<{ user_id: string; detail: { perubahan: unknown } }>(
      t.db,
      sql`SELECT user_id, detail FROM audit_log WHERE event = 'UBAH_SETTING' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toMatchObject({ user_id: 'owner', detail: { perubahan: [{ key: 'pembulatan_beli', lama: '1', baru: '1000' }] } });
    const [day] = await rows<{ d: string }>(t.db, sql`SELECT to_char(now() AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM-DD') AS d`);
    const [stamp] = await rows<{ d: string }>(
      t.db,
      sql`SELECT to_char(created_at AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM-DD') AS d FROM audit_log WHERE event = 'UBAH_SETTING' LIMIT 1`,
    );
    const period = stamp?.d ?? day!.d;
    const { status, body } = await fetchReport(t, ownerToken, report, { tgl_from: period, tgl_to: period, event: 'UBAH_SETTING' });
    expect(status).toBe(200);
    expect(body.data[0]).toMatchObject({ kejadian: 'Ubah Setting System', user_id: 'owner', keterangan: 'pembulatan_beli: 1 → 1000' });
    await save({ pembulatan_beli: 1 });
  });
});

describe('the settings applied at the counter', () => {
  it('rounds a buy-back payout down to the chain’s multiple, on the screen’s price and on the save', async () => {
    await save({ pembulatan_beli: 1000 });
    const quote = await owner.ok(pembelianApi.hargaBeli, { query: { kode_group: '17K', kondisi: 'TN', kode_toko: 'T01' } });
    expect(quote.data.pembulatan_beli).toBe(1000);
    const raw = new Decimal('3.217').times(quote.data.harga_per_gram).floor().toNumber();
    const rounded = Math.floor(raw / 1000) * 1000;
    expect(raw % 1000).not.toBe(0); // the weight is chosen so the raw payout cannot be paid in notes
    const line = { nama_barang: 'Cincin Polos', kode_group: '17K', kode_dept: 'CIN17', berat: '3.217', kadar: '75', kondisi: 'TN' };
    const body = (jumlah: number) => ({
      kode_toko: 'T01',
      customer: { nama: 'Siti', no_ktp: '3273014501900001', no_hp: '081234567890', alamat: 'Bandung' },
      detail_barang: [line],
      pembayaran: [{ jenis: 'CASH', jumlah }],
    });
    const unrounded = await owner.call(pembelianApi.simpanPembelian, { body: body(raw) });
    expect(unrounded.status).toBe(400);
    expect(unrounded.ok ? '' : unrounded.body.message).toContain(P.pembayaranTidakSesuai);
    const saved = await owner.ok(pembelianApi.simpanPembelian, { body: body(rounded) });
    expect(saved.data.total_harga).toBe(rounded);
    await save({ pembulatan_beli: 1 });
  });

  it('rounds a sale’s price up to the chain’s multiple (Rp 1.000 here), on the scan and on the nota', async () => {
    await save({ pembulatan_jual: 1000 });
    const item = await piece('2.347');
    const scanned = await owner.ok(penjualanApi.barangJual, { query: { kode_barcode: item.kode_barcode, kode_toko: 'T01' } });
    expect(scanned.data.pembulatan_jual).toBe(1000);
    expect(scanned.data.harga_emas % 1000).toBe(0);
    const sold = await sell(owner, item.kode_barcode);
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json().data.total_harga % 1000).toBe(0);
    expect(sold.json().data.detail_barang[0].harga_emas).toBe(scanned.data.harga_emas);
    await save({ pembulatan_jual: 500 });
  });

  it('refuses a cashier’s discount over the level’s limit, and takes one within it', async () => {
    await save({ diskon_maks_kasir: '1' });
    const item = await piece();
    const scanned = await kasir.client.get(`penjualan/barang?kode_barcode=${item.kode_barcode}`);
    expect(scanned.statusCode, scanned.body).toBe(200);
    const { harga_emas, ongkos, harga_atribut } = scanned.json().data as { harga_emas: number; ongkos: number; harga_atribut: number };
    const limit = Math.floor((harga_emas + ongkos + harga_atribut) / 100);
    const over = await sell(kasir.client, item.kode_barcode, limit + 1);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(`${PM.diskonMelebihiBatas} (${item.kode_barcode})`);
    expect((await sell(kasir.client, item.kode_barcode, limit)).statusCode).toBe(200);
    await save({ diskon_maks_kasir: SETTING_SYSTEM_DEFAULT.diskon_maks_kasir });
  });

  it('the daily price gate: no sale or buy-back of a category without today’s price; a price set is announced', async () => {
    const { kode_group } = await buildGroup(t, { harga: 1_000_000 });
    const { kode_dept } = await buildJenis(t, { kode_group });
    const item = await piece('1.000', kode_group);
    // Off (the default): the category's own price applies, as before.
    const before = await owner.get(`penjualan/barang?kode_barcode=${item.kode_barcode}&kode_toko=T01`);
    expect(before.statusCode, before.body).toBe(200);

    await save({ wajib_harga_harian: true });
    try {
      const refused = `${SM.hargaHariIniBelumDiisi} (${kode_group})`;
      const sale = await sell(owner, item.kode_barcode);
      expect(sale.statusCode).toBe(409);
      expect(sale.json().message).toBe(refused);
      const buy = await owner.call(pembelianApi.simpanPembelian, {
        body: {
          kode_toko: 'T01',
          customer: { nama: 'Siti', no_ktp: '3273014501900001', no_hp: '081234567890', alamat: 'Bandung' },
          detail_barang: [{ nama_barang: 'Cincin', kode_group, kode_dept, berat: '1.000', kadar: '75', kondisi: 'TN' }],
          pembayaran: [{ jenis: 'CASH', jumlah: 1 }],
        },
      });
      expect(buy.status).toBe(409);
      expect(buy.ok ? '' : buy.body.message).toBe(refused);
      // The demo's categories have today's price: they still sell.
      expect((await sell(owner, (await piece('2.000', '17K')).kode_barcode)).statusCode).toBe(200);

      const events: { room: string; event: string }[] = [];
      t.relay.target = { emitToRoom: (room, event) => events.push({ room, event }) };
      await owner.ok(MASTER_API.harga_emas.add, { body: { kode_group, tgl_berlaku: today, harga: 1_100_000, harga_beli: 1_000_000 } });
      t.relay.target = null;
      expect(events).toEqual([{ room: CHAIN_ROOM, event: HARGA_EMAS_SOCKET_EVENT }]);
      const after = await sell(owner, item.kode_barcode);
      expect(after.statusCode, after.body).toBe(200);
      expect(after.json().data.detail_barang[0].harga_per_gram).toBe(1_100_000);
    } finally {
      await save({ wajib_harga_harian: false });
    }
  });

  it('a PKP store records PPN per line inside the price: 1.1 % with a faktur, 1.65 % for a piece back from a customer', async () => {
    const plain = await piece();
    const noPkp = await sell(owner, plain.kode_barcode);
    expect(noPkp.json().data.detail_barang[0]).toMatchObject({ ppn_dasar: '', ppn: 0 });

    await save({}, true);
    const bought = await piece(); // added from outside (a supplier's goods): faktur
    const returned = await piece();
    // A piece that once came back through a customer (e.g. bought back, then re-labelled onto the tray).
    const customer = boundaryPlace('CUSTOMER', 'T01');
    const back = {
      kode_barcode: returned.kode_barcode,
      kode_group: returned.kode_group,
      kode_dept: returned.kode_dept,
      qty: 1,
      berat: '3.217',
      kadar: '75',
    };
    await buildDocument(t, { kode_toko: 'T01', lines: [{ ...back, from: bakiPlace(tray), to: customer }] });
    await buildDocument(t, { kode_toko: 'T01', lines: [{ ...back, from: customer, to: bakiPlace(tray) }] });

    const ppnOf: Record<string, number> = {};
    for (const [item, dasar, persen] of [
      [bought, 'FAKTUR', '1.1'],
      [returned, 'NON_FAKTUR', '1.65'],
    ] as const) {
      const sold = await sell(owner, item.kode_barcode);
      ppnOf[dasar] = sold.json().data.detail_barang[0].ppn;
      expect(sold.statusCode, sold.body).toBe(200);
      const line = sold.json().data.detail_barang[0];
      expect(line).toMatchObject({ ppn_dasar: dasar, ppn_persen: persen, ppn: hitungPpn(line.harga, persen).ppn });
      expect(line.ppn).toBeGreaterThan(0);
      // The money does not change: the total is the price, PPN inside it.
      expect(sold.json().data.total_harga).toBe(line.harga);
      const detail = await owner.ok(penjualanApi.detailPenjualan, { params: { no_faktur_jual: sold.json().data.no_faktur_jual } });
      expect(detail.data.detail_barang[0]).toMatchObject({ ppn_dasar: dasar, ppn_persen: persen, ppn: line.ppn });
    }
    // The monthly recap: one row per month, store and rate, the PPN of the lines above (the non-PKP sale left out).
    const { status, body } = await fetchReport(t, ownerToken, ppnReport, {
      tgl_from: today,
      tgl_to: today,
      type: 'REKAP',
      kode_toko: 'T01',
    });
    expect(status).toBe(200);
    expect(body.data.map((r) => [r.ppn_dasar, r.ppn_persen, Number(r.jumlah_barang), Number(r.ppn)])).toEqual([
      ['FAKTUR', '1.1', 1, ppnOf.FAKTUR],
      ['NON_FAKTUR', '1.65', 1, ppnOf.NON_FAKTUR],
    ]);
    const detail = await fetchReport(t, ownerToken, ppnReport, { tgl_from: today, tgl_to: today, type: 'DETAIL', kode_toko: 'T01' });
    expect(detail.body.data.map((r) => r.kode_barcode)).toEqual([bought.kode_barcode, returned.kode_barcode]);
    await save({}, false);
  });
});
