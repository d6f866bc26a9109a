import { sql } from 'drizzle-orm';
import report from '@kencana/core/reports/pembelian-sales';
import { defineQuery } from '../define-query.ts';

// The period's standing buy-backs per sales person and store ('-' when no sales person was named).
export default defineQuery(report, {
  orderBy: ['kode_sales', 'kode_toko'],
  sql: (p, ctx) => sql`
    SELECT COALESCE(h.kode_sales, '-') AS kode_sales, COALESCE(s.nama_sales, '-') AS nama_sales, h.kode_toko,
           COUNT(*)::int AS jumlah_transaksi,
           SUM((SELECT COUNT(*) FROM pembelian_detail d WHERE d.no_faktur_beli = h.no_faktur_beli))::int AS qty,
           SUM(h.total_berat)::numeric(14,3)::text AS berat, SUM(h.total_harga)::bigint AS total_harga
    FROM pembelian h LEFT JOIN sales s ON s.kode_sales = h.kode_sales
    WHERE h.tgl_system BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date AND h.no_batal IS NULL
      AND (${ctx.kode_toko}::text IS NULL OR h.kode_toko = ${ctx.kode_toko})
    GROUP BY COALESCE(h.kode_sales, '-'), COALESCE(s.nama_sales, '-'), h.kode_toko`,
});
