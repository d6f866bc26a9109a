// The service reports (/laporan-services, -service-masuk, -service-selesai, -service-ambil, -batal-service)
// over services posted through the API: one picked up after a finish with material added, one cancelled with
// its down payment paid back, one still open; the PDF and the Excel of one of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, servicesApi, type ServiceBody } from '@kencana/core';
import batal from '@kencana/core/reports/batal-service';
import ambil from '@kencana/core/reports/service-ambil';
import masuk from '@kencana/core/reports/service-masuk';
import selesai from '@kencana/core/reports/service-selesai';
import semua from '@kencana/core/reports/services';
import { buildGroup, buildModalKas, buildStore, buildUser, type BuiltUser } from '../../../testing/factories.ts';
import { exportReportFile, fetchReport, firstSheet, pdfText } from '../../../testing/report-testing.ts';
import { createTestApp, TEST_TODAY, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
let owner: BuiltUser;
let X: string;
let picked: string;
let cancelled: string;
let open: string;
const today = { tgl_from: TEST_TODAY, tgl_to: TEST_TODAY };

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  X = (await buildStore(t)).kode_toko;
  const other = (await buildStore(t)).kode_toko;
  owner = await buildUser(t, { kode_toko: X, level: 'OWN' });
  const kasir = await buildUser(t, { kode_toko: X, menus: ['/transaksi-services', '/lihat-services'] });
  const kasirOther = await buildUser(t, { kode_toko: other, menus: ['/transaksi-services'] });
  await buildModalKas(t, X, 100_000);
  const G = (await buildGroup(t)).kode_group;
  const body = (nama: string, uang_muka: number): ServiceBody => ({
    customer: { nama, no_hp: '0812000111', alamat: '' },
    detail: [
      { nama_barang: 'Cincin', kode_group: G, berat: '2.000', kadar: '75', pekerjaan: 'Patri' },
      { nama_barang: 'Kalung', kode_group: G, berat: '4.500', pekerjaan: 'Sepuh' },
    ],
    ongkos: 100_000,
    uang_muka,
    tgl_janji: '2026-11-30',
    keterangan: '',
  });
  picked = (await kasir.client.ok(servicesApi.simpan, { body: body('ANI', 40_000) })).data.no_service;
  cancelled = (await kasir.client.ok(servicesApi.simpan, { body: body('BUDI', 30_000) })).data.no_service;
  open = (await kasir.client.ok(servicesApi.simpan, { body: body('CICI', 0) })).data.no_service;
  await kasirOther.client.ok(servicesApi.simpan, { body: body('LAIN', 0) });
  await kasir.client.ok(servicesApi.selesai, {
    body: { no_service: picked, detail: [{ berat_selesai: '2.100' }, { berat_selesai: '4.480' }], ongkos: 120_000, keterangan: '' },
  });
  await kasir.client.ok(servicesApi.ambil, { body: { no_service: picked, pembayaran: [{ jenis: 'CASH', jumlah: 80_000 }] } });
  await kasir.client.ok(servicesApi.batal, {
    body: {
      no_service: cancelled,
      alasan: 'TIDAK JADI',
      uang_muka: 'KEMBALI',
      otorisasi: { user_id: owner.user_id, password: owner.password, alasan: 'BATAL' },
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('service reports', () => {
  it('laporan services: every service of the period with its state; filtered by state and store', async () => {
    const { body } = await fetchReport(t, owner.token, semua, { ...today, kode_toko: X, status: 'SEMUA' });
    expect(body.message).toBe(MESSAGES.dataLaporanTersedia);
    expect(body.data.map((r) => [r.no_service, r.status])).toEqual([
      [picked, 'DIAMBIL'],
      [cancelled, 'BATAL'],
      [open, 'MASUK'],
    ]);
    expect(body.totals).toMatchObject({ qty: 6, berat: '19.500', uang_muka: 70_000 });
    const batalOnly = await fetchReport(t, owner.token, semua, { ...today, kode_toko: X, status: 'BATAL' });
    expect(batalOnly.body.data.map((r) => r.no_service)).toEqual([cancelled]);
    const all = await fetchReport(t, owner.token, semua, { ...today, kode_toko: 'SEMUA', status: 'SEMUA' });
    expect(all.body.total_rows).toBe(4);
  });

  it('laporan service masuk: one row per piece', async () => {
    const { body } = await fetchReport(t, owner.token, masuk, { ...today, kode_toko: X });
    expect(body.total_rows).toBe(6);
    expect(body.data[0]).toMatchObject({ no_service: picked, nama_barang: 'CINCIN', kadar: '75', berat: '2.000', pekerjaan: 'PATRI' });
    expect(body.data[1]).toMatchObject({ kadar: '-' });
  });

  it('laporan service selesai: weight in, out and the difference per piece', async () => {
    const { body } = await fetchReport(t, owner.token, selesai, { ...today, kode_toko: X });
    expect(body.data.map((r) => [r.berat, r.berat_selesai, r.selisih])).toEqual([
      ['2.000', '2.100', '0.100'],
      ['4.500', '4.480', '-0.020'],
    ]);
    expect(body.totals).toMatchObject({ selisih: '0.080' });
  });

  it('laporan service ambil: the fee, the down payment released and what was paid', async () => {
    const { body } = await fetchReport(t, owner.token, ambil, { ...today, kode_toko: X });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ no_service: picked, ongkos: 120_000, uang_muka: 40_000, dibayar: 80_000, berat_selesai: '6.580' });
  });

  it('laporan batal service: the down payment paid back, the reason; PDF and Excel', async () => {
    const { body } = await fetchReport(t, owner.token, batal, { ...today, kode_toko: X });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ no_service: cancelled, uang_muka: 30_000, dikembalikan: 30_000, alasan: 'TIDAK JADI' });
    const pdf = await exportReportFile(t, owner.token, batal, { ...today, kode_toko: X }, 'pdf');
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('LAPORAN BATAL SERVICE');
    expect(text).toContain('TIDAK JADI');
    const xlsx = await exportReportFile(t, owner.token, batal, { ...today, kode_toko: X }, 'xlsx');
    const sheet = await firstSheet(xlsx.bytes);
    const cells: string[] = [];
    sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
    expect(cells).toContain(cancelled);
  });
});
