import { sql } from 'drizzle-orm';
import report from '@kencana/core/reports/penjualan-sales';
import { defineQuery } from '../define-query.ts';

// Per sales person: the period's invoices not cancelled, their pieces, grams and money.
export default defineQuery(report, {
  orderBy: ['kode_sales'],
  sql: (p, ctx) => sql`
    SELECT j.kode_sales, COALESCE(s.nama_sales, '-') AS nama_sales, COUNT(*)::int AS jumlah_nota,
           COALESCE(SUM(d.qty), 0)::int AS qty, COALESCE(SUM(d.berat), 0)::numeric(14,3)::text AS berat,
           COALESCE(SUM(j.total_harga), 0)::text AS total_harga
    FROM penjualan j
    LEFT JOIN sales s ON s.kode_sales = j.kode_sales
    CROSS JOIN LATERAL (SELECT COUNT(*) AS qty, COALESCE(SUM(x.berat), 0) AS berat FROM penjualan_detail x WHERE x.no_faktur_jual = j.no_faktur_jual) d
    WHERE j.status <> 'BATAL' AND j.tgl_system BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      AND (${ctx.kode_toko}::text IS NULL OR j.kode_toko = ${ctx.kode_toko})
    GROUP BY j.kode_sales, s.nama_sales`,
});
