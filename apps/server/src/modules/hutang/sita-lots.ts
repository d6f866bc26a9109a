// The pieces a take-over (SITA) moved into the store's bought-back gold, as the sorting step reads bought-back
// lines: one per piece, named like a buy-back line — the take-over's number as no_faktur_beli, the loan's
// line_no, the lot `<no_sita>/<line_no>` the take-over created — with kondisi 'SITA' and the stated value
// shared over the pieces by their loan valuation (whole rupiah down, the rest on the first line, so the lines
// sum to the value). A line is sorted while a standing sort (not cancelled) names its lot, so a cancelled
// sort frees it again without a mark of its own.
import { sql } from 'drizzle-orm';

/** The kondisi a taken-over piece carries on the sorting list and its sort. */
export const KONDISI_SITA = 'SITA';

/** Columns of pembelian_detail the sorting reads (no_faktur_beli … harga, is_batal, no_sortir) and `sita` (true). */
export const SITA_LINES = sql`
  SELECT s.no_bayar AS no_faktur_beli, s.line_no, s.no_bayar || '/' || s.line_no AS kode_lot, s.kode_toko, s.tgl_system,
         ${KONDISI_SITA}::text AS kondisi, s.nama_barang, s.kode_group, s.kode_dept, s.berat, s.kadar,
         (s.bagian + CASE WHEN s.line_no = s.baris_pertama THEN s.jumlah - s.total_bagian ELSE 0 END)::bigint AS harga,
         false AS is_batal,
         (SELECT d.no_sortir FROM sortir_pembelian_detail d JOIN sortir_pembelian p ON p.no_sortir = d.no_sortir
          WHERE d.kode_lot = s.no_bayar || '/' || s.line_no AND p.no_batal IS NULL LIMIT 1) AS no_sortir,
         true AS sita
  FROM (
    SELECT x.*, SUM(x.bagian) OVER (PARTITION BY x.no_bayar) AS total_bagian, MIN(x.line_no) OVER (PARTITION BY x.no_bayar) AS baris_pertama
    FROM (
      SELECT b.no_bayar, b.kode_toko, b.tgl_system, b.jumlah, d.line_no, d.nama_barang, d.kode_group, d.kode_dept, d.berat, d.kadar,
             COALESCE(FLOOR(b.jumlah * d.nilai / NULLIF(SUM(d.nilai) OVER (PARTITION BY b.no_bayar), 0)), 0) AS bagian
      FROM hutang_bayar b JOIN hutang_detail d ON d.no_hutang = b.no_hutang
      WHERE b.jenis = 'SITA' AND NOT b.is_batal
    ) x
  ) s`;
