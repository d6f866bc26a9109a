CREATE TABLE "penjualan" (
	"no_faktur_jual" varchar(40) PRIMARY KEY NOT NULL,
	"tgl_system" date NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"kode_sales" varchar(20) NOT NULL,
	"kode_member" varchar(20) DEFAULT '' NOT NULL,
	"nama_customer" varchar(100) DEFAULT '' NOT NULL,
	"no_hp" varchar(20) DEFAULT '' NOT NULL,
	"alamat" varchar(200) DEFAULT '' NOT NULL,
	"total_harga" bigint NOT NULL,
	"total_bayar" bigint NOT NULL,
	"kembalian" bigint DEFAULT 0 NOT NULL,
	"poin" integer DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'OPEN' NOT NULL,
	"no_batal" varchar(40) DEFAULT '' NOT NULL,
	"alasan_batal" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "penjualan_bayar" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"no_faktur_jual" varchar(40) NOT NULL,
	"jenis" varchar(20) NOT NULL,
	"jumlah" bigint NOT NULL,
	"kode_bank" varchar(20) DEFAULT '' NOT NULL,
	"kode_marketplace" varchar(20) DEFAULT '' NOT NULL,
	"no_referensi" varchar(50) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "penjualan_detail" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"no_faktur_jual" varchar(40) NOT NULL,
	"line_no" integer NOT NULL,
	"kode_barcode" varchar(8) NOT NULL,
	"nama_barang" varchar(100) NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"kode_baki" varchar(20) NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"kadar" varchar(20) NOT NULL,
	"harga_per_gram" bigint NOT NULL,
	"harga_emas" bigint NOT NULL,
	"ongkos" bigint DEFAULT 0 NOT NULL,
	"harga_atribut" bigint DEFAULT 0 NOT NULL,
	"diskon" bigint DEFAULT 0 NOT NULL,
	"harga" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "setting_nota" (
	"kode_toko" varchar(10) PRIMARY KEY NOT NULL,
	"header" varchar(300) DEFAULT '' NOT NULL,
	"footer" varchar(300) DEFAULT '' NOT NULL,
	"syarat_buyback" varchar(1000) DEFAULT '' NOT NULL,
	"ukuran_kertas" varchar(5) DEFAULT 'A5' NOT NULL,
	"updated_by" varchar(50) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "penjualan" ADD CONSTRAINT "penjualan_no_faktur_jual_documents_doc_no_fk" FOREIGN KEY ("no_faktur_jual") REFERENCES "public"."documents"("doc_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penjualan_bayar" ADD CONSTRAINT "penjualan_bayar_no_faktur_jual_penjualan_no_faktur_jual_fk" FOREIGN KEY ("no_faktur_jual") REFERENCES "public"."penjualan"("no_faktur_jual") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penjualan_detail" ADD CONSTRAINT "penjualan_detail_no_faktur_jual_penjualan_no_faktur_jual_fk" FOREIGN KEY ("no_faktur_jual") REFERENCES "public"."penjualan"("no_faktur_jual") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "penjualan_toko_tgl_idx" ON "penjualan" USING btree ("kode_toko","tgl_system");--> statement-breakpoint
CREATE INDEX "penjualan_member_idx" ON "penjualan" USING btree ("kode_member");--> statement-breakpoint
CREATE INDEX "penjualan_tgl_idx" ON "penjualan" USING btree ("tgl_system");--> statement-breakpoint
CREATE INDEX "penjualan_bayar_faktur_idx" ON "penjualan_bayar" USING btree ("no_faktur_jual");--> statement-breakpoint
CREATE INDEX "penjualan_bayar_marketplace_idx" ON "penjualan_bayar" USING btree ("kode_marketplace");--> statement-breakpoint
CREATE INDEX "penjualan_detail_faktur_idx" ON "penjualan_detail" USING btree ("no_faktur_jual","line_no");--> statement-breakpoint
CREATE INDEX "penjualan_detail_barcode_idx" ON "penjualan_detail" USING btree ("kode_barcode");--> statement-breakpoint
-- hand-written (penjualan)
ALTER TABLE "penjualan" ADD CONSTRAINT "penjualan_status_check" CHECK ("status" IN ('OPEN', 'BATAL'));--> statement-breakpoint
ALTER TABLE "penjualan" ADD CONSTRAINT "penjualan_money_check" CHECK ("total_harga" >= 0 AND "kembalian" >= 0 AND "total_bayar" >= "total_harga" AND "poin" >= 0);--> statement-breakpoint
ALTER TABLE "penjualan_bayar" ADD CONSTRAINT "penjualan_bayar_jumlah_check" CHECK ("jumlah" > 0);--> statement-breakpoint
ALTER TABLE "penjualan_detail" ADD CONSTRAINT "penjualan_detail_money_check" CHECK ("harga" >= 0 AND "diskon" >= 0 AND "ongkos" >= 0);
