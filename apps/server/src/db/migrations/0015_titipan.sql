CREATE TABLE "validasi_titipan" (
	"no_dokumen" varchar(40) PRIMARY KEY NOT NULL,
	"doc_type" varchar(20) NOT NULL,
	"no_validasi" varchar(40) NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "validasi_titipan_toko_tgl_idx" ON "validasi_titipan" USING btree ("kode_toko","tgl_system");