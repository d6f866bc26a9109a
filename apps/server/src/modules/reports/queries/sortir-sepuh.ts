import { sql } from 'drizzle-orm';
import { SEMUA } from '@kencana/core';
import report from '@kencana/core/reports/sortir-sepuh';
import { defineQuery } from '../define-query.ts';

// Live refining sorts of the period: GLOBAL per sort, DETAIL per line (with the dispatch that took it).
export default defineQuery(report, {
  orderBy: ['no_sortir'],
  sql: (p, ctx) => {
    const where = sql`s.no_batal IS NULL AND s.tgl_system BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      AND (${ctx.kode_toko}::text IS NULL OR s.kode_toko = ${ctx.kode_toko})
      AND (${p.kode_baki} = ${SEMUA} OR s.kode_baki = ${p.kode_baki})`;
    if (p.type === 'DETAIL') {
      return sql`SELECT d.no_sortir, d.no_sortir_asal, d.no_faktur_beli, d.kode_group, d.kode_baki, d.kode_dept, COALESCE(d.no_sepuh, '-') AS no_sepuh,
                        1 AS qty, d.berat::text AS berat
                 FROM sortir_sepuh_detail d JOIN sortir_sepuh s ON s.no_sortir = d.no_sortir WHERE ${where}`;
    }
    return sql`SELECT s.no_sortir, to_char(s.tgl_system, 'YYYY-MM-DD') AS tgl_sortir, string_agg(DISTINCT d.kondisi, ',') AS kondisi,
                      string_agg(DISTINCT d.kode_group, ',') AS kategori, s.kode_baki, string_agg(DISTINCT d.kode_dept, ',') AS jenis,
                      count(*)::int AS qty_total, SUM(d.berat)::numeric(14,3)::text AS berat_total
               FROM sortir_sepuh s JOIN sortir_sepuh_detail d ON d.no_sortir = s.no_sortir
               WHERE ${where} GROUP BY s.no_sortir, s.tgl_system, s.kode_baki`;
  },
});
