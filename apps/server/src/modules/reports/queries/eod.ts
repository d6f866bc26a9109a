import { sql } from 'drizzle-orm';
import report from '@kencana/core/reports/eod';
import type { MoneyAccountKind } from '../../../ledger/money-accounts.ts';
import { defineQuery } from '../define-query.ts';

/** The drawer's account kind, bound as a parameter (the kinds are money-accounts.ts's). */
const DRAWER: MoneyAccountKind = 'KAS';

export default defineQuery(report, {
  orderBy: ['tgl_system DESC', 'kode_toko'],
  sql: (p, ctx) => sql`
    SELECT to_char(c.tgl_system, 'YYYY-MM-DD') AS tgl_system, c.kode_toko, t.nama_toko,
           to_char(c.tgl_system_baru, 'YYYY-MM-DD') AS tgl_system_baru, c.closed_by,
           to_char(c.closed_at AT TIME ZONE ${ctx.timeZone}, 'YYYY-MM-DD HH24:MI:SS') AS closed_at,
           c.total_qty, c.total_berat::text AS total_berat,
           COALESCE((
             SELECT json_agg(json_build_object(
                      'kode_gudang', s.kode_gudang, 'tempat', regexp_replace(s.place, '^[A-Z]+:', ''),
                      'kode_group', s.kode_group, 'kode_dept', s.kode_dept, 'qty', s.qty, 'berat', s.berat::text)
                    ORDER BY s.kode_gudang, s.place, s.kode_group, s.kode_dept)
             FROM eod_snapshots s WHERE s.kode_toko = c.kode_toko AND s.tgl_system = c.tgl_system), '[]'::json) AS saldo,
           k.kas_awal, k.kas_masuk, k.kas_keluar, k.kas_awal + k.kas_masuk - k.kas_keluar AS kas_seharusnya,
           h.dihitung AS kas_dihitung, h.dihitung - (k.kas_awal + k.kas_masuk - k.kas_keluar) AS selisih_kas
    FROM eod_closes c JOIN tokos t ON t.kode_toko = c.kode_toko
    -- The store's close before this one: its money snapshot is the drawer's opening.
    CROSS JOIN LATERAL (SELECT MAX(pc.tgl_system) AS tgl FROM eod_closes pc WHERE pc.kode_toko = c.kode_toko AND pc.tgl_system < c.tgl_system) p
    -- The drawer: the previous close's balance plus the entries of the store's KAS account dated after it
    -- before the day, and the day's in and out, the booked count difference (SELISIH_KAS) left out so
    -- 'expected' is what the books said before the count.
    CROSS JOIN LATERAL (
      SELECT (COALESCE((SELECT s.saldo FROM eod_money_snapshots s
                        JOIN money_accounts sa ON sa.kode_akun = s.kode_akun AND sa.kind = ${DRAWER} AND sa.kode_toko = c.kode_toko
                        WHERE s.kode_toko = c.kode_toko AND s.tgl_system = p.tgl), 0)
              + COALESCE(SUM(e.jumlah) FILTER (WHERE e.tgl_system < c.tgl_system), 0))::bigint AS kas_awal,
             COALESCE(SUM(e.jumlah) FILTER (WHERE e.tgl_system = c.tgl_system AND e.jumlah > 0 AND d.doc_type <> 'SELISIH_KAS'), 0)::bigint AS kas_masuk,
             COALESCE(-SUM(e.jumlah) FILTER (WHERE e.tgl_system = c.tgl_system AND e.jumlah < 0 AND d.doc_type <> 'SELISIH_KAS'), 0)::bigint AS kas_keluar
      FROM money_entries e JOIN documents d ON d.doc_no = e.doc_no
      JOIN money_accounts a ON a.kode_akun = e.kode_akun AND a.kind = ${DRAWER} AND a.kode_toko = c.kode_toko
      WHERE e.tgl_system <= c.tgl_system AND e.tgl_system > COALESCE(p.tgl, '-infinity'::date)) k
    -- What was counted: the CASH row of the day's last count round (none when the store's rule was off).
    LEFT JOIN LATERAL (
      SELECT hk.dihitung FROM hitung_kas hk
      WHERE hk.kode_toko = c.kode_toko AND hk.tgl_system = c.tgl_system AND hk.jenis = 'CASH'
      ORDER BY hk.urut DESC LIMIT 1) h ON true
    WHERE c.tgl_system BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      AND (${ctx.kode_toko}::text IS NULL OR c.kode_toko = ${ctx.kode_toko})`,
});
