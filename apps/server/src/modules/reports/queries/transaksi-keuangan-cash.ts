import { sql } from 'drizzle-orm';
import { DOCUMENT_TYPES } from '@kencana/core';
import report, { BARIS_KAS } from '@kencana/core/reports/transaksi-keuangan-cash';
import type { MoneyAccountKind } from '../../../ledger/money-accounts.ts';
import { defineQuery } from '../define-query.ts';

// Account kinds as typed values (compared as parameters).
const KAS: MoneyAccountKind = 'KAS';
const BATAS: MoneyAccountKind = 'BATAS';

// The document types' names, so a row reads 'TAMBAH UANG KAS' rather than a code; a cancel reads
// 'BATAL <the cancelled document's type>'.
const typeName = sql.join(
  Object.entries(DOCUMENT_TYPES).map(([code, type]) => sql`WHEN ${code} THEN ${type.nama}`),
  sql` `,
);

// Rupiah as the report prints it ('Rp. 3,250,000'): the balance column is text (see the definition).
const rupiah = (value: ReturnType<typeof sql>) => sql`'Rp. ' || to_char(${value}, 'FM999,999,999,999,990')`;

// Every drawer (KAS account) of the stores shown, per business day that moved it: an opening row (every
// earlier entry: the last close's money snapshot plus the entries since), one row per document type ×
// category with its money in and out, and a closing row (opening + in − out). The category is the
// document's Master Kode Transaksi boundary (TRX:<kode>) when it has one. Days without a movement are left
// out: the next shown day's opening is still the last closing.
export default defineQuery(report, {
  orderBy: ['kode_toko', 'tgl_system', 'urut', 'uraian', 'kategori'],
  sql: (p, ctx) => sql`
    WITH kas AS (
      SELECT e.doc_no, e.tgl_system, a.kode_toko, e.jumlah
      FROM money_entries e JOIN money_accounts a ON a.kode_akun = e.kode_akun
      WHERE a.kind = ${KAS} AND (${ctx.kode_toko}::text IS NULL OR a.kode_toko = ${ctx.kode_toko})
        AND e.tgl_system BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
    ),
    -- The categories of the period's documents, read once from the few TRX boundary accounts (a document's
    -- entries share its business day); looked up per drawer entry it was a query per entry.
    kategori AS (
      SELECT be.doc_no, string_agg(DISTINCT COALESCE(t.nama_transaksi, substr(ba.ref, 5)), ', ') AS kategori
      FROM money_accounts ba JOIN money_entries be ON be.kode_akun = ba.kode_akun
      LEFT JOIN kode_transaksi t ON t.kode_transaksi = substr(ba.ref, 5)
      WHERE ba.kind = ${BATAS} AND ba.ref LIKE 'TRX:%' AND be.tgl_system BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
      GROUP BY be.doc_no
    ),
    gerak AS (
      SELECT k.kode_toko, k.tgl_system,
             CASE WHEN d.reverses_doc_no IS NOT NULL THEN 'BATAL ' || (CASE o.doc_type ${typeName} ELSE o.doc_type END)
                  ELSE (CASE d.doc_type ${typeName} ELSE d.doc_type END) END AS uraian,
             COALESCE(kt.kategori, '-') AS kategori, k.doc_no, k.jumlah
      FROM kas k JOIN documents d ON d.doc_no = k.doc_no LEFT JOIN documents o ON o.doc_no = d.reverses_doc_no
      LEFT JOIN kategori kt ON kt.doc_no = k.doc_no
    ),
    bersih AS (SELECT kode_toko, tgl_system, SUM(jumlah) AS bersih FROM gerak GROUP BY kode_toko, tgl_system),
    -- The opening: the drawer's balance at the store's last close before the day (its money snapshot) plus
    -- the drawer's entries dated after that close and before the day (none when the store closes daily).
    hari AS (
      SELECT b.kode_toko, b.tgl_system, b.bersih,
             COALESCE((SELECT s.saldo FROM eod_money_snapshots s
                       JOIN money_accounts a ON a.kode_akun = s.kode_akun AND a.kind = ${KAS} AND a.kode_toko = b.kode_toko
                       WHERE s.kode_toko = b.kode_toko AND s.tgl_system = c.tgl), 0)
             + COALESCE((SELECT SUM(e.jumlah) FROM money_entries e
                         JOIN money_accounts a ON a.kode_akun = e.kode_akun AND a.kind = ${KAS} AND a.kode_toko = b.kode_toko
                         WHERE e.tgl_system < b.tgl_system AND e.tgl_system > COALESCE(c.tgl, '-infinity'::date)), 0) AS awal
      FROM bersih b
      CROSS JOIN LATERAL (SELECT MAX(tgl_system) AS tgl FROM eod_closes WHERE kode_toko = b.kode_toko AND tgl_system < b.tgl_system) c
    )
    SELECT to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system, kode_toko, 0 AS urut, ${BARIS_KAS.SALDO_AWAL} AS uraian, '-' AS kategori,
           NULL::int AS jumlah_dokumen, NULL::bigint AS masuk, NULL::bigint AS keluar, ${rupiah(sql`awal`)} AS saldo
    FROM hari
    UNION ALL
    SELECT to_char(tgl_system, 'YYYY-MM-DD'), kode_toko, 1, uraian, kategori, COUNT(DISTINCT doc_no)::int,
           SUM(GREATEST(jumlah, 0))::bigint, SUM(GREATEST(-jumlah, 0))::bigint, NULL::text
    FROM gerak GROUP BY kode_toko, tgl_system, uraian, kategori
    UNION ALL
    SELECT to_char(tgl_system, 'YYYY-MM-DD'), kode_toko, 2, ${BARIS_KAS.SALDO_AKHIR}, '-', NULL::int, NULL::bigint, NULL::bigint, ${rupiah(sql`awal + bersih`)}
    FROM hari`,
});
