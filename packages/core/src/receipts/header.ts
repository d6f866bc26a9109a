import { center, rule, type SlipBlock } from './slip.ts';

/** The shop as slips print it at the top. */
export interface SlipShop {
  nama_toko: string;
  alamat_toko: string;
}

/** Shop name and address (wrapped, centered), a title and a rule: the head of every slip. */
export function slipHeader(shop: SlipShop, title: string): SlipBlock[] {
  return [center(shop.nama_toko), center(shop.alamat_toko), rule('='), center(title), rule('=')];
}
