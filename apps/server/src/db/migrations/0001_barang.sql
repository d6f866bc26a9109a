CREATE TABLE "barang_mutasi" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"doc_no" varchar(40) NOT NULL,
	"doc_type" varchar(20) NOT NULL,
	"tgl_system" date NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"kode_barcode" varchar(8) NOT NULL,
	"nama_barang" varchar(150) NOT NULL,
	"kode_group_asal" varchar(20) NOT NULL,
	"kode_group_tujuan" varchar(20) NOT NULL,
	"kode_dept_asal" varchar(20) NOT NULL,
	"kode_dept_tujuan" varchar(20) NOT NULL,
	"lokasi_asal" varchar(60) NOT NULL,
	"lokasi_tujuan" varchar(60) NOT NULL,
	"kode_baki_asal" varchar(20) DEFAULT '' NOT NULL,
	"kode_baki_tujuan" varchar(20) DEFAULT '' NOT NULL,
	"berat_asal" numeric(12, 3) DEFAULT '0' NOT NULL,
	"berat_tujuan" numeric(12, 3) DEFAULT '0' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cucian" (
	"no_cucian" varchar(40) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_kirim" date NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT 'OPEN' NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cucian_detail" (
	"no_cucian" varchar(40) NOT NULL,
	"kode_barcode" varchar(8) NOT NULL,
	"kode_baki_asal" varchar(20) NOT NULL,
	"berat_awal" numeric(12, 3) DEFAULT '0' NOT NULL,
	"berat_akhir" numeric(12, 3),
	"status" varchar(10) DEFAULT 'CUCI' NOT NULL,
	"no_ambil" varchar(40),
	"kode_baki_kembali" varchar(20),
	"tgl_ambil" date,
	CONSTRAINT "cucian_detail_no_cucian_kode_barcode_pk" PRIMARY KEY("no_cucian","kode_barcode")
);
--> statement-breakpoint
CREATE TABLE "kirim_barang" (
	"no_kirim" varchar(40) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tujuan" varchar(10) NOT NULL,
	"tgl_kirim" date NOT NULL,
	"kode_group" varchar(20) DEFAULT 'SEMUA' NOT NULL,
	"kode_dept" varchar(20) DEFAULT 'SEMUA' NOT NULL,
	"status" varchar(10) DEFAULT 'DIKIRIM' NOT NULL,
	"qty" integer NOT NULL,
	"berat" numeric(14, 3) DEFAULT '0' NOT NULL,
	"qty_terima" integer DEFAULT 0 NOT NULL,
	"berat_terima" numeric(14, 3) DEFAULT '0' NOT NULL,
	"tgl_terima_akhir" date,
	"user_id" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kirim_barang_detail" (
	"no_kirim" varchar(40) NOT NULL,
	"kode_barcode" varchar(8) NOT NULL,
	"line_no" integer NOT NULL,
	"nama_barang" varchar(150) NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"tipe_barang" varchar(2) NOT NULL,
	"kode_gudang" varchar(20) NOT NULL,
	"kode_baki" varchar(20) NOT NULL,
	"berat" numeric(12, 3) DEFAULT '0' NOT NULL,
	"status" varchar(10) DEFAULT 'TRANSIT' NOT NULL,
	"no_terima" varchar(40),
	"kode_baki_terima" varchar(20),
	"tgl_terima" date,
	CONSTRAINT "kirim_barang_detail_no_kirim_kode_barcode_pk" PRIMARY KEY("no_kirim","kode_barcode")
);
--> statement-breakpoint
CREATE TABLE "stock_opname_barang" (
	"no_so" varchar(40) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"kode_baki" varchar(20) NOT NULL,
	"tgl_system" date NOT NULL,
	"qty_sistem" integer NOT NULL,
	"berat_sistem" numeric(14, 3) DEFAULT '0' NOT NULL,
	"qty_ditemukan" integer NOT NULL,
	"qty_hilang" integer NOT NULL,
	"qty_lebih" integer NOT NULL,
	"berat_selisih" numeric(14, 3) DEFAULT '0' NOT NULL,
	"alasan" varchar(200) NOT NULL,
	"doc_no" varchar(40),
	"user_id" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_opname_barang_detail" (
	"no_so" varchar(40) NOT NULL,
	"kode_barcode" varchar(8) NOT NULL,
	"hasil" varchar(16) NOT NULL,
	"lokasi" varchar(60) DEFAULT '' NOT NULL,
	"berat_sistem" numeric(12, 3) DEFAULT '0' NOT NULL,
	"berat_hitung" numeric(12, 3) DEFAULT '0' NOT NULL,
	CONSTRAINT "stock_opname_barang_detail_no_so_kode_barcode_pk" PRIMARY KEY("no_so","kode_barcode")
);
--> statement-breakpoint
CREATE TABLE "terima_barang" (
	"no_terima" varchar(40) PRIMARY KEY NOT NULL,
	"no_kirim" varchar(40) NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"kode_baki" varchar(20) NOT NULL,
	"tgl_terima" date NOT NULL,
	"qty" integer NOT NULL,
	"berat" numeric(14, 3) DEFAULT '0' NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timbang_baki" (
	"no_timbang" varchar(40) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"kode_gudang" varchar(20) NOT NULL,
	"kode_baki" varchar(20) NOT NULL,
	"tgl_system" date NOT NULL,
	"qty" integer NOT NULL,
	"berat_sistem" numeric(14, 3) DEFAULT '0' NOT NULL,
	"berat_bandrol" numeric(14, 3) DEFAULT '0' NOT NULL,
	"berat_plastik" numeric(14, 3) DEFAULT '0' NOT NULL,
	"berat_atribut" numeric(14, 3) DEFAULT '0' NOT NULL,
	"berat_baki" numeric(14, 3) DEFAULT '0' NOT NULL,
	"berat_timbangan" numeric(14, 3) DEFAULT '0' NOT NULL,
	"selisih" numeric(14, 3) DEFAULT '0' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "barang_toko_baki_idx";--> statement-breakpoint
ALTER TABLE "barang" ADD COLUMN "berat_tukang" numeric(12, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "cucian_detail" ADD CONSTRAINT "cucian_detail_no_cucian_cucian_no_cucian_fk" FOREIGN KEY ("no_cucian") REFERENCES "public"."cucian"("no_cucian") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kirim_barang_detail" ADD CONSTRAINT "kirim_barang_detail_no_kirim_kirim_barang_no_kirim_fk" FOREIGN KEY ("no_kirim") REFERENCES "public"."kirim_barang"("no_kirim") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_opname_barang_detail" ADD CONSTRAINT "stock_opname_barang_detail_no_so_stock_opname_barang_no_so_fk" FOREIGN KEY ("no_so") REFERENCES "public"."stock_opname_barang"("no_so") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terima_barang" ADD CONSTRAINT "terima_barang_no_kirim_kirim_barang_no_kirim_fk" FOREIGN KEY ("no_kirim") REFERENCES "public"."kirim_barang"("no_kirim") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "barang_mutasi_toko_type_date_idx" ON "barang_mutasi" USING btree ("kode_toko","doc_type","tgl_system");--> statement-breakpoint
CREATE INDEX "barang_mutasi_doc_idx" ON "barang_mutasi" USING btree ("doc_no");--> statement-breakpoint
CREATE INDEX "barang_mutasi_barcode_idx" ON "barang_mutasi" USING btree ("kode_barcode");--> statement-breakpoint
CREATE INDEX "cucian_toko_status_idx" ON "cucian" USING btree ("kode_toko","status");--> statement-breakpoint
CREATE INDEX "kirim_barang_toko_date_idx" ON "kirim_barang" USING btree ("kode_toko","tgl_kirim");--> statement-breakpoint
CREATE INDEX "kirim_barang_tujuan_status_idx" ON "kirim_barang" USING btree ("tujuan","status","tgl_kirim");--> statement-breakpoint
CREATE INDEX "kirim_barang_detail_barcode_idx" ON "kirim_barang_detail" USING btree ("kode_barcode");--> statement-breakpoint
CREATE INDEX "stock_opname_barang_toko_date_idx" ON "stock_opname_barang" USING btree ("kode_toko","tgl_system");--> statement-breakpoint
CREATE INDEX "terima_barang_kirim_idx" ON "terima_barang" USING btree ("no_kirim");--> statement-breakpoint
CREATE INDEX "terima_barang_toko_date_idx" ON "terima_barang" USING btree ("kode_toko","tgl_terima");--> statement-breakpoint
CREATE INDEX "timbang_baki_toko_date_idx" ON "timbang_baki" USING btree ("kode_toko","tgl_system");--> statement-breakpoint
CREATE INDEX "barang_toko_baki_idx" ON "barang" USING btree ("kode_toko","kode_baki","kode_barcode");