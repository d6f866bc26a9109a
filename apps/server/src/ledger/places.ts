import { sql, type SQL } from 'drizzle-orm';
import { isStockKind, type PlaceKind } from '@kencana/core';

/**
 * Where stock can be. A place has a kind (core PLACE_KINDS: a tray, goods on the road, at the cleaner, at
 * the refiner, with a craftsman, bought back and not yet sorted… or a boundary: supplier, customer, sold,
 * melted, recorded loss) and a reference. Stock kinds hold the chain's goods (balances never negative,
 * snapshotted at the close of day); boundary kinds stand for the world outside so every document balances.
 * A tray's store and warehouse come from the tray master; every other place names its store.
 */
export type Place =
  | { readonly kind: 'BAKI'; readonly kode_baki: string }
  | { readonly kind: Exclude<PlaceKind, 'BAKI'>; readonly ref: string; readonly kode_toko: string };

/** Boundary kinds keyed by their store (one such place per store). */
export type BoundaryKind = 'EXTERNAL' | 'CUSTOMER' | 'SOLD' | 'DESTROYED' | 'LOSS' | 'KADAR';

/** Warehouse code the ledger records for goods on the road. */
export const TRANSIT_GUDANG = 'TRANSIT';

/**
 * The code stored in the ledger and on barang.lokasi: `<KIND>:<ref>`. It identifies a place; nothing reads
 * meaning out of its spelling (queries filter by the kind column).
 */
export function placeCode(place: Place): string {
  return `${place.kind}:${place.kind === 'BAKI' ? place.kode_baki : place.ref}`;
}

/** The place a stored code of a known kind stands for (the inverse of {@link placeCode}). */
export function placeOf(kind: PlaceKind, code: string, kode_toko: string): Place {
  const ref = code.slice(kind.length + 1);
  return kind === 'BAKI' ? { kind, kode_baki: ref } : { kind, ref, kode_toko };
}

/** True for a place whose balance is the chain's stock. */
export const isStockPlace = (place: Place): boolean => isStockKind(place.kind);

export const bakiPlace = (kode_baki: string): Place => ({ kind: 'BAKI', kode_baki });
/** Goods on the road between stores, under the shipment's number. */
export const transitPlace = (no_kirim: string, kode_toko: string): Place => ({ kind: 'TRANSIT', ref: no_kirim, kode_toko });
/** Goods at the cleaner, under the cleaning batch's number. */
export const cucianPlace = (no_cucian: string, kode_toko: string): Place => ({ kind: 'CUCIAN', ref: no_cucian, kode_toko });
/** A place of a document-keyed stock kind (refiner batch, craftsman, unsorted buy-back, open shipment, damaged goods awaiting validation). */
export const stockPlace = (kind: 'SEPUH' | 'TUKANG' | 'BELI' | 'KIRIMAN' | 'RUSAK', ref: string, kode_toko: string): Place => ({
  kind,
  ref,
  kode_toko,
});
/**
 * A finished custom order waiting to be entered as a barcoded item (status PESANAN): the piece's weight came
 * out of the craftsman's material (pesanan/selesai) and goes into the item (the goods form's PESANAN mode).
 */
export const pesananPlace = (no_pesanan: string, kode_toko: string): Place => ({ kind: 'TUKANG', ref: `PESANAN/${no_pesanan}`, kode_toko });
/** The ledger's type (kode_dept) of a finished order's piece at its {@link pesananPlace}. */
export const PESANAN_DEPT = 'PESANAN';
/** A customer's piece held for service, under the service's number (never the shop's stock). */
export const servisPlace = (no_service: string, kode_toko: string): Place => ({ kind: 'SERVIS', ref: no_service, kode_toko });
/** A loan's collateral, under the loan's number (never the shop's stock). */
export const gadaiPlace = (no_hutang: string, kode_toko: string): Place => ({ kind: 'GADAI', ref: no_hutang, kode_toko });
export const boundaryPlace = (kind: BoundaryKind, kode_toko: string): Place => ({ kind, ref: kode_toko, kode_toko });

/** The SQL twin of {@link placeCode} for a tray: the place code of the tray in `kodeBaki` (a column). */
export const trayPlaceSql = (kodeBaki: SQL): SQL => sql`${placeCode(bakiPlace(''))}::text || ${kodeBaki}`;
