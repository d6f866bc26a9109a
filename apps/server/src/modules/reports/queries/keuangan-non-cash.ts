import { sql } from 'drizzle-orm';
import { DOCUMENT_TYPES, MDR_METODE, SEMUA } from '@kencana/core';
import report from '@kencana/core/reports/keuangan-non-cash';
import type { MoneyAccountKind } from '../../../ledger/money-accounts.ts';
import { chainSettings } from '../../setting-system/index.ts';
import { defineQuery } from '../define-query.ts';

// Account kinds as typed values (compared as parameters).
const BANK: MoneyAccountKind = 'BANK';
const KLIRING: MoneyAccountKind = 'KLIRING';

const typeName = sql.join(
  Object.entries(DOCUMENT_TYPES).map(([code, type]) => sql`WHEN ${code} THEN ${type.nama}`),
  sql` `,
);

// Every entry into or out of a non-cash clearing account (its method) or a bank account (BANK, the account
// named) in the period. The reference is the sale's payment reference or the bank document's. The fee:
// - a marketplace: Master Marketplace biaya_persen of the sale's marketplace payments, whole rupiah rounded;
// - QRIS, debit and credit cards: the chain's MDR of the method (/settingsystem) of money received through
//   it, gross × rate / 100 in exact numeric, whole rupiah half up (core hitungMdr), on each entry;
// - otherwise 0.
// A cancel is found through the document it reverses and shows negative, its fee too.
export default defineQuery(report, {
  orderBy: ['tgl_system', 'kode_toko', 'metode', 'akun', 'no_dokumen'],
  load: chainSettings,
  sql: (p, ctx, setting) => sql`
    WITH baris AS (
      SELECT e.id, e.tgl_system, e.kode_toko, e.doc_no, e.jumlah,
             CASE WHEN a.kind = ${BANK} THEN ${BANK} ELSE a.ref END AS metode,
             CASE WHEN a.kind = ${BANK} THEN a.ref ELSE a.kode_akun END AS akun,
             d.doc_type, COALESCE(d.reverses_doc_no, d.doc_no) AS asal,
             -- Money received through the method (or the cancel of such a receipt), not paid out through it.
             (e.jumlah > 0) = (d.reverses_doc_no IS NULL) AS diterima
      FROM money_entries e JOIN money_accounts a ON a.kode_akun = e.kode_akun JOIN documents d ON d.doc_no = e.doc_no
      WHERE a.kind IN (${KLIRING}, ${BANK}) AND e.tgl_system BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
        AND (${ctx.kode_toko}::text IS NULL OR e.kode_toko = ${ctx.kode_toko})
    ),
    nilai AS (
      SELECT b.*,
             COALESCE(NULLIF((SELECT string_agg(NULLIF(pb.no_referensi, ''), ', ') FROM penjualan_bayar pb
                              WHERE pb.no_faktur_jual = b.asal AND pb.jenis = b.metode), ''),
                      (SELECT NULLIF(t.referensi, '') FROM transaksi_keuangan t WHERE t.no_transaksi = b.asal), '-') AS referensi,
             CASE WHEN b.metode = 'MARKETPLACE'
                  THEN SIGN(b.jumlah) * COALESCE((SELECT ROUND(SUM(pb.jumlah * m.biaya_persen) / 100) FROM penjualan_bayar pb
                                                  JOIN marketplace m ON m.kode_marketplace = pb.kode_marketplace
                                                  WHERE pb.no_faktur_jual = b.asal AND pb.jenis = 'MARKETPLACE'), 0)
                  -- numeric ROUND is half away from zero: a cancel's fee is exactly its original's, negated.
                  WHEN b.diterima AND mdr.persen > 0 THEN ROUND(b.jumlah::numeric * mdr.persen / 100)
                  ELSE 0 END AS biaya
      FROM baris b
      LEFT JOIN (VALUES ${sql.join(
        Object.entries(MDR_METODE).map(([metode, key]) => sql`(${metode}, ${setting[key]}::numeric)`),
        sql`, `,
      )}) AS mdr(metode, persen) ON mdr.metode = b.metode
    )
    SELECT to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system, kode_toko, metode, akun, doc_no AS no_dokumen,
           CASE doc_type ${typeName} ELSE doc_type END AS jenis_dokumen, referensi,
           jumlah::bigint AS bruto, biaya::bigint AS biaya, (jumlah - biaya)::bigint AS neto
    FROM nilai
    WHERE (${p.metode} = ${SEMUA} OR metode = ${p.metode})`,
});
