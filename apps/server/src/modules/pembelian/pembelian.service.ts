// The buy-back at the counter: POST pembelian (the seller, the lines, the payment → one PEMBELIAN document
// whose lines bring each piece from the store's CUSTOMER boundary into its BELI place as one lot), the list
// and detail (/lihat-pembelian), the cancel (/batal-pembelian: refused once a line is sorted) and the list
// the sorting step reads (GET pembelian/ready/sortir). docs/COUNTER.md, "Buy-back".
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import {
  hargaBeliBaris,
  isPrivilegedLevel,
  isSemua,
  MESSAGES,
  PEMBELIAN_MESSAGES as P,
  purityPercent,
  ringkasBayarBeli,
  toGramString,
  sumGrams,
  type pembelianApi,
  type PembelianOut,
  type DetailBeliOut,
  type BodyOf,
  type QueryOf,
} from '@kencana/core';
import { assertStoreAccess, isPrivileged, storeFilter } from '../../auth/policy.ts';
import { recordApproval, verifyApproval, type Approver } from '../../auth/approval.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { rows, type Queryable, type Tx } from '../../db/client.ts';
import { pembelian, pembelian_bayar, pembelian_detail } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../http/errors.ts';
import type { MovementLine } from '../../ledger/post-movements.ts';
import type { MoneyLine } from '../../ledger/money-accounts.ts';
import { buyBackMoney } from '../../ledger/money-lines.ts';
import { goldPricePerGram } from '../../pricing/gold-price.ts';
import { assertHargaHariIni, chainSettings } from '../setting-system/index.ts';
import { SORTABLE_LINES } from './sorted-lots.ts';
import {
  boundaryPlace,
  kindIn,
  openLots,
  postDocument,
  reverseDocument,
  stockPlace,
  type DocumentContext,
  type Store,
} from '../../stock/index.ts';

export type PembelianInput = BodyOf<typeof pembelianApi.simpanPembelian>;
type LineInput = PembelianInput['detail_barang'][number];
type PaymentInput = PembelianInput['pembayaran'][number];

/** The store's "bought back, not yet sorted" place: one per store (BELI:<kode_toko>), each line a lot in it. */
export const unsortedPlace = (kode_toko: string) => stockPlace('BELI', kode_toko, kode_toko);
/** A line's lot code: the buy-back's number and the line's number. */
export const lotCode = (no_faktur_beli: string, line_no: number) => `${no_faktur_beli}/${line_no}`;

/** The price of a category and condition on a date: buy-back price per gram, the cut, and the price less the cut. */
export interface LinePrice {
  harga_beli: number;
  potongan_persen: string;
  harga_per_gram: number;
}

/** The condition's cut (Master Kondisi Pembelian), or 400 'Kondisi Pembelian Tidak Ditemukan'. */
async function conditionCut(q: Queryable, kondisi: string): Promise<string> {
  const [row] = await rows<{ potongan_persen: string }>(
    q,
    sql`SELECT potongan_persen::text AS potongan_persen FROM kondisi_pembelian WHERE kode_kondisi_beli = ${kondisi} AND is_active`,
  );
  if (!row) throw badRequest(`${P.kondisiTidakDitemukan} (${kondisi})`);
  return row.potongan_persen;
}

/**
 * The price per gram a line gets: the category's buy-back price of the business date (Parameter Harga
 * Emas, else the category's harga) less the condition's cut, rounded down to whole rupiah.
 */
export async function linePrice(q: Queryable, kode_group: string, kondisi: string, tgl: string): Promise<LinePrice> {
  const price = await goldPricePerGram(q, kode_group, tgl);
  if (!price) throw badRequest(`${P.kategoriTidakDitemukan} (${kode_group})`);
  const potongan_persen = await conditionCut(q, kondisi);
  const harga_per_gram = new Decimal(price.harga_beli).times(new Decimal(100).minus(potongan_persen)).dividedBy(100).floor().toNumber();
  return { harga_beli: price.harga_beli, potongan_persen, harga_per_gram };
}

