// The sale at the counter (/transaksi-penjualan) and its cancel (/batal-penjualan). A sale is one PENJUALAN
// stock document: every piece leaves its tray for the store's SOLD boundary through the ledger, priced at the
// category's gold price of the day; its header, lines and payments are the penjualan tables. A cancel is the
// kernel's reverse (BATAL_PENJUALAN): the pieces go back to their trays, the money counts minus, the points
// are taken back.
import { sql } from 'drizzle-orm';
import {
  DISKON_MAKS_DEFAULT,
  diskonMaksPersenOf,
  diskonMelebihiBatas,
  hargaBaris,
  hargaKotor,
  hitungHargaJual,
  MESSAGES,
  PENJUALAN_MESSAGES as PM,
  ringkasBayar,
  type DetailJualOut,
  type penjualanApi,
  type BodyOf,
  type Otorisasi,
  type SettingSystemValues,
} from '@kencana/core';
import type { CurrentUser } from '../../auth/current-user.ts';
import { assertVisible, isPrivileged } from '../../auth/policy.ts';
import { recordApproval, verifyApproval, type Approver } from '../../auth/approval.ts';
import { canAccess } from '../../auth/access.ts';
import { rows, type Queryable, type Tx } from '../../db/client.ts';
import { penjualan, penjualan_bayar, penjualan_detail } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { saleMoney } from '../../ledger/money-lines.ts';
import type { MoneyAccount } from '../../ledger/money-accounts.ts';
import { goldPricePerGram } from '../../pricing/gold-price.ts';
import {
  bakiPlace,
  boundaryPlace,
  itemLine,
  lockItems,
  inOrder,
  moveMutasi,
  postDocument,
  reverseDocument,
  loadStore,
  type ItemRow,
  type Store,
} from '../../stock/index.ts';
import { assertHargaHariIni, counterSettings, ppnPenjualan } from '../setting-system/index.ts';
import { batalSerahPesanan, serahkanPesanan } from '../tukang/index.ts';
import { changeAccount, orderDepositAccount, titipanForSale } from '../titipan/index.ts';
import { accruePoints, memberOf, pointsForSale, takeBackPoints } from './points.ts';

type SaleBody = BodyOf<typeof penjualanApi.simpanPenjualan>;
type SaleLine = SaleBody['detail_barang'][number];

/**
 * The discount limit (percent of a line before discount, exact text) of a user level: the chain's setting of
 * the level (Para System diskon_maks_<level>, read with the other settings), else the level's default.
 */
export function diskonMaksPersen(setting: SettingSystemValues, level: string): string {
  return diskonMaksPersenOf(setting, level) ?? String(DISKON_MAKS_DEFAULT[level] ?? 0);
}

/** The gold part of a piece's price on a business date: price per gram × weight (× purity by the rule), rounded up to the chain's multiple. */
export async function hargaEmasOf(
  q: Queryable,
  item: Pick<ItemRow, 'kode_group' | 'berat' | 'kadar' | 'purity'>,
  tgl: string,
  rule: string | null,
  pembulatan?: number,
) {
  const price = await goldPricePerGram(q, item.kode_group, tgl);
  if (!price || price.harga <= 0) throw conflict(`${PM.hargaEmasBelumDiisi} (${item.kode_group})`);
  let harga_emas: number;
  try {
    harga_emas = hitungHargaJual({ hargaPerGram: price.harga, berat: item.berat, kadar: item.kadar, kategoriHarga: rule, pembulatan });
  } catch {
    // A kadar text that is no purity ('-') is priced at the category's percentage.
    harga_emas = hitungHargaJual({ hargaPerGram: price.harga, berat: item.berat, kadar: item.purity, kategoriHarga: rule, pembulatan });
  }
  return { harga_per_gram: price.harga, harga_emas };
}

/** Refuses a piece that cannot be sold by this store: sold already, another store's, not on a tray. */
function assertSellable(item: ItemRow, kode_toko: string): asserts item is ItemRow & { kode_baki: string } {
  if (item.lokasi_kind === 'SOLD') throw conflict(`${PM.barangSudahTerjual} (${item.kode_barcode})`);
  if (item.kode_toko !== kode_toko) throw conflict(`${PM.barangBukanTokoIni} (${item.kode_barcode})`);
  if (item.lokasi_kind !== 'BAKI' || !item.kode_baki) throw conflict(`${MESSAGES.barangTidakDiBaki} (${item.kode_barcode})`);
}

