CREATE TABLE "money_accounts" (
	"kode_akun" varchar(80) PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"kode_toko" varchar(10),
	"ref" varchar(60),
	"nama" varchar(120) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "money_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"doc_no" varchar(40) NOT NULL,
	"line_no" integer NOT NULL,
	"kode_akun" varchar(80) NOT NULL,
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"jumlah" bigint NOT NULL,
	"keterangan" varchar(120) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_doc_no_documents_doc_no_fk" FOREIGN KEY ("doc_no") REFERENCES "public"."documents"("doc_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_kode_akun_money_accounts_kode_akun_fk" FOREIGN KEY ("kode_akun") REFERENCES "public"."money_accounts"("kode_akun") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_accounts_toko_kind_idx" ON "money_accounts" USING btree ("kode_toko","kind");--> statement-breakpoint
CREATE INDEX "money_entries_akun_idx" ON "money_entries" USING btree ("kode_akun","id");--> statement-breakpoint
CREATE INDEX "money_entries_toko_date_idx" ON "money_entries" USING btree ("kode_toko","tgl_system");--> statement-breakpoint
CREATE INDEX "money_entries_doc_idx" ON "money_entries" USING btree ("doc_no");