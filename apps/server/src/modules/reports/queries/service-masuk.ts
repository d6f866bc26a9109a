import { sql } from 'drizzle-orm';
import report from '@kencana/core/reports/service-masuk';
import { defineQuery } from '../define-query.ts';

// The pieces taken in during the period, one row each.
export default defineQuery(report, {
  orderBy: ['tgl_masuk', 'no_service', 'line_no'],
  sql: (p, ctx) => sql`
    SELECT to_char(s.tgl_system, 'YYYY-MM-DD') AS tgl_masuk, s.no_service, x.line_no, s.kode_toko, CASE WHEN s.kode_member IS NOT NULL THEN s.kode_member || ' - ' || s.nama_customer ELSE s.nama_customer || ' ' || s.no_hp END AS customer, x.nama_barang, x.kode_group,
           COALESCE(x.kadar, '-') AS kadar, x.berat::numeric(14,3)::text AS berat, x.pekerjaan, to_char(s.tgl_janji, 'YYYY-MM-DD') AS tgl_janji, s.user_id
    FROM services s JOIN service_detail x ON x.no_service = s.no_service
    WHERE s.tgl_system BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      AND (${ctx.kode_toko}::text IS NULL OR s.kode_toko = ${ctx.kode_toko})`,
});
