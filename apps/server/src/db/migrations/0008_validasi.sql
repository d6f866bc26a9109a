CREATE TABLE "setting_toko" (
	"kode_toko" varchar(10) PRIMARY KEY NOT NULL,
	"wajib_validasi_tutup_toko" boolean DEFAULT true NOT NULL,
	"updated_by" varchar(50) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "validasi_transaksi" (
	"no_faktur" varchar(40) PRIMARY KEY NOT NULL,
	"doc_type" varchar(20) NOT NULL,
	"jenis" varchar(10) NOT NULL,
	"no_validasi" varchar(40) NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "setting_toko" ADD CONSTRAINT "setting_toko_kode_toko_tokos_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."tokos"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "validasi_transaksi_toko_tgl_idx" ON "validasi_transaksi" USING btree ("kode_toko","tgl_system");--> statement-breakpoint
CREATE INDEX "validasi_transaksi_no_idx" ON "validasi_transaksi" USING btree ("no_validasi");--> statement-breakpoint
-- hand-written (validasi)
ALTER TABLE "validasi_transaksi" ADD CONSTRAINT "validasi_transaksi_doc_fk" FOREIGN KEY ("no_faktur") REFERENCES "documents"("doc_no");--> statement-breakpoint
ALTER TABLE "validasi_transaksi" ADD CONSTRAINT "validasi_transaksi_doc_type_check" CHECK ("doc_type" IN ('PENJUALAN', 'PEMBELIAN') AND "jenis" IN ('JUAL', 'JUAL_BELI'));
