import { sql } from 'drizzle-orm';
import report from '@kencana/core/reports/service-selesai';
import { defineQuery } from '../define-query.ts';

// The pieces of the services finished in the period: weight in, out and the difference.
export default defineQuery(report, {
  orderBy: ['tgl_selesai', 'no_service', 'line_no'],
  sql: (p, ctx) => sql`
    SELECT to_char(s.tgl_selesai, 'YYYY-MM-DD') AS tgl_selesai, s.no_service, x.line_no, s.kode_toko, CASE WHEN s.kode_member IS NOT NULL THEN s.kode_member || ' - ' || s.nama_customer ELSE s.nama_customer || ' ' || s.no_hp END AS customer, x.nama_barang,
           COALESCE(s.kode_tukang, '-') AS kode_tukang, x.berat::numeric(14,3)::text AS berat, x.berat_selesai::numeric(14,3)::text AS berat_selesai,
           (x.berat_selesai - x.berat)::numeric(14,3)::text AS selisih, s.ongkos_akhir::bigint AS ongkos
    FROM services s JOIN service_detail x ON x.no_service = s.no_service
    WHERE s.tgl_selesai IS NOT NULL AND s.tgl_selesai BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      AND (${ctx.kode_toko}::text IS NULL OR s.kode_toko = ${ctx.kode_toko})`,
});