export async function hargaBeli(deps: AppDeps, user: CurrentUser, query: QueryOf<typeof pembelianApi.hargaBeli>) {
  const kode_toko = assertStoreAccess(user, query.kode_toko);
  const [store] = await rows<{ tgl_system: string }>(
    deps.db,
    sql`SELECT to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system FROM tokos WHERE kode_toko = ${kode_toko}`,
  );
  if (!store) throw notFound(MESSAGES.tokoTidakDitemukan);
  // The screen learns the gate's refusal and the payout rounding with the price.
  const setting = await chainSettings(deps.db);
  await assertHargaHariIni(deps.db, store.tgl_system, [query.kode_group], setting);
  return {
    data: { ...(await linePrice(deps.db, query.kode_group, query.kondisi, store.tgl_system)), pembulatan_beli: setting.pembulatan_beli },
  };
}

/** A line checked and priced, ready to be written. */
interface PricedLine extends LinePrice {
  line_no: number;
  no_faktur_jual: string | null;
  kode_barcode: string | null;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  berat: string;
  kadar: string;
  kondisi: string;
  harga: number;
}

/** The sold pieces of our own notas (standing sales), with the sale's data of each piece. */
const SOLD_LINES = sql`
  SELECT d.no_faktur_jual, d.kode_barcode, d.nama_barang, d.kode_group, d.kode_dept, d.berat::numeric(12,3)::text AS berat, d.kadar
  FROM penjualan_detail d JOIN penjualan j ON j.no_faktur_jual = d.no_faktur_jual AND j.status <> 'BATAL'`;

type SoldLine = {
  no_faktur_jual: string;
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  berat: string;
  kadar: string;
};

/**
 * A sold piece from our own nota, locked (so two buy-backs of it are serialised): named by its barcode, its
 * nota, or both (a nota alone names its only piece not bought back yet). The piece must lie at SOLD (sold
 * and not returned) and not be bought back already; its name, category, type, weight and purity are the
 * sale's, whatever the screen sent.
 */
async function soldPiece(
  tx: Tx,
  line: LineInput,
): Promise<Pick<PricedLine, 'no_faktur_jual' | 'kode_barcode' | 'nama_barang' | 'kode_group' | 'kode_dept' | 'berat' | 'kadar'>> {
  const named = line.kode_barcode ?? null;
  const nota = line.no_faktur_jual ?? null;
  const candidates = await rows<SoldLine>(
    tx,
    sql`${SOLD_LINES}
        WHERE (${named}::text IS NULL OR d.kode_barcode = ${named}) AND (${nota}::text IS NULL OR d.no_faktur_jual = ${nota})
          AND NOT EXISTS (SELECT 1 FROM pembelian_detail b WHERE b.kode_barcode = d.kode_barcode AND NOT b.is_batal)
        ORDER BY d.id DESC LIMIT 2`,
  );
  if (candidates.length === 0) {
    if (nota) {
      const [known] = await rows<{ no_faktur_jual: string }>(
        tx,
        sql`SELECT no_faktur_jual FROM penjualan WHERE no_faktur_jual = ${nota} AND status <> 'BATAL'`,
      );
      if (!known) throw notFound(`${P.notaTidakDitemukan} (${nota})`);
      if (named) {
        const [onNota] = await rows<{ ok: boolean }>(
          tx,
          sql`SELECT true AS ok FROM penjualan_detail WHERE no_faktur_jual = ${nota} AND kode_barcode = ${named}`,
        );
        if (!onNota) throw badRequest(`${P.barangTidakAdaDiNota} (${named})`);
      }
    }
    const [again] = await rows<{ no_faktur_beli: string }>(
      tx,
      sql`SELECT b.no_faktur_beli FROM pembelian_detail b
          WHERE NOT b.is_batal AND ((${named}::text IS NOT NULL AND b.kode_barcode = ${named}) OR (${named}::text IS NULL AND b.no_faktur_jual = ${nota}))
          LIMIT 1`,
    );
    if (again) throw conflict(`${P.barangSudahDibeliKembali} (${named ?? nota}: ${again.no_faktur_beli})`);
    throw conflict(`${P.barangBelumTerjual} (${named ?? nota})`);
  }
  if (!named && candidates.length > 1) throw badRequest(`${P.pilihBarangDariNota} (${nota})`);
  const piece = candidates[0] as SoldLine;
  const [item] = await rows<{ lokasi_kind: string | null }>(
    tx,
    sql`SELECT lokasi_kind FROM barang WHERE kode_barcode = ${piece.kode_barcode} FOR UPDATE`,
  );
  if (item?.lokasi_kind !== 'SOLD') throw conflict(`${P.barangBelumTerjual} (${piece.kode_barcode})`);
  // Checked again under the piece's lock: a buy-back of it committed meanwhile is seen now.
  const [again] = await rows<{ no_faktur_beli: string }>(
    tx,
    sql`SELECT no_faktur_beli FROM pembelian_detail WHERE kode_barcode = ${piece.kode_barcode} AND NOT is_batal LIMIT 1`,
  );
  if (again) throw conflict(`${P.barangSudahDibeliKembali} (${piece.kode_barcode}: ${again.no_faktur_beli})`);
  const kadar = piece.kadar && piece.kadar !== '-' ? piece.kadar : line.kadar;
  return {
    no_faktur_jual: piece.no_faktur_jual,
    kode_barcode: piece.kode_barcode,
    nama_barang: piece.nama_barang,
    kode_group: piece.kode_group,
    kode_dept: piece.kode_dept,
    berat: piece.berat,
    kadar,
  };
}

