// Test helpers of the Sepuhan chain: buy-backs through the real counter endpoint (agreed prices, paid cash),
// balances and chain totals read from the ledger.
import { sql } from 'drizzle-orm';
import { pembelianApi } from '@kencana/core';
import { rows } from '../../db/client.ts';
import type { ApiClient } from '../../testing/api-client.ts';
import type { TestApp } from '../../testing/test-app.ts';

export interface BeliLine {
  nama_barang?: string;
  kode_group: string;
  kode_dept: string;
  berat: string;
  kadar: string;
  kondisi?: string;
}

/** A buy-back at T01 (or `kode_toko`) of the given lines, each at an agreed Rp 100,000; answers its lines. */
export async function buyBack(client: ApiClient, lines: readonly BeliLine[], kode_toko = 'T01') {
  const saved = await client.ok(pembelianApi.simpanPembelian, {
    body: {
      kode_toko,
      customer: { nama: 'Budi Santoso', no_ktp: '3273014501900002', no_hp: '081234567891', alamat: 'Jl. Asia Afrika 10, Bandung' },
      detail_barang: lines.map((line) => ({
        nama_barang: line.nama_barang ?? 'Cincin Lama',
        kondisi: line.kondisi ?? 'TN',
        harga: 100_000,
        ...line,
      })),
      pembayaran: [{ jenis: 'CASH', jumlah: 100_000 * lines.length }],
    },
  });
  return saved.data.detail_barang.map((line) => ({ ...line, no_faktur_beli: saved.data.no_faktur_beli }));
}

/** The balance of a ledger place (all categories and types, or one type). */
export async function balanceOf(
  t: TestApp,
  place: string,
  kode_dept?: string,
): Promise<{ qty: number; berat: string; berat_murni: string }> {
  const [row] = await rows<{ qty: number; berat: string; berat_murni: string }>(
    t.db,
    sql`SELECT COALESCE(SUM(qty), 0)::int AS qty, COALESCE(SUM(berat), 0)::numeric(14,3)::text AS berat, COALESCE(SUM(berat_murni), 0)::numeric(14,3)::text AS berat_murni
        FROM stock_balances WHERE place = ${place} ${kode_dept ? sql`AND kode_dept = ${kode_dept}` : sql``}`,
  );
  return { qty: Number(row!.qty), berat: row!.berat, berat_murni: row!.berat_murni };
}

/** The grams and fine grams a document's rows put at places of a kind (signed sums). */
export async function docSums(t: TestApp, doc_no: string) {
  return rows<{ place_kind: string; qty: number; berat: string; berat_murni: string }>(
    t.db,
    sql`SELECT place_kind, SUM(qty)::int AS qty, SUM(berat)::numeric(14,3)::text AS berat, SUM(berat_murni)::numeric(14,3)::text AS berat_murni
        FROM stock_movements WHERE doc_no = ${doc_no} GROUP BY place_kind ORDER BY place_kind`,
  );
}
