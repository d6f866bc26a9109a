import { sql } from 'drizzle-orm';
import { SEMUA } from '@kencana/core';
import report from '@kencana/core/reports/kirim-labeling';
import { defineQuery } from '../define-query.ts';

// Labelling sends of the period, with what their KC shipment returned at its close.
export default defineQuery(report, {
  orderBy: ['tgl_system', 'no_kirim_stock'],
  sql: (p, ctx) => sql`
    SELECT to_char(l.tgl_system, 'YYYY-MM-DD') AS tgl_system, l.no_kirim_stock, l.no_terima_sepuh, l.kode_baki AS kode_lokasi_toko, l.cabang,
           l.kode_baki_tujuan, l.kode_dept, l.qty, l.berat::text AS berat,
           COALESCE((SELECT SUM(k.qty_kembali) FROM kiriman_detail k WHERE k.no_kirim = l.no_kirim_stock), 0)::int AS qty_kembali,
           COALESCE((SELECT SUM(k.berat_kembali) FROM kiriman_detail k WHERE k.no_kirim = l.no_kirim_stock), 0)::numeric(14,3)::text AS berat_kembali
    FROM kirim_labeling l
    WHERE l.tgl_system BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      AND (${ctx.kode_toko}::text IS NULL OR l.kode_toko = ${ctx.kode_toko})
      AND (${p.kode_lokasi_toko} = ${SEMUA} OR l.kode_baki = ${p.kode_lokasi_toko})`,
});
