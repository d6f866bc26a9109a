import { sql } from 'drizzle-orm';
import report from '@kencana/core/reports/service-ambil';
import { defineQuery } from '../define-query.ts';

// The services picked up in the period: the fee, the down payment released (up to the fee) and what was paid.
export default defineQuery(report, {
  orderBy: ['tgl_ambil', 'no_ambil'],
  sql: (p, ctx) => sql`
    SELECT to_char(s.tgl_ambil, 'YYYY-MM-DD') AS tgl_ambil, s.no_ambil, s.no_service, s.kode_toko, CASE WHEN s.kode_member IS NOT NULL THEN s.kode_member || ' - ' || s.nama_customer ELSE s.nama_customer || ' ' || s.no_hp END AS customer, d.qty,
           COALESCE(d.berat_selesai, d.berat)::text AS berat_selesai, s.ongkos_akhir::bigint AS ongkos, LEAST(s.uang_muka, s.ongkos_akhir)::bigint AS uang_muka,
           GREATEST(s.ongkos_akhir - s.uang_muka, 0)::bigint AS dibayar, b.user_id
    FROM services s
    JOIN documents b ON b.doc_no = s.no_ambil
    CROSS JOIN LATERAL (SELECT COUNT(*)::int AS qty, COALESCE(SUM(x.berat), 0)::numeric(14,3) AS berat, SUM(x.berat_selesai)::numeric(14,3) AS berat_selesai FROM service_detail x WHERE x.no_service = s.no_service) d
    WHERE s.status = 'DIAMBIL' AND s.tgl_ambil BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      AND (${ctx.kode_toko}::text IS NULL OR s.kode_toko = ${ctx.kode_toko})`,
});
