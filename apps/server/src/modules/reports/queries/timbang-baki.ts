import { sql } from 'drizzle-orm';
import { SEMUA } from '@kencana/core';
import report from '@kencana/core/reports/timbang-baki';
import { defineQuery } from '../define-query.ts';

// The weighings of a business date with the same arithmetic as core's hitungTimbangBaki (exact NUMERIC):
// tara = tray + tags + plastic + attributes; seharusnya = ledger + tara; selisih = (scale − tara) − ledger.
export default defineQuery(report, {
  orderBy: ['created_at', 'no_timbang'],
  sql: (p, ctx) => sql`
    SELECT t.created_at, to_char(t.created_at AT TIME ZONE ${ctx.timeZone}, 'HH24:MI') AS jam, t.no_timbang,
           to_char(t.tgl_system, 'YYYY-MM-DD') AS tgl_system, t.kode_toko, t.kode_gudang, t.kode_baki, t.qty,
           t.berat_sistem::numeric(14,3)::text AS berat_sistem,
           (t.berat_baki + t.berat_bandrol + t.berat_plastik + t.berat_atribut)::numeric(14,3)::text AS berat_tara,
           (t.berat_sistem + t.berat_baki + t.berat_bandrol + t.berat_plastik + t.berat_atribut)::numeric(14,3)::text AS berat_seharusnya,
           t.berat_timbangan::numeric(14,3)::text AS berat_timbangan,
           (t.berat_timbangan - t.berat_baki - t.berat_bandrol - t.berat_plastik - t.berat_atribut - t.berat_sistem)::numeric(14,3)::text AS selisih,
           COALESCE(NULLIF(t.keterangan, ''), '-') AS keterangan, t.user_id
    FROM timbang_baki t
    WHERE t.tgl_system = ${p.tanggal}::date
      AND (${ctx.kode_toko}::text IS NULL OR t.kode_toko = ${ctx.kode_toko})
      AND (${p.kode_gudang} = ${SEMUA} OR t.kode_gudang = ${p.kode_gudang})`,
});