/** Checks and prices the lines: category and type known and matching, weight > 0, a purity, a known condition. */
async function priceLines(tx: Tx, store: Store, lines: readonly LineInput[], batasHargaHitung = false): Promise<PricedLine[]> {
  const priced: PricedLine[] = [];
  const barcodes = new Set<string>();
  // The daily price gate per line's category, and the payout's rounding down.
  const setting = await chainSettings(tx);
  for (const [index, line] of lines.entries()) {
    const fromNota = line.kode_barcode || line.no_faktur_jual ? await soldPiece(tx, line) : null;
    if (fromNota?.kode_barcode) {
      if (barcodes.has(fromNota.kode_barcode)) throw conflict(`${MESSAGES.kodeBarcodeTersebutSudahAdaDitabel} (${fromNota.kode_barcode})`);
      barcodes.add(fromNota.kode_barcode);
    }
    const data = {
      nama_barang: line.nama_barang,
      kode_group: line.kode_group,
      kode_dept: line.kode_dept,
      berat: line.berat,
      kadar: line.kadar,
      ...fromNota,
    };
    const berat = new Decimal(data.berat);
    if (!berat.greaterThan(0)) throw badRequest(`${P.beratHarusLebihDariNol} (Baris ${index + 1})`);
    const persen = new Decimal(purityPercent(data.kadar));
    if (!persen.greaterThan(0) || persen.greaterThan(100)) throw badRequest(`${P.kadarTidakValid} (Baris ${index + 1})`);
    const [jenis] = await rows<{ kode_dept: string }>(
      tx,
      sql`SELECT kode_dept FROM jenis WHERE kode_dept = ${data.kode_dept} AND kode_group = ${data.kode_group}`,
    );
    await assertHargaHariIni(tx, store.tgl_system, [data.kode_group], setting);
    const price = await linePrice(tx, data.kode_group, line.kondisi, store.tgl_system);
    if (!jenis) throw badRequest(`${P.jenisTidakDitemukan} (${data.kode_dept})`);
    const computed = hargaBeliBaris(toGramString(berat), price.harga_per_gram, setting.pembulatan_beli);
    if (line.harga === undefined && price.harga_per_gram <= 0) throw badRequest(`${P.hargaEmasBelumDiisi} (${data.kode_group})`);
    if (batasHargaHitung && line.harga !== undefined && line.harga > computed)
      throw forbidden(`${MESSAGES.hargaBeliMelebihiHitung} (Baris ${index + 1})`);
    priced.push({
      ...price,
      line_no: index + 1,
      no_faktur_jual: fromNota?.no_faktur_jual ?? null,
      kode_barcode: fromNota?.kode_barcode ?? null,
      nama_barang: data.nama_barang,
      kode_group: data.kode_group,
      kode_dept: data.kode_dept,
      berat: toGramString(berat),
      kadar: data.kadar,
      kondisi: line.kondisi,
      harga: line.harga ?? computed,
    });
  }
  return priced;
}

