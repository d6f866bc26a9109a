// Every screen of the specification (inventory.json, 141 routes), grouped as the sidebar shows them.
// The route path is also the permission name: a user's menu list holds these paths.

export interface MenuRoute {
  /** Exact route path; also the menu permission name. */
  readonly path: string;
  /** Upper-case screen title used in the page title `<nama_toko> | <TITLE>`. */
  readonly title: string;
  /** Sidebar label. */
  readonly label: string;
}

export interface MenuGroup {
  readonly key: string;
  readonly label: string;
  readonly icon: string;
  readonly routes: readonly MenuRoute[];
}

export const MENU_GROUPS: readonly MenuGroup[] = [
  {
    key: 'dashboard',
    label: 'Dashboard',
    icon: 'dashboard',
    routes: [
      { path: '/dashboard', title: 'DASHBOARD', label: 'Dashboard' },
      // The owner's page: every gram and rupiah checked, the PPATK watch (OWN/SU).
      { path: '/audit-pemilik', title: 'AUDIT PEMILIK', label: 'Audit Pemilik' },
    ],
  },
  {
    key: 'data-master',
    label: 'Data Master',
    icon: 'database',
    routes: [
      { path: '/master-toko', title: 'MASTER TOKO', label: 'Master Toko' },
      { path: '/master-group', title: 'MASTER GROUP', label: 'Master Group' },
      { path: '/master-jenis', title: 'MASTER JENIS', label: 'Master Jenis' },
      { path: '/master-gudang', title: 'MASTER GUDANG', label: 'Master Gudang' },
      { path: '/master-baki', title: 'MASTER BAKI', label: 'Master Baki' },
      { path: '/master-bandrol', title: 'MASTER BANDROL', label: 'Master Bandrol' },
      { path: '/master-tukang', title: 'MASTER TUKANG', label: 'Master Tukang' },
      { path: '/tambah-bahan-tukang', title: 'TAMBAH BAHAN TUKANG', label: 'Tambah Bahan Tukang' },
      { path: '/ambil-bahan-tukang', title: 'AMBIL BAHAN TUKANG', label: 'Ambil Bahan Tukang' },
      { path: '/master-pabrik', title: 'MASTER PABRIK', label: 'Master Pabrik' },
      { path: '/master-atribut', title: 'MASTER ATRIBUT', label: 'Master Atribut' },
      { path: '/master-kondisi-barang', title: 'MASTER KONDISI BARANG', label: 'Master Kondisi Barang' },
      { path: '/master-parameter-point', title: 'MASTER PARAMETER POINT', label: 'Master Parameter Point' },
      { path: '/master-labeling', title: 'MASTER LABELING', label: 'Master Labeling' },
      { path: '/master-kategori', title: 'MASTER KATEGORI', label: 'Master Kategori' },
      { path: '/master-kode-transaksi', title: 'MASTER KODE TRANSAKSI', label: 'Master Kode Transaksi' },
      { path: '/master-sales', title: 'MASTER SALES', label: 'Master Sales' },
      { path: '/master-kondisi-pembelian', title: 'MASTER KONDISI PEMBELIAN', label: 'Master Kondisi Pembelian' },
      { path: '/master-kondisi-pinjaman', title: 'MASTER KONDISI PINJAMAN', label: 'Master Kondisi Pinjaman' },
      { path: '/master-data-hadiah', title: 'MASTER DATA HADIAH', label: 'Master Data Hadiah' },
      { path: '/master-parameter-rugi-nota', title: 'MASTER PARAMETER RUGI NOTA', label: 'Master Parameter Rugi Nota' },
      { path: '/master-parameter-harga-emas', title: 'MASTER PARAMETER HARGA EMAS', label: 'Master Parameter Harga Emas' },
      { path: '/master-kadar', title: 'MASTER KADAR', label: 'Master Kadar' },
      { path: '/master-marketplace', title: 'MASTER MARKETPLACE', label: 'Master Marketplace' },
      // Bank accounts of the stores, beyond the specification.
      { path: '/master-rekening', title: 'MASTER REKENING', label: 'Master Rekening' },
    ],
  },
  {
    key: 'sepuhan',
    label: 'Sepuhan',
    icon: 'flame',
    routes: [
      { path: '/sortir-pembelian', title: 'SORTIR PEMBELIAN', label: 'Sortir Pembelian' },
      { path: '/sortir-sepuh', title: 'SORTIR SEPUH', label: 'Sortir Sepuh' },
      { path: '/kirim-sepuh', title: 'KIRIM SEPUH', label: 'Kirim Sepuh' },
      { path: '/terima-sepuh', title: 'TERIMA SEPUH', label: 'Terima Sepuh' },
      { path: '/kirim-labeling', title: 'KIRIM LABELING', label: 'Kirim Labeling' },
    ],
  },
  {
    key: 'pesanan',
    label: 'Pesanan',
    icon: 'clipboard',
    routes: [
      { path: '/pembagian-pesanan', title: 'PEMBAGIAN PESANAN', label: 'Pembagian Pesanan' },
      { path: '/pesanan-selesai', title: 'PESANAN SELESAI', label: 'Pesanan Selesai' },
      { path: '/cetak-ulang-pesanan', title: 'CETAK ULANG PESANAN', label: 'Cetak Ulang Pesanan' },
      { path: '/transaksi-pesanan', title: 'TRANSAKSI PESANAN', label: 'Transaksi Pesanan' },
      { path: '/lihat-pesanan', title: 'LIHAT PESANAN', label: 'Lihat Pesanan' },
      { path: '/pindah-pesanan', title: 'PINDAH PESANAN', label: 'Pindah Pesanan' },
    ],
  },
  {
    key: 'barang',
    label: 'Barang',
    icon: 'diamond',
    routes: [
      { path: '/terima-barang', title: 'TERIMA BARANG', label: 'Terima Barang' },
      { path: '/data-barang', title: 'DATA BARANG', label: 'Data Barang' },
      { path: '/kirim-barang', title: 'KIRIM BARANG', label: 'Kirim Barang' },
      { path: '/hancur-data-barang', title: 'HANCUR DATA BARANG', label: 'Hancur Data Barang' },
      { path: '/pindah-barang', title: 'PINDAH BARANG', label: 'Pindah Barang' },
      { path: '/pindah-barang-satu-baki', title: 'PINDAH BARANG SATU BAKI', label: 'Pindah Barang Satu Baki' },
      { path: '/konversi-barang', title: 'KONVERSI BARANG', label: 'Konversi Barang' },
      { path: '/timbang-baki', title: 'TIMBANG BAKI', label: 'Timbang Baki' },
      { path: '/cucian', title: 'CUCIAN', label: 'Cucian' },
      { path: '/pindah-sortir', title: 'PINDAH SORTIR', label: 'Pindah Sortir' },
      { path: '/kirim-barang-kecabang', title: 'KIRIM BARANG KECABANG', label: 'Kirim Barang Kecabang' },
      { path: '/import-data-pusat', title: 'IMPORT DATA PUSAT', label: 'Import Data Pusat' },
      { path: '/stock-opname', title: 'STOCK OPNAME', label: 'Stock Opname' },
      { path: '/cetak-barcode', title: 'CETAK BARCODE', label: 'Cetak Barcode' },
    ],
  },
  {
    key: 'stock-pembelian',
    label: 'Stock Pembelian',
    icon: 'truck',
    routes: [
      { path: '/kirim-dari-barang-bos', title: 'KIRIM BARANG DARI BOS', label: 'Kirim Barang Dari Bos' },
      { path: '/kirim-sepuh-dari-barang-bos', title: 'KIRIM SEPUH DARI BARANG BOS', label: 'Kirim Sepuh Dari Barang Bos' },
      {
        path: '/stock-opname-kirim-barang-dari-bos',
        title: 'STOCK OPNAME KIRIM BARANG DARI BOS',
        label: 'Stock Opname Kirim Barang Dari Bos',
      },
    ],
  },
  {
    key: 'manage-users',
    label: 'Manage Users',
    icon: 'users',
    routes: [
      { path: '/data-users', title: 'DATA USERS', label: 'Data Users' },
      { path: '/hak-akses-users', title: 'HAK AKSES USERS', label: 'Hak Akses Users' },
    ],
  },
  {
    key: 'stock-opname',
    label: 'Stock Opname',
    icon: 'checklist',
    routes: [{ path: '/stock-opname-pesanan', title: 'STOCK OPNAME PESANAN', label: 'Stock Opname Pesanan' }],
  },
  {
    key: 'validasi',
    label: 'Validasi',
    icon: 'check',
    routes: [
      { path: '/validasi-terima-stock', title: 'VALIDASI TERIMA STOCK', label: 'Validasi Terima Stock' },
      { path: '/validasi-inputan', title: 'VALIDASI INPUTAN', label: 'Validasi Inputan' },
      { path: '/validasi-barang-rusak', title: 'VALIDASI HANCUR BARANG RUSAK', label: 'Validasi Hancur Barang Rusak' },
      { path: '/validasi-penjualan', title: 'VALIDASI PENJUALAN', label: 'Validasi Penjualan' },
      { path: '/validasi-titipan', title: 'VALIDASI TITIPAN', label: 'Validasi Titipan' },
      { path: '/validasi-hutang', title: 'VALIDASI HUTANG', label: 'Validasi Hutang' },
      { path: '/validasi-jual-beli', title: 'VALIDASI JUAL BELI', label: 'Validasi Jual Beli' },
    ],
  },
  {
    key: 'sales',
    label: 'Penjualan',
    icon: 'cash',
    routes: [
      { path: '/transaksi-penjualan', title: 'TRANSAKSI PENJUALAN', label: 'Transaksi Penjualan' },
      { path: '/lihat-penjualan', title: 'LIHAT PENJUALAN', label: 'Lihat Penjualan' },
      { path: '/batal-penjualan', title: 'BATAL PENJUALAN', label: 'Batal Penjualan' },
      { path: '/lihat-titipan', title: 'LIHAT TITIPAN', label: 'Lihat Titipan' },
    ],
  },
  {
    key: 'purchases',
    label: 'Pembelian',
    icon: 'shopping',
    routes: [
      { path: '/transaksi-pembelian', title: 'TRANSAKSI PEMBELIAN', label: 'Transaksi Pembelian' },
      { path: '/tukar-barang', title: 'TUKAR BARANG', label: 'Tukar Barang' },
      { path: '/lihat-pembelian', title: 'LIHAT PEMBELIAN', label: 'Lihat Pembelian' },
      { path: '/batal-pembelian', title: 'BATAL PEMBELIAN', label: 'Batal Pembelian' },
    ],
  },
  {
    key: 'services',
    label: 'Services',
    icon: 'tool',
    routes: [
      { path: '/transaksi-services', title: 'TRANSAKSI SERVICES', label: 'Transaksi Services' },
      { path: '/lihat-services', title: 'LIHAT SERVICES', label: 'Lihat Services' },
    ],
  },
  {
    key: 'debts',
    label: 'Hutang',
    icon: 'receipt',
    routes: [
      { path: '/transaksi-hutang', title: 'TRANSAKSI HUTANG', label: 'Transaksi Hutang' },
      { path: '/lihat-hutang', title: 'LIHAT HUTANG', label: 'Lihat Hutang' },
    ],
  },
  {
    key: 'bank-and-cash',
    label: 'Bank & Kas',
    icon: 'building-bank',
    routes: [
      { path: '/tambah-uang-bank', title: 'TAMBAH UANG BANK', label: 'Tambah Uang Bank' },
      { path: '/ambil-uang-bank', title: 'AMBIL UANG BANK', label: 'Ambil Uang Bank' },
      { path: '/tambah-uang-kas', title: 'TAMBAH UANG KAS', label: 'Tambah Uang Kas' },
      { path: '/ambil-uang-kas', title: 'AMBIL UANG KAS', label: 'Ambil Uang Kas' },
      // Sending money to head office, beyond the specification.
      { path: '/setor-uang-pusat', title: 'SETOR UANG KE PUSAT', label: 'Setor Uang Ke Pusat' },
    ],
  },
  {
    key: 'member',
    label: 'Member',
    icon: 'id',
    routes: [
      { path: '/data-member', title: 'DATA MEMBER', label: 'Data Member' },
      { path: '/lihat-transaksi-member', title: 'LIHAT TRANSAKSI MEMBER', label: 'Lihat Transaksi Member' },
      { path: '/transaksi-poin', title: 'TRANSAKSI POIN', label: 'Transaksi Poin' },
      { path: '/tukar-point', title: 'TUKAR POINT', label: 'Tukar Point' },
      { path: '/database-member', title: 'DATABASE MEMBER', label: 'Database Member' },
    ],
  },
  {
    key: 'settings',
    label: 'Setting',
    icon: 'settings',
    routes: [
      { path: '/settingNota', title: 'SETTING NOTA', label: 'Setting Nota' },
      { path: '/settingsystem', title: 'SETTING SYSTEM', label: 'Setting System' },
      { path: '/settingtoko', title: 'SETTING TOKO', label: 'Setting Toko' },
    ],
  },
  {
    key: 'laporan',
    label: 'Laporan',
    icon: 'report',
    routes: [
      { path: '/laporan-kirim-barang-dari-bos', title: 'LAPORAN KIRIM BARANG DARI BOS', label: 'Laporan Kirim Barang Dari Bos' },
      { path: '/laporan-kirim-barang', title: 'LAPORAN KIRIM BARANG', label: 'Laporan Kirim Barang' },
      { path: '/laporan-konversi-barang', title: 'LAPORAN KONVERSI BARANG', label: 'Laporan Konversi Barang' },
      { path: '/laporan-validasi-barang-rusak', title: 'LAPORAN VALIDASI BARANG RUSAK', label: 'Laporan Validasi Barang Rusak' },
      {
        path: '/laporan-validasi-validasi-inputan',
        title: 'LAPORAN VALIDASI VALIDASI INPUTAN',
        label: 'Laporan Validasi Validasi Inputan',
      },
      { path: '/laporan-saldo-barang-aktif', title: 'LAPORAN SALDO BARANG AKTIF', label: 'Laporan Saldo Barang Aktif' },
      { path: '/laporan-sortir-sepuh', title: 'LAPORAN SORTIR SEPUH', label: 'Laporan Sortir Sepuh' },
      { path: '/laporan-batal-sortir-pembelian', title: 'LAPORAN BATAL SORTIR PEMBELIAN', label: 'Laporan Batal Sortir Pembelian' },
      { path: '/laporan-batal-sortir-sepuh', title: 'LAPORAN BATAL SORTIR SEPUH', label: 'Laporan Batal Sortir Sepuh' },
      { path: '/laporan-sortir-pembelian', title: 'LAPORAN SORTIR PEMBELIAN', label: 'Laporan Sortir Pembelian' },
      { path: '/laporan-terima-barang-sepuh', title: 'LAPORAN TERIMA BARANG SEPUH', label: 'Laporan Terima Barang Sepuh' },
      { path: '/laporan-kirim-labeling', title: 'LAPORAN KIRIM LABELING', label: 'Laporan Kirim Labeling' },
      { path: '/laporan-kirim-sepuh', title: 'LAPORAN KIRIM SEPUH', label: 'Laporan Kirim Sepuh' },
      { path: '/laporan-rantai-sepuhan', title: 'LAPORAN RANTAI SEPUHAN', label: 'Laporan Rantai Sepuhan' },
      { path: '/laporan-barang-dalam', title: 'LAPORAN BARANG DALAM', label: 'Laporan Barang Dalam' },
      { path: '/laporan-pembelian-sales', title: 'LAPORAN PEMBELIAN SALES', label: 'Laporan Pembelian Sales' },
      { path: '/laporan-transaksi-pembelian', title: 'LAPORAN TRANSAKSI PEMBELIAN', label: 'Laporan Transaksi Pembelian' },
      {
        path: '/laporan-transaksi-pembelian-history',
        title: 'LAPORAN TRANSAKSI PEMBELIAN HISTORY',
        label: 'Laporan Transaksi Pembelian History',
      },
      { path: '/laporan-batal-pembelian', title: 'LAPORAN BATAL PEMBELIAN', label: 'Laporan Batal Pembelian' },
      { path: '/laporan-batal-penjualan', title: 'LAPORAN BATAL PENJUALAN', label: 'Laporan Batal Penjualan' },
      { path: '/laporan-titip-uang', title: 'LAPORAN TITIP UANG', label: 'Laporan Titip Uang' },
      { path: '/laporan-pesanan', title: 'LAPORAN PESANAN', label: 'Laporan Pesanan' },
      { path: '/laporan-pesanan-so', title: 'LAPORAN PESANAN SO', label: 'Laporan Pesanan So' },
      { path: '/laporan-pesanan-tukang', title: 'LAPORAN PESANAN TUKANG', label: 'Laporan Pesanan Tukang' },
      { path: '/laporan-bahan-tukang', title: 'LAPORAN BAHAN TUKANG', label: 'Laporan Bahan Tukang' },
      { path: '/laporan-penjualan-sales', title: 'LAPORAN PENJUALAN SALES', label: 'Laporan Penjualan Sales' },
      { path: '/laporan-transaksi-penjualan', title: 'LAPORAN TRANSAKSI PENJUALAN', label: 'Laporan Transaksi Penjualan' },
      { path: '/laporan-penjualan-bayar', title: 'LAPORAN PENJUALAN BAYAR', label: 'Laporan Penjualan Bayar' },
      { path: '/laporan-penjualan-marketplace', title: 'LAPORAN PENJUALAN MARKETPLACE', label: 'Laporan Penjualan Marketplace' },
      { path: '/laporan-services', title: 'LAPORAN SERVICES', label: 'Laporan Services' },
      { path: '/laporan-stock-hutang', title: 'LAPORAN STOCK HUTANG', label: 'Laporan Stock Hutang' },
      { path: '/laporan-batal-service', title: 'LAPORAN BATAL SERVICE', label: 'Laporan Batal Service' },
      { path: '/laporan-service-ambil', title: 'LAPORAN SERVICE AMBIL', label: 'Laporan Service Ambil' },
      { path: '/laporan-service-masuk', title: 'LAPORAN SERVICE MASUK', label: 'Laporan Service Masuk' },
      { path: '/laporan-service-selesai', title: 'LAPORAN SERVICE SELESAI', label: 'Laporan Service Selesai' },
      { path: '/laporan-terima-barang', title: 'LAPORAN TERIMA BARANG', label: 'Laporan Terima Barang' },
      { path: '/laporan-otorisasi', title: 'LAPORAN OTORISASI', label: 'Laporan Otorisasi' },
      { path: '/laporan-authorization', title: 'LAPORAN OTORISASI', label: 'Laporan Authorization' },
      { path: '/laporan-pindah-barang', title: 'LAPORAN PINDAH BARANG', label: 'Laporan Pindah Barang' },
      { path: '/laporan-hancur-barang', title: 'LAPORAN HANCUR BARANG', label: 'Laporan Hancur Barang' },
      { path: '/laporan-barang-detail', title: 'LAPORAN BARANG DETAIL', label: 'Laporan Barang Detail' },
      { path: '/laporan-barang-summary', title: 'LAPORAN BARANG SUMMARY', label: 'Laporan Barang Summary' },
      { path: '/laporan-stock-jual', title: 'LAPORAN STOCK JUAL', label: 'Laporan Stock Jual' },
      { path: '/laporan-tambah-barang', title: 'LAPORAN TAMBAH BARANG', label: 'Laporan Tambah Barang' },
      { path: '/laporan-transaksi-keuangan-cash', title: 'LAPORAN TRANSAKSI KEUANGAN CASH', label: 'Laporan Transaksi Keuangan Cash' },
      { path: '/laporan-keuangan-non-cash', title: 'LAPORAN KEUANGAN NON CASH', label: 'Laporan Keuangan Non Cash' },
      { path: '/laporan-daftar-member', title: 'LAPORAN DAFTAR MEMBER', label: 'Laporan Daftar Member' },
      { path: '/laporan-transaksi-hutang', title: 'LAPORAN TRANSAKSI HUTANG', label: 'Laporan Transaksi Hutang' },
      { path: '/laporan-hutang-lunas', title: 'LAPORAN HUTANG LUNAS', label: 'Laporan Hutang Lunas' },
      { path: '/laporan-batal-hutang', title: 'LAPORAN BATAL HUTANG', label: 'Laporan Batal Hutang' },
      { path: '/laporan-eod', title: 'LAPORAN EOD', label: 'Laporan EOD' },
      { path: '/laporan-timbang-baki', title: 'LAPORAN TIMBANG BAKI', label: 'Laporan Timbang Baki' },
      { path: '/laporan-barang-tukar', title: 'LAPORAN BARANG TUKAR', label: 'Laporan Barang Tukar' },
      { path: '/laporan-owner', title: 'LAPORAN OWNER', label: 'Laporan Owner' },
      // The monthly PPN recap of PKP stores.
      { path: '/laporan-ppn', title: 'LAPORAN PPN', label: 'Laporan PPN' },
    ],
  },
  {
    key: 'other',
    label: 'Lainnya',
    icon: 'dots',
    routes: [{ path: '/blank', title: 'BLANK', label: 'Blank' }],
  },
];

