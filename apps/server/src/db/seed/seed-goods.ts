// Demo goods documents, so the goods screens have something on a fresh start: a shipment from T01 on the
// road to T02 (for /terima-barang at T02), a shipment T01 → T03 already received, and a cleaning batch of
// T01 at the cleaner. Written through the ledger like the services do.
import { sql } from 'drizzle-orm';
import { sumGrams } from '@kencana/core';
import { bakiPlace, placeCode, transitPlace, type Place } from '../../ledger/places.ts';
import { postMovements } from '../../ledger/post-movements.ts';
import { nextDocNo } from '../../numbering/next-doc-no.ts';
import { rows, type Tx } from '../client.ts';
import { barang_mutasi, cucian, cucian_detail, kirim_barang, kirim_barang_detail, terima_barang } from '../schema/index.ts';

interface Item {
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  kode_gudang: string;
  kode_baki: string;
  tipe_barang: string;
  berat: string;
}

async function itemsOn(tx: Tx, kode_baki: string, skip: number, take: number): Promise<Item[]> {
  return rows<Item>(
    tx,
    sql`SELECT kode_barcode, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, tipe_barang, berat::text AS berat
        FROM barang WHERE kode_baki = ${kode_baki} ORDER BY kode_barcode OFFSET ${skip} LIMIT ${take}`,
  );
}

async function move(tx: Tx, doc: { doc_no: string; doc_type: string; kode_toko: string; tgl_system: string }, items: Item[], to: Place, from: (item: Item) => Place, reason: string): Promise<void> {
  await postMovements(
    tx,
    { ...doc, user_id: 'owner', note: reason },
    items.map((item) => ({ from: from(item), to, kode_group: item.kode_group, kode_dept: item.kode_dept, qty: 1, berat: item.berat, kode_barcode: item.kode_barcode, reason })),
  );
  await tx.insert(barang_mutasi).values(
    items.map((item) => ({
      ...doc,
      user_id: 'owner',
      kode_barcode: item.kode_barcode,
      nama_barang: item.nama_barang,
      kode_group_asal: item.kode_group,
      kode_group_tujuan: item.kode_group,
      kode_dept_asal: item.kode_dept,
      kode_dept_tujuan: item.kode_dept,
      lokasi_asal: placeCode(from(item)),
      lokasi_tujuan: placeCode(to),
      kode_baki_asal: item.kode_baki,
      kode_baki_tujuan: to.kind === 'BAKI' ? to.kode_baki : '',
      berat_asal: item.berat,
      berat_tujuan: item.berat,
      keterangan: reason,
    })),
  );
}

async function ship(tx: Tx, today: string, kode_toko: string, tujuan: string, items: Item[]): Promise<string> {
  const no_kirim = await nextDocNo(tx, 'KRM', kode_toko, today);
  await move(tx, { doc_no: no_kirim, doc_type: 'KIRIM_BARANG', kode_toko, tgl_system: today }, items, transitPlace(no_kirim, kode_toko), (item) => bakiPlace(item.kode_baki), `KIRIM KE ${tujuan}`);
  await tx.execute(sql`UPDATE barang SET tujuan = ${tujuan}, no_kirim = ${no_kirim} WHERE kode_barcode IN (${sql.join(items.map((item) => sql`${item.kode_barcode}`), sql`, `)})`);
  await tx.insert(kirim_barang).values({ no_kirim, kode_toko, tujuan, tgl_kirim: today, qty: items.length, berat: sumGrams(items.map((item) => item.berat)), user_id: 'owner' });
  await tx.insert(kirim_barang_detail).values(
    items.map((item, index) => ({
      no_kirim,
      kode_barcode: item.kode_barcode,
      line_no: index + 1,
      nama_barang: item.nama_barang,
      kode_group: item.kode_group,
      kode_dept: item.kode_dept,
      tipe_barang: item.tipe_barang,
      kode_gudang: item.kode_gudang,
      kode_baki: item.kode_baki,
      berat: item.berat,
    })),
  );
  return no_kirim;
}

/** Seeds the demo goods documents; called inside the demo seed's transaction, after the opening balances. */
export async function seedGoodsDemo(tx: Tx, today: string): Promise<void> {
  // Every demo item is meant for the store it lies in.
  await tx.execute(sql`UPDATE barang SET tujuan = kode_toko WHERE tujuan IS NULL`);

  // On the road to T02: the first goods of two display trays of T01.
  await ship(tx, today, 'T01', 'T02', [...(await itemsOn(tx, 'KC01A', 0, 3)), ...(await itemsOn(tx, 'KC01B', 0, 3))]);

  // Sent to T03 and received there into its ring tray.
  const received = await itemsOn(tx, 'KC01C', 0, 4);
  const no_kirim = await ship(tx, today, 'T01', 'T03', received);
  const no_terima = await nextDocNo(tx, 'TRM', 'T03', today);
  await move(tx, { doc_no: no_terima, doc_type: 'TERIMA_BARANG', kode_toko: 'T03', tgl_system: today }, received, bakiPlace('KC03A'), () => transitPlace(no_kirim, 'T01'), `TERIMA ${no_kirim}`);
  const berat = sumGrams(received.map((item) => item.berat));
  await tx.execute(sql`UPDATE kirim_barang_detail SET status = 'DITERIMA', no_terima = ${no_terima}, kode_baki_terima = 'KC03A', tgl_terima = ${today} WHERE no_kirim = ${no_kirim}`);
  await tx.execute(sql`UPDATE kirim_barang SET status = 'DITERIMA', qty_terima = qty, berat_terima = berat, tgl_terima_akhir = ${today} WHERE no_kirim = ${no_kirim}`);
  await tx.insert(terima_barang).values({ no_terima, no_kirim, kode_toko: 'T03', kode_baki: 'KC03A', tgl_terima: today, qty: received.length, berat, user_id: 'owner' });
  await tx.execute(sql`UPDATE barang SET tujuan = 'T03' WHERE no_kirim = ${no_kirim}`);

  // At the cleaner: three goods of T01's necklace tray.
  const cleaning = await itemsOn(tx, 'KC01B', 0, 3);
  const no_cucian = await nextDocNo(tx, 'CUC', 'T01', today);
  await move(tx, { doc_no: no_cucian, doc_type: 'KIRIM_CUCIAN', kode_toko: 'T01', tgl_system: today }, cleaning, transitPlace(no_cucian, 'T01'), (item) => bakiPlace(item.kode_baki), 'KIRIM CUCIAN');
  await tx.insert(cucian).values({ no_cucian, kode_toko: 'T01', tgl_kirim: today, keterangan: 'CUCI RUTIN', user_id: 'owner' });
  await tx.insert(cucian_detail).values(cleaning.map((item) => ({ no_cucian, kode_barcode: item.kode_barcode, kode_baki_asal: item.kode_baki, berat_awal: item.berat })));
}
