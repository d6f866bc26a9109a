// The stock kernel's vocabulary, shared by the server (which writes the ledger) and the screens (which show
// where goods are): the kinds of place stock can be in, the document types that move it, and fine gold.
import Decimal from 'decimal.js';
import { DOC_PREFIXES, type DocPrefix } from './doc-prefixes.ts';
import { kadarPersen } from './harga.ts';
import { GRAM_DECIMALS, parseGrams, toGramString, type GramsValue } from './grams.ts';

/**
 * Where stock can be. `stock: true` kinds hold the chain's goods: their balances may never go negative,
 * they are counted at the close of day, and a barcode or a lot lies in exactly one of them. The other kinds
 * are boundaries (the world outside the chain's stock, or a recorded loss) that keep every document
 * balanced. `posisi` is how a goods list names an item lying there. A new kind (a craftsman's balance, goods
 * at the refiner) is one entry here: queries filter by kind, never by the spelling of a place code.
 */
export const PLACE_KINDS = {
  BAKI: { stock: true, posisi: 'BAKI', label: 'Baki' },
  TRANSIT: { stock: true, posisi: 'TRANSIT', label: 'Dalam Pengiriman' },
  CUCIAN: { stock: true, posisi: 'CUCIAN', label: 'Di Cucian' },
  SEPUH: { stock: true, posisi: 'LAIN', label: 'Di Tukang Sepuh' },
  TUKANG: { stock: true, posisi: 'LAIN', label: 'Di Tukang' },
  BELI: { stock: true, posisi: 'LAIN', label: 'Pembelian Belum Disortir' },
  KIRIMAN: { stock: true, posisi: 'LAIN', label: 'Kiriman Belum Diinput' },
  RUSAK: { stock: true, posisi: 'LAIN', label: 'Barang Rusak Belum Divalidasi' },
  EXTERNAL: { stock: false, posisi: 'LAIN', label: 'Pemasok' },
  CUSTOMER: { stock: false, posisi: 'LAIN', label: 'Pelanggan' },
  SOLD: { stock: false, posisi: 'TERJUAL', label: 'Terjual' },
  DESTROYED: { stock: false, posisi: 'HANCUR', label: 'Dilebur' },
  LOSS: { stock: false, posisi: 'HILANG', label: 'Susut / Hilang' },
  KADAR: { stock: false, posisi: 'LAIN', label: 'Selisih Kadar' },
  // Held in trust: a customer's gold the shop keeps but does not own. Never the chain's stock (not on trays,
  // stock reports, the close-of-day count or the valuation), yet conserved like it: a held place's balance
  // never goes below 0 and everything that enters leaves again (handed back, or taken over by a document).
  SERVIS: { stock: false, held: true, posisi: 'LAIN', label: 'Titipan Servis' },
  GADAI: { stock: false, held: true, posisi: 'LAIN', label: 'Jaminan Hutang' },
} as const;

export type PlaceKind = keyof typeof PLACE_KINDS;
export const PLACE_KIND_CODES = Object.keys(PLACE_KINDS) as PlaceKind[];
/** The kinds that hold stock (trays, goods on the road, at the cleaner…). */
export const STOCK_PLACE_KINDS = PLACE_KIND_CODES.filter((kind) => PLACE_KINDS[kind].stock);

/** True for a kind whose balance is the chain's stock. */
export const isStockKind = (kind: string): boolean => (PLACE_KINDS as Record<string, { stock: boolean }>)[kind]?.stock === true;

/** The kinds that hold a customer's gold in trust (a piece in for service, a loan's collateral). */
export const HELD_PLACE_KINDS = PLACE_KIND_CODES.filter((kind) => (PLACE_KINDS[kind] as { held?: boolean }).held === true);

/** True for a kind whose balance may never go below 0: the chain's stock and what it holds in trust. */
export const isCountedKind = (kind: string): boolean => isStockKind(kind) || (HELD_PLACE_KINDS as readonly string[]).includes(kind);

/**
 * A document type: the number prefix (`PREFIX-TOKO-YYMMDD-0001`, from DOC_PREFIXES), the name reports show, and the screens
 * (menus) whose users may post it — the endpoint that posts it declares the same menus. `batal` is the type
 * that reverses it (the kernel's reverse posts the exact opposite under that type's prefix).
 */
export interface DocumentType {
  readonly prefix: DocPrefix;
  readonly nama: string;
  readonly menus: readonly string[];
  /** The code of the type that reverses this one. */
  readonly batal?: string;
  /**
   * The screen of the document's own cancel, for types whose cancel is more than the ledger's opposite (a
   * service's pieces handed back and its down payment settled; a deposit's day rule). The kernel's generic
   * reverse refuses them unless that own cancel calls it.
   */
  readonly batalSendiri?: string;
}

