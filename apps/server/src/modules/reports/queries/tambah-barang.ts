import { sql } from 'drizzle-orm';
import { SEMUA } from '@kencana/core';
import report from '@kencana/core/reports/tambah-barang';
import { defineQuery } from '../define-query.ts';

// Every item added by the form (TAMBAH_BARANG documents) or imported (IMPORT_BARANG) in the period, as the
// document put it on its tray: the weight and the selling price at entry, both recorded on the item's history
// line by the document (an edit later changes the goods record, not what was true at entry). The item's type
// and purity come from the goods record.
export default defineQuery(report, {
  orderBy: ['tgl_system', 'doc_no', 'kode_barcode'],
  sql: (p, ctx) => sql`
    SELECT to_char(m.tgl_system, 'YYYY-MM-DD') AS tgl_system, m.doc_no, m.kode_toko, m.kode_barcode, m.nama_barang,
           m.kode_group_tujuan AS kode_group, m.kode_dept_tujuan AS kode_dept, m.kode_baki_tujuan AS kode_baki, b.tipe_barang,
           b.kadar, 1 AS qty, m.berat_tujuan::text AS berat, m.harga_jual,
           CASE WHEN m.doc_type = 'IMPORT_BARANG' THEN 'IMPORT' ELSE 'TAMBAH' END AS sumber, m.user_id
    FROM barang_mutasi m JOIN barang b ON b.kode_barcode = m.kode_barcode
    WHERE m.doc_type IN ('TAMBAH_BARANG', 'IMPORT_BARANG')
      AND m.tgl_system BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      AND (${ctx.kode_toko}::text IS NULL OR m.kode_toko = ${ctx.kode_toko})
      AND (${p.kode_group} = ${SEMUA} OR m.kode_group_tujuan = ${p.kode_group})
      AND (${p.sumber} = ${SEMUA} OR (m.doc_type = 'IMPORT_BARANG') = (${p.sumber} = 'IMPORT'))`,
});
