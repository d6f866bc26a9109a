import { sql, type SQL } from 'drizzle-orm';
import report from '@kencana/core/reports/rantai-sepuhan';
import type { DocumentTypeCode, PlaceKind, WarehouseRole } from '@kencana/core';
import { documentTypeIn, gudangIn, kindIn } from '../../../stock/index.ts';
import { SEPUHAN_CHAIN_ROWS } from '../../../db/schema/index.ts';
import { defineQuery } from '../define-query.ts';

// The chain read from the ledger. Each ledger row is attributed to the type of the document that caused it
// (a cancel to the type it cancels, so flows are net of cancels); "arus" sums a step's rows in the period,
// "sisa" what still lies at the step's places at the period's end (bulk only: barcoded items moved to a
// sorting tray by other screens are not bought-back gold). Only the chain's rows are read (SEPUHAN_CHAIN_ROWS,
// through its partial index): the counter's sales, most of a ledger, are never joined or aggregated.
const kind = (...kinds: PlaceKind[]): SQL => kindIn(sql`place_kind`, kinds);
const gudang = (role: WarehouseRole): SQL => gudangIn(sql`kode_gudang`, role);
const src = (...types: DocumentTypeCode[]): SQL => documentTypeIn(sql`src`, types);

interface Step {
  tahap: string;
  arus: SQL;
  sisa?: SQL;
}

const STEPS: Step[] = [
  { tahap: 'Dibeli Kembali (Belum Disortir)', arus: sql`${src('PEMBELIAN')} AND ${kind('BELI')}`, sisa: kind('BELI') },
  {
    tahap: 'Disortir Ke Gudang Sortir',
    arus: sql`${src('SORTIR_PEMBELIAN')} AND ${kind('BAKI')} AND ${gudang('TO_REFINE')}`,
    sisa: sql`${kind('BAKI')} AND ${gudang('TO_REFINE')} AND kode_barcode IS NULL`,
  },
  {
    tahap: 'Disortir Ke Gudang Rusak',
    arus: sql`${src('SORTIR_PEMBELIAN')} AND ${kind('BAKI')} AND ${gudang('DAMAGED')}`,
    sisa: sql`${kind('BAKI')} AND ${gudang('DAMAGED')} AND kode_barcode IS NULL`,
  },
  {
    tahap: 'Sortir Sepuh (Baki SS)',
    arus: sql`${src('SORTIR_SEPUH')} AND ${kind('BAKI')} AND ${gudang('SORT_REFINE')}`,
    sisa: sql`${kind('BAKI')} AND ${gudang('SORT_REFINE')} AND kode_barcode IS NULL`,
  },
  { tahap: 'Di Tukang Sepuh', arus: sql`${src('KIRIM_SEPUH')} AND ${kind('SEPUH')}`, sisa: kind('SEPUH') },
  { tahap: 'Rusak Kirim / Terima Sepuh', arus: sql`${src('KIRIM_SEPUH', 'TERIMA_SEPUH')} AND ${kind('RUSAK')}`, sisa: kind('RUSAK') },
  {
    tahap: 'Diterima Dari Tukang Sepuh (Baki KS)',
    arus: sql`${src('TERIMA_SEPUH')} AND ${kind('BAKI')}`,
    sisa: sql`${kind('BAKI')} AND ${gudang('REFINED_BACK')} AND kode_barcode IS NULL`,
  },
  { tahap: 'Susut Tukang Sepuh', arus: sql`${src('TERIMA_SEPUH')} AND ${kind('LOSS')}` },
  { tahap: 'Dikirim Labeling (KC)', arus: sql`${src('KIRIM_LABELING')} AND ${kind('KIRIMAN')}` },
  { tahap: 'Dilebur (Validasi Rusak)', arus: sql`${src('VALIDASI_RUSAK')} AND ${kind('DESTROYED')}` },
];

