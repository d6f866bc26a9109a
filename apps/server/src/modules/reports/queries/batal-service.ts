import { sql } from 'drizzle-orm';
import report from '@kencana/core/reports/batal-service';
import { defineQuery } from '../define-query.ts';

// The services cancelled in the period; the cancel's document gives its user.
export default defineQuery(report, {
  orderBy: ['tgl_batal', 'no_batal'],
  sql: (p, ctx) => sql`
    SELECT to_char(s.tgl_batal, 'YYYY-MM-DD') AS tgl_batal, s.no_batal, s.no_service, s.kode_toko, CASE WHEN s.kode_member IS NOT NULL THEN s.kode_member || ' - ' || s.nama_customer ELSE s.nama_customer || ' ' || s.no_hp END AS customer,
           to_char(s.tgl_system, 'YYYY-MM-DD') AS tgl_masuk, d.qty, d.berat::text AS berat, s.uang_muka::bigint AS uang_muka,
           CASE WHEN s.uang_muka_batal = 'KEMBALI' THEN s.uang_muka ELSE 0 END::bigint AS dikembalikan, s.alasan_batal AS alasan, b.user_id
    FROM services s
    JOIN documents b ON b.doc_no = s.no_batal
    CROSS JOIN LATERAL (SELECT COUNT(*)::int AS qty, COALESCE(SUM(x.berat), 0)::numeric(14,3) AS berat, SUM(x.berat_selesai)::numeric(14,3) AS berat_selesai FROM service_detail x WHERE x.no_service = s.no_service) d
    WHERE s.status = 'BATAL' AND s.tgl_batal BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      AND (${ctx.kode_toko}::text IS NULL OR s.kode_toko = ${ctx.kode_toko})`,
});
