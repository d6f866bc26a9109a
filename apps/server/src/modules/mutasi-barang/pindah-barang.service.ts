// Moving goods inside a store: scanned items to a tray (/pindah-barang), a whole tray to another
// (/pindah-barang-satu-baki), display items back to a sorting warehouse (/pindah-sortir). Their report is
// reports/queries/pindah-barang.ts.
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import {
  hasWarehouseRole,
  MESSAGES,
  parseGrams,
  toGramString,
  type IsiBaki,
  type mutasiBarangApi,
  type ScanItem,
  type BodyOf,
} from '@kencana/core';
import { assertSameStore, assertStoreAccess } from '../../auth/policy.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { rows, type Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../http/context.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import {
  assertTrayRole,
  bakiPlace,
  itemLine,
  loadTray,
  lockItems,
  lockScannedOnStoreTrays,
  moveMutasi,
  placeCode,
  postDocument,
  type ItemRow,
  type Place,
  type Tray,
} from '../../stock/index.ts';
import type { MovementLine } from '../../ledger/post-movements.ts';

type MoveType = 'PINDAH_BARANG' | 'PINDAH_SORTIR';

/**
 * Moves scanned items to a tray of the same store in one document. `check` refuses items that may not
 * go there (e.g. not on a display tray for /pindah-sortir).
 */
async function moveItems(
  deps: AppDeps,
  user: CurrentUser,
  type: MoveType,
  tujuan: Tray,
  scans: readonly ScanItem[],
  check: (item: ItemRow) => void = () => undefined,
) {
  const reason = type.replace('_', ' ');
  const moved = await postDocument(deps, user, {
    type,
    alwaysPosts: true,
    toko: tujuan.kode_toko,
    plan: async ({ tx, store }) => {
      const items = await lockScannedOnStoreTrays(tx, scans, store.kode_toko);
      for (const item of items) {
        if (item.kode_baki === tujuan.kode_baki) throw badRequest(`${MESSAGES.barangSudahAdaDiBakiTujuan} (${item.kode_barcode})`);
        check(item);
      }
      const to = bakiPlace(tujuan.kode_baki);
      return {
        note: `Ke ${tujuan.kode_baki}`,
        lines: items.map((item) => itemLine(item, bakiPlace(item.kode_baki), to, reason)),
        history: items.map((item) => moveMutasi(item, to, reason)),
        result: {},
      };
    },
  });
  return { message: MESSAGES.dataBerhasilDisimpan, ...moved, no_dokumen: moved.no_dokumen };
}

export async function pindahBarang(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof mutasiBarangApi.pindahBarang>) {
  const tujuan = await loadTray(deps.db, body.kode_baki_tujuan);
  assertStoreAccess(user, tujuan.kode_toko);
  return moveItems(deps, user, 'PINDAH_BARANG', tujuan, body.detail_barang);
}

/** Display items (on trays of the display warehouse) back to a tray of a sorting warehouse (WAREHOUSE_ROLES.SORTING). */
export async function pindahSortir(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof mutasiBarangApi.pindahSortir>) {
  const tujuan = await loadTray(deps.db, body.kode_baki_tujuan);
  assertStoreAccess(user, tujuan.kode_toko);
  assertTrayRole(tujuan, 'SORTING', MESSAGES.bakiTujuanHarusGudangSortir);
  return moveItems(deps, user, 'PINDAH_SORTIR', tujuan, body.detail_barang, (item) => {
    if (!hasWarehouseRole(item.kode_gudang, 'DISPLAY')) throw conflict(`${MESSAGES.barangBukanBarangDisplay} (${item.kode_barcode})`);
  });
}

/**
 * What a tray holds before it is moved whole: its barcoded items and the bulk stock beside them (the tray's
 * balance less its items, per category and type), with the ledger's total.
 */
export async function isiBaki(deps: AppDeps, user: CurrentUser, kode_baki: string): Promise<{ data: IsiBaki }> {
  const tray = await loadTray(deps.db, kode_baki);
  assertStoreAccess(user, tray.kode_toko);
  const place = placeCode(bakiPlace(tray.kode_baki));
  const items = await rows<{ kode_barcode: string; nama_barang: string; kode_group: string; kode_dept: string; berat: string }>(
    deps.db,
    sql`SELECT kode_barcode, nama_barang, kode_group, kode_dept, berat::text AS berat FROM barang WHERE lokasi = ${place} ORDER BY kode_barcode`,
  );
  const [total, bulk] = await Promise.all([
    rows<{ qty: number; berat: string }>(
      deps.db,
      sql`SELECT COALESCE(SUM(qty), 0)::int AS qty, COALESCE(SUM(berat), 0)::numeric(14,3)::text AS berat FROM stock_balances WHERE place = ${place}`,
    ),
    bulkOnTray(deps.db, place),
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
      bulk: bulk.map(({ berat_murni: _murni, ...row }) => ({ ...row, qty: Number(row.qty), berat: toGramString(parseGrams(row.berat)) })),
    },
  };
}

