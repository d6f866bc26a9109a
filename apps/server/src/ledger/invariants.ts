import { sql } from 'drizzle-orm';
import { HELD_PLACE_KINDS, STOCK_PLACE_KINDS, type PlaceKind } from '@kencana/core';
import { independentReads, rows, type Queryable } from '../db/client.ts';
import type { MoneyAccountKind } from './money-accounts.ts';
import { SIGN_RULES } from './money.ts';
import { gadaiPlace, placeCode } from './places.ts';

/** `column` is one of `kinds` (core PLACE_KINDS). */
const kindIn = (column: string, kinds: readonly string[]) =>
  sql`${sql.raw(column)} IN (${sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  )})`;
/** `column` is a stock kind: the places that hold goods. */
const stockKind = (column: string) => kindIn(column, STOCK_PLACE_KINDS);

/** The drawer's account kind, bound as a parameter. */
const drawer: MoneyAccountKind = 'KAS';

/** One broken rule, described for a person (the audit page) and for a test failure message. */
export interface Violation {
  /** Deposits (titipan), services and loans (hutang) add their own rules beside the ledger's. */
  rule: 'balances' | 'one-place' | 'conservation' | 'numbers' | 'non-negative' | 'kinds' | 'money' | 'titipan' | 'servis' | 'hutang';
  detail: string;
}

/** Every running balance equals the sum of the ledger rows of its place, category and type, in grams and fine grams. */
export async function checkBalancesMatchLedger(q: Queryable): Promise<Violation[]> {
  const found = await rows<{ place: string; kode_group: string; kode_dept: string; saldo: string | null; ledger: string | null }>(
    q,
    sql`WITH l AS (
          SELECT place, kode_group, kode_dept, SUM(qty)::int AS qty, SUM(berat) AS berat, SUM(berat_murni) AS murni
          FROM stock_movements GROUP BY place, kode_group, kode_dept)
        SELECT COALESCE(b.place, l.place) AS place, COALESCE(b.kode_group, l.kode_group) AS kode_group,
               COALESCE(b.kode_dept, l.kode_dept) AS kode_dept,
               b.qty || '/' || b.berat || '/' || b.berat_murni AS saldo, l.qty || '/' || l.berat || '/' || l.murni AS ledger
        FROM stock_balances b FULL OUTER JOIN l
          ON b.place = l.place AND b.kode_group = l.kode_group AND b.kode_dept = l.kode_dept
        WHERE b.qty IS DISTINCT FROM l.qty OR b.berat IS DISTINCT FROM l.berat OR b.berat_murni IS DISTINCT FROM l.murni
        LIMIT 100`,
  );
  return found.map((r) => ({
    rule: 'balances',
    detail: `${r.place} ${r.kode_group}/${r.kode_dept}: saldo ${r.saldo ?? '-'} ≠ ledger ${r.ledger ?? '-'}`,
  }));
}

/** No stock place (tray, shipment, cleaner…) and no place holding a customer's gold holds a negative quantity or weight. */
export async function checkNonNegative(q: Queryable): Promise<Violation[]> {
  const found = await rows<{ place: string; qty: number; berat: string }>(
    q,
    sql`SELECT place, qty, berat::text AS berat FROM stock_balances
        WHERE ${kindIn('place_kind', [...STOCK_PLACE_KINDS, ...HELD_PLACE_KINDS])} AND (qty < 0 OR berat < 0) LIMIT 100`,
  );
  return found.map((r) => ({ rule: 'non-negative', detail: `${r.place}: ${r.qty} pcs / ${r.berat} gr` }));
}

/**
 * Every barcode the ledger knows is in exactly one place (net quantity 1 there and 0 everywhere else),
 * and that place (and its kind) is the one recorded on the item.
 */
