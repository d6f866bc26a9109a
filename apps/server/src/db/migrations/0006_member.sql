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
ALTER TABLE "member" ADD CONSTRAINT "member_kode_toko_tokos_kode_toko_fk" FOREIGN KEY ("kode_toko") REFERENCES "public"."tokos"("kode_toko") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_poin" ADD CONSTRAINT "member_poin_kode_member_member_kode_member_fk" FOREIGN KEY ("kode_member") REFERENCES "public"."member"("kode_member") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tukar_poin" ADD CONSTRAINT "tukar_poin_kode_member_member_kode_member_fk" FOREIGN KEY ("kode_member") REFERENCES "public"."member"("kode_member") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tukar_poin" ADD CONSTRAINT "tukar_poin_kode_hadiah_hadiah_kode_hadiah_fk" FOREIGN KEY ("kode_hadiah") REFERENCES "public"."hadiah"("kode_hadiah") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
