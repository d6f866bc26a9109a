import { sql } from 'drizzle-orm';
import { SEMUA } from '@kencana/core';
import report from '@kencana/core/reports/kirim-sepuh';
import { defineQuery } from '../define-query.ts';

// The types of the dispatches of the period: tray total, damaged part, refined part.
export default defineQuery(report, {
  orderBy: ['tgl_system', 'no_sepuh', 'kode_dept'],
  sql: (p, ctx) => sql`
    SELECT to_char(k.tgl_system, 'YYYY-MM-DD') AS tgl_system, k.no_sepuh, k.kode_tukang, d.kode_baki, d.kode_dept, d.kode_group,
           d.qty, d.berat::text AS berat, d.qty_rusak, d.berat_rusak::text AS berat_rusak, d.qty_sepuh, d.berat_sepuh::text AS berat_sepuh
    FROM kirim_sepuh k JOIN kirim_sepuh_detail d ON d.no_sepuh = k.no_sepuh
    WHERE k.tgl_system BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      AND (${ctx.kode_toko}::text IS NULL OR k.kode_toko = ${ctx.kode_toko})
      AND (${p.kode_dept} = ${SEMUA} OR d.kode_dept = ${p.kode_dept})`,
});
