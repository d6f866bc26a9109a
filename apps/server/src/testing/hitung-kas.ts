// The day's cash count before a close of day (issue 22): tests that close a store count first, as the
// close refuses a day without its count. The caller names what the drawer and each method hold (all 0 for a
// day without money); a user with the count's menu (/validasi-penjualan or /validasi-jual-beli) posts it.
import { validasiApi, type HitungKasHasil } from '@kencana/core';
import type { ApiClient } from './api-client.ts';

export async function countDay(
  client: ApiClient,
  tgl_system: string,
  uang: Partial<Record<'CASH' | 'TRANSFER' | 'DEBIT' | 'KREDIT' | 'QRIS' | 'MARKETPLACE', number>> = {},
  kode_toko?: string,
): Promise<HitungKasHasil> {
  const list = Object.entries({ CASH: 0, ...uang }).map(([jenis, jumlah]) => ({ jenis: jenis as 'CASH', jumlah }));
  return (await client.ok(validasiApi.hitungKas, { body: { kode_toko, tgl_system, uang: list } })).data;
}
