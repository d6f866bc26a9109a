// The 40-column slip of a sale (/transaksi-penjualan, reprinted from /lihat-penjualan): two copies
// (CUSTOMER, INTERNAL) with the invoice number, customer and their address, sales person, each piece (name,
// barcode, weight, purity, price), the total, the payments and the change; a cancelled sale says so.
import type { PenjualanDetail } from '../contracts/penjualan.ts';
import { labelPpn, ringkasPpn } from '../domain/setting-system.ts';
import { slipHeader, type SlipShop } from './header.ts';
import { blank, center, defineSlip, field, pair, rule, slipGrams, slipMoney, SLIP_COPIES, table, text } from './slip.ts';

/**
 * The file a sale's slip is saved as for the auto-print watcher: its own name, so a sale's slip is never
 * taken for the sorting slips' autoprint_pembelian.txt (SLIP_FILE_NAME).
 */
export const PENJUALAN_SLIP_FILE_NAME = 'autoprint_penjualan.txt';

export interface PenjualanSlipData {
  shop: SlipShop;
  sale: PenjualanDetail;
  /** The store's nota footer (Setting Nota), printed last. */
  footer?: string;
}

/** The total DPP and PPN of a PKP store's sale (nothing for a store that is not PKP). */
function ppnTotals(lines: PenjualanDetail['detail_barang']) {
  const { dpp, ppn } = ringkasPpn(lines);
  return ppn ? [pair('Total DPP', slipMoney(dpp)), pair('Total PPN', slipMoney(ppn))] : [];
}

export const penjualanSlip = defineSlip<PenjualanSlipData>({
  copies: SLIP_COPIES.penjualan,
  body: ({ shop, sale, footer }) => [
    ...slipHeader(shop, sale.status === 'BATAL' ? 'NOTA PENJUALAN (BATAL)' : 'NOTA PENJUALAN'),
    field('No Faktur', sale.no_faktur_jual),
    field('Tanggal', `${sale.tgl_system} ${sale.jam}`),
    field('Customer', [sale.kode_member, sale.nama_customer].filter(Boolean).join(' - ') || '-'),
    ...(sale.alamat.trim() ? [field('Alamat', sale.alamat)] : []),
    field('Sales', [sale.kode_sales, sale.nama_sales].filter(Boolean).join(' - ')),
    rule(),
    ...sale.detail_barang.flatMap((line) => [
      text(line.nama_barang),
      table(
        [{ width: 18 }, { width: 21, align: 'right' }],
        [
          [`${line.kode_barcode} ${line.kadar}`, `${slipGrams(line.berat)} gr`],
          ...(line.diskon ? [['Diskon', `-${slipMoney(line.diskon)}`]] : []),
          ['', slipMoney(line.harga)],
          // A PKP store's PPN inside the price, at the piece's rate.
          ...(line.ppn
            ? [
                ['DPP', slipMoney(line.harga - line.ppn)],
                [labelPpn(line.ppn_persen), slipMoney(line.ppn)],
              ]
            : []),
        ],
      ),
    ]),
    rule(),
    pair(`TOTAL ${sale.qty} pcs ${slipGrams(sale.berat)} gr`, ''),
    pair('Total Harga', slipMoney(sale.total_harga)),
    ...ppnTotals(sale.detail_barang),
    ...sale.pembayaran.map((p) => pair([p.jenis, p.kode_bank, p.kode_marketplace].filter(Boolean).join(' '), slipMoney(p.jumlah))),
    pair('Kembalian', slipMoney(sale.kembalian)),
    ...(sale.poin ? [pair('Poin', String(sale.poin))] : []),
    ...(sale.status === 'BATAL' ? [rule(), field('Batal', sale.no_batal), field('Alasan', sale.alasan_batal)] : []),
    blank(),
    text(`Kasir: ${sale.user_id}`),
    ...(footer ? [blank(), center(footer)] : []),
  ],
});
