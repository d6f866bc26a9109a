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
CREATE TABLE "member" (
	"kode_member" varchar(20) PRIMARY KEY NOT NULL,
	"nama_member" varchar(100) NOT NULL,
	"no_ktp" varchar(16) DEFAULT '' NOT NULL,
	"no_hp" varchar(20) NOT NULL,
	"alamat" varchar(255) DEFAULT '' NOT NULL,
	"tgl_lahir" date NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_daftar" date DEFAULT CURRENT_DATE NOT NULL,
	"poin" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_poin" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kode_member" varchar(20) NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"jenis" varchar(20) NOT NULL,
	"poin" integer NOT NULL,
	"saldo" integer NOT NULL,
	"no_ref" varchar(40) NOT NULL,
	"keterangan" varchar(255) DEFAULT '' NOT NULL,
	"reverses_id" bigint,
	"user_id" varchar(50) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tukar_poin" (
	"no_tukar" varchar(40) PRIMARY KEY NOT NULL,
	"kode_member" varchar(20) NOT NULL,
	"kode_hadiah" varchar(20) NOT NULL,
	"qty" integer NOT NULL,
	"poin" integer NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "barang_tukar" (
	"no_tukar" varchar(40) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"no_faktur_beli" varchar(40) NOT NULL,
	"no_faktur_jual" varchar(40) NOT NULL,
	"nama_customer" varchar(100) NOT NULL,
	"no_ktp" varchar(16) NOT NULL,
	"total_beli" bigint NOT NULL,
	"total_jual" bigint NOT NULL,
	"selisih" bigint NOT NULL,
	"alasan_batal" varchar(200),
	"tgl_batal" date,
	"user_batal" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pembelian" (
	"no_faktur_beli" varchar(40) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"nama_customer" varchar(100) NOT NULL,
	"no_ktp" varchar(16) NOT NULL,
	"no_hp" varchar(20) NOT NULL,
	"alamat" varchar(200) NOT NULL,
	"total_berat" numeric(14, 3) NOT NULL,
	"total_harga" bigint NOT NULL,
	"keterangan" varchar(200) DEFAULT '-' NOT NULL,
	"kode_sales" varchar(20),
	"foto" text,
	"no_tukar" varchar(40),
	"no_batal" varchar(40),
	"alasan_batal" varchar(200),
	"tgl_batal" date,
	"user_batal" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pembelian_bayar" (
	"no_faktur_beli" varchar(40) NOT NULL,
	"line_no" integer NOT NULL,
	"jenis" varchar(20) NOT NULL,
	"jumlah" bigint NOT NULL,
	"kode_bank" varchar(20),
	"no_referensi" varchar(50),
	CONSTRAINT "pembelian_bayar_no_faktur_beli_line_no_pk" PRIMARY KEY("no_faktur_beli","line_no")
);
--> statement-breakpoint
CREATE TABLE "pembelian_detail" (
	"no_faktur_beli" varchar(40) NOT NULL,
	"line_no" integer NOT NULL,
	"kode_lot" varchar(40) NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"no_faktur_jual" varchar(40),
	"kode_barcode" varchar(8),
	"nama_barang" varchar(150) NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"kadar" varchar(10) NOT NULL,
	"kondisi" varchar(20) NOT NULL,
	"potongan_persen" numeric(6, 2) NOT NULL,
	"harga_beli" bigint NOT NULL,
	"harga_per_gram" bigint NOT NULL,
	"harga" bigint NOT NULL,
	"is_batal" boolean DEFAULT false NOT NULL,
	"no_sortir" varchar(40),
	"tgl_sortir" date,
	CONSTRAINT "pembelian_detail_no_faktur_beli_line_no_pk" PRIMARY KEY("no_faktur_beli","line_no"),
	CONSTRAINT "pembelian_detail_kode_lot_unique" UNIQUE("kode_lot")
);
--> statement-breakpoint
CREATE TABLE "kiriman" (
	"no_kirim" varchar(40) PRIMARY KEY NOT NULL,
	"jenis" varchar(2) NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"kode_baki" varchar(20) NOT NULL,
	"tgl_kirim" date NOT NULL,
	"kadar" varchar(10) DEFAULT '-' NOT NULL,
	"sales_pabrik" varchar(20) DEFAULT '-' NOT NULL,
	"kode_labeling" varchar(20) DEFAULT '-' NOT NULL,
	"ref" varchar(40) DEFAULT '-' NOT NULL,
	"asal_kind" varchar(12) NOT NULL,
	"asal_place" varchar(60) NOT NULL,
	"asal_toko" varchar(10) NOT NULL,
	"status" varchar(5) DEFAULT 'OPEN' NOT NULL,
	"validated" boolean DEFAULT false NOT NULL,
	"tgl_validasi" date,
	"validated_at" timestamp with time zone,
	"validated_by" varchar(50),
	"tgl_close" date,
	"closed_at" timestamp with time zone,
	"closed_by" varchar(50),
	"no_validasi" varchar(40),
	"user_id" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiriman_jenis_check" CHECK ("kiriman"."jenis" IN ('KB', 'KC')),
	CONSTRAINT "kiriman_status_check" CHECK ("kiriman"."status" IN ('OPEN', 'CLOSE'))
);
--> statement-breakpoint
CREATE TABLE "kiriman_detail" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"no_kirim" varchar(40) NOT NULL,
	"line_no" integer NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"kode_dept" varchar(20) NOT NULL,
	"detail_barang" varchar(100) DEFAULT '-' NOT NULL,
	"asal_barang" varchar(60) DEFAULT '-' NOT NULL,
	"kadar_persen" numeric(6, 3) NOT NULL,
	"qty" integer NOT NULL,
	"berat" numeric(12, 3) DEFAULT '0' NOT NULL,
	"qty_input" integer DEFAULT 0 NOT NULL,
	"berat_input" numeric(12, 3) DEFAULT '0' NOT NULL,
	"qty_kembali" integer DEFAULT 0 NOT NULL,
	"berat_kembali" numeric(12, 3) DEFAULT '0' NOT NULL,
	"qty_selisih" integer DEFAULT 0 NOT NULL,
	"berat_selisih" numeric(12, 3) DEFAULT '0' NOT NULL,
	"harga_total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "kiriman_detail_input_check" CHECK ("kiriman_detail"."qty_input" + "kiriman_detail"."qty_kembali" + "kiriman_detail"."qty_selisih" <= "kiriman_detail"."qty" AND "kiriman_detail"."berat_input" + "kiriman_detail"."berat_kembali" + "kiriman_detail"."berat_selisih" <= "kiriman_detail"."berat")
);
--> statement-breakpoint
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
ALTER TABLE "tukang" ADD COLUMN "toleransi_susut" numeric(6, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan" ADD CONSTRAINT "penjualan_no_faktur_jual_documents_doc_no_fk" FOREIGN KEY ("no_faktur_jual") REFERENCES "public"."documents"("doc_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penjualan_bayar" ADD CONSTRAINT "penjualan_bayar_no_faktur_jual_penjualan_no_faktur_jual_fk" FOREIGN KEY ("no_faktur_jual") REFERENCES "public"."penjualan"("no_faktur_jual") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penjualan_detail" ADD CONSTRAINT "penjualan_detail_no_faktur_jual_penjualan_no_faktur_jual_fk" FOREIGN KEY ("no_faktur_jual") REFERENCES "public"."penjualan"("no_faktur_jual") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_kode_toko_tokos_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."tokos"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_poin" ADD CONSTRAINT "member_poin_kode_member_member_kode_member_fk" FOREIGN KEY ("kode_member") REFERENCES "public"."member"("kode_member") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tukar_poin" ADD CONSTRAINT "tukar_poin_kode_member_member_kode_member_fk" FOREIGN KEY ("kode_member") REFERENCES "public"."member"("kode_member") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tukar_poin" ADD CONSTRAINT "tukar_poin_kode_hadiah_hadiah_kode_hadiah_fk" FOREIGN KEY ("kode_hadiah") REFERENCES "public"."hadiah"("kode_hadiah") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setting_toko" ADD CONSTRAINT "setting_toko_kode_toko_tokos_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."tokos"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barang_tukar" ADD CONSTRAINT "barang_tukar_no_faktur_beli_pembelian_no_faktur_beli_fk" FOREIGN KEY ("no_faktur_beli") REFERENCES "public"."pembelian"("no_faktur_beli") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembelian_bayar" ADD CONSTRAINT "pembelian_bayar_no_faktur_beli_pembelian_no_faktur_beli_fk" FOREIGN KEY ("no_faktur_beli") REFERENCES "public"."pembelian"("no_faktur_beli") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembelian_detail" ADD CONSTRAINT "pembelian_detail_no_faktur_beli_pembelian_no_faktur_beli_fk" FOREIGN KEY ("no_faktur_beli") REFERENCES "public"."pembelian"("no_faktur_beli") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kirim_labeling" ADD CONSTRAINT "kirim_labeling_no_terima_sepuh_terima_sepuh_no_terima_sepuh_fk" FOREIGN KEY ("no_terima_sepuh") REFERENCES "public"."terima_sepuh"("no_terima_sepuh") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kirim_sepuh_detail" ADD CONSTRAINT "kirim_sepuh_detail_no_sepuh_kirim_sepuh_no_sepuh_fk" FOREIGN KEY ("no_sepuh") REFERENCES "public"."kirim_sepuh"("no_sepuh") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sortir_pembelian_detail" ADD CONSTRAINT "sortir_pembelian_detail_no_sortir_sortir_pembelian_no_sortir_fk" FOREIGN KEY ("no_sortir") REFERENCES "public"."sortir_pembelian"("no_sortir") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sortir_sepuh_detail" ADD CONSTRAINT "sortir_sepuh_detail_no_sortir_sortir_sepuh_no_sortir_fk" FOREIGN KEY ("no_sortir") REFERENCES "public"."sortir_sepuh"("no_sortir") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terima_sepuh" ADD CONSTRAINT "terima_sepuh_no_sepuh_kirim_sepuh_no_sepuh_fk" FOREIGN KEY ("no_sepuh") REFERENCES "public"."kirim_sepuh"("no_sepuh") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terima_sepuh_detail" ADD CONSTRAINT "terima_sepuh_detail_no_terima_sepuh_terima_sepuh_no_terima_sepuh_fk" FOREIGN KEY ("no_terima_sepuh") REFERENCES "public"."terima_sepuh"("no_terima_sepuh") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pesanan_toko_date_idx" ON "pesanan" USING btree ("kode_toko","tgl_pesanan");--> statement-breakpoint
CREATE INDEX "pesanan_status_idx" ON "pesanan" USING btree ("kode_toko","status");--> statement-breakpoint
CREATE INDEX "pesanan_tukang_idx" ON "pesanan" USING btree ("kode_tukang","kode_group","status");--> statement-breakpoint
CREATE INDEX "so_pesanan_toko_date_idx" ON "so_pesanan" USING btree ("kode_toko","tgl_system");--> statement-breakpoint
CREATE INDEX "so_pesanan_tukang_idx" ON "so_pesanan" USING btree ("kode_tukang","kode_group");--> statement-breakpoint
CREATE INDEX "tukang_bahan_toko_date_idx" ON "tukang_bahan" USING btree ("kode_toko","tgl_system");--> statement-breakpoint
CREATE INDEX "tukang_bahan_tukang_idx" ON "tukang_bahan" USING btree ("kode_tukang","kode_group","jenis");--> statement-breakpoint
CREATE INDEX "tukang_bahan_doc_idx" ON "tukang_bahan" USING btree ("no_tambah_tukar");--> statement-breakpoint
CREATE INDEX "penjualan_toko_tgl_idx" ON "penjualan" USING btree ("kode_toko","tgl_system");--> statement-breakpoint
CREATE INDEX "penjualan_member_idx" ON "penjualan" USING btree ("kode_member");--> statement-breakpoint
CREATE INDEX "penjualan_tgl_idx" ON "penjualan" USING btree ("tgl_system");--> statement-breakpoint
CREATE INDEX "penjualan_bayar_faktur_idx" ON "penjualan_bayar" USING btree ("no_faktur_jual");--> statement-breakpoint
CREATE INDEX "penjualan_bayar_marketplace_idx" ON "penjualan_bayar" USING btree ("kode_marketplace");--> statement-breakpoint
CREATE INDEX "penjualan_detail_faktur_idx" ON "penjualan_detail" USING btree ("no_faktur_jual","line_no");--> statement-breakpoint
CREATE INDEX "penjualan_detail_barcode_idx" ON "penjualan_detail" USING btree ("kode_barcode");--> statement-breakpoint
CREATE INDEX "member_toko_idx" ON "member" USING btree ("kode_toko","kode_member");--> statement-breakpoint
CREATE INDEX "member_hp_idx" ON "member" USING btree ("no_hp");--> statement-breakpoint
CREATE INDEX "member_nama_idx" ON "member" USING btree ("nama_member");--> statement-breakpoint
CREATE INDEX "member_ktp_idx" ON "member" USING btree ("no_ktp");--> statement-breakpoint
CREATE INDEX "member_poin_member_idx" ON "member_poin" USING btree ("kode_member","id");--> statement-breakpoint
CREATE INDEX "member_poin_ref_idx" ON "member_poin" USING btree ("no_ref");--> statement-breakpoint
CREATE INDEX "member_poin_toko_tgl_idx" ON "member_poin" USING btree ("kode_toko","tgl_system");--> statement-breakpoint
CREATE UNIQUE INDEX "member_poin_reverses_idx" ON "member_poin" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "tukar_poin_member_idx" ON "tukar_poin" USING btree ("kode_member");--> statement-breakpoint
CREATE INDEX "tukar_poin_toko_tgl_idx" ON "tukar_poin" USING btree ("kode_toko","tgl_system");--> statement-breakpoint
CREATE INDEX "validasi_transaksi_toko_tgl_idx" ON "validasi_transaksi" USING btree ("kode_toko","tgl_system");--> statement-breakpoint
CREATE INDEX "validasi_transaksi_no_idx" ON "validasi_transaksi" USING btree ("no_validasi");--> statement-breakpoint
CREATE INDEX "barang_tukar_toko_tgl_idx" ON "barang_tukar" USING btree ("kode_toko","tgl_system");--> statement-breakpoint
CREATE INDEX "barang_tukar_jual_idx" ON "barang_tukar" USING btree ("no_faktur_jual");--> statement-breakpoint
CREATE INDEX "pembelian_toko_tgl_idx" ON "pembelian" USING btree ("kode_toko","tgl_system");--> statement-breakpoint
CREATE INDEX "pembelian_ktp_idx" ON "pembelian" USING btree ("no_ktp");--> statement-breakpoint
CREATE INDEX "pembelian_tgl_batal_idx" ON "pembelian" USING btree ("tgl_batal");--> statement-breakpoint
CREATE INDEX "pembelian_tukar_idx" ON "pembelian" USING btree ("no_tukar");--> statement-breakpoint
CREATE INDEX "pembelian_sales_idx" ON "pembelian" USING btree ("kode_sales","tgl_system");--> statement-breakpoint
CREATE INDEX "pembelian_detail_ready_idx" ON "pembelian_detail" USING btree ("kode_toko","kondisi","kode_group","kode_dept");--> statement-breakpoint
CREATE INDEX "pembelian_detail_jual_idx" ON "pembelian_detail" USING btree ("no_faktur_jual");--> statement-breakpoint
CREATE INDEX "pembelian_detail_sortir_idx" ON "pembelian_detail" USING btree ("no_sortir");--> statement-breakpoint
CREATE INDEX "kiriman_jenis_toko_tgl_idx" ON "kiriman" USING btree ("jenis","kode_toko","tgl_kirim");--> statement-breakpoint
CREATE INDEX "kiriman_jenis_tgl_idx" ON "kiriman" USING btree ("jenis","tgl_kirim");--> statement-breakpoint
CREATE INDEX "kiriman_jenis_toko_close_idx" ON "kiriman" USING btree ("jenis","kode_toko","tgl_close");--> statement-breakpoint
CREATE UNIQUE INDEX "kiriman_detail_line_idx" ON "kiriman_detail" USING btree ("no_kirim","line_no");--> statement-breakpoint
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
CREATE INDEX "terima_sepuh_sepuh_idx" ON "terima_sepuh" USING btree ("no_sepuh");
--> statement-breakpoint
-- hand-written (member)
ALTER TABLE "member" ADD CONSTRAINT "member_poin_not_negative" CHECK ("poin" >= 0);--> statement-breakpoint
ALTER TABLE "member_poin" ADD CONSTRAINT "member_poin_saldo_not_negative" CHECK ("saldo" >= 0);--> statement-breakpoint
ALTER TABLE "member_poin" ADD CONSTRAINT "member_poin_not_zero" CHECK ("poin" <> 0);--> statement-breakpoint
ALTER TABLE "member_poin" ADD CONSTRAINT "member_poin_reverses_fk" FOREIGN KEY ("reverses_id") REFERENCES "member_poin"("id");--> statement-breakpoint
ALTER TABLE "hadiah" ADD CONSTRAINT "hadiah_stok_not_negative" CHECK ("stok" >= 0);--> statement-breakpoint
ALTER TABLE "tukar_poin" ADD CONSTRAINT "tukar_poin_qty_positive" CHECK ("qty" > 0 AND "poin" >= 0);--> statement-breakpoint
CREATE INDEX "member_kode_prefix_idx" ON "member" ("kode_member" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "member_hp_prefix_idx" ON "member" ("no_hp" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "member_lahir_bulan_idx" ON "member" ((EXTRACT(MONTH FROM "tgl_lahir")));
--> statement-breakpoint
-- hand-written (penjualan)
ALTER TABLE "penjualan" ADD CONSTRAINT "penjualan_status_check" CHECK ("status" IN ('OPEN', 'BATAL'));--> statement-breakpoint
ALTER TABLE "penjualan" ADD CONSTRAINT "penjualan_money_check" CHECK ("total_harga" >= 0 AND "kembalian" >= 0 AND "total_bayar" >= "total_harga" AND "poin" >= 0);--> statement-breakpoint
ALTER TABLE "penjualan_bayar" ADD CONSTRAINT "penjualan_bayar_jumlah_check" CHECK ("jumlah" > 0);--> statement-breakpoint
ALTER TABLE "penjualan_detail" ADD CONSTRAINT "penjualan_detail_money_check" CHECK ("harga" >= 0 AND "diskon" >= 0 AND "ongkos" >= 0);
--> statement-breakpoint
-- hand-written (pembelian)
-- A sold piece is bought back once: one live (not cancelled) buy-back line per barcode.
CREATE UNIQUE INDEX "pembelian_detail_barcode_uq" ON "pembelian_detail" ("kode_barcode") WHERE "kode_barcode" IS NOT NULL AND NOT "is_batal";--> statement-breakpoint
-- The sorting screen's list: live lines not yet sorted.
CREATE INDEX "pembelian_detail_unsorted_idx" ON "pembelian_detail" ("kode_toko", "tgl_system") WHERE "no_sortir" IS NULL AND NOT "is_batal";--> statement-breakpoint
ALTER TABLE "pembelian_detail" ADD CONSTRAINT "pembelian_detail_berat_ck" CHECK ("berat" > 0 AND "harga" >= 0 AND "harga_per_gram" >= 0 AND "potongan_persen" BETWEEN 0 AND 100);--> statement-breakpoint
ALTER TABLE "pembelian" ADD CONSTRAINT "pembelian_total_ck" CHECK ("total_harga" >= 0 AND "total_berat" > 0);--> statement-breakpoint
ALTER TABLE "pembelian_bayar" ADD CONSTRAINT "pembelian_bayar_ck" CHECK ("jumlah" >= 0 AND "jenis" IN ('CASH', 'TRANSFER', 'TUKAR'));
--> statement-breakpoint
-- hand-written (validasi)
ALTER TABLE "validasi_transaksi" ADD CONSTRAINT "validasi_transaksi_doc_fk" FOREIGN KEY ("no_faktur") REFERENCES "documents"("doc_no");--> statement-breakpoint
ALTER TABLE "validasi_transaksi" ADD CONSTRAINT "validasi_transaksi_doc_type_check" CHECK ("doc_type" IN ('PENJUALAN', 'PEMBELIAN') AND "jenis" IN ('JUAL', 'JUAL_BELI'));
--> statement-breakpoint
-- hand-written (kiriman)
CREATE INDEX "kiriman_open_idx" ON "kiriman" USING btree ("jenis","kode_toko","tgl_kirim") WHERE "status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "kiriman_no_validasi_idx" ON "kiriman" USING btree ("no_validasi") WHERE "no_validasi" IS NOT NULL;
--> statement-breakpoint
-- hand-written (sepuhan)
CREATE INDEX "barang_rusak_waiting_idx" ON "barang_rusak" USING btree ("kode_toko","tgl_system") WHERE "no_validasi" IS NULL AND "is_batal" = 0;--> statement-breakpoint
ALTER TABLE "terima_sepuh_detail" ADD CONSTRAINT "terima_sepuh_detail_sisa_check" CHECK ("qty_kirim" <= "qty_terima" AND "berat_kirim" <= "berat_terima" AND "murni_kirim" <= "murni_terima");--> statement-breakpoint
ALTER TABLE "kirim_sepuh_detail" ADD CONSTRAINT "kirim_sepuh_detail_parts_check" CHECK ("berat_sepuh" + "berat_rusak" <= "berat" AND "qty_sepuh" + "qty_rusak" <= "qty");
--> statement-breakpoint
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
