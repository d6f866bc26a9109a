CREATE TABLE "baki" (
	"kode_baki" varchar(20) PRIMARY KEY NOT NULL,
	"nama_baki" varchar(100) NOT NULL,
	"kode_gudang" varchar(20) NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"berat_baki" numeric(12, 3) DEFAULT '0' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gudang" (
	"kode_gudang" varchar(20) PRIMARY KEY NOT NULL,
	"nama_gudang" varchar(100) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tokos" (
	"kode_toko" varchar(10) PRIMARY KEY NOT NULL,
	"nama_toko" varchar(100) NOT NULL,
	"alamat_toko" varchar(255) DEFAULT '' NOT NULL,
	"tgl_system" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"kode_group" varchar(20) PRIMARY KEY NOT NULL,
	"nama_group" varchar(100) NOT NULL,
	"harga" bigint DEFAULT 0 NOT NULL,
	"persentase" numeric(6, 2) DEFAULT '0' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jenis" (
	"kode_dept" varchar(20) PRIMARY KEY NOT NULL,
	"nama_dept" varchar(100) NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"kode_kategori_produk" varchar(20),
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kategori_produk" (
	"kode_kategori_produk" varchar(20) PRIMARY KEY NOT NULL,
	"nama_kategori_produk" varchar(100) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "barang" (
	"kode_barcode" varchar(8) PRIMARY KEY NOT NULL,
	"kode_barang" varchar(30) DEFAULT '-' NOT NULL,
	"kode_intern" varchar(30) DEFAULT '-' NOT NULL,
	"tag_id" varchar(30) DEFAULT '-' NOT NULL,
	"nama_barang" varchar(150) NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"kode_toko" varchar(10),
	"kode_gudang" varchar(20),
	"kode_baki" varchar(20),
	"lokasi" varchar(60),
	"tipe_barang" varchar(2) DEFAULT 'A' NOT NULL,
	"berat" numeric(12, 3) DEFAULT '0' NOT NULL,
	"berat_asli" numeric(12, 3) DEFAULT '0' NOT NULL,
	"berat_awal" numeric(12, 3) DEFAULT '0' NOT NULL,
	"berat_customer" numeric(12, 3) DEFAULT '0' NOT NULL,
	"berat_tukang" numeric(12, 3) DEFAULT '0' NOT NULL,
	"berat_susut" numeric(12, 3) DEFAULT '0' NOT NULL,
	"susut_tukang" numeric(12, 3) DEFAULT '0' NOT NULL,
	"berat_cad" numeric(12, 3) DEFAULT '0' NOT NULL,
	"berat_atribut" numeric(12, 3) DEFAULT '0' NOT NULL,
	"berat_bandrol" numeric(12, 3) DEFAULT '0' NOT NULL,
	"berat_plastik" numeric(12, 3) DEFAULT '0' NOT NULL,
	"kadar" varchar(10) DEFAULT '' NOT NULL,
	"kadar_cetak" varchar(10) DEFAULT '' NOT NULL,
	"kadar_modal" varchar(10) DEFAULT '' NOT NULL,
	"nama_atribut" varchar(60) DEFAULT '-' NOT NULL,
	"harga_atribut" bigint DEFAULT 0 NOT NULL,
	"harga_beli" bigint DEFAULT 0 NOT NULL,
	"harga_skrg" bigint DEFAULT 0 NOT NULL,
	"harga_jual" bigint DEFAULT 0 NOT NULL,
	"harga_estimasi" bigint DEFAULT 0 NOT NULL,
	"harga_total" bigint DEFAULT 0 NOT NULL,
	"ongkos" bigint DEFAULT 0 NOT NULL,
	"stock_on_hand" integer DEFAULT 1 NOT NULL,
	"tgl_last_beli" date,
	"tgl_last_jual" date,
	"is_markis" boolean DEFAULT false NOT NULL,
	"no_pesanan" varchar(30) DEFAULT '-' NOT NULL,
	"no_kirim" varchar(30) DEFAULT '-' NOT NULL,
	"foto" varchar(255),
	"status" varchar(20) DEFAULT 'AKTIF' NOT NULL,
	"tujuan" varchar(10),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event" varchar(40) NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"user_key" varchar(50) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"first_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_menus" (
	"user_id" varchar(50) NOT NULL,
	"menu_name" varchar(100) NOT NULL,
	CONSTRAINT "user_menus_user_id_menu_name_pk" PRIMARY KEY("user_id","menu_name")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" varchar(50) PRIMARY KEY NOT NULL,
	"user_name" varchar(100) NOT NULL,
	"password_hash" varchar(255) NOT NULL,
	"level" varchar(10) NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_numbers" (
	"prefix" varchar(10) NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"period" varchar(8) NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "doc_numbers_prefix_kode_toko_period_pk" PRIMARY KEY("prefix","kode_toko","period")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"doc_no" varchar(40) PRIMARY KEY NOT NULL,
	"doc_type" varchar(20) NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"reverses_doc_no" varchar(40),
	"note" varchar(255) DEFAULT '' NOT NULL,
	"total_harga" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eod_closes" (
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"tgl_system_baru" date NOT NULL,
	"closed_by" varchar(50) NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"total_qty" integer NOT NULL,
	"total_berat" numeric(14, 3) NOT NULL,
	CONSTRAINT "eod_closes_kode_toko_tgl_system_pk" PRIMARY KEY("kode_toko","tgl_system")
);
--> statement-breakpoint
CREATE TABLE "eod_snapshots" (
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"place" varchar(60) NOT NULL,
	"kode_gudang" varchar(20) NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"qty" integer NOT NULL,
	"berat" numeric(14, 3) NOT NULL,
	CONSTRAINT "eod_snapshots_kode_toko_tgl_system_place_kode_group_kode_dept_pk" PRIMARY KEY("kode_toko","tgl_system","place","kode_group","kode_dept")
);
--> statement-breakpoint
CREATE TABLE "stock_balances" (
	"place" varchar(60) NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"place_toko" varchar(10) NOT NULL,
	"kode_gudang" varchar(20) NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"berat" numeric(14, 3) DEFAULT '0' NOT NULL,
	CONSTRAINT "stock_balances_place_kode_group_kode_dept_pk" PRIMARY KEY("place","kode_group","kode_dept")
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"doc_no" varchar(40) NOT NULL,
	"line_no" integer NOT NULL,
	"doc_type" varchar(20) NOT NULL,
	"tgl_system" date NOT NULL,
	"place" varchar(60) NOT NULL,
	"place_toko" varchar(10) NOT NULL,
	"kode_gudang" varchar(20) NOT NULL,
	"kode_barcode" varchar(8),
	"kode_group" varchar(20) NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"qty" integer NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"reason" varchar(60) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "atribut" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"nama_atribut" varchar(60) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "atribut_nama_atribut_unique" UNIQUE("nama_atribut")
);
--> statement-breakpoint
CREATE TABLE "bandrol" (
	"kode_bandrol" varchar(20) PRIMARY KEY NOT NULL,
	"nama_bandrol" varchar(100) NOT NULL,
	"berat_bandrol" numeric(12, 3) DEFAULT '0' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hadiah" (
	"kode_hadiah" varchar(20) PRIMARY KEY NOT NULL,
	"nama_hadiah" varchar(100) NOT NULL,
	"poin" integer DEFAULT 0 NOT NULL,
	"stok" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "harga_emas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"tgl_berlaku" date NOT NULL,
	"harga" bigint DEFAULT 0 NOT NULL,
	"harga_beli" bigint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kadar" (
	"kode_kadar" varchar(10) PRIMARY KEY NOT NULL,
	"nama_kadar" varchar(100) NOT NULL,
	"persentase" numeric(6, 2) DEFAULT '0' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kode_transaksi" (
	"kode_transaksi" varchar(10) PRIMARY KEY NOT NULL,
	"nama_transaksi" varchar(100) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kondisi_barang" (
	"kondisi" varchar(20) PRIMARY KEY NOT NULL,
	"keterangan" varchar(100) DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kondisi_pembelian" (
	"kode_kondisi_beli" varchar(20) PRIMARY KEY NOT NULL,
	"nama_kondisi_beli" varchar(100) NOT NULL,
	"potongan_persen" numeric(6, 2) DEFAULT '0' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kondisi_pinjaman" (
	"kode_kondisi_pinjaman" varchar(20) PRIMARY KEY NOT NULL,
	"nama_kondisi_pinjaman" varchar(100) NOT NULL,
	"bunga_persen" numeric(6, 2) DEFAULT '0' NOT NULL,
	"taksiran_persen" numeric(6, 2) DEFAULT '0' NOT NULL,
	"lama_hari" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labeling" (
	"kode_labeling" varchar(20) PRIMARY KEY NOT NULL,
	"nama_labeling" varchar(100) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace" (
	"kode_marketplace" varchar(20) PRIMARY KEY NOT NULL,
	"nama_marketplace" varchar(100) NOT NULL,
	"biaya_persen" numeric(6, 2) DEFAULT '0' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pabrik" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"nama_pabrik" varchar(100) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "pabrik_nama_pabrik_unique" UNIQUE("nama_pabrik")
);
--> statement-breakpoint
CREATE TABLE "para_system" (
	"key" varchar(50) PRIMARY KEY NOT NULL,
	"value" varchar(255) NOT NULL,
	"keterangan" varchar(255) DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parameter_point" (
	"kode_point" varchar(20) PRIMARY KEY NOT NULL,
	"nama_point" varchar(100) NOT NULL,
	"kelipatan" bigint DEFAULT 0 NOT NULL,
	"poin" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rugi_nota" (
	"kode_rugi_nota" varchar(20) PRIMARY KEY NOT NULL,
	"nama_rugi_nota" varchar(100) NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"rugi_persen" numeric(6, 2) DEFAULT '0' NOT NULL,
	"rugi_per_gram" bigint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"kode_sales" varchar(20) PRIMARY KEY NOT NULL,
	"nama_sales" varchar(100) NOT NULL,
	"nama_pabrik" varchar(100),
	"no_hp" varchar(20) DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tukang" (
	"kode_tukang" varchar(20) PRIMARY KEY NOT NULL,
	"nama_tukang" varchar(100) NOT NULL,
	"alamat" varchar(255) DEFAULT '' NOT NULL,
	"no_hp" varchar(20) DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "baki" ADD CONSTRAINT "baki_kode_gudang_gudang_kode_gudang_fk" FOREIGN KEY ("kode_gudang") REFERENCES "public"."gudang"("kode_gudang") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baki" ADD CONSTRAINT "baki_kode_toko_tokos_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."tokos"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenis" ADD CONSTRAINT "jenis_kode_group_groups_kode_group_fk" FOREIGN KEY ("kode_group") REFERENCES "public"."groups"("kode_group") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenis" ADD CONSTRAINT "jenis_kode_kategori_produk_kategori_produk_kode_kategori_produk_fk" FOREIGN KEY ("kode_kategori_produk") REFERENCES "public"."kategori_produk"("kode_kategori_produk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barang" ADD CONSTRAINT "barang_kode_group_groups_kode_group_fk" FOREIGN KEY ("kode_group") REFERENCES "public"."groups"("kode_group") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barang" ADD CONSTRAINT "barang_kode_dept_jenis_kode_dept_fk" FOREIGN KEY ("kode_dept") REFERENCES "public"."jenis"("kode_dept") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barang" ADD CONSTRAINT "barang_kode_toko_tokos_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."tokos"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_menus" ADD CONSTRAINT "user_menus_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_kode_toko_tokos_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."tokos"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_doc_no_documents_doc_no_fk" FOREIGN KEY ("doc_no") REFERENCES "public"."documents"("doc_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cucian_detail" ADD CONSTRAINT "cucian_detail_no_cucian_cucian_no_cucian_fk" FOREIGN KEY ("no_cucian") REFERENCES "public"."cucian"("no_cucian") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kirim_barang_detail" ADD CONSTRAINT "kirim_barang_detail_no_kirim_kirim_barang_no_kirim_fk" FOREIGN KEY ("no_kirim") REFERENCES "public"."kirim_barang"("no_kirim") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_opname_barang_detail" ADD CONSTRAINT "stock_opname_barang_detail_no_so_stock_opname_barang_no_so_fk" FOREIGN KEY ("no_so") REFERENCES "public"."stock_opname_barang"("no_so") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terima_barang" ADD CONSTRAINT "terima_barang_no_kirim_kirim_barang_no_kirim_fk" FOREIGN KEY ("no_kirim") REFERENCES "public"."kirim_barang"("no_kirim") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harga_emas" ADD CONSTRAINT "harga_emas_kode_group_groups_kode_group_fk" FOREIGN KEY ("kode_group") REFERENCES "public"."groups"("kode_group") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rugi_nota" ADD CONSTRAINT "rugi_nota_kode_group_groups_kode_group_fk" FOREIGN KEY ("kode_group") REFERENCES "public"."groups"("kode_group") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_nama_pabrik_pabrik_nama_pabrik_fk" FOREIGN KEY ("nama_pabrik") REFERENCES "public"."pabrik"("nama_pabrik") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "baki_toko_gudang_idx" ON "baki" USING btree ("kode_toko","kode_gudang");--> statement-breakpoint
CREATE INDEX "baki_gudang_idx" ON "baki" USING btree ("kode_gudang");--> statement-breakpoint
CREATE INDEX "jenis_group_idx" ON "jenis" USING btree ("kode_group");--> statement-breakpoint
CREATE INDEX "jenis_kategori_produk_idx" ON "jenis" USING btree ("kode_kategori_produk");--> statement-breakpoint
CREATE INDEX "barang_barcode_prefix_idx" ON "barang" USING btree ("kode_barcode" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "barang_toko_baki_idx" ON "barang" USING btree ("kode_toko","kode_baki","kode_barcode");--> statement-breakpoint
CREATE INDEX "barang_toko_gudang_group_dept_idx" ON "barang" USING btree ("kode_toko","kode_gudang","kode_group","kode_dept");--> statement-breakpoint
CREATE INDEX "barang_toko_group_baki_idx" ON "barang" USING btree ("kode_toko","kode_group","kode_baki","kode_barcode");--> statement-breakpoint
CREATE INDEX "barang_toko_dept_baki_idx" ON "barang" USING btree ("kode_toko","kode_dept","kode_baki","kode_barcode");--> statement-breakpoint
CREATE INDEX "barang_lokasi_idx" ON "barang" USING btree ("lokasi");--> statement-breakpoint
CREATE INDEX "barang_atribut_idx" ON "barang" USING btree ("nama_atribut");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_toko_created_idx" ON "audit_log" USING btree ("kode_toko","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "documents_toko_date_idx" ON "documents" USING btree ("kode_toko","tgl_system");--> statement-breakpoint
CREATE INDEX "documents_type_idx" ON "documents" USING btree ("doc_type");--> statement-breakpoint
CREATE INDEX "stock_balances_toko_idx" ON "stock_balances" USING btree ("place_toko","kode_gudang");--> statement-breakpoint
CREATE INDEX "stock_movements_doc_idx" ON "stock_movements" USING btree ("doc_no");--> statement-breakpoint
CREATE INDEX "stock_movements_place_idx" ON "stock_movements" USING btree ("place","kode_group","kode_dept");--> statement-breakpoint
CREATE INDEX "stock_movements_toko_date_idx" ON "stock_movements" USING btree ("place_toko","tgl_system");--> statement-breakpoint
CREATE INDEX "stock_movements_barcode_idx" ON "stock_movements" USING btree ("kode_barcode");--> statement-breakpoint
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
CREATE UNIQUE INDEX "harga_emas_group_tgl_uq" ON "harga_emas" USING btree ("kode_group","tgl_berlaku");--> statement-breakpoint
CREATE INDEX "rugi_nota_group_idx" ON "rugi_nota" USING btree ("kode_group");--> statement-breakpoint
CREATE INDEX "sales_pabrik_idx" ON "sales" USING btree ("nama_pabrik");