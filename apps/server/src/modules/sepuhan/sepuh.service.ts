// Sending to the refiner (/kirim-sepuh) and receiving back (/terima-sepuh). A dispatch takes, per tray of the
// refining-sort warehouse and type, the part to refine to the refiner's place SEPUH:<no_sepuh> and the
// damaged part to RUSAK:<no_sepuh> (to be validated for melting); what the screen did not send stays on the
// tray. A receipt brings each type back into a tray of the refined-back warehouse: received, damaged
// (RUSAK:<no_terima_sepuh>), and the difference sent − received − damaged written off to LOSS as the
// refiner's recorded loss, grams and fine grams.
import { sql } from 'drizzle-orm';
import {
  addGrams,
  compareGrams,
  DOCUMENT_TYPES,
  MESSAGES,
  parseGrams,
  SEPUHAN_MESSAGES as S,
  subGrams,
  sumGrams,
  type KirimSepuhBody,
  type TerimaSepuhBody,
} from '@kencana/core';
import { assertSameStore, assertStoreAccess, assertVisible } from '../../auth/policy.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { rows, type Queryable } from '../../db/client.ts';
import { barang_rusak, kirim_sepuh, kirim_sepuh_detail, terima_sepuh, terima_sepuh_detail } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { MovementLine } from '../../ledger/post-movements.ts';
import { assertTrayRole, bakiPlace, boundaryPlace, loadTray, placeCode, postDocument, stockPlace } from '../../stock/index.ts';
import { isEmptyPart, lockPool, shareOf } from './bulk.ts';

