// What the steps of the refining chain share: the damaged-goods and item types they name, the per-type count of a
// slip, and the refining screens' own wording of a bad quantity.
import { z } from 'zod';
import { SEPUHAN_MESSAGES as S } from '../../messages.ts';
import { GramOut } from '../barang-fields.ts';
import { optionalQty, qty } from '../fields.ts';
import { DOCUMENT_TYPES } from '../../domain/stock.ts';
import { ITEM_TYPES } from '../../domain/warehouse-roles.ts';

/**
 * The transaction types of damaged goods (Validasi Hancur Barang Rusak): the number prefix of the document
 * that put them aside (a purchase sort, a dispatch to or a receipt from the refiner, a labelling send, an
 * owner's shipment).
 */
export const JENIS_RUSAK = [
  DOCUMENT_TYPES.SORTIR_PEMBELIAN.prefix,
  DOCUMENT_TYPES.KIRIM_SEPUH.prefix,
  DOCUMENT_TYPES.TERIMA_SEPUH.prefix,
  DOCUMENT_TYPES.KIRIM_LABELING.prefix,
  DOCUMENT_TYPES.KIRIM_BARANG_BOS.prefix,
] as const;
export type JenisRusak = (typeof JENIS_RUSAK)[number];
/** Item types of a labelling send (stored as kadar). */
export const TIPE_BARANG_LABELING = ITEM_TYPES;

/** A count of pieces a refining screen requires, with its own text ('Qty Sepuh Harus Diisi'). */
export const sepuhQty = (missing: string) => qty(missing, { invalid: S.qtyTidakValid });

/** A count of pieces the server works out itself when it is not sent. */
export const optionalSepuhQty = () => optionalQty({ invalid: S.qtyTidakValid });

/** A list's own "nothing chosen" text for a missing or wrong-typed list. */
export const lineCount = (message: string) => ({ error: message });

/** Pieces and grams of one type on a slip. */
export const JenisCountSchema = z.object({ jenis: z.string(), qty: z.number().int(), berat: GramOut });
