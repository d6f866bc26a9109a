DROP INDEX "barang_lokasi_idx";--> statement-breakpoint
CREATE INDEX "barang_lokasi_group_dept_idx" ON "barang" USING btree ("lokasi","kode_group","kode_dept","harga_jual");