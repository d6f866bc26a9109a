// Moving goods inside a store: scanned items to a tray (/pindah-barang), a whole tray to another
// (/pindah-barang-satu-baki), display items back to a sorting warehouse (/pindah-sortir). Their report is
// reports/queries/pindah-barang.ts.
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { GUDANG_DISPLAY, GUDANG_SORTIR, MESSAGES, parseGrams, toGramString, type IsiBaki, type mutasiBarangApi, type ScanItem } from '@kencana/core';
import { scopeToko } from '../../auth/access.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { rows } from '../../db/client.ts';
import type { AppDeps } from '../../http/context.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { postMovements, type MovementLine } from '../../ledger/post-movements.ts';
import { bakiPlace } from '../../ledger/places.ts';
import { nextDocNo } from '../../numbering/next-doc-no.ts';
import { actingStore, DOC, loadTray, lockItems, lockScannedOnStoreTrays, moveMutasi, sumBerat, writeMutasi, type ItemRow, type Tray } from './common.ts';

type Body<E extends { body?: z.ZodType }> = z.infer<NonNullable<E['body']>>;
type DocKind = typeof DOC.PINDAH | typeof DOC.PINDAH_BAKI | typeof DOC.PINDAH_SORTIR;

/**
 * Moves scanned items to a tray of the same store in one document. `check` refuses items that may not
 * go there (e.g. not on a display tray for /pindah-sortir).
 */
async function moveItems(
  deps: AppDeps,
  user: CurrentUser,
  kind: DocKind,
  tujuan: Tray,
  scans: readonly ScanItem[],
  check: (item: ItemRow) => void = () => undefined,
) {
  return deps.db.transaction(async (tx) => {
    const store = await actingStore(deps, tx, user, tujuan.kode_toko);
    const items = await lockScannedOnStoreTrays(tx, scans, store.kode_toko);
    for (const item of items) {
      if (item.kode_baki === tujuan.kode_baki) throw badRequest(`${MESSAGES.barangSudahAdaDiBakiTujuan} (${item.kode_barcode})`);
      check(item);
    }
    const doc_no = await nextDocNo(tx, kind.prefix, store.kode_toko, store.tgl_system);
    const doc = { doc_no, doc_type: kind.type, kode_toko: store.kode_toko, tgl_system: store.tgl_system, user_id: user.user_id };
    const to = bakiPlace(tujuan.kode_baki);
    await postMovements(
      tx,
      { ...doc, note: `Ke ${tujuan.kode_baki}` },
      items.map((item) => ({ from: bakiPlace(item.kode_baki as string), to, kode_group: item.kode_group, kode_dept: item.kode_dept, qty: 1, berat: item.berat, kode_barcode: item.kode_barcode, reason: kind.type.replace('_', ' ') })),
    );
    await writeMutasi(tx, doc, items.map((item) => moveMutasi(item, to, kind.type.replace('_', ' '))));
    return { message: MESSAGES.dataBerhasilDisimpan, no_dokumen: doc_no, qty: items.length, berat: sumBerat(items.map((item) => item.berat)) };
  });
}

export async function pindahBarang(deps: AppDeps, user: CurrentUser, body: Body<typeof mutasiBarangApi.pindahBarang>) {
  const tujuan = await loadTray(deps.db, body.kode_baki_tujuan);
  scopeToko(user, tujuan.kode_toko);
  return moveItems(deps, user, DOC.PINDAH, tujuan, body.detail_barang);
}

/** Display items (on KC trays) back to a tray of a sorting warehouse (SS, SP, RUSAK…). */
export async function pindahSortir(deps: AppDeps, user: CurrentUser, body: Body<typeof mutasiBarangApi.pindahSortir>) {
  const tujuan = await loadTray(deps.db, body.kode_baki_tujuan);
  scopeToko(user, tujuan.kode_toko);
  if (!(GUDANG_SORTIR as readonly string[]).includes(tujuan.kode_gudang)) throw badRequest(MESSAGES.bakiTujuanHarusGudangSortir);
  return moveItems(deps, user, DOC.PINDAH_SORTIR, tujuan, body.detail_barang, (item) => {
    if (item.kode_gudang !== GUDANG_DISPLAY) throw conflict(`${MESSAGES.barangBukanBarangDisplay} (${item.kode_barcode})`);
  });
}

/**
 * What a tray holds before it is moved whole: its barcoded items and the bulk stock beside them (the tray's
 * balance less its items, per category and type), with the ledger's total.
 */
