CREATE TABLE "service_detail" (
	"no_service" varchar(40) NOT NULL,
	"line_no" integer NOT NULL,
	"nama_barang" varchar(100) NOT NULL,
	"kode_group" varchar(20) NOT NULL,
	"berat" numeric(12, 3) NOT NULL,
	"kadar" varchar(10),
	"pekerjaan" varchar(200) NOT NULL,
	"berat_selesai" numeric(12, 3),
	"foto" varchar(200),
	CONSTRAINT "service_detail_no_service_line_no_pk" PRIMARY KEY("no_service","line_no")
);
--> statement-breakpoint
CREATE TABLE "service_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"no_service" varchar(40) NOT NULL,
	"aksi" varchar(20) NOT NULL,
	"no_dokumen" varchar(40),
	"keterangan" text DEFAULT '' NOT NULL,
	"tgl_system" date NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"waktu" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"no_service" varchar(40) PRIMARY KEY NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"kode_member" varchar(30),
	"nama_customer" varchar(100) NOT NULL,
	"no_hp" varchar(20) DEFAULT '' NOT NULL,
	"alamat" varchar(200) DEFAULT '' NOT NULL,
	"ref_titipan" varchar(60) NOT NULL,
	"ongkos" bigint NOT NULL,
	"ongkos_akhir" bigint,
	"uang_muka" bigint DEFAULT 0 NOT NULL,
	"tgl_janji" date NOT NULL,
	"status" varchar(10) NOT NULL,
	"kode_tukang" varchar(20),
	"no_selesai" varchar(40),
	"no_ambil" varchar(40),
	"no_batal" varchar(40),
	"alasan_batal" varchar(200),
	"uang_muka_batal" varchar(10),
	"tgl_proses" date,
	"tgl_selesai" date,
	"tgl_ambil" date,
	"tgl_batal" date,
	"user_id" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "service_log_no_idx" ON "service_log" USING btree ("no_service");--> statement-breakpoint
CREATE INDEX "services_toko_tgl_idx" ON "services" USING btree ("kode_toko","tgl_system");--> statement-breakpoint
CREATE INDEX "services_status_idx" ON "services" USING btree ("status","tgl_janji");