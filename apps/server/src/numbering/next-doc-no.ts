import { sql } from 'drizzle-orm';
import { rows, type Queryable, type Tx } from '../db/client.ts';

/**
 * Takes the next document number inside the caller's transaction: `PREFIX-TOKO-YYMMDD-0001`.
 * The counter row is locked by the upsert, so two documents never get the same number, and a rolled-back
 * transaction gives its number back instead of leaving a hole.
 */
export async function nextDocNo(tx: Tx, prefix: string, kode_toko: string, tgl_system: string): Promise<string> {
  const period = tgl_system.replaceAll('-', '').slice(2);
  const [row] = await rows<{ last: number }>(
    tx,
    sql`INSERT INTO doc_numbers (prefix, kode_toko, period, last) VALUES (${prefix}, ${kode_toko}, ${period}, 1)
        ON CONFLICT (prefix, kode_toko, period) DO UPDATE SET last = doc_numbers.last + 1
        RETURNING last`,
  );
  if (!row) throw new Error('doc number counter returned nothing');
  return `${prefix}-${kode_toko}-${period}-${String(row.last).padStart(4, '0')}`;
}

/** The number the next document of a prefix will most likely get (not reserved: another may take it first). */
export async function previewDocNo(q: Queryable, prefix: string, kode_toko: string, tgl_system: string): Promise<string> {
  const period = tgl_system.replaceAll('-', '').slice(2);
  const [row] = await rows<{ last: number }>(
    q,
    sql`SELECT last FROM doc_numbers WHERE prefix = ${prefix} AND kode_toko = ${kode_toko} AND period = ${period}`,
  );
  return `${prefix}-${kode_toko}-${period}-${String(Number(row?.last ?? 0) + 1).padStart(4, '0')}`;
}
