// Demo goods documents, so the goods screens have something on a fresh start: a shipment from T01 on the
// road to T02 (for /terima-barang at T02), a shipment T01 → T03 already received, and a cleaning batch of
// T01 at the cleaner. Posted by the goods services themselves, as the owner would through the screens.
import { sql } from 'drizzle-orm';
import { kirimBarangApi, mutasiBarangApi } from '@kencana/core';
import type { CurrentUser } from '../auth/current-user.ts';
import { rows, type Tx } from '../db/client.ts';
import type { AppDeps } from '../http/context.ts';
import { kirimCucian } from '../modules/mutasi-barang/index.ts';
import { kirimBarang, terimaBarang } from '../modules/kirim-barang/index.ts';

async function firstOn(tx: Tx, kode_baki: string, skip: number, take: number): Promise<string[]> {
  const found = await rows<{ kode_barcode: string }>(
    tx,
    sql`SELECT kode_barcode FROM barang WHERE kode_baki = ${kode_baki} ORDER BY kode_barcode OFFSET ${skip} LIMIT ${take}`,
  );
  return found.map((row) => row.kode_barcode);
}

const scans = (codes: readonly string[]) => codes.map((kode_barcode) => ({ kode_barcode }));

/**
 * Seeds the demo goods documents through the services, inside the demo seed's transaction (`deps.db` is
 * that transaction: each service's own transaction becomes a savepoint of it).
 */
export async function seedGoodsDemo(deps: AppDeps, tx: Tx, owner: CurrentUser): Promise<void> {
  // Every demo item is meant for the store it lies in.
  await tx.execute(sql`UPDATE barang SET tujuan = kode_toko WHERE tujuan IS NULL`);

  // On the road to T02: the first goods of two display trays of T01.
  const onTheRoad = [...(await firstOn(tx, 'KC01A', 0, 3)), ...(await firstOn(tx, 'KC01B', 0, 3))];
  await kirimBarang(deps, owner, 'T01', kirimBarangApi.kirimBarang.body!.parse({ to: 'T02', detail_barang: scans(onTheRoad) }));

  // Sent to T03 and received there into its ring tray.
  const received = await firstOn(tx, 'KC01C', 0, 4);
  const sent = await kirimBarang(deps, owner, 'T01', kirimBarangApi.kirimBarang.body!.parse({ to: 'T03', detail_barang: scans(received) }));
  await terimaBarang(deps, owner, kirimBarangApi.terimaBarang.body!.parse({ no_kirim: sent.no_kirim, kode_baki: 'KC03A', semua: true }));

  // At the cleaner: three goods of T01's necklace tray.
  const cleaning = await firstOn(tx, 'KC01B', 0, 3);
  await kirimCucian(
    deps,
    owner,
    mutasiBarangApi.kirimCucian.body!.parse({ kode_toko: 'T01', keterangan: 'CUCI RUTIN', detail_barang: scans(cleaning) }),
  );
}
