import { sql } from 'drizzle-orm';
import report from '@kencana/core/reports/batal-penjualan';
import { defineQuery } from '../define-query.ts';

// Sales cancelled in the period: the cancel's document gives its business date and user.
export default defineQuery(report, {
  orderBy: ['tgl_batal', 'no_batal'],
  sql: (p, ctx) => sql`
    SELECT to_char(b.tgl_system, 'YYYY-MM-DD') AS tgl_batal, j.no_batal, j.no_faktur_jual, to_char(j.tgl_system, 'YYYY-MM-DD') AS tgl_jual,
           j.kode_toko, CASE WHEN j.kode_member <> '' THEN j.kode_member || ' - ' || j.nama_customer ELSE j.nama_customer END AS customer,
           d.qty, d.berat::text AS berat, j.total_harga, j.alasan_batal AS alasan, b.user_id AS user_batal
    FROM penjualan j
    JOIN documents b ON b.doc_no = j.no_batal
    CROSS JOIN LATERAL (SELECT COUNT(*)::int AS qty, COALESCE(SUM(x.berat), 0)::numeric(14,3) AS berat FROM penjualan_detail x WHERE x.no_faktur_jual = j.no_faktur_jual) d
    WHERE j.status = 'BATAL' AND b.tgl_system BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      AND (${ctx.kode_toko}::text IS NULL OR j.kode_toko = ${ctx.kode_toko})`,
});
