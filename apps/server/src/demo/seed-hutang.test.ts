// The demo chain's loan: lending on at the head store and one member's loan past its due date and the grace
// period with its notice sent, so a fresh start shows an overdue loan on /lihat-hutang and the dashboard, and
// the owner can take its pieces over (the take-over dialog is reachable) — with the ledgers' invariants clean.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, hutangApi, systemApi, validasiApi } from '@kencana/core';
import { checkLedgerInvariants } from '../ledger/invariants.ts';
import { api } from '../testing/api-client.ts';
import { createTestApp, loginAs, TEST_TODAY, type TestApp } from '../testing/test-app.ts';
import { DEMO_HUTANG_HARI, DEMO_HUTANG_JUMLAH, DEMO_HUTANG_PEMBERITAHUAN_HARI } from './seed-hutang.ts';

let t: TestApp;
let owner: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  owner = api(t, (await loginAs(t.app, 'owner', 'owner123')).token);
});
afterAll(async () => {
  await t?.close();
});

describe('the demo loan', () => {
  it("is a member's loan past due and grace with its notice sent: listed as overdue, on the dashboard, and the owner may take it over", async () => {
    expect((await owner.ok(validasiApi.getSettingToko, { query: { kode_toko: 'T01' } })).data.hutang_aktif).toBe(true);
    const overdue = await owner.ok(hutangApi.daftarHutang, { query: { kode_toko: 'T01', terlambat: 'true' } });
    expect(overdue.data).toHaveLength(1);
    const loan = overdue.data[0]!;
    expect(loan).toMatchObject({
      status: 'AKTIF',
      jatuh_tempo: true,
      kode_member: 'M0002',
      nama_customer: 'BUDI SANTOSO',
      no_ktp: '3171010203850003',
      tgl_system: addDays(TEST_TODAY, -DEMO_HUTANG_HARI),
      tgl_jatuh_tempo: addDays(TEST_TODAY, 30 - DEMO_HUTANG_HARI),
      tgl_pemberitahuan: addDays(TEST_TODAY, -DEMO_HUTANG_PEMBERITAHUAN_HARI),
      pokok: DEMO_HUTANG_JUMLAH,
      hari_terlambat: DEMO_HUTANG_HARI - 30,
      total_berat: '10.000',
    });
    expect(loan.denda).toBeGreaterThan(0);

    const { data } = await owner.ok(systemApi.dashboard, { query: { kode_toko: 'T01' } });
    expect(data.pending.find((row) => row.key === 'hutang-terlambat')).toMatchObject({ documents: 1, count: 1, berat: '10.000' });
    expect(await checkLedgerInvariants(t.db)).toEqual([]);

    // Everything the take-over waits for is there: the owner takes the pieces over at a stated value.
    const sita = await owner.ok(hutangApi.sitaHutang, { body: { no_hutang: loan.no_hutang, nilai: 14_000_000, alasan: 'TIDAK DITEBUS' } });
    expect(sita.data).toMatchObject({ no_hutang: loan.no_hutang, selisih: DEMO_HUTANG_JUMLAH - 14_000_000 });
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });
});
