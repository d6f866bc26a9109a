// The store a stock document is written for, and its trays.
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@kencana/core';
import { assertStoreAccess } from '../auth/policy.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import { storeToday } from '../clock.ts';
import { rows, type Queryable } from '../db/client.ts';
import type { AppDeps } from '../http/context.ts';
import { conflict, notFound } from '../http/errors.ts';

export interface Store {
  kode_toko: string;
  nama_toko: string;
  alamat_toko: string;
  tgl_system: string;
}

/**
 * The store a writing request acts for (the user's, or the one an OWN/SU names), with its business date.
 * Staff naming another store are refused (403); a store whose day is not closed yet is refused (409), so a
 * document never carries a stale business date. The store row is held FOR SHARE until the document commits:
 * the close of day waits for documents in flight, and a document started during a close waits for it and
 * then sees the new date.
 */
export async function actingStore(deps: AppDeps, q: Queryable, user: CurrentUser, requested?: string | null): Promise<Store> {
  const kode_toko = assertStoreAccess(user, requested);
  const store = await loadStore(q, kode_toko, { share: true });
  if (store.tgl_system < storeToday(deps.clock, deps.env.TZ_STORE)) throw conflict(MESSAGES.tokoBelumDitutup);
  return store;
}

/** An active store, or 404 'Toko Tidak Ditemukan'; `share`: held FOR SHARE until the transaction ends. */
export async function loadStore(q: Queryable, kode_toko: string, options: { share?: boolean } = {}): Promise<Store> {
  const [store] = await rows<Store>(
    q,
    sql`SELECT kode_toko, nama_toko, alamat_toko, to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system FROM tokos
        WHERE kode_toko = ${kode_toko} AND is_active ${options.share ? sql`FOR SHARE` : sql``}`,
  );
  if (!store) throw notFound(MESSAGES.tokoTidakDitemukan);
  return store;
}

export interface Tray {
  kode_baki: string;
  nama_baki: string;
  kode_gudang: string;
  kode_toko: string;
  berat_baki: string;
}

/** An active tray, or 404 'Kode Baki Tidak Ditemukan'. */
export async function loadTray(q: Queryable, kode_baki: string): Promise<Tray> {
  const [tray] = await rows<Tray>(
    q,
    sql`SELECT kode_baki, nama_baki, kode_gudang, kode_toko, berat_baki::text AS berat_baki FROM baki WHERE kode_baki = ${kode_baki} AND is_active`,
  );
  if (!tray) throw notFound(MESSAGES.bakiTidakDitemukan);
  return tray;
}

/** A tray the user may see (staff: their store's), else 404 / 403. */
export async function visibleTray(q: Queryable, user: CurrentUser, kode_baki: string): Promise<Tray> {
  const tray = await loadTray(q, kode_baki);
  assertStoreAccess(user, tray.kode_toko);
  return tray;
}

/** The close of day moves the store's business date: every document after it carries the new date. */
export async function advanceBusinessDate(tx: Queryable, kode_toko: string, tgl_system_baru: string): Promise<void> {
  await tx.execute(sql`UPDATE tokos SET tgl_system = ${tgl_system_baru} WHERE kode_toko = ${kode_toko}`);
}
