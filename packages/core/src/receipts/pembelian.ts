// The buy-back nota (/transaksi-pembelian, reprinted from /lihat-pembelian): two copies (CUSTOMER, TOKO)
// of 40 columns with the seller (name, NIK, phone), each line's name, weight, purity, condition and price,
// the total and the payments, and the seller's signature line.
import { slipHeader, type SlipShop } from './header.ts';
import { blank, defineSlip, field, pair, rule, slipGrams, slipMoney, table, text } from './slip.ts';

export interface PembelianSlipData {
  shop: SlipShop;
  no_faktur_beli: string;
  tanggal: string;
  nama_customer: string;
  no_ktp: string;
  no_hp: string;
  detail_barang: ReadonlyArray<{
    nama_barang: string;
    kode_barcode: string | null;
    berat: string;
    kadar: string;
    kondisi: string;
    harga: number;
  }>;
  total_berat: string;
  total_harga: number;
  pembayaran: ReadonlyArray<{ jenis: string; jumlah: number }>;
  user_id: string;
  /** Set on a reprint of a cancelled buy-back. */
  batal?: string | null;
}

export const pembelianSlip = defineSlip<PembelianSlipData>({
  copies: ['CUSTOMER', 'TOKO'],
  body: (d) => [
    ...slipHeader(d.shop, 'NOTA PEMBELIAN'),
    field('No', d.no_faktur_beli),
    field('Tanggal', d.tanggal),
    field('Nama', d.nama_customer),
    field('NIK', d.no_ktp),
    field('No HP', d.no_hp),
    ...(d.batal ? [field('BATAL', d.batal)] : []),
    rule(),
    ...d.detail_barang.flatMap((line, index) => [
      text(`${index + 1}. ${line.nama_barang}`),
      table(
        [{ width: 11 }, { width: 8, align: 'right' }, { width: 4 }, { width: 14, align: 'right' }],
        [
          [`   ${line.kondisi}`, slipGrams(line.berat), line.kadar, slipMoney(line.harga)],
          ...(line.kode_barcode ? [[`   ${line.kode_barcode}`, '', '', '']] : []),
        ],
      ),
    ]),
    rule(),
    pair('Total Berat', `${slipGrams(d.total_berat)} gr`),
    pair('Total Harga', slipMoney(d.total_harga)),
    ...d.pembayaran.map((p) => pair(p.jenis, slipMoney(p.jumlah))),
    rule(),
    blank(),
    pair('Penjual,', 'Kasir,'),
    blank(),
    blank(),
    text(`(${d.nama_customer.slice(0, 18)})`),
    text(`User: ${d.user_id}`),
  ],
});
