// Demo rows of the master lists besides stores, warehouses, trays, groups and types (demo-data.ts), so
// every Data Master screen and every select has real data on `npm start`.
import { DOCUMENT_TYPES, HARGA_100, KATEGORI_HARGA_KEY, TOKO_PUSAT_KEY } from '@kencana/core';

export const DEMO_KATEGORI_PRODUK = [
  { kode_kategori_produk: 'PHS', nama_kategori_produk: 'PERHIASAN' },
  { kode_kategori_produk: 'LM', nama_kategori_produk: 'LOGAM MULIA' },
  { kode_kategori_produk: 'BRL', nama_kategori_produk: 'BERLIAN' },
];

/** A type of the LM category without goods (the demo goods are all jewellery). */
export const DEMO_JENIS_LM = { kode_dept: 'LMB24', nama_dept: 'LOGAM MULIA BATANG 24K', kode_group: '24K', kode_kategori_produk: 'LM' };

/** The attribute the demo goods named "… BATU" carry (so Master Atribut has one in use). */
export const DEMO_ATRIBUT_BATU = 'BATU ZIRKON';
export const DEMO_ATRIBUT = [DEMO_ATRIBUT_BATU, 'MATA BERLIAN', 'MUTIARA AIR TAWAR', 'LIONTIN HATI', 'GIWANG TUSUK'].map(
  (nama_atribut) => ({ nama_atribut }),
);

export const DEMO_PABRIK = ['ANTAM', 'KINGHALIM', 'LOTUS ARCHI', 'UBS'].map((nama_pabrik) => ({ nama_pabrik }));

export const DEMO_LABELING = [
  { kode_labeling: 'L01', nama_labeling: 'LABEL PUSAT' },
  { kode_labeling: 'L02', nama_labeling: 'LABEL CABANG BANDUNG' },
  { kode_labeling: 'L03', nama_labeling: 'LABEL CABANG SURABAYA' },
];

export const DEMO_SALES = [
  { kode_sales: 'S001', nama_sales: 'BUDI SANTOSO', nama_pabrik: 'UBS', no_hp: '081234500001' },
  { kode_sales: 'S002', nama_sales: 'RINA MARLINA', nama_pabrik: 'ANTAM', no_hp: '081234500002' },
  { kode_sales: 'S003', nama_sales: 'HENDRA WIJAYA', nama_pabrik: 'LOTUS ARCHI', no_hp: '081234500003' },
];

// Allowed losses as a shop agrees them with its craftsmen and refiners (% of grams): the chain report and the
// craftsman scorecard flag only what is above them.
export const DEMO_TUKANG = [
  {
    kode_tukang: 'TK01',
    nama_tukang: 'PAK SLAMET',
    alamat: 'JL. KEMASAN NO. 3, KOTAGEDE, YOGYAKARTA',
    no_hp: '081327000101',
    toleransi_susut_sepuh: '2.00',
    toleransi_susut: '3.00',
  },
  {
    kode_tukang: 'TK02',
    nama_tukang: 'PAK JOKO',
    alamat: 'JL. PASAR BARU GG. MAS NO. 9, JAKARTA',
    no_hp: '081327000102',
    toleransi_susut_sepuh: '1.50',
    toleransi_susut: '2.50',
  },
  {
    kode_tukang: 'TK03',
    nama_tukang: 'MAS ANTON',
    alamat: 'JL. CIBADUYUT NO. 21, BANDUNG',
    no_hp: '081327000103',
    toleransi_susut_sepuh: '2.00',
    toleransi_susut: '3.00',
  },
];

export const DEMO_BANDROL = [
  { kode_bandrol: 'BDR', nama_bandrol: 'BANDROL STANDAR', berat_bandrol: '0.050' },
  { kode_bandrol: 'BDK', nama_bandrol: 'BANDROL KECIL', berat_bandrol: '0.030' },
];

export const DEMO_KONDISI_BARANG = [
  { kondisi: 'BAGUS', keterangan: 'UTUH DAN MENGKILAP' },
  { kondisi: 'KUSAM', keterangan: 'UTUH, PERLU SEPUH' },
  // eslint-disable-next-line kencana/role-literals -- a condition of goods (kondisi), not the damaged warehouse
  { kondisi: 'RUSAK', keterangan: 'PATAH ATAU PENYOK' },
  { kondisi: 'BATU-HILANG', keterangan: 'BATU / MATA LEPAS' },
];

export const DEMO_KONDISI_PEMBELIAN = [
  { kode_kondisi_beli: 'NB', nama_kondisi_beli: 'NOTA ASLI, BARANG BAGUS', potongan_persen: '2.00' },
  { kode_kondisi_beli: 'NR', nama_kondisi_beli: 'NOTA ASLI, BARANG RUSAK', potongan_persen: '8.00' },
  { kode_kondisi_beli: 'TN', nama_kondisi_beli: 'TANPA NOTA', potongan_persen: '10.00' },
  { kode_kondisi_beli: 'LB', nama_kondisi_beli: 'LEBUR', potongan_persen: '15.00' },
];

