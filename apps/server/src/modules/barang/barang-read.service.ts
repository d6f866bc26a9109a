// Reading goods: the whole record of an item, the paginated /data-barang list, the barcode lookup of the
// scanning screens, the send-goods list, an item's history and the trays of the add form.
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  isSemua,
  MESSAGES,
  textOrDash,
  type BarangLine,
  type BarangQueryRow,
  type BarangRecord,
  type barangApi,
  type kirimBarangApi,
  type DataBarangRow,
  type MutasiRow,
  type PosisiBarang,
  type QueryOf,
} from '@kencana/core';
import { assertStoreAccess, isPrivileged, storeCondition, storeFilter } from '../../auth/policy.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { preparedRows, rows, type Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../http/context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { JsonText } from '../../http/json-text.ts';
import { gudangIn, kindIn, trayPlaceSql } from '../../stock/index.ts';
import { LINE_COLUMNS, posisiCondition, posisiOf, toBarangLine, type LineRow } from './goods-lines.ts';

/** Staff see their store's items only; OWN/SU see every store's. */
function visibleTo(user: CurrentUser, alias = 'b'): SQL {
  return storeCondition(user, sql.raw(`${alias}.kode_toko`));
}

/** The whole record of one item, for the edit form. */
export async function barangDetail(deps: AppDeps, user: CurrentUser, kode_barcode: string): Promise<{ data: BarangRecord }> {
  const [row] = await rows<Record<string, unknown>>(
    deps.db,
    sql`SELECT b.*, b.berat::text AS berat, b.berat_asli::text AS berat_asli, b.berat_awal::text AS berat_awal, b.berat_tukang::text AS berat_tukang,
               b.berat_customer::text AS berat_customer, b.berat_susut::text AS berat_susut, b.susut_tukang::text AS susut_tukang,
               b.berat_cad::text AS berat_cad, b.berat_atribut::text AS berat_atribut, b.berat_bandrol::text AS berat_bandrol,
               b.berat_plastik::text AS berat_plastik, to_char(b.tgl_last_beli, 'YYYY-MM-DD') AS tgl_last_beli,
               to_char(b.tgl_last_jual, 'YYYY-MM-DD') AS tgl_last_jual
        FROM barang b WHERE b.kode_barcode = ${kode_barcode} AND ${visibleTo(user)}`,
  );
  if (!row) throw notFound(MESSAGES.barangTidakDiTemukan);
  const text = (key: string) => textOrDash(row[key] as string | null);
  const grams = (key: string) => (row[key] as string | null) ?? '0.000';
  const money = (key: string) => Number(row[key] ?? 0);
  return {
    data: {
      kode_barcode: row.kode_barcode as string,
      kode_barang: text('kode_barang'),
      kode_intern: text('kode_intern'),
      tag_id: text('tag_id'),
      nama_barang: text('nama_barang'),
      kode_group: text('kode_group'),
      kode_dept: text('kode_dept'),
      kode_toko: text('kode_toko'),
      kode_gudang: text('kode_gudang'),
      kode_baki: text('kode_baki'),
      lokasi: text('lokasi'),
      posisi: posisiOf(row.lokasi_kind as string | null),
      tipe_barang: text('tipe_barang'),
      berat: grams('berat'),
      berat_asli: grams('berat_asli'),
      berat_awal: grams('berat_awal'),
      berat_tukang: grams('berat_tukang'),
      berat_customer: grams('berat_customer'),
      berat_susut: grams('berat_susut'),
      susut_tukang: grams('susut_tukang'),
      berat_cad: grams('berat_cad'),
      berat_atribut: grams('berat_atribut'),
      berat_bandrol: grams('berat_bandrol'),
      berat_plastik: grams('berat_plastik'),
      kadar: text('kadar'),
      kadar_cetak: text('kadar_cetak'),
      kadar_modal: text('kadar_modal'),
      nama_atribut: text('nama_atribut'),
      harga_atribut: money('harga_atribut'),
      harga_beli: money('harga_beli'),
      harga_skrg: money('harga_skrg'),
      harga_jual: money('harga_jual'),
      harga_estimasi: money('harga_estimasi'),
      harga_total: money('harga_total'),
      ongkos: money('ongkos'),
      stock_on_hand: Number(row.stock_on_hand ?? 0),
      tgl_last_beli: text('tgl_last_beli'),
      tgl_last_jual: text('tgl_last_jual'),
      is_markis: Boolean(row.is_markis),
      no_pesanan: text('no_pesanan'),
      no_kirim: text('no_kirim'),
      foto: row.foto != null,
      status: text('status'),
      tujuan: text('tujuan'),
    },
  };
}