/** POST kirim-sepuh: per SS tray and type, the refined part to the refiner and the damaged part aside. */
export async function kirimSepuh(deps: AppDeps, user: CurrentUser, body: KirimSepuhBody) {
  const depts = body.detail_barang.map((line) => line.kode_dept);
  if (new Set(depts).size !== depts.length) throw badRequest(MESSAGES.barangSudahAdaDiTabel);
  const sum = (pick: (line: KirimSepuhBody['detail_barang'][number]) => string) => sumGrams(body.detail_barang.map(pick));
  const count = (pick: (line: KirimSepuhBody['detail_barang'][number]) => number) =>
    body.detail_barang.reduce((total, line) => total + pick(line), 0);
  const totals = {
    qty_total: count((line) => line.qty),
    berat_total: sum((line) => line.berat),
    qty_sepuh_total: count((line) => line.qty_sepuh),
    berat_sepuh_total: sum((line) => line.berat_sepuh),
    qty_rusak_total: count((line) => line.qty_rusak),
    berat_rusak_total: sum((line) => line.berat_rusak),
  };
  const mismatch =
    (body.qty_total !== undefined && body.qty_total !== totals.qty_total) ||
    (body.berat_total !== undefined && compareGrams(body.berat_total, totals.berat_total) !== 0) ||
    (body.qty_sepuh_total !== undefined && body.qty_sepuh_total !== totals.qty_sepuh_total) ||
    (body.berat_sepuh_total !== undefined && compareGrams(body.berat_sepuh_total, totals.berat_sepuh_total) !== 0) ||
    (body.qty_rusak_total !== undefined && body.qty_rusak_total !== totals.qty_rusak_total) ||
    (body.berat_rusak_total !== undefined && compareGrams(body.berat_rusak_total, totals.berat_rusak_total) !== 0);
  if (mismatch) throw badRequest(S.totalTidakSesuai);
  if (
    totals.qty_sepuh_total + totals.qty_rusak_total === 0 &&
    parseGrams(sumGrams([totals.berat_sepuh_total, totals.berat_rusak_total])).isZero()
  ) {
    throw badRequest(S.tidakAdaYangDikirim);
  }

  const done = await postDocument(deps, user, {
    type: 'KIRIM_SEPUH',
    toko: body.kode_toko,
    plan: async ({ tx, store, number }) => {
      const kode_tukang = body.kode_tukang ?? '-';
      if (body.kode_tukang) {
        const [tukang] = await rows<{ kode_tukang: string }>(
          tx,
          sql`SELECT kode_tukang FROM tukang WHERE kode_tukang = ${body.kode_tukang} AND is_active`,
        );
        if (!tukang) throw notFound(S.tukangTidakDitemukan);
      }
      // Trays and pools locked in a fixed order (tray, type) so two dispatches never deadlock.
      const ordered = [...body.detail_barang].sort((a, b) =>
        `${a.kode_baki}|${a.kode_group}|${a.kode_dept}`.localeCompare(`${b.kode_baki}|${b.kode_group}|${b.kode_dept}`),
      );
      const checked = new Set<string>();
      const no_sepuh = await number();
      const refiner = stockPlace('SEPUH', no_sepuh, store.kode_toko);
      const rusak = stockPlace('RUSAK', no_sepuh, store.kode_toko);
      const lines: MovementLine[] = [];
      const detail: (KirimSepuhBody['detail_barang'][number] & { murni_sepuh: string; murni_rusak: string; no_sortirs: string[] })[] = [];
      for (const line of ordered) {
        if (!checked.has(line.kode_baki)) {
          const tray = await loadTray(tx, line.kode_baki);
          assertSameStore(tray.kode_toko, store.kode_toko);
          assertTrayRole(tray, 'SORT_REFINE', S.bakiHarusGudangSS);
          checked.add(line.kode_baki);
        }
        const from = bakiPlace(line.kode_baki);
        const pool = await lockPool(tx, from, line.kode_group, line.kode_dept);
        if (pool.qty === 0 && parseGrams(pool.berat).isZero()) throw conflict(`${S.stokBakiKosong} (${line.kode_dept})`);
        if (pool.qty !== line.qty || compareGrams(pool.berat, line.berat) !== 0) throw conflict(`${S.stokBakiBerubah} (${line.kode_dept})`);
        const murni_sepuh = shareOf(pool.berat_murni, pool.berat, line.berat_sepuh);
        const murni_rusak = shareOf(subGrams(pool.berat_murni, murni_sepuh), subGrams(pool.berat, line.berat_sepuh), line.berat_rusak);
        const base = { from, kode_group: line.kode_group, kode_dept: line.kode_dept };
        if (!isEmptyPart(line.qty_sepuh, line.berat_sepuh, murni_sepuh))
          lines.push({
            ...base,
            to: refiner,
            qty: line.qty_sepuh,
            berat: line.berat_sepuh,
            berat_murni: murni_sepuh,
            reason: 'KIRIM SEPUH',
          });
        if (!isEmptyPart(line.qty_rusak, line.berat_rusak, murni_rusak))
          lines.push({
            ...base,
            to: rusak,
            qty: line.qty_rusak,
            berat: line.berat_rusak,
            berat_murni: murni_rusak,
            reason: 'RUSAK KIRIM SEPUH',
          });
        detail.push({ ...line, murni_sepuh, murni_rusak, no_sortirs: [] });
      }
      if (lines.length === 0) throw badRequest(S.tidakAdaYangDikirim);
      return {
        note: `Kirim Sepuh ${kode_tukang}`,
        lines,
        after: async () => {
          await tx
            .insert(kirim_sepuh)
            .values({ no_sepuh, kode_toko: store.kode_toko, tgl_system: store.tgl_system, kode_tukang, user_id: user.user_id });
          for (const line of detail) {
            const sorts = await rows<{ no_sortir: string }>(
              tx,
              sql`UPDATE sortir_sepuh_detail d SET no_sepuh = ${no_sepuh}
                  FROM sortir_sepuh s WHERE s.no_sortir = d.no_sortir AND s.no_batal IS NULL
                    AND d.kode_baki = ${line.kode_baki} AND d.kode_dept = ${line.kode_dept} AND d.no_sepuh IS NULL
                  RETURNING d.no_sortir`,
            );
            line.no_sortirs = [...new Set(sorts.map((row) => row.no_sortir))].sort();
          }
          await tx.insert(kirim_sepuh_detail).values(
            detail.map((line) => ({
              no_sepuh,
              kode_dept: line.kode_dept,
              kode_group: line.kode_group,
              kode_baki: line.kode_baki,
              qty: line.qty,
              berat: line.berat,
              qty_sepuh: line.qty_sepuh,
              berat_sepuh: line.berat_sepuh,
              murni_sepuh: line.murni_sepuh,
              qty_rusak: line.qty_rusak,
              berat_rusak: line.berat_rusak,
              murni_rusak: line.murni_rusak,
              no_sortirs: line.no_sortirs.join(',').slice(0, 2000),
            })),
          );
          const damaged = detail.filter((line) => !isEmptyPart(line.qty_rusak, line.berat_rusak, line.murni_rusak));
          if (damaged.length) {
            await tx.insert(barang_rusak).values(
              damaged.map((line) => ({
                jenis_transaksi: DOCUMENT_TYPES.KIRIM_SEPUH.prefix,
                no_ref: no_sepuh,
                kode_toko: store.kode_toko,
                tgl_system: store.tgl_system,
                place: placeCode(rusak),
                place_kind: rusak.kind,
                kode_group: line.kode_group,
                kode_dept: line.kode_dept,
                qty: line.qty_rusak,
                berat: line.berat_rusak,
                berat_murni: line.murni_rusak,
              })),
            );
          }
        },
        result: async () => ({ buktiSlipInternal: await buktiKirimSepuh(tx, no_sepuh) }),
      };
    },
  });
  return { message: MESSAGES.dataBerhasilDikirim, buktiSlipInternal: done.buktiSlipInternal };
}