/** The payments must add up to the total exactly (the shop pays what it agreed, no change). */
function checkPayments(payments: readonly BuyBackPayment[], total: number): void {
  const payout = ringkasBayarBeli(total, payments);
  if (!payout.sesuai)
    throw badRequest(
      `${P.pembayaranTidakSesuai} (Total Rp ${total.toLocaleString('id-ID')}, Bayar Rp ${payout.total_bayar.toLocaleString('id-ID')})`,
    );
}

/** What a buy-back plan hands the document: its lines and money, and the records to write once numbered. */
export interface BuyBackPlan {
  lines: MovementLine[];
  total_harga: number;
  total_berat: string;
  detail: DetailBeliOut[];
  /** The payout's money lines (out of the drawer or the method paid by, against PEMBELIAN). */
  money: MoneyLine[];
  /** Writes the buy-back's header, lines, payments and lots under the document's number. */
  write: () => Promise<void>;
}

/** What a buy-back is made of; `pembayaran` may be computed from the total (the exchange settles it so). */
export interface BuyBackInput {
  customer: PembelianInput['customer'];
  detail_barang: readonly LineInput[];
  pembayaran: readonly BuyBackPayment[] | ((total: number) => readonly BuyBackPayment[]);
  kode_sales?: string;
  foto?: string;
  keterangan?: string;
  no_tukar?: string;
  /**
   * The counter's buy-back by staff: a typed line price above the computed one is refused
   * (an OWN/SU approval lifts it; the exchange keeps its agreed prices as before).
   */
  batasHargaHitung?: boolean;
  /** The OWN/SU approval that lifted it, written to the audit log with the buy-back. */
  approval?: { approver: Approver; alasan: string };
}
/** A payment row of a buy-back: CASH, TRANSFER, or TUKAR (the part settled against an exchange's sale). */
export type BuyBackPayment = { jenis: PaymentInput['jenis'] | 'TUKAR'; jumlah: number; kode_bank?: string; no_referensi?: string };

/**
 * The buy-back's part of a document (also used by the exchange): checks and prices the lines, takes the
 * number, and builds one lot per line moving from the store's CUSTOMER boundary into its BELI place.
 * The exchange passes its payments as a function of the total (the part settled against its sale is TUKAR).
 */