/** The login page; its title is only LOGIN. */
export const LOGIN_ROUTE: MenuRoute = { path: '/', title: 'LOGIN', label: 'Login' };

/** Every route with a screen (login excluded), in sidebar order. */
export const ALL_ROUTES: readonly MenuRoute[] = MENU_GROUPS.flatMap((group) => group.routes);

/** Every menu permission a user can be granted. */
export const ALL_MENU_PATHS: readonly string[] = ALL_ROUTES.map((route) => route.path);

/**
 * Screens Kencana has beyond the specification's 140 (which every other path is, with its title). Each is
 * named here so the menu test still pins the specification's list exactly.
 */
export const BEYOND_SPEC_PATHS: readonly string[] = [
  // Bought-back gold through sorting, the refiner and labelling, gram for gram.
  '/laporan-rantai-sepuhan',
  // The exchange: a buy-back and a sale in one transaction, its own screen beside the buy-back's.
  '/tukar-barang',
  // The stores' bank accounts, and cash sent to head office in two steps.
  '/master-rekening',
  '/setor-uang-pusat',
  // The PPN a PKP store recorded on its sales, per month, for its tax return.
  '/laporan-ppn',
  // The owner's page: invariants per store and day, tray weighings, transit, losses, the PPATK watch.
  '/audit-pemilik',
];

/** Paths every signed-in user may open whatever their menu list says. */
export const ALWAYS_ALLOWED_PATHS: readonly string[] = ['/', '/dashboard'];

/** Screens that stay usable while the store's business date is behind today: the specification's two, and
 * Validasi Penjualan (the day's sales are validated before the close, so it must open on a day behind). */
export const DATE_GATE_EXEMPT_PATHS: readonly string[] = ['/validasi-jual-beli', '/validasi-hutang', '/validasi-penjualan'];

const routeByPath = new Map(ALL_ROUTES.map((route) => [route.path, route]));

/** The route definition for an exact path, or undefined for an unknown path. */
export function findRoute(path: string): MenuRoute | undefined {
  return path === LOGIN_ROUTE.path ? LOGIN_ROUTE : routeByPath.get(path);
}
