// The craftsman material note of /tambah-bahan-tukang and /ambil-bahan-tukang: three copies
// (INTERNAL, OWNER, TUKANG), fields of spec 001 §3 (no_tambah_tukar, tukang, jenis, kategori, bahan,
// keterangan).
import { slipHeader, type SlipShop } from './header.ts';
import { blank, defineSlip, field, pair, rule, slipGrams, SLIP_COPIES, text } from './slip.ts';

export interface BahanTukangSlipData {
  shop: SlipShop;
  /** TAMBAH (material given) or AMBIL (material taken back). */
  arah: 'TAMBAH' | 'AMBIL';
  no_tambah_tukar: string;
  tanggal: string;
  tukang: string;
  jenis: 'PATRI' | 'BAHAN';
  kategori: string;
  /** Grams, exact text. */
  bahan: string;
  /** Balance after the note, grams. */
  sisa_bahan: string;
  keterangan: string;
  user_id: string;
}

export const bahanTukangSlip = defineSlip<BahanTukangSlipData>({
  copies: SLIP_COPIES.bahanTukang,
  body: (d) => [
    ...slipHeader(d.shop, d.arah === 'TAMBAH' ? 'BUKTI TAMBAH BAHAN TUKANG' : 'BUKTI AMBIL BAHAN TUKANG'),
    field('No', d.no_tambah_tukar),
    field('Tanggal', d.tanggal),
    field('Tukang', d.tukang),
    field('Jenis', d.jenis),
    field('Kategori', d.kategori),
    rule(),
    pair(d.arah === 'TAMBAH' ? 'Tambah Bahan' : 'Total Bahan', `${slipGrams(d.bahan)} gr`),
    pair('Sisa Bahan', `${slipGrams(d.sisa_bahan)} gr`),
    rule(),
    field('Keterangan', d.keterangan || '-'),
    blank(),
    text(`User: ${d.user_id}`),
  ],
});
