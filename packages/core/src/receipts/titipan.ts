// Slips of the customer deposits (titipan): a deposit taken, a deposit paid back, reprinted from any
// entry of the customer's account. Two copies: the customer's (kept as proof of what the shop owes) and the shop's.
import { slipHeader, type SlipShop } from './header.ts';
import { blank, defineSlip, field, pair, rule, slipMoney, text } from './slip.ts';

export const TITIPAN_SLIP_COPIES = ['CUSTOMER', 'INTERNAL'] as const;

export interface TitipanSlipData {
  shop: SlipShop;
  /** 'TITIP UANG', 'AMBIL TITIPAN', or the name of the document that used or kept the deposit. */
  judul: string;
  no_dokumen: string;
  tanggal: string;
  /** Member code and name, or the walk-in's name and phone. */
  customer: string;
  cara_bayar: string;
  keterangan: string;
  /** + left with the shop, − used or paid back. */
  jumlah: number;
  /** What the shop owes the customer after this entry. */
  saldo: number;
  user_id: string;
  /** The approver of a refund. */
  disetujui_oleh?: string;
}

export const titipanSlip = defineSlip<TitipanSlipData>({
  copies: TITIPAN_SLIP_COPIES,
  body: (d) => [
    ...slipHeader(d.shop, d.judul),
    field('No', d.no_dokumen),
    field('Tanggal', d.tanggal),
    field('Customer', d.customer, { wrap: 28 }),
    ...(d.cara_bayar ? [field('Bayar', d.cara_bayar)] : []),
    field('Ket', d.keterangan || '-', { wrap: 28 }),
    rule(),
    pair(d.jumlah >= 0 ? 'Titip' : 'Diambil', slipMoney(Math.abs(d.jumlah))),
    pair('Saldo Titipan', slipMoney(d.saldo)),
    rule(),
    ...(d.disetujui_oleh ? [text(`Disetujui: ${d.disetujui_oleh}`)] : []),
    text(`User: ${d.user_id}`),
    blank(),
    text('Simpan bukti ini untuk mengambil atau'),
    text('memakai titipan.'),
    blank(),
    text('Tanda Tangan Customer:'),
    blank(),
    text('(........................)'),
  ],
});
