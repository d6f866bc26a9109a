export * from './slip.ts';
export * from './header.ts';
export * from './bahan-tukang.ts';
export * from './pembagian-pesanan.ts';
export * from './pesanan.ts';
export * from './penjualan.ts';
