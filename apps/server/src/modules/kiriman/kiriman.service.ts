// Incoming stock (KB from the owner, KC from labelling): the owner's send, the store's confirmation, the
// cashier's close, the balances. The shipment machinery itself (open, enter an item) is shipment.ts, on this
// module's face (index.ts), so that the labelling flow and the add-goods form call it too.
import Decimal from 'decimal.js';
import { sql, type SQL } from 'drizzle-orm';
import {
  fineGrams,
  KIRIMAN_MESSAGES,
  MESSAGES,
  SHIPMENT_KIND,
  type JenisKiriman,
  type KirimanRow,
  type kirimanApi,
  type NotaKirimBos,
  type ValidasiInputRow,
  type BodyOf,
  type QueryOf,
} from '@kencana/core';
import type { CurrentUser } from '../../auth/current-user.ts';
import { storeFilter } from '../../auth/policy.ts';
import { rows, type Queryable, type Tx } from '../../db/client.ts';
import type { AppDeps } from '../../http/context.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { actingStore, assertTrayRole, boundaryPlace, loadTray, placeCode, postDocument, purityOf, stockPlace } from '../../stock/index.ts';
import { recordDispatch } from '../sepuhan/index.ts';
import { lockShipment, openShipment, shipmentLines, shipmentPlace } from './shipment.ts';
import type { MovementLine, DeclaredLoss } from '../../ledger/post-movements.ts';

/** The store a list is held to: staff their own, OWN/SU every store. */
const scope = (user: CurrentUser): string | null => storeFilter(user);

/**
 * The owner sends one goods line to a store: a KIRIM_BARANG_BOS document whose number is the shipment's,
 * moving the bulk from the owner's stock (EXTERNAL of the receiving store) into the shipment's place.
 */
export async function simpanKirimBos(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof kirimanApi.simpanKirimBos>) {
  const saved = await postDocument(deps, user, {
    type: 'KIRIM_BARANG_BOS',
    toko: async (tx) => (await loadTray(tx, body.tujuan)).kode_toko,
    plan: async (ctx) => {
      const tray = await loadTray(ctx.tx, body.tujuan);
      assertTrayRole(tray, 'DISPLAY', MESSAGES.tujuanHarusDipilih);
      await checkGoods(ctx.tx, body.kode_group, body.kode_dept);
      const [sales] = await rows<{ ok: boolean }>(
        ctx.tx,
        sql`SELECT true AS ok FROM sales WHERE kode_sales = ${body.sales_pabrik} AND is_active`,
      );
      if (!sales) throw notFound(MESSAGES.gagalMengambilDataKeserver);
      const shipment = await openShipment(ctx, {
        jenis: SHIPMENT_KIND.OWNER_GOODS,
        kode_baki: tray.kode_baki,
        kode_toko: tray.kode_toko,
        asal: boundaryPlace('EXTERNAL', tray.kode_toko),
        kadar: body.kadar,
        sales_pabrik: body.sales_pabrik,
        kode_labeling: body.kode_labeling,
        lines: [
          {
            kode_group: body.kode_group,
            kode_dept: body.kode_dept,
            qty: body.qty,
            berat: body.berat,
            detail_barang: body.detail_barang,
            asal_barang: body.asal_barang,
          },
        ],
      });
      return {
        note: `KIRIM BARANG DARI BOS ${body.asal_barang}`,
        lines: shipment.lines,
        after: shipment.record,
        result: async () => ({ nota: await readNota(ctx.tx, shipment.no_kirim) }),
      };
    },
  });
  return { message: MESSAGES.dataBerhasilDisimpan, data: { nota: saved.nota } };
}

