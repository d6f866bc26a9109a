// The craftsman's material account (/tambah-bahan-tukang, /ambil-bahan-tukang): material (BAHAN) and solder
// (PATRI) per category, held at a TUKANG place of the store. Giving takes bulk gold of the category off a tray
// of the store; taking back puts it on a tray as bulk of the jenis. Both are ledger documents.
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import {
  bahanDiBakiTidakCukup,
  bahanTukangSlip,
  bahanTukangTidakCukup,
  buildSlip,
  GUDANG_BAHAN_TUKANG,
  MESSAGES,
  purityPercent,
  toGramString,
  type BahanNote,
  type JenisBahan,
} from '@kencana/core';
import { assertStoreAccess } from '../../auth/policy.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { rows, type Queryable, type Tx } from '../../db/client.ts';
import type { AppDeps } from '../../http/context.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { MovementLine } from '../../ledger/post-movements.ts';
import { bakiPlace, loadTray, placeCode, postDocument, stockPlace, type Place, type Tray } from '../../stock/index.ts';

/** The craftsman's place in a store: one per store and craftsman (the ledger keys balances by place code). */
export const tukangPlace = (kode_toko: string, kode_tukang: string): Place =>
  stockPlace('TUKANG', `${kode_toko}/${kode_tukang}`, kode_toko);

export interface TukangRow {
  kode_tukang: string;
  nama_tukang: string;
}

/** An active craftsman, or 404. */
export async function loadTukang(q: Queryable, kode_tukang: string): Promise<TukangRow> {
  const [found] = await rows<TukangRow>(
    q,
    sql`SELECT kode_tukang, nama_tukang FROM tukang WHERE kode_tukang = ${kode_tukang} AND is_active`,
  );
  if (!found) throw notFound(MESSAGES.tukangTidakDitemukan);
  return found;
}

/** An existing category, or 404. */
export async function assertGroup(q: Queryable, kode_group: string): Promise<void> {
  const [found] = await rows<{ kode_group: string }>(q, sql`SELECT kode_group FROM groups WHERE kode_group = ${kode_group}`);
  if (!found) throw notFound(MESSAGES.kategoriTidakDitemukan);
}

/** The category's percentage, the purity of bulk material. */
export async function groupPercent(q: Queryable, kode_group: string): Promise<string> {
  const [row] = await rows<{ persentase: string }>(
    q,
    sql`SELECT persentase::text AS persentase FROM groups WHERE kode_group = ${kode_group}`,
  );
  return purityPercent('', row?.persentase ?? null);
}

/**
 * The craftsman's balance of a category and jenis, from the ledger's running balance; null when he never
 * held any. `lock`: the balance row is held until the transaction ends (two takes are serialised).
 */
