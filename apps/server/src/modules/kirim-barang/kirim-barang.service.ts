// Sending barcoded goods to a branch and receiving them there. A shipment is one ledger document (KRM):
// every item leaves its tray for the place TRANSIT:<no_kirim> and lies on no tray until the destination
// receives it (TRM documents: TRANSIT → a tray of the destination). Items the destination has not scanned
// stay in transit, visible with their days on the road, until a later receipt.
import { sql } from 'drizzle-orm';
import {
  daysBetween,
  DOCUMENT_TYPES,
  MESSAGES,
  purityText,
  SEMUA,
  sumGrams,
  type BuktiKirimBarang,
  type Kiriman,
  type SelisihTerima,
  type kirimBarangApi,
  type BodyOf,
} from '@kencana/core';
import { assertStoreAccess, assertVisible } from '../../auth/policy.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { storeToday } from '../../clock.ts';
import { rows, type Queryable } from '../../db/client.ts';
import { kirim_barang, kirim_barang_detail, terima_barang } from '../../db/schema/index.ts';
import { printDate, renderDeliveryReceiptPdf } from '../../documents/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import {
  assertUnique,
  bakiPlace,
  inOrder,
  itemLine,
  loadStore,
  loadTray,
  lockItems,
  lockScannedOnStoreTrays,
  moveMutasi,
  postDocument,
  transitPlace,
} from '../../stock/index.ts';
import { previewDocNo } from '../../numbering/next-doc-no.ts';
import { markItemsArrived, markItemsSent, reportMessage } from '../barang/index.ts';

/**
 * Sends the listed goods from the sending store (kode_cabang: the user's unless OWN/SU names one) to
 * another store. Every item must lie on a tray of the sending store; they are locked in barcode order, so
 * of two users sending the same barcode at once exactly one succeeds and the other gets
 * 'Barang Tidak Berada Di Baki Toko Ini (CODE)' with nothing written.
 */
export async function kirimBarang(
  deps: AppDeps,
  user: CurrentUser,
  kode_cabang: string | undefined,
  body: BodyOf<typeof kirimBarangApi.kirimBarang>,
) {
  const codes = body.detail_barang.map((line) => line.kode_barcode);
  assertUnique(codes);
  const sent = await postDocument(deps, user, {
    type: 'KIRIM_BARANG',
    toko: kode_cabang,
    plan: async ({ tx, store, number }) => {
      if (body.to === store.kode_toko) throw badRequest(MESSAGES.tujuanTidakBolehTokoSendiri);
      const tujuan = await loadStore(tx, body.to);
      const items = await lockScannedOnStoreTrays(tx, body.detail_barang, store.kode_toko);
      const no_kirim = await number();
      const road = transitPlace(no_kirim, store.kode_toko);
      return {
        note: `Kirim ke ${tujuan.kode_toko}`,
        lines: items.map((item) => itemLine(item, bakiPlace(item.kode_baki), road, 'KIRIM BARANG')),
        history: items.map((item) => moveMutasi(item, road, `KIRIM KE ${tujuan.kode_toko}`)),
        after: async () => {
          await markItemsSent(tx, codes, tujuan.kode_toko, no_kirim);
          await tx.insert(kirim_barang).values({
            no_kirim,
            kode_toko: store.kode_toko,
            tujuan: tujuan.kode_toko,
            tgl_kirim: store.tgl_system,
            kode_group: body.group.slice(0, 20) || SEMUA,
            kode_dept: body.dept.slice(0, 20) || SEMUA,
            qty: items.length,
            berat: sumGrams(items.map((item) => item.berat)),
            user_id: user.user_id,
          });
          for (let start = 0; start < items.length; start += 500) {
            await tx.insert(kirim_barang_detail).values(
              items.slice(start, start + 500).map((item, index) => ({
                no_kirim,
                kode_barcode: item.kode_barcode,
                line_no: start + index + 1,
                nama_barang: item.nama_barang,
                kode_group: item.kode_group,
                kode_dept: item.kode_dept,
                tipe_barang: item.tipe_barang,
                kode_gudang: item.kode_gudang,
                kode_baki: item.kode_baki,
                berat: item.berat,
              })),
            );
          }
        },
        result: async () => ({ bukti: await buildBukti(tx, no_kirim) }),
      };
    },
  });
  return { message: MESSAGES.dataBerhasilDikirim, no_kirim: sent.bukti.no_kirim, data: sent.bukti };
}

/** The number the store's next shipment will most likely get (not reserved: another send may take it first). */
export async function nextNoKirim(deps: AppDeps, user: CurrentUser, kode_cabang?: string) {
  const store = await loadStore(deps.db, assertStoreAccess(user, kode_cabang));
  return { no_kirim: await previewDocNo(deps.db, DOCUMENT_TYPES.KIRIM_BARANG.prefix, store.kode_toko, store.tgl_system) };
}