async function checkGoods(q: Queryable, kode_group: string, kode_dept: string): Promise<void> {
  const [group] = await rows<{ ok: boolean }>(q, sql`SELECT true AS ok FROM groups WHERE kode_group = ${kode_group} AND is_active`);
  if (!group) throw notFound(MESSAGES.kategoriTidakDitemukan);
  const [type] = await rows<{ kode_group: string }>(q, sql`SELECT kode_group FROM jenis WHERE kode_dept = ${kode_dept} AND is_active`);
  if (!type || type.kode_group !== kode_group) throw badRequest(MESSAGES.jenisTidakSesuaiKategori);
}

async function readNota(q: Queryable, no_kirim: string): Promise<NotaKirimBos> {
  const [nota] = await rows<NotaKirimBos>(
    q,
    sql`SELECT k.no_kirim AS no_kirim_bos, to_char(k.tgl_kirim, 'YYYY-MM-DD') AS tgl_kirim, k.kode_toko, t.nama_toko,
               d.kode_group AS kategori, d.asal_barang AS asal, k.kode_baki AS baki, d.kode_dept AS jenis, d.detail_barang AS keterangan,
               k.kadar, k.sales_pabrik, d.qty AS qty_kirim, d.berat::text AS berat_kirim, k.user_id
        FROM kiriman k JOIN kiriman_detail d ON d.no_kirim = k.no_kirim AND d.line_no = 1
        JOIN tokos t ON t.kode_toko = k.kode_toko
        WHERE k.no_kirim = ${no_kirim} AND k.jenis = ${SHIPMENT_KIND.OWNER_GOODS}`,
  );
  if (!nota) throw notFound(KIRIMAN_MESSAGES.kirimanTidakDitemukan);
  return nota;
}

/** The nota again (reprint): the receiving store's staff, OWN/SU. */
export async function reprintKirimBos(deps: AppDeps, user: CurrentUser, no_kirim: string) {
  const nota = await readNota(deps.db, no_kirim);
  const toko = scope(user);
  if (toko !== null && nota.kode_toko !== toko) throw notFound(KIRIMAN_MESSAGES.kirimanTidakDitemukan);
  return { data: { nota } };
}

/** Everything a row of the validation and balance lists shows, one row per shipment. */
export function kirimanRowsSql(where: SQL): SQL {
  return sql`
    SELECT k.no_kirim AS no_kirim_bos, k.no_kirim AS no_kirim_stock, k.jenis, to_char(k.tgl_kirim, 'YYYY-MM-DD') AS tgl_system,
           k.kode_toko, k.kode_baki AS kode_lokasi_toko, d.kode_group, d.kode_dept, k.kode_labeling,
           d.qty::int AS qty, d.qty_input::int AS qty_input, (d.qty - d.qty_input - d.qty_kembali - d.qty_selisih)::int AS qty_sisa,
           d.berat::text AS berat, d.berat_input::text AS berat_input, (d.berat - d.berat_input - d.berat_kembali - d.berat_selisih)::text AS berat_sisa,
           ROUND((d.berat - d.berat_input - d.berat_kembali - d.berat_selisih) * COALESCE(g.harga, 0))::bigint AS harga_total,
           k.status, k.validated AS validasi
    FROM kiriman k
    JOIN LATERAL (
      SELECT string_agg(DISTINCT kode_group, ',') AS kode_group, string_agg(DISTINCT kode_dept, ',') AS kode_dept, min(kode_group) AS first_group,
             sum(qty) AS qty, sum(qty_input) AS qty_input, sum(qty_kembali) AS qty_kembali, sum(qty_selisih) AS qty_selisih,
             sum(berat) AS berat, sum(berat_input) AS berat_input, sum(berat_kembali) AS berat_kembali, sum(berat_selisih) AS berat_selisih
      FROM kiriman_detail WHERE kiriman_detail.no_kirim = k.no_kirim
    ) d ON true
    LEFT JOIN groups g ON g.kode_group = d.first_group
    WHERE ${where}`;
}

