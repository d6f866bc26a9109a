export * from './menu.ts';
export { fieldLabel, issueLabel, issueMessage } from './contracts/error-map.ts';
export * from './messages.ts';
export * from './contracts/endpoint.ts';
export * from './contracts/common.ts';
export * as authApi from './contracts/auth.ts';
export * as systemApi from './contracts/system.ts';
export * as reportsApi from './contracts/reports.ts';
export * as cetakBarcodeApi from './contracts/cetak-barcode.ts';
export * from './reports/index.ts';
export * from './receipts/index.ts';
export * from './domain/documents.ts';
export * as barangApi from './contracts/barang.ts';
export * as kirimBarangApi from './contracts/kirim-barang.ts';
export * as mutasiBarangApi from './contracts/mutasi-barang.ts';
export * as kirimanApi from './contracts/kiriman.ts';
export type { JenisKiriman, KirimanRow, NotaKirimBos, SimpanKirimBos, ValidasiInputRow } from './contracts/kiriman.ts';
export { JENIS_KIRIMAN, KADAR_KIRIM_BOS, STATUS_SALDO } from './contracts/kiriman.ts';
export * as tukangApi from './contracts/tukang/index.ts';
export {
  GUDANG_BAHAN_TUKANG,
  JENIS_BAHAN,
  STATUS_PESANAN,
  type JenisBahan,
  type Bahan,
  type BahanNote,
  type BahanNoteInput,
  type PesananBody,
  type PesananInput,
  type PesananRow,
  type PembagianBody,
  type PembagianInput,
  type SoPesananBody,
  type SoPesananInput,
  type SoPesananRow,
  type SoPrint,
} from './contracts/tukang/index.ts';
export * from './contracts/barang-fields.ts';
// The field kit as one namespace (fields.grams, fields.code…); the names the goods contracts exported before stay flat.
export * as fields from './contracts/fields.ts';
export { optionalGrams, optionalRupiah, optionalText, requiredCode, requiredGrams, requiredText } from './contracts/fields.ts';
export type { BarangForm, BarangFormInput, BarangRecord, BarangLine, DataBarangRow, MutasiRow, PosisiBarang } from './contracts/barang.ts';
export type { BarangQueryRow, BuktiKirimBarang, Kiriman, SelisihTerima } from './contracts/kirim-barang.ts';
export type { OpnameHasil, ImportDitolak, IsiBaki } from './contracts/mutasi-barang.ts';
export {
  BARANG_LABELS,
  BARANG_REQUIRED_FIELDS,
  FOTO_MAX_BYTES,
  FOTO_MAX_HEIGHT,
  FOTO_MAX_WIDTH,
  POSISI_LABELS,
  SCAN_MENUS,
} from './contracts/barang.ts';
export { IMPORT_COLUMN_NOTES, IMPORT_COLUMNS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, IMPORT_REQUIRED } from './contracts/mutasi-barang.ts';
export type { SessionData, LoginBody, ChangePasswordBody } from './contracts/auth.ts';
export type { DashboardData, PendingItem } from './contracts/system.ts';
export * from './format/index.ts';
export * from './domain/grams.ts';
export * from './domain/harga.ts';
export * from './domain/barang.ts';
export * from './domain/jpeg.ts';
export * as usersApi from './contracts/users.ts';
export * as mastersApi from './contracts/masters.ts';
export * as penjualanApi from './contracts/penjualan.ts';
export type {
  BarangJual,
  DetailJualOut,
  PenjualanBody,
  PenjualanDetail,
  PenjualanRow,
  PembayaranInput,
  SettingNota,
} from './contracts/penjualan.ts';
export { UKURAN_NOTA } from './contracts/penjualan.ts';
export * from './domain/penjualan.ts';
export * from './domain/member.ts';
export * as pembelianApi from './contracts/pembelian.ts';
export type { DetailBeliOut, NotaLine, PembelianBody, PembelianOut, ReadySortir } from './contracts/pembelian.ts';
export { JENIS_BAYAR_BELI } from './contracts/pembelian.ts';
export * as tukarApi from './contracts/tukar.ts';
// Cash, bank and money sent to head office.
export * as keuanganApi from './contracts/keuangan.ts';
export { BANK_MENUS, JENIS_KAS, KAS_MENUS, STATUS_SETOR, TOKO_PUSAT_KEY } from './contracts/keuangan.ts';
export type { BankBody, JenisKas, KasBody, Setor, TransaksiKeuangan } from './contracts/keuangan.ts';
export type { TukarBody } from './contracts/tukar.ts';
export type { UserMenus, ResetPasswordBody, SaveMenusBody } from './contracts/users.ts';
export type { GoldPrice } from './contracts/masters.ts';
export * from './masters/index.ts';
export * from './domain/user-rules.ts';
export * from './domain/stock.ts';
export * from './domain/warehouse-roles.ts';
export * from './domain/doc-prefixes.ts';
export * from './domain/password.ts';
export * as memberApi from './contracts/member.ts';
export type { MemberSummary, RiwayatRow, TransaksiPoinBody, TukarPoinBody } from './contracts/member.ts';
export { MEMBER_PICKER_MENUS } from './contracts/member.ts';
export * as validasiApi from './contracts/validasi.ts';
export type { SettingToko, Uang, ValidasiBody, ValidasiData, ValidasiRow, JenisUang } from './contracts/validasi.ts';
export { BAYAR_PEMBELIAN, JENIS_UANG } from './contracts/validasi.ts';
// The blind count and the OWN/SU approvals.
export type { HitungKasBody, HitungKasData, HitungKasHasil, HitungKasRow } from './contracts/validasi.ts';
export { JENIS_HITUNG } from './contracts/validasi.ts';
export { AKSI_OTORISASI, OtorisasiSchema, type AksiOtorisasi, type Otorisasi } from './contracts/otorisasi.ts';
export * as sepuhanApi from './contracts/sepuhan/index.ts';
export type {
  BarangRusakRow,
  BuktiKirimLabeling,
  BuktiKirimSepuh,
  BuktiSortirPembelian,
  BuktiSortirSepuh,
  BuktiTerimaSepuh,
  KirimLabelingBody,
  KirimSepuhBody,
  KirimSepuhLine,
  ReprintSortir,
  SortirDetail,
  SortirPembelianBody,
  SortirSepuhBody,
  TerimaSepuhBody,
} from './contracts/sepuhan/index.ts';
export { JENIS_RUSAK, TIPE_BARANG_LABELING } from './contracts/sepuhan/index.ts';
// The chain's settings (/settingsystem).
export * from './domain/setting-system.ts';
export * as settingSystemApi from './contracts/setting-system.ts';
export { SETTING_SYSTEM_LABELS, type SettingSystem, type SettingSystemToko } from './contracts/setting-system.ts';
// The owner's page (audit, PPATK watch).
export * as pemilikApi from './contracts/pemilik.ts';
export {
  AUDIT_MAKS_HARI,
  AUDIT_PEMILIK_PATH,
  AUDIT_ROOM,
  AUDIT_RULES,
  AUDIT_SOCKET_EVENTS,
  PPATK_AMBANG,
  TOLERANSI_TIMBANG_DEFAULT,
  toleransiTimbangKey,
  type AuditPemilik,
  type AuditPenuh,
  type AuditProgress,
  type AuditToko,
  type HutangAudit,
  type ServisAudit,
  type TitipanAudit,
  type AuditViolation,
  type PpatkRow,
  type Valuasi,
  type ValuasiRantai,
  type ValuasiTotal,
} from './contracts/pemilik.ts';
// Hutang
export * from './domain/hutang.ts';
export * as hutangApi from './contracts/hutang.ts';
export { HUTANG_MENUS, JENIS_BAYAR_HUTANG, STATUS_HUTANG } from './contracts/hutang.ts';
export type {
  DetailHutangInput,
  DetailHutangOut,
  HutangBody,
  HutangDetail,
  HutangRow,
  JenisBayarHutang,
  StatusHutang,
  ValidasiHutangRow,
} from './contracts/hutang.ts';
// Services
export * as servicesApi from './contracts/services.ts';
export { SERVICE_MENUS, STATUS_SERVICE, STATUS_SERVICE_TERBUKA, UANG_MUKA_BATAL } from './contracts/services.ts';
export type { AmbilBody, SelesaiBody, ServiceBody, ServiceFull, ServiceListRow, StatusService } from './contracts/services.ts';
export * from './receipts/services.ts';
// Deposits (titipan)
export * as titipanApi from './contracts/titipan.ts';
export { TITIPAN_MENU, VALIDASI_TITIPAN_MENU } from './contracts/titipan.ts';
export type { AkunTitipan, EntriTitipan, SimpanTitipanBody, ValidasiTitipanRow } from './contracts/titipan.ts';
export type { PembayaranJualInput } from './contracts/penjualan.ts';
export * from './receipts/titipan.ts';
// Backups
export * from './domain/backup.ts';
export * as backupApi from './contracts/backup.ts';
export type { BackupRow, BackupTujuan } from './contracts/backup.ts';
// The counter's devices: a scale's serial readings, jewellery tags for TSPL and ZPL label printers.
export * from './devices/scale.ts';
export * from './labels/index.ts';
