import { sql } from 'drizzle-orm';
import { SEMUA } from '@kencana/core';
import report from '@kencana/core/reports/kirim-barang';
import { defineQuery } from '../define-query.ts';

// The store's shipments of the period (one number or SEMUA), each with its goods. Days on the road: until
// the last receipt once everything came, else until today (an item: until its receipt, else today).
export default defineQuery(report, {
  orderBy: ['tgl_kirim', 'no_kirim'],
  sql: (p, ctx) => sql`
    SELECT k.no_kirim, to_char(k.tgl_kirim, 'YYYY-MM-DD') AS tgl_kirim, k.tujuan, t.nama_toko AS nama_tujuan,
           k.qty, k.berat::text AS berat, k.qty_terima, k.status,
           COALESCE(to_char(k.tgl_terima_akhir, 'YYYY-MM-DD'), '-') AS tgl_terima,
           (CASE WHEN k.status = 'DITERIMA' AND k.tgl_terima_akhir IS NOT NULL THEN k.tgl_terima_akhir ELSE ${ctx.today}::date END - k.tgl_kirim) AS lama_transit_hari,
           COALESCE((
             SELECT json_agg(json_build_object(
                      'kode_barcode', d.kode_barcode, 'nama_barang', d.nama_barang, 'kode_group', d.kode_group, 'kode_dept', d.kode_dept,
                      'tipe_barang', d.tipe_barang, 'kode_baki', d.kode_baki, 'berat', d.berat::text, 'status', d.status,
                      'tgl_terima', COALESCE(to_char(d.tgl_terima, 'YYYY-MM-DD'), '-'),
                      'lama_transit_hari', COALESCE(d.tgl_terima, ${ctx.today}::date) - k.tgl_kirim)
                    ORDER BY d.line_no)
             FROM kirim_barang_detail d WHERE d.no_kirim = k.no_kirim), '[]'::json) AS detail_barang
    FROM kirim_barang k JOIN tokos t ON t.kode_toko = k.tujuan
    WHERE k.kode_toko = ${ctx.kode_toko ?? p.kode_cabang}
      AND k.tgl_kirim BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      AND (${p.no_kirim} = ${SEMUA} OR k.no_kirim = ${p.no_kirim})`,
});
