CREATE TABLE "setting_system_toko" (
	"kode_toko" varchar(10) PRIMARY KEY NOT NULL,
	"pkp" boolean DEFAULT false NOT NULL,
	"updated_by" varchar(50) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "penjualan_detail" ADD COLUMN "ppn_dasar" varchar(12) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan_detail" ADD COLUMN "ppn_persen" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "penjualan_detail" ADD COLUMN "ppn" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "setting_system_toko" ADD CONSTRAINT "setting_system_toko_kode_toko_tokos_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."tokos"("kode_toko") ON DELETE no action ON UPDATE no action;