/** The item's own ongkos and attribute price (Data Barang). */
async function itemCharges(tx: Queryable, codes: readonly string[]): Promise<Map<string, { ongkos: number; harga_atribut: number }>> {
  if (codes.length === 0) return new Map();
  const found = await rows<{ kode_barcode: string; ongkos: string; harga_atribut: string }>(
    tx,
    sql`SELECT kode_barcode, ongkos::text AS ongkos, harga_atribut::text AS harga_atribut FROM barang WHERE kode_barcode IN (${sql.join(
      codes.map((c) => sql`${c}`),
      sql`, `,
    )})`,
  );
  return new Map(found.map((r) => [r.kode_barcode, { ongkos: Number(r.ongkos), harga_atribut: Number(r.harga_atribut) }]));
}

/**
 * The price of the pieces a sale names, by the sale's rules: each piece locked and checked (exists, this
 * store's, on a tray, not sold), priced at the category's gold price of the store's business date with its
 * own or the typed ongkos, the discount held to the user's limit. The sale calls it in its plan; the exchange
 * calls it to know what the new pieces cost before it buys the old gold back, in the same transaction.
 */
export async function priceSale(
  tx: Tx,
  user: CurrentUser,
  store: Pick<Store, 'kode_toko' | 'tgl_system'>,
  detail_barang: readonly SaleLine[],
  /** An OWN/SU approved the price: no discount limit. */
  options: { approved?: boolean } = {},
) {
  const codes = detail_barang.map((line) => line.kode_barcode);
  const items = inOrder(await lockItems(tx, codes), codes);
  items.forEach((item) => assertSellable(item, store.kode_toko));
  const charges = await itemCharges(tx, codes);
  // The chain's settings, the price rule and the store's PKP flag, read once for the whole sale.
  const counter = await counterSettings(tx, store.kode_toko);
  const { setting, kategori_harga: rule } = counter;
  const limit = isPrivileged(user) || options.approved ? '100' : diskonMaksPersen(setting, user.level);
  // The daily price gate, and the chain's rounding of a sale's price.
  await assertHargaHariIni(
    tx,
    store.tgl_system,
    items.map((item) => item.kode_group),
    setting,
  );
  const pembulatan = setting.pembulatan_jual;

  const lines: Array<DetailJualOut & { line_no: number }> = [];
  for (const [index, item] of items.entries()) {
    const input = detail_barang[index] as SaleLine;
    const own = charges.get(item.kode_barcode) ?? { ongkos: 0, harga_atribut: 0 };
    const { harga_per_gram, harga_emas } = await hargaEmasOf(tx, item, store.tgl_system, rule, pembulatan);
    const ongkos = input.ongkos ?? own.ongkos;
    const kotor = hargaKotor({ harga_emas, ongkos, harga_atribut: own.harga_atribut });
    const diskon = input.diskon ?? 0;
    if (diskonMelebihiBatas(kotor, diskon, limit)) throw badRequest(`${PM.diskonMelebihiBatas} (${item.kode_barcode})`);
    lines.push({
      line_no: index + 1,
      kode_barcode: item.kode_barcode,
      nama_barang: item.nama_barang,
      kode_group: item.kode_group,
      kode_dept: item.kode_dept,
      kode_baki: item.kode_baki as string,
      berat: item.berat,
      kadar: item.kadar,
      harga_per_gram,
      harga_emas,
      ongkos,
      harga_atribut: own.harga_atribut,
      diskon,
      harga: hargaBaris({ harga_emas, ongkos, harga_atribut: own.harga_atribut, diskon, pembulatan }),
    });
  }
  const total_harga = lines.reduce((sum, line) => sum + line.harga, 0);
  // A PKP store's PPN inside each line's price, fixed now (the totals do not change).
  const ppn = await ppnPenjualan(tx, store.kode_toko, lines, counter);
  return { items, lines: lines.map((line, i) => ({ ...line, ...ppn[i] })), total_harga };
}

