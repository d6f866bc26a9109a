import { sql } from 'drizzle-orm';
import { MESSAGES, type DashboardData, type PendingItem } from '@kencana/core';
import { assertStoreAccess } from '../../auth/policy.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { storeToday } from '../../clock.ts';
import { rows } from '../../db/client.ts';
import type { AppDeps } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { gudangIn, kindIn } from '../../stock/index.ts';

/** A balance row of a tray (a ledger place of kind BAKI). */
const tray = kindIn(sql`place_kind`, ['BAKI']);

/**
 * The store's day at a glance, from the running balances (which equal the ledger): stock per warehouse,
 * goods on the road from and to the store, and stock waiting in the buy-back and damaged warehouses.
 */
export async function dashboard(deps: AppDeps, user: CurrentUser, requestedToko?: string): Promise<DashboardData> {
  const kode_toko = assertStoreAccess(user, requestedToko);
  const [toko] = await rows<{ kode_toko: string; nama_toko: string; tgl_system: string }>(
    deps.db,
    sql`SELECT kode_toko, nama_toko, to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system FROM tokos WHERE kode_toko = ${kode_toko}`,
  );
  if (!toko) throw notFound(MESSAGES.tokoTidakDitemukan);

  const stock = await rows<{ kode_gudang: string; nama_gudang: string; qty: number; berat: string; berat_murni: string }>(
    deps.db,
    sql`SELECT g.kode_gudang, g.nama_gudang, COALESCE(SUM(b.qty), 0)::int AS qty,
               COALESCE(SUM(b.berat), 0)::numeric(14,3)::text AS berat, COALESCE(SUM(b.berat_murni), 0)::numeric(14,3)::text AS berat_murni
        FROM gudang g
        LEFT JOIN stock_balances b ON b.kode_gudang = g.kode_gudang AND b.place_toko = ${kode_toko} AND ${kindIn(sql`b.place_kind`, ['BAKI'])}
        WHERE g.is_active
        GROUP BY g.kode_gudang, g.nama_gudang
        ORDER BY g.kode_gudang`,
  );
  const [total] = await rows<{ qty: number; berat: string; berat_murni: string }>(
    deps.db,
    sql`SELECT COALESCE(SUM(qty), 0)::int AS qty, COALESCE(SUM(berat), 0)::numeric(14,3)::text AS berat,
               COALESCE(SUM(berat_murni), 0)::numeric(14,3)::text AS berat_murni
        FROM stock_balances WHERE place_toko = ${kode_toko} AND ${tray}`,
  );
  const { pending, pending_documents } = await pendingWork(deps, kode_toko);
  return {
    kode_toko: toko.kode_toko,
    nama_toko: toko.nama_toko,
    tgl_system: toko.tgl_system,
    today: storeToday(deps.clock, deps.env.TZ_STORE),
    stock: stock.map((row) => ({ ...row, qty: Number(row.qty) })),
    total: { qty: Number(total?.qty ?? 0), berat: total?.berat ?? '0.000', berat_murni: total?.berat_murni ?? '0.000' },
    pending,
    pending_documents,
  };
}

/**
 * What is still waiting at a store: shipments on the road (out and in), cleaning batches not taken back, and
 * buy-back and damaged stock waiting in their warehouses, the day's sales and buy-backs not yet validated,
 * services past their promised date, loans overdue or due within 3 days — per kind its open documents, pieces
 * and grams.
 * The dashboard shows it; the close of day warns with it.
 */