export default defineQuery(report, {
  orderBy: ['urut'],
  sql: (p, ctx) => {
    if (p.type === 'TUKANG') {
      return sql`
        SELECT (ROW_NUMBER() OVER (ORDER BY h.kode_tukang))::int AS urut, h.kode_tukang, COALESCE(t.nama_tukang, '-') AS nama_tukang, SUM(d.berat_sepuh)::numeric(14,3)::text AS berat_kirim,
               SUM(d.berat_terima)::numeric(14,3)::text AS berat_terima, SUM(d.berat_rusak)::numeric(14,3)::text AS berat_rusak,
               SUM(d.berat_selisih)::numeric(14,3)::text AS berat_susut, SUM(d.murni_selisih)::numeric(14,3)::text AS murni_susut,
               to_char(ROUND(COALESCE(SUM(d.berat_selisih) * 100 / NULLIF(SUM(d.berat_sepuh), 0), 0), 2), 'FM9990.00') AS persen_susut,
               to_char(COALESCE(MAX(t.toleransi_susut_sepuh), 0), 'FM9990.00') AS toleransi,
               CASE WHEN COALESCE(SUM(d.berat_selisih) * 100 / NULLIF(SUM(d.berat_sepuh), 0), 0) > COALESCE(MAX(t.toleransi_susut_sepuh), 0)
                    THEN 'MELEBIHI' ELSE 'OK' END AS status
        FROM terima_sepuh h JOIN terima_sepuh_detail d ON d.no_terima_sepuh = h.no_terima_sepuh
        LEFT JOIN tukang t ON t.kode_tukang = h.kode_tukang
        WHERE h.tgl_system BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
          AND (${ctx.kode_toko}::text IS NULL OR h.kode_toko = ${ctx.kode_toko})
        GROUP BY h.kode_tukang, t.nama_tukang`;
    }
    const rowsOf = STEPS.map((step, index) => {
      const sisa = step.sisa
        ? sql`COALESCE(SUM(qty) FILTER (WHERE ${step.sisa}), 0)::int AS sisa_qty,
              COALESCE(SUM(berat) FILTER (WHERE ${step.sisa}), 0)::numeric(14,3)::text AS sisa_berat,
              COALESCE(SUM(berat_murni) FILTER (WHERE ${step.sisa}), 0)::numeric(14,3)::text AS sisa_murni`
        : sql`NULL::int AS sisa_qty, NULL::text AS sisa_berat, NULL::text AS sisa_murni`;
      return sql`
        SELECT ${index + 1}::int AS urut, ${step.tahap}::text AS tahap,
               COALESCE(SUM(qty) FILTER (WHERE in_period AND ${step.arus}), 0)::int AS arus_qty,
               COALESCE(SUM(berat) FILTER (WHERE in_period AND ${step.arus}), 0)::numeric(14,3)::text AS arus_berat,
               COALESCE(SUM(berat_murni) FILTER (WHERE in_period AND ${step.arus}), 0)::numeric(14,3)::text AS arus_murni,
               ${sisa}
        FROM chain`;
    });
    return sql`
      WITH chain AS (
        -- A row's type is its document's, a cancel's the type it cancels; looked up only for the period's rows
        -- (what lies at a step's places needs no type), so a year of rows is never joined to its documents.
        SELECT m.qty, m.berat, m.berat_murni, m.place_kind, m.kode_gudang, m.kode_barcode, m.tgl_system >= ${p.tgl_from}::date AS in_period,
               CASE WHEN m.tgl_system >= ${p.tgl_from}::date THEN COALESCE(
                 (SELECT o.doc_type FROM documents d JOIN documents o ON o.doc_no = d.reverses_doc_no WHERE d.doc_no = m.doc_no),
                 m.doc_type) END AS src
        FROM stock_movements m
        WHERE m.tgl_system <= ${p.tgl_to}::date AND ${SEPUHAN_CHAIN_ROWS}
          AND (${ctx.kode_toko}::text IS NULL OR EXISTS (SELECT 1 FROM documents d WHERE d.doc_no = m.doc_no AND d.kode_toko = ${ctx.kode_toko}))
      )
      ${sql.join(rowsOf, sql` UNION ALL `)}`;
  },
});