export async function planBuyBack(ctx: DocumentContext, input: BuyBackInput): Promise<BuyBackPlan> {
  const { tx, store, user } = ctx;
  if (input.kode_sales) {
    const [found] = await rows<{ kode_sales: string }>(
      tx,
      sql`SELECT kode_sales FROM sales WHERE kode_sales = ${input.kode_sales} AND is_active`,
    );
    if (!found) throw badRequest(`${P.salesTidakDitemukan} (${input.kode_sales})`);
  }
  const priced = await priceLines(tx, store, input.detail_barang, input.batasHargaHitung === true && !isPrivileged(user));
  const total_harga = priced.reduce((sum, line) => sum + line.harga, 0);
  if (!Number.isSafeInteger(total_harga)) throw badRequest(MESSAGES.dataTidakValid);
  const payments = typeof input.pembayaran === 'function' ? input.pembayaran(total_harga) : input.pembayaran;
  checkPayments(payments, total_harga);
  const no = await ctx.number();
  const place = unsortedPlace(store.kode_toko);
  const customer = boundaryPlace('CUSTOMER', store.kode_toko);
  const total_berat = sumGrams(priced.map((line) => line.berat));
  const detail: DetailBeliOut[] = priced.map((line) => ({
    line_no: line.line_no,
    kode_lot: lotCode(no, line.line_no),
    no_faktur_jual: line.no_faktur_jual,
    kode_barcode: line.kode_barcode,
    nama_barang: line.nama_barang,
    kode_group: line.kode_group,
    kode_dept: line.kode_dept,
    berat: line.berat,
    kadar: line.kadar,
    kondisi: line.kondisi,
    potongan_persen: line.potongan_persen,
    harga_per_gram: line.harga_per_gram,
    harga: line.harga,
    no_sortir: null,
  }));
  // The lots exist (with no place) before the ledger brings them in from the customer.
  await openLots(
    tx,
    store.kode_toko,
    priced.map((line) => ({
      kode_lot: lotCode(no, line.line_no),
      nama_barang: line.nama_barang,
      kode_group: line.kode_group,
      kode_dept: line.kode_dept,
      qty: 1,
      berat: line.berat,
      kadar: line.kadar,
    })),
  );
  const write = async () => {
    try {
      await tx.insert(pembelian).values({
        no_faktur_beli: no,
        kode_toko: store.kode_toko,
        tgl_system: store.tgl_system,
        user_id: user.user_id,
        nama_customer: input.customer.nama,
        no_ktp: input.customer.no_ktp,
        no_hp: input.customer.no_hp,
        alamat: input.customer.alamat,
        total_berat,
        total_harga,
        keterangan: input.keterangan ?? '-',
        kode_sales: input.kode_sales ?? null,
        foto: input.foto ?? null,
        no_tukar: input.no_tukar ?? null,
      });
      await tx.insert(pembelian_detail).values(
        priced.map((line) => ({
          no_faktur_beli: no,
          line_no: line.line_no,
          kode_lot: lotCode(no, line.line_no),
          kode_toko: store.kode_toko,
          tgl_system: store.tgl_system,
          no_faktur_jual: line.no_faktur_jual,
          kode_barcode: line.kode_barcode,
          nama_barang: line.nama_barang,
          kode_group: line.kode_group,
          kode_dept: line.kode_dept,
          berat: line.berat,
          kadar: line.kadar,
          kondisi: line.kondisi,
          potongan_persen: line.potongan_persen,
          harga_beli: line.harga_beli,
          harga_per_gram: line.harga_per_gram,
          harga: line.harga,
        })),
      );
      const paid = payments.filter((p) => p.jumlah > 0);
      if (paid.length)
        await tx.insert(pembelian_bayar).values(
          paid.map((p, index) => ({
            no_faktur_beli: no,
            line_no: index + 1,
            jenis: p.jenis,
            jumlah: p.jumlah,
            kode_bank: p.kode_bank ?? null,
            no_referensi: p.no_referensi ?? null,
          })),
        );
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(P.barangSudahDibeliKembali);
      throw error;
    }
  };
  return {
    lines: priced.map((line) => ({
      from: customer,
      to: place,
      kode_group: line.kode_group,
      kode_dept: line.kode_dept,
      qty: 1,
      berat: line.berat,
      kadar: line.kadar,
      kode_lot: lotCode(no, line.line_no),
      reason: 'PEMBELIAN',
    })),
    total_harga,
    total_berat,
    detail,
    money: buyBackMoney(store.kode_toko, { total_harga, pembayaran: payments }),
    write,
  };
}

/** Writes one buy-back (its PEMBELIAN document and records): the counter's POST pembelian and the exchange. */
export async function buyBack(deps: AppDeps, user: CurrentUser, kode_toko: string | undefined, input: BuyBackInput) {
  return postDocument(deps, user, {
    type: 'PEMBELIAN',
    alwaysPosts: true,
    toko: kode_toko,
    plan: async (ctx) => {
      const plan = await planBuyBack(ctx, input);
      return {
        note: `PEMBELIAN ${input.customer.nama}`,
        lines: plan.lines,
        total_harga: plan.total_harga,
        money: plan.money,
        after: async () => {
          await plan.write();
          if (input.approval)
            await recordApproval(ctx.tx, deps.clock.now(), {
              aksi: 'HARGA_BELI',
              requester: user,
              approver: input.approval.approver,
              kode_toko: ctx.store.kode_toko,
              no_dokumen: await ctx.number(),
              // What the counter would have paid: each line's grams at its price per gram (floored, as priced).
              nilai_hitung: plan.detail.reduce(
                (sum, line) => sum + new Decimal(line.berat).times(line.harga_per_gram).floor().toNumber(),
                0,
              ),
              nilai_input: plan.total_harga,
              alasan: input.approval.alasan,
            });
        },
        result: {
          total_harga: plan.total_harga,
          total_berat: plan.total_berat,
          detail_barang: plan.detail,
          tgl_system: ctx.store.tgl_system,
        },
      };
    },
  });
}

