CREATE TABLE "pembelian" (
	"no_faktur_beli" varchar(40) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"nama_customer" varchar(100) NOT NULL,
	"no_ktp" varchar(16) NOT NULL,
	"no_hp" varchar(20) NOT NULL,
	"alamat" varchar(200) NOT NULL,
	"total_berat" numeric(14, 3) NOT NULL,
	"total_harga" bigint NOT NULL,
	"keterangan" varchar(200) DEFAULT '-' NOT NULL,
	"foto" text,
	"no_tukar" varchar(40),
	"no_batal" varchar(40),
	"alasan_batal" varchar(200),
	"tgl_batal" date,
	"user_batal" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pembelian_bayar" (
	"no_faktur_beli" varchar(40) NOT NULL,
	"line_no" integer NOT NULL,
	"jenis" varchar(20) NOT NULL,
	"jumlah" bigint NOT NULL,
	"kode_bank" varchar(20),
	"no_referensi" varchar(50),
	CONSTRAINT "pembelian_bayar_no_faktur_beli_line_no_pk" PRIMARY KEY("no_faktur_beli","line_no")
);
--> statement-breakpoint
CREATE TABLE "pembelian_detail" (
	"no_faktur_beli" varchar(40) NOT NULL,
	"line_no" integer NOT NULL,
	"kode_lot" varchar(40) NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"no_faktur_jual" varchar(40),
	"kode_barcode" varchar(8),
	"nama_barang" varchar(150) NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"kadar" varchar(10) NOT NULL,
	"kondisi" varchar(20) NOT NULL,
	"potongan_persen" numeric(6, 2) NOT NULL,
	"harga_beli" bigint NOT NULL,
	"harga_per_gram" bigint NOT NULL,
	"harga" bigint NOT NULL,
	"is_batal" boolean DEFAULT false NOT NULL,
	"no_sortir" varchar(40),
	"tgl_sortir" date,
	CONSTRAINT "pembelian_detail_no_faktur_beli_line_no_pk" PRIMARY KEY("no_faktur_beli","line_no"),
	CONSTRAINT "pembelian_detail_kode_lot_unique" UNIQUE("kode_lot")
);
--> statement-breakpoint
ALTER TABLE "pembelian_bayar" ADD CONSTRAINT "pembelian_bayar_no_faktur_beli_pembelian_no_faktur_beli_fk" FOREIGN KEY ("no_faktur_beli") REFERENCES "public"."pembelian"("no_faktur_beli") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembelian_detail" ADD CONSTRAINT "pembelian_detail_no_faktur_beli_pembelian_no_faktur_beli_fk" FOREIGN KEY ("no_faktur_beli") REFERENCES "public"."pembelian"("no_faktur_beli") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pembelian_toko_tgl_idx" ON "pembelian" USING btree ("kode_toko","tgl_system");--> statement-breakpoint
CREATE INDEX "pembelian_ktp_idx" ON "pembelian" USING btree ("no_ktp");--> statement-breakpoint
CREATE INDEX "pembelian_tgl_batal_idx" ON "pembelian" USING btree ("tgl_batal");--> statement-breakpoint
CREATE INDEX "pembelian_tukar_idx" ON "pembelian" USING btree ("no_tukar");--> statement-breakpoint
CREATE INDEX "pembelian_detail_ready_idx" ON "pembelian_detail" USING btree ("kode_toko","kondisi","kode_group","kode_dept");--> statement-breakpoint
CREATE INDEX "pembelian_detail_jual_idx" ON "pembelian_detail" USING btree ("no_faktur_jual");--> statement-breakpoint
CREATE INDEX "pembelian_detail_sortir_idx" ON "pembelian_detail" USING btree ("no_sortir");--> statement-breakpoint
-- hand-written (pembelian)
-- A sold piece is bought back once: one live (not cancelled) buy-back line per barcode.
CREATE UNIQUE INDEX "pembelian_detail_barcode_uq" ON "pembelian_detail" ("kode_barcode") WHERE "kode_barcode" IS NOT NULL AND NOT "is_batal";--> statement-breakpoint
-- The sorting screen's list: live lines not yet sorted.
CREATE INDEX "pembelian_detail_unsorted_idx" ON "pembelian_detail" ("kode_toko", "tgl_system") WHERE "no_sortir" IS NULL AND NOT "is_batal";--> statement-breakpoint
ALTER TABLE "pembelian_detail" ADD CONSTRAINT "pembelian_detail_berat_ck" CHECK ("berat" > 0 AND "harga" >= 0 AND "harga_per_gram" >= 0 AND "potongan_persen" BETWEEN 0 AND 100);--> statement-breakpoint
ALTER TABLE "pembelian" ADD CONSTRAINT "pembelian_total_ck" CHECK ("total_harga" >= 0 AND "total_berat" > 0);--> statement-breakpoint
ALTER TABLE "pembelian_bayar" ADD CONSTRAINT "pembelian_bayar_ck" CHECK ("jumlah" >= 0 AND "jenis" IN ('CASH', 'TRANSFER', 'TUKAR'));