export async function isiBaki(deps: AppDeps, user: CurrentUser, kode_baki: string): Promise<{ data: IsiBaki }> {
  const tray = await loadTray(deps.db, kode_baki);
  scopeToko(user, tray.kode_toko);
  const place = `BAKI:${tray.kode_baki}`;
  const items = await rows<{ kode_barcode: string; nama_barang: string; kode_group: string; kode_dept: string; berat: string }>(
    deps.db,
    sql`SELECT kode_barcode, nama_barang, kode_group, kode_dept, berat::text AS berat FROM barang WHERE lokasi = ${place} ORDER BY kode_barcode`,
  );
  const [total, bulk] = await Promise.all([
    rows<{ qty: number; berat: string }>(deps.db, sql`SELECT COALESCE(SUM(qty), 0)::int AS qty, COALESCE(SUM(berat), 0)::numeric(14,3)::text AS berat FROM stock_balances WHERE place = ${place}`),
    rows<{ kode_group: string; kode_dept: string; qty: number; berat: string }>(deps.db, bulkOnTray(place)),
  ]);
  return {
    data: {
      kode_baki: tray.kode_baki,
      nama_baki: tray.nama_baki,
      kode_gudang: tray.kode_gudang,
      kode_toko: tray.kode_toko,
      qty: Number(total[0]?.qty ?? 0),
      berat: total[0]?.berat ?? '0.000',
      detail_barang: items,
      bulk: bulk.map((row) => ({ ...row, qty: Number(row.qty), berat: toGramString(parseGrams(row.berat)) })),
    },
  };
}

/** The stock of a tray that is not its barcoded items: the balance less the items, per category and type. */
function bulkOnTray(place: string) {
  return sql`SELECT s.kode_group, s.kode_dept, (s.qty - COALESCE(i.qty, 0))::int AS qty, (s.berat - COALESCE(i.berat, 0))::text AS berat
      FROM stock_balances s
      LEFT JOIN (SELECT kode_group, kode_dept, count(*) AS qty, SUM(berat) AS berat FROM barang WHERE lokasi = ${place} GROUP BY 1, 2) i
        ON i.kode_group = s.kode_group AND i.kode_dept = s.kode_dept
      WHERE s.place = ${place} AND (s.qty - COALESCE(i.qty, 0) > 0 OR s.berat - COALESCE(i.berat, 0) > 0)
      ORDER BY 1, 2`;
}

/**
 * A whole tray to another tray of the same store: every barcoded item on it and any bulk stock (buy-back
 * gold without barcodes) it holds. The items are locked first; the bulk is then read in one statement as
 * the tray's balance less the items on it, so an item arriving meanwhile is neither lost nor counted twice.
 */
export async function pindahSatuBaki(deps: AppDeps, user: CurrentUser, body: Body<typeof mutasiBarangApi.pindahSatuBaki>) {
  if (body.kode_baki_asal === body.kode_baki_tujuan) throw badRequest(MESSAGES.bakiTujuanSamaDenganAsal);
  const [asal, tujuan] = await Promise.all([loadTray(deps.db, body.kode_baki_asal), loadTray(deps.db, body.kode_baki_tujuan)]);
  scopeToko(user, asal.kode_toko);
  if (asal.kode_toko !== tujuan.kode_toko) throw badRequest(MESSAGES.aksesTokoLainDitolak);
  return deps.db.transaction(async (tx) => {
    const store = await actingStore(deps, tx, user, asal.kode_toko);
    const from = bakiPlace(asal.kode_baki);
    const to = bakiPlace(tujuan.kode_baki);
    const placeFrom = `BAKI:${asal.kode_baki}`;
    const items = [...(await lockItems(tx, [], sql`lokasi = ${placeFrom}`)).values()];
    const bulk = await rows<{ kode_group: string; kode_dept: string; qty: number; berat: string }>(tx, bulkOnTray(placeFrom));
    if (items.length === 0 && bulk.length === 0) throw badRequest(MESSAGES.bakiTidakBerisiBarang);
    const lines: MovementLine[] = items.map((item) => ({ from, to, kode_group: item.kode_group, kode_dept: item.kode_dept, qty: 1, berat: item.berat, kode_barcode: item.kode_barcode, reason: 'PINDAH BAKI' }));
    for (const row of bulk) {
      lines.push({ from, to, kode_group: row.kode_group, kode_dept: row.kode_dept, qty: Math.max(0, Number(row.qty)), berat: toGramString(Decimal.max(0, parseGrams(row.berat))), reason: 'PINDAH BAKI' });
    }
    const doc_no = await nextDocNo(tx, DOC.PINDAH_BAKI.prefix, store.kode_toko, store.tgl_system);
    const doc = { doc_no, doc_type: DOC.PINDAH_BAKI.type, kode_toko: store.kode_toko, tgl_system: store.tgl_system, user_id: user.user_id };
    await postMovements(tx, { ...doc, note: `${asal.kode_baki} ke ${tujuan.kode_baki}` }, lines);
    await writeMutasi(tx, doc, items.map((item) => moveMutasi(item, to, 'PINDAH BAKI')));
    const qty = lines.reduce((sum, line) => sum + line.qty, 0);
    return { message: MESSAGES.dataBerhasilDisimpan, no_dokumen: doc_no, qty, berat: sumBerat(lines.map((line) => line.berat)) };
  });
}
