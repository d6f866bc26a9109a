export * from './stores.ts';
export * from './catalog.ts';
export * from './barang.ts';
export * from './users.ts';
export * from './ledger.ts';
export * from './mutasi-barang.ts';
export * from './masters.ts';
export * from './tukang.ts';