interface KirimHeader {
  no_kirim: string;
  tgl_kirim: string;
  kode_toko: string;
  tujuan: string;
  status: Kiriman['status'];
  qty: number;
  berat: string;
  qty_terima: number;
  berat_terima: string;
  tgl_terima_akhir: string | null;
  user_id: string;
}

const HEADER_COLUMNS = sql.raw(`k.no_kirim, to_char(k.tgl_kirim, 'YYYY-MM-DD') AS tgl_kirim, k.kode_toko, k.tujuan, k.status, k.qty,
  k.berat::text AS berat, k.qty_terima, k.berat_terima::text AS berat_terima, to_char(k.tgl_terima_akhir, 'YYYY-MM-DD') AS tgl_terima_akhir,
  k.user_id, ta.nama_toko AS nama_toko, tb.nama_toko AS nama_tujuan`);

type HeaderRow = KirimHeader & { nama_toko: string; nama_tujuan: string };

async function loadHeader(q: Queryable, no_kirim: string): Promise<HeaderRow | null> {
  const [row] = await rows<HeaderRow>(
    q,
    sql`SELECT ${HEADER_COLUMNS} FROM kirim_barang k JOIN tokos ta ON ta.kode_toko = k.kode_toko JOIN tokos tb ON tb.kode_toko = k.tujuan
        WHERE k.no_kirim = ${no_kirim}`,
  );
  return row ? { ...row, qty: Number(row.qty), qty_terima: Number(row.qty_terima) } : null;
}

/** A shipment's figures, with its days on the road (until the last receipt, or today while goods are out). */
function toKiriman(row: HeaderRow, today: string): Kiriman {
  const end = row.status === 'DITERIMA' && row.tgl_terima_akhir ? row.tgl_terima_akhir : today;
  return {
    no_kirim: row.no_kirim,
    tgl_kirim: row.tgl_kirim,
    kode_toko: row.kode_toko,
    nama_toko: row.nama_toko,
    tujuan: row.tujuan,
    nama_tujuan: row.nama_tujuan,
    status: row.status,
    qty: row.qty,
    berat: row.berat,
    qty_terima: row.qty_terima,
    berat_terima: row.berat_terima,
    lama_transit_hari: daysBetween(row.tgl_kirim, end),
  };
}

/** The sender, the receiver and OWN/SU may see a shipment; anyone else is told it does not exist. */
function assertParty(user: CurrentUser, header: KirimHeader | null): asserts header is KirimHeader {
  assertVisible(user, header, (record) => [record.kode_toko, record.tujuan], MESSAGES.kirimanTidakDitemukan);
}

async function buildBukti(q: Queryable, no_kirim: string): Promise<BuktiKirimBarang> {
  const header = await loadHeader(q, no_kirim);
  if (!header) throw notFound(MESSAGES.kirimanTidakDitemukan);
  const [dari, tujuan] = await Promise.all([loadStore(q, header.kode_toko), loadStore(q, header.tujuan)]);
  const lines = await rows<{
    kode_barcode: string;
    nama_barang: string;
    kode_gudang: string;
    kode_baki: string;
    berat: string;
    kadar: string;
    kadar_cetak: string;
  }>(
    q,
    sql`SELECT d.kode_barcode, d.nama_barang, d.kode_gudang, d.kode_baki, d.berat::text AS berat,
               COALESCE(b.kadar, '') AS kadar, COALESCE(b.kadar_cetak, '') AS kadar_cetak
        FROM kirim_barang_detail d LEFT JOIN barang b ON b.kode_barcode = d.kode_barcode
        WHERE d.no_kirim = ${no_kirim} ORDER BY d.line_no`,
  );
  return {
    no_kirim,
    tanggal: header.tgl_kirim,
    dari: { kode_toko: dari.kode_toko, nama_toko: dari.nama_toko, alamat_toko: dari.alamat_toko },
    tujuan: { kode_toko: tujuan.kode_toko, nama_toko: tujuan.nama_toko, alamat_toko: tujuan.alamat_toko },
    user_id: header.user_id,
    // One barcoded item per line: qty 1 each.
    rows: lines.map(({ kadar, kadar_cetak, ...line }, index) => ({
      no: index + 1,
      ...line,
      kadar: purityText(kadar, kadar_cetak),
      qty: 1,
    })),
    total: { qty: lines.length, berat: sumGrams(lines.map((line) => line.berat)) },
  };
}

/** The data of the delivery receipt 'Bukti KIRIM BARANG' of a shipment (sender, receiver, OWN/SU). */
export async function buktiKirimBarang(deps: AppDeps, user: CurrentUser, no_kirim: string): Promise<{ data: BuktiKirimBarang }> {
  assertParty(user, await loadHeader(deps.db, no_kirim));
  return { data: await buildBukti(deps.db, no_kirim) };
}

