export * from './stores.ts';
export * from './catalog.ts';
export * from './barang.ts';
export * from './users.ts';
export * from './ledger.ts';
export * from './mutasi-barang.ts';
export * from './masters.ts';
<<<<<<< HEAD
export * from './pembelian.ts';
=======
export * from './penjualan.ts';
>>>>>>> a604e87
