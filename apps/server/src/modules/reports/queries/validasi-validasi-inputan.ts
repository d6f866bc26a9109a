import { sql } from 'drizzle-orm';
import report from '@kencana/core/reports/validasi-validasi-inputan';
import { defineQuery } from '../define-query.ts';

// Shipments of the chosen kind closed by the cashier in the period: sent, entered, returned to the sender.
export default defineQuery(report, {
  orderBy: ['tgl_validasi', 'no_kirim'],
  sql: (p, ctx) => sql`
    SELECT to_char(k.tgl_close, 'YYYY-MM-DD') AS tgl_validasi, k.no_kirim, k.kode_toko, string_agg(DISTINCT d.kode_group, ',') AS kode_group,
           sum(d.berat)::text AS berat, sum(d.qty)::int AS qty, sum(d.berat_input)::text AS berat_input, sum(d.qty_input)::int AS qty_input,
           sum(d.berat_kembali)::text AS berat_kembali, sum(d.qty_kembali)::int AS qty_kembali, COALESCE(k.no_validasi, '-') AS no_validasi
    FROM kiriman k JOIN kiriman_detail d ON d.no_kirim = k.no_kirim
    WHERE k.status = 'CLOSE' AND k.jenis = ${p.jenis}
      AND (${ctx.kode_toko}::text IS NULL OR k.kode_toko = ${ctx.kode_toko})
      AND k.tgl_close BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
    GROUP BY k.tgl_close, k.no_kirim, k.kode_toko, k.no_validasi`,
});
