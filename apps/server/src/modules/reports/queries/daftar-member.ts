import { sql } from 'drizzle-orm';
import report from '@kencana/core/reports/daftar-member';
import { defineQuery } from '../define-query.ts';

// Members registered in the period at the store (every store for SEMUA), deleted ones excluded.
export default defineQuery(report, {
  orderBy: ['tgl_daftar', 'kode_member'],
  sql: (p, ctx) => sql`
    SELECT to_char(m.tgl_daftar, 'YYYY-MM-DD') AS tgl_daftar, m.kode_member, m.nama_member, m.no_ktp, m.no_hp, m.alamat,
           to_char(m.tgl_lahir, 'YYYY-MM-DD') AS tgl_lahir, m.kode_toko, m.poin
    FROM member m
    WHERE m.is_active AND m.tgl_daftar BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      AND (${ctx.kode_toko}::text IS NULL OR m.kode_toko = ${ctx.kode_toko})`,
});
