import { sql } from 'drizzle-orm';
import report from '@kencana/core/reports/hancur-barang';
import { defineQuery } from '../define-query.ts';

// The item lines of HANCUR_BARANG documents: where each item lay, its weight and the reason given.
export default defineQuery(report, {
  orderBy: ['tgl_system', 'no_hancur', 'id'],
  sql: (p, ctx) => sql`
    SELECT m.id, to_char(m.tgl_system, 'YYYY-MM-DD') AS tgl_system, m.doc_no AS no_hancur, m.kode_toko, m.kode_barcode, m.nama_barang,
           m.kode_group_asal AS kode_group, m.kode_dept_asal AS kode_dept, m.kode_baki_asal AS kode_baki,
           1 AS qty, m.berat_asal::text AS berat, m.keterangan AS alasan, m.user_id
    FROM barang_mutasi m
    WHERE m.doc_type = 'HANCUR_BARANG'
      AND m.tgl_system BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      AND (${ctx.kode_toko}::text IS NULL OR m.kode_toko = ${ctx.kode_toko})`,
});
