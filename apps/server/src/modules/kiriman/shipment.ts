// Shipments of bulk gold to a store (KB from the owner, KC from labelling): one table family and two calls
// every flow uses. A flow that sends a shipment calls openShipment inside its own postDocument plan and
// posts the lines it returns; a flow that enters an item from a shipment (the add-goods form) calls
// takeFromShipment for the line that consumes the shipment's bulk. See docs/INCOMING.md.
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { fineGrams, KIRIMAN_MESSAGES, melebihiSisaKiriman, MESSAGES, type JenisKiriman } from '@kencana/core';
import { rows, type Queryable, type Tx } from '../../db/client.ts';
import { kiriman, kiriman_detail } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { placeCode, placeOf, stockPlace, type Place } from '../../ledger/places.ts';
import type { MovementLine, PurityChange } from '../../ledger/post-movements.ts';
import { purityOf, type DocumentContext } from '../../stock/index.ts';

/** One line of a shipment as the sending flow gives it. */
export interface ShipmentLineInput {
  kode_group: string;
  kode_dept: string;
  qty: number;
  /** Grams, exact text. */
  berat: string;
  detail_barang?: string;
  asal_barang?: string;
  /** Purity of the bulk (a kadar text or a percentage); default: the category's percentage. */
  kadar?: string;
}

export interface OpenShipmentSpec {
  jenis: JenisKiriman;
  /** The receiving tray (warehouse KC); its store receives the shipment. */
  kode_baki: string;
  kode_toko: string;
  /** Where the goods come from: the owner's stock (EXTERNAL) for KB, the labelling flow's place for KC. */
  asal: Place;
  lines: readonly ShipmentLineInput[];
  kadar?: string;
  sales_pabrik?: string;
  kode_labeling?: string;
  /** The document the shipment comes out of (labelling: the receive-refined number). */
  ref?: string;
}

export interface OpenedShipment {
  /** The shipment's number: the sending document's own number. */
  no_kirim: string;
  /** The ledger lines to post in the sending document (asal → KIRIMAN:<no_kirim>). */
  lines: MovementLine[];
  /** Writes the shipment's header and lines: call it from the plan's `after` (or return it as `after`). */
  record: () => Promise<void>;
}

/** The ledger place where an open shipment's bulk lies. */
export const shipmentPlace = (no_kirim: string, kode_toko: string): Place => stockPlace('KIRIMAN', no_kirim, kode_toko);

/**
 * Opens a shipment inside the caller's document: its number is the document's number, its bulk moves from
 * `asal` to the shipment's place at the receiving store, and `record()` writes its header (status OPEN, not
 * yet validated) and lines. The caller posts `lines` (with any lines of its own) and calls `record` in `after`.
 */
export async function openShipment(ctx: DocumentContext, spec: OpenShipmentSpec): Promise<OpenedShipment> {
  if (spec.lines.length === 0) throw badRequest(MESSAGES.dataBarangMasihKosong);
  const no_kirim = await ctx.number();
  const to = shipmentPlace(no_kirim, spec.kode_toko);
  const detail = await Promise.all(
    spec.lines.map(async (line, index) => ({
      ...line,
      line_no: index + 1,
      kadar_persen: await purityOf(ctx.tx, line.kadar ?? '-', line.kode_group),
    })),
  );
  const lines: MovementLine[] = detail.map((line) => ({
    from: spec.asal,
    to,
    kode_group: line.kode_group,
    kode_dept: line.kode_dept,
    qty: line.qty,
    berat: line.berat,
    kadar: line.kadar_persen,
    reason: `KIRIMAN ${spec.jenis}`,
  }));
  const record = async () => {
    await ctx.tx.insert(kiriman).values({
      no_kirim,
      jenis: spec.jenis,
      kode_toko: spec.kode_toko,
      kode_baki: spec.kode_baki,
      tgl_kirim: ctx.store.tgl_system,
      kadar: spec.kadar ?? '-',
      sales_pabrik: spec.sales_pabrik ?? '-',
      kode_labeling: spec.kode_labeling ?? '-',
      ref: spec.ref ?? '-',
      asal_kind: spec.asal.kind,
      asal_place: placeCode(spec.asal),
      asal_toko: spec.asal.kind === 'BAKI' ? spec.kode_toko : spec.asal.kode_toko,
      user_id: ctx.user.user_id,
    });
    await ctx.tx.insert(kiriman_detail).values(
      detail.map((line) => ({
        no_kirim,
        line_no: line.line_no,
        kode_group: line.kode_group,
        kode_dept: line.kode_dept,
        detail_barang: line.detail_barang ?? '-',
        asal_barang: line.asal_barang ?? '-',
        kadar_persen: line.kadar_persen,
        qty: line.qty,
        berat: line.berat,
      })),
    );
  };
  return { no_kirim, lines, record };
}

/** A shipment header as the flows read it (locked). */
export interface ShipmentHeader {
  no_kirim: string;
  jenis: JenisKiriman;
  kode_toko: string;
  kode_baki: string;
  status: 'OPEN' | 'CLOSE';
  validated: boolean;
  asal: Place;
}

