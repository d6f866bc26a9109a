// Converting items to another category/type (/konversi-barang) and destroying (melting) items
// (/hancur-data-barang). Their reports are reports/queries/konversi-barang.ts and hancur-barang.ts.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MESSAGES, type mutasiBarangApi } from '@kencana/core';
import type { CurrentUser } from '../../auth/current-user.ts';
import { rows } from '../../db/client.ts';
import { barang } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { postMovements, type DeclaredLoss, type MovementLine } from '../../ledger/post-movements.ts';
import { bakiPlace, boundaryPlace } from '../../ledger/places.ts';
import { nextDocNo } from '../../numbering/next-doc-no.ts';
import { priceOf } from './barang.service.ts';
import { actingStore, DOC, lockScannedOnStoreTrays, moveMutasi, restateLines, sumBerat, writeMutasi } from './common.ts';

type Body<E extends { body?: z.ZodType }> = z.infer<NonNullable<E['body']>>;

/**
 * Converts items on the store's trays to another category and type: one KONVERSI_BARANG document takes
 * each item out of its old category/type and into the new one on the same tray. The selling price is
 * recomputed under the new category's gold price.
 */
export async function konversiBarang(deps: AppDeps, user: CurrentUser, body: Body<typeof mutasiBarangApi.konversiBarang>) {
  return deps.db.transaction(async (tx) => {
    const store = await actingStore(deps, tx, user, body.kode_toko);
    const [group] = await rows<{ ok: boolean }>(tx, sql`SELECT true AS ok FROM groups WHERE kode_group = ${body.kode_group} AND is_active`);
    if (!group) throw notFound(MESSAGES.kategoriTidakDitemukan);
    const [type] = await rows<{ kode_group: string }>(tx, sql`SELECT kode_group FROM jenis WHERE kode_dept = ${body.kode_dept} AND is_active`);
    if (!type || type.kode_group !== body.kode_group) throw badRequest(MESSAGES.jenisTidakSesuaiKategori);

    const items = await lockScannedOnStoreTrays(tx, body.detail_barang, store.kode_toko);
    for (const item of items) {
      if (item.kode_group === body.kode_group && item.kode_dept === body.kode_dept) throw badRequest(`${MESSAGES.kategoriJenisSamaDenganAsal} (${item.kode_barcode})`);
    }
    const doc_no = await nextDocNo(tx, DOC.KONVERSI.prefix, store.kode_toko, store.tgl_system);
    const doc = { doc_no, doc_type: DOC.KONVERSI.type, kode_toko: store.kode_toko, tgl_system: store.tgl_system, user_id: user.user_id };
    const lines: MovementLine[] = [];
    const losses: DeclaredLoss[] = [];
    for (const item of items) {
      const place = bakiPlace(item.kode_baki as string);
      const restated = restateLines(item.kode_barcode, { place, kode_group: item.kode_group, kode_dept: item.kode_dept, berat: item.berat }, { place, kode_group: body.kode_group, kode_dept: body.kode_dept, berat: item.berat }, 'KONVERSI', store.kode_toko);
      lines.push(...restated.lines);
      losses.push(...restated.losses);
    }
    await postMovements(tx, { ...doc, note: (body.keterangan || `Konversi ke ${body.kode_group}/${body.kode_dept}`).slice(0, 255) }, lines, losses);
    for (const item of items) {
      const { harga_jual } = await priceOf(tx, body.kode_group, item.berat, item.kadar, store.tgl_system).catch(() => ({ harga_jual: item.harga_jual }));
      await tx
        .update(barang)
        .set({ kode_group: body.kode_group, kode_dept: body.kode_dept, kode_barang: body.kode_dept, harga_jual, harga_skrg: harga_jual, updated_at: sql`now()` })
        .where(sql`${barang.kode_barcode} = ${item.kode_barcode}`);
    }
    await writeMutasi(
      tx,
      doc,
      items.map((item) => ({ ...moveMutasi(item, bakiPlace(item.kode_baki as string), body.keterangan || 'KONVERSI'), kode_group_tujuan: body.kode_group, kode_dept_tujuan: body.kode_dept })),
    );
    return { message: MESSAGES.dataBerhasilDisimpan, no_dokumen: doc_no, qty: items.length, berat: sumBerat(items.map((item) => item.berat)) };
  });
}

/**
 * Destroys (melts) items on the store's trays with a reason: one HANCUR_BARANG document moves them to the
 * boundary place DESTROYED; the items keep their record (history, reports) but lie nowhere.
 */
export async function hancurBarang(deps: AppDeps, user: CurrentUser, body: Body<typeof mutasiBarangApi.hancurBarang>) {
  return deps.db.transaction(async (tx) => {
    const store = await actingStore(deps, tx, user, body.kode_toko);
    const items = await lockScannedOnStoreTrays(tx, body.detail_barang, store.kode_toko);
    const doc_no = await nextDocNo(tx, DOC.HANCUR.prefix, store.kode_toko, store.tgl_system);
    const doc = { doc_no, doc_type: DOC.HANCUR.type, kode_toko: store.kode_toko, tgl_system: store.tgl_system, user_id: user.user_id };
    const to = boundaryPlace('DESTROYED', store.kode_toko);
    await postMovements(
      tx,
      { ...doc, note: body.alasan.slice(0, 255) },
      items.map((item) => ({ from: bakiPlace(item.kode_baki as string), to, kode_group: item.kode_group, kode_dept: item.kode_dept, qty: 1, berat: item.berat, kode_barcode: item.kode_barcode, reason: 'HANCUR' })),
    );
    await writeMutasi(tx, doc, items.map((item) => moveMutasi(item, to, body.alasan)));
    return { message: MESSAGES.dataBerhasilDisimpan, no_dokumen: doc_no, qty: items.length, berat: sumBerat(items.map((item) => item.berat)) };
  });
}
