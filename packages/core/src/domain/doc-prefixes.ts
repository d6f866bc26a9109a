// Every document-number prefix the server hands out (`PREFIX-TOKO-YYMMDD-0001`, doc_numbers counts per
// prefix, store and day), in one registry: a prefix names one sequence, so two meanings never share a
// counter by accident and a number read back (a reprint, a cancel, the audit) tells what it is.

/**
 * The prefixes by meaning. A stock document type takes its prefix from here (DOCUMENT_TYPES); the records
 * numbered outside the stock ledger (an exchange, an order, a tray weighing, the day's validation, the
 * points documents) take theirs from here too. Types that deliberately share one sequence (the three moves,
 * the two refining dispatches) name the same entry.
 */
export const DOC_PREFIXES = {
  SALDO_AWAL: 'SA',
  TAMBAH_BARANG: 'TB',
  EDIT_BARANG: 'EB',
  IMPORT_BARANG: 'IMP',
  KIRIM_BARANG: 'KRM',
  TERIMA_BARANG: 'TRM',
  /** Moving goods between trays: item by item, a whole tray, or sorted stock; one sequence. */
  PINDAH: 'PDH',
  KONVERSI_BARANG: 'KNV',
  HANCUR_BARANG: 'HCR',
  KIRIM_CUCIAN: 'CUC',
  AMBIL_CUCIAN: 'CUA',
  STOCK_OPNAME: 'SOB',
  TAMBAH_BAHAN: 'TBT',
  AMBIL_BAHAN: 'ABT',
  PESANAN_SELESAI: 'PSL',
  PINDAH_PESANAN: 'PPS',
  SO_PESANAN: 'SOP',
  PENJUALAN: 'FJ',
  BATAL_PENJUALAN: 'BFJ',
  SORTIR_PEMBELIAN: 'SR',
  SORTIR_SEPUH: 'SSP',
  BATAL_SORTIR: 'BSR',
  /** Sending gold to the refiner, from a tray or from the owner's goods; one sequence. */
  KIRIM_SEPUH: 'KS',
  TERIMA_SEPUH: 'TS',
  KIRIM_LABELING: 'KC',
  VALIDASI_RUSAK: 'VR',
  PEMBELIAN: 'BL',
  BATAL_PEMBELIAN: 'BBL',
  KIRIM_BARANG_BOS: 'KB',
  VALIDASI_INPUTAN: 'VI',
  OPNAME_KIRIMAN: 'SOK',
  BATAL_DOKUMEN: 'BTL',
  /** An exchange at the counter (its sale and its buy-back carry their own numbers). */
  TUKAR: 'TKR',
  /** A customer's order to a craftsman. */
  PESANAN: 'PSN',
  /** A weighing of a tray. */
  TIMBANG_BAKI: 'TMB',
  /** The day's validation of a store. */
  VALIDASI_HARIAN: 'VAL',
  /** A correction of a member's points. */
  KOREKSI_POIN: 'KPN',
  /** Points exchanged for a gift. */
  TUKAR_POIN: 'TKP',
  // Money documents: they post only money lines, through the same kernel as the goods.
  /** Cash put into the store's drawer (capital, income by Master Kode Transaksi). */
  TAMBAH_KAS: 'TKS',
  /** Cash taken out of the drawer (an expense by Master Kode Transaksi). */
  AMBIL_KAS: 'AKS',
  TAMBAH_BANK: 'TBK',
  AMBIL_BANK: 'ABK',
  /** Cash sent by a store to head office (in transit until received). */
  SETOR_PUSAT: 'STP',
  /** Head office receives a store's sending. */
  TERIMA_SETORAN: 'TSP',
  /** The day's counted drawer differs from the books: the difference, approved, with a reason. */
  SELISIH_KAS: 'SLK',
  /** A customer's deposit taken (titipan), and one paid back out. */
  TITIPAN: 'TTP',
  AMBIL_TITIPAN: 'ATP',
  /** A service: intake (its number is the service's), handed to a craftsman, finished, picked up, cancelled. */
  SERVICE: 'SRV',
  SERVICE_PROSES: 'SVP',
  SERVICE_SELESAI: 'SVS',
  SERVICE_AMBIL: 'SVA',
  BATAL_SERVICE: 'BSV',
  /** A loan against gold (its number is the loan's), a payment on it, its cancel, its collateral taken over. */
  HUTANG: 'HTG',
  BAYAR_HUTANG: 'BHT',
  BATAL_HUTANG: 'BHG',
  SITA_HUTANG: 'SHT',
} as const;

export type DocPrefixKey = keyof typeof DOC_PREFIXES;
export type DocPrefix = (typeof DOC_PREFIXES)[DocPrefixKey];
