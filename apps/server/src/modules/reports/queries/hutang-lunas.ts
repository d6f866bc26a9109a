import { sql } from 'drizzle-orm';
import report from '@kencana/core/reports/hutang-lunas';
import { defineQuery } from '../define-query.ts';

// The redemptions (LUNAS payments) in the period, with the days from the loan's date to the redemption.
export default defineQuery(report, {
  orderBy: ['tgl_lunas', 'no_bayar'],
  sql: (p, ctx) => sql`
    SELECT to_char(b.tgl_system, 'YYYY-MM-DD') AS tgl_lunas, b.no_bayar, b.no_hutang, b.kode_toko, h.nama_customer,
           to_char(h.tgl_system, 'YYYY-MM-DD') AS tgl_system, (b.tgl_system - h.tgl_system)::int AS hari,
           b.pokok::bigint AS pokok, b.bunga::bigint AS bunga, b.denda::bigint AS denda, b.jumlah::bigint AS jumlah
    FROM hutang_bayar b JOIN hutang h USING (no_hutang)
    WHERE b.jenis = 'LUNAS' AND NOT b.is_batal AND b.tgl_system BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      AND (${ctx.kode_toko}::text IS NULL OR b.kode_toko = ${ctx.kode_toko})`,
});