export async function simpanPembelian(deps: AppDeps, user: CurrentUser, body: PembelianInput) {
  // A payout above the computed buy-back price with an OWN/SU approval.
  const approver = body.otorisasi ? await verifyApproval(deps, body.otorisasi) : null;
  const saved = await buyBack(deps, user, body.kode_toko, {
    batasHargaHitung: approver === null,
    approval: approver && body.otorisasi ? { approver, alasan: body.otorisasi.alasan } : undefined,
    customer: body.customer,
    detail_barang: body.detail_barang,
    pembayaran: body.pembayaran,
    kode_sales: body.kode_sales,
    foto: body.foto,
    keterangan: body.keterangan,
  });
  return {
    message: P.pembelianBerhasil,
    data: {
      no_faktur_beli: saved.no_dokumen,
      tgl_system: saved.tgl_system,
      total_harga: saved.total_harga,
      total_berat: saved.total_berat,
      detail_barang: saved.detail_barang,
    },
  };
}

/**
 * Cancels a buy-back: the reversing document takes every lot back to the customer. Refused once any line
 * has been sorted (no_sortir set, or its lot moved on), a second time, and — for staff — after the day of
 * the buy-back (OWN/SU: any day), and on its own when it is part of an exchange (`options.exchange` names the
 * exchange that cancels it). The lines are marked cancelled, which frees a sold piece to be bought back.
 */
export async function batalPembelian(
  deps: AppDeps,
  user: CurrentUser,
  body: BodyOf<typeof pembelianApi.batalPembelian>,
  options: { exchange?: string } = {},
) {
  const [head] = await rows<{ kode_toko: string; tgl_system: string; no_batal: string | null; no_tukar: string | null }>(
    deps.db,
    sql`SELECT kode_toko, to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system, no_batal, no_tukar FROM pembelian WHERE no_faktur_beli = ${body.no_faktur_beli}`,
  );
  if (!head) throw notFound(P.pembelianTidakDitemukan);
  assertStoreAccess(user, head.kode_toko);
  // The buy-back of an exchange goes only with its exchange (POST tukar-barang/batal).
  if (head.no_tukar && !head.no_batal && head.no_tukar !== options.exchange) throw conflict(`${P.pembelianBagianTukar} (${head.no_tukar})`);
  const reversed = await reverseDocument(deps, user, body.no_faktur_beli, body.alasan, {
    check: async (tx) => {
      const [state] = await rows<{ no_batal: string | null; tgl_system: string; today: string }>(
        tx,
        sql`SELECT p.no_batal, to_char(p.tgl_system, 'YYYY-MM-DD') AS tgl_system, to_char(t.tgl_system, 'YYYY-MM-DD') AS today
            FROM pembelian p JOIN tokos t ON t.kode_toko = p.kode_toko WHERE p.no_faktur_beli = ${body.no_faktur_beli} FOR UPDATE OF p`,
      );
      if (!state || state.no_batal) throw conflict(P.pembelianSudahDibatalkan);
      if (!isPrivilegedLevel(user.level) && state.tgl_system !== state.today) throw forbidden(P.batalHanyaHariIni);
      const [sorted] = await rows<{ no_sortir: string }>(
        tx,
        sql`SELECT no_sortir FROM pembelian_detail WHERE no_faktur_beli = ${body.no_faktur_beli} AND no_sortir IS NOT NULL LIMIT 1 FOR UPDATE`,
      );
      if (sorted) throw conflict(`${P.pembelianSudahDisortir} (${sorted.no_sortir})`);
    },
    after: async (tx, reversal) => {
      await tx.execute(sql`UPDATE pembelian SET no_batal = ${reversal.doc_no}, alasan_batal = ${body.alasan}, tgl_batal = ${reversal.tgl_system}, user_batal = ${user.user_id}
                           WHERE no_faktur_beli = ${body.no_faktur_beli}`);
      await tx.execute(sql`UPDATE pembelian_detail SET is_batal = true WHERE no_faktur_beli = ${body.no_faktur_beli}`);
    },
  }).catch((error: unknown) => {
    // The kernel's texts for a document already reversed, or whose lots moved on (sorted), in the buy-back's words.
    if (error instanceof Error && error.message === MESSAGES.dokumenSudahDibatalkan) throw conflict(P.pembelianSudahDibatalkan);
    if (error instanceof Error && error.message.startsWith(MESSAGES.dokumenTidakDapatDibatalkan)) throw conflict(P.pembelianSudahDisortir);
    throw error;
  });
  return { message: P.pembelianBerhasilDibatalkan, data: { no_faktur_beli: body.no_faktur_beli, no_batal: reversed.no_dokumen } };
}