/** The delivery receipt as a PDF (the documents layer's renderer), stamped with the printing user and time. */
export async function buktiKirimBarangPdf(deps: AppDeps, user: CurrentUser, no_kirim: string): Promise<{ fileName: string; pdf: Buffer }> {
  const { data } = await buktiKirimBarang(deps, user, no_kirim);
  const pdf = await renderDeliveryReceiptPdf({
    no_kirim: data.no_kirim,
    tanggal: data.tanggal,
    dari: data.dari,
    tujuan: data.tujuan,
    rows: data.rows,
    stamp: { user_id: user.user_id, printed_at: printDate(deps.clock.now(), deps.env.TZ_STORE) },
  });
  return { fileName: `bukti_kirim_${data.no_kirim}.pdf`, pdf };
}

const todayOf = (deps: AppDeps) => storeToday(deps.clock, deps.env.TZ_STORE);

/** Shipments addressed to the store with goods still on the road. */
export async function kirimanMasuk(deps: AppDeps, user: CurrentUser, kode_toko?: string) {
  const store = assertStoreAccess(user, kode_toko);
  const found = await rows<HeaderRow>(
    deps.db,
    sql`SELECT ${HEADER_COLUMNS} FROM kirim_barang k JOIN tokos ta ON ta.kode_toko = k.kode_toko JOIN tokos tb ON tb.kode_toko = k.tujuan
        WHERE k.tujuan = ${store} AND k.status <> 'DITERIMA' ORDER BY k.tgl_kirim, k.no_kirim`,
  );
  const today = todayOf(deps);
  return { data: found.map((row) => toKiriman({ ...row, qty: Number(row.qty), qty_terima: Number(row.qty_terima) }, today)) };
}

type DetailRow = {
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  tipe_barang: string;
  kode_gudang: string;
  kode_baki: string;
  berat: string;
  status: 'TRANSIT' | 'DITERIMA';
  no_terima: string;
  kode_baki_terima: string;
  tgl_terima: string;
};

async function loadDetail(q: Queryable, no_kirim: string): Promise<DetailRow[]> {
  return rows<DetailRow>(
    q,
    sql`SELECT kode_barcode, nama_barang, kode_group, kode_dept, tipe_barang, kode_gudang, kode_baki, berat::text AS berat, status,
               COALESCE(no_terima, '-') AS no_terima, COALESCE(kode_baki_terima, '-') AS kode_baki_terima,
               COALESCE(to_char(tgl_terima, 'YYYY-MM-DD'), '-') AS tgl_terima
        FROM kirim_barang_detail WHERE no_kirim = ${no_kirim} ORDER BY line_no`,
  );
}

export async function kirimanDetail(deps: AppDeps, user: CurrentUser, no_kirim: string) {
  const header = await loadHeader(deps.db, no_kirim);
  assertParty(user, header);
  return { data: { kiriman: toKiriman(header as HeaderRow, todayOf(deps)), detail_barang: await loadDetail(deps.db, no_kirim) } };
}

/** Sorts a scan list against a shipment: what will be received, what is not in it, what came already, what is missing. */
function compareScans(detail: readonly DetailRow[], scans: readonly string[]): SelisihTerima {
  const byCode = new Map(detail.map((row) => [row.kode_barcode, row]));
  const scanned = new Set(scans);
  const item = (row: DetailRow) => ({ kode_barcode: row.kode_barcode, nama_barang: row.nama_barang, berat: row.berat });
  return {
    cocok: [...scanned].filter((code) => byCode.get(code)?.status === 'TRANSIT').map((code) => item(byCode.get(code) as DetailRow)),
    tidak_ada_di_kiriman: [...scanned].filter((code) => !byCode.has(code)),
    sudah_diterima: [...scanned].filter((code) => byCode.get(code)?.status === 'DITERIMA'),
    belum_discan: detail.filter((row) => row.status === 'TRANSIT' && !scanned.has(row.kode_barcode)).map(item),
  };
}

/** The differences of a receipt before posting it (nothing written). Only the destination (or OWN/SU) may check. */
export async function cekTerimaBarang(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof kirimBarangApi.cekTerimaBarang>) {
  const header = await loadHeader(deps.db, body.no_kirim);
  assertParty(user, header);
  assertStoreAccess(user, header.tujuan);
  return { data: compareScans(await loadDetail(deps.db, body.no_kirim), body.detail_barang) };
}

/**
 * Receives a shipment (all goods on the road, or the scanned ones) into a tray of the destination store.
 * The shipment row is locked first, so two receipts of one shipment run one after the other: the second
 * finds the goods received and is refused ('Kiriman Sudah Diterima' / 'Barang Sudah Diterima (CODE)').
 */
