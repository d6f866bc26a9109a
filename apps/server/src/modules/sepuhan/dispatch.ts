// A refining dispatch's records (kirim_sepuh, kirim_sepuh_detail) written for a flow outside the refining
// module: the owner's goods sent straight to the refiner (kiriman) record their dispatch here, so that
// /terima-sepuh receives it back like any other and the refining tables have one writer.
import type { Tx } from '../../db/client.ts';
import { kirim_sepuh, kirim_sepuh_detail } from '../../db/schema/index.ts';

export interface DispatchHeader {
  /** The dispatch's number: the sending document's own (KS-…). */
  no_sepuh: string;
  kode_toko: string;
  tgl_system: string;
  /** The refiner ('-': none named). */
  kode_tukang: string;
  user_id: string;
}

/** One type sent whole to refine (nothing of it damaged). */
export interface DispatchLine {
  kode_group: string;
  kode_dept: string;
  /** The tray it left ('-': it never lay on one). */
  kode_baki: string;
  qty: number;
  /** Grams, exact text. */
  berat: string;
  /** Fine grams, exact text. */
  murni: string;
  /** Where it came from, as the refining reports show it (the sorts, or the owner's source). */
  no_sortirs: string;
}

/** Writes a dispatch's header and lines inside the sending document's transaction (its plan's `after`). */
export async function recordDispatch(tx: Tx, header: DispatchHeader, lines: readonly DispatchLine[]): Promise<void> {
  await tx.insert(kirim_sepuh).values(header);
  await tx.insert(kirim_sepuh_detail).values(
    lines.map((line) => ({
      no_sepuh: header.no_sepuh,
      kode_dept: line.kode_dept,
      kode_group: line.kode_group,
      kode_baki: line.kode_baki,
      qty: line.qty,
      berat: line.berat,
      qty_sepuh: line.qty,
      berat_sepuh: line.berat,
      murni_sepuh: line.murni,
      qty_rusak: 0,
      berat_rusak: '0',
      murni_rusak: '0',
      no_sortirs: line.no_sortirs.slice(0, 2000),
    })),
  );
}
