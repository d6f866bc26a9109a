DROP INDEX "penjualan_member_idx";--> statement-breakpoint
CREATE INDEX "penjualan_member_idx" ON "penjualan" USING btree ("kode_member") WHERE kode_member <> '';