const toRow = (row: KirimanRow): KirimanRow => ({
  ...row,
  qty: Number(row.qty),
  qty_input: Number(row.qty_input),
  qty_sisa: Number(row.qty_sisa),
  harga_total: Number(row.harga_total),
});
const noFilter = (no_kirim: string): SQL => (no_kirim === 'ALL' ? sql`true` : sql`k.no_kirim = ${no_kirim}`);
const tokoFilter = (toko: string | null): SQL => (toko === null ? sql`true` : sql`k.kode_toko = ${toko}`);

/** Shipments of one kind to the store in a period that the store has not confirmed yet. */
export async function cariValidasi(
  deps: AppDeps,
  user: CurrentUser,
  jenis: JenisKiriman,
  body: { tgl_from: string; tgl_to: string; no_kirim_bos: string },
) {
  const data = (
    await rows<KirimanRow>(
      deps.db,
      sql`${kirimanRowsSql(sql`k.jenis = ${jenis} AND NOT k.validated AND ${tokoFilter(scope(user))} AND ${noFilter(body.no_kirim_bos)}
                                AND k.tgl_kirim BETWEEN ${body.tgl_from}::date AND ${body.tgl_to}::date`)}
          ORDER BY k.tgl_kirim, k.no_kirim LIMIT 1000`,
    )
  ).map(toRow);
  return { message: data.length ? MESSAGES.dataValidasiTersedia : MESSAGES.belumAdaDataYangHarusDiValidasi, data };
}

/** Balances of shipments of one kind sent in a period (status ALL/SEMUA, OPEN, CLOSE). */
export async function saldo(
  deps: AppDeps,
  user: CurrentUser,
  jenis: JenisKiriman,
  body: { tgl_from: string; tgl_to: string; no_kirim_bos: string; kode_labeling: string; status: string },
) {
  const status = body.status === 'ALL' || body.status === 'SEMUA' ? sql`true` : sql`k.status = ${body.status}`;
  const labeling = body.kode_labeling === 'SEMUA' ? sql`true` : sql`k.kode_labeling = ${body.kode_labeling}`;
  const data = (
    await rows<KirimanRow>(
      deps.db,
      sql`${kirimanRowsSql(sql`k.jenis = ${jenis} AND ${tokoFilter(scope(user))} AND ${noFilter(body.no_kirim_bos)} AND ${status} AND ${labeling}
                                AND k.tgl_kirim BETWEEN ${body.tgl_from}::date AND ${body.tgl_to}::date`)}
          ORDER BY k.tgl_kirim, k.no_kirim LIMIT 5000`,
    )
  ).map(toRow);
  return { message: data.length ? MESSAGES.laporanSaldoAktifTersedia : MESSAGES.dataYangAndaCariTidakAda, data };
}

/**
 * The store confirms shipments arrived: every named shipment must be of the kind, the store's (OWN/SU: any)
 * and not confirmed before — else nothing is confirmed. Locked in number order, so two cashiers confirming
 * the same shipment at once confirm it once and the second is refused.
 */
export async function validasiTerima(deps: AppDeps, user: CurrentUser, jenis: JenisKiriman, numbers: readonly string[]) {
  const unique = [...new Set(numbers)].sort();
  return deps.db.transaction(async (tx) => {
    const data: { no_kirim: string; tgl_validasi: string }[] = [];
    for (const no_kirim of unique) {
      const header = await lockShipment(tx, no_kirim, scope(user));
      if (header.jenis !== jenis) throw badRequest(KIRIMAN_MESSAGES.kirimanBukanJenis);
      if (header.validated) throw conflict(`${KIRIMAN_MESSAGES.kirimanSudahDivalidasi} (${no_kirim})`);
      const store = await actingStore(deps, tx, user, header.kode_toko);
      await tx.execute(
        sql`UPDATE kiriman SET validated = true, tgl_validasi = ${store.tgl_system}::date, validated_at = now(), validated_by = ${user.user_id} WHERE no_kirim = ${no_kirim}`,
      );
      data.push({ no_kirim, tgl_validasi: store.tgl_system });
    }
    return { message: MESSAGES.validasiTerimaStockBerhasil, data };
  });
}

