// A finished custom order becomes a barcoded item: the goods form's PESANAN mode (tambah barang with status
// PESANAN and the order's number) takes the piece out of the order's place (pesananPlace, filled by
// pesanan/selesai out of the craftsman's material) instead of bringing it in from a supplier.
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { fineGrams, MESSAGES, toGramString } from '@kencana/core';
import { rows, type Tx } from '../../db/client.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import type { DeclaredLoss, MovementLine, PurityChange } from '../../ledger/post-movements.ts';
import { PESANAN_DEPT, pesananPlace, placeCode, type Place } from '../../ledger/places.ts';

export interface FinishedOrderItem {
  no_pesanan: string;
  kode_barcode: string;
  kode_group: string;
  kode_dept: string;
  berat: string;
  /** The item's purity, percent (purityOf). */
  kadar: string;
  to: Place;
}

/**
 * The lines that enter a finished order's piece as an item, or null when the number is no order finished in
 * this system (an order of before, typed by hand: the item comes in from outside as any other). The order's
 * place is locked; its whole weight is consumed: the item's weight, the rest declared as the piece's shrink.
 * Its fine gold is first restated to the item's purity (against KADAR), so the item carries its own purity.
 * Refused: an order already entered, an item heavier than the finished piece.
 */
export async function finishedOrderLines(
  tx: Tx,
  item: FinishedOrderItem,
): Promise<{ lines: MovementLine[]; losses: DeclaredLoss[]; purity: PurityChange[] } | null> {
  const [order] = await rows<{ kode_toko: string; status: string }>(
    tx,
    sql`SELECT kode_toko, status FROM pesanan WHERE no_pesanan = ${item.no_pesanan} FOR UPDATE`,
  );
  if (!order) return null;
  const place = pesananPlace(item.no_pesanan, order.kode_toko);
  const [held] = await rows<{ kode_group: string; berat: string; berat_murni: string }>(
    tx,
    sql`SELECT kode_group, berat::text AS berat, berat_murni::text AS berat_murni FROM stock_balances
        WHERE place = ${placeCode(place)} AND kode_dept = ${PESANAN_DEPT} AND berat > 0 FOR UPDATE`,
  );
  if (!held)
    throw conflict(
      order.status === 'SELESAI' || order.status === 'DISERAHKAN' ? MESSAGES.pesananSudahDiinput : MESSAGES.pesananBelumSelesai,
    );
  const berat = new Decimal(held.berat);
  const itemBerat = new Decimal(item.berat);
  if (itemBerat.greaterThan(berat)) throw badRequest(MESSAGES.beratMelebihiPesanan);
  const consumedFine = new Decimal(fineGrams(berat, item.kadar));
  const itemFine = new Decimal(fineGrams(itemBerat, item.kadar));
  const restate = consumedFine.minus(held.berat_murni);
  const reason = `PESANAN ${item.no_pesanan}`.slice(0, 60);
  return {
    purity: restate.isZero()
      ? []
      : [{ place, kode_group: held.kode_group, kode_dept: PESANAN_DEPT, berat_murni: toGramString(restate), reason: 'KADAR PESANAN' }],
    lines: [
      { from: place, kode_group: held.kode_group, kode_dept: PESANAN_DEPT, qty: 1, berat: toGramString(berat), kadar: item.kadar, reason },
      {
        to: item.to,
        kode_barcode: item.kode_barcode,
        kode_group: item.kode_group,
        kode_dept: item.kode_dept,
        qty: 1,
        berat: toGramString(itemBerat),
        kadar: item.kadar,
        reason,
      },
    ],
    losses: berat.equals(itemBerat)
      ? []
      : [
          {
            kode_toko: order.kode_toko,
            kode_group: held.kode_group,
            kode_dept: PESANAN_DEPT,
            berat: toGramString(berat.minus(itemBerat)),
            berat_murni: toGramString(consumedFine.minus(itemFine)),
            reason: 'SUSUT PESANAN',
          },
        ],
  };
}

/**
 * The hand-over of a finished order at the counter (for the sale): called inside the sale's
 * document transaction when a sold item carries an order's number (barang.no_pesanan). Locks the order,
 * refuses one that is not finished or was handed over already, marks it DISERAHKAN with the sale's number and
 * answers the deposit (uang muka) the sale must count as paid. Null when the item is no order of this system.
 */
export async function serahkanPesanan(
  tx: Tx,
  item: { kode_barcode: string; no_jual: string },
): Promise<{ no_pesanan: string; uang_muka: number } | null> {
  const [order] = await rows<{ no_pesanan: string; status: string; uang_muka: string }>(
    tx,
    sql`SELECT p.no_pesanan, p.status, p.uang_muka::text AS uang_muka FROM pesanan p JOIN barang b ON b.no_pesanan = p.no_pesanan
        WHERE b.kode_barcode = ${item.kode_barcode} FOR UPDATE OF p`,
  );
  if (!order) return null;
  if (order.status === 'DISERAHKAN') throw conflict(MESSAGES.pesananSudahDiserahkan);
  if (order.status !== 'SELESAI') throw conflict(MESSAGES.pesananBelumSelesai);
  await tx.execute(sql`UPDATE pesanan SET status = 'DISERAHKAN', no_serah = ${item.no_jual} WHERE no_pesanan = ${order.no_pesanan}`);
  return { no_pesanan: order.no_pesanan, uang_muka: Number(order.uang_muka) };
}

/** The cancel of a sale that handed orders over (the sale's reverse `after`): those orders are SELESAI again. */
export async function batalSerahPesanan(tx: Tx, no_jual: string): Promise<string[]> {
  const found = await rows<{ no_pesanan: string }>(
    tx,
    sql`UPDATE pesanan SET status = 'SELESAI', no_serah = NULL WHERE no_serah = ${no_jual} AND status = 'DISERAHKAN' RETURNING no_pesanan`,
  );
  return found.map((row) => row.no_pesanan);
}
