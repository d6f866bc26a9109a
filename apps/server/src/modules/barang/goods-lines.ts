// How the goods screens read an item: its position (from the kind of place it lies in), the columns of a
// looked-up line and their '-' / 0 defaults. Shared by the record and read services of this module.
import { sql, type SQL } from 'drizzle-orm';
import { PLACE_KINDS, textOrDash, type BarangLine, type PlaceKind, type PosisiBarang } from '@kencana/core';
import { kindIn } from '../../stock/index.ts';

/** Where an item is, from the kind of its ledger place. */
export function posisiOf(kind: string | null): PosisiBarang {
  return kind && kind in PLACE_KINDS ? PLACE_KINDS[kind as PlaceKind].posisi : 'LAIN';
}

/** The kinds an item lies in for each position of the filter (the inverse of PLACE_KINDS' posisi). */
const KINDS_OF_POSISI = (Object.keys(PLACE_KINDS) as PlaceKind[]).reduce<Record<string, PlaceKind[]>>((acc, kind) => {
  (acc[PLACE_KINDS[kind].posisi] ??= []).push(kind);
  return acc;
}, {});

/** The SQL condition on barang.lokasi_kind (alias b) for a position filter. */
export function posisiCondition(posisi: PosisiBarang): SQL {
  const kinds = KINDS_OF_POSISI[posisi] ?? [];
  const inKinds = kinds.length ? kindIn(sql`b.lokasi_kind`, kinds) : sql`false`;
  return posisi === 'LAIN' ? sql`(b.lokasi_kind IS NULL OR ${inKinds})` : inKinds;
}

/** The columns of a looked-up goods line (table alias b). */
export const LINE_COLUMNS = sql.raw(`b.no_pesanan, b.no_kirim, b.kode_barang, b.kode_barcode, b.kode_group, b.kode_dept, b.kode_gudang,
  b.kode_toko, b.kode_baki, b.lokasi_kind, b.tag_id, b.kode_intern, b.nama_barang, b.nama_atribut, b.stock_on_hand, b.berat::text AS berat,
  b.berat_atribut::text AS berat_atribut, b.berat_bandrol::text AS berat_bandrol, b.berat_plastik::text AS berat_plastik, b.kadar,
  b.kadar_cetak, b.harga_beli, b.harga_skrg, b.harga_jual, b.harga_atribut, to_char(b.tgl_last_beli, 'YYYY-MM-DD') AS tgl_last_beli,
  to_char(b.tgl_last_jual, 'YYYY-MM-DD') AS tgl_last_jual, b.tipe_barang, b.is_markis, b.status, b.tujuan`);

export type LineRow = Omit<BarangLine, 'posisi' | 'harga_beli' | 'harga_skrg' | 'harga_jual' | 'harga_atribut' | 'stock_on_hand'> & {
  lokasi_kind: string | null;
  harga_beli: number | string;
  harga_skrg: number | string;
  harga_jual: number | string;
  harga_atribut: number | string;
  stock_on_hand: number | string;
};

/** A looked-up line as the screens get it: missing texts '-', missing numbers 0. */
export function toBarangLine(row: LineRow): BarangLine {
  return {
    no_pesanan: textOrDash(row.no_pesanan),
    no_kirim: textOrDash(row.no_kirim),
    kode_barang: textOrDash(row.kode_barang),
    kode_barcode: row.kode_barcode,
    kode_group: row.kode_group,
    kode_dept: row.kode_dept,
    kode_gudang: textOrDash(row.kode_gudang),
    kode_toko: textOrDash(row.kode_toko),
    kode_baki: textOrDash(row.kode_baki),
    posisi: posisiOf(row.lokasi_kind),
    tag_id: textOrDash(row.tag_id),
    kode_intern: textOrDash(row.kode_intern),
    nama_barang: textOrDash(row.nama_barang),
    nama_atribut: textOrDash(row.nama_atribut),
    stock_on_hand: Number(row.stock_on_hand ?? 0),
    berat: row.berat ?? '0.000',
    berat_atribut: row.berat_atribut ?? '0.000',
    berat_bandrol: row.berat_bandrol ?? '0.000',
    berat_plastik: row.berat_plastik ?? '0.000',
    kadar: textOrDash(row.kadar),
    kadar_cetak: textOrDash(row.kadar_cetak),
    harga_beli: Number(row.harga_beli ?? 0),
    harga_skrg: Number(row.harga_skrg ?? 0),
    harga_jual: Number(row.harga_jual ?? 0),
    harga_atribut: Number(row.harga_atribut ?? 0),
    tgl_last_beli: textOrDash(row.tgl_last_beli),
    tgl_last_jual: textOrDash(row.tgl_last_jual),
    tipe_barang: textOrDash(row.tipe_barang),
    is_markis: Boolean(row.is_markis),
    status: textOrDash(row.status),
    tujuan: textOrDash(row.tujuan),
  };
}

/** The "empty / found" text of a report answer. */
export const reportMessage = (count: number, found: string, empty: string): string => (count > 0 ? found : empty);