export async function pendingWork(deps: AppDeps, kode_toko: string): Promise<{ pending: PendingItem[]; pending_documents: number }> {
  // Goods on the road: shipments this store sent, and shipments addressed to it (barang.tujuan); goods at
  // the cleaner (a place kind of their own). A shipment and a cleaning batch is each a place of its own kind,
  // so distinct places with something in them are the open documents.
  const found = await rows<{ key: string; label: string; documents: number; count: number; berat: string }>(
    deps.db,
    sql`SELECT 'transit-keluar' AS key, 'Barang Dikirim, Belum Diterima Cabang' AS label,
               COUNT(DISTINCT place) FILTER (WHERE qty <> 0 OR berat <> 0)::int AS documents,
               COALESCE(SUM(qty), 0)::int AS count, COALESCE(SUM(berat), 0)::numeric(14,3)::text AS berat
        FROM stock_balances WHERE place_toko = ${kode_toko} AND ${kindIn(sql`place_kind`, ['TRANSIT'])}
        UNION ALL
        SELECT 'transit-masuk', 'Barang Masuk Dari Cabang, Belum Diterima', COUNT(DISTINCT lokasi)::int,
               COUNT(*)::int, COALESCE(SUM(berat), 0)::numeric(14,3)::text
        FROM barang WHERE ${kindIn(sql`lokasi_kind`, ['TRANSIT'])} AND tujuan = ${kode_toko}
        UNION ALL
        SELECT 'cucian', 'Barang Di Cucian', COUNT(DISTINCT place) FILTER (WHERE qty <> 0 OR berat <> 0)::int,
               COALESCE(SUM(qty), 0)::int, COALESCE(SUM(berat), 0)::numeric(14,3)::text
        FROM stock_balances WHERE place_toko = ${kode_toko} AND ${kindIn(sql`place_kind`, ['CUCIAN'])}
        UNION ALL
        SELECT 'sepuh', 'Barang Pembelian Menunggu Sepuh (SP)', 0, COALESCE(SUM(qty), 0)::int,
               COALESCE(SUM(berat), 0)::numeric(14,3)::text
        FROM stock_balances WHERE place_toko = ${kode_toko} AND ${tray} AND ${gudangIn(sql`kode_gudang`, 'TO_REFINE')}
        UNION ALL
        SELECT 'rusak', 'Barang Rusak Menunggu Validasi Hancur', 0, COALESCE(SUM(qty), 0)::int,
               COALESCE(SUM(berat), 0)::numeric(14,3)::text
        FROM stock_balances WHERE place_toko = ${kode_toko} AND ${tray} AND ${gudangIn(sql`kode_gudang`, 'DAMAGED')}
        UNION ALL
        SELECT 'validasi', 'Penjualan / Pembelian Belum Divalidasi', COUNT(*)::int, COALESCE(SUM(x.qty), 0)::int,
               COALESCE(SUM(x.berat), 0)::numeric(14,3)::text
        FROM (
          SELECT p.no_faktur_jual AS no, dt.qty, dt.berat FROM penjualan p JOIN tokos t ON t.kode_toko = p.kode_toko
          CROSS JOIN LATERAL (SELECT COUNT(*) AS qty, COALESCE(SUM(berat), 0) AS berat FROM penjualan_detail d WHERE d.no_faktur_jual = p.no_faktur_jual) dt
          WHERE p.kode_toko = ${kode_toko} AND p.tgl_system = t.tgl_system AND p.status <> 'BATAL'
          UNION ALL
          SELECT d.doc_no, 0, 0 FROM documents d JOIN tokos t ON t.kode_toko = d.kode_toko
          WHERE d.doc_type = 'PEMBELIAN' AND d.kode_toko = ${kode_toko} AND d.tgl_system = t.tgl_system AND d.reversed_by_doc_no IS NULL
        ) x WHERE NOT EXISTS (SELECT 1 FROM validasi_transaksi v WHERE v.no_faktur = x.no)
        -- Services: customers' pieces past their due date, not yet picked up (held in trust, not stock).
        UNION ALL
        SELECT 'service-terlambat', 'Service Lewat Tanggal Janji, Belum Diambil', COUNT(*)::int, COALESCE(SUM(dt.qty), 0)::int,
               COALESCE(SUM(dt.berat), 0)::numeric(14,3)::text
        FROM services s JOIN tokos t ON t.kode_toko = s.kode_toko
        CROSS JOIN LATERAL (SELECT COUNT(*) AS qty, COALESCE(SUM(COALESCE(d.berat_selesai, d.berat)), 0) AS berat FROM service_detail d WHERE d.no_service = s.no_service) dt
        WHERE s.kode_toko = ${kode_toko} AND s.status IN ('MASUK', 'DIPROSES', 'SELESAI') AND s.tgl_janji < t.tgl_system
        -- Loans: open loans past their due date, and those falling due within 3 days (a reminder can go out).
        UNION ALL
        SELECT CASE WHEN h.tgl_jatuh_tempo < t.tgl_system THEN 'hutang-terlambat' ELSE 'hutang-jatuh-tempo' END,
               CASE WHEN h.tgl_jatuh_tempo < t.tgl_system THEN 'Hutang Lewat Jatuh Tempo' ELSE 'Hutang Jatuh Tempo Dalam 3 Hari' END,
               COUNT(*)::int, COALESCE(SUM(dt.qty), 0)::int, COALESCE(SUM(h.total_berat), 0)::numeric(14,3)::text
        FROM hutang h JOIN tokos t ON t.kode_toko = h.kode_toko
        CROSS JOIN LATERAL (SELECT COUNT(*) AS qty FROM hutang_detail d WHERE d.no_hutang = h.no_hutang) dt
        WHERE h.kode_toko = ${kode_toko} AND h.status = 'AKTIF' AND h.tgl_jatuh_tempo <= t.tgl_system + 3
        GROUP BY 1, 2`,
  );
  const pending = found
    .filter((row) => Number(row.count) > 0 || Number(row.documents) > 0)
    .map((row) => ({ ...row, documents: Number(row.documents), count: Number(row.count) }));
  return { pending, pending_documents: pending.reduce((n, row) => n + row.documents, 0) };
}
