// The Sepuhan reports on one small chain built through the API: a buy-back of three pieces, one sorted into
// RUSAK and validated, two sorted into SP, one of them cancelled and sorted again, both sorted for refining,
// sent (with a damaged part and a part left behind), received (with damage and the refiner's loss) and
// labelled in part. Each report shows its rows; the chain report accounts for every gram.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SEPUHAN_MESSAGES as S, sepuhanApi, pembelianApi } from '@kencana/core';
import batalSortirPembelian from '@kencana/core/reports/batal-sortir-pembelian';
import batalSortirSepuh from '@kencana/core/reports/batal-sortir-sepuh';
import kirimLabeling from '@kencana/core/reports/kirim-labeling';
import kirimSepuh from '@kencana/core/reports/kirim-sepuh';
import rantai from '@kencana/core/reports/rantai-sepuhan';
import sortirPembelian from '@kencana/core/reports/sortir-pembelian';
import sortirSepuh from '@kencana/core/reports/sortir-sepuh';
import terimaBarangSepuh from '@kencana/core/reports/terima-barang-sepuh';
import validasiBarangRusak from '@kencana/core/reports/validasi-barang-rusak';
import { api, type ApiClient } from '../../../testing/api-client.ts';
import { buildTray } from '../../../testing/factories.ts';
import { createTestApp, loginAs, TEST_TODAY, type TestApp } from '../../../testing/test-app.ts';
import { exportReportFile, fetchReport, firstSheet } from '../../../testing/report-testing.ts';

let t: TestApp;
let token: string;
let owner: ApiClient;
const period = { tgl_from: TEST_TODAY, tgl_to: TEST_TODAY, kode_toko: 'T01' };
const ids: Record<string, string> = {};

const line = (d: { no_faktur_beli: string; kode_lot: string; kode_dept: string; kode_group: string; berat: string }) => ({
  no_faktur_beli: d.no_faktur_beli,
  kode_lot: d.kode_lot,
  kode_dept: d.kode_dept,
  kode_group: d.kode_group,
  berat: d.berat,
  nama_barang: '-',
  harga: 0,
  kondisi: '-',
  kode_lokasi_toko: '-',
});

