import { sql } from 'drizzle-orm';
import { SEMUA } from '@kencana/core';
import report from '@kencana/core/reports/terima-barang';
import { defineQuery } from '../define-query.ts';

// Shipments addressed to the store (every store for OWN/SU with SEMUA) sent in the period, with what came,
// into which tray by which receipt, and the days on the road (until the last receipt, or today while out).
export default defineQuery(report, {
  orderBy: ['tgl_kirim', 'no_kirim'],
  sql: (p, ctx) => sql`
    SELECT k.no_kirim, to_char(k.tgl_kirim, 'YYYY-MM-DD') AS tgl_kirim, k.kode_toko, k.tujuan,
           k.qty, k.berat::text AS berat, k.qty_terima, k.berat_terima::text AS berat_terima, k.status,
           COALESCE(to_char(k.tgl_terima_akhir, 'YYYY-MM-DD'), '-') AS tgl_terima,
           (CASE WHEN k.status = 'DITERIMA' AND k.tgl_terima_akhir IS NOT NULL THEN k.tgl_terima_akhir ELSE ${ctx.today}::date END - k.tgl_kirim) AS lama_transit_hari,
           COALESCE((
             SELECT json_agg(json_build_object(
                      'kode_barcode', d.kode_barcode, 'nama_barang', d.nama_barang, 'kode_group', d.kode_group, 'kode_dept', d.kode_dept,
                      'berat', d.berat::text, 'status', d.status, 'no_terima', COALESCE(d.no_terima, '-'),
                      'kode_baki_terima', COALESCE(d.kode_baki_terima, '-'), 'tgl_terima', COALESCE(to_char(d.tgl_terima, 'YYYY-MM-DD'), '-'))
                    ORDER BY d.line_no)
             FROM kirim_barang_detail d WHERE d.no_kirim = k.no_kirim), '[]'::json) AS detail_barang
    FROM kirim_barang k
    WHERE (${ctx.kode_toko}::text IS NULL OR k.tujuan = ${ctx.kode_toko})
      AND k.tgl_kirim BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      AND (${p.status} = ${SEMUA} OR k.status = ${p.status})`,
});
