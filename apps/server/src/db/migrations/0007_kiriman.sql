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
CREATE INDEX "kiriman_jenis_toko_tgl_idx" ON "kiriman" USING btree ("jenis","kode_toko","tgl_kirim");--> statement-breakpoint
CREATE INDEX "kiriman_jenis_tgl_idx" ON "kiriman" USING btree ("jenis","tgl_kirim");--> statement-breakpoint
CREATE INDEX "kiriman_jenis_toko_close_idx" ON "kiriman" USING btree ("jenis","kode_toko","tgl_close");--> statement-breakpoint
CREATE UNIQUE INDEX "kiriman_detail_line_idx" ON "kiriman_detail" USING btree ("no_kirim","line_no");--> statement-breakpoint
-- hand-written (kiriman)
CREATE INDEX "kiriman_open_idx" ON "kiriman" USING btree ("jenis","kode_toko","tgl_kirim") WHERE "status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "kiriman_no_validasi_idx" ON "kiriman" USING btree ("no_validasi") WHERE "no_validasi" IS NOT NULL;
