import { sql } from 'drizzle-orm';
import report from '@kencana/core/reports/stock-hutang';
import type { PlaceKind } from '@kencana/core';
import type { MoneyAccountKind } from '../../../ledger/money-accounts.ts';
import { hargaBeliSql } from '../../../pricing/gold-price.ts';
import { defineQuery } from '../define-query.ts';

const GADAI: PlaceKind = 'GADAI';
const PIUTANG: MoneyAccountKind = 'PIUTANG';

// One row per store that has loans and per business day of the period (up to the store's business date).
// In and out are each document's net change of the store's GADAI places and PIUTANG accounts, so a partial
// redemption (pieces from the old loan's place to the new one's, the principal from one account to the
// other) moves no pieces and takes out only the principal paid. Ageing: the loans open at the day's end
// (taken on or before it, closed after it) by days past the due date in force that day (an extension paid
// later still counts the old due date), each with its principal of that day. The collateral held at the
// day's end is valued at the buy-back price of the store's business date (today), grams × price per
// category, rounded down like a loan's valuation.
export default defineQuery(report, {
  orderBy: ['kode_toko', 'tgl_system'],
  sql: (p, ctx) => sql`
    WITH stores AS (
      SELECT t.kode_toko, t.tgl_system AS hari_ini FROM tokos t
      WHERE (${ctx.kode_toko}::text IS NULL OR t.kode_toko = ${ctx.kode_toko})
        AND EXISTS (SELECT 1 FROM hutang h WHERE h.kode_toko = t.kode_toko AND h.tgl_system <= ${p.tgl_to}::date)
    ),
    days AS (
      SELECT s.kode_toko, s.hari_ini, g.tgl::date AS tgl
      FROM stores s CROSS JOIN LATERAL generate_series(${p.tgl_from}::date, LEAST(${p.tgl_to}::date, s.hari_ini), interval '1 day') AS g(tgl)
    ),
    pieces AS (
      SELECT m.place_toko AS kode_toko, m.tgl_system, SUM(m.qty) AS qty, SUM(m.berat) AS berat
      FROM stock_movements m JOIN stores s ON s.kode_toko = m.place_toko
      WHERE m.place_kind = ${GADAI} AND m.tgl_system <= ${p.tgl_to}::date
      GROUP BY m.doc_no, m.place_toko, m.tgl_system
    ),
    pieces_day AS (
      SELECT kode_toko, tgl_system, SUM(GREATEST(qty, 0)) AS masuk_qty, SUM(GREATEST(-qty, 0)) AS keluar_qty,
             SUM(GREATEST(berat, 0)) AS masuk_berat, SUM(GREATEST(-berat, 0)) AS keluar_berat
      FROM pieces GROUP BY kode_toko, tgl_system
    ),
    pokok AS (
      SELECT a.kode_toko, e.tgl_system, SUM(e.jumlah) AS jumlah
      FROM money_entries e JOIN money_accounts a ON a.kode_akun = e.kode_akun JOIN stores s ON s.kode_toko = a.kode_toko
      WHERE a.kind = ${PIUTANG} AND e.tgl_system <= ${p.tgl_to}::date
      GROUP BY e.doc_no, a.kode_toko, e.tgl_system
    ),
    pokok_day AS (
      SELECT kode_toko, tgl_system, SUM(GREATEST(jumlah, 0)) AS masuk, SUM(GREATEST(-jumlah, 0)) AS keluar
      FROM pokok GROUP BY kode_toko, tgl_system
    ),
    flows AS (
      SELECT d.kode_toko, d.tgl, d.hari_ini,
             COALESCE(op.qty, 0) AS awal_qty, COALESCE(op.berat, 0) AS awal_berat, COALESCE(ok.jumlah, 0) AS awal_pokok,
             COALESCE(pd.masuk_qty, 0) AS masuk_qty, COALESCE(pd.masuk_berat, 0) AS masuk_berat, COALESCE(kd.masuk, 0) AS masuk_pokok,
             COALESCE(pd.keluar_qty, 0) AS keluar_qty, COALESCE(pd.keluar_berat, 0) AS keluar_berat, COALESCE(kd.keluar, 0) AS keluar_pokok
      FROM days d
      LEFT JOIN LATERAL (
        SELECT SUM(x.masuk_qty - x.keluar_qty) AS qty, SUM(x.masuk_berat - x.keluar_berat) AS berat
        FROM pieces_day x WHERE x.kode_toko = d.kode_toko AND x.tgl_system < d.tgl
      ) op ON true
      LEFT JOIN LATERAL (SELECT SUM(x.masuk - x.keluar) AS jumlah FROM pokok_day x WHERE x.kode_toko = d.kode_toko AND x.tgl_system < d.tgl) ok ON true
      LEFT JOIN pieces_day pd ON pd.kode_toko = d.kode_toko AND pd.tgl_system = d.tgl
      LEFT JOIN pokok_day kd ON kd.kode_toko = d.kode_toko AND kd.tgl_system = d.tgl
    )
    SELECT to_char(f.tgl, 'YYYY-MM-DD') AS tgl_system, f.kode_toko,
           f.awal_qty::int AS awal_qty, f.awal_berat::numeric(14,3)::text AS awal_berat, f.awal_pokok::bigint AS awal_pokok,
           f.masuk_qty::int AS masuk_qty, f.masuk_berat::numeric(14,3)::text AS masuk_berat, f.masuk_pokok::bigint AS masuk_pokok,
           f.keluar_qty::int AS keluar_qty, f.keluar_berat::numeric(14,3)::text AS keluar_berat, f.keluar_pokok::bigint AS keluar_pokok,
           (f.awal_qty + f.masuk_qty - f.keluar_qty)::int AS akhir_qty,
           (f.awal_berat + f.masuk_berat - f.keluar_berat)::numeric(14,3)::text AS akhir_berat,
           (f.awal_pokok + f.masuk_pokok - f.keluar_pokok)::bigint AS akhir_pokok,
           COALESCE(u.belum, 0)::bigint AS belum_jatuh_tempo, COALESCE(u.telat_1_30, 0)::bigint AS telat_1_30,
           COALESCE(u.telat_31_60, 0)::bigint AS telat_31_60, COALESCE(u.telat_60, 0)::bigint AS telat_60,
           COALESCE(v.nilai, 0)::bigint AS nilai_jaminan,
           (COALESCE(v.nilai, 0) - (f.awal_pokok + f.masuk_pokok - f.keluar_pokok))::bigint AS selisih
    FROM flows f
    LEFT JOIN LATERAL (
      SELECT SUM(l.pokok) FILTER (WHERE l.umur <= 0) AS belum,
             SUM(l.pokok) FILTER (WHERE l.umur BETWEEN 1 AND 30) AS telat_1_30,
             SUM(l.pokok) FILTER (WHERE l.umur BETWEEN 31 AND 60) AS telat_31_60,
             SUM(l.pokok) FILTER (WHERE l.umur > 60) AS telat_60
      FROM (
        SELECT f.tgl - COALESCE(
                 (SELECT b.tgl_jatuh_tempo_lama FROM hutang_bayar b
                  WHERE b.no_hutang = h.no_hutang AND b.jenis = 'PERPANJANG' AND NOT b.is_batal AND b.tgl_system > f.tgl
                  ORDER BY b.tgl_system, b.created_at LIMIT 1),
                 h.tgl_jatuh_tempo) AS umur,
               (SELECT COALESCE(SUM(e.jumlah), 0) FROM money_accounts a JOIN money_entries e ON e.kode_akun = a.kode_akun
                WHERE a.kind = ${PIUTANG} AND a.kode_toko = h.kode_toko AND a.ref = h.no_hutang AND e.tgl_system <= f.tgl) AS pokok
        FROM hutang h
        WHERE h.kode_toko = f.kode_toko AND h.tgl_system <= f.tgl AND (h.tgl_tutup IS NULL OR h.tgl_tutup > f.tgl)
      ) l
    ) u ON true
    LEFT JOIN LATERAL (
      SELECT FLOOR(SUM(g.berat * ${hargaBeliSql(sql`g.kode_group`, sql`f.hari_ini`)})) AS nilai
      FROM (
        SELECT m.kode_group, SUM(m.berat) AS berat FROM stock_movements m
        WHERE m.place_kind = ${GADAI} AND m.place_toko = f.kode_toko AND m.tgl_system <= f.tgl
        GROUP BY m.kode_group
      ) g
    ) v ON true`,
});
