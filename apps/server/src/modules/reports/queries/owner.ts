import { sql } from 'drizzle-orm';
import { SALES_PURCHASE_RULES } from '@kencana/core';
import report from '@kencana/core/reports/owner';
import { stockAsOfSql } from '../../../stock/index.ts';
import { defineQuery } from '../define-query.ts';

const SALE = SALES_PURCHASE_RULES.sale.doc_type;
const PURCHASE = SALES_PURCHASE_RULES.purchase.doc_type;

// Per store: the tray balance at the end of the date (the last close's snapshot plus the ledger after it), and the date's sales and purchases as
// SALES_PURCHASE_RULES defines them: pieces and grams from the ledger rows at the boundary place (SOLD in,
// CUSTOMER out), money from the documents; a cancel counts on its own date with the opposite sign.
export default defineQuery(report, {
  orderBy: ['kode_toko'],
  sql: (p, ctx) => sql`
    WITH saldo AS (
      SELECT place_toko AS kode_toko, SUM(qty) AS jumlah, SUM(berat) AS berat, SUM(berat_murni) AS berat_murni
      FROM (${stockAsOfSql(sql`${p.tanggal}::date`, ctx.kode_toko, ['BAKI'])}) m
      GROUP BY place_toko),
    docs AS (
      SELECT d.doc_no, d.kode_toko, COALESCE(o.doc_type, d.doc_type) AS jenis,
             CASE WHEN d.reverses_doc_no IS NULL THEN d.total_harga ELSE -d.total_harga END AS harga
      FROM documents d LEFT JOIN documents o ON o.doc_no = d.reverses_doc_no
      WHERE d.tgl_system = ${p.tanggal}::date
        AND (${ctx.kode_toko}::text IS NULL OR d.kode_toko = ${ctx.kode_toko})
        AND COALESCE(o.doc_type, d.doc_type) IN (${SALE}, ${PURCHASE})),
    moved AS (
      SELECT m.doc_no,
             COALESCE(SUM(m.qty) FILTER (WHERE m.place_kind = ${SALES_PURCHASE_RULES.sale.boundary}), 0) AS sold_qty,
             COALESCE(SUM(m.berat) FILTER (WHERE m.place_kind = ${SALES_PURCHASE_RULES.sale.boundary}), 0) AS sold_berat,
             -COALESCE(SUM(m.qty) FILTER (WHERE m.place_kind = ${SALES_PURCHASE_RULES.purchase.boundary}), 0) AS bought_qty,
             -COALESCE(SUM(m.berat) FILTER (WHERE m.place_kind = ${SALES_PURCHASE_RULES.purchase.boundary}), 0) AS bought_berat
      FROM stock_movements m WHERE m.doc_no IN (SELECT doc_no FROM docs) GROUP BY m.doc_no),
    flows AS (
      SELECT d.kode_toko,
             SUM(mv.sold_qty) FILTER (WHERE d.jenis = ${SALE}) AS jumlah_penjualan,
             SUM(mv.sold_berat) FILTER (WHERE d.jenis = ${SALE}) AS berat_penjualan,
             SUM(d.harga) FILTER (WHERE d.jenis = ${SALE}) AS harga_penjualan,
             SUM(mv.bought_qty) FILTER (WHERE d.jenis = ${PURCHASE}) AS jumlah_pembelian,
             SUM(mv.bought_berat) FILTER (WHERE d.jenis = ${PURCHASE}) AS berat_pembelian,
             SUM(d.harga) FILTER (WHERE d.jenis = ${PURCHASE}) AS harga_pembelian
      FROM docs d LEFT JOIN moved mv ON mv.doc_no = d.doc_no GROUP BY d.kode_toko)
    SELECT t.kode_toko, t.nama_toko,
           COALESCE(s.jumlah, 0)::int AS jumlah_saldo, COALESCE(s.berat, 0)::numeric(14,3)::text AS berat_saldo,
           COALESCE(s.berat_murni, 0)::numeric(14,3)::text AS berat_murni_saldo,
           COALESCE(f.jumlah_penjualan, 0)::int AS jumlah_penjualan, COALESCE(f.berat_penjualan, 0)::numeric(14,3)::text AS berat_penjualan,
           COALESCE(f.harga_penjualan, 0)::bigint AS harga_penjualan,
           COALESCE(f.jumlah_pembelian, 0)::int AS jumlah_pembelian, COALESCE(f.berat_pembelian, 0)::numeric(14,3)::text AS berat_pembelian,
           COALESCE(f.harga_pembelian, 0)::bigint AS harga_pembelian
    FROM tokos t LEFT JOIN saldo s ON s.kode_toko = t.kode_toko LEFT JOIN flows f ON f.kode_toko = t.kode_toko
    WHERE (${ctx.kode_toko}::text IS NULL OR t.kode_toko = ${ctx.kode_toko})
      AND (s.kode_toko IS NOT NULL OR f.kode_toko IS NOT NULL)`,
});