/** Every type of stock document, in one list. */
export const DOCUMENT_TYPES = {
  SALDO_AWAL: { prefix: DOC_PREFIXES.SALDO_AWAL, nama: 'SALDO AWAL', menus: [] },
  TAMBAH_BARANG: { prefix: DOC_PREFIXES.TAMBAH_BARANG, nama: 'TAMBAH BARANG', menus: ['/terima-barang'], batal: 'BATAL_DOKUMEN' },
  EDIT_BARANG: { prefix: DOC_PREFIXES.EDIT_BARANG, nama: 'EDIT BARANG', menus: ['/data-barang'], batal: 'BATAL_DOKUMEN' },
  IMPORT_BARANG: { prefix: DOC_PREFIXES.IMPORT_BARANG, nama: 'IMPORT BARANG', menus: ['/import-data-pusat'], batal: 'BATAL_DOKUMEN' },
  KIRIM_BARANG: {
    prefix: DOC_PREFIXES.KIRIM_BARANG,
    nama: 'KIRIM BARANG',
    menus: ['/kirim-barang', '/kirim-barang-kecabang'],
    batal: 'BATAL_DOKUMEN',
  },
  TERIMA_BARANG: { prefix: DOC_PREFIXES.TERIMA_BARANG, nama: 'TERIMA BARANG', menus: ['/terima-barang'], batal: 'BATAL_DOKUMEN' },
  PINDAH_BARANG: { prefix: DOC_PREFIXES.PINDAH, nama: 'PINDAH BARANG', menus: ['/pindah-barang'], batal: 'BATAL_DOKUMEN' },
  PINDAH_BAKI: { prefix: DOC_PREFIXES.PINDAH, nama: 'PINDAH BAKI', menus: ['/pindah-barang-satu-baki'], batal: 'BATAL_DOKUMEN' },
  PINDAH_SORTIR: { prefix: DOC_PREFIXES.PINDAH, nama: 'PINDAH SORTIR', menus: ['/pindah-sortir'], batal: 'BATAL_DOKUMEN' },
  KONVERSI_BARANG: { prefix: DOC_PREFIXES.KONVERSI_BARANG, nama: 'KONVERSI BARANG', menus: ['/konversi-barang'], batal: 'BATAL_DOKUMEN' },
  HANCUR_BARANG: { prefix: DOC_PREFIXES.HANCUR_BARANG, nama: 'HANCUR BARANG', menus: ['/hancur-data-barang'], batal: 'BATAL_DOKUMEN' },
  KIRIM_CUCIAN: { prefix: DOC_PREFIXES.KIRIM_CUCIAN, nama: 'KIRIM CUCIAN', menus: ['/cucian'], batal: 'BATAL_DOKUMEN' },
  AMBIL_CUCIAN: { prefix: DOC_PREFIXES.AMBIL_CUCIAN, nama: 'AMBIL CUCIAN', menus: ['/cucian'], batal: 'BATAL_DOKUMEN' },
  STOCK_OPNAME: { prefix: DOC_PREFIXES.STOCK_OPNAME, nama: 'STOCK OPNAME', menus: ['/stock-opname'], batal: 'BATAL_DOKUMEN' },
  // Craftsmen and custom orders: the craftsman's balance is a TUKANG place per store and craftsman.
  TAMBAH_BAHAN: { prefix: DOC_PREFIXES.TAMBAH_BAHAN, nama: 'TAMBAH BAHAN TUKANG', menus: ['/tambah-bahan-tukang'], batal: 'BATAL_DOKUMEN' },
  AMBIL_BAHAN: { prefix: DOC_PREFIXES.AMBIL_BAHAN, nama: 'AMBIL BAHAN TUKANG', menus: ['/ambil-bahan-tukang'], batal: 'BATAL_DOKUMEN' },
  PESANAN_SELESAI: { prefix: DOC_PREFIXES.PESANAN_SELESAI, nama: 'PESANAN SELESAI', menus: ['/pesanan-selesai'], batal: 'BATAL_DOKUMEN' },
  PINDAH_PESANAN: { prefix: DOC_PREFIXES.PINDAH_PESANAN, nama: 'PINDAH PESANAN', menus: ['/pindah-pesanan'], batal: 'BATAL_DOKUMEN' },
  SO_PESANAN: { prefix: DOC_PREFIXES.SO_PESANAN, nama: 'STOCK OPNAME PESANAN', menus: ['/stock-opname-pesanan'], batal: 'BATAL_DOKUMEN' },
  PENJUALAN: { prefix: DOC_PREFIXES.PENJUALAN, nama: 'PENJUALAN', menus: ['/transaksi-penjualan'], batal: 'BATAL_PENJUALAN' },
  BATAL_PENJUALAN: { prefix: DOC_PREFIXES.BATAL_PENJUALAN, nama: 'BATAL PENJUALAN', menus: ['/batal-penjualan'] },
  SORTIR_PEMBELIAN: {
    prefix: DOC_PREFIXES.SORTIR_PEMBELIAN,
    nama: 'SORTIR PEMBELIAN',
    menus: ['/sortir-pembelian'],
    batal: 'BATAL_SORTIR',
  },
  SORTIR_SEPUH: { prefix: DOC_PREFIXES.SORTIR_SEPUH, nama: 'SORTIR SEPUH', menus: ['/sortir-sepuh'], batal: 'BATAL_SORTIR' },
  BATAL_SORTIR: {
    prefix: DOC_PREFIXES.BATAL_SORTIR,
    nama: 'BATAL SORTIR',
    menus: ['/laporan-sortir-pembelian', '/laporan-batal-sortir-pembelian', '/laporan-sortir-sepuh'],
  },
  KIRIM_SEPUH: { prefix: DOC_PREFIXES.KIRIM_SEPUH, nama: 'KIRIM SEPUH', menus: ['/kirim-sepuh'] },
  TERIMA_SEPUH: { prefix: DOC_PREFIXES.TERIMA_SEPUH, nama: 'TERIMA SEPUH', menus: ['/terima-sepuh'] },
  KIRIM_LABELING: { prefix: DOC_PREFIXES.KIRIM_LABELING, nama: 'KIRIM LABELING', menus: ['/kirim-labeling'] },
  VALIDASI_RUSAK: { prefix: DOC_PREFIXES.VALIDASI_RUSAK, nama: 'VALIDASI HANCUR BARANG RUSAK', menus: ['/validasi-barang-rusak'] },
  PEMBELIAN: { prefix: DOC_PREFIXES.PEMBELIAN, nama: 'PEMBELIAN', menus: ['/transaksi-pembelian'], batal: 'BATAL_PEMBELIAN' },
  BATAL_PEMBELIAN: { prefix: DOC_PREFIXES.BATAL_PEMBELIAN, nama: 'BATAL PEMBELIAN', menus: [] },
  KIRIM_BARANG_BOS: { prefix: DOC_PREFIXES.KIRIM_BARANG_BOS, nama: 'KIRIM BARANG DARI BOS', menus: ['/kirim-dari-barang-bos'] },
  VALIDASI_INPUTAN: { prefix: DOC_PREFIXES.VALIDASI_INPUTAN, nama: 'VALIDASI INPUTAN', menus: ['/validasi-inputan'] },
  KIRIM_SEPUH_BOS: { prefix: DOC_PREFIXES.KIRIM_SEPUH, nama: 'KIRIM SEPUH DARI BARANG BOS', menus: ['/kirim-sepuh-dari-barang-bos'] },
  OPNAME_KIRIMAN: {
    prefix: DOC_PREFIXES.OPNAME_KIRIMAN,
    nama: 'STOCK OPNAME KIRIM BARANG DARI BOS',
    menus: ['/stock-opname-kirim-barang-dari-bos'],
  },
  BATAL_DOKUMEN: { prefix: DOC_PREFIXES.BATAL_DOKUMEN, nama: 'BATAL DOKUMEN', menus: [] },
  // Money documents: money lines only; a cancel posts the exact opposite (BATAL_DOKUMEN).
  TAMBAH_KAS: { prefix: DOC_PREFIXES.TAMBAH_KAS, nama: 'TAMBAH UANG KAS', menus: ['/tambah-uang-kas'], batal: 'BATAL_DOKUMEN' },
  AMBIL_KAS: { prefix: DOC_PREFIXES.AMBIL_KAS, nama: 'AMBIL UANG KAS', menus: ['/ambil-uang-kas'], batal: 'BATAL_DOKUMEN' },
  TAMBAH_BANK: { prefix: DOC_PREFIXES.TAMBAH_BANK, nama: 'TAMBAH UANG BANK', menus: ['/tambah-uang-bank'], batal: 'BATAL_DOKUMEN' },
  AMBIL_BANK: { prefix: DOC_PREFIXES.AMBIL_BANK, nama: 'AMBIL UANG BANK', menus: ['/ambil-uang-bank'], batal: 'BATAL_DOKUMEN' },
  SETOR_PUSAT: { prefix: DOC_PREFIXES.SETOR_PUSAT, nama: 'SETOR UANG KE PUSAT', menus: ['/setor-uang-pusat'], batal: 'BATAL_DOKUMEN' },
  TERIMA_SETORAN: { prefix: DOC_PREFIXES.TERIMA_SETORAN, nama: 'TERIMA SETORAN TOKO', menus: ['/setor-uang-pusat'] },
  SELISIH_KAS: { prefix: DOC_PREFIXES.SELISIH_KAS, nama: 'SELISIH KAS', menus: ['/validasi-penjualan', '/validasi-jual-beli'] },
  // A custom order taken with a down payment is a money document under the order's number
  // (the deposit into the drawer or method, owed to the customer until the piece is handed over).
  PESANAN: { prefix: DOC_PREFIXES.PESANAN, nama: 'UANG MUKA PESANAN', menus: ['/transaksi-pesanan'], batal: 'BATAL_DOKUMEN' },
  // Customer deposits (titipan): money owed to a customer on their TITIPAN account.
  TITIPAN: {
    prefix: DOC_PREFIXES.TITIPAN,
    nama: 'TITIP UANG',
    menus: ['/lihat-titipan'],
    batal: 'BATAL_DOKUMEN',
    batalSendiri: '/lihat-titipan',
  },
  AMBIL_TITIPAN: { prefix: DOC_PREFIXES.AMBIL_TITIPAN, nama: 'AMBIL TITIPAN', menus: ['/lihat-titipan'], batal: 'BATAL_DOKUMEN' },
  // Services: the customer's piece held at a SERVIS place from intake to pick-up.
  SERVICE: { prefix: DOC_PREFIXES.SERVICE, nama: 'SERVICE MASUK', menus: ['/transaksi-services'], batalSendiri: '/lihat-services' },
  SERVICE_PROSES: {
    prefix: DOC_PREFIXES.SERVICE_PROSES,
    nama: 'SERVICE DIPROSES',
    menus: ['/lihat-services'],
    batalSendiri: '/lihat-services',
  },
  SERVICE_SELESAI: {
    prefix: DOC_PREFIXES.SERVICE_SELESAI,
    nama: 'SERVICE SELESAI',
    menus: ['/lihat-services'],
    batalSendiri: '/lihat-services',
  },
  SERVICE_AMBIL: {
    prefix: DOC_PREFIXES.SERVICE_AMBIL,
    nama: 'SERVICE DIAMBIL',
    menus: ['/lihat-services'],
    batalSendiri: '/lihat-services',
  },
  BATAL_SERVICE: { prefix: DOC_PREFIXES.BATAL_SERVICE, nama: 'BATAL SERVICE', menus: ['/lihat-services'], batalSendiri: '/lihat-services' },
  // Loans against gold: the collateral at a GADAI place, the principal on the loan's PIUTANG account.
  HUTANG: { prefix: DOC_PREFIXES.HUTANG, nama: 'TRANSAKSI HUTANG', menus: ['/transaksi-hutang'], batal: 'BATAL_HUTANG' },
  BAYAR_HUTANG: { prefix: DOC_PREFIXES.BAYAR_HUTANG, nama: 'BAYAR HUTANG', menus: ['/lihat-hutang'], batal: 'BATAL_HUTANG' },
  BATAL_HUTANG: { prefix: DOC_PREFIXES.BATAL_HUTANG, nama: 'BATAL HUTANG', menus: ['/lihat-hutang'] },
  SITA_HUTANG: { prefix: DOC_PREFIXES.SITA_HUTANG, nama: 'AMBIL ALIH JAMINAN', menus: ['/lihat-hutang'] },
} as const satisfies Record<string, DocumentType>;

