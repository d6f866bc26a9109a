/**
 * How the reports recognise sales and purchases in the ledger (the counter flows come later and must
 * post them this way for /laporan-owner and the sales/purchase reports to count them):
 * - a sale is a document of type PENJUALAN whose lines move goods from a tray into the boundary place
 *   SOLD of the store; its money (whole rupiah, received) is the document's total_harga;
 * - a purchase (buy-back) is a document of type PEMBELIAN whose lines move goods from the boundary place
 *   CUSTOMER of the store into its "bought back, not yet sorted" stock (BELI, one lot per line); its money
 *   (paid) is the document's total_harga;
 * - a cancel is a document of its own (any type, e.g. BATAL_PENJUALAN) with reverses_doc_no naming the
 *   sale or purchase, moving the goods back; it counts on its own date with the opposite sign: its pieces
 *   and grams through its ledger rows, its money as minus its total_harga.
 * Counts are pieces (the ledger's qty) and grams are the ledger's berat, so they always equal the books.
 */
export const SALES_PURCHASE_RULES = {
  sale: { doc_type: 'PENJUALAN', boundary: 'SOLD' },
  purchase: { doc_type: 'PEMBELIAN', boundary: 'CUSTOMER' },
} as const;