/**
 * The stock of a tray that is not its barcoded items: the balance less the items lying there, per category
 * and type, in grams and fine grams. Each item counts as the ledger last booked it onto the tray (its latest
 * barcode row there), so an item restated in place (edited, converted, reweighed) counts as it is now.
 */
async function bulkOnTray(q: Queryable, place: string) {
  return rows<{ kode_group: string; kode_dept: string; qty: number; berat: string; berat_murni: string }>(
    q,
    sql`WITH items AS (
          SELECT DISTINCT ON (m.kode_barcode) m.kode_group, m.kode_dept, m.berat, m.berat_murni
          FROM stock_movements m JOIN barang b ON b.kode_barcode = m.kode_barcode AND b.lokasi = ${place}
          WHERE m.place = ${place} AND m.qty > 0
          ORDER BY m.kode_barcode, m.id DESC),
        held AS (SELECT kode_group, kode_dept, count(*) AS qty, SUM(berat) AS berat, SUM(berat_murni) AS berat_murni FROM items GROUP BY 1, 2)
        SELECT s.kode_group, s.kode_dept, (s.qty - COALESCE(i.qty, 0))::int AS qty, (s.berat - COALESCE(i.berat, 0))::text AS berat,
               (s.berat_murni - COALESCE(i.berat_murni, 0))::text AS berat_murni
        FROM stock_balances s LEFT JOIN held i ON i.kode_group = s.kode_group AND i.kode_dept = s.kode_dept
        WHERE s.place = ${place} AND (s.qty - COALESCE(i.qty, 0) > 0 OR s.berat - COALESCE(i.berat, 0) > 0)
        ORDER BY 1, 2`,
  );
}

/**
 * A whole tray to another tray of the same store: every barcoded item on it and any bulk stock (buy-back
 * gold without barcodes) it holds. The items are locked first; the bulk is then read in one statement as
 * the tray's balance less the items on it, so an item arriving meanwhile is neither lost nor counted twice.
 */
export async function pindahSatuBaki(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof mutasiBarangApi.pindahSatuBaki>) {
  if (body.kode_baki_asal === body.kode_baki_tujuan) throw badRequest(MESSAGES.bakiTujuanSamaDenganAsal);
  const [asal, tujuan] = await Promise.all([loadTray(deps.db, body.kode_baki_asal), loadTray(deps.db, body.kode_baki_tujuan)]);
  assertStoreAccess(user, asal.kode_toko);
  assertSameStore(asal.kode_toko, tujuan.kode_toko);
  const moved = await postDocument(deps, user, {
    type: 'PINDAH_BAKI',
    alwaysPosts: true,
    toko: asal.kode_toko,
    plan: async ({ tx }) => {
      const from: Place = bakiPlace(asal.kode_baki);
      const to: Place = bakiPlace(tujuan.kode_baki);
      const items = [...(await lockItems(tx, [], sql`b.lokasi = ${placeCode(from)}`)).values()];
      const bulk = await bulkOnTray(tx, placeCode(from));
      if (items.length === 0 && bulk.length === 0) throw badRequest(MESSAGES.bakiTidakBerisiBarang);
      const lines: MovementLine[] = items.map((item) => itemLine(item, from, to, 'PINDAH BAKI'));
      for (const row of bulk) {
        lines.push({
          from,
          to,
          kode_group: row.kode_group,
          kode_dept: row.kode_dept,
          qty: Math.max(0, Number(row.qty)),
          berat: toGramString(Decimal.max(0, parseGrams(row.berat))),
          berat_murni: toGramString(Decimal.max(0, parseGrams(row.berat_murni))),
          reason: 'PINDAH BAKI',
        });
      }
      return {
        note: `${asal.kode_baki} ke ${tujuan.kode_baki}`,
        lines,
        history: items.map((item) => moveMutasi(item, to, 'PINDAH BAKI')),
        result: {},
      };
    },
  });
  return { message: MESSAGES.dataBerhasilDisimpan, ...moved, no_dokumen: moved.no_dokumen };
}
