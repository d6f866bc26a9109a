// Each document checked as it is written: after the kernel has written a document's rows (and the flow its
// own records), the stored rows of that document alone are read back in the same transaction — its ledger
// rows conserve grams and fine grams, its money entries sum to 0, and no place it touched holds a negative
// quantity or weight. The kernel's own checks run on the rows it builds; this one runs on what is stored,
// so a flow that writes beside the kernel, or a rounding on the way to NUMERIC, cannot leave a broken
// document behind. Reads only the document's rows (by doc_no, indexed) and the balances of the places it
// touched (by primary key): no scan of the books.
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { HELD_PLACE_KINDS, MESSAGES, STOCK_PLACE_KINDS } from '@kencana/core';
import { rows, type Tx } from '../db/client.ts';
import { InvariantBreach } from '../http/errors.ts';

const COUNTED_KINDS = [...STOCK_PLACE_KINDS, ...HELD_PLACE_KINDS];

/** Refuses (rolling the transaction back) a written document that breaks an invariant; a no-op when it holds. */
export async function verifyWrittenDocument(tx: Tx, doc_no: string): Promise<void> {
  const [found] = await rows<{ berat: string; murni: string; uang: string; minus: string | null }>(
    tx,
    sql`SELECT
          (SELECT COALESCE(SUM(berat), 0)::text FROM stock_movements WHERE doc_no = ${doc_no}) AS berat,
          (SELECT COALESCE(SUM(berat_murni), 0)::text FROM stock_movements WHERE doc_no = ${doc_no}) AS murni,
          (SELECT COALESCE(SUM(jumlah), 0)::text FROM money_entries WHERE doc_no = ${doc_no}) AS uang,
          (SELECT MIN(b.place) FROM stock_balances b
           JOIN (SELECT DISTINCT place, kode_group, kode_dept FROM stock_movements WHERE doc_no = ${doc_no}) t
             ON t.place = b.place AND t.kode_group = b.kode_group AND t.kode_dept = b.kode_dept
           WHERE b.place_kind IN (${sql.join(
             COUNTED_KINDS.map((kind) => sql`${kind}`),
             sql`, `,
           )}) AND (b.qty < 0 OR b.berat < 0)) AS minus`,
  );
  if (!found) return;
  if (![found.berat, found.murni, found.uang].every((sum) => new Decimal(sum).isZero())) {
    throw new InvariantBreach(
      422,
      MESSAGES.dokumenTidakSeimbang,
      `${doc_no}: selisih ${found.berat} gr, ${found.murni} gr murni, Rp. ${found.uang}`,
    );
  }
  if (found.minus) throw new InvariantBreach(409, MESSAGES.stokTidakCukup, `${doc_no}: ${found.minus} minus`);
}
