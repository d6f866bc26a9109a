// The day's cash count before a close of day: tests that close a store count first, as the
// close refuses a day without its count. `countDay` posts what the caller says the drawer and each method
// hold; `countAsBooked` counts exactly what the books hold (the test reads the money ledger itself), for
// tests whose point is not the count. The user needs the count's menu (/validasi-penjualan or
// /validasi-jual-beli; OWN/SU have every menu).
import { sql } from 'drizzle-orm';
import { JENIS_HITUNG, validasiApi, type HitungKasHasil } from '@kencana/core';
import { rows } from '../db/client.ts';
import { accountCode, akun } from '../ledger/money-accounts.ts';
import { api, type ApiClient } from './api-client.ts';
import type { TestApp } from './test-app.ts';

type Counted = Partial<Record<(typeof JENIS_HITUNG)[number], number>>;

export async function countDay(client: ApiClient, tgl_system: string, uang: Counted = {}, kode_toko?: string): Promise<HitungKasHasil> {
  const list = Object.entries({ CASH: 0, ...uang }).map(([jenis, jumlah]) => ({ jenis: jenis as 'CASH', jumlah: jumlah ?? 0 }));
  return (await client.ok(validasiApi.hitungKas, { body: { kode_toko, tgl_system, uang: list } })).data;
}

/** Counts the store's current day as the books hold it (no difference), signed in with `token`. */
export async function countAsBooked(t: TestApp, token: string, kode_toko?: string): Promise<HitungKasHasil> {
  const client = api(t, token);
  const { data } = await client.ok(validasiApi.dataHitungKas, { query: { kode_toko } });
  const uang: Counted = {};
  for (const jenis of JENIS_HITUNG) {
    const code = accountCode(jenis === 'CASH' ? akun.kas(data.kode_toko) : akun.kliring(data.kode_toko, jenis));
    const [row] = await rows<{ saldo: string }>(
      t.db,
      sql`SELECT COALESCE(SUM(jumlah), 0)::text AS saldo FROM money_entries
          WHERE kode_akun = ${code} AND ${jenis === 'CASH' ? sql`tgl_system <= ${data.tgl_system}::date` : sql`tgl_system = ${data.tgl_system}::date`}`,
    );
    uang[jenis] = Number(row?.saldo ?? 0);
  }
  return countDay(client, data.tgl_system, uang, data.kode_toko);
}
