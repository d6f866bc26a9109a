CREATE TABLE "backups" (
	"id" serial PRIMARY KEY NOT NULL,
	"file" varchar(120) NOT NULL,
	"pemicu" varchar(10) NOT NULL,
	"jenis" varchar(10) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"sha256" varchar(64) DEFAULT '' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"tujuan" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tabel" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"baris" bigint DEFAULT 0 NOT NULL,
	"berkas" integer DEFAULT 0 NOT NULL,
	"durasi_ms" integer DEFAULT 0 NOT NULL,
	"verifikasi_ms" integer DEFAULT 0 NOT NULL,
	"user_id" varchar(50) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "backups_started_idx" ON "backups" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "backups_verified_idx" ON "backups" USING btree ("finished_at") WHERE verified;
