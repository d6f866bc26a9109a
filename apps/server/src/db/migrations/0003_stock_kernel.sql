CREATE TABLE "request_keys" (
	"user_id" varchar(50) NOT NULL,
	"request_key" varchar(64) NOT NULL,
	"path" varchar(120) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_keys_user_id_request_key_pk" PRIMARY KEY("user_id","request_key")
);
--> statement-breakpoint
CREATE TABLE "stock_lots" (
	"kode_lot" varchar(40) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"nama_barang" varchar(150) DEFAULT '-' NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"qty" integer NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"kadar" varchar(10) DEFAULT '' NOT NULL,
	"lokasi" varchar(60),
	"lokasi_kind" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "barang" ADD COLUMN "lokasi_kind" varchar(20);--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "reversed_by_doc_no" varchar(40);--> statement-breakpoint
ALTER TABLE "eod_snapshots" ADD COLUMN "place_kind" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "eod_snapshots" ADD COLUMN "berat_murni" numeric(14, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD COLUMN "place_kind" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD COLUMN "berat_murni" numeric(14, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "place_kind" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "kode_lot" varchar(40);--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "kadar" numeric(7, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "berat_murni" numeric(12, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "barang_mutasi" ADD COLUMN "kadar_asal" varchar(10) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "barang_mutasi" ADD COLUMN "kadar_tujuan" varchar(10) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_opname_barang" ADD COLUMN "sidik" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_opname_barang" ADD COLUMN "ledger_id" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "timbang_baki" ADD COLUMN "sidik" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "timbang_baki" ADD COLUMN "ledger_id" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing data: goods at the cleaner were recorded as TRANSIT:CUC-…; they get a place of their own kind.
UPDATE "stock_movements" SET "place" = 'CUCIAN:' || substr("place", 9) WHERE "place" LIKE 'TRANSIT:CUC-%';--> statement-breakpoint
UPDATE "stock_balances" SET "place" = 'CUCIAN:' || substr("place", 9) WHERE "place" LIKE 'TRANSIT:CUC-%';--> statement-breakpoint
UPDATE "eod_snapshots" SET "place" = 'CUCIAN:' || substr("place", 9) WHERE "place" LIKE 'TRANSIT:CUC-%';--> statement-breakpoint
UPDATE "barang" SET "lokasi" = 'CUCIAN:' || substr("lokasi", 9) WHERE "lokasi" LIKE 'TRANSIT:CUC-%';--> statement-breakpoint
UPDATE "barang_mutasi" SET "lokasi_asal" = 'CUCIAN:' || substr("lokasi_asal", 9) WHERE "lokasi_asal" LIKE 'TRANSIT:CUC-%';--> statement-breakpoint
UPDATE "barang_mutasi" SET "lokasi_tujuan" = 'CUCIAN:' || substr("lokasi_tujuan", 9) WHERE "lokasi_tujuan" LIKE 'TRANSIT:CUC-%';--> statement-breakpoint
-- The kind is the code's first part (codes were written as KIND:ref); from now on queries use the column.
UPDATE "stock_movements" SET "place_kind" = split_part("place", ':', 1);--> statement-breakpoint
UPDATE "stock_balances" SET "place_kind" = split_part("place", ':', 1);--> statement-breakpoint
UPDATE "eod_snapshots" SET "place_kind" = split_part("place", ':', 1);--> statement-breakpoint
UPDATE "barang" SET "lokasi_kind" = split_part("lokasi", ':', 1) WHERE "lokasi" IS NOT NULL;--> statement-breakpoint
-- Goods at the cleaner belong to no warehouse (only goods on the road carry TRANSIT), as new rows record them.
UPDATE "stock_movements" SET "kode_gudang" = '' WHERE "place_kind" = 'CUCIAN';--> statement-breakpoint
UPDATE "stock_balances" SET "kode_gudang" = '' WHERE "place_kind" = 'CUCIAN';--> statement-breakpoint
UPDATE "eod_snapshots" SET "kode_gudang" = '' WHERE "place_kind" = 'CUCIAN';--> statement-breakpoint
-- Fine gold of the existing rows: the item's purity for barcoded rows, else the category's percentage, as a
-- percentage with 3 decimals (what the kernel books). Both rows of a line get the same purity, so each line
-- still balances.
WITH purity AS (
  SELECT m.id,
         COALESCE(
           CASE WHEN b.kadar ~ '^[0-9]{1,3}(\.[0-9]{1,3})?$' AND b.kadar::numeric BETWEEN 0.001 AND 100 THEN b.kadar::numeric
                WHEN b.kadar ~ '^[0-9]{1,2}(\.[0-9]{1,3})?K$' AND rtrim(b.kadar, 'K')::numeric BETWEEN 0.001 AND 24 THEN rtrim(b.kadar, 'K')::numeric * 100 / 24 END,
           g.persentase, 0) AS kadar
  FROM "stock_movements" m
  LEFT JOIN "barang" b ON b.kode_barcode = m.kode_barcode
  LEFT JOIN "groups" g ON g.kode_group = m.kode_group
)
UPDATE "stock_movements" m SET "kadar" = round(p.kadar, 3), "berat_murni" = round(m.berat * round(p.kadar, 3) / 100, 3)
FROM purity p WHERE p.id = m.id;--> statement-breakpoint
-- Rounding may leave a document a milligram of fine gold off balance: booked as a purity difference.
INSERT INTO "stock_movements" (doc_no, line_no, doc_type, tgl_system, place, place_kind, place_toko, kode_gudang, kode_barcode, kode_lot, kode_group, kode_dept, qty, berat, kadar, berat_murni, reason)
SELECT d.doc_no, d.max_line + 1, d.doc_type, d.tgl_system, 'KADAR:' || d.kode_toko, 'KADAR', d.kode_toko, '', NULL, NULL, d.kode_group, d.kode_dept, 0, 0, 0, -d.murni, 'MIGRASI KADAR'
FROM (
  SELECT m.doc_no, MAX(m.line_no) AS max_line, MIN(m.doc_type) AS doc_type, MIN(m.tgl_system) AS tgl_system, MIN(doc.kode_toko) AS kode_toko,
         MIN(m.kode_group) AS kode_group, MIN(m.kode_dept) AS kode_dept, SUM(m.berat_murni) AS murni
  FROM "stock_movements" m JOIN "documents" doc ON doc.doc_no = m.doc_no
  GROUP BY m.doc_no HAVING SUM(m.berat_murni) <> 0
) d;--> statement-breakpoint
UPDATE "stock_balances" s SET "berat_murni" = l.murni
FROM (SELECT place, kode_group, kode_dept, SUM(berat_murni) AS murni FROM "stock_movements" GROUP BY place, kode_group, kode_dept) l
WHERE l.place = s.place AND l.kode_group = s.kode_group AND l.kode_dept = s.kode_dept;--> statement-breakpoint
INSERT INTO "stock_balances" (place, kode_group, kode_dept, place_kind, place_toko, kode_gudang, qty, berat, berat_murni)
SELECT place, kode_group, kode_dept, MIN(place_kind), MIN(place_toko), MIN(kode_gudang), SUM(qty), SUM(berat), SUM(berat_murni)
FROM "stock_movements" WHERE place_kind = 'KADAR' GROUP BY place, kode_group, kode_dept
ON CONFLICT (place, kode_group, kode_dept) DO UPDATE SET berat_murni = excluded.berat_murni;--> statement-breakpoint
ALTER TABLE "eod_snapshots" ALTER COLUMN "place_kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "eod_snapshots" ALTER COLUMN "berat_murni" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "stock_balances" ALTER COLUMN "place_kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "place_kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "kadar" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "berat_murni" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "stock_lots_lokasi_idx" ON "stock_lots" USING btree ("lokasi_kind","kode_toko");--> statement-breakpoint
CREATE INDEX "barang_toko_lokasi_kind_idx" ON "barang" USING btree ("kode_toko","lokasi_kind");--> statement-breakpoint
CREATE INDEX "stock_balances_toko_kind_idx" ON "stock_balances" USING btree ("place_toko","place_kind","kode_gudang");--> statement-breakpoint
CREATE INDEX "stock_movements_lot_idx" ON "stock_movements" USING btree ("kode_lot");--> statement-breakpoint
CREATE INDEX "stock_movements_toko_kind_date_idx" ON "stock_movements" USING btree ("place_toko","place_kind","tgl_system");--> statement-breakpoint
CREATE INDEX "stock_opname_barang_baki_idx" ON "stock_opname_barang" USING btree ("kode_baki","created_at");--> statement-breakpoint
CREATE INDEX "timbang_baki_baki_idx" ON "timbang_baki" USING btree ("kode_baki","created_at");