export const DEMO_KONDISI_PINJAMAN = [
  {
    kode_kondisi_pinjaman: 'P30',
    nama_kondisi_pinjaman: 'PINJAMAN 30 HARI',
    bunga_persen: '1.50',
    taksiran_persen: '85.00',
    lama_hari: 30,
  },
  {
    kode_kondisi_pinjaman: 'P60',
    nama_kondisi_pinjaman: 'PINJAMAN 60 HARI',
    bunga_persen: '1.25',
    taksiran_persen: '80.00',
    lama_hari: 60,
  },
  {
    kode_kondisi_pinjaman: 'P120',
    nama_kondisi_pinjaman: 'PINJAMAN 120 HARI',
    bunga_persen: '1.00',
    taksiran_persen: '75.00',
    lama_hari: 120,
  },
];

/** The Master Kode Transaksi of capital put into a drawer, and each demo store's opening drawer (whole rupiah). */
export const DEMO_KODE_MODAL = 'MODAL';
export const DEMO_MODAL_KAS = 50_000_000;

export const DEMO_KODE_TRANSAKSI = [
  { kode_transaksi: DOCUMENT_TYPES.KIRIM_BARANG_BOS.prefix, nama_transaksi: 'KIRIM BARANG DARI BOS' },
  { kode_transaksi: DOCUMENT_TYPES.KIRIM_LABELING.prefix, nama_transaksi: 'KIRIM LABELING' },
  { kode_transaksi: DOCUMENT_TYPES.SORTIR_PEMBELIAN.prefix, nama_transaksi: 'SORTIR PEMBELIAN' },
  { kode_transaksi: DOCUMENT_TYPES.KIRIM_SEPUH.prefix, nama_transaksi: 'KIRIM SEPUH' },
  { kode_transaksi: DOCUMENT_TYPES.TERIMA_SEPUH.prefix, nama_transaksi: 'TERIMA SEPUH' },
  { kode_transaksi: 'JL', nama_transaksi: 'PENJUALAN' },
  { kode_transaksi: 'BL', nama_transaksi: 'PEMBELIAN' },
  { kode_transaksi: 'SV', nama_transaksi: 'SERVICE' },
  { kode_transaksi: 'HT', nama_transaksi: 'HUTANG' },
  // The category of cash put into a drawer as capital (the demo's opening drawer).
  { kode_transaksi: DEMO_KODE_MODAL, nama_transaksi: 'MODAL KAS' },
  // Categories of cash and bank added or taken (/tambah-uang-kas, /ambil-uang-kas…).
  { kode_transaksi: 'BOP', nama_transaksi: 'BIAYA OPERASIONAL', arus_kas: 'KELUAR' },
  { kode_transaksi: 'GAJI', nama_transaksi: 'GAJI KARYAWAN', arus_kas: 'KELUAR' },
  { kode_transaksi: 'SETBANK', nama_transaksi: 'SETOR / TARIK BANK', arus_kas: 'DUA ARAH' },
];

export const DEMO_PARAMETER_POINT = [
  { kode_point: 'JUAL', nama_point: 'PENJUALAN EMAS', kelipatan: 100_000, poin: 1 },
  { kode_point: 'BELI', nama_point: 'PEMBELIAN EMAS', kelipatan: 200_000, poin: 1 },
  { kode_point: 'SERVICE', nama_point: 'SERVICE PERHIASAN', kelipatan: 50_000, poin: 1 },
];

export const DEMO_HADIAH = [
  { kode_hadiah: 'H001', nama_hadiah: 'PAYUNG KENCANA', poin: 50, stok: 20 },
  { kode_hadiah: 'H002', nama_hadiah: 'TUMBLER KENCANA', poin: 80, stok: 15 },
  { kode_hadiah: 'H003', nama_hadiah: 'VOUCHER BELANJA 100 RIBU', poin: 150, stok: 30 },
  { kode_hadiah: 'H004', nama_hadiah: 'LOGAM MULIA 0.5 GRAM', poin: 2500, stok: 2 },
];

export const DEMO_RUGI_NOTA = [
  { kode_rugi_nota: 'RN24', nama_rugi_nota: 'RUGI NOTA EMAS 24K', kode_group: '24K', rugi_persen: '1.50', rugi_per_gram: 5_000 },
  { kode_rugi_nota: 'RN22', nama_rugi_nota: 'RUGI NOTA EMAS 22K', kode_group: '22K', rugi_persen: '3.00', rugi_per_gram: 8_000 },
  { kode_rugi_nota: 'RN17', nama_rugi_nota: 'RUGI NOTA EMAS 17K', kode_group: '17K', rugi_persen: '5.00', rugi_per_gram: 10_000 },
  { kode_rugi_nota: 'RN16', nama_rugi_nota: 'RUGI NOTA EMAS 16K', kode_group: '16K', rugi_persen: '6.00', rugi_per_gram: 10_000 },
  { kode_rugi_nota: 'RN8', nama_rugi_nota: 'RUGI NOTA EMAS 8K', kode_group: '8K', rugi_persen: '8.00', rugi_per_gram: 10_000 },
];