const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The /data-barang list: filters, search (barcode prefix or name), paginated on the server. */
export async function dataBarang(deps: AppDeps, user: CurrentUser, query: QueryOf<typeof barangApi.dataBarang>) {
  const conditions: SQL[] = [];
  if (!isPrivileged(user))
    conditions.push(sql`b.kode_toko = ${assertStoreAccess(user, isSemua(query.kode_toko) ? null : query.kode_toko)}`);
  else if (!isSemua(query.kode_toko)) conditions.push(sql`b.kode_toko = ${query.kode_toko}`);
  if (!isSemua(query.kode_gudang)) conditions.push(sql`b.kode_gudang = ${query.kode_gudang}`);
  if (!isSemua(query.kode_baki)) conditions.push(sql`b.kode_baki = ${query.kode_baki}`);
  if (!isSemua(query.kode_group)) conditions.push(sql`b.kode_group = ${query.kode_group}`);
  if (!isSemua(query.kode_dept)) conditions.push(sql`b.kode_dept = ${query.kode_dept}`);
  if (!isSemua(query.status)) conditions.push(sql`b.status = ${query.status}`);
  if (!isSemua(query.posisi)) conditions.push(posisiCondition(query.posisi as PosisiBarang));
  const search = query.search?.trim();
  if (search) {
    const words = likeEscape(search.toUpperCase());
    // A barcode prefix uses the text_pattern_ops index; a name matches anywhere.
    conditions.push(
      /^[A-Z0-9]{1,8}$/.test(search.toUpperCase())
        ? sql`(b.kode_barcode LIKE ${`${words}%`} OR upper(b.nama_barang) LIKE ${`%${words}%`})`
        : sql`upper(b.nama_barang) LIKE ${`%${words}%`}`,
    );
  }
  const where = conditions.length ? sql.join(conditions, sql` AND `) : sql`true`;
  const offset = (query.page - 1) * query.limit;
  const found = await rows<
    Omit<DataBarangRow, 'posisi' | 'foto' | 'harga_jual'> & { lokasi_kind: string | null; foto: string | null; harga_jual: string | number }
  >(
    deps.db,
    sql`SELECT b.kode_barcode, b.nama_barang, b.kode_group, b.kode_dept, b.kode_toko, b.kode_gudang, b.kode_baki, b.lokasi_kind, b.tipe_barang,
               b.status, b.berat::text AS berat, b.kadar, b.harga_jual, b.tujuan, b.foto
        FROM barang b WHERE ${where}
        ORDER BY b.kode_toko, b.kode_baki, b.kode_barcode LIMIT ${query.limit} OFFSET ${offset}`,
  );
  const [count] = await rows<{ n: number }>(deps.db, sql`SELECT count(*)::int AS n FROM barang b WHERE ${where}`);
  return {
    data: found.map((row) => ({
      kode_barcode: row.kode_barcode,
      nama_barang: row.nama_barang,
      kode_group: row.kode_group,
      kode_dept: row.kode_dept,
      kode_toko: textOrDash(row.kode_toko),
      kode_gudang: textOrDash(row.kode_gudang),
      kode_baki: textOrDash(row.kode_baki),
      posisi: posisiOf(row.lokasi_kind),
      tipe_barang: row.tipe_barang,
      status: row.status,
      berat: row.berat,
      kadar: textOrDash(row.kadar),
      harga_jual: Number(row.harga_jual),
      tujuan: textOrDash(row.tujuan),
      foto: row.foto != null,
    })),
    total: Number(count?.n ?? 0),
    page: query.page,
    limit: query.limit,
  };
}

