import { sql } from 'drizzle-orm';
import report from '@kencana/core/reports/batal-hutang';
import { defineQuery } from '../define-query.ts';

// The loans cancelled in the period (by the cancel's business date).
export default defineQuery(report, {
  orderBy: ['tgl_batal', 'no_batal'],
  sql: (p, ctx) => sql`
    SELECT to_char(h.tgl_tutup, 'YYYY-MM-DD') AS tgl_batal, h.no_tutup AS no_batal, h.no_hutang, h.kode_toko, h.nama_customer,
           h.total_berat::text AS berat, h.jumlah_pinjaman::bigint AS jumlah_pinjaman, COALESCE(NULLIF(h.keterangan, ''), '-') AS alasan
    FROM hutang h
    WHERE h.status = 'BATAL' AND h.tgl_tutup BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      AND (${ctx.kode_toko}::text IS NULL OR h.kode_toko = ${ctx.kode_toko})`,
});
