import { sql } from 'drizzle-orm';
import { SEMUA } from '@kencana/core';
import report from '@kencana/core/reports/barang-detail';
import { kindIn } from '../../../stock/index.ts';
import { defineQuery } from '../define-query.ts';

// Every barcoded item on a tray, with the ledger's weight (barang.berat, moved only by postMovements).
export default defineQuery(report, {
  orderBy: ['kode_toko', 'kode_baki', 'kode_barcode'],
  sql: (p, ctx) => sql`
    SELECT b.kode_barcode, b.nama_barang, b.kode_toko, b.kode_gudang, b.kode_baki, b.kode_group, b.kode_dept,
           b.kadar, 1 AS qty, b.berat::text AS berat, b.harga_jual
    FROM barang b
    WHERE ${kindIn(sql`b.lokasi_kind`, ['BAKI'])}
      AND (${ctx.kode_toko}::text IS NULL OR b.kode_toko = ${ctx.kode_toko})
      AND (${p.kode_gudang} = ${SEMUA} OR b.kode_gudang = ${p.kode_gudang})
      AND (${p.kode_baki} = ${SEMUA} OR b.kode_baki = ${p.kode_baki})
      AND (${p.kode_group} = ${SEMUA} OR b.kode_group = ${p.kode_group})
      AND (${p.kode_dept} = ${SEMUA} OR b.kode_dept = ${p.kode_dept})`,
});
