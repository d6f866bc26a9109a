// The chain the year starts from: generate.ts's chain (the demo chain, BENCH_STORES stores of BENCH_TRAYS display
// trays, BENCH_GOODS goods with their opening-balance ledger rows) with its opening booked on the day before the
// year's first business day and closed in every store.
import { sql } from 'drizzle-orm';
import { WAREHOUSE } from '@kencana/core';
import { rows, type Database, type Queryable } from '../src/db/client.ts';
import { BENCH_STORES, generate } from './generate.ts';

/** The warehouse of every generated tray (display trays, as a store's goods on sale). */
export const DISPLAY = WAREHOUSE.DISPLAY;

/** The bench's stores: T01 … T<BENCH_STORES>. */
export const benchStores = (): string[] => Array.from({ length: BENCH_STORES }, (_, i) => `T${String(i + 1).padStart(2, '0')}`);

/**
 * Fills an empty database: the demo chain seeded as of `opening`, the bench's stores, trays and goods, their
 * opening balance dated `opening`, that day closed in every store, and every store's business date `firstDay`.
 */
export function setupChain(database: Database, opening: string, firstDay: string, log: (line: string) => void): Promise<void> {
  return generate(database, log, { opening, firstDay });
}

/** Every store of the chain (the demo's and the bench's), each closed every day. */
export async function allStores(q: Queryable): Promise<string[]> {
  return (await rows<{ kode_toko: string }>(q, sql`SELECT kode_toko FROM tokos ORDER BY kode_toko`)).map((r) => r.kode_toko);
}