/** A week ago at 1.5% less, and today at the group's price; buy-back 7% under the selling price (whole thousands). */
export function demoHargaEmas(groups: readonly { kode_group: string; harga: number }[], today: string, weekAgo: string) {
  const buy = (harga: number) => Math.floor((harga * 0.93) / 1000) * 1000;
  return groups.flatMap((g) => {
    const earlier = Math.round((g.harga * 0.985) / 1000) * 1000;
    return [
      { kode_group: g.kode_group, tgl_berlaku: weekAgo, harga: earlier, harga_beli: buy(earlier) },
      { kode_group: g.kode_group, tgl_berlaku: today, harga: g.harga, harga_beli: buy(g.harga) },
    ];
  });
}

export const DEMO_KADAR = [
  { kode_kadar: '99.9', nama_kadar: 'EMAS 24 KARAT (999)', persentase: '99.90' },
  { kode_kadar: '91.6', nama_kadar: 'EMAS 22 KARAT (916)', persentase: '91.60' },
  { kode_kadar: '75', nama_kadar: 'EMAS 17 KARAT (750)', persentase: '75.00' },
  { kode_kadar: '70', nama_kadar: 'EMAS 16 KARAT (700)', persentase: '70.00' },
  { kode_kadar: '37.5', nama_kadar: 'EMAS 8 KARAT (375)', persentase: '37.50' },
];

export const DEMO_MARKETPLACE = [
  { kode_marketplace: 'TKP', nama_marketplace: 'TOKOPEDIA', biaya_persen: '2.50' },
  { kode_marketplace: 'SHP', nama_marketplace: 'SHOPEE', biaya_persen: '3.00' },
  { kode_marketplace: 'LZD', nama_marketplace: 'LAZADA', biaya_persen: '2.75' },
  { kode_marketplace: 'TTS', nama_marketplace: 'TIKTOK SHOP', biaya_persen: '3.00' },
];

/** One bank account per demo store: the stores' BANK accounts of the money ledger. */
export const DEMO_REKENING = [
  { kode_rekening: 'BCA-T01', nama_bank: 'BCA', no_rekening: '0123456789', atas_nama: 'KENCANA PUSAT', kode_toko: 'T01' },
  { kode_rekening: 'BCA-T02', nama_bank: 'BCA', no_rekening: '2234567890', atas_nama: 'KENCANA BANDUNG', kode_toko: 'T02' },
  { kode_rekening: 'MANDIRI-T03', nama_bank: 'MANDIRI', no_rekening: '1420012345678', atas_nama: 'KENCANA SURABAYA', kode_toko: 'T03' },
];

export const DEMO_PARA_SYSTEM = [
  { key: KATEGORI_HARGA_KEY, value: HARGA_100, keterangan: 'DASAR HARGA JUAL: 100% HARGA GROUP' },
  // The head-office store, whose users receive the stores' cash sent to head office.
  { key: TOKO_PUSAT_KEY, value: 'T01', keterangan: 'TOKO PUSAT: PENERIMA SETORAN UANG TOKO' },
];

/** Demo members (registered some days back; birthdays spread over the year, one in the current month). */
export function demoMembers(today: string): Array<{
  kode_member: string;
  nama_member: string;
  no_ktp: string;
  no_hp: string;
  alamat: string;
  tgl_lahir: string;
  kode_toko: string;
  tgl_daftar: string;
}> {
  const month = today.slice(5, 7);
  return [
    {
      kode_member: 'M0001',
      nama_member: 'SITI RAHAYU',
      no_ktp: '3171014501900002',
      no_hp: '081234500001',
      alamat: 'JL. MELATI NO. 12, JAKARTA',
      tgl_lahir: `1990-${month}-05`,
      kode_toko: 'T01',
      tgl_daftar: today,
    },
    {
      kode_member: 'M0002',
      nama_member: 'BUDI SANTOSO',
      no_ktp: '3171010203850003',
      no_hp: '081234500002',
      alamat: 'JL. KENANGA 5, JAKARTA',
      tgl_lahir: '1985-03-02',
      kode_toko: 'T01',
      tgl_daftar: today,
    },
    {
      kode_member: 'M0003',
      nama_member: 'ANI WIJAYA',
      no_ktp: '3273016107950004',
      no_hp: '081234500003',
      alamat: 'JL. DAGO 88, BANDUNG',
      tgl_lahir: '1995-07-21',
      kode_toko: 'T02',
      tgl_daftar: today,
    },
    {
      kode_member: 'M0004',
      nama_member: 'HENDRA GUNAWAN',
      no_ktp: '3578011212800005',
      no_hp: '081234500004',
      alamat: 'JL. DARMO 17, SURABAYA',
      tgl_lahir: '1980-12-12',
      kode_toko: 'T03',
      tgl_daftar: today,
    },
  ];
}
