import { sql } from 'drizzle-orm';
import { SEMUA } from '@kencana/core';
import report from '@kencana/core/reports/bahan-tukang';
import { defineQuery } from '../define-query.ts';

// The craftsmen's material notes (tukang_bahan: TAMBAH, AMBIL, PAKAI by a finished order, SETOR at the order
// opname). DETAIL: one row per note, in the order written (urut: the sort key); REKAP: per craftsman and
// category over the period.
export default defineQuery(report, {
  orderBy: ['kode_tukang', 'urut'],
  sql: (p, ctx) => {
    const where = sql`b.tgl_system BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      AND (${ctx.kode_toko}::text IS NULL OR b.kode_toko = ${ctx.kode_toko})
      AND (${p.kode_tukang} = ${SEMUA} OR b.kode_tukang = ${p.kode_tukang})
      AND (${p.kode_group} = ${SEMUA} OR b.kode_group = ${p.kode_group})`;
    const sum = (filter: ReturnType<typeof sql>, column = sql`b.jml_bahan`) =>
      sql`COALESCE(SUM(${column}) FILTER (WHERE ${filter}), 0)::numeric(14,3)::text`;
    if (p.type === 'REKAP') {
      return sql`
        SELECT b.kode_tukang, b.kode_group AS kode_kategori, MIN(b.id) AS urut,
               ${sum(sql`b.trx_type = 'TAMBAH' AND b.jenis = 'BAHAN'`)} AS total_bahan,
               COALESCE(SUM(b.jml_bahan + b.berat_susut) FILTER (WHERE b.trx_type = 'PAKAI'), 0)::numeric(14,3)::text AS pakai_bahan,
               ${sum(sql`b.trx_type = 'AMBIL' AND b.jenis = 'PATRI'`)} AS patri,
               COALESCE((array_agg(b.saldo_akhir ORDER BY b.id DESC) FILTER (WHERE b.jenis = 'BAHAN'))[1], 0)::numeric(14,3)::text AS sisa_bhn
        FROM tukang_bahan b WHERE ${where}
        GROUP BY b.kode_tukang, b.kode_group`;
    }
    const when = (filter: ReturnType<typeof sql>, column = sql`b.jml_bahan`) =>
      sql`(CASE WHEN ${filter} THEN ${column} ELSE 0 END)::numeric(14,3)::text`;
    return sql`
      SELECT b.id AS urut, to_char(b.tgl_system, 'YYYY-MM-DD') AS tanggal, b.kode_tukang, b.no_tambah_tukar AS kode_trx, b.kode_group AS detail_kategori,
             COALESCE(NULLIF(b.keterangan, ''), b.trx_type) AS keterangan,
             ${when(sql`b.trx_type IN ('PAKAI', 'SETOR')`, sql`b.berat_susut`)} AS susut,
             ${when(sql`b.trx_type = 'TAMBAH' AND b.jenis = 'PATRI'`)} AS patri,
             ${when(sql`b.trx_type = 'TAMBAH' AND b.jenis = 'BAHAN'`)} AS bahan,
             ${when(sql`b.trx_type = 'PAKAI'`)} AS pakai,
             ${when(sql`b.trx_type = 'AMBIL' AND b.jenis = 'PATRI'`)} AS patri_amb,
             ${when(sql`(b.trx_type = 'AMBIL' AND b.jenis = 'BAHAN') OR b.trx_type = 'SETOR'`)} AS bahan_amb,
             b.saldo_akhir::numeric(14,3)::text AS sisa_bhn
      FROM tukang_bahan b WHERE ${where}`;
  },
});