export async function saldoBahan(
  q: Queryable,
  kode_toko: string,
  kode_tukang: string,
  kode_group: string,
  jenis: string,
  lock = false,
): Promise<string | null> {
  const [row] = await rows<{ berat: string }>(
    q,
    sql`SELECT berat::numeric(14,3)::text AS berat FROM stock_balances
        WHERE place = ${placeCode(tukangPlace(kode_toko, kode_tukang))} AND kode_group = ${kode_group} AND kode_dept = ${jenis}
        ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row ? toGramString(new Decimal(row.berat)) : null;
}

export async function getBahan(
  deps: AppDeps,
  user: CurrentUser,
  query: { kode_tukang: string; jenis: JenisBahan; kode_group: string; kode_toko?: string },
) {
  const kode_toko = assertStoreAccess(user, query.kode_toko);
  const jml = await saldoBahan(deps.db, kode_toko, query.kode_tukang, query.kode_group, query.jenis);
  return {
    message: MESSAGES.saldoBahanTersedia,
    bahan:
      jml === null ? null : { kode_tukang: query.kode_tukang, jenis: query.jenis, kode_group: query.kode_group, kode_toko, jml_bahan: jml },
  };
}

/**
 * Bulk gold of a category on a tray, per type: the tray's balance less its barcoded items. The balance rows
 * are locked (FOR UPDATE) so two notes taking from the same tray are serialised.
 */
async function bulkOnTray(tx: Tx, kode_baki: string, kode_group: string): Promise<Array<{ kode_dept: string; berat: Decimal }>> {
  const place = placeCode(bakiPlace(kode_baki));
  const balances = await rows<{ kode_dept: string; berat: string }>(
    tx,
    sql`SELECT kode_dept, berat::text AS berat FROM stock_balances WHERE place = ${place} AND kode_group = ${kode_group} ORDER BY kode_dept FOR UPDATE`,
  );
  const items = await rows<{ kode_dept: string; berat: string }>(
    tx,
    sql`SELECT kode_dept, COALESCE(SUM(berat), 0)::text AS berat FROM barang WHERE lokasi = ${place} AND kode_group = ${kode_group} GROUP BY kode_dept`,
  );
  const inItems = new Map(items.map((row) => [row.kode_dept, new Decimal(row.berat)]));
  return balances
    .map((row) => ({ kode_dept: row.kode_dept, berat: new Decimal(row.berat).minus(inItems.get(row.kode_dept) ?? 0) }))
    .filter((row) => row.berat.greaterThan(0));
}

type Arah = 'TAMBAH' | 'AMBIL';

/**
 * The tray of a note: the one it names (of the acting store), or the store's material tray — the first active
 * tray of the material warehouse by code — as the specification's payload names none.
 */
async function noteTray(q: Queryable, user: CurrentUser, body: BahanNote): Promise<Tray> {
  if (body.kode_baki) {
    const tray = await loadTray(q, body.kode_baki);
    const requested = assertStoreAccess(user, body.kode_toko ?? tray.kode_toko);
    if (tray.kode_toko !== requested) throw badRequest(MESSAGES.bakiTidakDitemukan);
    return tray;
  }
  const kode_toko = assertStoreAccess(user, body.kode_toko);
  const [material] = await rows<{ kode_baki: string }>(
    q,
    sql`SELECT kode_baki FROM baki WHERE kode_toko = ${kode_toko} AND kode_gudang = ${GUDANG_BAHAN_TUKANG} AND is_active ORDER BY kode_baki LIMIT 1`,
  );
  if (!material) throw conflict(MESSAGES.bakiBahanTukangTidakAda);
  return loadTray(q, material.kode_baki);
}

/** Writes one material note: the document, the note row (with the balance after it) and the slip. */
async function postNote(deps: AppDeps, user: CurrentUser, arah: Arah, body: BahanNote) {
  const tray = await noteTray(deps.db, user, body);
  const tukang = await loadTukang(deps.db, body.kode_tukang);
  await assertGroup(deps.db, body.kode_group);
  const posted = await postDocument(deps, user, {
    type: arah === 'TAMBAH' ? 'TAMBAH_BAHAN' : 'AMBIL_BAHAN',
    toko: tray.kode_toko,
    plan: async ({ tx, store, number }) => {
      const place = tukangPlace(store.kode_toko, body.kode_tukang);
      const jumlah = new Decimal(body.jml_bahan);
      const saldo = new Decimal((await saldoBahan(tx, store.kode_toko, body.kode_tukang, body.kode_group, body.jenis, true)) ?? '0');
      const reason = `${arah} BAHAN ${body.jenis}`;
      let lines: MovementLine[];
      let sisa: Decimal;
      if (arah === 'AMBIL') {
        if (jumlah.greaterThan(saldo)) throw conflict(bahanTukangTidakCukup(toGramString(saldo)));
        lines = [
          {
            from: place,
            to: bakiPlace(tray.kode_baki),
            kode_group: body.kode_group,
            kode_dept: body.jenis,
            qty: 0,
            berat: body.jml_bahan,
            reason,
          },
        ];
        sisa = saldo.minus(jumlah);
      } else {
        const bulk = await bulkOnTray(tx, tray.kode_baki, body.kode_group);
        // The tray's bulk of the same jenis first, then its other types in code order.
        bulk.sort((a, b) => Number(b.kode_dept === body.jenis) - Number(a.kode_dept === body.jenis));
        const available = bulk.reduce((sum, row) => sum.plus(row.berat), new Decimal(0));
        if (jumlah.greaterThan(available)) throw conflict(bahanDiBakiTidakCukup(toGramString(available)));
        let rest = jumlah;
        lines = [];
        for (const row of bulk) {
          if (rest.isZero()) break;
          const part = Decimal.min(rest, row.berat);
          lines.push({
            from: bakiPlace(tray.kode_baki),
            kode_group: body.kode_group,
            kode_dept: row.kode_dept,
            qty: 0,
            berat: toGramString(part),
            reason,
          });
          rest = rest.minus(part);
        }
        lines.push({ to: place, kode_group: body.kode_group, kode_dept: body.jenis, qty: 0, berat: body.jml_bahan, reason });
        sisa = saldo.plus(jumlah);
      }
      const no = await number();
      return {
        note: `${arah} BAHAN ${body.kode_tukang} ${body.jenis} ${body.kode_group}`,
        lines,
        after: async () => {
          await tx.execute(sql`INSERT INTO tukang_bahan (no_tambah_tukar, trx_type, kode_toko, tgl_system, kode_tukang, jenis, kode_group, kode_baki, jml_bahan, saldo_akhir, keterangan, user_id)
                               VALUES (${no}, ${arah}, ${store.kode_toko}, ${store.tgl_system}, ${body.kode_tukang}, ${body.jenis}, ${body.kode_group}, ${tray.kode_baki},
                                       ${body.jml_bahan}::numeric, ${toGramString(sisa)}::numeric, ${body.keterangan}, ${user.user_id})`);
        },
        result: { store, no, sisa: toGramString(sisa) },
      };
    },
  });
  const data = {
    no_tambah_tukar: posted.no,
    tanggal: posted.store.tgl_system,
    tukang: `${tukang.kode_tukang} - ${tukang.nama_tukang}`,
    jenis: body.jenis,
    kategori: body.kode_group,
    bahan: toGramString(new Decimal(body.jml_bahan)),
    sisa_bahan: posted.sisa,
    keterangan: body.keterangan,
  };
  const slip = buildSlip(bahanTukangSlip, {
    ...data,
    shop: { nama_toko: posted.store.nama_toko, alamat_toko: posted.store.alamat_toko },
    arah,
    user_id: user.user_id,
  });
  return {
    message: arah === 'TAMBAH' ? MESSAGES.tambahBahanTersimpan : MESSAGES.ambilBahanTersimpan,
    no_dokumen: posted.no_dokumen ?? posted.no,
    data,
    slip,
  };
}

export const tambahBahan = (deps: AppDeps, user: CurrentUser, body: BahanNote) => postNote(deps, user, 'TAMBAH', body);
export const ambilBahan = (deps: AppDeps, user: CurrentUser, body: BahanNote) => postNote(deps, user, 'AMBIL', body);
