// The demo chain's deposits and services: posted by the modules' own services, so a fresh start shows a
// member's deposit balance and a walk-in's, a service in each open state and one overdue on the dashboard —
// and the ledgers' invariants hold (grams held at SERVIS conserved, deposits = Σ entries).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicesApi, systemApi, titipanApi } from '@kencana/core';
import { checkLedgerInvariants } from '../ledger/invariants.ts';
import { api } from '../testing/api-client.ts';
import { createTestApp, loginAs, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let owner: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  owner = api(t, (await loginAs(t.app, 'owner', 'owner123')).token);
});
afterAll(async () => {
  await t?.close();
});

describe('the demo deposits and services', () => {
  it('a member and a walk-in with a balance; services taken in, with a craftsman, ready and overdue; the books clean', async () => {
    const member = await owner.ok(titipanApi.saldo, { query: { kode_member: 'M0001', kode_toko: 'T01' } });
    expect(member.data).toMatchObject({ nama: 'SITI RAHAYU', saldo: 1_500_000 });
    const walkIn = await owner.ok(titipanApi.saldo, { query: { no_hp: '0813-7788-1001', kode_toko: 'T01' } });
    expect(walkIn.data.saldo).toBe(300_000);

    const list = await owner.ok(servicesApi.daftar, { query: { kode_toko: 'T01' } });
    expect(list.data.map((r) => r.status).sort()).toEqual(['DIPROSES', 'MASUK', 'MASUK', 'SELESAI']);
    const ready = list.data.find((r) => r.status === 'SELESAI');
    expect(ready).toMatchObject({ berat: '5.100', berat_selesai: '5.150', ongkos_akhir: 135_000, uang_muka: 50_000, sisa: 85_000 });
    expect(list.data.find((r) => r.status === 'DIPROSES')?.kode_tukang).toBe('TK01');
    expect(list.data.filter((r) => r.terlambat).map((r) => r.nama_customer)).toEqual(['YANTI KUSUMA']);

    const { data } = await owner.ok(systemApi.dashboard, { query: { kode_toko: 'T01' } });
    expect(data.pending.find((row) => row.key === 'service-terlambat')).toMatchObject({ documents: 1, count: 1, berat: '2.180' });
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });
});
