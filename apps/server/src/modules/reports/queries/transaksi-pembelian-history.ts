import { sql } from 'drizzle-orm';
import report from '@kencana/core/reports/transaksi-pembelian-history';
import { defineQuery } from '../define-query.ts';

// Every line of the period's buy-backs with its state: BATAL (the cancel), DISORTIR (the sort) or BELUM DISORTIR.
export default defineQuery(report, {
  orderBy: ['tgl_system', 'no_faktur_beli', 'line_no'],
  sql: (p, ctx) => sql`
    SELECT * FROM (
      SELECT to_char(d.tgl_system, 'YYYY-MM-DD') AS tgl_system, d.no_faktur_beli, d.line_no, d.kode_toko, h.nama_customer, d.nama_barang,
             d.kode_group, d.kondisi, d.berat::text AS berat, d.harga::bigint AS harga,
             CASE WHEN d.is_batal THEN 'BATAL' WHEN d.no_sortir IS NOT NULL THEN 'DISORTIR' ELSE 'BELUM DISORTIR' END AS status,
             COALESCE(CASE WHEN d.is_batal THEN h.no_batal ELSE d.no_sortir END, '-') AS no_dokumen,
             COALESCE(to_char(CASE WHEN d.is_batal THEN h.tgl_batal ELSE d.tgl_sortir END, 'YYYY-MM-DD'), '-') AS tgl_status,
             CASE WHEN d.is_batal THEN COALESCE(h.alasan_batal, '-') ELSE '-' END AS keterangan
      FROM pembelian_detail d JOIN pembelian h ON h.no_faktur_beli = d.no_faktur_beli
      WHERE d.tgl_system BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
        AND (${ctx.kode_toko}::text IS NULL OR d.kode_toko = ${ctx.kode_toko})) r
    WHERE ${p.status ?? 'SEMUA'} = 'SEMUA' OR r.status = ${p.status ?? 'SEMUA'}`,
});
