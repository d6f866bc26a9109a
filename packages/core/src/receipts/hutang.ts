// Slips of the loans against gold: the loan taken (the pieces, the amount, the due date and the terms) and a
// payment (extension, partial redemption, redemption). Two copies: the shop's and the customer's.
import { slipHeader, type SlipShop } from './header.ts';
import { BARCODE_MARK, escPosBarcode } from './services.ts';
import { blank, buildSlip, center, defineSlip, field, pair, rule, slipGrams, slipMoney, table, text } from './slip.ts';

export const HUTANG_SLIP_COPIES = ['INTERNAL', 'NASABAH'] as const;

export interface HutangSlipData {
  shop: SlipShop;
  no_hutang: string;
  tanggal: string;
  tgl_jatuh_tempo: string;
  nama_customer: string;
  no_ktp: string;
  barang: readonly { nama_barang: string; berat: string; kadar: string; nilai: number }[];
  nilai_taksiran: number;
  jumlah_pinjaman: number;
  bunga_persen: string;
  /** '15 hari' | 'bulan'. */
  periode: string;
  lama_hari: number;
  user_id: string;
}

/**
 * The loan's slip: its number as a Code 128 barcode (the scanner at /lihat-hutang reads it, as on the letter)
 * with its text below, the pieces and the terms. Print it through {@link buildHutangSlip}.
 */
export const hutangSlip = defineSlip<HutangSlipData>({
  copies: HUTANG_SLIP_COPIES,
  body: (d) => [
    ...slipHeader(d.shop, 'BUKTI HUTANG (GADAI)'),
    text(BARCODE_MARK),
    center(d.no_hutang),
    field('Tanggal', d.tanggal),
    field('Nasabah', d.nama_customer),
    field('NIK', d.no_ktp),
    rule(),
    table(
      [
        { width: 20, align: 'left' },
        { width: 9, align: 'right' },
        { width: 9, align: 'right' },
      ],
      d.barang.map((line) => [`${line.nama_barang} ${line.kadar}`, slipGrams(line.berat), slipMoney(line.nilai).replace('Rp. ', '')]),
    ),
    rule(),
    pair('Nilai Taksiran', slipMoney(d.nilai_taksiran)),
    pair('Pinjaman', slipMoney(d.jumlah_pinjaman)),
    pair('Jatuh Tempo', d.tgl_jatuh_tempo),
    rule(),
    text(`Bunga ${d.bunga_persen}% per bulan, dihitung per ${d.periode} berjalan, dibulatkan ke atas Rp 500.`, 40),
    text(`Jangka waktu ${d.lama_hari} hari. Lewat jatuh tempo dan masa tenggang dikenakan denda.`, 40),
    blank(),
    text(`User: ${d.user_id}`),
    blank(),
    text('Tanda Tangan Nasabah:'),
    blank(),
    blank(),
    text('(........................)'),
  ],
});

/** The loan slip's file content: {@link hutangSlip} with the loan number as a Code 128 barcode on each copy. */
export function buildHutangSlip(data: HutangSlipData): string {
  return buildSlip(hutangSlip, data).split(`${BARCODE_MARK}\n`).join(escPosBarcode(data.no_hutang));
}

/** The loan slip as a person reads it (a preview, a test): the barcode line left out. */
export function hutangSlipText(data: HutangSlipData): string {
  return buildSlip(hutangSlip, data).split(`${BARCODE_MARK}\n`).join('');
}

export interface BayarHutangSlipData {
  shop: SlipShop;
  judul: string;
  no_bayar: string;
  no_hutang: string;
  tanggal: string;
  nama_customer: string;
  denda: number;
  bunga: number;
  pokok: number;
  jumlah: number;
  sisa_pokok: number;
  tgl_jatuh_tempo: string | null;
  no_hutang_baru: string | null;
  user_id: string;
}

/** A payment's slip: its split and what is left. */
export const bayarHutangSlip = defineSlip<BayarHutangSlipData>({
  copies: HUTANG_SLIP_COPIES,
  body: (d) => [
    ...slipHeader(d.shop, d.judul),
    center(`*${d.no_bayar}*`),
    field('No Hutang', d.no_hutang),
    field('Tanggal', d.tanggal),
    field('Nasabah', d.nama_customer),
    rule(),
    pair('Denda', slipMoney(d.denda)),
    pair('Bunga', slipMoney(d.bunga)),
    pair('Pokok', slipMoney(d.pokok)),
    pair('Jumlah Bayar', slipMoney(d.jumlah)),
    rule(),
    pair('Sisa Pokok', slipMoney(d.sisa_pokok)),
    ...(d.tgl_jatuh_tempo ? [pair('Jatuh Tempo', d.tgl_jatuh_tempo)] : []),
    ...(d.no_hutang_baru ? [field('Hutang Baru', d.no_hutang_baru)] : []),
    blank(),
    text(`User: ${d.user_id}`),
  ],
});