export async function checkOnePlacePerBarcode(q: Queryable): Promise<Violation[]> {
  // Only stock places (trays, shipments) hold an item; boundary places (EXTERNAL, SOLD…) only balance
  // the documents. An item that left stock has no stock place and a boundary or empty lokasi.
  const found = await rows<{ kode_barcode: string; places: string | null; lokasi: string | null }>(
    q,
    sql`WITH per_place AS (
          SELECT kode_barcode, place, SUM(qty) AS qty FROM stock_movements
          WHERE kode_barcode IS NOT NULL AND ${stockKind('place_kind')}
          GROUP BY kode_barcode, place),
        held AS (
          SELECT kode_barcode,
                 string_agg(place || '=' || qty, ',' ORDER BY place) FILTER (WHERE qty <> 0) AS places,
                 COUNT(*) FILTER (WHERE qty = 1) AS ones,
                 COUNT(*) FILTER (WHERE qty <> 0) AS nonzero,
                 MAX(place) FILTER (WHERE qty = 1) AS at
          FROM per_place GROUP BY kode_barcode)
        SELECT h.kode_barcode, h.places, b.lokasi FROM held h LEFT JOIN barang b USING (kode_barcode)
        WHERE NOT (
          (h.nonzero = 1 AND h.ones = 1 AND b.lokasi IS NOT DISTINCT FROM h.at)
          OR (h.nonzero = 0 AND (b.lokasi IS NULL OR NOT ${stockKind('b.lokasi_kind')})))
        UNION ALL
        SELECT b.kode_barcode, NULL, b.lokasi FROM barang b
        WHERE ${stockKind('b.lokasi_kind')}
          AND NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.kode_barcode = b.kode_barcode)
        LIMIT 100`,
  );
  return found.map((r) => ({
    rule: 'one-place',
    detail: `${r.kode_barcode}: ledger ${r.places ?? 'kosong'}, barang.lokasi ${r.lokasi ?? '-'}`,
  }));
}

/**
 * Per document: grams out = grams in + declared loss, and the same for fine grams with the declared purity
 * changes (the signed rows sum to zero in both).
 */
export async function checkDocumentsConserve(q: Queryable): Promise<Violation[]> {
  const found = await rows<{ doc_no: string; total: string; murni: string }>(
    q,
    sql`SELECT doc_no, SUM(berat)::text AS total, SUM(berat_murni)::text AS murni FROM stock_movements
        GROUP BY doc_no HAVING SUM(berat) <> 0 OR SUM(berat_murni) <> 0 LIMIT 100`,
  );
  return found.map((r) => ({ rule: 'conservation', detail: `${r.doc_no}: selisih ${r.total} gr, ${r.murni} gr murni` }));
}

/**
 * Every item's or lot's row carries its grams at its purity in fine grams; every place's kind is the one its balance and the items on it record; every
 * lot lies where its net rows say.
 */
export async function checkKindsAndLots(q: Queryable): Promise<Violation[]> {
  const found = await rows<{ detail: string }>(
    q,
    sql`SELECT 'mixed kinds ' || place AS detail FROM stock_movements GROUP BY place HAVING COUNT(DISTINCT place_kind) > 1
        UNION ALL
        SELECT 'balance kind ' || b.place FROM stock_balances b
        WHERE EXISTS (SELECT 1 FROM stock_movements m WHERE m.place = b.place AND m.place_kind <> b.place_kind)
        UNION ALL
        SELECT 'item kind ' || kode_barcode FROM barang WHERE (lokasi IS NULL) <> (lokasi_kind IS NULL)
        UNION ALL
        SELECT 'fine grams ' || doc_no || '/' || line_no FROM stock_movements
        WHERE (kode_barcode IS NOT NULL OR kode_lot IS NOT NULL) AND qty <> 0 AND berat_murni <> round(berat * kadar / 100, 3)
        UNION ALL
        SELECT 'lot place ' || l.kode_lot FROM stock_lots l
        LEFT JOIN (SELECT kode_lot, MAX(place) FILTER (WHERE net = 1) AS at, COUNT(*) FILTER (WHERE net <> 0) AS nonzero
                   FROM (SELECT kode_lot, place, SUM(qty) / NULLIF(MAX(ABS(qty)), 0) AS net FROM stock_movements
                         WHERE kode_lot IS NOT NULL AND ${stockKind('place_kind')} GROUP BY kode_lot, place) p GROUP BY kode_lot) h
          ON h.kode_lot = l.kode_lot
        WHERE l.lokasi IS NOT NULL AND ${stockKind('l.lokasi_kind')} AND (h.at IS DISTINCT FROM l.lokasi OR h.nonzero <> 1)
        LIMIT 100`,
  );
  return found.map((r) => ({ rule: 'kinds', detail: r.detail }));
}

