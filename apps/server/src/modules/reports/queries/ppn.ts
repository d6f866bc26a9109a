import { sql } from 'drizzle-orm';
import report from '@kencana/core/reports/ppn';
import { defineQuery } from '../define-query.ts';

// The PPN fixed on each sale line of a PKP store (ppn_dasar set), cancelled sales left out. REKAP groups by
// month, store and rate; DETAIL lists the lines. DPP = harga − ppn (the price includes PPN). `urut` orders both.
const rate = sql`trim(trailing '.' from trim(trailing '0' from d.ppn_persen::text))`;

export default defineQuery(report, {
  orderBy: ['urut'],
  sql: (p, ctx) => {
    const lines = sql`
      FROM penjualan_detail d JOIN penjualan j ON j.no_faktur_jual = d.no_faktur_jual
      WHERE j.status <> 'BATAL' AND d.ppn_dasar <> '' AND j.tgl_system BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
        AND (${ctx.kode_toko}::text IS NULL OR j.kode_toko = ${ctx.kode_toko})`;
    if (p.type === 'DETAIL')
      return sql`
        SELECT to_char(j.tgl_system, 'YYYY-MM-DD') || j.no_faktur_jual || lpad(d.line_no::text, 4, '0') AS urut,
               to_char(j.tgl_system, 'YYYY-MM-DD') AS tgl_system, j.no_faktur_jual, j.kode_toko, d.kode_barcode, d.nama_barang,
               d.ppn_dasar, ${rate} AS ppn_persen, d.harga, d.harga - d.ppn AS dpp, d.ppn
        ${lines}`;
    return sql`
      SELECT to_char(j.tgl_system, 'YYYY-MM') || j.kode_toko || d.ppn_dasar AS urut, to_char(j.tgl_system, 'YYYY-MM') AS bulan, j.kode_toko,
             d.ppn_dasar, ${rate} AS ppn_persen, COUNT(*)::int AS jumlah_barang,
             SUM(d.harga)::bigint AS harga, SUM(d.harga - d.ppn)::bigint AS dpp, SUM(d.ppn)::bigint AS ppn
      ${lines}
      GROUP BY to_char(j.tgl_system, 'YYYY-MM'), j.kode_toko, d.ppn_dasar, d.ppn_persen`;
  },
});
