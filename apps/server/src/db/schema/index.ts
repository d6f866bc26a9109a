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
// The money ledger.
export * from './money.ts';
// Master Rekening.
export * from './keuangan.ts';
// The chain's settings (/settingsystem).
export * from './setting-system.ts';
// The owner's page (stored day audits, full re-checks).
export * from './pemilik.ts';
// Hutang
export * from './hutang.ts';
// Services
export * from './services.ts';
// Deposits (titipan)
export * from './titipan.ts';
// Backups
export * from './backup.ts';
