// The buy-back reports on one fixture (posted through the API): /laporan-transaksi-pembelian,
// -history, /laporan-pembelian-sales, /laporan-batal-pembelian, and /laporan-owner's purchase columns.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PEMBELIAN_MESSAGES as P, pembelianApi, type PembelianBody } from '@kencana/core';
import batal from '@kencana/core/reports/batal-pembelian';
import owner from '@kencana/core/reports/owner';
import sales from '@kencana/core/reports/pembelian-sales';
import report from '@kencana/core/reports/transaksi-pembelian';
import history from '@kencana/core/reports/transaksi-pembelian-history';
import { buildUser } from '../../../testing/factories.ts';
import { createTestApp, loginAs, type TestApp } from '../../../testing/test-app.ts';
import { exportReportFile, fetchReport, firstSheet, pdfText } from '../../../testing/report-testing.ts';

let t: TestApp;
let token: string;
let today: string;
let kept: string;
let cancelled: string;
let sorted: string;

const customer = { nama: 'BUDI SANTOSO', no_ktp: '3273010101800002', no_hp: '0811111111', alamat: 'JL. ASIA AFRIKA 8' };
const line = (berat: string, harga: number, kondisi = 'TN') => ({
  nama_barang: 'CINCIN LAMA',
  kode_group: '17K',
  kode_dept: 'CIN17',
  berat,
  kadar: '75',
  kondisi,
  harga,
});

beforeAll(async () => {
  t = await createTestApp();
  const user = await buildUser(t, { kode_toko: 'T01', level: 'OWN', user_id: 'ownbeli' });
  token = (await loginAs(t.app, 'ownbeli', user.password)).token;
  await t.db.execute(sql`INSERT INTO sales (kode_sales, nama_sales) VALUES ('SL99', 'SALES UJI') ON CONFLICT DO NOTHING`);
  const post = async (body: object) => {
    return (await user.client.ok(pembelianApi.simpanPembelian, { body: body as PembelianBody })).data;
  };
  const first = await post({
    kode_toko: 'T01',
    kode_sales: 'SL99',
    customer,
    detail_barang: [line('2.000', 2_000_000), line('1.500', 1_500_000, 'NB')],
    pembayaran: [{ jenis: 'CASH', jumlah: 3_500_000 }],
  });
  kept = first.no_faktur_beli;
  today = first.tgl_system;
  cancelled = (
    await post({
      kode_toko: 'T01',
      customer,
      detail_barang: [line('3.000', 3_000_000)],
      pembayaran: [{ jenis: 'TRANSFER', jumlah: 3_000_000 }],
    })
  ).no_faktur_beli;
  expect((await user.client.post('pembelian/batal', { no_faktur_beli: cancelled, alasan: 'salah timbang' })).statusCode).toBe(200);
  sorted = (
    await post({
      kode_toko: 'T01',
      customer,
      detail_barang: [line('4.000', 4_000_000)],
      pembayaran: [{ jenis: 'CASH', jumlah: 4_000_000 }],
    })
  ).no_faktur_beli;
  await t.db.execute(sql`UPDATE pembelian_detail SET no_sortir = 'SR-UJI-0001', tgl_sortir = ${today} WHERE no_faktur_beli = ${sorted}`);
});
afterAll(async () => {
  await t?.close();
});

describe('laporan transaksi pembelian', () => {
  it('lists the standing lines with totals, filters by category, and exports PDF and Excel', async () => {
    const { status, body } = await fetchReport(t, token, report, { tgl_from: today, tgl_to: today, kode_toko: 'T01' });
    expect(status).toBe(200);
    expect(body.message).toBe(P.dataPembelianTersedia);
    expect(body.data.map((r) => `${r.no_faktur_beli}/${r.line_no}`)).toEqual([`${kept}/1`, `${kept}/2`, `${sorted}/1`]);
    expect(body.data[0]).toMatchObject({
      nama_customer: 'BUDI SANTOSO',
      no_ktp: customer.no_ktp,
      kondisi: 'TN',
      berat: '2.000',
      harga: 2_000_000,
      kode_barcode: '-',
    });
    expect(body.totals).toMatchObject({ qty: 3, berat: '7.500', harga: 7_500_000 });
    const other = await fetchReport(t, token, report, { tgl_from: today, tgl_to: today, kode_toko: 'T01', kode_group: '24K' });
    expect(other.body).toMatchObject({ message: P.dataPembelianTidakAda, data: [] });

    const pdf = await exportReportFile(t, token, report, { tgl_from: today, tgl_to: today, kode_toko: 'T01' }, 'pdf');
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('LAPORAN TRANSAKSI PEMBELIAN');
    expect(text).toContain(kept);
    const xlsx = await exportReportFile(t, token, report, { tgl_from: today, tgl_to: today, kode_toko: 'T01' }, 'xlsx');
    expect(xlsx.status).toBe(200);
    const sheet = await firstSheet(xlsx.bytes);
    expect(JSON.stringify(sheet.getSheetValues())).toContain(kept);
  });
});

