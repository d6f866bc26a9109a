import { sql } from 'drizzle-orm';
import { SEMUA } from '@kencana/core';
import report from '@kencana/core/reports/terima-barang-sepuh';
import { defineQuery } from '../define-query.ts';

// The types received back from the refiner in the period, with the recorded loss and what was labelled.
export default defineQuery(report, {
  orderBy: ['tgl_terima', 'no_terima_sepuh', 'kode_dept'],
  sql: (p, ctx) => sql`
    SELECT to_char(h.tgl_system, 'YYYY-MM-DD') AS tgl_terima, h.no_terima_sepuh, h.no_sepuh, d.kode_baki, d.kode_dept, d.qty_sepuh,
           d.berat_timbangan::text AS berat_timbangan, d.qty_terima, d.berat_terima::text AS berat_terima, d.qty_rusak,
           d.berat_rusak::text AS berat_rusak, d.berat_selisih::text AS berat_selisih, d.qty_kirim, d.berat_kirim::text AS berat_kirim
    FROM terima_sepuh h JOIN terima_sepuh_detail d ON d.no_terima_sepuh = h.no_terima_sepuh
    WHERE h.tgl_system BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      AND (${ctx.kode_toko}::text IS NULL OR h.kode_toko = ${ctx.kode_toko})
      AND (${p.kode_baki} = ${SEMUA} OR d.kode_baki = ${p.kode_baki})`,
});
