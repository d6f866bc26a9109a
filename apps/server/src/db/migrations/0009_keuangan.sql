CREATE TABLE "rekening" (
	"kode_rekening" varchar(20) PRIMARY KEY NOT NULL,
	"nama_bank" varchar(100) NOT NULL,
	"no_rekening" varchar(30) NOT NULL,
	"atas_nama" varchar(100) NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "setor_pusat" (
	"no_setor" varchar(40) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_setor" date NOT NULL,
	"jumlah" bigint NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"no_terima" varchar(40),
	"tgl_terima" date,
	"kode_toko_terima" varchar(10),
	"diterima_oleh" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaksi_keuangan" (
	"no_transaksi" varchar(40) PRIMARY KEY NOT NULL,
	"doc_type" varchar(20) NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"kode_transaksi" varchar(10) NOT NULL,
	"kode_rekening" varchar(20),
	"referensi" varchar(50) DEFAULT '' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"jumlah" bigint NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kode_transaksi" ADD COLUMN "arus_kas" varchar(10);--> statement-breakpoint
ALTER TABLE "rekening" ADD CONSTRAINT "rekening_kode_toko_tokos_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."tokos"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rekening_toko_idx" ON "rekening" USING btree ("kode_toko");--> statement-breakpoint
CREATE INDEX "setor_pusat_toko_idx" ON "setor_pusat" USING btree ("kode_toko","tgl_setor");--> statement-breakpoint
CREATE INDEX "transaksi_keuangan_toko_tgl_idx" ON "transaksi_keuangan" USING btree ("kode_toko","tgl_system");