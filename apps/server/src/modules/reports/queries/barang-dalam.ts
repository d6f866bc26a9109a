import { sql } from 'drizzle-orm';
import report from '@kencana/core/reports/barang-dalam';
import { kindIn } from '../../../stock/index.ts';
import { defineQuery } from '../define-query.ts';

// The goods inside the user's own store (the screen has no store choice), from the running balances.
export default defineQuery(report, {
  orderBy: ['kode_gudang', 'kode_group'],
  sql: (_p, ctx) => sql`
    SELECT b.kode_gudang, g.nama_gudang, b.kode_group, SUM(b.qty)::int AS qty, SUM(b.berat)::numeric(14,3)::text AS berat
    FROM stock_balances b JOIN gudang g ON g.kode_gudang = b.kode_gudang
    WHERE b.place_toko = ${ctx.user.kode_toko} AND ${kindIn(sql`b.place_kind`, ['BAKI'])}
    GROUP BY b.kode_gudang, g.nama_gudang, b.kode_group
    HAVING SUM(b.qty) <> 0 OR SUM(b.berat) <> 0`,
});