/** Confirmed, OPEN shipments of the store with what remains, and the grand total of their value. */
export async function outstand(deps: AppDeps, user: CurrentUser, jenis: JenisKiriman, query: QueryOf<typeof kirimanApi.outstandKirimBos>) {
  const data = (
    await rows<KirimanRow>(
      deps.db,
      sql`${kirimanRowsSql(sql`k.jenis = ${jenis} AND k.validated AND k.status = 'OPEN' AND ${tokoFilter(scope(user))} AND ${noFilter(query.no_kirim_bos)}
                                AND k.tgl_kirim BETWEEN ${query.tgl_from}::date AND ${query.tgl_to}::date`)}
          ORDER BY k.tgl_kirim, k.no_kirim LIMIT 1000`,
    )
  ).map(toRow);
  return {
    message: data.length ? MESSAGES.dataValidasiTersedia : MESSAGES.belumAdaDataYangHarusDiValidasi,
    data,
    grand_total: data.reduce((sum, row) => sum + row.harga_total, 0),
  };
}

/**
 * The cashier closes shipments (status CLOSE). What was not entered as items goes back to where it came
 * from (the owner's stock for KB, labelling's place for KC) in one VALIDASI_INPUTAN document; all the
 * shipments must be of one store, confirmed and OPEN, else nothing closes.
 */
export async function validasiInput(
  deps: AppDeps,
  user: CurrentUser,
  jenis: JenisKiriman,
  body: BodyOf<typeof kirimanApi.validasiInputBos>,
) {
  const numbers = [...new Set(body.data_kirim.map((row) => (row.no_kirim_bos ?? row.no_kirim_stock) as string))].sort();
  const first = numbers[0] as string;
  const saved = await postDocument(deps, user, {
    type: 'VALIDASI_INPUTAN',
    toko: async (tx) =>
      (await rows<{ kode_toko: string }>(tx, sql`SELECT kode_toko FROM kiriman WHERE no_kirim = ${first}`))[0]?.kode_toko ?? user.kode_toko,
    plan: async ({ tx, store, number }) => {
      const lines: MovementLine[] = [];
      const closes: { no_kirim: string; detail: { id: number; qty: number; berat: string }[] }[] = [];
      for (const no_kirim of numbers) {
        const header = await lockShipment(tx, no_kirim, store.kode_toko);
        if (header.jenis !== jenis) throw badRequest(KIRIMAN_MESSAGES.kirimanBukanJenis);
        if (header.status !== 'OPEN') throw conflict(`${KIRIMAN_MESSAGES.kirimanSudahClose} (${no_kirim})`);
        if (!header.validated) throw conflict(`${KIRIMAN_MESSAGES.kirimanBelumDivalidasi} (${no_kirim})`);
        const detail = [];
        for (const line of await shipmentLines(tx, no_kirim)) {
          detail.push({ id: line.id, qty: line.qty_sisa, berat: line.berat_sisa });
          if (line.qty_sisa === 0 && new Decimal(line.berat_sisa).isZero()) continue;
          lines.push({
            from: shipmentPlace(no_kirim, header.kode_toko),
            to: header.asal,
            kode_group: line.kode_group,
            kode_dept: line.kode_dept,
            qty: line.qty_sisa,
            berat: new Decimal(line.berat_sisa).toFixed(3),
            kadar: line.kadar_persen,
            reason: `KEMBALI KE PENGIRIM ${no_kirim}`,
          });
        }
        closes.push({ no_kirim, detail });
      }
      const no_validasi = await number();
      return {
        note: `VALIDASI INPUTAN ${jenis}`,
        lines,
        after: async () => {
          for (const close of closes) {
            for (const d of close.detail)
              await tx.execute(
                sql`UPDATE kiriman_detail SET qty_kembali = qty_kembali + ${d.qty}, berat_kembali = berat_kembali + ${d.berat}::numeric WHERE id = ${d.id}`,
              );
            await tx.execute(
              sql`UPDATE kiriman SET status = 'CLOSE', tgl_close = ${store.tgl_system}::date, closed_at = now(), closed_by = ${user.user_id}, no_validasi = ${no_validasi} WHERE no_kirim = ${close.no_kirim}`,
            );
          }
        },
        result: async () => ({
          no_validasi,
          data: await validasiRows(
            tx,
            sql`k.no_kirim IN (${sql.join(
              numbers.map((n) => sql`${n}`),
              sql`, `,
            )})`,
          ),
        }),
      };
    },
  });
  // A close that returns nothing posts no ledger rows; its number was still taken for the receipt.
  return { message: MESSAGES.validasiInputBerhasil, no_validasi: saved.no_validasi, data: saved.data };
}