export async function terimaBarang(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof kirimBarangApi.terimaBarang>) {
  assertUnique(body.detail_barang);
  const received = await postDocument(deps, user, {
    type: 'TERIMA_BARANG',
    alwaysPosts: true,
    load: async (tx) => {
      const [locked] = await rows<{ no_kirim: string }>(
        tx,
        sql`SELECT no_kirim FROM kirim_barang WHERE no_kirim = ${body.no_kirim} FOR UPDATE`,
      );
      const header = locked ? await loadHeader(tx, body.no_kirim) : null;
      assertParty(user, header);
      assertStoreAccess(user, header.tujuan);
      return header;
    },
    toko: (_tx, header) => header.tujuan,
    plan: async ({ tx, store, number, loaded: shipment }) => {
      if (shipment.status === 'DITERIMA') throw conflict(MESSAGES.kirimanSudahDiterima);
      const tray = await loadTray(tx, body.kode_baki);
      if (tray.kode_toko !== store.kode_toko) throw badRequest(MESSAGES.bakiHarusBakiTokoPenerima);

      const detail = await loadDetail(tx, body.no_kirim);
      const selisih = compareScans(
        detail,
        body.semua ? detail.filter((row) => row.status === 'TRANSIT').map((row) => row.kode_barcode) : body.detail_barang,
      );
      const [notInShipment] = selisih.tidak_ada_di_kiriman;
      if (notInShipment) throw badRequest(`${MESSAGES.barangTidakAdaDalamKiriman} (${notInShipment})`);
      const [again] = selisih.sudah_diterima;
      if (again) throw conflict(`${MESSAGES.barangSudahDiterima} (${again})`);
      if (selisih.cocok.length === 0) throw conflict(MESSAGES.kirimanSudahDiterima);

      const codes = selisih.cocok.map((row) => row.kode_barcode);
      const items = inOrder(await lockItems(tx, codes), codes);
      const no_terima = await number();
      const road = transitPlace(body.no_kirim, shipment.kode_toko);
      const to = bakiPlace(tray.kode_baki);
      const berat = sumGrams(items.map((item) => item.berat));
      const remaining = selisih.belum_discan;
      const status: Kiriman['status'] = remaining.length === 0 ? 'DITERIMA' : 'SEBAGIAN';
      const inList = sql.join(
        codes.map((code) => sql`${code}`),
        sql`, `,
      );
      return {
        note: `Terima ${body.no_kirim}`,
        // The ledger checks each item is on this shipment's road place (a concurrent receipt would have moved it).
        lines: items.map((item) => itemLine(item, road, to, 'TERIMA BARANG')),
        history: items.map((item) => moveMutasi(item, to, `TERIMA ${body.no_kirim}`)),
        after: async () => {
          await tx.execute(sql`UPDATE kirim_barang_detail SET status = 'DITERIMA', no_terima = ${no_terima}, kode_baki_terima = ${tray.kode_baki},
                                 tgl_terima = ${store.tgl_system} WHERE no_kirim = ${body.no_kirim} AND kode_barcode IN (${inList})`);
          await tx.execute(sql`UPDATE kirim_barang SET status = ${status}, qty_terima = qty_terima + ${codes.length}, berat_terima = berat_terima + ${berat}::numeric,
                                 tgl_terima_akhir = ${store.tgl_system} WHERE no_kirim = ${body.no_kirim}`);
          await tx.insert(terima_barang).values({
            no_terima,
            no_kirim: body.no_kirim,
            kode_toko: store.kode_toko,
            kode_baki: tray.kode_baki,
            tgl_terima: store.tgl_system,
            qty: codes.length,
            berat,
            user_id: user.user_id,
          });
          await markItemsArrived(tx, codes, store.kode_toko);
        },
        result: { status, diterima: selisih.cocok, belum_diterima: remaining },
      };
    },
  });
  const { status, diterima, belum_diterima } = received;
  return { message: MESSAGES.dataBerhasilDisimpan, no_terima: received.no_dokumen, data: { status, diterima, belum_diterima } } as const;
}

/** /laporan-kirim-barang: the store's shipment numbers in the period. */
export async function noKirimList(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof kirimBarangApi.noKirimList>) {
  const kode_toko = assertStoreAccess(user, body.kode_cabang);
  const data = await rows<{ no_kirim: string; tgl_kirim: string; tujuan: string; status: Kiriman['status'] }>(
    deps.db,
    sql`SELECT no_kirim, to_char(tgl_kirim, 'YYYY-MM-DD') AS tgl_kirim, tujuan, status FROM kirim_barang
        WHERE kode_toko = ${kode_toko} AND tgl_kirim BETWEEN ${body.tgl_from} AND ${body.tgl_to} ORDER BY tgl_kirim, no_kirim`,
  );
  return { message: reportMessage(data.length, MESSAGES.noKirimTersedia, MESSAGES.noKirimTidakTersedia), data };
}
