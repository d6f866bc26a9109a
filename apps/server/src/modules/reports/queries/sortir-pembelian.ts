import { sql } from 'drizzle-orm';
import { SEMUA } from '@kencana/core';
import report from '@kencana/core/reports/sortir-pembelian';
import { defineQuery } from '../define-query.ts';

// Live purchase sorts of the period: GLOBAL per sort (types listed with their counts), DETAIL per line.
export default defineQuery(report, {
  orderBy: ['no_sortir'],
  sql: (p, ctx) => {
    const where = sql`s.no_batal IS NULL AND s.tgl_system BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      AND (${ctx.kode_toko}::text IS NULL OR s.kode_toko = ${ctx.kode_toko})
      AND (${p.kode_gudang} = ${SEMUA} OR s.kode_gudang = ${p.kode_gudang})
      AND (${p.kode_dept} = ${SEMUA} OR d.kode_dept = ${p.kode_dept})`;
    if (p.type === 'DETAIL') {
      return sql`SELECT d.no_sortir, d.no_faktur_beli, d.kondisi, d.kode_group, d.kode_baki, d.kode_dept, 1 AS qty, d.berat::text AS berat
                 FROM sortir_pembelian_detail d JOIN sortir_pembelian s ON s.no_sortir = d.no_sortir WHERE ${where}`;
    }
    return sql`SELECT s.no_sortir, to_char(s.tgl_system, 'YYYY-MM-DD') AS tgl_sortir, string_agg(DISTINCT d.kondisi, ',') AS kondisi,
                      string_agg(DISTINCT d.kode_group, ',') AS kategori, s.kode_gudang, s.kode_baki AS kode_lokasi_toko,
                      string_agg(DISTINCT d.kode_dept, ',') AS jenis, count(*)::int AS qty_total, SUM(d.berat)::numeric(14,3)::text AS berat_total
               FROM sortir_pembelian s JOIN sortir_pembelian_detail d ON d.no_sortir = s.no_sortir
               WHERE ${where}
               GROUP BY s.no_sortir, s.tgl_system, s.kode_gudang, s.kode_baki`;
  },
});