/** The closed shipments as the receipt and the report show them. */
export async function validasiRows(q: Queryable | Tx, where: SQL): Promise<ValidasiInputRow[]> {
  const found = await rows<ValidasiInputRow>(q, validasiRowsSql(where));
  return found.map((row) => ({ ...row, qty: Number(row.qty), qty_input: Number(row.qty_input), qty_kembali: Number(row.qty_kembali) }));
}

export function validasiRowsSql(where: SQL): SQL {
  return sql`
    SELECT k.no_kirim, k.jenis, to_char(k.tgl_close, 'YYYY-MM-DD') AS tgl_validasi, k.kode_toko,
           string_agg(DISTINCT d.kode_group, ',') AS kode_group, string_agg(DISTINCT d.kode_dept, ',') AS kode_dept,
           sum(d.qty)::int AS qty, sum(d.berat)::text AS berat, sum(d.qty_input)::int AS qty_input, sum(d.berat_input)::text AS berat_input,
           sum(d.qty_kembali)::int AS qty_kembali, sum(d.berat_kembali)::text AS berat_kembali,
           COALESCE(k.no_validasi, '-') AS no_validasi, COALESCE(k.closed_by, '-') AS user_id
    FROM kiriman k JOIN kiriman_detail d ON d.no_kirim = k.no_kirim
    WHERE k.status = 'CLOSE' AND ${where}
    GROUP BY k.no_kirim, k.jenis, k.tgl_close, k.kode_toko, k.no_validasi, k.closed_by`;
}

/** KC closes in a period (KB: the report validasi-validasi-inputan). */
export async function laporanValidasiInput(
  deps: AppDeps,
  user: CurrentUser,
  jenis: JenisKiriman,
  query: { tgl_from: string; tgl_to: string },
) {
  const data = await validasiRows(
    deps.db,
    sql`k.jenis = ${jenis} AND ${tokoFilter(scope(user))} AND k.tgl_close BETWEEN ${query.tgl_from}::date AND ${query.tgl_to}::date`,
  );
  return { message: data.length ? MESSAGES.dataLaporanTersedia : MESSAGES.dataYangAndaCariTidakAda, data };
}

/** The receipt of the close that closed this shipment (every shipment of that close). */
export async function reprintValidasiInput(deps: AppDeps, user: CurrentUser, no_kirim: string) {
  const [found] = await rows<{ no_validasi: string | null; kode_toko: string }>(
    deps.db,
    sql`SELECT no_validasi, kode_toko FROM kiriman WHERE no_kirim = ${no_kirim} AND status = 'CLOSE'`,
  );
  const toko = scope(user);
  if (!found || !found.no_validasi || (toko !== null && found.kode_toko !== toko)) throw notFound(KIRIMAN_MESSAGES.kirimanTidakDitemukan);
  return { data: await validasiRows(deps.db, sql`k.no_validasi = ${found.no_validasi}`) };
}

