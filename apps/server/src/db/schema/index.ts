export * from './stores.ts';
export * from './catalog.ts';
export * from './barang.ts';
export * from './users.ts';
export * from './ledger.ts';
export * from './mutasi-barang.ts';
export * from './masters.ts';
export * from './tukang.ts';
export * from './penjualan.ts';
export * from './member.ts';
export * from './validasi.ts';
export * from './pembelian.ts';
export * from './kiriman.ts';
export * from './sepuhan.ts';
// H1 money ledger (issue 22)
export * from './money.ts';
