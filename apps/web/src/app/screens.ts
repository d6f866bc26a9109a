// The screen registry: route path → lazily loaded screen module (default export, no props).
// A later issue adds its screen with one entry here; every other route shows the placeholder page.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { MASTER_LIST, REPORT_MENUS } from '@kencana/core';

export type ScreenModule = { default: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;

const loadReportPage: ScreenLoader = () => import('../modules/reports/report-page.tsx');
// Every master route is the one generic master screen over its definition (core masters/).
const loadMasterPage: ScreenLoader = () => import('../modules/masters/master-page.tsx');

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  // Every report route of a core definition shows the generic report screen; a report that needs its own
  // page (row actions) puts its entry after this spread.
  ...Object.fromEntries(REPORT_MENUS.map((path) => [path, loadReportPage])),
  '/dashboard': () => import('../modules/dashboard/dashboard-page.tsx'),
  '/blank': () => import('../modules/placeholder/blank-page.tsx'),
  '/cetak-barcode': () => import('../modules/cetak-barcode/cetak-barcode-page.tsx'),
  ...Object.fromEntries(MASTER_LIST.flatMap((def) => (def.route ? [[def.route, loadMasterPage]] : []))),
  '/data-users': () => import('../modules/users/data-users-page.tsx'),
  // Cash, bank and money sent to head office.
  '/tambah-uang-kas': () => import('../modules/keuangan/tambah-uang-kas-page.tsx'),
  '/ambil-uang-kas': () => import('../modules/keuangan/ambil-uang-kas-page.tsx'),
  '/tambah-uang-bank': () => import('../modules/keuangan/tambah-uang-bank-page.tsx'),
  '/ambil-uang-bank': () => import('../modules/keuangan/ambil-uang-bank-page.tsx'),
  '/setor-uang-pusat': () => import('../modules/keuangan/setor-uang-pusat-page.tsx'),
  '/hak-akses-users': () => import('../modules/users/hak-akses-page.tsx'),
  // Barang: entering, sending and receiving goods.
  '/terima-barang': () => import('../modules/barang/terima-barang-page.tsx'),
  '/data-barang': () => import('../modules/barang/data-barang-page.tsx'),
  '/kirim-barang': () => import('../modules/barang/kirim-barang-page.tsx'),
  '/kirim-barang-kecabang': () => import('../modules/barang/kirim-barang-page.tsx'),
  '/import-data-pusat': () => import('../modules/barang/import-data-pusat-page.tsx'),
  '/laporan-kirim-barang': () => import('../modules/barang/laporan-kiriman-page.tsx'),
  '/laporan-terima-barang': () => import('../modules/barang/laporan-kiriman-page.tsx'),
  // Barang: moving, converting, destroying, cleaning, weighing and counting goods (/timbang-baki also
  // serves the timbang-baki report's call, so its own page comes after the report spread).
  '/pindah-barang': () => import('../modules/mutasi-barang/pindah-barang-page.tsx'),
  '/pindah-barang-satu-baki': () => import('../modules/mutasi-barang/pindah-satu-baki-page.tsx'),
  '/konversi-barang': () => import('../modules/mutasi-barang/konversi-barang-page.tsx'),
  '/hancur-data-barang': () => import('../modules/mutasi-barang/hancur-barang-page.tsx'),
  '/cucian': () => import('../modules/mutasi-barang/cucian-page.tsx'),
  '/pindah-sortir': () => import('../modules/mutasi-barang/pindah-sortir-page.tsx'),
  '/timbang-baki': () => import('../modules/mutasi-barang/timbang-baki-page.tsx'),
  '/stock-opname': () => import('../modules/mutasi-barang/stock-opname-page.tsx'),
  // Craftsmen and custom orders.
  '/tambah-bahan-tukang': () => import('../modules/tukang/bahan-tukang-page.tsx'),
  '/ambil-bahan-tukang': () => import('../modules/tukang/bahan-tukang-page.tsx'),
  '/pembagian-pesanan': () => import('../modules/tukang/pembagian-pesanan-page.tsx'),
  '/stock-opname-pesanan': () => import('../modules/tukang/stock-opname-pesanan-page.tsx'),
  '/transaksi-pesanan': () => import('../modules/tukang/transaksi-pesanan-page.tsx'),
  '/pesanan-selesai': () => import('../modules/tukang/pesanan-selesai-page.tsx'),
  '/lihat-pesanan': () => import('../modules/tukang/lihat-pesanan-page.tsx'),
  '/cetak-ulang-pesanan': () => import('../modules/tukang/cetak-ulang-pesanan-page.tsx'),
  '/pindah-pesanan': () => import('../modules/tukang/pindah-pesanan-page.tsx'),
  // The counter: the sale, its list and reprint, its cancel, and the nota's setting.
  '/transaksi-penjualan': () => import('../modules/penjualan/transaksi-penjualan-page.tsx'),
  '/lihat-penjualan': () => import('../modules/penjualan/lihat-penjualan-page.tsx'),
  '/batal-penjualan': () => import('../modules/penjualan/lihat-penjualan-page.tsx'),
  '/settingNota': () => import('../modules/penjualan/setting-nota-page.tsx'),
  // Member: the record is a master list, the database and the list of members are reports.
  '/transaksi-poin': () => import('../modules/member/transaksi-poin-page.tsx'),
  '/tukar-point': () => import('../modules/member/tukar-point-page.tsx'),
  '/lihat-transaksi-member': () => import('../modules/member/lihat-transaksi-member-page.tsx'),
  // The day's validations (usable while the store's day is behind) and the store's setting of the rule.
  '/validasi-penjualan': () => import('../modules/validasi/validasi-penjualan-page.tsx'),
  '/validasi-jual-beli': () => import('../modules/validasi/validasi-jual-beli-page.tsx'),
  '/settingtoko': () => import('../modules/validasi/setting-toko-page.tsx'),
  // The chain's parameters and a store's PKP flag.
  '/settingsystem': () => import('../modules/setting-system/setting-system-page.tsx'),
  // The counter: buy-back.
  '/transaksi-pembelian': () => import('../modules/pembelian/transaksi-pembelian-page.tsx'),
  '/tukar-barang': () => import('../modules/pembelian/tukar-barang-page.tsx'),
  '/lihat-pembelian': () => import('../modules/pembelian/lihat-pembelian-page.tsx'),
  '/batal-pembelian': () => import('../modules/pembelian/lihat-pembelian-page.tsx'),
  // Stock Pembelian and Validasi: incoming stock (KB from the owner, KC from labelling).
  '/kirim-dari-barang-bos': () => import('../modules/kiriman/kirim-dari-barang-bos-page.tsx'),
  '/kirim-sepuh-dari-barang-bos': () => import('../modules/kiriman/kirim-sepuh-bos-page.tsx'),
  '/stock-opname-kirim-barang-dari-bos': () => import('../modules/kiriman/stock-opname-kiriman-page.tsx'),
  '/validasi-terima-stock': () => import('../modules/kiriman/validasi-terima-stock-page.tsx'),
  '/validasi-inputan': () => import('../modules/kiriman/validasi-inputan-page.tsx'),
  '/laporan-kirim-barang-dari-bos': () => import('../modules/kiriman/laporan-kiriman-bos-page.tsx'),
  '/laporan-validasi-validasi-inputan': () => import('../modules/kiriman/laporan-kiriman-bos-page.tsx'),
  // Sepuhan: sorting, refining, labelling, damaged goods, and their reports (row actions: reprint, cancel).
  '/sortir-pembelian': () => import('../modules/sepuhan/sortir-pembelian-page.tsx'),
  '/sortir-sepuh': () => import('../modules/sepuhan/sortir-sepuh-page.tsx'),
  '/kirim-sepuh': () => import('../modules/sepuhan/kirim-sepuh-page.tsx'),
  '/terima-sepuh': () => import('../modules/sepuhan/terima-sepuh-page.tsx'),
  '/kirim-labeling': () => import('../modules/sepuhan/kirim-labeling-page.tsx'),
  '/validasi-barang-rusak': () => import('../modules/sepuhan/validasi-barang-rusak-page.tsx'),
  '/laporan-sortir-pembelian': () => import('../modules/sepuhan/laporan-sepuhan-page.tsx'),
  '/laporan-batal-sortir-pembelian': () => import('../modules/sepuhan/laporan-sepuhan-page.tsx'),
  '/laporan-sortir-sepuh': () => import('../modules/sepuhan/laporan-sepuhan-page.tsx'),
  '/laporan-kirim-sepuh': () => import('../modules/sepuhan/laporan-sepuhan-page.tsx'),
  '/laporan-terima-barang-sepuh': () => import('../modules/sepuhan/laporan-sepuhan-page.tsx'),
  '/laporan-kirim-labeling': () => import('../modules/sepuhan/laporan-sepuhan-page.tsx'),
  '/laporan-rantai-sepuhan': () => import('../modules/sepuhan/laporan-rantai-page.tsx'),
  // The owner's page (audit, PPATK watch).
  '/audit-pemilik': () => import('../modules/pemilik/audit-pemilik-page.tsx'),
  // Hutang
  '/transaksi-hutang': () => import('../modules/hutang/transaksi-hutang-page.tsx'),
  '/lihat-hutang': () => import('../modules/hutang/lihat-hutang-page.tsx'),
  '/validasi-hutang': () => import('../modules/hutang/validasi-hutang-page.tsx'),
  // Services: intake, the list with its steps, and the reports.
  '/transaksi-services': () => import('../modules/services/transaksi-services-page.tsx'),
  '/lihat-services': () => import('../modules/services/lihat-services-page.tsx'),
  // Deposits (titipan): a customer's balance, entries, deposit, refund and slips; the day's check.
  '/lihat-titipan': () => import('../modules/titipan/lihat-titipan-page.tsx'),
  '/validasi-titipan': () => import('../modules/titipan/validasi-titipan-page.tsx'),
};

const loadPlaceholder: ScreenLoader = () => import('../modules/placeholder/placeholder-page.tsx');

const lazyScreens = new Map<string, LazyExoticComponent<ComponentType>>();

/** True when a path has its own screen (not the placeholder). */
export function hasScreen(path: string): boolean {
  return Object.hasOwn(SCREENS, path);
}

/** The lazy component of a path's screen, created once per path. */
export function screenFor(path: string): LazyExoticComponent<ComponentType> {
  let screen = lazyScreens.get(path);
  if (!screen) {
    screen = lazy(SCREENS[path] ?? loadPlaceholder);
    lazyScreens.set(path, screen);
  }
  return screen;
}
