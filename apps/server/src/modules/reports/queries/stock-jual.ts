import { sql } from 'drizzle-orm';
import { SEMUA } from '@kencana/core';
import report from '@kencana/core/reports/stock-jual';
import { kindIn, trayPlaceSql } from '../../../stock/index.ts';
import { defineQuery } from '../define-query.ts';

// The running balances of the trays (which equal the ledger) per category and type, with the selling
// price of the barcoded items lying there (bulk stock has none).
export default defineQuery(report, {
  orderBy: ['kode_toko', 'kode_gudang', 'kode_baki', 'kode_group', 'kode_dept'],
  sql: (p, ctx) => sql`
    SELECT s.place_toko AS kode_toko, s.kode_gudang, b.kode_baki, b.nama_baki,
           s.kode_group, s.kode_dept, COALESCE(j.nama_dept, '-') AS nama_dept, s.qty, s.berat::numeric(14,3)::text AS berat,
           COALESCE((SELECT SUM(i.harga_jual) FROM barang i
                     WHERE i.lokasi = s.place AND i.kode_group = s.kode_group AND i.kode_dept = s.kode_dept), 0)::bigint AS harga_jual
    FROM stock_balances s
    JOIN baki b ON ${trayPlaceSql(sql`b.kode_baki`)} = s.place
    LEFT JOIN jenis j ON j.kode_dept = s.kode_dept
    WHERE ${kindIn(sql`s.place_kind`, ['BAKI'])} AND s.qty > 0
      AND (${ctx.kode_toko}::text IS NULL OR s.place_toko = ${ctx.kode_toko})
      AND (${p.kode_gudang} = ${SEMUA} OR s.kode_gudang = ${p.kode_gudang})
      AND (${p.kode_baki} = ${SEMUA} OR b.kode_baki = ${p.kode_baki})
      AND (${p.kode_group} = ${SEMUA} OR s.kode_group = ${p.kode_group})
      AND (${p.kode_dept} = ${SEMUA} OR s.kode_dept = ${p.kode_dept})`,
});
