CREATE TABLE "hitung_kas" (
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"urut" integer NOT NULL,
	"jenis" varchar(20) NOT NULL,
	"dihitung" bigint NOT NULL,
	"diharapkan" bigint NOT NULL,
	"selisih" bigint NOT NULL,
	"status" varchar(20) NOT NULL,
	"alasan" varchar(200) DEFAULT '' NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"disetujui_oleh" varchar(50) DEFAULT '' NOT NULL,
	"no_dokumen" varchar(40) DEFAULT '' NOT NULL,
	"entry_id" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"disetujui_at" timestamp with time zone,
	CONSTRAINT "hitung_kas_kode_toko_tgl_system_urut_jenis_pk" PRIMARY KEY("kode_toko","tgl_system","urut","jenis")
);
--> statement-breakpoint
ALTER TABLE "setting_toko" ADD COLUMN "wajib_hitung_kas" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "setting_toko" ADD COLUMN "toleransi_selisih_kas" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hitung_kas" ADD CONSTRAINT "hitung_kas_kode_toko_tokos_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."tokos"("kode_toko") ON DELETE no action ON UPDATE no action;