type KirimHeader = { no_sepuh: string; tgl_system: string; kode_toko: string; kode_tukang: string; status: string };
type KirimDetail = {
  kode_dept: string;
  kode_group: string;
  kode_baki: string;
  qty: number;
  berat: string;
  qty_sepuh: number;
  berat_sepuh: string;
  murni_sepuh: string;
  qty_rusak: number;
  berat_rusak: string;
  murni_rusak: string;
  no_sortirs: string;
  no_terima_sepuh: string | null;
};

async function readKirim(q: Queryable, no_sepuh: string, lock = false): Promise<{ header: KirimHeader; detail: KirimDetail[] } | null> {
  const [header] = await rows<KirimHeader>(
    q,
    sql`SELECT no_sepuh, to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system, kode_toko, kode_tukang, status FROM kirim_sepuh WHERE no_sepuh = ${no_sepuh} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  if (!header) return null;
  const detail = await rows<KirimDetail>(
    q,
    sql`SELECT kode_dept, kode_group, kode_baki, qty, berat::text AS berat, qty_sepuh, berat_sepuh::text AS berat_sepuh, murni_sepuh::text AS murni_sepuh,
               qty_rusak, berat_rusak::text AS berat_rusak, murni_rusak::text AS murni_rusak, no_sortirs, no_terima_sepuh
        FROM kirim_sepuh_detail WHERE no_sepuh = ${no_sepuh} ORDER BY kode_dept`,
  );
  return {
    header,
    detail: detail.map((row) => ({ ...row, qty: Number(row.qty), qty_sepuh: Number(row.qty_sepuh), qty_rusak: Number(row.qty_rusak) })),
  };
}

/** The dispatch slip's data (Internal, Owner, Tukang copies): per type what was on the tray, sent, damaged. */
async function buktiKirimSepuh(q: Queryable, no_sepuh: string) {
  const found = await readKirim(q, no_sepuh);
  if (!found) throw notFound(S.noSepuhTidakDitemukan);
  const { header, detail } = found;
  const berat_total = sumGrams(detail.map((line) => line.berat));
  const berat_sepuh_total = sumGrams(detail.map((line) => line.berat_sepuh));
  const berat_rusak_total = sumGrams(detail.map((line) => line.berat_rusak));
  return {
    no_sepuh,
    tgl_sepuh: header.tgl_system,
    kode_toko: header.kode_toko,
    tukang: header.kode_tukang,
    jenis: detail.map((line) => ({
      no_sortirs: line.no_sortirs ? line.no_sortirs.split(',') : [],
      kode_baki: line.kode_baki,
      kode_group: line.kode_group,
      jenis: line.kode_dept,
      qty_beli: line.qty,
      berat_beli: line.berat,
      qty_sepuh: line.qty_sepuh,
      berat_sepuh: line.berat_sepuh,
      qty_rusak: line.qty_rusak,
      berat_rusak: line.berat_rusak,
    })),
    qty_total: detail.reduce((total, line) => total + line.qty, 0),
    berat_total,
    qty_sepuh_total: detail.reduce((total, line) => total + line.qty_sepuh, 0),
    berat_sepuh_total,
    qty_rusak_total: detail.reduce((total, line) => total + line.qty_rusak, 0),
    berat_rusak_total,
    selisih_gr: subGrams(berat_total, addGrams(berat_sepuh_total, berat_rusak_total)),
  };
}

async function visibleKirim(q: Queryable, user: CurrentUser, no_sepuh: string) {
  const found = await readKirim(q, no_sepuh);
  assertVisible(user, found, (record) => record.header.kode_toko, S.noSepuhTidakDitemukan);
  return found;
}

/** GET kirim-sepuh/reprint. */
export async function reprintKirimSepuh(deps: AppDeps, user: CurrentUser, no_sepuh: string) {
  await visibleKirim(deps.db, user, no_sepuh);
  return { data: await buktiKirimSepuh(deps.db, no_sepuh) };
}

/** GET kirim-sepuh/open: the store's dispatches with types still at the refiner. */
export async function kirimSepuhOpen(deps: AppDeps, user: CurrentUser, kode_toko?: string) {
  const toko = assertStoreAccess(user, kode_toko);
  const headers = await rows<KirimHeader>(
    deps.db,
    sql`SELECT no_sepuh, to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system, kode_toko, kode_tukang, status FROM kirim_sepuh
        WHERE kode_toko = ${toko} AND status = 'OPEN' ORDER BY tgl_system, no_sepuh LIMIT 500`,
  );
  const detail = headers.length
    ? await rows<{ no_sepuh: string; kode_dept: string; kode_group: string; qty_sepuh: number; berat_sepuh: string }>(
        deps.db,
        sql`SELECT no_sepuh, kode_dept, kode_group, qty_sepuh, berat_sepuh::text AS berat_sepuh FROM kirim_sepuh_detail
            WHERE no_sepuh IN (${sql.join(
              headers.map((h) => sql`${h.no_sepuh}`),
              sql`, `,
            )}) AND no_terima_sepuh IS NULL ORDER BY no_sepuh, kode_dept`,
      )
    : [];
  return {
    message: headers.length ? MESSAGES.dataLaporanTersedia : MESSAGES.dataYangAndaCariTidakAda,
    data: headers.map((header) => ({
      no_sepuh: header.no_sepuh,
      tgl_sepuh: header.tgl_system,
      kode_toko: header.kode_toko,
      kode_tukang: header.kode_tukang,
      detail: detail
        .filter((row) => row.no_sepuh === header.no_sepuh)
        .map(({ no_sepuh: _n, ...row }) => ({ ...row, qty_sepuh: Number(row.qty_sepuh) })),
    })),
  };
}

/** POST terima-sepuh: per type received, damaged and the refiner's loss, from SEPUH:<no_sepuh> into a KS tray. */
export async function terimaSepuh(deps: AppDeps, user: CurrentUser, body: TerimaSepuhBody) {
  const depts = body.detail_barang.map((line) => line.kode_dept);
  if (new Set(depts).size !== depts.length) throw badRequest(MESSAGES.barangSudahAdaDiTabel);
  const done = await postDocument(deps, user, {
    type: 'TERIMA_SEPUH',
    load: async (tx) => {
      const kirim = await readKirim(tx, body.no_sepuh, true);
      assertVisible(user, kirim, (found) => found.header.kode_toko, S.noSepuhTidakDitemukan);
      return kirim;
    },
    toko: (_tx, kirim) => kirim.header.kode_toko,
    plan: async ({ tx, store, number, loaded: { header, detail } }) => {
      const tray = await loadTray(tx, body.kode_baki);
      assertSameStore(tray.kode_toko, store.kode_toko);
      assertTrayRole(tray, 'REFINED_BACK', S.bakiHarusGudangKS);
      const no_terima_sepuh = await number();
      const refiner = stockPlace('SEPUH', body.no_sepuh, store.kode_toko);
      const rusak = stockPlace('RUSAK', no_terima_sepuh, store.kode_toko);
      const loss = boundaryPlace('LOSS', store.kode_toko);
      const to = bakiPlace(tray.kode_baki);
      const lines: MovementLine[] = [];
      const received: {
        sent: KirimDetail;
        line: TerimaSepuhBody['detail_barang'][number];
        murni_terima: string;
        murni_rusak: string;
        berat_selisih: string;
        murni_selisih: string;
      }[] = [];
      for (const line of body.detail_barang) {
        const sent = detail.find((row) => row.kode_dept === line.kode_dept);
        if (!sent) throw badRequest(`${S.jenisTidakAdaDiKirimSepuh} (${line.kode_dept})`);
        if (sent.no_terima_sepuh) throw conflict(`${S.jenisSudahDiterima} (${line.kode_dept})`);
        if (line.qty_terima + line.qty_rusak > sent.qty_sepuh) throw badRequest(`${S.qtyTerimaMelebihiKirim} (${line.kode_dept})`);
        if (compareGrams(addGrams(line.berat_terima, line.berat_rusak), sent.berat_sepuh) > 0)
          throw badRequest(`${S.beratTerimaMelebihiKirim} (${line.kode_dept})`);
        const murni_terima = shareOf(sent.murni_sepuh, sent.berat_sepuh, line.berat_terima);
        const murni_rusak = shareOf(
          subGrams(sent.murni_sepuh, murni_terima),
          subGrams(sent.berat_sepuh, line.berat_terima),
          line.berat_rusak,
        );
        const berat_selisih = subGrams(sent.berat_sepuh, addGrams(line.berat_terima, line.berat_rusak));
        const murni_selisih = subGrams(sent.murni_sepuh, addGrams(murni_terima, murni_rusak));
        const qty_selisih = sent.qty_sepuh - line.qty_terima - line.qty_rusak;
        const base = { from: refiner, kode_group: sent.kode_group, kode_dept: sent.kode_dept };
        if (!isEmptyPart(line.qty_terima, line.berat_terima, murni_terima))
          lines.push({ ...base, to, qty: line.qty_terima, berat: line.berat_terima, berat_murni: murni_terima, reason: 'TERIMA SEPUH' });
        if (!isEmptyPart(line.qty_rusak, line.berat_rusak, murni_rusak))
          lines.push({
            ...base,
            to: rusak,
            qty: line.qty_rusak,
            berat: line.berat_rusak,
            berat_murni: murni_rusak,
            reason: 'RUSAK TERIMA SEPUH',
          });
        // The refiner's loss: a recorded loss attributed to the refiner (reason names them), pieces included.
        if (!isEmptyPart(qty_selisih, berat_selisih, murni_selisih))
          lines.push({
            ...base,
            to: loss,
            qty: qty_selisih,
            berat: berat_selisih,
            berat_murni: murni_selisih,
            reason: `SUSUT SEPUH ${header.kode_tukang}`,
          });
        received.push({ sent, line, murni_terima, murni_rusak, berat_selisih, murni_selisih });
      }
      const left = detail.filter((row) => !row.no_terima_sepuh && !received.some((entry) => entry.sent.kode_dept === row.kode_dept)).length;
      return {
        note: `Terima Sepuh ${body.no_sepuh}`,
        lines,
        after: async () => {
          await tx.insert(terima_sepuh).values({
            no_terima_sepuh,
            no_sepuh: body.no_sepuh,
            kode_toko: store.kode_toko,
            tgl_system: store.tgl_system,
            kode_baki: tray.kode_baki,
            kode_tukang: header.kode_tukang,
            user_id: user.user_id,
          });
          await tx.insert(terima_sepuh_detail).values(
            received.map(({ sent, line, murni_terima, murni_rusak, berat_selisih, murni_selisih }) => ({
              no_terima_sepuh,
              kode_dept: sent.kode_dept,
              kode_group: sent.kode_group,
              kode_baki: tray.kode_baki,
              qty_sepuh: sent.qty_sepuh,
              berat_sepuh: sent.berat_sepuh,
              murni_sepuh: sent.murni_sepuh,
              berat_timbangan: line.berat_timbangan,
              qty_terima: line.qty_terima,
              berat_terima: line.berat_terima,
              murni_terima,
              qty_rusak: line.qty_rusak,
              berat_rusak: line.berat_rusak,
              murni_rusak,
              berat_selisih,
              murni_selisih,
            })),
          );
          for (const { sent } of received) {
            await tx.execute(
              sql`UPDATE kirim_sepuh_detail SET no_terima_sepuh = ${no_terima_sepuh} WHERE no_sepuh = ${body.no_sepuh} AND kode_dept = ${sent.kode_dept}`,
            );
          }
          if (left === 0) await tx.execute(sql`UPDATE kirim_sepuh SET status = 'SELESAI' WHERE no_sepuh = ${body.no_sepuh}`);
          const damaged = received.filter((entry) => !isEmptyPart(entry.line.qty_rusak, entry.line.berat_rusak, entry.murni_rusak));
          if (damaged.length) {
            await tx.insert(barang_rusak).values(
              damaged.map((entry) => ({
                jenis_transaksi: DOCUMENT_TYPES.TERIMA_SEPUH.prefix,
                no_ref: no_terima_sepuh,
                kode_toko: store.kode_toko,
                tgl_system: store.tgl_system,
                place: placeCode(rusak),
                place_kind: rusak.kind,
                kode_group: entry.sent.kode_group,
                kode_dept: entry.sent.kode_dept,
                qty: entry.line.qty_rusak,
                berat: entry.line.berat_rusak,
                berat_murni: entry.murni_rusak,
              })),
            );
          }
        },
        result: async () => ({ data: await buktiTerimaSepuh(tx, no_terima_sepuh) }),
      };
    },
  });
  return { message: MESSAGES.dataBerhasilDisimpan, data: done.data };
}

type TerimaDetail = {
  kode_dept: string;
  kode_group: string;
  kode_baki: string;
  qty_sepuh: number;
  berat_sepuh: string;
  berat_timbangan: string;
  qty_terima: number;
  berat_terima: string;
  murni_terima: string;
  qty_rusak: number;
  berat_rusak: string;
  berat_selisih: string;
  qty_kirim: number;
  berat_kirim: string;
  murni_kirim: string;
};

async function readTerima(q: Queryable, no_terima_sepuh: string) {
  const [header] = await rows<{
    no_terima_sepuh: string;
    no_sepuh: string;
    kode_toko: string;
    tgl_system: string;
    kode_baki: string;
    kode_tukang: string;
  }>(
    q,
    sql`SELECT no_terima_sepuh, no_sepuh, kode_toko, to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system, kode_baki, kode_tukang FROM terima_sepuh WHERE no_terima_sepuh = ${no_terima_sepuh}`,
  );
  if (!header) return null;
  const detail = await rows<TerimaDetail>(
    q,
    sql`SELECT kode_dept, kode_group, kode_baki, qty_sepuh, berat_sepuh::text AS berat_sepuh, berat_timbangan::text AS berat_timbangan, qty_terima,
               berat_terima::text AS berat_terima, murni_terima::text AS murni_terima, qty_rusak, berat_rusak::text AS berat_rusak,
               berat_selisih::text AS berat_selisih, qty_kirim, berat_kirim::text AS berat_kirim, murni_kirim::text AS murni_kirim
        FROM terima_sepuh_detail WHERE no_terima_sepuh = ${no_terima_sepuh} ORDER BY kode_dept`,
  );
  return {
    header,
    detail: detail.map((row) => ({
      ...row,
      qty_sepuh: Number(row.qty_sepuh),
      qty_terima: Number(row.qty_terima),
      qty_rusak: Number(row.qty_rusak),
      qty_kirim: Number(row.qty_kirim),
    })),
  };
}

async function buktiTerimaSepuh(q: Queryable, no_terima_sepuh: string) {
  const found = await readTerima(q, no_terima_sepuh);
  if (!found) throw notFound(S.noTerimaSepuhTidakDitemukan);
  return {
    no_sepuh: found.header.no_sepuh,
    no_terima_sepuh,
    tgl_system: found.header.tgl_system,
    kode_toko: found.header.kode_toko,
    tukang: found.header.kode_tukang,
    bukti_jenis: found.detail.map((line) => ({
      baki: [line.kode_baki],
      jenis: line.kode_dept,
      kode_group: line.kode_group,
      qty_sepuh: line.qty_sepuh,
      berat_sepuh: line.berat_sepuh,
      berat_timbangan: line.berat_timbangan,
      qty_terima: line.qty_terima,
      berat_terima: line.berat_terima,
      qty_rusak: line.qty_rusak,
      berat_rusak: line.berat_rusak,
      berat_selisih: line.berat_selisih,
    })),
    berat_selisih: sumGrams(found.detail.map((line) => line.berat_selisih)),
  };
}

export async function visibleTerima(q: Queryable, user: CurrentUser, no_terima_sepuh: string) {
  const found = await readTerima(q, no_terima_sepuh);
  assertVisible(user, found, (record) => record.header.kode_toko, S.noTerimaSepuhTidakDitemukan);
  return found;
}

/** GET terima-sepuh/reprint. */
export async function reprintTerimaSepuh(deps: AppDeps, user: CurrentUser, no_terima_sepuh: string) {
  await visibleTerima(deps.db, user, no_terima_sepuh);
  return { data: await buktiTerimaSepuh(deps.db, no_terima_sepuh) };
}

/** GET terima-sepuh: the batch's trays and types, and what is left of it to label. */
export async function sisaTerimaSepuh(
  deps: AppDeps,
  user: CurrentUser,
  query: { no_terima_sepuh: string; kode_baki: string; kode_dept: string },
) {
  const found = await visibleTerima(deps.db, user, query.no_terima_sepuh);
  const detail = found.detail
    .filter(
      (line) =>
        (query.kode_baki === 'SEMUA' || line.kode_baki === query.kode_baki) &&
        (query.kode_dept === 'SEMUA' || line.kode_dept === query.kode_dept),
    )
    .map((line) => ({
      kode_baki: line.kode_baki,
      kode_dept: line.kode_dept,
      kode_group: line.kode_group,
      qty: line.qty_terima - line.qty_kirim,
      berat: subGrams(line.berat_terima, line.berat_kirim),
    }))
    .filter((line) => line.qty > 0 || compareGrams(line.berat, '0') > 0);
  return {
    message: detail.length ? MESSAGES.dataLaporanTersedia : MESSAGES.dataKosong,
    data: {
      no_terima_sepuh: query.no_terima_sepuh,
      kode_toko: found.header.kode_toko,
      baki: [...new Set(detail.map((line) => line.kode_baki))],
      jenis: [...new Set(detail.map((line) => line.kode_dept))],
      detail,
    },
  };
}