/** One shipment's balance (the opname screen; the add-goods form shows what remains). */
export async function kirimanSaldo(deps: AppDeps, user: CurrentUser, no_kirim: string) {
  const [row] = await rows<KirimanRow>(deps.db, sql`${kirimanRowsSql(sql`k.no_kirim = ${no_kirim} AND ${tokoFilter(scope(user))}`)}`);
  if (!row) throw notFound(KIRIMAN_MESSAGES.kirimanTidakDitemukan);
  const [ledger] = await rows<{ qty: number; berat: string }>(
    deps.db,
    sql`SELECT COALESCE(SUM(qty), 0)::int AS qty, COALESCE(SUM(berat), 0)::numeric(14,3)::text AS berat FROM stock_balances WHERE place = ${placeCode(shipmentPlace(no_kirim, row.kode_toko))}`,
  );
  return { data: toRow(row), ledger: { qty: Number(ledger?.qty ?? 0), berat: ledger?.berat ?? '0.000' } };
}

/**
 * A count of what remains of an OPEN KB shipment: counted below the balance → the missing grams are booked
 * as loss (LOSS) with the reason; above → the surplus enters from the loss boundary. The shipment's lines
 * record the difference (qty_selisih / berat_selisih), so its remainder is what was counted.
 */
export async function opnameKiriman(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof kirimanApi.opnameKiriman>) {
  const saved = await postDocument(deps, user, {
    type: 'OPNAME_KIRIMAN',
    toko: async (tx) =>
      (await rows<{ kode_toko: string }>(tx, sql`SELECT kode_toko FROM kiriman WHERE no_kirim = ${body.no_kirim_bos}`))[0]?.kode_toko ??
      user.kode_toko,
    plan: async ({ tx, store }) => {
      const header = await lockShipment(tx, body.no_kirim_bos, store.kode_toko);
      if (header.jenis !== SHIPMENT_KIND.OWNER_GOODS) throw badRequest(KIRIMAN_MESSAGES.kirimanBukanJenis);
      if (header.status !== 'OPEN') throw conflict(KIRIMAN_MESSAGES.kirimanSudahClose);
      const [line] = await shipmentLines(tx, header.no_kirim);
      if (!line) throw notFound(KIRIMAN_MESSAGES.kirimanTidakDitemukan);
      const selisihQty = line.qty_sisa - body.qty_opname;
      const selisihBerat = new Decimal(line.berat_sisa).minus(body.berat_opname);
      const place = shipmentPlace(header.no_kirim, header.kode_toko);
      const lines: MovementLine[] = [];
      const losses: DeclaredLoss[] = [];
      const reason = `OPNAME KIRIMAN: ${body.alasan}`;
      if (selisihQty > 0 || selisihBerat.gt(0)) {
        // Missing: out of the shipment into the recorded loss.
        const berat = selisihBerat.gt(0) ? selisihBerat.toFixed(3) : '0.000';
        lines.push({
          from: place,
          kode_group: line.kode_group,
          kode_dept: line.kode_dept,
          qty: Math.max(selisihQty, 0),
          berat,
          kadar: line.kadar_persen,
          reason,
        });
        losses.push({
          kode_toko: store.kode_toko,
          kode_group: line.kode_group,
          kode_dept: line.kode_dept,
          berat,
          kadar: line.kadar_persen,
          reason,
        });
      }
      if (selisihQty < 0 || selisihBerat.lt(0)) {
        // Found more than the books: in from the loss boundary.
        const berat = selisihBerat.lt(0) ? selisihBerat.neg().toFixed(3) : '0.000';
        lines.push({
          from: boundaryPlace('LOSS', store.kode_toko),
          to: place,
          kode_group: line.kode_group,
          kode_dept: line.kode_dept,
          qty: Math.max(-selisihQty, 0),
          berat,
          kadar: line.kadar_persen,
          reason,
        });
      }
      return {
        note: reason,
        lines,
        losses,
        after: async () => {
          await tx.execute(
            sql`UPDATE kiriman_detail SET qty_selisih = qty_selisih + ${selisihQty}, berat_selisih = berat_selisih + ${selisihBerat.toFixed(3)}::numeric WHERE id = ${line.id}`,
          );
        },
        result: { selisih_qty: selisihQty, selisih_berat: selisihBerat.toFixed(3) },
      };
    },
  });
  const { data } = await kirimanSaldo(deps, user, body.no_kirim_bos);
  return {
    message: KIRIMAN_MESSAGES.stockOpnameKirimanBerhasil,
    no_dokumen: saved.no_dokumen,
    data,
    selisih_qty: saved.selisih_qty,
    selisih_berat: saved.selisih_berat,
  };
}