/** The columns of a buy-back as /lihat-pembelian shows it, with its lines and payments (one query, no N+1). */
const PEMBELIAN_SELECT = sql`
  SELECT p.no_faktur_beli, p.kode_toko, to_char(p.tgl_system, 'YYYY-MM-DD') AS tgl_system, p.user_id, p.kode_sales, p.nama_customer, p.no_ktp, p.no_hp, p.alamat,
         p.total_berat::numeric(14,3)::text AS total_berat, p.total_harga::bigint AS total_harga,
         CASE WHEN p.no_batal IS NULL THEN 'AKTIF' ELSE 'BATAL' END AS status, p.no_batal, p.alasan_batal, p.no_tukar, (p.foto IS NOT NULL) AS ada_foto,
         COALESCE((SELECT json_agg(json_build_object('jenis', b.jenis, 'jumlah', b.jumlah, 'kode_bank', b.kode_bank, 'no_referensi', b.no_referensi) ORDER BY b.line_no)
                   FROM pembelian_bayar b WHERE b.no_faktur_beli = p.no_faktur_beli), '[]'::json) AS pembayaran,
         COALESCE((SELECT json_agg(json_build_object('line_no', d.line_no, 'kode_lot', d.kode_lot, 'no_faktur_jual', d.no_faktur_jual, 'kode_barcode', d.kode_barcode,
                     'nama_barang', d.nama_barang, 'kode_group', d.kode_group, 'kode_dept', d.kode_dept, 'berat', d.berat::numeric(12,3)::text, 'kadar', d.kadar,
                     'kondisi', d.kondisi, 'potongan_persen', d.potongan_persen::text, 'harga_per_gram', d.harga_per_gram, 'harga', d.harga, 'no_sortir', d.no_sortir) ORDER BY d.line_no)
                   FROM pembelian_detail d WHERE d.no_faktur_beli = p.no_faktur_beli), '[]'::json) AS detail_barang
  FROM pembelian p`;

const toOut = (row: PembelianOut): PembelianOut => ({
  ...row,
  total_harga: Number(row.total_harga),
  pembayaran: row.pembayaran.map((p) => ({ ...p, jumlah: Number(p.jumlah) })),
  detail_barang: row.detail_barang.map((d) => ({ ...d, harga: Number(d.harga), harga_per_gram: Number(d.harga_per_gram) })),
});

