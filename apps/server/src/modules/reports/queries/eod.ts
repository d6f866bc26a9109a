import { sql } from 'drizzle-orm';
import report from '@kencana/core/reports/eod';
import { defineQuery } from '../define-query.ts';

export default defineQuery(report, {
  orderBy: ['tgl_system DESC', 'kode_toko'],
  sql: (p, ctx) => sql`
    SELECT to_char(c.tgl_system, 'YYYY-MM-DD') AS tgl_system, c.kode_toko, t.nama_toko,
           to_char(c.tgl_system_baru, 'YYYY-MM-DD') AS tgl_system_baru, c.closed_by,
           to_char(c.closed_at AT TIME ZONE ${ctx.timeZone}, 'YYYY-MM-DD HH24:MI:SS') AS closed_at,
           c.total_qty, c.total_berat::text AS total_berat,
           COALESCE((
             SELECT json_agg(json_build_object(
                      'kode_gudang', s.kode_gudang, 'tempat', regexp_replace(s.place, '^[A-Z]+:', ''),
                      'kode_group', s.kode_group, 'kode_dept', s.kode_dept, 'qty', s.qty, 'berat', s.berat::text)
                    ORDER BY s.kode_gudang, s.place, s.kode_group, s.kode_dept)
             FROM eod_snapshots s WHERE s.kode_toko = c.kode_toko AND s.tgl_system = c.tgl_system), '[]'::json) AS saldo
    FROM eod_closes c JOIN tokos t ON t.kode_toko = c.kode_toko
    WHERE c.tgl_system BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      AND (${ctx.kode_toko}::text IS NULL OR c.kode_toko = ${ctx.kode_toko})`,
});
