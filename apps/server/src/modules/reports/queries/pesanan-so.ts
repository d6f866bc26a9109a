import { sql } from 'drizzle-orm';
import { SEMUA } from '@kencana/core';
import report from '@kencana/core/reports/pesanan-so';
import { defineQuery } from '../define-query.ts';

// The order stock opnames of the period, each with the orders it counted.
export default defineQuery(report, {
  orderBy: ['tanggal', 'no_so_pesanan'],
  sql: (p, ctx) => sql`
    SELECT s.no_so_pesanan, to_char(s.tgl_system, 'YYYY-MM-DD') AS tanggal, s.kode_tukang, s.kode_group,
           s.saldo_awal::numeric(14,3)::text AS saldo_awal, s.berat_sisa::numeric(14,3)::text AS saldo_bahan,
           s.setor::numeric(14,3)::text AS setor, s.selisih::numeric(14,3)::text AS selisih,
           COALESCE((SELECT json_agg(json_build_object(
                       'no_pesanan', p.no_pesanan, 'kode_tukang', p.kode_tukang,
                       'deskripsi', COALESCE((SELECT d.deskripsi FROM pesanan_detail d WHERE d.no_pesanan = p.no_pesanan ORDER BY d.line_no LIMIT 1), '-'),
                       'nama_barang', COALESCE((SELECT b.nama_barang FROM barang b WHERE b.no_pesanan = p.no_pesanan ORDER BY b.kode_barcode LIMIT 1), '-'),
                       'nama_attribut', COALESCE((SELECT d.attribut FROM pesanan_detail d WHERE d.no_pesanan = p.no_pesanan ORDER BY d.line_no LIMIT 1), '-'),
                       'berat_atribut', COALESCE((SELECT SUM(d.berat_atribut) FROM pesanan_detail d WHERE d.no_pesanan = p.no_pesanan), 0)::numeric(14,3)::text,
                       'berat_pakai', p.berat_selesai::numeric(14,3)::text, 'susut_pakai', p.susut_selesai::numeric(14,3)::text,
                       'ongkos', p.ongkos_tukang, 'st_selesai', CASE WHEN p.status IN ('SELESAI', 'DISERAHKAN') THEN 'Y' ELSE 'N' END,
                       'st_serah', CASE WHEN p.status = 'DISERAHKAN' THEN 'Y' ELSE 'N' END) ORDER BY p.no_pesanan)
                     FROM pesanan p WHERE p.no_so_pesanan = s.no_so_pesanan), '[]'::json) AS pesanan
    FROM so_pesanan s
    WHERE s.tgl_system BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      AND (${ctx.kode_toko}::text IS NULL OR s.kode_toko = ${ctx.kode_toko})
      AND (${p.kode_tukang} = ${SEMUA} OR s.kode_tukang = ${p.kode_tukang})
      AND (${p.kode_group} = ${SEMUA} OR s.kode_group = ${p.kode_group})`,
});