/**
 * Document numbers are unique, every ledger row has its document, and counters are never behind. A number is
 * PREFIX-TOKO-PERIOD-NNNN (no part holds a '-'), so its counter is found by equality on the parts: a hash join,
 * where a LIKE on the counter's text made a nested loop that did not finish on a year of a chain's documents.
 */
export async function checkDocumentNumbers(q: Queryable): Promise<Violation[]> {
  const found = await rows<{ detail: string }>(
    q,
    sql`SELECT 'duplicate ' || doc_no AS detail FROM documents GROUP BY doc_no HAVING COUNT(*) > 1
        UNION ALL
        SELECT DISTINCT 'orphan rows ' || m.doc_no FROM stock_movements m
        WHERE NOT EXISTS (SELECT 1 FROM documents d WHERE d.doc_no = m.doc_no)
        UNION ALL
        SELECT 'counter behind ' || d.doc_no FROM documents d
        JOIN doc_numbers n ON n.prefix = split_part(d.doc_no, '-', 1) AND n.kode_toko = split_part(d.doc_no, '-', 2)
                           AND n.period = split_part(d.doc_no, '-', 3)
        WHERE split_part(d.doc_no, '-', 4) ~ '^[0-9]+$' AND split_part(d.doc_no, '-', 4)::int > n.last
        LIMIT 100`,
  );
  return found.map((r) => ({ rule: 'numbers', detail: r.detail }));
}

/**
 * The money ledger: every document's entries sum to 0 and carry its store and business date; no
 * account breaks its sign rule (a drawer below 0, a deposit used beyond what was left, a loan repaid past its
 * principal); every cancel's entries are the exact opposite of its original's, account
 * by account; a drawer moves only by its own store's documents; every close's money snapshot is the ledger
 * replayed. Balances are the sum of entries by construction (the snapshots are checked against them).
 */
export async function checkMoneyLedger(q: Queryable): Promise<Violation[]> {
  const found = await rows<{ detail: string }>(
    q,
    sql`SELECT 'money unbalanced ' || doc_no || ': ' || SUM(jumlah)::text AS detail FROM money_entries GROUP BY doc_no HAVING SUM(jumlah) <> 0
        UNION ALL
        SELECT DISTINCT 'money header ' || e.doc_no FROM money_entries e JOIN documents d ON d.doc_no = e.doc_no
        WHERE e.kode_toko <> d.kode_toko OR e.tgl_system <> d.tgl_system
        UNION ALL
        SELECT 'sign broken ' || e.kode_akun || ': ' || SUM(e.jumlah)::text FROM money_entries e JOIN money_accounts a USING (kode_akun)
        WHERE a.kind IN (${sql.join(
          signed.map(([kind]) => sql`${kind}`),
          sql`, `,
        )})
        GROUP BY e.kode_akun, a.kind HAVING SUM(e.jumlah) * CASE a.kind ${sql.join(
          signed.map(([kind, rule]) => sql`WHEN ${kind} THEN ${rule.sign}::int`),
          sql` `,
        )} END < 0
        UNION ALL
        SELECT 'money cancel ' || c.doc_no || ' ≠ -' || c.reverses_doc_no || ' at ' || e.kode_akun
        FROM documents c JOIN money_entries e ON e.doc_no IN (c.doc_no, c.reverses_doc_no)
        WHERE c.reverses_doc_no IS NOT NULL
        GROUP BY c.doc_no, c.reverses_doc_no, e.kode_akun HAVING SUM(e.jumlah) <> 0
        UNION ALL
        SELECT DISTINCT 'drawer of another store ' || e.kode_akun || ' in ' || e.doc_no
        FROM money_entries e JOIN money_accounts a USING (kode_akun) WHERE a.kind = ${drawer} AND e.kode_toko <> a.kode_toko
        LIMIT 100`,
  );
  return [...found.map((r) => ({ rule: 'money' as const, detail: r.detail })), ...(await moneySnapshotBreaks(q))];
}

