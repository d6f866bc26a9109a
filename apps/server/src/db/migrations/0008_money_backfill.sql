-- Money ledger back-fill: money entries for the documents written before the ledger existed,
-- by the same rules as ledger/money-lines.ts, so a migrated database's balances equal its documents.
-- Idempotent: only documents with no money entries yet are written. Without the live drawer check (a chain
-- that paid buy-backs from cash it never booked as capital may show a drawer below 0 until it books one).
-- Accounts are spelled as accountCode() spells them (ledger/money-accounts.ts).
CREATE TEMP TABLE money_backfill (
  doc_no varchar(40) NOT NULL,
  ord integer NOT NULL,
  kode_akun varchar(80) NOT NULL,
  kind varchar(20) NOT NULL,
  akun_toko varchar(10),
  ref varchar(60),
  jumlah bigint NOT NULL,
  keterangan varchar(120) NOT NULL
);
--> statement-breakpoint
-- An order taken with a down payment becomes a money document under the order's number (PESANAN).
INSERT INTO documents (doc_no, doc_type, kode_toko, tgl_system, user_id, note, total_harga)
SELECT p.no_pesanan, 'PESANAN', p.kode_toko, p.tgl_pesanan, p.user_id, 'UANG MUKA PESANAN ' || p.no_pesanan, 0
FROM pesanan p WHERE p.uang_muka > 0
ON CONFLICT (doc_no) DO NOTHING;
--> statement-breakpoint
-- A payment's account: cash to the drawer, an exchange's settled part to TUKAR, any other method to its clearing.
CREATE TEMP VIEW money_backfill_payments AS
SELECT b.no_faktur_jual AS doc_no, 'JUAL' AS side, s.kode_toko, b.id::integer AS ord, b.jenis, b.jumlah
FROM penjualan_bayar b JOIN penjualan s ON s.no_faktur_jual = b.no_faktur_jual
UNION ALL
SELECT b.no_faktur_beli, 'BELI', p.kode_toko, b.line_no, b.jenis, -b.jumlah
FROM pembelian_bayar b JOIN pembelian p ON p.no_faktur_beli = b.no_faktur_beli
UNION ALL
SELECT b.no_pesanan, 'PESANAN', p.kode_toko, b.line_no, b.jenis_bayar, b.jumlah
FROM pesanan_bayar b JOIN pesanan p ON p.no_pesanan = b.no_pesanan WHERE p.uang_muka > 0;
--> statement-breakpoint
INSERT INTO money_backfill
SELECT doc_no, ord,
       CASE WHEN jenis IN ('CASH', 'TUNAI') THEN 'KAS:' || kode_toko
            WHEN jenis = 'TUKAR' THEN 'BATAS:' || kode_toko || ':TUKAR'
            ELSE 'KLIRING:' || kode_toko || ':' || jenis END,
       CASE WHEN jenis IN ('CASH', 'TUNAI') THEN 'KAS' WHEN jenis = 'TUKAR' THEN 'BATAS' ELSE 'KLIRING' END,
       kode_toko,
       CASE WHEN jenis IN ('CASH', 'TUNAI') THEN NULL ELSE jenis END,
       jumlah, jenis
FROM money_backfill_payments;
--> statement-breakpoint
-- A sale's change, out of the drawer.
INSERT INTO money_backfill
SELECT s.no_faktur_jual, 1000000, 'KAS:' || s.kode_toko, 'KAS', s.kode_toko, NULL, -s.kembalian, 'KEMBALIAN'
FROM penjualan s WHERE s.kembalian > 0;
--> statement-breakpoint
-- A sale that handed orders over releases their deposits (up to its price, orders in number order).
INSERT INTO money_backfill
SELECT no_faktur_jual, 2000000 + n, 'TITIPAN:' || kode_toko || ':' || no_pesanan, 'TITIPAN', kode_toko, no_pesanan,
       LEAST(uang_muka, GREATEST(0, total_harga - before)), 'UANG MUKA ' || no_pesanan
FROM (
  SELECT s.no_faktur_jual, s.kode_toko, s.total_harga, o.no_pesanan, o.uang_muka,
         ROW_NUMBER() OVER w AS n,
         COALESCE(SUM(o.uang_muka) OVER (w ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
  FROM penjualan s
  JOIN (SELECT DISTINCT d.no_faktur_jual, p.no_pesanan, p.uang_muka
        FROM penjualan_detail d JOIN barang b ON b.kode_barcode = d.kode_barcode JOIN pesanan p ON p.no_pesanan = b.no_pesanan) o
    ON o.no_faktur_jual = s.no_faktur_jual
  WINDOW w AS (PARTITION BY s.no_faktur_jual ORDER BY o.no_pesanan)
) released
WHERE LEAST(uang_muka, GREATEST(0, total_harga - before)) > 0;
--> statement-breakpoint
-- The price against the boundary: a sale's PENJUALAN, a buy-back's PEMBELIAN; an order's deposit owed on its TITIPAN.
INSERT INTO money_backfill
SELECT s.no_faktur_jual, 3000000, 'BATAS:' || s.kode_toko || ':PENJUALAN', 'BATAS', s.kode_toko, 'PENJUALAN', -s.total_harga, 'PENJUALAN'
FROM penjualan s
UNION ALL
SELECT p.no_faktur_beli, 3000000, 'BATAS:' || p.kode_toko || ':PEMBELIAN', 'BATAS', p.kode_toko, 'PEMBELIAN', p.total_harga, 'PEMBELIAN'
FROM pembelian p
UNION ALL
SELECT p.no_pesanan, 3000000, 'TITIPAN:' || p.kode_toko || ':' || p.no_pesanan, 'TITIPAN', p.kode_toko, p.no_pesanan, -p.uang_muka,
       'UANG MUKA ' || p.no_pesanan
FROM pesanan p WHERE p.uang_muka > 0;
--> statement-breakpoint
DELETE FROM money_backfill WHERE jumlah = 0 OR doc_no IN (SELECT doc_no FROM money_entries);
--> statement-breakpoint
INSERT INTO money_accounts (kode_akun, kind, kode_toko, ref)
SELECT DISTINCT ON (kode_akun) kode_akun, kind, akun_toko, ref FROM money_backfill ORDER BY kode_akun
ON CONFLICT (kode_akun) DO NOTHING;
--> statement-breakpoint
INSERT INTO money_entries (doc_no, line_no, kode_akun, kode_toko, tgl_system, jumlah, keterangan)
SELECT f.doc_no, ROW_NUMBER() OVER (PARTITION BY f.doc_no ORDER BY f.ord), f.kode_akun, d.kode_toko, d.tgl_system, f.jumlah, f.keterangan
FROM money_backfill f JOIN documents d ON d.doc_no = f.doc_no
ORDER BY d.created_at, f.doc_no, f.ord;
--> statement-breakpoint
-- Every cancel of a document with money: its entries negated, under the cancel's number, store and date.
INSERT INTO money_entries (doc_no, line_no, kode_akun, kode_toko, tgl_system, jumlah, keterangan)
SELECT c.doc_no, e.line_no, e.kode_akun, c.kode_toko, c.tgl_system, -e.jumlah, left(trim('BATAL ' || e.keterangan), 120)
FROM documents c JOIN money_entries e ON e.doc_no = c.reverses_doc_no
WHERE NOT EXISTS (SELECT 1 FROM money_entries x WHERE x.doc_no = c.doc_no)
ORDER BY c.created_at, c.doc_no, e.line_no;
--> statement-breakpoint
DROP VIEW money_backfill_payments;
--> statement-breakpoint
DROP TABLE money_backfill;
