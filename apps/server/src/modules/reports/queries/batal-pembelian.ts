import { sql } from 'drizzle-orm';
import report from '@kencana/core/reports/batal-pembelian';
import { defineQuery } from '../define-query.ts';

// The buy-backs cancelled in the period (by the cancel's business date).
export default defineQuery(report, {
  orderBy: ['tgl_batal', 'no_batal'],
  sql: (p, ctx) => sql`
    SELECT to_char(h.tgl_batal, 'YYYY-MM-DD') AS tgl_batal, h.no_batal, h.no_faktur_beli, to_char(h.tgl_system, 'YYYY-MM-DD') AS tgl_system,
           h.kode_toko, h.nama_customer, (SELECT COUNT(*) FROM pembelian_detail d WHERE d.no_faktur_beli = h.no_faktur_beli)::int AS qty,
           h.total_berat::text AS berat, h.total_harga::bigint AS total_harga, COALESCE(h.alasan_batal, '-') AS alasan, COALESCE(h.user_batal, '-') AS user_batal
    FROM pembelian h
    WHERE h.no_batal IS NOT NULL AND h.tgl_batal BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      AND (${ctx.kode_toko}::text IS NULL OR h.kode_toko = ${ctx.kode_toko})`,
});
