import { sql } from 'drizzle-orm';
import report from '@kencana/core/reports/transaksi-penjualan';
import { defineQuery } from '../define-query.ts';

// The period's sales not cancelled, each with its pieces as sold (price per gram, ongkos, discount, price).
export default defineQuery(report, {
  orderBy: ['tgl_system', 'no_faktur_jual'],
  sql: (p, ctx) => sql`
    SELECT to_char(j.tgl_system, 'YYYY-MM-DD') AS tgl_system, j.no_faktur_jual, j.kode_toko,
           CASE WHEN j.kode_member <> '' THEN j.kode_member || ' - ' || j.nama_customer ELSE j.nama_customer END AS customer,
           j.kode_sales, d.qty, d.berat::text AS berat, d.diskon, j.total_harga, j.poin, j.user_id,
           d.detail_barang
    FROM penjualan j
    CROSS JOIN LATERAL (
      SELECT COUNT(*)::int AS qty, COALESCE(SUM(x.berat), 0)::numeric(14,3) AS berat, COALESCE(SUM(x.diskon), 0) AS diskon,
             COALESCE(json_agg(json_build_object(
               'kode_barcode', x.kode_barcode, 'nama_barang', x.nama_barang, 'kode_group', x.kode_group, 'kode_dept', x.kode_dept,
               'berat', x.berat::text, 'kadar', x.kadar, 'harga_per_gram', x.harga_per_gram, 'ongkos', x.ongkos, 'diskon', x.diskon,
               'harga', x.harga) ORDER BY x.line_no), '[]'::json) AS detail_barang
      FROM penjualan_detail x WHERE x.no_faktur_jual = j.no_faktur_jual
    ) d
    WHERE j.status <> 'BATAL' AND j.tgl_system BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      AND (${ctx.kode_toko}::text IS NULL OR j.kode_toko = ${ctx.kode_toko})`,
});
