CREATE TABLE "eod_money_snapshots" (
	"kode_toko" varchar(10) NOT NULL,
	"tgl_system" date NOT NULL,
	"kode_akun" varchar(80) NOT NULL,
	"saldo" bigint NOT NULL,
	CONSTRAINT "eod_money_snapshots_kode_toko_tgl_system_kode_akun_pk" PRIMARY KEY("kode_toko","tgl_system","kode_akun")
);
--> statement-breakpoint
ALTER TABLE "eod_money_snapshots" ADD CONSTRAINT "eod_money_snapshots_kode_akun_money_accounts_kode_akun_fk" FOREIGN KEY ("kode_akun") REFERENCES "public"."money_accounts"("kode_akun") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_entries_akun_date_idx" ON "money_entries" USING btree ("kode_akun","tgl_system");--> statement-breakpoint
-- The closes made before this table existed: each one's money from the entries of its store dated on or before it.
INSERT INTO "eod_money_snapshots" ("kode_toko", "tgl_system", "kode_akun", "saldo")
SELECT c."kode_toko", c."tgl_system", r."kode_akun", r."saldo"
FROM "eod_closes" c
JOIN (
  SELECT "kode_toko", "kode_akun", "tgl_system",
         SUM("jumlah") OVER w AS "saldo",
         LEAD("tgl_system") OVER (PARTITION BY "kode_toko", "kode_akun" ORDER BY "tgl_system") AS "sampai"
  FROM (SELECT "kode_toko", "kode_akun", "tgl_system", SUM("jumlah") AS "jumlah" FROM "money_entries" GROUP BY 1, 2, 3) d
  WINDOW w AS (PARTITION BY "kode_toko", "kode_akun" ORDER BY "tgl_system")
) r ON r."kode_toko" = c."kode_toko" AND r."tgl_system" <= c."tgl_system" AND (r."sampai" IS NULL OR r."sampai" > c."tgl_system")
WHERE r."saldo" <> 0;
