// The items' history (barang_mutasi): one line per item a document moved or changed, shown on the goods
// screens' history and in the goods reports.
import type { Tx } from '../db/client.ts';
import { barang_mutasi } from '../db/schema/index.ts';
import { placeCode, type Place } from '../ledger/places.ts';
import type { ItemRow } from './items.ts';

/** One item-level line of a goods document. */
export interface MutasiInput {
  kode_barcode: string;
  nama_barang: string;
  kode_group_asal: string;
  kode_group_tujuan: string;
  kode_dept_asal: string;
  kode_dept_tujuan: string;
  lokasi_asal: string;
  lokasi_tujuan: string;
  kode_baki_asal?: string | null;
  kode_baki_tujuan?: string | null;
  berat_asal: string;
  berat_tujuan: string;
  /** The purity text before and after, when the document may change it (a cancel restores it); '' otherwise. */
  kadar_asal?: string;
  kadar_tujuan?: string;
  /** The item's selling price after the document, when the document sets it (adding, importing, editing). */
  harga_jual?: number;
  keterangan?: string;
}

export interface DocHeader {
  doc_no: string;
  doc_type: string;
  tgl_system: string;
  kode_toko: string;
  user_id: string;
}

/** Writes the item-level lines of a document (chunked under the driver's parameter limit). */
export async function writeMutasi(tx: Tx, doc: DocHeader, lines: readonly MutasiInput[]): Promise<void> {
  for (let start = 0; start < lines.length; start += 500) {
    await tx.insert(barang_mutasi).values(
      lines.slice(start, start + 500).map((line) => ({
        doc_no: doc.doc_no,
        doc_type: doc.doc_type,
        tgl_system: doc.tgl_system,
        kode_toko: doc.kode_toko,
        user_id: doc.user_id,
        kode_barcode: line.kode_barcode,
        nama_barang: line.nama_barang,
        kode_group_asal: line.kode_group_asal,
        kode_group_tujuan: line.kode_group_tujuan,
        kode_dept_asal: line.kode_dept_asal,
        kode_dept_tujuan: line.kode_dept_tujuan,
        lokasi_asal: line.lokasi_asal,
        lokasi_tujuan: line.lokasi_tujuan,
        kode_baki_asal: line.kode_baki_asal ?? '',
        kode_baki_tujuan: line.kode_baki_tujuan ?? '',
        berat_asal: line.berat_asal,
        berat_tujuan: line.berat_tujuan,
        kadar_asal: line.kadar_asal ?? '',
        kadar_tujuan: line.kadar_tujuan ?? '',
        harga_jual: line.harga_jual ?? 0,
        keterangan: (line.keterangan ?? '').slice(0, 200),
      })),
    );
  }
}

/** A plain move of an item (same category, type and weight) as a history line. */
export function moveMutasi(item: ItemRow, to: Place, keterangan = ''): MutasiInput {
  return { ...newItemMutasi(item, to, keterangan), lokasi_asal: item.lokasi ?? '', kode_baki_asal: item.kode_baki };
}

/** An item entering the books (added, imported, entered from a shipment) as a history line: from nowhere. */
export function newItemMutasi(
  item: { kode_barcode: string; nama_barang: string; kode_group: string; kode_dept: string; berat: string; harga_jual?: number },
  to: Place,
  keterangan: string,
): MutasiInput {
  return {
    kode_barcode: item.kode_barcode,
    nama_barang: item.nama_barang,
    kode_group_asal: item.kode_group,
    kode_group_tujuan: item.kode_group,
    kode_dept_asal: item.kode_dept,
    kode_dept_tujuan: item.kode_dept,
    lokasi_asal: '',
    lokasi_tujuan: placeCode(to),
    kode_baki_tujuan: to.kind === 'BAKI' ? to.kode_baki : '',
    berat_asal: item.berat,
    berat_tujuan: item.berat,
    harga_jual: item.harga_jual ?? 0,
    keterangan,
  };
}
