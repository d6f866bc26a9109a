import { sql } from 'drizzle-orm';
import { SEMUA } from '@kencana/core';
import report, { ULANG_TAHUN_BULAN_INI } from '@kencana/core/reports/database-member';
import { defineQuery } from '../define-query.ts';

// Active members of the store (every store for SEMUA), matched by code/phone/NIK prefix or a part of the
// name. Visits and purchases come from the member's activity: the last business date the member moved
// points or bought, and the count and total of their sales (cancelled sales left out).
export default defineQuery(report, {
  orderBy: ['nama_member', 'kode_member'],
  sql: (p, ctx) => {
    const cari = (p.cari ?? '').replace(/[\\%_]/g, (c) => `\\${c}`);
    const month = Number(ctx.today.slice(5, 7));
    return sql`
    SELECT m.kode_member, m.nama_member, m.no_hp, m.no_ktp, to_char(m.tgl_lahir, 'YYYY-MM-DD') AS tgl_lahir, m.kode_toko,
           to_char(a.terakhir, 'YYYY-MM-DD') AS kunjungan_terakhir,
           COALESCE(a.jumlah, 0) AS jumlah_transaksi, COALESCE(a.total, 0)::text AS total_belanja, m.poin
    FROM member m
    LEFT JOIN LATERAL (
      SELECT MAX(x.tgl) AS terakhir, COUNT(*) FILTER (WHERE x.belanja) AS jumlah, SUM(x.total) AS total
      FROM (
        SELECT p.tgl_system AS tgl, false AS belanja, 0::numeric AS total FROM member_poin p WHERE p.kode_member = m.kode_member
        UNION ALL
        -- Most sales are walk-ins (kode_member ''): said here, the planner sees how few rows a member has and
        -- reads them by the member's index instead of scanning every sale per member.
        SELECT j.tgl_system, true, j.total_harga::numeric FROM penjualan j
        WHERE j.kode_member = m.kode_member AND j.kode_member <> '' AND j.status <> 'BATAL'
      ) x
    ) a ON true
    WHERE m.is_active
      AND (${ctx.kode_toko}::text IS NULL OR m.kode_toko = ${ctx.kode_toko})
      AND (${cari} = '' OR m.kode_member LIKE ${`${cari}%`} OR m.no_hp LIKE ${`${cari}%`} OR m.no_ktp LIKE ${`${cari}%`} OR m.nama_member LIKE ${`%${cari}%`})
      AND (${p.ulang_tahun} = ${SEMUA} OR (${p.ulang_tahun} = ${ULANG_TAHUN_BULAN_INI} AND EXTRACT(MONTH FROM m.tgl_lahir) = ${month}))`;
  },
});
