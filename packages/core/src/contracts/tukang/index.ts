// Craftsmen (tukang) and custom orders: the craftsman's material account, orders and the order stock opname.
// One file per flow.
export { JENIS_BAHAN, type JenisBahan } from './shared.ts';
export * from './bahan.ts';
export * from './pesanan.ts';
export * from './stock-opname.ts';