/**
 * The owner's goods straight to the refiner: a refining dispatch (KIRIM_SEPUH_BOS, numbered like every
 * dispatch KS-…) moving each type's bulk from the owner's stock (EXTERNAL of the store) to the refiner's
 * place SEPUH:<no_sepuh>, with the dispatch's own header and lines recorded by the refining module's face so
 * that /terima-sepuh receives it back like any other dispatch. Tray '-': it never lay on one.
 */
export async function kirimSepuhBos(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof kirimanApi.kirimSepuhBos>) {
  const depts = body.detail_barang.map((line) => line.kode_dept);
  if (new Set(depts).size !== depts.length) throw badRequest(MESSAGES.barangSudahAdaDiTabel);
  const done = await postDocument(deps, user, {
    type: 'KIRIM_SEPUH_BOS',
    toko: body.kode_toko,
    plan: async ({ tx, store, number }) => {
      if (body.kode_tukang !== '-') {
        const [tukang] = await rows<{ ok: boolean }>(
          tx,
          sql`SELECT true AS ok FROM tukang WHERE kode_tukang = ${body.kode_tukang} AND is_active`,
        );
        if (!tukang) throw notFound(MESSAGES.dataYangAndaCariTidakAda);
      }
      const no_sepuh = await number();
      const refiner = stockPlace('SEPUH', no_sepuh, store.kode_toko);
      const owner = boundaryPlace('EXTERNAL', store.kode_toko);
      const detail: (BodyOf<typeof kirimanApi.kirimSepuhBos>['detail_barang'][number] & { murni: string })[] = [];
      for (const line of body.detail_barang) {
        await checkGoods(tx, line.kode_group, line.kode_dept);
        const kadar = await purityOf(tx, '-', line.kode_group);
        detail.push({ ...line, murni: fineGrams(line.berat, kadar) });
      }
      return {
        note: `Kirim Sepuh Dari Barang Bos ${body.kode_tukang}`,
        lines: detail.map((line) => ({
          from: owner,
          to: refiner,
          kode_group: line.kode_group,
          kode_dept: line.kode_dept,
          qty: line.qty,
          berat: line.berat,
          berat_murni: line.murni,
          reason: `KIRIM SEPUH BOS ${line.asal_barang}`,
        })),
        after: async () => {
          await recordDispatch(
            tx,
            { no_sepuh, kode_toko: store.kode_toko, tgl_system: store.tgl_system, kode_tukang: body.kode_tukang, user_id: user.user_id },
            detail.map((line) => ({
              kode_group: line.kode_group,
              kode_dept: line.kode_dept,
              kode_baki: '-',
              qty: line.qty,
              berat: line.berat,
              murni: line.murni,
              no_sortirs: `BOS:${line.asal_barang}`,
            })),
          );
        },
        result: { no_sepuh },
      };
    },
  });
  return {
    message: MESSAGES.dataBerhasilDikirim,
    no_sepuh: done.no_sepuh,
    data: body.detail_barang.map((line) => ({
      kode_group: line.kode_group,
      kode_dept: line.kode_dept,
      asal_barang: line.asal_barang,
      qty: line.qty,
      berat: new Decimal(line.berat).toFixed(3),
    })),
  };
}
