// An independent check of the books, written apart from the product's invariants (ledger/invariants.ts,
// the owner's page): plain SQL over the raw rows, so a bug shared by the product's checks and its writes
// (both reading the same helper wrongly) is not hidden by them. Used after a chaos run and a kill -9.
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/client.ts';
import { sql } from 'drizzle-orm';
import type { MoneyAccountKind } from '../ledger/money-accounts.ts';
import { pemilikApi } from '@kencana/core';
import { api } from './api-client.ts';
import type { Acknowledged } from './chaos.ts';
import { loginAs, type TestApp } from './test-app.ts';

/** The ledger's boundary kinds: they balance documents and may go negative (goods sold, bought in…). */
const BOUNDARIES = ['EXTERNAL', 'CUSTOMER', 'SOLD', 'DESTROYED', 'LOSS', 'KADAR'];
const boundaryList = sql.raw(BOUNDARIES.map((k) => `'${k}'`).join(', '));

/** The money account kind of a store's cash drawer. */
const DRAWER: MoneyAccountKind = 'KAS';

/** Each query answers one text per problem found; an empty list everywhere is a clean book. */
const CHECKS: Array<[string, ReturnType<typeof sql>]> = [
  [
    // Σ movements of a barcode per holding place: 1 at the place the item says it is, 0 everywhere else.
    'barcode place',
    sql`WITH net AS (
          SELECT kode_barcode, place, SUM(qty) AS n FROM stock_movements
          WHERE kode_barcode IS NOT NULL AND place_kind NOT IN (${boundaryList})
          GROUP BY kode_barcode, place HAVING SUM(qty) <> 0)
        SELECT 'barcode ' || COALESCE(n.kode_barcode, b.kode_barcode) || ' ledger ' || COALESCE(n.place || '=' || n.n, '-')
               || ' item ' || COALESCE(b.lokasi, '-') AS problem
        FROM net n FULL OUTER JOIN (SELECT kode_barcode, lokasi FROM barang WHERE lokasi_kind NOT IN (${boundaryList})) b
          ON b.kode_barcode = n.kode_barcode AND b.lokasi = n.place
        WHERE n.kode_barcode IS NULL OR b.kode_barcode IS NULL OR n.n <> 1`,
  ],
  [
    // A barcode held in two places at once (each with its own net 1) is caught here even if the item row agrees with one.
    'barcode twice',
    sql`SELECT 'barcode ' || kode_barcode || ' in ' || COUNT(*) || ' places' AS problem FROM (
          SELECT kode_barcode, place FROM stock_movements WHERE kode_barcode IS NOT NULL AND place_kind NOT IN (${boundaryList})
          GROUP BY kode_barcode, place HAVING SUM(qty) <> 0) x GROUP BY kode_barcode HAVING COUNT(*) > 1`,
  ],
  [
    // The running balances are the sums of the rows, place by place (recomputed here, not read from a helper).
    'balance',
    sql`SELECT 'balance ' || COALESCE(b.place, m.place) || ' ' || COALESCE(b.kode_group, m.kode_group) || '/' || COALESCE(b.kode_dept, m.kode_dept)
               || ' saldo ' || COALESCE(b.qty::text || '/' || b.berat::text, '-') || ' rows ' || COALESCE(m.qty::text || '/' || m.berat::text, '-') AS problem
        FROM stock_balances b
        FULL OUTER JOIN (SELECT place, kode_group, kode_dept, SUM(qty) AS qty, SUM(berat) AS berat FROM stock_movements GROUP BY 1, 2, 3) m
          USING (place, kode_group, kode_dept)
        WHERE COALESCE(b.qty, 0) <> COALESCE(m.qty, 0) OR COALESCE(b.berat, 0) <> COALESCE(m.berat, 0)`,
  ],
  [
    // No holding place (a tray, the road, a craftsman, a customer's piece in custody) below zero, from the rows.
    'negative place',
    sql`SELECT 'negative ' || place || ' ' || kode_group || ': ' || SUM(qty) || ' pcs ' || SUM(berat) || ' gr' AS problem
        FROM stock_movements WHERE place_kind NOT IN (${boundaryList})
        GROUP BY place, kode_group HAVING SUM(qty) < 0 OR SUM(berat) < 0`,
  ],
  [
    // Every document conserves grams and fine grams (declared losses are rows of their own).
    'document grams',
    sql`SELECT 'grams ' || doc_no || ': ' || SUM(berat) || ' gr ' || SUM(berat_murni) || ' murni' AS problem
        FROM stock_movements GROUP BY doc_no HAVING SUM(berat) <> 0 OR SUM(berat_murni) <> 0`,
  ],
  [
    // Every document's money entries sum to 0 rupiah.
    'document money',
    sql`SELECT 'money ' || doc_no || ': ' || SUM(jumlah) AS problem FROM money_entries GROUP BY doc_no HAVING SUM(jumlah) <> 0`,
  ],
  [
    // No drawer below 0: the sum of every cash account's entries.
    'drawer',
    sql`SELECT 'drawer ' || e.kode_akun || ': ' || SUM(e.jumlah) AS problem
        FROM money_entries e JOIN money_accounts a ON a.kode_akun = e.kode_akun
        WHERE a.kind = ${DRAWER} GROUP BY e.kode_akun HAVING SUM(e.jumlah) < 0`,
  ],
  [
    // Rows without their document (a partial write) in either ledger.
    'orphan rows',
    sql`SELECT DISTINCT 'orphan ' || x.doc_no AS problem FROM (
          SELECT doc_no FROM stock_movements UNION SELECT doc_no FROM money_entries) x
        LEFT JOIN documents d ON d.doc_no = x.doc_no WHERE d.doc_no IS NULL`,
  ],
  [
    // A cancel and its original point at each other, and a document is cancelled at most once.
    'cancel pairs',
    sql`SELECT 'cancel ' || c.doc_no || ' of ' || c.reverses_doc_no || ' marked ' || COALESCE(o.reversed_by_doc_no, '-') AS problem
        FROM documents c LEFT JOIN documents o ON o.doc_no = c.reverses_doc_no
        WHERE c.reverses_doc_no IS NOT NULL AND (o.doc_no IS NULL OR o.reversed_by_doc_no IS DISTINCT FROM c.doc_no)
        UNION ALL
        SELECT 'cancelled twice ' || reverses_doc_no FROM documents WHERE reverses_doc_no IS NOT NULL
        GROUP BY reverses_doc_no HAVING COUNT(*) > 1`,
  ],
  [
    // A cancel undoes its original exactly: the pair's rows sum to zero per place and per account.
    'cancel exact',
    sql`SELECT 'cancel not exact ' || c.doc_no || ' at ' || m.place AS problem
        FROM documents c JOIN stock_movements m ON m.doc_no IN (c.doc_no, c.reverses_doc_no)
        WHERE c.reverses_doc_no IS NOT NULL GROUP BY c.doc_no, m.place, m.kode_group, m.kode_dept
        HAVING SUM(m.qty) <> 0 OR SUM(m.berat) <> 0
        UNION ALL
        SELECT 'cancel not exact ' || c.doc_no || ' at ' || e.kode_akun
        FROM documents c JOIN money_entries e ON e.doc_no IN (c.doc_no, c.reverses_doc_no)
        WHERE c.reverses_doc_no IS NOT NULL GROUP BY c.doc_no, e.kode_akun HAVING SUM(e.jumlah) <> 0`,
  ],
];

