// Lots: weighed goods without a barcode (bought-back gold, seized collateral) as ledger identities. A lot is
// opened with no place; the document that opens it brings it in through its movement lines, so the kernel stays
// the only writer of the ledger's tables.
import type { Tx } from '../db/client.ts';
import { stock_lots } from '../db/schema/index.ts';

export interface NewLot {
  kode_lot: string;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  qty: number;
  /** Grams, exact text with 3 decimals. */
  berat: string;
  kadar: string;
}

/** Opens the store's new lots (no place yet) inside the document's transaction. */
export async function openLots(tx: Tx, kodeToko: string, lots: readonly NewLot[]): Promise<void> {
  if (lots.length === 0) return;
  await tx.insert(stock_lots).values(lots.map((lot) => ({ ...lot, kode_toko: kodeToko })));
}