/**
 * Every close's money snapshot is the ledger replayed: for each close and account, the day's row minus the
 * previous close's row equals the store's entries dated after the previous close up to the day (all of them
 * up to the first close), so by induction every row is the sum of the store's entries up to its day.
 */
async function moneySnapshotBreaks(q: Queryable): Promise<Violation[]> {
  const found = await rows<{ detail: string }>(
    q,
    sql`WITH c AS (SELECT kode_toko, tgl_system, LAG(tgl_system) OVER (PARTITION BY kode_toko ORDER BY tgl_system) AS sebelum FROM eod_closes),
        beda AS (
          SELECT c.kode_toko, c.tgl_system, s.kode_akun, s.saldo FROM c JOIN eod_money_snapshots s ON s.kode_toko = c.kode_toko AND s.tgl_system = c.tgl_system
          UNION ALL
          SELECT c.kode_toko, c.tgl_system, s.kode_akun, -s.saldo FROM c JOIN eod_money_snapshots s ON s.kode_toko = c.kode_toko AND s.tgl_system = c.sebelum
          UNION ALL
          SELECT c.kode_toko, c.tgl_system, e.kode_akun, -e.jumlah FROM c JOIN money_entries e
            ON e.kode_toko = c.kode_toko AND e.tgl_system <= c.tgl_system AND e.tgl_system > COALESCE(c.sebelum, '-infinity'::date))
        SELECT 'money snapshot ' || kode_toko || ' ' || to_char(tgl_system, 'YYYY-MM-DD') || ' ' || kode_akun || ' off by ' || SUM(saldo)::text AS detail
        FROM beda GROUP BY kode_toko, tgl_system, kode_akun HAVING SUM(saldo) <> 0
        ORDER BY 1 LIMIT 100`,
  );
  return found.map((r) => ({ rule: 'money', detail: r.detail }));
}

/** The accounts whose balance keeps a sign (money.ts SIGN_RULES: drawer ≥ 0, deposit ≤ 0, loan ≥ 0). */
const signed = Object.entries(SIGN_RULES) as [MoneyAccountKind, { sign: number }][];

/** All the ledger's invariants at once (tests and the audit page). */
export async function checkLedgerInvariants(q: Queryable): Promise<Violation[]> {
  const results = await independentReads<Violation[]>(q, [
    () => checkBalancesMatchLedger(q),
    () => checkNonNegative(q),
    () => checkOnePlacePerBarcode(q),
    () => checkDocumentsConserve(q),
    () => checkDocumentNumbers(q),
    () => checkKindsAndLots(q),
    () => checkMoneyLedger(q),
    // Hutang
    () => checkHutang(q),
    // Services
    () => checkServiceCustody(q),
  ]);
  return results.flat();
}

// Hutang
/**
 * Loans against gold: an open loan's GADAI place holds exactly the grams pledged and its PIUTANG account a
 * positive principal; a closed loan (redeemed, renewed, cancelled, taken over) holds neither.
 */
export async function checkHutang(q: Queryable): Promise<Violation[]> {
  return (await hutangBreaks(q, null)).map((r) => ({ rule: 'hutang', detail: r.detail }));
}

