// /laporan-titip-uang from documents posted through the deposit endpoints over two business days (the day
// closed between them): per customer and day the opening, in, used, refunded and closing balances, with
// opening(d+1) = closing(d); staff see their own store; PDF and Excel carry the figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, titipanApi } from '@kencana/core';
import report from '@kencana/core/reports/titip-uang';
import {
  buildMember,
  buildModalKas,
  buildStore,
  buildUser,
  signInAgain,
  type BuiltMember,
  type BuiltStore,
  type BuiltUser,
} from '../../../testing/factories.ts';
import type { ApiClient } from '../../../testing/api-client.ts';
import { exportReportFile, fetchReport, firstSheet, pdfText } from '../../../testing/report-testing.ts';
import { countAsBooked } from '../../../testing/hitung-kas.ts';
import { bearer, createTestApp, type TestApp } from '../../../testing/test-app.ts';

const DAY1 = '2026-11-19';
const DAY2 = '2026-11-20';

let t: TestApp;
let store: BuiltStore;
let owner: BuiltUser;
let kasir: BuiltUser;
let member: BuiltMember;
let client: ApiClient;

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: `${DAY1}T09:00:00+07:00` });
  store = await buildStore(t, { tgl_system: DAY1 });
  owner = await buildUser(t, { kode_toko: store.kode_toko, level: 'OWN' });
  kasir = await buildUser(t, { kode_toko: store.kode_toko, menus: ['/lihat-titipan', '/laporan-titip-uang'] });
  member = await buildMember(t, { kode_toko: store.kode_toko, nama_member: 'IBU RATNA' });
  await buildModalKas(t, store.kode_toko, 10_000_000);
  client = kasir.client;
  const cash = (jumlah: number) => [{ jenis: 'CASH' as const, jumlah }];
  // Day 1: the member leaves 500.000, a walk-in 200.000.
  await client.ok(titipanApi.simpan, {
    body: { kode_member: member.kode_member, jumlah: 500_000, pembayaran: cash(500_000), keterangan: '' },
  });
  const walkIn = await client.ok(titipanApi.simpan, {
    body: { customer: { nama: 'Budi', no_hp: '0811-7777-0001', alamat: '' }, jumlah: 200_000, pembayaran: cash(200_000), keterangan: '' },
  });
  await countAsBooked(t, owner.token, store.kode_toko);
  t.setNow(`${DAY1}T21:00:00+07:00`);
  const closed = await t.app.inject({
    method: 'POST',
    url: '/api/v1/system/close',
    headers: bearer(kasir.token),
    payload: { PROSES: 'close' },
  });
  expect(closed.statusCode, closed.body).toBe(200);
  t.setNow(`${DAY2}T09:00:00+07:00`);
  client = await signInAgain(t, kasir);
  // Day 2: the member takes 100.000 back and leaves 50.000; the walk-in's deposit is cancelled by the owner.
  await client.ok(titipanApi.ambil, {
    body: {
      no_titipan: (await client.ok(titipanApi.saldo, { query: { kode_member: member.kode_member } })).data.no_titipan ?? '',
      jumlah: 100_000,
      keterangan: '',
      otorisasi: { user_id: owner.user_id, password: owner.password, alasan: 'minta kembali' },
    },
  });
  await client.ok(titipanApi.simpan, {
    body: { kode_member: member.kode_member, jumlah: 50_000, pembayaran: cash(50_000), keterangan: '' },
  });
  const ownerClient = await signInAgain(t, owner);
  await ownerClient.ok(titipanApi.batal, { body: { no_titipan: walkIn.data.no_titipan, alasan: 'salah customer' } });
});
afterAll(async () => {
  await t.close();
});

const period = () => ({ tgl_from: DAY1, tgl_to: DAY2, kode_toko: store.kode_toko });

describe('laporan titip uang', () => {
  it('per customer and day: opening, in, used, refunded, closing; opening(d+1) = closing(d)', async () => {
    const { status, body } = await fetchReport(t, client.token ?? '', report, period());
    expect(status).toBe(200);
    expect(body.message).toBe(MESSAGES.dataLaporanTersedia);
    const rows = body.data.map((r) => [r.tgl_system, r.customer, r.saldo_awal, r.masuk, r.dipakai, r.dikembalikan, r.saldo_akhir]);
    const m = `IBU RATNA (M:${member.kode_member})`;
    const w = 'BUDI (HP:081177770001)';
    expect(rows).toEqual(
      [
        [DAY1, m, 0, 500_000, 0, 0, 500_000],
        [DAY1, w, 0, 200_000, 0, 0, 200_000],
        [DAY2, m, 500_000, 50_000, 0, 100_000, 450_000],
        [DAY2, w, 200_000, 0, 200_000, 0, 0],
      ].sort((a, b) => `${a[0]}${a[1]}`.localeCompare(`${b[0]}${b[1]}`)),
    );
    expect(body.totals).toMatchObject({ masuk: 750_000, dipakai: 200_000, dikembalikan: 100_000 });
  });

  it('staff see their store; another store is refused; PDF and Excel carry the figures', async () => {
    const own = await fetchReport(t, client.token ?? '', report, { tgl_from: DAY1, tgl_to: DAY2 });
    expect(own.body.data.every((r) => r.kode_toko === store.kode_toko)).toBe(true);
    expect(own.body.data).toHaveLength(4);
    const other = await fetchReport(t, client.token ?? '', report, { tgl_from: DAY1, tgl_to: DAY2, kode_toko: 'T99' });
    expect(other.status).toBe(403);
    const pdf = await exportReportFile(t, client.token ?? '', report, period(), 'pdf');
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('LAPORAN TITIP UANG');
    expect(text).toContain('450,000');
    const xlsx = await exportReportFile(t, client.token ?? '', report, period(), 'xlsx');
    expect(xlsx.status).toBe(200);
    const sheet = await firstSheet(xlsx.bytes);
    const values: unknown[] = [];
    sheet.eachRow((row) => values.push(...(row.values as unknown[])));
    expect(values).toContain(450_000);
  });
});