export async function daftarPembelian(deps: AppDeps, user: CurrentUser, query: QueryOf<typeof pembelianApi.daftarPembelian>) {
  const kode_toko = storeFilter(user, query.kode_toko);
  const q = query.q ? query.q.toUpperCase() : null;
  const where = sql`
    WHERE p.tgl_system BETWEEN ${query.tgl_from}::date AND ${query.tgl_to}::date
      AND (${kode_toko}::text IS NULL OR p.kode_toko = ${kode_toko})
      AND (${query.status} = 'SEMUA' OR (${query.status} = 'AKTIF') = (p.no_batal IS NULL))
      AND (${q}::text IS NULL OR p.no_faktur_beli = ${q} OR p.no_ktp = ${q} OR upper(p.nama_customer) LIKE '%' || ${q} || '%'
           OR EXISTS (SELECT 1 FROM pembelian_detail d WHERE d.no_faktur_beli = p.no_faktur_beli AND (d.kode_barcode = ${q} OR d.no_faktur_jual = ${q})))`;
  const [count] = await rows<{ n: number }>(deps.db, sql`SELECT COUNT(*)::int AS n FROM pembelian p ${where}`);
  const found = await rows<PembelianOut>(
    deps.db,
    sql`${PEMBELIAN_SELECT} ${where} ORDER BY p.tgl_system DESC, p.no_faktur_beli DESC LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
  );
  return {
    message: found.length ? P.dataPembelianTersedia : P.dataPembelianTidakAda,
    data: found.map(toOut),
    total_rows: Number(count?.n ?? 0),
  };
}

export async function detailPembelian(deps: AppDeps, user: CurrentUser, no_faktur_beli: string) {
  const [row] = await rows<PembelianOut>(deps.db, sql`${PEMBELIAN_SELECT} WHERE p.no_faktur_beli = ${no_faktur_beli}`);
  if (!row) throw notFound(P.pembelianTidakDitemukan);
  assertStoreAccess(user, row.kode_toko);
  return { message: P.dataPembelianTersedia, data: toOut(row) };
}

export async function fotoPembelian(deps: AppDeps, user: CurrentUser, no_faktur_beli: string) {
  const [row] = await rows<{ kode_toko: string; foto: string | null }>(
    deps.db,
    sql`SELECT kode_toko, foto FROM pembelian WHERE no_faktur_beli = ${no_faktur_beli}`,
  );
  if (!row) throw notFound(P.pembelianTidakDitemukan);
  assertStoreAccess(user, row.kode_toko);
  return { data: row.foto };
}

/**
 * The lines bought back and not yet sorted (live, no no_sortir, the lot still in the BELI place), as the
 * specification lists them for the sorting screen, with the pieces taken over from defaulted loans (kondisi
 * SITA); kode_baki is '-' (an unsorted line lies on no tray).
 */
export async function readySortir(deps: AppDeps, user: CurrentUser, query: QueryOf<typeof pembelianApi.readySortir>) {
  const kode_toko = assertStoreAccess(user, query.kode_toko);
  const found = await rows<{
    no_faktur_beli: string;
    line_no: number;
    kode_lot: string;
    kode_toko: string;
    tgl_system: string;
    kondisi: string;
    nama_barang: string;
    kode_dept: string;
    kode_group: string;
    berat: string;
    kadar: string;
    harga: number;
  }>(
    deps.db,
    sql`SELECT d.no_faktur_beli, d.line_no, d.kode_lot, d.kode_toko, to_char(d.tgl_system, 'YYYY-MM-DD') AS tgl_system, d.kondisi, d.nama_barang, d.kode_dept, d.kode_group,
               d.berat::numeric(12,3)::text AS berat, d.kadar, d.harga::bigint AS harga
        FROM ${SORTABLE_LINES} d JOIN stock_lots l ON l.kode_lot = d.kode_lot AND ${kindIn(sql`l.lokasi_kind`, ['BELI'])}
        WHERE d.kode_toko = ${kode_toko} AND d.no_sortir IS NULL AND NOT d.is_batal
          AND (${query.tgl_system ?? null}::date IS NULL OR d.tgl_system = ${query.tgl_system ?? null}::date)
          AND (${isSemua(query.kondisi)} OR d.kondisi = ${query.kondisi})
          AND (${isSemua(query.kode_group)} OR d.kode_group = ${query.kode_group})
          AND (${isSemua(query.kode_dept)} OR d.kode_dept = ${query.kode_dept})
        ORDER BY d.tgl_system, d.no_faktur_beli, d.line_no
        LIMIT 5000`,
  );
  return {
    message: found.length ? MESSAGES.dataLaporanTersedia : P.dataPembelianTidakAda,
    data: found.map((row) => ({ ...row, harga: Number(row.harga), kode_baki: '-' })),
  };
}

/**
 * Our own nota's lines for the buy-back screen: by the nota's number (every piece of it) or a sold piece's
 * barcode (its latest standing sale), each with the sale's data and whether it was bought back already.
 */
export async function cariNota(deps: AppDeps, _user: CurrentUser, query: QueryOf<typeof pembelianApi.cariNota>) {
  const kode = query.kode.toUpperCase();
  const found = await rows<SoldLine & { dibeli_kembali: boolean }>(
    deps.db,
    sql`SELECT * FROM (${SOLD_LINES} WHERE d.no_faktur_jual = ${kode} OR d.kode_barcode = ${kode.slice(0, 8)} ORDER BY d.id DESC LIMIT 200) s
        CROSS JOIN LATERAL (SELECT EXISTS (SELECT 1 FROM pembelian_detail b WHERE b.kode_barcode = s.kode_barcode AND NOT b.is_batal) AS dibeli_kembali) x`,
  );
  if (found.length === 0) throw notFound(P.notaTidakDitemukan);
  return { message: P.dataPembelianTersedia, data: found };
}
