// What the steps of the refining chain share: the warehouses and types they name, the per-type count of a
// slip, and the refining screens' own wording of a bad quantity.
import { z } from 'zod';
import { SEPUHAN_MESSAGES as S } from '../../messages.ts';
import { GramOut } from '../barang-fields.ts';
import { optionalQty, qty } from '../fields.ts';

/** The warehouses a purchase sort may put lines into. */
export const GUDANG_SORTIR_PEMBELIAN = ['SP', 'RUSAK', 'SP-LN', 'SP-BOS', 'SP-PBRK'] as const;
/** The warehouse of lines chosen for refining, of goods back from the refiner, of labelled goods. */
export const GUDANG_SORTIR_SEPUH = 'SS';
export const GUDANG_TERIMA_SEPUH = 'KS';
export const GUDANG_LABELING = 'KC';
/** The transaction types of damaged goods (Validasi Hancur Barang Rusak). */
export const JENIS_RUSAK = ['SR', 'KS', 'TS', 'KC', 'KB'] as const;
export type JenisRusak = (typeof JENIS_RUSAK)[number];
/** Item types of a labelling send (stored as kadar). */
export const TIPE_BARANG_LABELING = ['SP', 'A'] as const;

/** A count of pieces a refining screen requires, with its own text ('Qty Sepuh Harus Diisi'). */
export const sepuhQty = (missing: string) => qty(missing, { invalid: S.qtyTidakValid });

/** A count of pieces the server works out itself when it is not sent. */
export const optionalSepuhQty = () => optionalQty({ invalid: S.qtyTidakValid });

/** A list's own "nothing chosen" text for a missing or wrong-typed list. */
export const lineCount = (message: string) => ({ error: message });

/** Pieces and grams of one type on a slip. */
export const JenisCountSchema = z.object({ jenis: z.string(), qty: z.number().int(), berat: GramOut });
