import { sql } from 'drizzle-orm';
import report from '@kencana/core/reports/saldo-barang-aktif';
import { defineQuery } from '../define-query.ts';

// Shipments of the chosen kind (KB/KC) sent in the period to the store (every store for OWN/SU): sent,
// entered as items, and what remains (sent − entered − returned at the close − counted difference).
export default defineQuery(report, {
  orderBy: ['tgl_kirim', 'no_kirim_bos'],
  sql: (p, ctx) => sql`
    SELECT k.no_kirim AS no_kirim_bos, to_char(k.tgl_kirim, 'YYYY-MM-DD') AS tgl_kirim, k.kode_toko, k.kode_labeling,
           d.kode_group, d.qty::int AS qty_awal, d.berat::text AS berat_awal, d.qty_input::int AS qty_input, d.berat_input::text AS berat_input,
           (d.qty - d.qty_input - d.qty_kembali - d.qty_selisih)::int AS qty_sisa,
           (d.berat - d.berat_input - d.berat_kembali - d.berat_selisih)::text AS berat_sisa,
           COALESCE(k.status, 'OPEN') AS status
    FROM kiriman k
    JOIN LATERAL (
      SELECT string_agg(DISTINCT kode_group, ',') AS kode_group, sum(qty) AS qty, sum(qty_input) AS qty_input, sum(qty_kembali) AS qty_kembali,
             sum(qty_selisih) AS qty_selisih, sum(berat) AS berat, sum(berat_input) AS berat_input, sum(berat_kembali) AS berat_kembali,
             sum(berat_selisih) AS berat_selisih
      FROM kiriman_detail WHERE kiriman_detail.no_kirim = k.no_kirim
    ) d ON true
    WHERE k.jenis = ${p.jenis}
      AND (${ctx.kode_toko}::text IS NULL OR k.kode_toko = ${ctx.kode_toko})
      AND k.tgl_kirim BETWEEN ${p.tgl_awal}::date AND ${p.tgl_akhir}::date
      AND (${p.kode_labeling} = 'SEMUA' OR k.kode_labeling = ${p.kode_labeling})
      AND (${p.status} = 'ALL' OR k.status = ${p.status})`,
});
