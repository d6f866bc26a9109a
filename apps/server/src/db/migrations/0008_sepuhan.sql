CREATE TABLE "barang_rusak" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"jenis_transaksi" varchar(4) NOT NULL,
	"no_ref" varchar(40) NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"place" varchar(60) NOT NULL,
	"place_kind" varchar(20) NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"qty" integer NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"berat_murni" numeric(12, 3) NOT NULL,
	"no_validasi" varchar(40),
	"tgl_validasi" date,
	"user_validasi" varchar(50),
	"is_batal" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kirim_labeling" (
	"no_kirim_stock" varchar(40) PRIMARY KEY NOT NULL,
	"no_terima_sepuh" varchar(40) NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"cabang" varchar(10) NOT NULL,
	"kode_baki" varchar(20) NOT NULL,
	"kode_baki_tujuan" varchar(20) NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"tipe_barang" varchar(4) NOT NULL,
	"qty" integer NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"berat_murni" numeric(12, 3) NOT NULL,
	"berat_atribut" numeric(12, 3) NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kirim_sepuh" (
	"no_sepuh" varchar(40) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"kode_tukang" varchar(20) NOT NULL,
	"status" varchar(10) DEFAULT 'OPEN' NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kirim_sepuh_detail" (
	"no_sepuh" varchar(40) NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"kode_baki" varchar(20) NOT NULL,
	"qty" integer NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"qty_sepuh" integer NOT NULL,
	"berat_sepuh" numeric(12, 3) NOT NULL,
	"murni_sepuh" numeric(12, 3) NOT NULL,
	"qty_rusak" integer NOT NULL,
	"berat_rusak" numeric(12, 3) NOT NULL,
	"murni_rusak" numeric(12, 3) NOT NULL,
	"no_sortirs" varchar(2000) DEFAULT '' NOT NULL,
	"no_terima_sepuh" varchar(40),
	CONSTRAINT "kirim_sepuh_detail_no_sepuh_kode_dept_pk" PRIMARY KEY("no_sepuh","kode_dept")
);
--> statement-breakpoint
CREATE TABLE "sortir_pembelian" (
	"no_sortir" varchar(40) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"kode_gudang" varchar(20) NOT NULL,
	"kode_baki" varchar(20) NOT NULL,
	"qty" integer NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"berat_murni" numeric(12, 3) NOT NULL,
	"qty_asal" integer NOT NULL,
	"berat_asal" numeric(12, 3) NOT NULL,
	"qty_bos" integer NOT NULL,
	"berat_bos" numeric(12, 3) NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"no_batal" varchar(40),
	"tgl_batal" date,
	"user_batal" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sortir_pembelian_detail" (
	"no_sortir" varchar(40) NOT NULL,
	"kode_lot" varchar(40) NOT NULL,
	"no_faktur_beli" varchar(40) NOT NULL,
	"line_no" integer NOT NULL,
	"nama_barang" varchar(150) NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"kondisi" varchar(20) NOT NULL,
	"kadar" varchar(10) NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"berat_murni" numeric(12, 3) NOT NULL,
	"harga" bigint NOT NULL,
	"kode_baki" varchar(20) NOT NULL,
	"no_sortir_sepuh" varchar(40),
	CONSTRAINT "sortir_pembelian_detail_no_sortir_kode_lot_pk" PRIMARY KEY("no_sortir","kode_lot")
);
--> statement-breakpoint
CREATE TABLE "sortir_sepuh" (
	"no_sortir" varchar(40) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"kode_baki" varchar(20) NOT NULL,
	"qty" integer NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"berat_murni" numeric(12, 3) NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"no_batal" varchar(40),
	"tgl_batal" date,
	"user_batal" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sortir_sepuh_detail" (
	"no_sortir" varchar(40) NOT NULL,
	"kode_lot" varchar(40) NOT NULL,
	"no_sortir_asal" varchar(40) NOT NULL,
	"no_faktur_beli" varchar(40) NOT NULL,
	"nama_barang" varchar(150) NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"kondisi" varchar(20) NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"berat_murni" numeric(12, 3) NOT NULL,
	"kode_baki_asal" varchar(20) NOT NULL,
	"kode_baki" varchar(20) NOT NULL,
	"no_sepuh" varchar(40),
	CONSTRAINT "sortir_sepuh_detail_no_sortir_kode_lot_pk" PRIMARY KEY("no_sortir","kode_lot")
);
--> statement-breakpoint
CREATE TABLE "terima_sepuh" (
	"no_terima_sepuh" varchar(40) PRIMARY KEY NOT NULL,
	"no_sepuh" varchar(40) NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"kode_baki" varchar(20) NOT NULL,
	"kode_tukang" varchar(20) NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terima_sepuh_detail" (
	"no_terima_sepuh" varchar(40) NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"kode_baki" varchar(20) NOT NULL,
	"qty_sepuh" integer NOT NULL,
	"berat_sepuh" numeric(12, 3) NOT NULL,
	"murni_sepuh" numeric(12, 3) NOT NULL,
	"berat_timbangan" numeric(12, 3) NOT NULL,
	"qty_terima" integer NOT NULL,
	"berat_terima" numeric(12, 3) NOT NULL,
	"murni_terima" numeric(12, 3) NOT NULL,
	"qty_rusak" integer NOT NULL,
	"berat_rusak" numeric(12, 3) NOT NULL,
	"murni_rusak" numeric(12, 3) NOT NULL,
	"berat_selisih" numeric(12, 3) NOT NULL,
	"murni_selisih" numeric(12, 3) NOT NULL,
	"qty_kirim" integer DEFAULT 0 NOT NULL,
	"berat_kirim" numeric(12, 3) DEFAULT '0' NOT NULL,
	"murni_kirim" numeric(12, 3) DEFAULT '0' NOT NULL,
	CONSTRAINT "terima_sepuh_detail_no_terima_sepuh_kode_dept_pk" PRIMARY KEY("no_terima_sepuh","kode_dept")
);
--> statement-breakpoint
ALTER TABLE "tukang" ADD COLUMN "toleransi_susut_sepuh" numeric(6, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "kirim_labeling" ADD CONSTRAINT "kirim_labeling_no_terima_sepuh_terima_sepuh_no_terima_sepuh_fk" FOREIGN KEY ("no_terima_sepuh") REFERENCES "public"."terima_sepuh"("no_terima_sepuh") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kirim_sepuh_detail" ADD CONSTRAINT "kirim_sepuh_detail_no_sepuh_kirim_sepuh_no_sepuh_fk" FOREIGN KEY ("no_sepuh") REFERENCES "public"."kirim_sepuh"("no_sepuh") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sortir_pembelian_detail" ADD CONSTRAINT "sortir_pembelian_detail_no_sortir_sortir_pembelian_no_sortir_fk" FOREIGN KEY ("no_sortir") REFERENCES "public"."sortir_pembelian"("no_sortir") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sortir_sepuh_detail" ADD CONSTRAINT "sortir_sepuh_detail_no_sortir_sortir_sepuh_no_sortir_fk" FOREIGN KEY ("no_sortir") REFERENCES "public"."sortir_sepuh"("no_sortir") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terima_sepuh" ADD CONSTRAINT "terima_sepuh_no_sepuh_kirim_sepuh_no_sepuh_fk" FOREIGN KEY ("no_sepuh") REFERENCES "public"."kirim_sepuh"("no_sepuh") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terima_sepuh_detail" ADD CONSTRAINT "terima_sepuh_detail_no_terima_sepuh_terima_sepuh_no_terima_sepuh_fk" FOREIGN KEY ("no_terima_sepuh") REFERENCES "public"."terima_sepuh"("no_terima_sepuh") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "barang_rusak_ref_uq" ON "barang_rusak" USING btree ("no_ref","kode_group","kode_dept");--> statement-breakpoint
CREATE INDEX "barang_rusak_open_idx" ON "barang_rusak" USING btree ("kode_toko","no_validasi","tgl_system");--> statement-breakpoint
CREATE INDEX "barang_rusak_validasi_idx" ON "barang_rusak" USING btree ("tgl_validasi");--> statement-breakpoint
CREATE INDEX "kirim_labeling_toko_tgl_idx" ON "kirim_labeling" USING btree ("kode_toko","tgl_system");--> statement-breakpoint
CREATE INDEX "kirim_labeling_terima_idx" ON "kirim_labeling" USING btree ("no_terima_sepuh");--> statement-breakpoint
CREATE INDEX "kirim_sepuh_toko_status_idx" ON "kirim_sepuh" USING btree ("kode_toko","status");--> statement-breakpoint
CREATE INDEX "kirim_sepuh_toko_tgl_idx" ON "kirim_sepuh" USING btree ("kode_toko","tgl_system");--> statement-breakpoint
CREATE INDEX "sortir_pembelian_toko_tgl_idx" ON "sortir_pembelian" USING btree ("kode_toko","tgl_system");--> statement-breakpoint
CREATE INDEX "sortir_pembelian_tgl_batal_idx" ON "sortir_pembelian" USING btree ("tgl_batal");--> statement-breakpoint
CREATE INDEX "sortir_pembelian_detail_lot_idx" ON "sortir_pembelian_detail" USING btree ("kode_lot");--> statement-breakpoint
CREATE INDEX "sortir_pembelian_detail_sepuh_idx" ON "sortir_pembelian_detail" USING btree ("no_sortir_sepuh");--> statement-breakpoint
CREATE INDEX "sortir_sepuh_toko_tgl_idx" ON "sortir_sepuh" USING btree ("kode_toko","tgl_system");--> statement-breakpoint
CREATE INDEX "sortir_sepuh_baki_idx" ON "sortir_sepuh" USING btree ("kode_baki");--> statement-breakpoint
CREATE INDEX "sortir_sepuh_tgl_batal_idx" ON "sortir_sepuh" USING btree ("tgl_batal");--> statement-breakpoint
CREATE INDEX "sortir_sepuh_detail_tray_idx" ON "sortir_sepuh_detail" USING btree ("kode_baki","kode_dept","no_sepuh");--> statement-breakpoint
CREATE INDEX "terima_sepuh_toko_tgl_idx" ON "terima_sepuh" USING btree ("kode_toko","tgl_system");--> statement-breakpoint
CREATE INDEX "terima_sepuh_sepuh_idx" ON "terima_sepuh" USING btree ("no_sepuh");--> statement-breakpoint
-- hand-written (sepuhan)
CREATE INDEX "barang_rusak_waiting_idx" ON "barang_rusak" USING btree ("kode_toko","tgl_system") WHERE "no_validasi" IS NULL AND "is_batal" = 0;--> statement-breakpoint
ALTER TABLE "terima_sepuh_detail" ADD CONSTRAINT "terima_sepuh_detail_sisa_check" CHECK ("qty_kirim" <= "qty_terima" AND "berat_kirim" <= "berat_terima" AND "murni_kirim" <= "murni_terima");--> statement-breakpoint
ALTER TABLE "kirim_sepuh_detail" ADD CONSTRAINT "kirim_sepuh_detail_parts_check" CHECK ("berat_sepuh" + "berat_rusak" <= "berat" AND "qty_sepuh" + "qty_rusak" <= "qty");
