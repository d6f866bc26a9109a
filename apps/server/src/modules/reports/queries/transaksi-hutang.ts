import { sql } from 'drizzle-orm';
import report from '@kencana/core/reports/transaksi-hutang';
import { defineQuery } from '../define-query.ts';

// The loans taken in the period (by their business date), renewed loans included.
export default defineQuery(report, {
  orderBy: ['tgl_system', 'no_hutang'],
  sql: (p, ctx) => sql`
    SELECT to_char(h.tgl_system, 'YYYY-MM-DD') AS tgl_system, h.no_hutang, h.kode_toko, h.nama_customer, h.total_berat::text AS berat,
           h.nilai_taksiran::bigint AS nilai_taksiran, h.jumlah_pinjaman::bigint AS jumlah_pinjaman, h.bunga_persen::text AS bunga_persen,
           to_char(h.tgl_jatuh_tempo, 'YYYY-MM-DD') AS tgl_jatuh_tempo, h.status, h.user_id
    FROM hutang h
    WHERE h.tgl_system BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date AND (${ctx.kode_toko}::text IS NULL OR h.kode_toko = ${ctx.kode_toko})`,
});
