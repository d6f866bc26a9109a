CREATE TABLE "audit_harian" (
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"ok" boolean NOT NULL,
	"violations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "audit_harian_kode_toko_tgl_system_pk" PRIMARY KEY("kode_toko","tgl_system")
);
--> statement-breakpoint
CREATE TABLE "audit_penuh" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" varchar(10) NOT NULL,
	"percent" integer DEFAULT 0 NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"ok" boolean,
	"violations" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_penuh_berjalan_idx" ON "audit_penuh" USING btree ("status") WHERE status = 'BERJALAN';