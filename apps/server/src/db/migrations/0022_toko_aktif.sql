ALTER TABLE "sessions" ADD COLUMN "kode_toko_aktif" varchar(10);--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_kode_toko_aktif_tokos_kode_toko_fk" FOREIGN KEY ("kode_toko_aktif") REFERENCES "public"."tokos"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_toko_aktif_idx" ON "sessions" USING btree ("kode_toko_aktif") WHERE kode_toko_aktif IS NOT NULL;