/**
 * The barcode lookup of the scanning screens: the first 8 characters, upper-cased (done by the contract).
 * A barcode is 8 characters, so its 8-character prefix is the whole code: an equality on the primary key.
 * Staff find their store's items only. It is a search, so nothing found is an empty list (200): a scanner
 * miss is an everyday event, and the screen says 'Barang Tidak Di Temukan' without the browser logging an
 * HTTP error.
 */
export async function lookupBarcode(
  deps: AppDeps,
  user: CurrentUser,
  query: QueryOf<typeof barangApi.lookupBarcode>,
): Promise<{ data: BarangLine[] }> {
  const kode_toko = storeFilter(user, query.kode_toko);
  const found = await preparedRows<LineRow>(deps.db, lookupSql(query.kode_barcode, kode_toko, query.limit));
  return { data: found.map(toBarangLine) };
}

/** The SQL of the barcode lookup (store null: every store), shared with the benchmark. */
export function lookupSql(kode_barcode: string, kode_toko: string | null, limit: number): SQL {
  const scope = kode_toko ? sql`b.kode_toko = ${kode_toko}` : sql`true`;
  return sql`SELECT ${LINE_COLUMNS} FROM barang b WHERE b.kode_barcode = ${kode_barcode} AND ${scope} LIMIT ${limit}`;
}

/**
 * The SQL of the send-goods list, shared with the benchmark: at most `limit` goods of the store's trays in
 * list order, one more to tell a cut list. `asJson`: one row holding the page as JSON text (`data`) and
 * whether more goods match (`truncated`) instead. Measured at 500 rows, the embedded database's driver
 * spends twice the query's own time parsing the answer value by value in JavaScript, so there the database
 * builds the JSON; the server's driver reads rows faster than PostgreSQL builds JSON, so there rows come.
 */
export function barangQuerySql(
  kode_toko: string,
  filters: { kode_baki: string; kode_group: string; kode_dept: string },
  limit: number,
  asJson: boolean,
): SQL {
  const conditions: SQL[] = [sql`b.kode_toko = ${kode_toko}`];
  // On a tray: the goods a store can send. Each filter has an index that yields the goods in list order,
  // so the query stops at its limit instead of sorting a whole store.
  conditions.push(isSemua(filters.kode_baki) ? sql`b.kode_baki IS NOT NULL` : sql`b.kode_baki = ${filters.kode_baki}`);
  if (!isSemua(filters.kode_group)) conditions.push(sql`b.kode_group = ${filters.kode_group}`);
  if (!isSemua(filters.kode_dept)) conditions.push(sql`b.kode_dept = ${filters.kode_dept}`);
  // The row is built as the contract wants it (texts, '-' for missing), so no per-row work in JS.
  const page = sql`SELECT b.kode_barcode, b.nama_barang, b.kode_group, b.kode_dept, COALESCE(b.kode_gudang, '-') AS kode_gudang,
                          b.kode_baki, b.tipe_barang, b.berat::text AS berat, COALESCE(NULLIF(b.kadar, ''), '-') AS kadar,
                          COALESCE(b.tujuan, '-') AS tujuan
                   FROM barang b WHERE ${sql.join(conditions, sql` AND `)} ORDER BY b.kode_baki, b.kode_barcode LIMIT ${limit + 1}`;
  if (!asJson) return page;
  return sql`WITH page AS (${page})
             SELECT COALESCE((SELECT json_agg(p ORDER BY p.kode_baki, p.kode_barcode)
                              FROM (SELECT * FROM page ORDER BY kode_baki, kode_barcode LIMIT ${limit}) p), '[]')::text AS data,
                    (SELECT count(*) FROM page) > ${limit} AS truncated`;
}

type BarangQueryAnswer = z.infer<typeof kirimBarangApi.barangQuery.response>;

/**
 * The send-goods list: goods on the sending store's trays, filtered, at most `limit` (truncated flags more).
 * The destination is required first (and may not be the store itself); it does not narrow the list.
 */
