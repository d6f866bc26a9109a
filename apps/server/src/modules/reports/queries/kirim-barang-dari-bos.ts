import { sql } from 'drizzle-orm';
import { SHIPMENT_KIND } from '@kencana/core';
import report from '@kencana/core/reports/kirim-barang-dari-bos';
import { defineQuery } from '../define-query.ts';

// The owner's sends (KB) in the period to the store (every store for OWN/SU), one row per goods line.
export default defineQuery(report, {
  orderBy: ['tgl_kirim', 'no_kirim_bos'],
  sql: (p, ctx) => sql`
    SELECT k.no_kirim AS no_kirim_bos, to_char(k.tgl_kirim, 'YYYY-MM-DD') AS tgl_kirim, k.kode_toko, k.kode_baki AS baki, k.kadar, k.sales_pabrik,
           d.kode_group AS kategori, d.kode_dept AS jenis, d.detail_barang AS keterangan, d.asal_barang AS asal,
           d.qty AS qty_kirim, d.berat::text AS berat_kirim, k.status
    FROM kiriman k JOIN kiriman_detail d ON d.no_kirim = k.no_kirim
    WHERE k.jenis = ${SHIPMENT_KIND.OWNER_GOODS}
      AND (${ctx.kode_toko}::text IS NULL OR k.kode_toko = ${ctx.kode_toko})
      AND k.tgl_kirim BETWEEN ${p.tgl_awal}::date AND ${p.tgl_akhir}::date
      AND (${p.kode_labeling} = 'SEMUA' OR k.kode_labeling = ${p.kode_labeling})`,
});