/** Runs every check; answers the problems found, prefixed by the check's name (empty: the books hold). */
export async function independentCheck(q: Queryable): Promise<string[]> {
  const problems: string[] = [];
  for (const [name, query] of CHECKS) {
    const found = await rows<{ problem: string }>(q, query);
    problems.push(...found.slice(0, 20).map((r) => `${name}: ${r.problem}`));
  }
  return problems;
}

/** The acknowledged numbers not found in the books: a ledger document, or the business row named. */
export async function missingAcknowledged(q: Queryable, acknowledged: readonly Acknowledged[]): Promise<string[]> {
  const missing: string[] = [];
  const byTable = new Map<string, string[]>();
  for (const ack of acknowledged) byTable.set(ack.in ?? 'documents.doc_no', [...(byTable.get(ack.in ?? 'documents.doc_no') ?? []), ack.no]);
  for (const [where, numbers] of byTable) {
    const [table, column] = where.split('.') as [string, string];
    const present = new Set<string>();
    for (let i = 0; i < numbers.length; i += 500) {
      const chunk = numbers.slice(i, i + 500);
      const found = await rows<{ no: string }>(
        q,
        sql`SELECT ${sql.identifier(column)} AS no FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} IN (${sql.join(
          chunk.map((n) => sql`${n}`),
          sql`, `,
        )})`,
      );
      for (const r of found) present.add(r.no);
    }
    missing.push(...numbers.filter((n) => !present.has(n)).map((n) => `${where} ${n}`));
  }
  return missing;
}

/** Every store's breaks on the owner's page (ledger, deposits, services, loans), as `store rule ref: detail`. */
export async function ownerPageBreaks(t: TestApp, tgl: string): Promise<{ ok: boolean; breaks: string[] }> {
  const owner = api(t, (await loginAs(t.app, 'owner', 'owner123')).token);
  const page = (await owner.ok(pemilikApi.auditPemilik, { query: { kode_toko: 'SEMUA', tgl_from: tgl, tgl_to: tgl } })).data;
  const breaks = page.toko.flatMap((s) => [
    ...s.pelanggaran.map((v) => `${s.kode_toko} ${v.rule} ${v.ref}: ${v.detail}`),
    ...s.titipan.pelanggaran.map((v) => `${s.kode_toko} titipan ${v.ref}: ${v.detail}`),
    ...s.servis.pelanggaran.map((v) => `${s.kode_toko} servis ${v.ref}: ${v.detail}`),
    ...s.hutang.pelanggaran.map((v) => `${s.kode_toko} hutang ${v.ref}: ${v.detail}`),
  ]);
  return { ok: page.ok, breaks };
}
