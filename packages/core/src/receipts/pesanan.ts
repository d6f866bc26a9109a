// The order note of /transaksi-pesanan (Kencana's; the specification does not describe the screen): the
// customer, the pieces with their estimated weight and price, the total, the deposit and how it was paid.
import { slipHeader, type SlipShop } from './header.ts';
import { defineSlip, field, pair, rule, slipGrams, slipMoney, type SlipBlock } from './slip.ts';

export interface PesananSlipData {
  shop: SlipShop;
  no_pesanan: string;
  tgl_pesanan: string;
  tgl_jatuh_tempo: string;
  kode_member: string;
  nama_customer: string;
  alamat: string;
  no_hp: string;
  items: ReadonlyArray<{ deskripsi: string; kode_group: string; jenis_pesanan: string; perkiraan_berat: string; sub_total: number }>;
  total_harga: number;
  uang_muka: number;
  pembayaran: ReadonlyArray<{ jenis_bayar: string; jumlah: number }>;
  user_id: string;
}

/** Copies of the order note: the customer keeps one. */
export const PESANAN_SLIP_COPIES = ['CUSTOMER', 'INTERNAL'] as const;

const f = (label: string, value: string): SlipBlock => field(label, value || '-', { labelWidth: 12, wrap: 26 });

export const pesananSlip = defineSlip<PesananSlipData>({
  copies: PESANAN_SLIP_COPIES,
  body: (d) => [
    ...slipHeader(d.shop, 'NOTA PESANAN'),
    f('No Pesanan', d.no_pesanan),
    f('Tanggal', d.tgl_pesanan),
    f('Jatuh Tempo', d.tgl_jatuh_tempo),
    f('Member', d.kode_member),
    f('Nama', d.nama_customer),
    f('Alamat', d.alamat),
    f('No HP', d.no_hp),
    ...d.items.flatMap((item, index) => [
      rule(),
      f(`Barang ${index + 1}`, `${item.kode_group} ${item.jenis_pesanan}`),
      f('Deskripsi', item.deskripsi),
      pair('Perkiraan Berat', `${slipGrams(item.perkiraan_berat)} gr`),
      pair('Sub Total', slipMoney(item.sub_total)),
    ]),
    rule(),
    pair('Total', slipMoney(d.total_harga)),
    pair('Uang Muka', slipMoney(d.uang_muka)),
    ...d.pembayaran.map((bayar) => pair(`  ${bayar.jenis_bayar}`, slipMoney(bayar.jumlah))),
    pair('Sisa', slipMoney(Math.max(0, d.total_harga - d.uang_muka))),
    rule(),
    f('User', d.user_id),
  ],
});
