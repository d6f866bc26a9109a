import { sql } from 'drizzle-orm';
import report from '@kencana/core/reports/penjualan-marketplace';
import { defineQuery } from '../define-query.ts';

// The marketplace payments of the period's sales not cancelled, with the marketplace's name.
export default defineQuery(report, {
  orderBy: ['tgl_system', 'no_faktur_jual', 'no_referensi'],
  sql: (p, ctx) => sql`
    SELECT to_char(j.tgl_system, 'YYYY-MM-DD') AS tgl_system, j.no_faktur_jual, j.kode_toko, b.kode_marketplace,
           COALESCE(m.nama_marketplace, '-') AS nama_marketplace, b.no_referensi,
           CASE WHEN j.kode_member <> '' THEN j.kode_member || ' - ' || j.nama_customer ELSE j.nama_customer END AS customer,
           b.jumlah
    FROM penjualan_bayar b JOIN penjualan j ON j.no_faktur_jual = b.no_faktur_jual
    LEFT JOIN marketplace m ON m.kode_marketplace = b.kode_marketplace
    WHERE b.jenis = 'MARKETPLACE' AND j.status <> 'BATAL' AND j.tgl_system BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      AND (${ctx.kode_toko}::text IS NULL OR j.kode_toko = ${ctx.kode_toko})`,
});
