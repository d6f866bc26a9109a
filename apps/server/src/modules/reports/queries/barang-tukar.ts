import { sql } from 'drizzle-orm';
import report from '@kencana/core/reports/barang-tukar';
import { defineQuery } from '../define-query.ts';

// The exchanges of the period with their buy-back's and sale's grams (the sale's from its lines).
export default defineQuery(report, {
  orderBy: ['tgl_system', 'no_tukar'],
  sql: (p, ctx) => sql`
    SELECT to_char(x.tgl_system, 'YYYY-MM-DD') AS tgl_system, x.no_tukar, x.kode_toko, x.nama_customer,
           x.no_faktur_beli,
           h.total_berat::numeric(14,3)::text AS berat_beli, x.total_beli::bigint AS total_beli,
           x.no_faktur_jual,
           (SELECT COALESCE(SUM(d.berat), 0) FROM penjualan_detail d WHERE d.no_faktur_jual = x.no_faktur_jual)::numeric(14,3)::text AS berat_jual,
           x.total_jual::bigint AS total_jual, x.selisih::bigint AS selisih,
           CASE WHEN x.selisih > 0 THEN 'CUSTOMER' WHEN x.selisih < 0 THEN 'TOKO' ELSE '-' END AS dibayar_oleh,
           CASE WHEN x.tgl_batal IS NULL THEN 'AKTIF' ELSE 'BATAL' END AS status
    FROM barang_tukar x JOIN pembelian h ON h.no_faktur_beli = x.no_faktur_beli
    WHERE x.tgl_system BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      AND (${ctx.kode_toko}::text IS NULL OR x.kode_toko = ${ctx.kode_toko})`,
});
