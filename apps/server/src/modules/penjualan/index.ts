// The sale's face: the exchange prices its new pieces by the sale's pricing, then writes and cancels the sale
// by the sale's own services inside its transaction.
export { batalPenjualan, priceSale, simpanPenjualan } from './penjualan.service.ts';
