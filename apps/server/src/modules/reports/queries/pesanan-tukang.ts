import { sql } from 'drizzle-orm';
import { SEMUA } from '@kencana/core';
import report from '@kencana/core/reports/pesanan-tukang';
import { defineQuery } from '../define-query.ts';

// Orders given to craftsmen: PROSES (distributed in the period, still in work) or SELESAI (finished in it).
export default defineQuery(report, {
  orderBy: ['kode_tukang', 'no_pesanan'],
  sql: (p, ctx) => sql`
    SELECT p.no_pesanan, to_char(p.tgl_pesanan, 'YYYY-MM-DD') AS tanggal, COALESCE(to_char(p.tgl_selesai, 'YYYY-MM-DD'), '-') AS tanggal_selesai,
           p.kode_tukang, p.nama_customer,
           COALESCE((SELECT d.deskripsi FROM pesanan_detail d WHERE d.no_pesanan = p.no_pesanan ORDER BY d.line_no LIMIT 1), '-') AS nama_barang,
           COALESCE((SELECT d.attribut FROM pesanan_detail d WHERE d.no_pesanan = p.no_pesanan ORDER BY d.line_no LIMIT 1), '-') AS nama_attribut,
           COALESCE((SELECT SUM(d.berat_atribut) FROM pesanan_detail d WHERE d.no_pesanan = p.no_pesanan), 0)::numeric(14,3)::text AS berat_atribut,
           p.ongkos_tukang::float8 AS ongkos_tukang, p.total_harga::float8 AS ongkos_customer,
           COALESCE((SELECT SUM(d.perkiraan_berat) FROM pesanan_detail d WHERE d.no_pesanan = p.no_pesanan), 0)::numeric(14,3)::text AS berat_customer,
           p.berat_selesai::numeric(14,3)::text AS berat_tukang, p.susut_selesai::numeric(14,3)::text AS susut_tukang,
           'BAHAN TUKANG' AS asal_bahan,
           COALESCE((SELECT b.saldo_akhir FROM tukang_bahan b WHERE b.no_ref = p.no_pesanan AND b.trx_type = 'PAKAI' ORDER BY b.id DESC LIMIT 1), 0)::numeric(14,3)::text AS saldo_bahan
    FROM pesanan p
    WHERE (${ctx.kode_toko}::text IS NULL OR p.kode_toko = ${ctx.kode_toko})
      AND (${p.kode_tukang} = ${SEMUA} OR p.kode_tukang = ${p.kode_tukang})
      AND (${p.kode_group} = ${SEMUA} OR p.kode_group = ${p.kode_group})
      AND CASE WHEN ${p.status_proses} = 'PROSES' THEN p.status = 'PROSES' AND p.tgl_bagi BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
               ELSE p.status IN ('SELESAI', 'DISERAHKAN') AND p.tgl_selesai BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date END`,
});
