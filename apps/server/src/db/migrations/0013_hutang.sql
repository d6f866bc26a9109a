CREATE TABLE "hutang" (
	"no_hutang" varchar(40) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"doc_no" varchar(40) NOT NULL,
	"kode_member" varchar(20),
	"nama_customer" varchar(100) NOT NULL,
	"no_ktp" varchar(16) NOT NULL,
	"no_hp" varchar(20) NOT NULL,
	"alamat" varchar(200) NOT NULL,
	"kode_kondisi_pinjaman" varchar(20) NOT NULL,
	"bunga_persen" numeric(7, 2) NOT NULL,
	"taksiran_persen" numeric(7, 2) NOT NULL,
	"lama_hari" integer NOT NULL,
	"periode_bunga" varchar(10) NOT NULL,
	"nilai_taksiran" bigint NOT NULL,
	"maks_pinjaman" bigint NOT NULL,
	"jumlah_pinjaman" bigint NOT NULL,
	"total_berat" numeric(12, 3) NOT NULL,
	"tgl_jatuh_tempo" date NOT NULL,
	"tgl_bunga" date NOT NULL,
	"status" varchar(12) DEFAULT 'AKTIF' NOT NULL,
	"tgl_pemberitahuan" date,
	"no_hutang_asal" varchar(40),
	"no_hutang_baru" varchar(40),
	"no_tutup" varchar(40),
	"tgl_tutup" date,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hutang_bayar" (
	"no_bayar" varchar(40) PRIMARY KEY NOT NULL,
	"no_hutang" varchar(40) NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"jenis" varchar(12) NOT NULL,
	"jumlah" bigint NOT NULL,
	"denda" bigint NOT NULL,
	"bunga" bigint NOT NULL,
	"pokok" bigint NOT NULL,
	"bunga_terhitung" bigint NOT NULL,
	"denda_terhitung" bigint NOT NULL,
	"tgl_jatuh_tempo_lama" date NOT NULL,
	"tgl_jatuh_tempo_baru" date,
	"tgl_bunga_lama" date NOT NULL,
	"no_hutang_baru" varchar(40),
	"disetujui_oleh" varchar(50),
	"is_batal" boolean DEFAULT false NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hutang_detail" (
	"no_hutang" varchar(40) NOT NULL,
	"line_no" integer NOT NULL,
	"kode_barcode" varchar(20),
	"nama_barang" varchar(150) NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"kadar" varchar(10) NOT NULL,
	"harga_per_gram" bigint NOT NULL,
	"nilai" bigint NOT NULL,
	"foto" text,
	CONSTRAINT "hutang_detail_no_hutang_line_no_pk" PRIMARY KEY("no_hutang","line_no")
);
--> statement-breakpoint
CREATE TABLE "hutang_setting_toko" (
	"kode_toko" varchar(10) PRIMARY KEY NOT NULL,
	"hutang_aktif" boolean DEFAULT false NOT NULL,
	"updated_by" varchar(50) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hutang_validasi" (
	"no_dokumen" varchar(40) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "hutang_toko_idx" ON "hutang" USING btree ("kode_toko","status");--> statement-breakpoint
CREATE INDEX "hutang_ktp_idx" ON "hutang" USING btree ("no_ktp");--> statement-breakpoint
CREATE INDEX "hutang_tempo_idx" ON "hutang" USING btree ("tgl_jatuh_tempo");--> statement-breakpoint
CREATE INDEX "hutang_bayar_hutang_idx" ON "hutang_bayar" USING btree ("no_hutang");--> statement-breakpoint
CREATE INDEX "hutang_bayar_tgl_idx" ON "hutang_bayar" USING btree ("kode_toko","tgl_system");--> statement-breakpoint
CREATE INDEX "hutang_detail_barcode_idx" ON "hutang_detail" USING btree ("kode_barcode");