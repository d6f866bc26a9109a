import { sql } from 'drizzle-orm';
import { SEMUA } from '@kencana/core';
import report from '@kencana/core/reports/barang-summary';
import { kindIn, trayPlaceSql } from '../../../stock/index.ts';
import { defineQuery } from '../define-query.ts';

// Stock on the trays at the end of the business date: per store, its last close on or before the date (the
// close's snapshot per place, category and type) plus its ledger rows dated after that close up to the date —
// the ledger summed, without reading the years before the close. The rows are read store by store on (store,
// kind, date) from the store's close; OFFSET 0 keeps the planner from flattening that into a hash join, where a
// bound known only at run time scans the whole ledger (2.1 s on a year of 20 stores; 18 ms store by store).
export default defineQuery(report, {
  orderBy: ['kode_toko', 'kode_gudang', 'kode_group'],
  sql: (p, ctx) => {
    const ledger = sql`
      WITH tutup AS (
        SELECT t.kode_toko, (SELECT MAX(c.tgl_system) FROM eod_closes c WHERE c.kode_toko = t.kode_toko AND c.tgl_system <= ${p.tanggal}::date) AS tgl
        FROM tokos t WHERE ${ctx.kode_toko}::text IS NULL OR t.kode_toko = ${ctx.kode_toko})
      SELECT s.kode_toko AS place_toko, s.place, s.place_kind, s.kode_gudang, s.kode_group, s.kode_dept, s.qty, s.berat
      FROM eod_snapshots s JOIN tutup ON tutup.kode_toko = s.kode_toko AND s.tgl_system = tutup.tgl
      UNION ALL
      SELECT m.place_toko, m.place, m.place_kind, m.kode_gudang, m.kode_group, m.kode_dept, m.qty, m.berat
      FROM tutup CROSS JOIN LATERAL (
        SELECT * FROM stock_movements m
        WHERE m.place_toko = tutup.kode_toko AND ${kindIn(sql`m.place_kind`, ['BAKI'])}
          AND m.tgl_system <= ${p.tanggal}::date AND m.tgl_system > COALESCE(tutup.tgl, '-infinity'::date)
        OFFSET 0) m`;
    const where = sql`${kindIn(sql`m.place_kind`, ['BAKI'])}
      AND (${p.kode_gudang} = ${SEMUA} OR m.kode_gudang = ${p.kode_gudang})
      AND (${p.kode_group} = ${SEMUA} OR m.kode_group = ${p.kode_group})`;
    if (p.type === 'DETAIL') {
      return sql`
        SELECT m.place_toko AS kode_toko, m.kode_gudang, bk.kode_baki, bk.nama_baki, m.kode_group, m.kode_dept,
               j.nama_dept, SUM(m.qty)::int AS qty, SUM(m.berat)::numeric(14,3)::text AS berat
        FROM (${ledger}) m
        JOIN baki bk ON ${trayPlaceSql(sql`bk.kode_baki`)} = m.place
        JOIN jenis j ON j.kode_dept = m.kode_dept
        WHERE ${where}
        GROUP BY m.place_toko, m.kode_gudang, m.place, bk.kode_baki, bk.nama_baki, m.kode_group, m.kode_dept, j.nama_dept
        HAVING SUM(m.qty) <> 0 OR SUM(m.berat) <> 0`;
    }
    return sql`
      SELECT m.place_toko AS kode_toko, m.kode_gudang, g.nama_gudang, m.kode_group,
             SUM(m.qty)::int AS qty, SUM(m.berat)::numeric(14,3)::text AS berat
      FROM (${ledger}) m JOIN gudang g ON g.kode_gudang = m.kode_gudang
      WHERE ${where}
      GROUP BY m.place_toko, m.kode_gudang, g.nama_gudang, m.kode_group
      HAVING SUM(m.qty) <> 0 OR SUM(m.berat) <> 0`;
  },
});
