export * from './slip.ts';
export * from './header.ts';
export * from './bahan-tukang.ts';
export * from './pembagian-pesanan.ts';
export * from './pesanan.ts';
export * from './penjualan.ts';
export * from './pembelian.ts';
export * from './kiriman.ts';
export * from './sepuhan.ts';
// Cash and bank slips.
export * from './keuangan.ts';
// Hutang
export * from './hutang.ts';
// Deposits (titipan)
export * from './titipan.ts';
