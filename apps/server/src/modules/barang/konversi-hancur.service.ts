// Converting items to another category/type (/konversi-barang) and destroying (melting) items
// (/hancur-data-barang), with their reports.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MESSAGES, type mutasiBarangApi } from '@kencana/core';
import { scopeToko } from '../../auth/access.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { rows } from '../../db/client.ts';
import { barang } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { postMovements, type DeclaredLoss, type MovementLine } from '../../ledger/post-movements.ts';
import { bakiPlace, boundaryPlace } from '../../ledger/places.ts';
import { nextDocNo } from '../../numbering/next-doc-no.ts';
import { priceOf } from './barang.service.ts';
import { actingStore, DOC, lockScannedOnStoreTrays, moveMutasi, reportMessage, restateLines, sumBerat, writeMutasi } from './common.ts';

type Body<E extends { body?: z.ZodType }> = z.infer<NonNullable<E['body']>>;
type Query<E extends { query?: z.ZodType }> = z.infer<NonNullable<E['query']>>;

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

/** /laporan-konversi-barang: conversions in the period, each with its items (nested detail_barang). */
export async function konversiBarangReport(deps: AppDeps, user: CurrentUser, query: Query<typeof mutasiBarangApi.konversiBarangReport>) {
  const kode_toko = scopeToko(user, query.kode_toko);
  const found = await rows<{
    no_konversi: string;
    tgl_konversi: string;
    kode_toko: string;
    user_id: string;
    keterangan: string;
    kode_barcode: string;
    nama_barang: string;
    kategori_asal: string;
    kategori_tujuan: string;
    jenis_asal: string;
    jenis_tujuan: string;
    berat: string;
  }>(
    deps.db,
    sql`SELECT m.doc_no AS no_konversi, to_char(m.tgl_system, 'YYYY-MM-DD') AS tgl_konversi, m.kode_toko, m.user_id, m.keterangan,
               m.kode_barcode, m.nama_barang, m.kode_group_asal AS kategori_asal, m.kode_group_tujuan AS kategori_tujuan,
               m.kode_dept_asal AS jenis_asal, m.kode_dept_tujuan AS jenis_tujuan, m.berat_tujuan::text AS berat
        FROM barang_mutasi m
        WHERE m.kode_toko = ${kode_toko} AND m.doc_type = ${DOC.KONVERSI.type} AND m.tgl_system BETWEEN ${query.start_date} AND ${query.end_date}
        ORDER BY m.tgl_system, m.doc_no, m.id`,
  );
  const byDoc = new Map<string, { no_konversi: string; tgl_konversi: string; kode_toko: string; user_id: string; keterangan: string; detail_barang: Array<(typeof found)[number]> }>();
  for (const row of found) {
    let entry = byDoc.get(row.no_konversi);
    if (!entry) {
      entry = { no_konversi: row.no_konversi, tgl_konversi: row.tgl_konversi, kode_toko: row.kode_toko, user_id: row.user_id, keterangan: row.keterangan, detail_barang: [] };
      byDoc.set(row.no_konversi, entry);
    }
    entry.detail_barang.push(row);
  }
  const data = [...byDoc.values()].map((entry) => ({
    ...entry,
    detail_barang: entry.detail_barang.map((row) => ({
      kode_barcode: row.kode_barcode,
      nama_barang: row.nama_barang,
      kategori_asal: row.kategori_asal,
      kategori_tujuan: row.kategori_tujuan,
      jenis_asal: row.jenis_asal,
      jenis_tujuan: row.jenis_tujuan,
      berat: row.berat,
    })),
  }));
  return { message: reportMessage(data.length, MESSAGES.dataLaporanTersedia, MESSAGES.dataYangDiCariTidakAdaBang), data };
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

/** /laporan-hancur-barang: items destroyed in the period, with the reason. */
export async function hancurBarangReport(deps: AppDeps, user: CurrentUser, body: Body<typeof mutasiBarangApi.hancurBarangReport>) {
  const kode_toko = scopeToko(user, body.kode_toko);
  const data = await rows<{
    no_hancur: string;
    tgl_system: string;
    kode_toko: string;
    kode_barcode: string;
    nama_barang: string;
    kode_group: string;
    kode_dept: string;
    kode_baki: string;
    berat: string;
    alasan: string;
    user_id: string;
  }>(
    deps.db,
    sql`SELECT doc_no AS no_hancur, to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system, kode_toko, kode_barcode, nama_barang,
               kode_group_asal AS kode_group, kode_dept_asal AS kode_dept, kode_baki_asal AS kode_baki, berat_asal::text AS berat,
               keterangan AS alasan, user_id
        FROM barang_mutasi WHERE kode_toko = ${kode_toko} AND doc_type = ${DOC.HANCUR.type} AND tgl_system BETWEEN ${body.tgl_from} AND ${body.tgl_to}
        ORDER BY tgl_system, doc_no, id`,
  );
  return { message: reportMessage(data.length, MESSAGES.dataLaporanTersedia, MESSAGES.dataLaporanTidakTersedia), data };
}