/**
 * Sells the scanned pieces: checks the sales person, the member or walk-in customer, each piece (exists,
 * this store's, on a tray, not sold), its price of the day and discount limit, the payment split (no
 * underpayment; change only from cash); then one PENJUALAN document moves the pieces to SOLD and the sale's
 * rows are written in the same transaction. Anything refused writes nothing.
 */
export async function simpanPenjualan(deps: AppDeps, user: CurrentUser, body: SaleBody) {
  // A price below the computed one (a discount past the user's limit) with an OWN/SU approval.
  const approver = body.otorisasi ? await verifyApproval(deps, body.otorisasi) : null;
  const saved = await postDocument(deps, user, {
    type: 'PENJUALAN',
    alwaysPosts: true,
    toko: body.kode_toko,
    plan: async ({ tx, store, number }) => {
      const [sales] = await rows<{ kode_sales: string }>(
        tx,
        sql`SELECT kode_sales FROM sales WHERE kode_sales = ${body.kode_sales} AND is_active`,
      );
      if (!sales) throw notFound(PM.salesTidakDitemukan);
      const member = body.kode_member ? await memberOf(tx, body.kode_member, store.kode_toko) : null;
      if (body.kode_member && !member) throw notFound(PM.memberTidakDitemukan);
      for (const bayar of body.pembayaran) {
        if (bayar.jenis !== 'MARKETPLACE') continue;
        const [mp] = await rows<{ ok: boolean }>(
          tx,
          sql`SELECT true AS ok FROM marketplace WHERE kode_marketplace = ${bayar.kode_marketplace ?? ''} AND is_active`,
        );
        if (!mp) throw notFound(`${PM.marketplaceTidakDitemukan} (${bayar.kode_marketplace ?? ''})`);
      }

      const { items, lines, total_harga } = await priceSale(tx, user, store, body.detail_barang, { approved: approver !== null });
      // A finished custom order handed over: its deposit was paid when the order was taken, so the
      // payments cover the price less it; the order is marked handed over under this sale's number.
      const deposits: { no_pesanan: string; uang_muka: number; akun: MoneyAccount }[] = [];
      for (const item of items) {
        const order = await serahkanPesanan(tx, { kode_barcode: item.kode_barcode, no_jual: await number() });
        // Deposits: released from the account the order's deposit was posted to (the customer's, or an old order's own).
        if (order) deposits.push({ ...order, akun: await orderDepositAccount(tx, store.kode_toko, order.no_pesanan) });
      }
      const uang_muka = deposits.reduce((sum, order) => sum + order.uang_muka, 0);
      const bayar = ringkasBayar(Math.max(0, total_harga - uang_muka), body.pembayaran);
      if (bayar.masalah === 'KURANG') throw badRequest(`${PM.pembayaranKurang} (Rp. ${bayar.kurang.toLocaleString('en-US')})`);
      if (bayar.masalah === 'NON_TUNAI_LEBIH') throw badRequest(PM.nonTunaiMelebihiTotal);
      const poin = member ? await pointsForSale(tx, total_harga) : 0;
      const sold = boundaryPlace('SOLD', store.kode_toko);
      const customer = member ?? {
        nama: body.customer?.nama ?? '',
        no_hp: body.customer?.no_hp ?? '',
        alamat: body.customer?.alamat ?? '',
      };
      // Deposits: a TITIPAN line spends the customer's deposit (capped at its balance by the ledger's sign rule);
      // the change kept (kembalian_titip) goes onto the customer's deposit instead of out of the drawer.
      const who = { kode_member: body.kode_member ?? null, no_hp: member ? null : customer.no_hp, nama: customer.nama };
      const paid: Array<(typeof body.pembayaran)[number] & { akun?: MoneyAccount }> = [];
      for (const p of body.pembayaran)
        paid.push(p.jenis === 'TITIPAN' ? { ...p, akun: await titipanForSale(tx, store.kode_toko, p.no_titipan ?? '', who) } : p);
      const kembalianTitip = body.kembalian_titip && bayar.kembalian > 0 ? changeAccount(store.kode_toko, who) : undefined;
      const kembalian = kembalianTitip ? 0 : bayar.kembalian;

      return {
        note: `PENJUALAN ${customer.nama}${uang_muka > 0 ? ` (UANG MUKA PESANAN ${uang_muka})` : ''}`.slice(0, 255),
        total_harga,
        lines: items.map((item) => itemLine(item, bakiPlace(item.kode_baki as string), sold, 'PENJUALAN')),
        // The money ledger: each payment to its account, the change out of the drawer, the deposits released.
        money: saleMoney(store.kode_toko, { total_harga, pembayaran: paid, kembalian: bayar.kembalian, deposits, kembalianTitip }),
        history: items.map((item) => ({
          ...moveMutasi(item, sold, 'PENJUALAN'),
          harga_jual: lines.find((l) => l.kode_barcode === item.kode_barcode)?.harga ?? 0,
        })),
        after: async () => {
          const no_faktur_jual = await number();
          await tx.insert(penjualan).values({
            no_faktur_jual,
            tgl_system: store.tgl_system,
            kode_toko: store.kode_toko,
            user_id: user.user_id,
            kode_sales: body.kode_sales,
            kode_member: body.kode_member ?? '',
            nama_customer: customer.nama,
            no_hp: customer.no_hp,
            alamat: customer.alamat,
            total_harga,
            // The deposit of a handed-over order counts as paid (paid when the order was taken).
            total_bayar: bayar.total_bayar + uang_muka,
            kembalian,
            poin,
          });
          await tx.insert(penjualan_detail).values(lines.map((line) => ({ ...line, no_faktur_jual })));
          if (approver && body.otorisasi)
            await recordApproval(tx, deps.clock.now(), {
              aksi: 'HARGA_JUAL',
              requester: user,
              approver,
              kode_toko: store.kode_toko,
              no_dokumen: no_faktur_jual,
              nilai_hitung: lines.reduce((sum, line) => sum + line.harga + line.diskon, 0),
              nilai_input: total_harga,
              alasan: body.otorisasi.alasan,
            });
          await tx.insert(penjualan_bayar).values(
            body.pembayaran.map((p) => ({
              no_faktur_jual,
              jenis: p.jenis,
              jumlah: p.jumlah,
              kode_bank: p.kode_bank ?? '',
              kode_marketplace: p.kode_marketplace ?? '',
              no_referensi: (p.jenis === 'TITIPAN' ? p.no_titipan : p.no_referensi) ?? '',
            })),
          );
          if (member && poin > 0)
            await accruePoints(tx, {
              kode_member: member.kode_member,
              no_faktur_jual,
              poin,
              kode_toko: store.kode_toko,
              tgl_system: store.tgl_system,
              user_id: user.user_id,
              at: deps.clock.now(),
            });
        },
        result: {
          tgl_system: store.tgl_system,
          total_harga,
          total_bayar: bayar.total_bayar + uang_muka,
          kembalian,
          poin,
          detail_barang: lines.map(({ line_no: _n, ...line }) => line),
          ...(kembalianTitip ? { kembalian_titip: bayar.kembalian } : {}),
        },
      };
    },
  });
  const { no_dokumen, qty: _qty, berat: _berat, ...data } = saved;
  return { message: PM.penjualanBerhasil, data: { no_faktur_jual: no_dokumen, ...data } };
}

