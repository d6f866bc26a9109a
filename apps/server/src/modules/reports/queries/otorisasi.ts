import { sql } from 'drizzle-orm';
import { AUDIT_EVENTS, SEMUA } from '@kencana/core';
import report from '@kencana/core/reports/otorisasi';
import { defineQuery } from '../define-query.ts';

const eventLabel = sql.join(
  Object.entries(AUDIT_EVENTS).map(([code, label]) => sql`WHEN ${code} THEN ${label}`),
  sql` `,
);

export default defineQuery(report, {
  orderBy: ['waktu DESC', 'id DESC'],
  sql: (p, ctx) => sql`
    SELECT a.id, to_char(a.created_at AT TIME ZONE ${ctx.timeZone}, 'YYYY-MM-DD HH24:MI:SS') AS waktu,
           a.kode_toko, a.user_id, COALESCE(u.user_name, '-') AS user_name,
           CASE a.event ${eventLabel} ELSE a.event END AS kejadian,
           COALESCE(a.detail->>'keterangan',
             CASE WHEN a.event = 'TUTUP_TOKO'
                  THEN 'Tanggal ' || (a.detail->>'tgl_system_lama') || ' ke ' || (a.detail->>'tgl_system_baru') END,
             '-') AS keterangan,
           COALESCE(a.detail->>'disetujui_oleh', '') AS disetujui_oleh, COALESCE(a.detail->>'no_dokumen', '') AS no_dokumen,
           (a.detail->>'nilai_hitung')::bigint AS nilai_hitung, (a.detail->>'nilai_input')::bigint AS nilai_input,
           COALESCE(a.detail->>'alasan', '') AS alasan
    FROM audit_log a LEFT JOIN users u ON u.user_id = a.user_id
    WHERE a.created_at >= (${p.tgl_from}::date)::timestamp AT TIME ZONE ${ctx.timeZone}
      AND a.created_at < (${p.tgl_to}::date + 1)::timestamp AT TIME ZONE ${ctx.timeZone}
      AND (${ctx.kode_toko}::text IS NULL OR a.kode_toko = ${ctx.kode_toko})
      AND (${p.event} = ${SEMUA} OR a.event = ${p.event})`,
});
