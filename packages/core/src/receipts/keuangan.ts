// Slips of the cash and bank screens: cash or bank money added or taken by a category, and cash
// sent to head office. Two copies: the shop's (INTERNAL) and the one signed by whoever took or brought the money.
import { slipHeader, type SlipShop } from './header.ts';
import { blank, defineSlip, field, pair, rule, slipMoney, text } from './slip.ts';

/** Copies of the cash and bank slips (Kencana's names: the specification lists the screens only). */
export const KEUANGAN_SLIP_COPIES = ['INTERNAL', 'PENERIMA'] as const;

export interface KeuanganSlipData {
  shop: SlipShop;
  /** 'TAMBAH UANG KAS', 'AMBIL UANG BANK', 'SETOR UANG KE PUSAT'… */
  judul: string;
  no_transaksi: string;
  tanggal: string;
  kategori?: string;
  rekening?: string;
  referensi?: string;
  keterangan: string;
  jumlah: number;
  /** The drawer's or the account's balance after the document. */
  saldo: number;
  user_id: string;
}

export const keuanganSlip = defineSlip<KeuanganSlipData>({
  copies: KEUANGAN_SLIP_COPIES,
  body: (d) => [
    ...slipHeader(d.shop, d.judul),
    field('No Transaksi', d.no_transaksi),
    field('Tanggal', d.tanggal),
    ...(d.kategori ? [field('Kategori', d.kategori)] : []),
    ...(d.rekening ? [field('Rekening', d.rekening)] : []),
    ...(d.referensi ? [field('Referensi', d.referensi)] : []),
    field('Keterangan', d.keterangan || '-'),
    rule(),
    pair('Jumlah', slipMoney(d.jumlah)),
    pair('Saldo', slipMoney(d.saldo)),
    rule(),
    blank(),
    text(`User: ${d.user_id}`),
    blank(),
    text('Tanda Tangan:'),
    blank(),
    blank(),
    text('(........................)'),
  ],
});
