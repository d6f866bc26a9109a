/**
 * Where stock can be. Trays and goods on the road are stock places: their balances may never go negative
 * and are snapshotted at the close of day. Boundary places stand for the world outside the chain's stock
 * (a supplier or customer, sold goods, melted goods, recorded loss) so every document balances to zero.
 */
export type Place =
  | { readonly kind: 'BAKI'; readonly kode_baki: string }
  | { readonly kind: 'TRANSIT'; readonly ref: string; readonly kode_toko: string }
  | { readonly kind: BoundaryKind; readonly kode_toko: string };

export const BOUNDARY_KINDS = ['EXTERNAL', 'SOLD', 'DESTROYED', 'LOSS'] as const;
export type BoundaryKind = (typeof BOUNDARY_KINDS)[number];

/** Warehouse code the ledger records for goods on the road. */
export const TRANSIT_GUDANG = 'TRANSIT';

/** The code stored in the ledger and on barang.lokasi. */
export function placeCode(place: Place): string {
  switch (place.kind) {
    case 'BAKI':
      return `BAKI:${place.kode_baki}`;
    case 'TRANSIT':
      return `TRANSIT:${place.ref}`;
    default:
      return `${place.kind}:${place.kode_toko}`;
  }
}

/** Stock places are the ones whose balances must stay non-negative and are counted as stock. */
export function isStockPlaceCode(code: string): boolean {
  return code.startsWith('BAKI:') || code.startsWith('TRANSIT:');
}

export const bakiPlace = (kode_baki: string): Place => ({ kind: 'BAKI', kode_baki });
export const transitPlace = (ref: string, kode_toko: string): Place => ({ kind: 'TRANSIT', ref, kode_toko });
export const boundaryPlace = (kind: BoundaryKind, kode_toko: string): Place => ({ kind, kode_toko });
