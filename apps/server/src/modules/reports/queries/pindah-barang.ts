import { sql } from 'drizzle-orm';
import { SEMUA } from '@kencana/core';
import report from '@kencana/core/reports/pindah-barang';
import { documentTypeIn, documentTypeName } from '../../../stock/index.ts';
import { defineQuery } from '../define-query.ts';

// The item lines of the three kinds of move inside a store; a tray filter matches either end of the move.
export default defineQuery(report, {
  orderBy: ['tgl_system', 'no_pindah', 'id'],
  sql: (p, ctx) => sql`
    SELECT m.id, to_char(m.tgl_system, 'YYYY-MM-DD') AS tgl_system, m.doc_no AS no_pindah, ${documentTypeName(sql`m.doc_type`)} AS jenis_pindah,
           m.kode_barcode, m.nama_barang, m.kode_group_tujuan AS kode_group, m.kode_dept_tujuan AS kode_dept,
           m.kode_baki_asal, m.kode_baki_tujuan, 1 AS qty, m.berat_tujuan::text AS berat, m.user_id
    FROM barang_mutasi m
    WHERE ${documentTypeIn(sql`m.doc_type`, ['PINDAH_BARANG', 'PINDAH_BAKI', 'PINDAH_SORTIR'])}
      AND m.tgl_system BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      AND (${ctx.kode_toko}::text IS NULL OR m.kode_toko = ${ctx.kode_toko})
      AND (${p.kode_baki} = ${SEMUA} OR m.kode_baki_asal = ${p.kode_baki} OR m.kode_baki_tujuan = ${p.kode_baki})
      AND (${p.jenis_pindah} = ${SEMUA} OR ${documentTypeName(sql`m.doc_type`)} = ${p.jenis_pindah})`,
});
