import { sql } from 'drizzle-orm';
import report from '@kencana/core/reports/validasi-barang-rusak';
import { defineQuery } from '../define-query.ts';

// Damaged goods validated (melted) in the period, per source document.
export default defineQuery(report, {
  orderBy: ['tgl_validasi', 'no_sepuh'],
  sql: (p, ctx) => sql`
    SELECT to_char(r.tgl_validasi, 'YYYY-MM-DD') AS tgl_validasi, r.no_ref AS no_sepuh, r.jenis_transaksi, r.no_validasi,
           SUM(r.berat)::numeric(14,3)::text AS berat_total, SUM(r.qty)::int AS qty_total
    FROM barang_rusak r
    WHERE r.no_validasi IS NOT NULL AND r.tgl_validasi BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      AND (${ctx.kode_toko}::text IS NULL OR r.kode_toko = ${ctx.kode_toko})
    GROUP BY r.tgl_validasi, r.no_ref, r.jenis_transaksi, r.no_validasi`,
});