export type DocumentTypeCode = keyof typeof DOCUMENT_TYPES;

/** The type's definition (prefix, name, menus). */
export const documentType = (code: DocumentTypeCode): DocumentType => DOCUMENT_TYPES[code];

// Fine gold is a product of a weight and a percentage: computed with far more precision than any value, then
// rounded once, half up, to the 3 decimals of a weight.
const Exact = Decimal.clone({ precision: 64, rounding: Decimal.ROUND_HALF_UP });

/**
 * The purity of a kadar text as a percentage with 3 decimals ("75" → "75.000", "17K" → "70.833"), or
 * `fallback` (the category's percentage) when the text is no purity ('-', empty). "0.000" when neither is.
 */
export function purityPercent(kadar: string | null | undefined, fallback?: string | null): string {
  const parsed = kadarPersen(kadar ?? '') ?? (fallback ? kadarPersen(fallback) : null);
  return (parsed ?? new Exact(0)).toFixed(3, Decimal.ROUND_HALF_UP);
}

/**
 * Fine grams (pure gold) of a weight at a purity: berat × kadar / 100, rounded half up to 3 decimals.
 * `kadar` is a percentage text as {@link purityPercent} writes it.
 */
export function fineGrams(berat: GramsValue, kadar: string): string {
  const grams = typeof berat === 'string' ? parseGrams(berat) : berat;
  return toGramString(new Exact(grams).times(new Exact(kadar)).dividedBy(100).toDecimalPlaces(GRAM_DECIMALS, Decimal.ROUND_HALF_UP));
}
