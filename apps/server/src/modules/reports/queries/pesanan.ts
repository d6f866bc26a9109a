import { sql } from 'drizzle-orm';
import { SEMUA } from '@kencana/core';
import report from '@kencana/core/reports/pesanan';
import { defineQuery } from '../define-query.ts';

// DAFTAR: the orders taken in the period. KINERJA: the craftsman scorecard per month from the material notes:
// used (finished weights), the orders' shrink, the opname differences (signed: a gain lowers it), their % of
// the material used against Master Tukang's toleransi_susut (no_pesanan there is the month and craftsman: the sort key).
export default defineQuery(report, {
  orderBy: ['no_pesanan'],
  sql: (p, ctx) => {
    if (p.type === 'KINERJA') {
      return sql`
        SELECT k.bulan || ' ' || k.kode_tukang AS no_pesanan, k.bulan, k.kode_tukang, t.nama_tukang, k.jml_pesanan, k.berat_pakai::numeric(14,3)::text AS berat_pakai,
               k.susut::numeric(14,3)::text AS susut, k.selisih_so::numeric(14,3)::text AS selisih_so,
               to_char(k.persen, 'FM9999990.00') AS persen, to_char(t.toleransi_susut, 'FM990.00') AS toleransi,
               CASE WHEN k.persen > t.toleransi_susut THEN 'MELEBIHI' ELSE 'OK' END AS status
        FROM (
          SELECT to_char(b.tgl_system, 'YYYY-MM') AS bulan, b.kode_tukang,
                 COUNT(*) FILTER (WHERE b.trx_type = 'PAKAI')::int AS jml_pesanan,
                 COALESCE(SUM(b.jml_bahan) FILTER (WHERE b.trx_type = 'PAKAI'), 0) AS berat_pakai,
                 COALESCE(SUM(b.berat_susut) FILTER (WHERE b.trx_type = 'PAKAI'), 0) AS susut,
                 COALESCE(SUM(b.berat_susut) FILTER (WHERE b.trx_type = 'SETOR'), 0) AS selisih_so,
                 CASE WHEN COALESCE(SUM(b.jml_bahan + b.berat_susut) FILTER (WHERE b.trx_type = 'PAKAI'), 0) = 0 THEN 0
                      ELSE ROUND(100 * (COALESCE(SUM(b.berat_susut) FILTER (WHERE b.trx_type IN ('PAKAI', 'SETOR')), 0))
                                 / SUM(b.jml_bahan + b.berat_susut) FILTER (WHERE b.trx_type = 'PAKAI'), 2) END AS persen
          FROM tukang_bahan b
          WHERE b.jenis = 'BAHAN' AND b.tgl_system BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
            AND (${ctx.kode_toko}::text IS NULL OR b.kode_toko = ${ctx.kode_toko})
            AND (${p.kode_tukang} = ${SEMUA} OR b.kode_tukang = ${p.kode_tukang})
          GROUP BY 1, 2
          HAVING COUNT(*) FILTER (WHERE b.trx_type IN ('PAKAI', 'SETOR')) > 0
        ) k JOIN tukang t ON t.kode_tukang = k.kode_tukang`;
    }
    return sql`
      SELECT p.no_pesanan, to_char(p.tgl_pesanan, 'YYYY-MM-DD') AS tanggal, to_char(p.tgl_jatuh_tempo, 'YYYY-MM-DD') AS jatuh_tempo,
             p.nama_customer, p.kode_group, COALESCE(p.kode_tukang, '-') AS kode_tukang, p.total_harga::float8 AS total_harga,
             p.uang_muka::float8 AS uang_muka, p.berat_selesai::numeric(14,3)::text AS berat_selesai, p.status
      FROM pesanan p
      WHERE p.tgl_pesanan BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
        AND (${ctx.kode_toko}::text IS NULL OR p.kode_toko = ${ctx.kode_toko})
        AND (${p.kode_tukang} = ${SEMUA} OR p.kode_tukang = ${p.kode_tukang})`;
  },
});
