// What the buy-back and the exchange screens share: their words, the seller, the old-gold lines and the
// CASH / TRANSFER payment as the forms (and their drafts) hold them, and how they become the contract's body.
import { sumGrams } from '@kencana/core';

/** Words of the two screens (labels, not messages). */
export const BELI_TEXT = {
  customer: 'Data Customer',
  wajib: 'Wajib diisi lengkap (UU anti penadahan)',
  nik: 'No KTP (NIK)',
  nama: 'Nama Customer',
  noHp: 'No HP',
  alamat: 'Alamat',
  barang: 'Barang Yang Dibeli',
  barangLama: 'Barang Lama (Dibeli)',
  nota: 'No Nota / Kode Barcode',
  ambil: 'Ambil Dari Nota',
  namaBarang: 'Nama Barang',
  kategori: 'Kategori',
  jenis: 'Jenis',
  berat: 'Berat (gr)',
  kadar: 'Kadar',
  kondisi: 'Kondisi',
  hargaGram: 'Harga / gr',
  harga: 'Harga',
  tambah: 'Tambah',
  total: 'Total',
  cash: 'Cash',
  transfer: 'Transfer',
  bank: 'Bank',
  noRef: 'No Referensi',
  foto: 'Foto (Opsional)',
  pilihFoto: 'Pilih Foto',
  simpan: 'Simpan Pembelian',
  dariNota: 'Dari Nota',
  manual: 'Manual',
  kosong: 'Belum Ada Barang',
  sisa: 'Selisih Pembayaran',
  keTukar: 'Tukar Barang',
  kePembelian: 'Transaksi Pembelian',
  barangBaru: 'Barang Baru (Dijual)',
  scanBaru: 'Scan Barcode Barang Baru',
  sales: 'Sales',
  totalBeli: 'Total Barang Lama',
  totalJual: 'Total Barang Baru',
  dibayarCustomer: 'Dibayar Customer',
  dibayarToko: 'Dibayar Toko',
  simpanTukar: 'Simpan Tukar Barang',
  noFakturBeli: 'No Faktur Beli',
  noTukar: 'No Tukar',
  kembalian: 'Kembalian',
  cetakSlipBeli: 'Cetak Slip Pembelian',
  cetakNotaJual: 'Cetak Nota',
  cetakSlipJual: 'Cetak Slip',
  hapus: 'Hapus',
} as const;

/** The seller: all four required by the law against fencing (the contract's CustomerBeliSchema). */
export interface CustomerBeli {
  no_ktp: string;
  nama: string;
  no_hp: string;
  alamat: string;
}
export const EMPTY_CUSTOMER: CustomerBeli = { no_ktp: '', nama: '', no_hp: '', alamat: '' };

/** An old-gold line as the table shows it: the contract's DetailBeli plus the price per gram it was priced at. */
export interface LineLama {
  key: string;
  no_faktur_jual?: string;
  kode_barcode?: string;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  berat: string;
  kadar: string;
  kondisi: string;
  harga_per_gram: number;
  harga: number;
}

/** The payment fields: cash and one transfer, as typed (whole rupiah digits). */
export interface BayarBeli {
  cash: string;
  transfer: string;
  kode_bank: string;
  no_referensi: string;
}
export const EMPTY_BAYAR: BayarBeli = { cash: '', transfer: '', kode_bank: '', no_referensi: '' };

export interface PembayaranBeli {
  jenis: 'CASH' | 'TRANSFER';
  jumlah: number;
  kode_bank?: string;
  no_referensi?: string;
}

const rupiah = (digits: string): number => (digits ? Number(digits) : 0);

/** The payments of the body: the amounts typed (none typed: an empty list, which the contract refuses). */
export function toPembayaranBeli(bayar: BayarBeli): PembayaranBeli[] {
  const list: PembayaranBeli[] = [];
  if (rupiah(bayar.cash) > 0) list.push({ jenis: 'CASH', jumlah: rupiah(bayar.cash) });
  if (rupiah(bayar.transfer) > 0)
    list.push({
      jenis: 'TRANSFER',
      jumlah: rupiah(bayar.transfer),
      kode_bank: bayar.kode_bank || undefined,
      no_referensi: bayar.no_referensi || undefined,
    });
  return list;
}

/** The lines as the contract's DetailBeli (the table's key and price per gram stay on the screen). */
export const toDetailBeli = (lines: readonly LineLama[]) => lines.map(({ key: _key, harga_per_gram: _perGram, ...line }) => line);

/** Pieces, grams and value of the old gold. */
export function totalLama(lines: readonly LineLama[]): { qty: number; berat: string; total: number } {
  return { qty: lines.length, berat: sumGrams(lines.map((line) => line.berat)), total: lines.reduce((sum, line) => sum + line.harga, 0) };
}
