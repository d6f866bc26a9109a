CREATE TABLE "pesanan" (
	"no_pesanan" varchar(40) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_pesanan" date NOT NULL,
	"tgl_jatuh_tempo" date NOT NULL,
	"kode_member" varchar(30) DEFAULT '-' NOT NULL,
	"nama_customer" varchar(100) NOT NULL,
	"alamat" varchar(255) DEFAULT '-' NOT NULL,
	"no_hp" varchar(20) DEFAULT '-' NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"total_harga" bigint DEFAULT 0 NOT NULL,
	"uang_muka" bigint DEFAULT 0 NOT NULL,
	"status" varchar(12) DEFAULT 'OPEN' NOT NULL,
	"kode_tukang" varchar(20),
	"ongkos_tukang" bigint DEFAULT 0 NOT NULL,
	"berat_susut" numeric(12, 3) DEFAULT '0' NOT NULL,
	"tgl_bagi" date,
	"berat_selesai" numeric(12, 3) DEFAULT '0' NOT NULL,
	"susut_selesai" numeric(12, 3) DEFAULT '0' NOT NULL,
	"tgl_selesai" date,
	"no_selesai" varchar(40),
	"kode_barcode" varchar(8),
	"no_so_pesanan" varchar(40),
	"no_serah" varchar(40),
	"user_id" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pesanan_bayar" (
	"no_pesanan" varchar(40) NOT NULL,
	"line_no" integer NOT NULL,
	"jenis_bayar" varchar(30) NOT NULL,
	"jumlah" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "pesanan_bayar_no_pesanan_line_no_pk" PRIMARY KEY("no_pesanan","line_no")
);
--> statement-breakpoint
CREATE TABLE "pesanan_detail" (
	"no_pesanan" varchar(40) NOT NULL,
	"line_no" integer NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"jenis_pesanan" varchar(20) NOT NULL,
	"deskripsi" varchar(200) NOT NULL,
	"attribut" varchar(100) DEFAULT '-' NOT NULL,
	"size" varchar(20) DEFAULT '-' NOT NULL,
	"perkiraan_berat" numeric(12, 3) DEFAULT '0' NOT NULL,
	"perkiraan_kadar" varchar(10) DEFAULT '-' NOT NULL,
	"berat_atribut" numeric(12, 3) DEFAULT '0' NOT NULL,
	"harga_gram" bigint DEFAULT 0 NOT NULL,
	"harga_atribut" bigint DEFAULT 0 NOT NULL,
	"sub_total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "pesanan_detail_no_pesanan_line_no_pk" PRIMARY KEY("no_pesanan","line_no")
);
--> statement-breakpoint
CREATE TABLE "so_pesanan" (
	"no_so_pesanan" varchar(40) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"kode_tukang" varchar(20) NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"saldo_awal" numeric(12, 3) DEFAULT '0' NOT NULL,
	"berat_pakai" numeric(12, 3) DEFAULT '0' NOT NULL,
	"susut_pakai" numeric(12, 3) DEFAULT '0' NOT NULL,
	"ongkos" bigint DEFAULT 0 NOT NULL,
	"berat_sisa" numeric(12, 3) DEFAULT '0' NOT NULL,
	"setor" numeric(12, 3) DEFAULT '0' NOT NULL,
	"selisih" numeric(12, 3) DEFAULT '0' NOT NULL,
	"kode_baki" varchar(20) NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tukang_bahan" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"no_tambah_tukar" varchar(40) NOT NULL,
	"trx_type" varchar(10) NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"kode_tukang" varchar(20) NOT NULL,
	"jenis" varchar(10) NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"kode_baki" varchar(20) DEFAULT '' NOT NULL,
	"jml_bahan" numeric(12, 3) DEFAULT '0' NOT NULL,
	"berat_susut" numeric(12, 3) DEFAULT '0' NOT NULL,
	"saldo_akhir" numeric(12, 3) DEFAULT '0' NOT NULL,
	"no_ref" varchar(40) DEFAULT '' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tukang" ADD COLUMN "toleransi_susut" numeric(6, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "pesanan_toko_date_idx" ON "pesanan" USING btree ("kode_toko","tgl_pesanan");--> statement-breakpoint
CREATE INDEX "pesanan_status_idx" ON "pesanan" USING btree ("kode_toko","status");--> statement-breakpoint
CREATE INDEX "pesanan_tukang_idx" ON "pesanan" USING btree ("kode_tukang","kode_group","status");--> statement-breakpoint
CREATE INDEX "so_pesanan_toko_date_idx" ON "so_pesanan" USING btree ("kode_toko","tgl_system");--> statement-breakpoint
CREATE INDEX "so_pesanan_tukang_idx" ON "so_pesanan" USING btree ("kode_tukang","kode_group");--> statement-breakpoint
CREATE INDEX "tukang_bahan_toko_date_idx" ON "tukang_bahan" USING btree ("kode_toko","tgl_system");--> statement-breakpoint
CREATE INDEX "tukang_bahan_tukang_idx" ON "tukang_bahan" USING btree ("kode_tukang","kode_group","jenis");--> statement-breakpoint
CREATE INDEX "tukang_bahan_doc_idx" ON "tukang_bahan" USING btree ("no_tambah_tukar");--> statement-breakpoint
-- hand-written (tukang)
ALTER TABLE "pesanan" ADD CONSTRAINT "pesanan_status_check" CHECK ("status" IN ('OPEN', 'PROSES', 'SELESAI', 'DISERAHKAN'));--> statement-breakpoint
ALTER TABLE "pesanan" ADD CONSTRAINT "pesanan_uang_muka_check" CHECK ("uang_muka" >= 0 AND "uang_muka" <= "total_harga");--> statement-breakpoint
ALTER TABLE "tukang_bahan" ADD CONSTRAINT "tukang_bahan_trx_type_check" CHECK ("trx_type" IN ('TAMBAH', 'AMBIL', 'PAKAI', 'SETOR'));--> statement-breakpoint
ALTER TABLE "tukang_bahan" ADD CONSTRAINT "tukang_bahan_jenis_check" CHECK ("jenis" IN ('PATRI', 'BAHAN'));--> statement-breakpoint
ALTER TABLE "tukang" ADD CONSTRAINT "tukang_toleransi_susut_check" CHECK ("toleransi_susut" >= 0 AND "toleransi_susut" <= 100);--> statement-breakpoint
CREATE INDEX "pesanan_belum_so_idx" ON "pesanan" ("kode_toko", "kode_tukang", "kode_group") WHERE "no_so_pesanan" IS NULL AND "status" IN ('SELESAI', 'DISERAHKAN');--> statement-breakpoint
CREATE INDEX "pesanan_so_idx" ON "pesanan" ("no_so_pesanan") WHERE "no_so_pesanan" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "barang_no_pesanan_idx" ON "barang" ("no_pesanan") WHERE "no_pesanan" <> '-';--> statement-breakpoint
CREATE INDEX "tukang_bahan_ref_idx" ON "tukang_bahan" ("no_ref") WHERE "no_ref" <> '';
