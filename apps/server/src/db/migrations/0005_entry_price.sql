ALTER TABLE "barang_mutasi" ADD COLUMN "harga_jual" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Lines written before: the item's price as the goods record holds it now (the best there is).
UPDATE "barang_mutasi" m SET "harga_jual" = b."harga_jual" FROM "barang" b WHERE b."kode_barcode" = m."kode_barcode";
