import { sql } from 'drizzle-orm';
import report from '@kencana/core/reports/services';
import { defineQuery } from '../define-query.ts';

// Every service taken in during the period, with its state now; weights from its pieces.
export default defineQuery(report, {
  orderBy: ['tgl_masuk', 'no_service'],
  sql: (p, ctx) => sql`
    SELECT to_char(s.tgl_system, 'YYYY-MM-DD') AS tgl_masuk, s.no_service, s.kode_toko, CASE WHEN s.kode_member IS NOT NULL THEN s.kode_member || ' - ' || s.nama_customer ELSE s.nama_customer || ' ' || s.no_hp END AS customer, s.status,
           to_char(s.tgl_janji, 'YYYY-MM-DD') AS tgl_janji, d.qty, d.berat::text AS berat, COALESCE(d.berat_selesai, 0)::text AS berat_selesai,
           COALESCE(s.ongkos_akhir, s.ongkos)::bigint AS ongkos, s.uang_muka::bigint AS uang_muka
    FROM services s
    CROSS JOIN LATERAL (SELECT COUNT(*)::int AS qty, COALESCE(SUM(x.berat), 0)::numeric(14,3) AS berat, SUM(x.berat_selesai)::numeric(14,3) AS berat_selesai FROM service_detail x WHERE x.no_service = s.no_service) d
    WHERE s.tgl_system BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      AND (${ctx.kode_toko}::text IS NULL OR s.kode_toko = ${ctx.kode_toko})
      AND (${p.status ?? 'SEMUA'} = 'SEMUA' OR s.status = ${p.status ?? 'SEMUA'})`,
});
