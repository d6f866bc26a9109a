import { sql } from 'drizzle-orm';
import report from '@kencana/core/reports/konversi-barang';
import { defineQuery } from '../define-query.ts';

// One row per conversion document (barang_mutasi lines of KONVERSI_BARANG), its items nested in line order.
export default defineQuery(report, {
  orderBy: ['tgl_konversi', 'no_konversi'],
  sql: (p, ctx) => sql`
    SELECT m.doc_no AS no_konversi, to_char(m.tgl_system, 'YYYY-MM-DD') AS tgl_konversi, m.kode_toko,
           MAX(m.user_id) AS user_id, COALESCE(NULLIF(MAX(m.keterangan), ''), '-') AS keterangan,
           count(*)::int AS qty, SUM(m.berat_tujuan)::numeric(14,3)::text AS berat,
           json_agg(json_build_object(
             'kode_barcode', m.kode_barcode, 'nama_barang', m.nama_barang,
             'kategori_asal', m.kode_group_asal, 'kategori_tujuan', m.kode_group_tujuan,
             'jenis_asal', m.kode_dept_asal, 'jenis_tujuan', m.kode_dept_tujuan,
             'berat', m.berat_tujuan::text) ORDER BY m.id) AS detail_barang
    FROM barang_mutasi m
    WHERE m.doc_type = 'KONVERSI_BARANG'
      AND m.tgl_system BETWEEN ${p.start_date}::date AND ${p.end_date}::date
      AND (${ctx.kode_toko}::text IS NULL OR m.kode_toko = ${ctx.kode_toko})
    GROUP BY m.doc_no, m.tgl_system, m.kode_toko`,
});
