CREATE TABLE "kategori_produk" (
	"kode_kategori_produk" varchar(20) PRIMARY KEY NOT NULL,
	"nama_kategori_produk" varchar(100) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
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
ALTER TABLE "jenis" ADD COLUMN "kode_kategori_produk" varchar(20);--> statement-breakpoint
ALTER TABLE "harga_emas" ADD CONSTRAINT "harga_emas_kode_group_groups_kode_group_fk" FOREIGN KEY ("kode_group") REFERENCES "public"."groups"("kode_group") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rugi_nota" ADD CONSTRAINT "rugi_nota_kode_group_groups_kode_group_fk" FOREIGN KEY ("kode_group") REFERENCES "public"."groups"("kode_group") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_nama_pabrik_pabrik_nama_pabrik_fk" FOREIGN KEY ("nama_pabrik") REFERENCES "public"."pabrik"("nama_pabrik") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "harga_emas_group_tgl_uq" ON "harga_emas" USING btree ("kode_group","tgl_berlaku");--> statement-breakpoint
CREATE INDEX "rugi_nota_group_idx" ON "rugi_nota" USING btree ("kode_group");--> statement-breakpoint
CREATE INDEX "sales_pabrik_idx" ON "sales" USING btree ("nama_pabrik");--> statement-breakpoint
ALTER TABLE "jenis" ADD CONSTRAINT "jenis_kode_kategori_produk_kategori_produk_kode_kategori_produk_fk" FOREIGN KEY ("kode_kategori_produk") REFERENCES "public"."kategori_produk"("kode_kategori_produk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jenis_kategori_produk_idx" ON "jenis" USING btree ("kode_kategori_produk");--> statement-breakpoint
CREATE INDEX "barang_atribut_idx" ON "barang" USING btree ("nama_atribut");