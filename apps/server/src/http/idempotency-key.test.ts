// Money documents without a natural key (buy-back, exchange, order, gift exchange) are refused without an
// Idempotency-Key: nothing else tells a client's retry from a new document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@kencana/core';
import { changedTables, registeredEndpoints, rowCounts } from '../testing/contract-fuzzer.ts';
import { bearer, createTestApp, loginAs, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let owner: string;
let kasir: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await loginAs(t.app, 'owner', 'owner123')).token;
  kasir = (await loginAs(t.app, 'kasir', 'kasir123')).token;
});
afterAll(async () => {
  await t?.close();
});

describe('Idempotency-Key required', () => {
  it('marks the money documents without a natural key in their contracts', () => {
    const required = registeredEndpoints(t.app)
      .filter((e) => e.requiresIdempotencyKey)
      .map((e) => `${e.method} ${e.path}`)
      .sort();
    expect(required).toEqual([
      // Hutang: a loan, a payment, a cancel, a take-over (an amount tells two apart from a retry by nothing).
      'POST hutang',
      'POST hutang/batal',
      'POST hutang/bayar',
      'POST hutang/sita',
      // Cash and bank added or taken, cash sent to head office: an amount and a category tell two apart from a retry by nothing.
      'POST keuangan/bank',
      'POST keuangan/kas',
      'POST keuangan/setor',
      'POST member/tukar-poin',
      'POST pembelian',
      'POST pesanan',
      // Services: each step of a repair is a document (a retry must not take in, finish or hand back twice).
      'POST services',
      'POST services/ambil',
      'POST services/batal',
      'POST services/proses',
      'POST services/selesai',
      // Deposits (titipan): taken, paid back, cancelled.
      'POST titipan',
      'POST titipan/ambil',
      'POST titipan/batal',
      'POST tukar-barang',
    ]);
  });

  it('refuses each without a key with 428 and the catalogue text, before reading the body, writing nothing', async () => {
    const before = await rowCounts(t.db);
    for (const endpoint of registeredEndpoints(t.app).filter((e) => e.requiresIdempotencyKey)) {
      for (const payload of [{}, { kode_toko: 'T01' }]) {
        const answer = await t.app.inject({ method: endpoint.method, url: `/api/v1/${endpoint.path}`, headers: bearer(owner), payload });
        expect(answer.statusCode, endpoint.path).toBe(428);
        expect(answer.json()).toEqual({ message: MESSAGES.kunciPermintaanWajib });
      }
      // With a key the request goes on to its validation (the empty body is refused as a bad request).
      const keyed = await t.app.inject({
        method: endpoint.method,
        url: `/api/v1/${endpoint.path}`,
        headers: { ...bearer(owner), 'idempotency-key': `kunci-${endpoint.path.replace(/\W/g, '-')}` },
        payload: {},
      });
      expect(keyed.statusCode, endpoint.path).toBe(400);
    }
    expect(changedTables(before, await rowCounts(t.db))).toEqual([]);
  });

  it('checks the token first: no token is 401, whatever the key', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/v1/pembelian', payload: {} });
    expect(answer.statusCode).toBe(401);
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/v1/pembelian', headers: bearer(kasir), payload: {} });
    expect(signedIn.statusCode).toBe(428);
  });
});
