import { sql } from 'drizzle-orm';
import { SEMUA } from '@kencana/core';
import report from '@kencana/core/reports/batal-sortir-pembelian';
import { defineQuery } from '../define-query.ts';

// Purchase sorts cancelled in the period (by the cancel's business date).
export default defineQuery(report, {
  orderBy: ['no_sortir'],
  sql: (p, ctx) => {
    const where = sql`s.no_batal IS NOT NULL AND s.tgl_batal BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      AND (${ctx.kode_toko}::text IS NULL OR s.kode_toko = ${ctx.kode_toko})
      AND (${p.kode_dept} = ${SEMUA} OR d.kode_dept = ${p.kode_dept})`;
    if (p.type === 'DETAIL') {
      return sql`SELECT d.no_sortir, d.nama_barang, d.kondisi, d.kode_dept, d.berat::text AS berat, d.kode_baki
                 FROM sortir_pembelian_detail d JOIN sortir_pembelian s ON s.no_sortir = d.no_sortir WHERE ${where}`;
    }
    return sql`SELECT s.no_sortir, string_agg(DISTINCT d.kondisi, ',') AS kondisi, s.kode_baki, to_char(s.tgl_batal, 'YYYY-MM-DD') AS tgl_batal, s.no_batal,
                      count(*)::int AS total_qty, SUM(d.berat)::numeric(14,3)::text AS total_berat
               FROM sortir_pembelian s JOIN sortir_pembelian_detail d ON d.no_sortir = s.no_sortir
               WHERE ${where} GROUP BY s.no_sortir, s.kode_baki, s.tgl_batal, s.no_batal`;
  },
});