/**
 * Cancels a sale by the kernel's reverse: the pieces back to the trays they left, the money counted minus
 * (the cancel document carries the sale's total), the member's points taken back (never below zero). Staff
 * may cancel only on the sale's business day and in their store; OWN/SU any day.
 */
export async function batalPenjualan(
  deps: AppDeps,
  user: CurrentUser,
  body: BodyOf<typeof penjualanApi.batalPenjualan>,
  options: { exchange?: string } = {},
) {
  const [sale] = await rows<{ kode_toko: string; status: string; no_tukar: string | null; total_harga: string }>(
    deps.db,
    sql`SELECT p.kode_toko, p.status, p.total_harga::text AS total_harga,
               (SELECT b.no_referensi FROM penjualan_bayar b WHERE b.no_faktur_jual = p.no_faktur_jual AND b.jenis = 'TUKAR' LIMIT 1) AS no_tukar
        FROM penjualan p WHERE p.no_faktur_jual = ${body.no_faktur_jual}`,
  );
  assertVisible(user, sale, (record) => record.kode_toko, PM.penjualanTidakDitemukan);
  // The sale of an exchange (paid in part by old gold: a TUKAR payment naming the exchange) goes only with its
  // exchange (POST tukar-barang/batal), never on its own: the old gold would stay bought with nothing paid.
  if (sale.status !== 'BATAL' && sale.no_tukar && sale.no_tukar !== options.exchange)
    throw conflict(`${PM.penjualanBagianTukar} (${sale.no_tukar})`);
  // Staff without the cancel menu cancel a sale of the day with an OWN/SU approval.
  const approver = await approvalForCancel(deps, user, body.otorisasi);
  let poin_dikembalikan = 0;
  const reversed = await reverseDocument(deps, user, body.no_faktur_jual, body.alasan, {
    check: async (tx, original) => {
      if (original.doc_type !== 'PENJUALAN') throw notFound(PM.penjualanTidakDitemukan);
      const [locked] = await rows<{ status: string; tgl_system: string }>(
        tx,
        sql`SELECT status, to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system FROM penjualan WHERE no_faktur_jual = ${original.doc_no} FOR UPDATE`,
      );
      if (!locked) throw notFound(PM.penjualanTidakDitemukan);
      if (locked.status === 'BATAL') throw conflict(PM.penjualanSudahDibatalkan);
      if (!isPrivileged(user)) {
        const store = await loadStore(tx, original.kode_toko);
        if (store.tgl_system !== locked.tgl_system) throw forbidden(PM.batalPenjualanHanyaHariIni);
      }
    },
    after: async (tx, reversal) => {
      await tx.execute(
        sql`UPDATE penjualan SET status = 'BATAL', no_batal = ${reversal.doc_no}, alasan_batal = ${body.alasan} WHERE no_faktur_jual = ${body.no_faktur_jual}`,
      );
      await batalSerahPesanan(tx, body.no_faktur_jual);
      poin_dikembalikan = await takeBackPoints(tx, {
        no_faktur_jual: body.no_faktur_jual,
        no_batal: reversal.doc_no,
        kode_toko: reversal.kode_toko,
        tgl_system: reversal.tgl_system,
        user_id: user.user_id,
        at: deps.clock.now(),
      });
      if (approver && body.otorisasi)
        await recordApproval(tx, deps.clock.now(), {
          aksi: 'BATAL_PENJUALAN',
          requester: user,
          approver,
          kode_toko: reversal.kode_toko,
          no_dokumen: body.no_faktur_jual,
          nilai_hitung: Number(sale.total_harga),
          nilai_input: 0,
          alasan: body.otorisasi.alasan,
        });
    },
  }).catch((error: unknown) => {
    // The kernel's own "already cancelled" speaks of a document; the cashier knows it as a sale.
    if (error instanceof Error && error.message === MESSAGES.dokumenSudahDibatalkan) throw conflict(PM.penjualanSudahDibatalkan);
    throw error;
  });
  return {
    message: PM.penjualanBerhasilDibatalkan,
    data: { no_faktur_jual: body.no_faktur_jual, no_batal: reversed.no_dokumen, poin_dikembalikan },
  };
}

/**
 * Who may cancel a sale. A user with /batal-penjualan (or OWN/SU) cancels as before (null);
 * anyone else reached this far through the sale's menu and needs an OWN/SU approval (403 'Perlu Otorisasi
 * OWN/SU' without one; the approval's own refusals otherwise). The sale-of-the-day rule still applies.
 */
async function approvalForCancel(deps: AppDeps, user: CurrentUser, otorisasi: Otorisasi | undefined): Promise<Approver | null> {
  if (canAccess(user, { kind: 'menu', menus: ['/batal-penjualan'] })) return null;
  if (!otorisasi) throw forbidden(MESSAGES.otorisasiWajib);
  return verifyApproval(deps, otorisasi);
}
