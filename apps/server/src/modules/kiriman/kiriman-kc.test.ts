// The owner's goods straight to the refiner (/kirim-sepuh-dari-barang-bos), received back by /terima-sepuh,
// sent to a branch by labelling (/kirim-labeling, which opens a KC shipment through the shipment service),
// then confirmed, entered and closed at the branch with the KC calls: the real KC path, on the demo chain,
// the ledger's grams checked at each step.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIRIMAN_MESSAGES, kirimanApi, MESSAGES, sepuhanApi } from '@kencana/core';
import { checkLedgerInvariants } from '../../ledger/invariants.ts';
import { api, type ApiClient } from '../../testing/api-client.ts';
import { buildTray, buildUser, type BuiltUser } from '../../testing/factories.ts';
import { raceForOneEffect, countRows } from '../../testing/racing.ts';
import { bearer, createTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';
import { balance } from './kiriman.fixtures.ts';

let t: TestApp;
let owner: ApiClient;
let kasir: BuiltUser;
let ks: string;
let kc: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = api(t, (await loginAs(t.app, 'owner', 'owner123')).token);
  kasir = await buildUser(t, { kode_toko: 'T02', menus: ['/terima-barang', '/validasi-terima-stock', '/validasi-inputan'] });
  ks = (await buildTray(t, { kode_toko: 'T01', kode_gudang: 'KS' })).kode_baki;
  kc = (await buildTray(t, { kode_toko: 'T02', kode_gudang: 'KC' })).kode_baki;
});
afterAll(async () => {
  await t?.close();
});

describe('kirim-sepuh-dari-barang-bos', () => {
  it('refuses bad input and a repeated type, writing nothing', async () => {
    const before = await countRows(t.db, 'kirim_sepuh');
    const line = { kode_group: '17K', kode_dept: 'CIN17', asal_barang: 'UBS', qty: 1, berat: '1.000' };
    expect((await owner.post('kirim-sepuh-dari-barang-bos', { detail_barang: [] })).json().message).toBe(MESSAGES.dataBarangMasihKosong);
    expect((await owner.post('kirim-sepuh-dari-barang-bos', { detail_barang: [{ ...line, berat: '' }] })).json().message).toBe(
      'Berat Harus Diisi',
    );
    expect((await owner.post('kirim-sepuh-dari-barang-bos', { detail_barang: [line, line] })).json().message).toBe(
      MESSAGES.barangSudahAdaDiTabel,
    );
    expect((await owner.post('kirim-sepuh-dari-barang-bos', { detail_barang: [{ ...line, kode_dept: 'KAL24' }] })).json().message).toBe(
      MESSAGES.jenisTidakSesuaiKategori,
    );
    expect((await kasir.client.post('kirim-sepuh-dari-barang-bos', { detail_barang: [line] })).statusCode).toBe(403);
    expect(await countRows(t.db, 'kirim_sepuh')).toBe(before);
  });
});