beforeAll(async () => {
  t = await createTestApp();
  token = (await loginAs(t.app, 'owner', 'owner123')).token;
  owner = api(t, token);
  await t.db.execute(`UPDATE tukang SET toleransi_susut_sepuh = 1.00 WHERE kode_tukang = 'TK01'`);
  const sp = await buildTray(t, { kode_toko: 'T01', kode_gudang: 'SP' });
  const rusak = await buildTray(t, { kode_toko: 'T01', kode_gudang: 'RUSAK' });
  const ss = await buildTray(t, { kode_toko: 'T01', kode_gudang: 'SS' });
  const ks = await buildTray(t, { kode_toko: 'T01', kode_gudang: 'KS' });
  const kc = await buildTray(t, { kode_toko: 'T02', kode_gudang: 'KC' });
  const bought = await owner.ok(pembelianApi.simpanPembelian, {
    body: {
      kode_toko: 'T01',
      customer: { nama: 'Rina', no_ktp: '3273014501900003', no_hp: '081234567892', alamat: 'Jl. Dago 5, Bandung' },
      detail_barang: [
        { nama_barang: 'Cincin A', kode_group: '17K', kode_dept: 'CIN17', berat: '2.000', kadar: '75', kondisi: 'TN', harga: 100_000 },
        { nama_barang: 'Cincin B', kode_group: '17K', kode_dept: 'CIN17', berat: '3.000', kadar: '75', kondisi: 'TN', harga: 100_000 },
        { nama_barang: 'Cincin Patah', kode_group: '17K', kode_dept: 'CIN17', berat: '1.000', kadar: '75', kondisi: 'TN', harga: 100_000 },
      ],
      pembayaran: [{ jenis: 'CASH', jumlah: 300_000 }],
    },
  });
  const lines = bought.data.detail_barang.map((d) => line({ ...d, no_faktur_beli: bought.data.no_faktur_beli }));
  ids.rusakSort = (
    await owner.ok(sepuhanApi.sortirPembelian, {
      body: { kode_toko: 'T01', kode_gudang: 'RUSAK', kode_baki: rusak.kode_baki, detail_barang: [lines[2]!] },
    })
  ).buktiStruk.no_sortir;
  ids.cancelledSort = (
    await owner.ok(sepuhanApi.sortirPembelian, {
      body: { kode_toko: 'T01', kode_gudang: 'SP', kode_baki: sp.kode_baki, detail_barang: lines.slice(0, 2) },
    })
  ).buktiStruk.no_sortir;
  await owner.ok(sepuhanApi.batalSortirPembelian, { query: { no_sortir: ids.cancelledSort } });
  ids.sort = (
    await owner.ok(sepuhanApi.sortirPembelian, {
      body: { kode_toko: 'T01', kode_gudang: 'SP', kode_baki: sp.kode_baki, detail_barang: lines.slice(0, 2) },
    })
  ).buktiStruk.no_sortir;
  ids.cancelledSs = (
    await owner.ok(sepuhanApi.sortirSepuh, { body: { kode_gudang: 'SS', kode_baki: ss.kode_baki, detail_barang: lines.slice(0, 2) } })
  ).buktiSlip.no_sortir;
  await owner.ok(sepuhanApi.batalSortirSepuh, { query: { no_sortir: ids.cancelledSs } });
  ids.ss = (
    await owner.ok(sepuhanApi.sortirSepuh, { body: { kode_gudang: 'SS', kode_baki: ss.kode_baki, detail_barang: lines.slice(0, 2) } })
  ).buktiSlip.no_sortir;
  ids.sepuh = (
    await owner.ok(sepuhanApi.kirimSepuh, {
      body: {
        kode_toko: 'T01',
        kode_tukang: 'TK01',
        detail_barang: [
          {
            kode_barcode: '-',
            kode_baki: ss.kode_baki,
            kode_dept: 'CIN17',
            kode_group: '17K',
            qty: 2,
            berat: '5.000',
            qty_sepuh: 2,
            berat_sepuh: '4.000',
            qty_rusak: 0,
            berat_rusak: '0.500',
          },
        ],
      },
    })
  ).buktiSlipInternal.no_sepuh;
  ids.terima = (
    await owner.ok(sepuhanApi.terimaSepuh, {
      body: {
        no_sepuh: ids.sepuh,
        kode_baki: ks.kode_baki,
        detail_barang: [
          { kode_dept: 'CIN17', berat_timbangan: '3.900', qty_terima: 2, berat_terima: '3.800', qty_rusak: 0, berat_rusak: '0.100' },
        ],
      },
    })
  ).data.no_terima_sepuh;
  ids.label = (
    await owner.ok(sepuhanApi.kirimLabeling, {
      body: {
        no_terima_sepuh: ids.terima,
        detail_kirim: [
          {
            kode_baki: ks.kode_baki,
            kode_baki_tujuan: kc.kode_baki,
            kode_dept: 'CIN17',
            kode_cabang: 'T02',
            kadar: 'SP',
            qty_awal: 2,
            berat_awal: '3.800',
            jumlah_qty: 1,
            jumlah_berat: '2.000',
            berat_atribut: '0',
          },
        ],
        qty_kirim: 1,
        berat_kirim: '2.000',
        berat_atribut: '0',
        cabang: 'T02',
      },
    })
  ).buktiSlip.no_kirim_stock;
  await owner.ok(sepuhanApi.validasiBarangRusak, {
    body: { kode_toko: 'T01', data: [{ no_sepuh: ids.rusakSort!, berat_total: '1.000', qty_total: 1 }] },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('the Sepuhan reports', () => {
  it('laporan sortir pembelian: GLOBAL per live sort, DETAIL per line', async () => {
    const global = await fetchReport(t, token, sortirPembelian, { ...period, type: 'GLOBAL', kode_gudang: 'SEMUA', kode_dept: 'SEMUA' });
    expect(global.body.message).toBe(MESSAGES.dataLaporanTersedia);
    const mine = global.body.data.filter((row) => [ids.sort, ids.rusakSort, ids.cancelledSort].includes(String(row.no_sortir)));
    expect(mine.map((row) => [row.no_sortir, row.kode_gudang, row.qty_total, row.berat_total])).toEqual(
      [
        [ids.rusakSort, 'RUSAK', 1, '1.000'],
        [ids.sort, 'SP', 2, '5.000'],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    const detail = await fetchReport(t, token, sortirPembelian, { ...period, type: 'DETAIL', kode_gudang: 'SP', kode_dept: 'CIN17' });
    expect(detail.body.data.filter((row) => row.no_sortir === ids.sort).map((row) => row.berat)).toEqual(['2.000', '3.000']);
  });

  it('laporan batal sortir pembelian and batal sortir sepuh', async () => {
    const batal = await fetchReport(t, token, batalSortirPembelian, { ...period, type: 'GLOBAL', kode_dept: 'SEMUA' });
    expect(batal.body.data.find((row) => row.no_sortir === ids.cancelledSort)).toMatchObject({
      total_qty: 2,
      total_berat: '5.000',
      tgl_batal: TEST_TODAY,
    });
    const batalSs = await fetchReport(t, token, batalSortirSepuh, { ...period, type: 'DETAIL' });
    expect(batalSs.body.data.filter((row) => row.no_sortir === ids.cancelledSs)).toHaveLength(2);
  });

  it('laporan sortir sepuh, kirim sepuh, terima barang sepuh, kirim labeling, validasi barang rusak', async () => {
    const ss = await fetchReport(t, token, sortirSepuh, { ...period, type: 'GLOBAL', kode_baki: 'SEMUA' });
    expect(ss.body.data.find((row) => row.no_sortir === ids.ss)).toMatchObject({ qty_total: 2, berat_total: '5.000' });
    expect(ss.body.data.some((row) => row.no_sortir === ids.cancelledSs)).toBe(false);
    const kirim = await fetchReport(t, token, kirimSepuh, { ...period, kode_dept: 'SEMUA' });
    expect(kirim.body.message).toBe(MESSAGES.laporanKirimSepuhTersedia);
    expect(kirim.body.data.find((row) => row.no_sepuh === ids.sepuh)).toMatchObject({
      kode_tukang: 'TK01',
      berat: '5.000',
      berat_sepuh: '4.000',
      berat_rusak: '0.500',
    });
    const terima = await fetchReport(t, token, terimaBarangSepuh, { ...period, kode_baki: 'SEMUA' });
    expect(terima.body.message).toBe(MESSAGES.laporanTerimaBarangTersedia);
    expect(terima.body.data.find((row) => row.no_terima_sepuh === ids.terima)).toMatchObject({
      berat_terima: '3.800',
      berat_rusak: '0.100',
      berat_selisih: '0.100',
      berat_kirim: '2.000',
      qty_kirim: 1,
    });
    const label = await fetchReport(t, token, kirimLabeling, { ...period, kode_lokasi_toko: 'SEMUA' });
    expect(label.body.data.find((row) => row.no_kirim_stock === ids.label)).toMatchObject({
      cabang: 'T02',
      qty: 1,
      berat: '2.000',
      qty_kembali: 0,
      berat_kembali: '0.000',
    });
    const rusak = await fetchReport(t, token, validasiBarangRusak, period);
    expect(rusak.body.data.find((row) => row.no_sepuh === ids.rusakSort)).toMatchObject({
      jenis_transaksi: 'SR',
      berat_total: '1.000',
      qty_total: 1,
    });
    const empty = await fetchReport(t, token, kirimSepuh, { ...period, tgl_from: '2020-01-01', tgl_to: '2020-01-01', kode_dept: 'SEMUA' });
    expect(empty.body).toMatchObject({ message: MESSAGES.dataYangAndaCariTidakAda, data: [] });
  });

  it('the chain report: every step, what still waits, and the refiner flagged above the allowed loss', async () => {
    const chain = await fetchReport(t, token, rantai, { ...period, type: 'RANTAI' });
    expect(chain.body.message).toBe(S.laporanRantaiTersedia);
    const step = (urut: number) => chain.body.data.find((row) => row.urut === urut)!;
    // This test's chain is the only Sepuhan activity of T01 today; the demo's buy-backs are not in it.
    expect(step(2)).toMatchObject({ arus_berat: '5.000', sisa_berat: '0.000' });
    expect(step(3)).toMatchObject({ arus_berat: '1.000', sisa_berat: '0.000' });
    expect(step(4)).toMatchObject({ arus_berat: '5.000', sisa_berat: '0.500' });
    expect(step(5)).toMatchObject({ arus_berat: '4.000', sisa_berat: '0.000' });
    expect(step(6)).toMatchObject({ arus_berat: '0.600', sisa_berat: '0.600' });
    expect(step(7)).toMatchObject({ arus_berat: '3.800', sisa_berat: '1.800' });
    expect(step(8)).toMatchObject({ arus_berat: '0.100' });
    expect(step(9)).toMatchObject({ arus_berat: '2.000' });
    expect(step(10)).toMatchObject({ arus_berat: '1.000' });
    const tukang = await fetchReport(t, token, rantai, { ...period, type: 'TUKANG' });
    expect(tukang.status, JSON.stringify(tukang.body)).toBe(200);
    expect(tukang.body.data).toMatchObject([
      {
        kode_tukang: 'TK01',
        nama_tukang: 'PAK SLAMET',
        berat_kirim: '4.000',
        berat_terima: '3.800',
        berat_rusak: '0.100',
        berat_susut: '0.100',
        murni_susut: '0.075',
        persen_susut: '2.50',
        toleransi: '1.00',
        status: 'MELEBIHI',
      },
    ]);
    const xlsx = await exportReportFile(t, token, rantai, { ...period, type: 'RANTAI' }, 'xlsx');
    expect(xlsx.status).toBe(200);
    expect((await firstSheet(xlsx.bytes)).getSheetValues().flat().map(String)).toContain('Susut Tukang Sepuh');
  });
});
