// The local draft of /kirim-dari-barang-bos (spec 000 §3, 001 §4): a header (tanggal_kirim, kadar A or SP,
// sales_pabrik, tujuan) and at most one goods item; the checks of both modals with the spec's texts.
import { harusDiisi, isGramString, MESSAGES, parseGrams, tidakBolehKosong, type ItemType, type SimpanKirimBos } from '@kencana/core';

export interface KirimBosHeader {
  tanggal_kirim: string;
  kadar: ItemType | '';
  sales_pabrik: string;
  tujuan: string;
}

export interface KirimBosItem {
  id: string;
  kategori: string;
  jenis: string;
  detail_jenis: string;
  asal_barang: string;
  qty: string;
  berat: string;
}

export interface KirimBosDraft {
  header: KirimBosHeader | null;
  items: KirimBosItem[];
}

export const EMPTY_KIRIM_BOS_DRAFT: KirimBosDraft = { header: null, items: [] };

export function isKirimBosDraft(value: unknown): value is KirimBosDraft {
  if (!value || typeof value !== 'object') return false;
  const draft = value as Partial<KirimBosDraft>;
  return Array.isArray(draft.items) && (draft.header === null || typeof draft.header === 'object');
}

/** The first missing header field as '<Field> Harus Diisi', or null. */
export function headerError(header: KirimBosHeader): string | null {
  if (!header.tanggal_kirim) return harusDiisi('Tanggal Kirim');
  if (!header.kadar) return harusDiisi('Kadar');
  if (!header.sales_pabrik.trim()) return harusDiisi('Sales Pabrik');
  if (!header.tujuan) return harusDiisi('Tujuan');
  return null;
}

/** The first problem of the goods form ('<Field> Tidak Boleh Kosong' for the modal's required fields). */
export function itemError(item: Omit<KirimBosItem, 'id'>): string | null {
  if (!item.kategori) return tidakBolehKosong('Kategori');
  if (!item.jenis) return tidakBolehKosong('Jenis');
  if (!item.detail_jenis.trim()) return tidakBolehKosong('Detail Jenis');
  if (!item.asal_barang.trim()) return harusDiisi('Asal Barang');
  if (!item.qty || !/^\d+$/.test(item.qty) || Number(item.qty) < 1) return tidakBolehKosong('Qty');
  if (!item.berat || !isGramString(item.berat) || parseGrams(item.berat).isZero()) return tidakBolehKosong('Berat');
  return null;
}

/** Adding is refused past one item ('Tidak Bisa Input Barang Lebih Dari 1'); editing keeps the id. */
export function saveItem(items: readonly KirimBosItem[], item: KirimBosItem): { items: KirimBosItem[]; error: string | null } {
  const index = items.findIndex((i) => i.id === item.id);
  if (index >= 0) return { items: items.map((i) => (i.id === item.id ? item : i)), error: null };
  if (items.length >= 1) return { items: [...items], error: MESSAGES.tidakBisaInputBarangLebihDari1 };
  return { items: [...items, item], error: null };
}

/** Why the draft cannot be saved yet ('Data Barang Masih Kosong' first, then 'Detail Kirim Masih Kosong'). */
export function saveError(draft: KirimBosDraft): string | null {
  if (draft.items.length === 0) return MESSAGES.dataBarangMasihKosong;
  if (!draft.header) return MESSAGES.detailKirimMasihKosong;
  return null;
}

/** The request of one goods line (POST krmbrgbos/simpan). */
export function requestOf(header: KirimBosHeader, item: KirimBosItem): SimpanKirimBos {
  return {
    kode_group: item.kategori,
    kode_dept: item.jenis,
    asal_barang: item.asal_barang.toUpperCase(),
    detail_barang: item.detail_jenis.toUpperCase(),
    qty: Number(item.qty),
    berat: item.berat,
    kadar: header.kadar as ItemType,
    sales_pabrik: header.sales_pabrik.toUpperCase(),
    tujuan: header.tujuan,
    kode_labeling: '-',
  };
}

/** Labels of the two owner's-goods screens (send to a store, send to the refiner). */
export const KIRIM_BOS_TEXT = {
  tambahDetail: 'Tambah Detail Kirim',
  detailKirim: 'Detail Kirim',
  tambahBarang: 'Tambah Barang',
  dataBarang: 'Data Barang',
  simpan: 'Simpan Data Kirim',
  reset: 'Reset',
  tanggalKirim: 'Tanggal Kirim',
  kadar: 'Kadar',
  salesPabrik: 'Sales Pabrik',
  namaSales: 'Nama Sales',
  tujuan: 'Tujuan',
  kategori: 'Kategori',
  jenis: 'Jenis',
  detailJenis: 'Detail Jenis',
  asalBarang: 'Asal Barang',
  qty: 'Qty',
  berat: 'Berat',
  aksi: 'Aksi',
  simpanModal: 'Simpan',
  batal: 'Batal',
  belumAdaDetail: 'Detail kirim belum diisi',
  total: 'TOTAL',
} as const;
