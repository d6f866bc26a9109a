import { sql } from 'drizzle-orm';
import { SEMUA } from '@kencana/core';
import report from '@kencana/core/reports/penjualan-bayar';
import { defineQuery } from '../define-query.ts';

// Every payment of the period's sales not cancelled; the sale's change stands beside its cash payment (a
// sale's change is given from cash only), so cash received − change is the cash kept.
export default defineQuery(report, {
  orderBy: ['tgl_system', 'no_faktur_jual', 'jenis'],
  sql: (p, ctx) => sql`
    SELECT to_char(j.tgl_system, 'YYYY-MM-DD') AS tgl_system, j.no_faktur_jual, j.kode_toko, b.jenis, b.kode_bank, b.kode_marketplace,
           b.no_referensi, b.jumlah,
           CASE WHEN b.jenis = 'CASH' AND b.id = (SELECT MIN(c.id) FROM penjualan_bayar c WHERE c.no_faktur_jual = j.no_faktur_jual AND c.jenis = 'CASH')
                THEN j.kembalian ELSE 0 END AS kembalian
    FROM penjualan_bayar b JOIN penjualan j ON j.no_faktur_jual = b.no_faktur_jual
    WHERE j.status <> 'BATAL' AND j.tgl_system BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      AND (${ctx.kode_toko}::text IS NULL OR j.kode_toko = ${ctx.kode_toko})
      AND (${p.jenis} = ${SEMUA} OR b.jenis = ${p.jenis})`,
});