/** Locks a shipment's header (FOR UPDATE) and answers it; unknown → 404, another store's → 404 as well. */
export async function lockShipment(tx: Tx, no_kirim: string, kode_toko: string | null): Promise<ShipmentHeader> {
  const [row] = await rows<{
    no_kirim: string;
    jenis: JenisKiriman;
    kode_toko: string;
    kode_baki: string;
    status: 'OPEN' | 'CLOSE';
    validated: boolean;
    asal_kind: string;
    asal_place: string;
    asal_toko: string;
  }>(
    tx,
    sql`SELECT no_kirim, jenis, kode_toko, kode_baki, status, validated, asal_kind, asal_place, asal_toko FROM kiriman WHERE no_kirim = ${no_kirim} FOR UPDATE`,
  );
  // Another store's shipment is as unknown to staff as a wrong number.
  if (!row || (kode_toko !== null && row.kode_toko !== kode_toko)) throw notFound(KIRIMAN_MESSAGES.kirimanTidakDitemukan);
  return { ...row, asal: placeOf(row.asal_kind as Place['kind'], row.asal_place, row.asal_toko) };
}

/** A line of a shipment with what is left of it. */
export interface ShipmentLine {
  id: number;
  line_no: number;
  kode_group: string;
  kode_dept: string;
  kadar_persen: string;
  qty_sisa: number;
  berat_sisa: string;
}

export async function shipmentLines(q: Queryable, no_kirim: string): Promise<ShipmentLine[]> {
  return rows<ShipmentLine>(
    q,
    sql`SELECT id::int AS id, line_no, kode_group, kode_dept, kadar_persen::text AS kadar_persen,
               qty - qty_input - qty_kembali - qty_selisih AS qty_sisa,
               (berat - berat_input - berat_kembali - berat_selisih)::text AS berat_sisa
        FROM kiriman_detail WHERE no_kirim = ${no_kirim} ORDER BY line_no`,
  );
}

export interface TakeFromShipment {
  no_kirim: string;
  /** The store the item is entered at (the acting store). */
  kode_toko: string;
  kode_group: string;
  /** Grams of the item entered. */
  berat: string;
  /** Purity percentage of the item entered ("75.000"). */
  purity: string;
  /** The place the item is produced at (its tray): a purity difference is booked there. */
  itemPlace: Place;
  kode_dept: string;
}

/**
 * Enters one item out of a shipment: the shipment must be the store's, validated by the store and OPEN,
 * and hold a line of the item's category with at least one piece and the item's grams left (else refused,
 * naming the remainder). Adds to the line's qty_input / berat_input and answers the ledger line that
 * consumes the bulk (at the shipment's purity) plus the purity change when the item's purity differs.
 */
export async function takeFromShipment(tx: Tx, take: TakeFromShipment): Promise<{ line: MovementLine; purity: PurityChange[] }> {
  const header = await lockShipment(tx, take.no_kirim, take.kode_toko);
  if (header.status !== 'OPEN') throw conflict(KIRIMAN_MESSAGES.kirimanSudahClose);
  if (!header.validated) throw conflict(KIRIMAN_MESSAGES.kirimanBelumDivalidasi);
  const lines = (await shipmentLines(tx, header.no_kirim)).filter((line) => line.kode_group === take.kode_group);
  if (lines.length === 0) throw badRequest(KIRIMAN_MESSAGES.kategoriTidakSesuaiKiriman);
  const line = lines.find((l) => l.kode_dept === take.kode_dept && fits(l, take.berat)) ?? lines.find((l) => fits(l, take.berat));
  if (!line) {
    const best = lines[0]!;
    throw conflict(melebihiSisaKiriman(header.no_kirim, best.qty_sisa, new Decimal(best.berat_sisa).toFixed(3)));
  }
  await tx.execute(
    sql`UPDATE kiriman_detail SET qty_input = qty_input + 1, berat_input = berat_input + ${take.berat}::numeric WHERE id = ${line.id}`,
  );
  const consumed = fineGrams(take.berat, line.kadar_persen);
  const produced = fineGrams(take.berat, take.purity);
  const diff = new Decimal(produced).minus(consumed);
  return {
    line: {
      from: shipmentPlace(header.no_kirim, header.kode_toko),
      kode_group: line.kode_group,
      kode_dept: line.kode_dept,
      qty: 1,
      berat: take.berat,
      kadar: line.kadar_persen,
      reason: `INPUT KIRIMAN ${header.no_kirim}`,
    },
    purity: diff.isZero()
      ? []
      : [
          {
            place: take.itemPlace,
            kode_group: take.kode_group,
            kode_dept: take.kode_dept,
            berat_murni: diff.toFixed(3),
            reason: `SELISIH KADAR INPUT ${header.no_kirim}`,
          },
        ],
  };
}

const fits = (line: ShipmentLine, berat: string): boolean => line.qty_sisa >= 1 && new Decimal(line.berat_sisa).gte(berat);
