import { sql } from 'drizzle-orm';
import { SEMUA } from '@kencana/core';
import report from '@kencana/core/reports/transaksi-pembelian';
import { defineQuery } from '../define-query.ts';

// The lines of the period's buy-backs that stand (not cancelled), one row per line (= one lot).
export default defineQuery(report, {
  orderBy: ['tgl_system', 'no_faktur_beli', 'line_no'],
  sql: (p, ctx) => sql`
    SELECT to_char(d.tgl_system, 'YYYY-MM-DD') AS tgl_system, d.no_faktur_beli, d.line_no, d.kode_toko, h.nama_customer, h.no_ktp,
           COALESCE(d.kode_barcode, '-') AS kode_barcode, d.nama_barang, d.kode_group, d.kode_dept, d.kondisi, d.kadar, 1 AS qty,
           d.berat::text AS berat, d.harga_per_gram::bigint AS harga_per_gram, d.harga::bigint AS harga, h.user_id
    FROM pembelian_detail d JOIN pembelian h ON h.no_faktur_beli = d.no_faktur_beli
    WHERE d.tgl_system BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date AND NOT d.is_batal
      AND (${ctx.kode_toko}::text IS NULL OR d.kode_toko = ${ctx.kode_toko})
      AND (${p.kode_group} = ${SEMUA} OR d.kode_group = ${p.kode_group})`,
});
