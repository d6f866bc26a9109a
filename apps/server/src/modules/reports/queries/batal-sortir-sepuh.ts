import { sql } from 'drizzle-orm';
import { WAREHOUSE } from '@kencana/core';
import report from '@kencana/core/reports/batal-sortir-sepuh';
import { defineQuery } from '../define-query.ts';

// Refining sorts cancelled in the period.
export default defineQuery(report, {
  orderBy: ['no_sortir'],
  sql: (p, ctx) => {
    const where = sql`s.no_batal IS NOT NULL AND s.tgl_batal BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      AND (${ctx.kode_toko}::text IS NULL OR s.kode_toko = ${ctx.kode_toko})`;
    if (p.type === 'DETAIL') {
      return sql`SELECT d.no_sortir, COALESCE(d.no_sepuh, '-') AS no_sepuh, d.no_faktur_beli, d.kode_baki, d.kode_dept, d.kode_group,
                        ${WAREHOUSE.SORT_REFINE}::text AS kode_gudang, d.kondisi, d.berat::text AS berat
                 FROM sortir_sepuh_detail d JOIN sortir_sepuh s ON s.no_sortir = d.no_sortir WHERE ${where}`;
    }
    return sql`SELECT s.no_sortir, s.kode_baki, to_char(s.tgl_batal, 'YYYY-MM-DD') AS tgl_batal, count(*)::int AS total_qty,
                      SUM(d.berat)::numeric(14,3)::text AS total_berat
               FROM sortir_sepuh s JOIN sortir_sepuh_detail d ON d.no_sortir = s.no_sortir
               WHERE ${where} GROUP BY s.no_sortir, s.kode_baki, s.tgl_batal`;
  },
});