describe('laporan transaksi pembelian history', () => {
  it('shows each line’s state: unsorted, sorted, cancelled', async () => {
    const { body } = await fetchReport(t, token, history, { tgl_from: today, tgl_to: today, kode_toko: 'T01' });
    const state = Object.fromEntries(body.data.map((r) => [`${r.no_faktur_beli}/${r.line_no}`, [r.status, r.no_dokumen]]));
    expect(state[`${kept}/1`]).toEqual(['BELUM DISORTIR', '-']);
    expect(state[`${sorted}/1`]).toEqual(['DISORTIR', 'SR-UJI-0001']);
    expect(state[`${cancelled}/1`]?.[0]).toBe('BATAL');
    const onlyCancelled = await fetchReport(t, token, history, { tgl_from: today, tgl_to: today, kode_toko: 'T01', status: 'BATAL' });
    expect(onlyCancelled.body.data.map((r) => r.no_faktur_beli)).toEqual([cancelled]);
    expect(onlyCancelled.body.data[0]?.keterangan).toBe('SALAH TIMBANG');
  });
});

describe('laporan pembelian sales', () => {
  it('sums the standing buy-backs per sales person', async () => {
    const { body } = await fetchReport(t, token, sales, { tgl_from: today, tgl_to: today, kode_toko: 'T01' });
    const named = body.data.find((r) => r.kode_sales === 'SL99');
    expect(named).toMatchObject({ nama_sales: 'SALES UJI', jumlah_transaksi: 1, qty: 2, berat: '3.500', total_harga: 3_500_000 });
    const none = body.data.find((r) => r.kode_sales === '-');
    expect(none).toMatchObject({ jumlah_transaksi: 1, qty: 1, berat: '4.000', total_harga: 4_000_000 });
    const xlsx = await exportReportFile(t, token, sales, { tgl_from: today, tgl_to: today, kode_toko: 'T01' }, 'xlsx');
    expect(xlsx.status).toBe(200);
  });
});

describe('laporan batal pembelian', () => {
  it('lists the cancels of the period with the reason; an empty period says so', async () => {
    const { body } = await fetchReport(t, token, batal, { tgl_from: today, tgl_to: today, kode_toko: 'T01' });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      no_faktur_beli: cancelled,
      qty: 1,
      berat: '3.000',
      total_harga: 3_000_000,
      alasan: 'SALAH TIMBANG',
      user_batal: 'ownbeli',
    });
    expect(String(body.data[0]?.no_batal)).toMatch(/^BBL-T01-/);
    const empty = await fetchReport(t, token, batal, { tgl_from: '2020-01-01', tgl_to: '2020-01-31', kode_toko: 'T01' });
    expect(empty.body).toMatchObject({ message: P.dataPembelianTidakAda, data: [] });
    const pdf = await exportReportFile(t, token, batal, { tgl_from: today, tgl_to: today, kode_toko: 'T01' }, 'pdf');
    expect(await pdfText(pdf.bytes)).toContain(cancelled);
  });
});

describe('laporan owner: purchase columns from the buy-backs', () => {
  it('counts the standing buy-backs: the cancel nets out on its own date', async () => {
    const { body } = await fetchReport(t, token, owner, { tanggal: today });
    const t01 = body.data.find((r) => r.kode_toko === 'T01');
    expect(t01).toMatchObject({ jumlah_pembelian: 3, berat_pembelian: '7.500', harga_pembelian: 7_500_000 });
  });
});