/** The loans breaking {@link checkHutang}, of one store (or every store for null), by loan number. */
export async function hutangBreaks(q: Queryable, kode_toko: string | null): Promise<Array<{ ref: string; detail: string }>> {
  const gadai: PlaceKind = 'GADAI';
  const piutang: MoneyAccountKind = 'PIUTANG';
  return rows<{ ref: string; detail: string }>(
    q,
    sql`SELECT h.no_hutang AS ref,
               'hutang ' || h.no_hutang || ' ' || h.status || ': jaminan ' || COALESCE(b.berat, 0)::text || ' g, pokok ' || COALESCE(p.saldo, 0)::text AS detail
        FROM hutang h
        LEFT JOIN (SELECT place_toko, place, SUM(berat) AS berat FROM stock_balances
                   WHERE place_kind = ${gadai} AND (${kode_toko}::text IS NULL OR place_toko = ${kode_toko}) GROUP BY place_toko, place) b
          ON b.place_toko = h.kode_toko AND b.place = ${placeCode(gadaiPlace('', ''))}::text || h.no_hutang
        LEFT JOIN (SELECT a.kode_toko, a.ref, SUM(e.jumlah) AS saldo FROM money_accounts a JOIN money_entries e USING (kode_akun)
                   WHERE a.kind = ${piutang} AND (${kode_toko}::text IS NULL OR a.kode_toko = ${kode_toko}) GROUP BY a.kode_toko, a.ref) p
          ON p.kode_toko = h.kode_toko AND p.ref = h.no_hutang
        WHERE (${kode_toko}::text IS NULL OR h.kode_toko = ${kode_toko})
          AND CASE WHEN h.status = 'AKTIF' THEN COALESCE(b.berat, 0) <> h.total_berat OR COALESCE(p.saldo, 0) <= 0
                   ELSE COALESCE(b.berat, 0) <> 0 OR COALESCE(p.saldo, 0) <> 0 END
        ORDER BY h.no_hutang
        LIMIT 100`,
  );
}

// Services
/**
 * A customer's pieces in for service are conserved: a picked-up or cancelled service's SERVIS place holds
 * exactly 0 (pieces, grams and fine grams: everything taken in was handed back or booked as a recorded
 * difference — material added, loss); an open one holds its pieces at their weight in (after the finish: their
 * weight out); and no SERVIS place exists without its service.
 */
export async function checkServiceCustody(q: Queryable): Promise<Violation[]> {
  return (await serviceCustodyBreaks(q, null)).map((r) => ({ rule: 'servis', detail: r.detail }));
}

/** The services breaking {@link checkServiceCustody}, of one store (or every store for null), by service number. */
export async function serviceCustodyBreaks(q: Queryable, kode_toko: string | null): Promise<Array<{ ref: string; detail: string }>> {
  const kind = HELD_PLACE_KINDS.find((k) => k === 'SERVIS') ?? 'SERVIS';
  return rows<{ ref: string; detail: string }>(
    q,
    sql`WITH held AS (
          SELECT m.place, SUBSTRING(m.place FROM ${kind.length + 2}::int) AS no_service, SUM(m.qty)::int AS qty, SUM(m.berat) AS berat,
                 SUM(m.berat_murni) AS murni
          FROM stock_movements m WHERE m.place_kind = ${kind} AND (${kode_toko}::text IS NULL OR m.place_toko = ${kode_toko})
          GROUP BY m.place),
        expected AS (
          SELECT s.no_service, s.status, COUNT(d.line_no)::int AS qty,
                 SUM(CASE WHEN s.status = 'SELESAI' THEN COALESCE(d.berat_selesai, d.berat) ELSE d.berat END) AS berat
          FROM services s JOIN service_detail d USING (no_service)
          WHERE ${kode_toko}::text IS NULL OR s.kode_toko = ${kode_toko}
          GROUP BY s.no_service, s.status)
        SELECT e.no_service AS ref, 'servis closed ' || e.no_service || ' holds ' || h.qty || ' pcs / ' || h.berat || ' gr / ' || h.murni || ' gr murni' AS detail
        FROM expected e JOIN held h USING (no_service)
        WHERE e.status IN ('DIAMBIL', 'BATAL') AND (h.qty <> 0 OR h.berat <> 0 OR h.murni <> 0)
        UNION ALL
        SELECT e.no_service, 'servis open ' || e.no_service || ': ' || COALESCE(h.qty, 0) || ' pcs / ' || COALESCE(h.berat, 0) || ' gr, expected ' || e.qty || ' / ' || e.berat
        FROM expected e LEFT JOIN held h USING (no_service)
        WHERE e.status NOT IN ('DIAMBIL', 'BATAL') AND (COALESCE(h.qty, 0) <> e.qty OR COALESCE(h.berat, 0) <> e.berat)
        UNION ALL
        SELECT h.no_service, 'servis orphan ' || h.place FROM held h WHERE NOT EXISTS (SELECT 1 FROM services s WHERE s.no_service = h.no_service)
        LIMIT 100`,
  );
}