describe('the KC path from the owner’s goods through the refiner and labelling', () => {
  it('sends to the refiner, receives, labels to T02, and T02 confirms, enters and closes', async () => {
    // 1. Owner's goods straight to the refiner: a dispatch like any other.
    const sent = await owner.ok(kirimanApi.kirimSepuhBos, {
      body: {
        kode_tukang: 'TK02',
        kode_toko: 'T01',
        detail_barang: [{ kode_group: '17K', kode_dept: 'CIN17', asal_barang: 'ubs', qty: 3, berat: '9' }],
      },
    });
    expect(sent.no_sepuh).toMatch(/^KS-T01-/);
    expect(await balance(t.db, `SEPUH:${sent.no_sepuh}`)).toEqual({ qty: 3, berat: '9.000' });

    // 2. Received back into a KS tray (0.2 g the refiner's loss).
    const got = await owner.ok(sepuhanApi.terimaSepuh, {
      body: {
        no_sepuh: sent.no_sepuh,
        kode_baki: ks,
        detail_barang: [
          { kode_dept: 'CIN17', berat_timbangan: '8.800', qty_terima: 3, berat_terima: '8.800', qty_rusak: 0, berat_rusak: '0' },
        ],
      },
    });
    expect(await balance(t.db, `BAKI:${ks}`)).toEqual({ qty: 3, berat: '8.800' });

    // 3. Labelling sends 2 pieces, 6 g, to T02's KC tray: a KC shipment.
    const labelled = await owner.ok(sepuhanApi.kirimLabeling, {
      body: {
        no_terima_sepuh: got.data.no_terima_sepuh,
        detail_kirim: [
          {
            kode_baki: ks,
            kode_baki_tujuan: kc,
            kode_dept: 'CIN17',
            kode_cabang: 'T02',
            kadar: 'SP',
            qty_awal: 3,
            berat_awal: '8.800',
            jumlah_qty: 2,
            jumlah_berat: '6.000',
            berat_atribut: '0',
          },
        ],
        qty_kirim: 2,
        berat_kirim: '6.000',
        berat_atribut: '0',
        cabang: 'T02',
      },
    });
    const no = labelled.buktiSlip.no_kirim_stock;
    expect(await balance(t.db, `KIRIMAN:${no}`)).toEqual({ qty: 2, berat: '6.000' });
    expect(await balance(t.db, `BAKI:${ks}`)).toEqual({ qty: 1, berat: '2.800' });

    // 4. T02 confirms (KC calls), racing confirmations confirm once.
    const day = (await owner.ok(kirimanApi.kirimanSaldo, { params: { no_kirim: no } })).data.tgl_system;
    const search = await kasir.client.ok(kirimanApi.saldoKirimLabeling, {
      body: { tgl_from: day, tgl_to: day, no_kirim_bos: no, kode_labeling: '', jenis: 'VALIDASI', status: '' },
    });
    expect(search.data.map((r) => r.no_kirim_stock)).toEqual([no]);
    const race = await raceForOneEffect(
      8,
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/validasi-terima-stock/validasi-label',
          headers: bearer(kasir.token),
          payload: { no_kirim_stocks: [no] },
        }),
      () => countRows(t.db, 'kiriman', `validated AND jenis = 'KC'`),
    );
    expect(race.problems, JSON.stringify(race.statuses)).toEqual([]);

    // 5. Entered as an item; beyond the remainder refused.
    const form = {
      no_kirim: no,
      kode_kategori: '17K',
      kode_jenis: 'CIN17',
      kode_lokasi_toko: kc,
      tujuan: 'T02',
      tipe_barang: 'SP',
      nama_barang: 'CINCIN SEPUH LABEL',
      berat: '3.500',
      berat_asli: '3.500',
      kadar: '75',
      kadar_cetak: '17K',
      kadar_modal: '73',
      berat_cad: '0',
      berat_susut: '0',
    };
    expect((await kasir.client.post('tambah-barang', form)).statusCode).toBe(200);
    const beyond = await kasir.client.post('tambah-barang', { ...form, berat: '2.501', berat_asli: '2.501' });
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json().message).toBe(`Melebihi Sisa Kiriman ${no}: Sisa Qty 1, Sisa Berat 2.500 gr`);
    expect(await balance(t.db, `KIRIMAN:${no}`)).toEqual({ qty: 1, berat: '2.500' });

    // 6. Closed: the rest goes back to where labelling took it from (the KS tray).
    const outstanding = await kasir.client.ok(kirimanApi.outstandKirimLabeling, {
      query: { tgl_from: day, tgl_to: day, no_kirim_bos: no },
    });
    expect(outstanding.data[0]).toMatchObject({ qty_sisa: 1, berat_sisa: '2.500' });
    const closed = await kasir.client.ok(kirimanApi.validasiInputLabeling, { body: { data_kirim: [{ no_kirim_stock: no }] } });
    expect(closed.data[0]).toMatchObject({ jenis: 'KC', qty_kembali: 1, berat_kembali: '2.500' });
    expect(await balance(t.db, `KIRIMAN:${no}`)).toEqual({ qty: 0, berat: '0.000' });
    expect(await balance(t.db, `BAKI:${ks}`)).toEqual({ qty: 2, berat: '5.300' });
    expect((await kasir.client.post('validasi-inputan/kirim-labeling', { data_kirim: [{ no_kirim_stock: no }] })).json().message).toMatch(
      new RegExp(`^${KIRIMAN_MESSAGES.kirimanSudahClose}`),
    );
    const saldo = await kasir.client.ok(kirimanApi.saldoKirimLabeling, {
      body: { tgl_from: day, tgl_to: day, no_kirim_bos: no, kode_labeling: '', jenis: 'LAPORAN', status: 'CLOSE' },
    });
    expect(saldo.data[0]).toMatchObject({ status: 'CLOSE', qty_input: 1, berat_input: '3.500' });
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });
});
