// Master rows other modules change in the course of their own documents: a gift's stock taken by a point
// exchange, and a chain setting saved by /settingsystem into Para System, where the counter always read it.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/** Sets a gift's remaining stock after an exchange took from it (the caller holds the row locked). */
export async function setGiftStock(tx: Tx, kode_hadiah: string, stok: number): Promise<void> {
  await tx.execute(sql`UPDATE hadiah SET stok = ${stok} WHERE kode_hadiah = ${kode_hadiah}`);
}

/** Writes one Para System key (created when missing, reactivated when it was switched off). */
export async function saveParaSystem(tx: Tx, key: string, value: string, keterangan: string): Promise<void> {
  await tx.execute(
    sql`INSERT INTO para_system (key, value, keterangan, is_active) VALUES (${key}, ${value}, ${keterangan}, true)
        ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, is_active = true`,
  );
}
