// The demo chain seeded into an empty database: three stores, the warehouses of the buy-back and refining
// flows with trays in every store, gold categories with prices, item types and three accounts.
import { WAREHOUSE_NAMES, WAREHOUSE_ROLES } from '@kencana/core';

export const DEMO_STORES = [
  { kode_toko: 'T01', nama_toko: 'KENCANA PUSAT', alamat_toko: 'JL. PASAR BARU NO. 17, SAWAH BESAR, JAKARTA PUSAT' },
  { kode_toko: 'T02', nama_toko: 'KENCANA BANDUNG', alamat_toko: 'JL. OTTO ISKANDARDINATA NO. 88, BANDUNG' },
  { kode_toko: 'T03', nama_toko: 'KENCANA SURABAYA', alamat_toko: 'JL. KRAMAT GANTUNG NO. 45, SURABAYA' },
] as const;

export const DEMO_GUDANG = WAREHOUSE_ROLES.SYSTEM.map((kode_gudang) => ({ kode_gudang, nama_gudang: WAREHOUSE_NAMES[kode_gudang] }));

/** Display trays of each store (in the display warehouse); the other warehouses get one tray each per store. */
export const DEMO_DISPLAY_TRAYS = [
  { suffix: 'A', nama: 'BAKI CINCIN' },
  { suffix: 'B', nama: 'BAKI KALUNG' },
  { suffix: 'C', nama: 'BAKI GELANG' },
  { suffix: 'D', nama: 'BAKI ANTING & LIONTIN' },
] as const;

export const DEMO_GROUPS = [
  { kode_group: '24K', nama_group: 'EMAS 24 KARAT', harga: 2_150_000, persentase: '99.90' },
  { kode_group: '22K', nama_group: 'EMAS 22 KARAT', harga: 1_960_000, persentase: '91.60' },
  { kode_group: '17K', nama_group: 'EMAS 17 KARAT', harga: 1_520_000, persentase: '75.00' },
  { kode_group: '16K', nama_group: 'EMAS 16 KARAT', harga: 1_400_000, persentase: '70.00' },
  { kode_group: '8K', nama_group: 'EMAS 8 KARAT', harga: 760_000, persentase: '37.50' },
] as const;

export const DEMO_JENIS = [
  { code: 'CIN', nama: 'CINCIN', tray: 'A', min: 1.5, max: 6 },
  { code: 'KAL', nama: 'KALUNG', tray: 'B', min: 4, max: 20 },
  { code: 'GEL', nama: 'GELANG', tray: 'C', min: 5, max: 25 },
  { code: 'ANT', nama: 'ANTING', tray: 'D', min: 1, max: 4 },
  { code: 'LIO', nama: 'LIONTIN', tray: 'D', min: 0.8, max: 5 },
] as const;

/** Menus of the demo cashier: counter work and goods, not the Data Master menus. */
export const KASIR_MENUS = [
  '/dashboard',
  '/data-barang',
  '/terima-barang',
  '/kirim-barang',
  '/pindah-barang',
  '/timbang-baki',
  '/stock-opname',
  '/transaksi-penjualan',
  '/lihat-penjualan',
  '/transaksi-pembelian',
  '/tukar-barang',
  '/lihat-pembelian',
  '/validasi-jual-beli',
  '/laporan-barang-dalam',
  '/laporan-kirim-barang',
  // The cashier keeps the drawer — cash added and taken, cash sent to head office — and takes the store's bank
  // payments into (and out of) its own accounts of Master Rekening.
  '/tambah-uang-kas',
  '/ambil-uang-kas',
  '/tambah-uang-bank',
  '/ambil-uang-bank',
  '/setor-uang-pusat',
  // Deposits (titipan): the cashier takes, shows and pays back customers' deposits.
  '/lihat-titipan',
] as const;

export const DEMO_USERS = [
  { user_id: 'owner', user_name: 'PEMILIK KENCANA', password: 'owner123', level: 'OWN', kode_toko: 'T01', menus: [] as readonly string[] },
  { user_id: 'admin', user_name: 'ADMINISTRATOR', password: 'admin123', level: 'SU', kode_toko: 'T01', menus: [] as readonly string[] },
  { user_id: 'kasir', user_name: 'KASIR BANDUNG', password: 'kasir123', level: 'KASIR', kode_toko: 'T02', menus: KASIR_MENUS },
] as const;

/** How many barcoded goods the demo puts on the display trays of each store. */
export const DEMO_GOODS_PER_STORE = 70;
