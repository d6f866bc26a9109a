import { sql } from 'drizzle-orm';
import report from '@kencana/core/reports/titip-uang';
import type { MoneyAccountKind } from '../../../ledger/money-accounts.ts';
import { defineQuery } from '../define-query.ts';

// Account kind and the refund's document type as typed values (compared as parameters).
const TITIPAN: MoneyAccountKind = 'TITIPAN';
const AMBIL = 'AMBIL_TITIPAN';

// Every customer's deposit account (TITIPAN) of the stores shown, per business day that moved it. An entry's
// amount is turned to what the shop owes (+ the customer left money): a refund (AMBIL_TITIPAN, or its cancel)
// counts under dikembalikan; any other entry that raises the balance under masuk (a deposit, an order's
// deposit, change kept, a cancelled sale giving a used deposit back), one that lowers it under dipakai (a sale,
// an order handed over, a deposit cancelled). Opening: the sum of every earlier entry of the account, read by
// the account's own index (one customer's few entries), so only the period's entries of the stores are scanned.
export default defineQuery(report, {
  orderBy: ['kode_toko', 'tgl_system', 'customer'],
  sql: (p, ctx) => sql`
    WITH titip AS (
      SELECT e.kode_akun, a.kode_toko, COALESCE(NULLIF(a.nama, ''), a.ref) || ' (' || a.ref || ')' AS customer,
             e.tgl_system, -e.jumlah AS owed,
             -- The entry's document type (a cancel's: the type it cancels), looked up per deposit entry: joined
             -- instead, the planner hashes every document of the chain for the few deposit entries.
             (SELECT COALESCE(o.doc_type, d.doc_type) FROM documents d LEFT JOIN documents o ON o.doc_no = d.reverses_doc_no
              WHERE d.doc_no = e.doc_no) = ${AMBIL} AS refund
      FROM money_entries e JOIN money_accounts a ON a.kode_akun = e.kode_akun
      WHERE a.kind = ${TITIPAN} AND (${ctx.kode_toko}::text IS NULL OR a.kode_toko = ${ctx.kode_toko})
        AND e.tgl_system BETWEEN ${p.tgl_from}::date AND ${p.tgl_to}::date
    )
    SELECT to_char(t.tgl_system, 'YYYY-MM-DD') AS tgl_system, t.kode_toko, t.customer,
           COALESCE((SELECT -SUM(b.jumlah) FROM money_entries b WHERE b.kode_akun = t.kode_akun AND b.tgl_system < t.tgl_system), 0)::bigint AS saldo_awal,
           SUM(CASE WHEN NOT t.refund THEN GREATEST(t.owed, 0) ELSE 0 END)::bigint AS masuk,
           SUM(CASE WHEN NOT t.refund THEN GREATEST(-t.owed, 0) ELSE 0 END)::bigint AS dipakai,
           SUM(CASE WHEN t.refund THEN -t.owed ELSE 0 END)::bigint AS dikembalikan,
           COALESCE((SELECT -SUM(b.jumlah) FROM money_entries b WHERE b.kode_akun = t.kode_akun AND b.tgl_system <= t.tgl_system), 0)::bigint AS saldo_akhir
    FROM titip t
    GROUP BY t.kode_akun, t.kode_toko, t.customer, t.tgl_system`,
});
