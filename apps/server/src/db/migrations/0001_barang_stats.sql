-- Custom (keep when squashing): a tray code belongs to one store, so kode_toko and kode_baki are not
-- independent. Without this the planner multiplies their selectivities, expects a handful of goods per
-- tray and sorts the whole tray instead of walking barang_toko_baki_idx to the send-goods list's limit.
CREATE STATISTICS IF NOT EXISTS "barang_toko_baki_stats" (dependencies, ndistinct) ON "kode_toko", "kode_baki" FROM "barang";
