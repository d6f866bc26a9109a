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
ALTER TABLE "baki" ADD CONSTRAINT "baki_kode_gudang_gudang_kode_gudang_fk" FOREIGN KEY ("kode_gudang") REFERENCES "public"."gudang"("kode_gudang") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baki" ADD CONSTRAINT "baki_kode_toko_tokos_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."tokos"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenis" ADD CONSTRAINT "jenis_kode_group_groups_kode_group_fk" FOREIGN KEY ("kode_group") REFERENCES "public"."groups"("kode_group") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barang" ADD CONSTRAINT "barang_kode_group_groups_kode_group_fk" FOREIGN KEY ("kode_group") REFERENCES "public"."groups"("kode_group") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barang" ADD CONSTRAINT "barang_kode_dept_jenis_kode_dept_fk" FOREIGN KEY ("kode_dept") REFERENCES "public"."jenis"("kode_dept") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barang" ADD CONSTRAINT "barang_kode_toko_tokos_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."tokos"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_menus" ADD CONSTRAINT "user_menus_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_kode_toko_tokos_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."tokos"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_doc_no_documents_doc_no_fk" FOREIGN KEY ("doc_no") REFERENCES "public"."documents"("doc_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "baki_toko_gudang_idx" ON "baki" USING btree ("kode_toko","kode_gudang");--> statement-breakpoint
CREATE INDEX "baki_gudang_idx" ON "baki" USING btree ("kode_gudang");--> statement-breakpoint
CREATE INDEX "jenis_group_idx" ON "jenis" USING btree ("kode_group");--> statement-breakpoint
CREATE INDEX "barang_barcode_prefix_idx" ON "barang" USING btree ("kode_barcode" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "barang_toko_baki_idx" ON "barang" USING btree ("kode_toko","kode_baki");--> statement-breakpoint
CREATE INDEX "barang_toko_gudang_group_dept_idx" ON "barang" USING btree ("kode_toko","kode_gudang","kode_group","kode_dept");--> statement-breakpoint
CREATE INDEX "barang_lokasi_idx" ON "barang" USING btree ("lokasi");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_toko_created_idx" ON "audit_log" USING btree ("kode_toko","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "documents_toko_date_idx" ON "documents" USING btree ("kode_toko","tgl_system");--> statement-breakpoint
CREATE INDEX "documents_type_idx" ON "documents" USING btree ("doc_type");--> statement-breakpoint
CREATE INDEX "stock_balances_toko_idx" ON "stock_balances" USING btree ("place_toko","kode_gudang");--> statement-breakpoint
CREATE INDEX "stock_movements_doc_idx" ON "stock_movements" USING btree ("doc_no");--> statement-breakpoint
CREATE INDEX "stock_movements_place_idx" ON "stock_movements" USING btree ("place","kode_group","kode_dept");--> statement-breakpoint
CREATE INDEX "stock_movements_toko_date_idx" ON "stock_movements" USING btree ("place_toko","tgl_system");--> statement-breakpoint
CREATE INDEX "stock_movements_barcode_idx" ON "stock_movements" USING btree ("kode_barcode");