import { sql } from 'drizzle-orm';
import { SEMUA } from '@kencana/core';
import report from '@kencana/core/reports/barang-summary';
import { stockAsOfSql, trayPlaceSql } from '../../../stock/index.ts';
import { defineQuery } from '../define-query.ts';

// Stock on the trays at the end of the business date: per store, its last close on or before the date (the
// close's snapshot per place, category and type) plus its ledger rows dated after that close up to the date —
// the ledger summed, without reading the years before the close (stockAsOfSql).
export default defineQuery(report, {
  orderBy: ['kode_toko', 'kode_gudang', 'kode_group'],
  sql: (p, ctx) => {
    const ledger = stockAsOfSql(sql`${p.tanggal}::date`, ctx.kode_toko, ['BAKI']);
    const where = sql`(${p.kode_gudang} = ${SEMUA} OR m.kode_gudang = ${p.kode_gudang})
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
