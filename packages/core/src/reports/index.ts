// Every report definition. A new report adds its file beside this one and one line here.
import barangDalam from './barang-dalam.ts';
import barangDetail from './barang-detail.ts';
import barangSummary from './barang-summary.ts';
import batalPenjualan from './batal-penjualan.ts';
import penjualanBayar from './penjualan-bayar.ts';
import penjualanMarketplace from './penjualan-marketplace.ts';
import penjualanSales from './penjualan-sales.ts';
import transaksiPenjualan from './transaksi-penjualan.ts';
import daftarMember from './daftar-member.ts';
import databaseMember from './database-member.ts';
import eod from './eod.ts';
import hancurBarang from './hancur-barang.ts';
import konversiBarang from './konversi-barang.ts';
import otorisasi from './otorisasi.ts';
import kirimBarang from './kirim-barang.ts';
import owner from './owner.ts';
import pindahBarang from './pindah-barang.ts';
import stockJual from './stock-jual.ts';
import tambahBarang from './tambah-barang.ts';
import terimaBarang from './terima-barang.ts';
import timbangBaki from './timbang-baki.ts';
import transaksiPembelian from './transaksi-pembelian.ts';
import transaksiPembelianHistory from './transaksi-pembelian-history.ts';
import pembelianSales from './pembelian-sales.ts';
import batalPembelian from './batal-pembelian.ts';
import barangTukar from './barang-tukar.ts';
import kirimBarangDariBos from './kirim-barang-dari-bos.ts';
import saldoBarangAktif from './saldo-barang-aktif.ts';
import validasiValidasiInputan from './validasi-validasi-inputan.ts';
import sortirPembelian from './sortir-pembelian.ts';
import batalSortirPembelian from './batal-sortir-pembelian.ts';
import sortirSepuh from './sortir-sepuh.ts';
import batalSortirSepuh from './batal-sortir-sepuh.ts';
import kirimSepuh from './kirim-sepuh.ts';
import terimaBarangSepuh from './terima-barang-sepuh.ts';
import kirimLabeling from './kirim-labeling.ts';
import validasiBarangRusak from './validasi-barang-rusak.ts';
import rantaiSepuhan from './rantai-sepuhan.ts';
import bahanTukang from './bahan-tukang.ts';
import pesanan from './pesanan.ts';
import pesananSo from './pesanan-so.ts';
import pesananTukang from './pesanan-tukang.ts';
// The money reports.
import transaksiKeuanganCash from './transaksi-keuangan-cash.ts';
import keuanganNonCash from './keuangan-non-cash.ts';
// The monthly PPN recap.
import ppn from './ppn.ts';
// Services
import services from './services.ts';
import serviceMasuk from './service-masuk.ts';
import serviceSelesai from './service-selesai.ts';
import serviceAmbil from './service-ambil.ts';
import batalService from './batal-service.ts';
import type { ReportDefinition } from './define.ts';
// Hutang
import transaksiHutang from './transaksi-hutang.ts';
import hutangLunas from './hutang-lunas.ts';
import batalHutang from './batal-hutang.ts';
import stockHutang from './stock-hutang.ts';
// Deposits (titipan)
import titipUang from './titip-uang.ts';

export const REPORTS: readonly ReportDefinition[] = [
  otorisasi,
  eod,
  barangDalam,
  barangSummary,
  barangDetail,
  owner,
  kirimBarang,
  terimaBarang,
  tambahBarang,
  konversiBarang,
  hancurBarang,
  timbangBaki,
  pindahBarang,
  stockJual,
  databaseMember,
  daftarMember,
  transaksiPenjualan,
  penjualanSales,
  penjualanBayar,
  penjualanMarketplace,
  batalPenjualan,
  transaksiPembelian,
  transaksiPembelianHistory,
  pembelianSales,
  batalPembelian,
  barangTukar,
  kirimBarangDariBos,
  saldoBarangAktif,
  validasiValidasiInputan,
  sortirPembelian,
  batalSortirPembelian,
  sortirSepuh,
  batalSortirSepuh,
  kirimSepuh,
  terimaBarangSepuh,
  kirimLabeling,
  validasiBarangRusak,
  rantaiSepuhan,
  bahanTukang,
  pesananTukang,
  pesananSo,
  pesanan,
  // The money reports.
  transaksiKeuanganCash,
  keuanganNonCash,
  // The chain's settings (/settingsystem).
  ppn,
  // Hutang
  transaksiHutang,
  hutangLunas,
  batalHutang,
  stockHutang,
  // Services
  services,
  serviceMasuk,
  serviceSelesai,
  serviceAmbil,
  batalService,
  // Deposits (titipan)
  titipUang,
];

/** The report with this id. */
export function findReport(id: string): ReportDefinition | undefined {
  return REPORTS.find((r) => r.id === id);
}

/** The report a screen route shows. */
export function findReportByMenu(path: string): ReportDefinition | undefined {
  return REPORTS.find((r) => r.menus.includes(path));
}

/** Every screen route served by a report. */
export const REPORT_MENUS: readonly string[] = REPORTS.flatMap((r) => r.menus);

export * from './define.ts';
export { AUDIT_EVENTS, type AuditEvent } from './otorisasi.ts';
export { JENIS_PINDAH } from './pindah-barang.ts';
export { BARIS_KAS } from './transaksi-keuangan-cash.ts';
export { METODE_NON_CASH } from './keuangan-non-cash.ts';