export async function barangQuery(
  deps: AppDeps,
  user: CurrentUser,
  query: QueryOf<typeof kirimBarangApi.barangQuery>,
): Promise<BarangQueryAnswer | JsonText<BarangQueryAnswer>> {
  const kode_toko = assertStoreAccess(user, query.kode_toko);
  if (query.tujuan === kode_toko) throw badRequest(MESSAGES.tujuanTidakBolehTokoSendiri);
  if (deps.dbKind === 'pglite') {
    const [page] = await preparedRows<{ data: string; truncated: boolean }>(deps.db, barangQuerySql(kode_toko, query, query.limit, true));
    return new JsonText(`{"data":${page!.data},"truncated":${page!.truncated}}`);
  }
  const found = await preparedRows<BarangQueryRow>(deps.db, barangQuerySql(kode_toko, query, query.limit, false));
  const truncated = found.length > query.limit;
  if (truncated) found.pop();
  return { data: found, truncated };
}

/** Every document that moved or changed an item, oldest first. */
export async function riwayatBarang(deps: AppDeps, user: CurrentUser, kode_barcode: string): Promise<{ data: MutasiRow[] }> {
  const [item] = await rows<{ ok: boolean }>(
    deps.db,
    sql`SELECT true AS ok FROM barang b WHERE b.kode_barcode = ${kode_barcode} AND ${visibleTo(user)}`,
  );
  if (!item) throw notFound(MESSAGES.barangTidakDiTemukan);
  const found = await rows<MutasiRow>(
    deps.db,
    sql`SELECT doc_no, doc_type, to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system, kode_toko, kode_barcode, nama_barang, kode_group_asal,
               kode_group_tujuan, kode_dept_asal, kode_dept_tujuan, lokasi_asal, lokasi_tujuan, kode_baki_asal, kode_baki_tujuan,
               berat_asal::text AS berat_asal, berat_tujuan::text AS berat_tujuan, keterangan, user_id
        FROM barang_mutasi WHERE kode_barcode = ${kode_barcode} ORDER BY id`,
  );
  return { data: found };
}

type BakiRow = {
  kode_baki: string;
  nama_baki: string;
  kode_gudang: string;
  kode_toko: string;
  berat_baki: string;
  qty: number;
  berat: string;
};

async function traysOf(q: Queryable, kode_toko: string, onlyWithStock: boolean): Promise<BakiRow[]> {
  const found = await rows<BakiRow>(
    q,
    sql`SELECT k.kode_baki, k.nama_baki, k.kode_gudang, k.kode_toko, k.berat_baki::text AS berat_baki,
               COALESCE(SUM(s.qty), 0)::int AS qty, COALESCE(SUM(s.berat), 0)::numeric(14,3)::text AS berat
        FROM baki k LEFT JOIN stock_balances s ON ${kindIn(sql`s.place_kind`, ['BAKI'])} AND s.place = ${trayPlaceSql(sql`k.kode_baki`)}
        WHERE k.kode_toko = ${kode_toko} AND k.is_active
        GROUP BY k.kode_baki, k.nama_baki, k.kode_gudang, k.kode_toko, k.berat_baki
        ${onlyWithStock ? sql`HAVING COALESCE(SUM(s.qty), 0) > 0 OR COALESCE(SUM(s.berat), 0) > 0` : sql``}
        ORDER BY (${gudangIn(sql`k.kode_gudang`, 'DISPLAY')}) DESC, k.kode_gudang, k.kode_baki`,
  );
  return found.map((row) => ({ ...row, qty: Number(row.qty) }));
}

export async function bakiTambahBarang(deps: AppDeps, user: CurrentUser, kode_toko?: string) {
  return { data: await traysOf(deps.db, assertStoreAccess(user, kode_toko), false) };
}

export async function bakiReady(deps: AppDeps, user: CurrentUser, kode_toko?: string) {
  return { data: await traysOf(deps.db, assertStoreAccess(user, kode_toko), true) };
}
