// One business day of the whole chain in bulk SQL: every row is a copy of a row the product wrote for a
// template document (year-templates.ts), with only what differs substituted — the number, the date, the store,
// the piece or lot, the grams and the money. Columns the substitution does not name are copied from the
// template row as the product wrote them, so a column added to a table later is still filled as the product
// fills it. The day's rows keep every invariant of the ledger: each document's stock rows sum to zero grams
// and fine grams, each money document to zero rupiah; every barcode and lot ends where its last row puts it
// (barang.lokasi and stock_lots.lokasi follow); balances are updated from the day's rows; numbers take the next
// values of their counters, which are moved on; the drawer receives the day's sales before it pays anything.
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Queryable, type Tx } from '../src/db/client.ts';
import type { MoneyAccountKind } from '../src/ledger/money-accounts.ts';
import { trayPlaceSql } from '../src/ledger/places.ts';
import { kindIn } from '../src/stock/kinds.ts';
import type { Templates } from './year-templates.ts';
import { DISPLAY } from './year-setup.ts';

/** How much a store does on one business day. */
export interface DayVolume {
  /** One-piece sales (a quarter of those over Rp 2 jt paid partly by transfer). */
  sales: number;
  /** One-lot buy-backs (a fifth paid by transfer). */
  buybacks: number;
  /** Pieces sent to the next store (one shipment a day, received there the same day). */
  transfers: number;
  /** Walk-in customers' deposits (titipan) paid in cash. */
  deposits: number;
}

const TZ = 'Asia/Jakarta';
/** The money accounts a sale's lines are told apart by: the drawer (cash in, change out) and a non-cash method's clearing. */
const DRAWER: MoneyAccountKind = 'KAS';
const CLEARING: MoneyAccountKind = 'KLIRING';
/** The work tables of the generator (dropped at the end). */
const PLAN = sql.raw('bench_year_plan');
const PRICE = sql.raw('bench_year_price');
const SALE = sql.raw('bench_year_sale');
const BUY = sql.raw('bench_year_buy');
const SEND = sql.raw('bench_year_send');
const SENDH = sql.raw('bench_year_sendh');
const CASH = sql.raw('bench_year_cash');
const DEP = sql.raw('bench_year_dep');
export const WORK_TABLES = [
  'bench_year_plan',
  'bench_year_price',
  'bench_year_sale',
  'bench_year_buy',
  'bench_year_send',
  'bench_year_sendh',
  'bench_year_cash',
  'bench_year_dep',
];

const columnCache = new Map<string, string[]>();

/** The columns of a table the product fills (a serial id is left to its sequence). */
async function columnsOf(q: Queryable, table: string): Promise<string[]> {
  const cached = columnCache.get(table);
  if (cached) return cached;
  const found = await rows<{ column_name: string }>(
    q,
    sql`SELECT column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = ${table} AND COALESCE(column_default, '') NOT LIKE 'nextval(%'
        ORDER BY ordinal_position`,
  );
  if (found.length === 0) throw new Error(`no table ${table}`);
  const columns = found.map((r) => r.column_name);
  columnCache.set(table, columns);
  return columns;
}

/**
 * INSERT INTO `table` a copy of each template row `t` joined in `from`, every column from `t` unless `set`
 * names it (created_at: the source's `ts`).
 */
async function copy(tx: Tx, table: string, from: SQL, set: Record<string, SQL>, orderBy?: SQL): Promise<void> {
  const started = performance.now();
  await makeTemplateTables(tx);
  const columns = await columnsOf(tx, table);
  for (const name of Object.keys(set)) if (!columns.includes(name)) throw new Error(`${table} has no column ${name}`);
  const value = (name: string): SQL => set[name] ?? (name === 'created_at' ? sql`s.ts` : sql`t.${sql.identifier(name)}`);
  await tx.execute(sql`
    INSERT INTO ${sql.identifier(table)} (${sql.join(
      columns.map((name) => sql.identifier(name)),
      sql`, `,
    )})
    SELECT ${sql.join(columns.map(value), sql`, `)} FROM ${from} ${orderBy ? sql`ORDER BY ${orderBy}` : sql``}`);
  if (PROFILE) profile.set(table, (profile.get(table) ?? 0) + performance.now() - started);
}

/** BENCH_YEAR_PROFILE=1: the time spent copying into each table, printed by the caller. */
const PROFILE = process.env.BENCH_YEAR_PROFILE === '1';
export const profile = new Map<string, number>();

/** Runs a statement of the day, its time added to {@link profile} under `label`. */
async function timed(tx: Tx, label: string, query: SQL): Promise<void> {
  const started = performance.now();
  await makeTemplateTables(tx);
  await tx.execute(query);
  if (PROFILE) profile.set(label, (profile.get(label) ?? 0) + performance.now() - started);
}

/** The template rows copied, by work table name: the statement that fills it, and whether it exists yet. */
const templateTables = new Map<string, { fill: SQL; made: boolean }>();

/**
 * The rows of `table` a template document wrote (`key` one of `docs`), as the alias `t`: read once into a
 * small work table, so copying them does not read the ledger's growing tables (whose statistics lag behind a
 * bulk load) however large they grow.
 */
const templateRows = (table: string, key: string, docs: readonly string[], alias = 't'): SQL => {
  const name = `bench_year_t_${table}_${docs
    .join('_')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase()}`.slice(0, 63);
  if (!templateTables.has(name))
    templateTables.set(name, {
      made: false,
      fill: sql`CREATE TABLE ${sql.identifier(name)} AS SELECT * FROM ${sql.identifier(table)} WHERE ${sql.identifier(key)} IN (${sql.join(
        docs.map((doc) => sql`${doc}`),
        sql`, `,
      )})`,
    });
  return sql`${sql.identifier(name)} ${sql.identifier(alias)}`;
};

/** Creates the template tables named so far that do not exist yet. */
async function makeTemplateTables(tx: Tx): Promise<void> {
  for (const [name, entry] of templateTables) {
    if (entry.made) continue;
    await tx.execute(sql`DROP TABLE IF EXISTS ${sql.identifier(name)}`);
    await tx.execute(entry.fill);
    entry.made = true;
  }
}

/** Reads rows of a query naming template rows (made first). */
async function readTemplates<T>(tx: Tx, query: SQL): Promise<T[]> {
  await makeTemplateTables(tx);
  return rows<T>(tx, query);
}

/** Drops the generator's work tables. */
export async function dropWorkTables(q: Queryable): Promise<void> {
  for (const table of [...WORK_TABLES, ...templateTables.keys()]) await q.execute(sql`DROP TABLE IF EXISTS ${sql.identifier(table)}`);
}

/** A code of the template's store (`KAS:T01`, `SOLD:T01`, `BATAS:T01:PENJUALAN`) rewritten for `toko`. */
const swapToko = (tpl: Templates, code: SQL, toko: SQL): SQL =>
  sql`regexp_replace(${code}, ${`:${tpl.toko}($|:)`}, ':' || ${toko} || ${'\\1'})`;
/** A document number: prefix, store, yymmdd, the counter's last value plus `k`. */
const docNo = (prefix: string, period: string, toko: SQL, k: SQL): SQL =>
  sql`${`${prefix}-`}::text || ${toko} || ${`-${period}-`}::text || lpad((${k})::text, 4, '0')`;
/** The counter's last value of a prefix for a store and day (0 when none). */
const lastOf = (prefix: string, period: string, toko: SQL): SQL =>
  sql`COALESCE((SELECT n.last FROM doc_numbers n WHERE n.prefix = ${prefix} AND n.kode_toko = ${toko} AND n.period = ${period}), 0)`;
const prefixOf = (doc_no: string): string => doc_no.split('-')[0] ?? doc_no;
/** A moment of the business day: `hour` o'clock in the stores' time zone plus `seconds`. */
const momentOf = (day: string, hour: number, seconds: SQL): SQL =>
  sql`((${day}::date + make_interval(hours => ${hour})) + (${seconds}) * interval '1 second') AT TIME ZONE ${TZ}`;

/**
 * The work tables of the year: the gold prices, and the plan — which piece each store sells or sends on which
 * day — drawn once from the goods on the bench's display trays (pieces a store receives stay on its trays).
 */
export async function preparePlan(
  q: Queryable,
  stores: readonly string[],
  days: number,
  volume: DayVolume,
  firstDay: string,
): Promise<void> {
  for (const table of WORK_TABLES) await q.execute(sql`DROP TABLE IF EXISTS ${sql.identifier(table)}`);
  await q.execute(sql`
    CREATE TABLE ${PRICE} AS SELECT DISTINCT ON (kode_group) kode_group, harga, harga_beli FROM harga_emas
    WHERE tgl_berlaku <= ${firstDay}::date ORDER BY kode_group, tgl_berlaku DESC`);
  const perDay = volume.sales + volume.transfers;
  await q.execute(sql`
    CREATE TABLE ${PLAN} AS
    SELECT kode_barcode, kode_toko,
           CASE WHEN rn <= ${volume.sales * days} THEN (rn - 1) / ${Math.max(1, volume.sales)} ELSE (rn - 1 - ${volume.sales * days}) / ${Math.max(1, volume.transfers)} END::int AS day,
           CASE WHEN rn <= ${volume.sales * days} THEN (rn - 1) % ${Math.max(1, volume.sales)} ELSE (rn - 1 - ${volume.sales * days}) % ${Math.max(1, volume.transfers)} END::int + 1 AS seq,
           rn > ${volume.sales * days} AS kirim
    FROM (SELECT b.kode_barcode, b.kode_toko, row_number() OVER (PARTITION BY b.kode_toko ORDER BY md5(b.kode_barcode)) AS rn
          FROM barang b JOIN ${PRICE} p ON p.kode_group = b.kode_group
          WHERE ${kindIn(sql`b.lokasi_kind`, ['BAKI'])} AND b.kode_baki ~ ${`^${DISPLAY}[0-9]{2}[A-Z]$`}
            AND b.kode_toko IN (${sql.join(
              stores.map((s) => sql`${s}`),
              sql`, `,
            )})) x
    WHERE rn <= ${perDay * days}`);
  await q.execute(sql`CREATE INDEX bench_year_plan_day_idx ON ${PLAN} (day, kirim)`);
  await q.execute(sql`ANALYZE ${PLAN}`);
}

/** The money accounts every store's copies name, created as the first entry of the product creates them. */
export async function prepareAccounts(q: Queryable, tpl: Templates, stores: readonly string[]): Promise<void> {
  const docs = [
    tpl.saleCash,
    tpl.saleSplit,
    tpl.buyCash,
    tpl.buyTransfer,
    tpl.kasAmbil,
    tpl.setor.no_setor,
    tpl.setor.no_terima,
    tpl.tukar.jual,
    tpl.tukar.beli,
  ];
  await q.execute(sql`
    INSERT INTO money_accounts (kode_akun, kind, kode_toko, ref, nama)
    SELECT DISTINCT ${swapToko(tpl, sql`a.kode_akun`, sql`st`)}, a.kind, CASE WHEN a.kode_toko = ${tpl.toko} THEN st ELSE a.kode_toko END, a.ref, a.nama
    FROM money_accounts a CROSS JOIN unnest(${sql.raw(`ARRAY[${stores.map((s) => `'${s}'`).join(',')}]`)}::text[]) st
    WHERE a.kode_akun IN (SELECT kode_akun FROM money_entries WHERE doc_no IN (${sql.join(
      docs.map((d) => sql`${d}`),
      sql`, `,
    )}))
    ON CONFLICT (kode_akun) DO NOTHING`);
}

/** Writes day `d` (0-based) of the year, dated `day`, for every store, in the caller's transaction. */
export async function writeDay(
  tx: Tx,
  tpl: Templates,
  stores: readonly string[],
  d: number,
  day: string,
  volume: DayVolume,
): Promise<void> {
  const period = day.replaceAll('-', '').slice(2);
  const [before] = await rows<{ id: string | null }>(tx, sql`SELECT MAX(id)::text AS id FROM stock_movements`);
  const firstId = before?.id ?? '0';
  for (const table of [SALE, BUY, SEND, SENDH, CASH, DEP]) await tx.execute(sql`DROP TABLE IF EXISTS ${table}`);
  const storeList = sql.join(
    stores.map((s) => sql`${s}`),
    sql`, `,
  );
  // The counters move past each flow's numbers before the next flow numbers its own.
  const counters = () => advanceCounters(tx, storeList, day);
  await sales(tx, tpl, d, day, period, volume);
  await counters();
  await buybacks(tx, tpl, stores, d, day, period, volume);
  await counters();
  if (tpl.kirim && stores.length > 1 && volume.transfers > 0) await transfers(tx, tpl, tpl.kirim, stores.length, d, day, period);
  await counters();
  await deposits(tx, tpl, stores, d, day, period, volume);
  await counters();
  await money(tx, tpl, stores, d, day, period);
  await counters();
  // The day's stock rows into the running balances, as the kernel adds each document's.
  await timed(
    tx,
    'stock_balances',
    sql`
    INSERT INTO stock_balances (place, kode_group, kode_dept, place_kind, place_toko, kode_gudang, qty, berat, berat_murni)
    SELECT place, kode_group, kode_dept, MIN(place_kind), MIN(place_toko), MIN(kode_gudang), SUM(qty)::int, SUM(berat), SUM(berat_murni)
    FROM stock_movements WHERE id > ${firstId}::bigint GROUP BY place, kode_group, kode_dept
    ON CONFLICT (place, kode_group, kode_dept) DO UPDATE
      SET qty = stock_balances.qty + excluded.qty, berat = stock_balances.berat + excluded.berat, berat_murni = stock_balances.berat_murni + excluded.berat_murni`,
  );
}

/** Every counter of the stores' documents of the day moved up to the highest number written. */
async function advanceCounters(tx: Tx, storeList: SQL, day: string): Promise<void> {
  await timed(
    tx,
    'doc_numbers',
    sql`
    INSERT INTO doc_numbers (prefix, kode_toko, period, last)
    SELECT split_part(doc_no, '-', 1), split_part(doc_no, '-', 2), split_part(doc_no, '-', 3), MAX(split_part(doc_no, '-', 4)::int)
    FROM documents WHERE kode_toko IN (${storeList}) AND tgl_system = ${day}::date AND doc_no ~ '^[A-Z]+-[A-Z0-9]+-[0-9]{6}-[0-9]+$'
    GROUP BY 1, 2, 3
    ON CONFLICT (prefix, kode_toko, period) DO UPDATE SET last = GREATEST(doc_numbers.last, excluded.last)`,
  );
}

/** The day's sales: one planned piece each, priced at its category's gold price, paid in cash (a quarter partly by transfer). */
async function sales(tx: Tx, tpl: Templates, d: number, day: string, period: string, volume: DayVolume): Promise<void> {
  if (volume.sales <= 0) return;
  const prefix = prefixOf(tpl.saleCash);
  const saleDocs = [tpl.saleCash, tpl.saleSplit, tpl.tukar.jual];
  const beliPrefix = prefixOf(tpl.tukar.beli);
  const tukarPrefix = prefixOf(tpl.tukar.no_tukar);
  const [cut] = await readTemplates<{ potongan: string }>(
    tx,
    sql`SELECT potongan_persen::text AS potongan FROM ${templateRows('pembelian_detail', 'no_faktur_beli', [tpl.tukar.beli])}`,
  );
  const potongan = cut?.potongan ?? '0';
  await tx.execute(sql`DROP TABLE IF EXISTS ${SALE}`);
  await timed(
    tx,
    'plan: sales',
    sql`
    CREATE TABLE ${SALE} AS
    WITH s AS (
      SELECT p.kode_barcode, p.kode_toko, p.seq, b.berat, b.kadar, b.kode_group, b.kode_dept, b.kode_baki, b.kode_gudang, b.lokasi, b.nama_barang,
             h.harga AS hpg, (ceil(b.berat * h.harga / 500) * 500)::bigint AS harga,
             floor(h.harga_beli * (100 - ${potongan}::numeric) / 100)::bigint AS hpg_beli, h.harga_beli,
             row_number() OVER (PARTITION BY p.kode_toko ORDER BY p.seq) AS k
      FROM ${PLAN} p JOIN barang b USING (kode_barcode) JOIN ${PRICE} h ON h.kode_group = b.kode_group
      WHERE p.day = ${d} AND NOT p.kirim AND ${kindIn(sql`b.lokasi_kind`, ['BAKI'])}),
    s1 AS (SELECT s.*, (s.seq % 10 = 5 AND s.harga > 1000000 AND s.hpg_beli > 0) AS tukar FROM s),
    s2 AS (
      SELECT s1.*, CASE WHEN NOT s1.tukar AND s1.seq % 4 = 3 AND s1.harga > 2000000 THEN 1000000 ELSE 0 END::bigint AS transfer,
             CASE WHEN s1.tukar THEN GREATEST(0.1, round(s1.harga * 0.3 / s1.hpg_beli, 3)) END::numeric(12,3) AS berat_lama,
             row_number() OVER (PARTITION BY s1.kode_toko, s1.tukar ORDER BY s1.seq) AS m
      FROM s1),
    s3 AS (SELECT s2.*, COALESCE(floor(s2.berat_lama * s2.hpg_beli / 1000) * 1000, 0)::bigint AS beli FROM s2)
    SELECT s3.*, ${docNo(prefix, period, sql`s3.kode_toko`, sql`${lastOf(prefix, period, sql`s3.kode_toko`)} + s3.k`)} AS doc_no,
           CASE WHEN s3.tukar THEN ${docNo(tukarPrefix, period, sql`s3.kode_toko`, sql`${lastOf(tukarPrefix, period, sql`s3.kode_toko`)} + s3.m`)} END AS no_tukar,
           CASE WHEN s3.tukar THEN ${docNo(beliPrefix, period, sql`s3.kode_toko`, sql`${lastOf(beliPrefix, period, sql`s3.kode_toko`)} + s3.m`)} END AS no_beli,
           (floor((s3.harga - s3.transfer - s3.beli) / 50000) + 1)::bigint * 50000 AS tunai,
           (floor((s3.harga - s3.transfer - s3.beli) / 50000) + 1)::bigint * 50000 - (s3.harga - s3.transfer - s3.beli) AS kembalian,
           CASE WHEN s3.tukar THEN ${tpl.tukar.jual} WHEN s3.transfer > 0 THEN ${tpl.saleSplit} ELSE ${tpl.saleCash} END::text AS tpl,
           ${momentOf(day, 9, sql`s3.k * 20`)} AS ts
    FROM s3`,
  );
  const order = sql`s.kode_toko, s.k`;
  await copy(
    tx,
    'documents',
    sql`${SALE} s JOIN ${templateRows('documents', 'doc_no', saleDocs)} ON t.doc_no = s.tpl`,
    { doc_no: sql`s.doc_no`, kode_toko: sql`s.kode_toko`, tgl_system: sql`${day}::date`, total_harga: sql`s.harga` },
    order,
  );
  await copy(
    tx,
    'penjualan',
    sql`${SALE} s JOIN ${templateRows('penjualan', 'no_faktur_jual', saleDocs)} ON t.no_faktur_jual = s.tpl`,
    {
      no_faktur_jual: sql`s.doc_no`,
      kode_toko: sql`s.kode_toko`,
      tgl_system: sql`${day}::date`,
      total_harga: sql`s.harga`,
      total_bayar: sql`s.tunai + s.transfer + s.beli`,
      kembalian: sql`s.kembalian`,
    },
    order,
  );
  await copy(
    tx,
    'penjualan_detail',
    sql`${SALE} s JOIN ${templateRows('penjualan_detail', 'no_faktur_jual', saleDocs)} ON t.no_faktur_jual = s.tpl`,
    {
      no_faktur_jual: sql`s.doc_no`,
      kode_barcode: sql`s.kode_barcode`,
      nama_barang: sql`s.nama_barang`,
      kode_group: sql`s.kode_group`,
      kode_dept: sql`s.kode_dept`,
      kode_baki: sql`s.kode_baki`,
      berat: sql`s.berat`,
      kadar: sql`s.kadar`,
      harga_per_gram: sql`s.hpg`,
      harga_emas: sql`s.harga`,
      harga: sql`s.harga`,
    },
    order,
  );
  await copy(
    tx,
    'penjualan_bayar',
    sql`${SALE} s JOIN ${templateRows('penjualan_bayar', 'no_faktur_jual', saleDocs)} ON t.no_faktur_jual = s.tpl`,
    {
      no_faktur_jual: sql`s.doc_no`,
      jumlah: sql`CASE t.jenis WHEN 'CASH' THEN s.tunai WHEN 'TUKAR' THEN s.beli ELSE s.transfer END`,
      no_referensi: sql`CASE WHEN t.jenis = 'TUKAR' THEN s.no_tukar ELSE t.no_referensi END`,
    },
    sql`${order}, t.id`,
  );
  await copy(
    tx,
    'stock_movements',
    sql`${SALE} s JOIN ${templateRows('stock_movements', 'doc_no', saleDocs)} ON t.doc_no = s.tpl`,
    {
      doc_no: sql`s.doc_no`,
      tgl_system: sql`${day}::date`,
      place: sql`CASE WHEN t.qty < 0 THEN s.lokasi ELSE ${swapToko(tpl, sql`t.place`, sql`s.kode_toko`)} END`,
      place_toko: sql`s.kode_toko`,
      kode_gudang: sql`CASE WHEN t.qty < 0 THEN s.kode_gudang ELSE t.kode_gudang END`,
      kode_barcode: sql`s.kode_barcode`,
      kode_group: sql`s.kode_group`,
      kode_dept: sql`s.kode_dept`,
      berat: sql`sign(t.qty) * s.berat`,
      kadar: sql`s.kadar::numeric`,
      berat_murni: sql`sign(t.qty) * round(s.berat * s.kadar::numeric / 100, 3)`,
    },
    sql`${order}, t.id`,
  );
  await copy(
    tx,
    'money_entries',
    sql`${SALE} s JOIN ${templateRows('money_entries', 'doc_no', saleDocs)} ON t.doc_no = s.tpl JOIN money_accounts a ON a.kode_akun = t.kode_akun`,
    {
      doc_no: sql`s.doc_no`,
      kode_akun: swapToko(tpl, sql`t.kode_akun`, sql`s.kode_toko`),
      kode_toko: sql`s.kode_toko`,
      tgl_system: sql`${day}::date`,
      jumlah: sql`CASE WHEN a.kind = ${DRAWER} AND t.jumlah > 0 THEN s.tunai WHEN a.kind = ${DRAWER} THEN -s.kembalian
                       WHEN a.kind = ${CLEARING} THEN s.transfer WHEN t.jumlah > 0 THEN s.beli ELSE -s.harga END`,
    },
    sql`${order}, t.id`,
  );
  await copy(
    tx,
    'barang_mutasi',
    sql`${SALE} s JOIN ${templateRows('barang_mutasi', 'doc_no', saleDocs)} ON t.doc_no = s.tpl`,
    {
      doc_no: sql`s.doc_no`,
      kode_toko: sql`s.kode_toko`,
      tgl_system: sql`${day}::date`,
      kode_barcode: sql`s.kode_barcode`,
      nama_barang: sql`s.nama_barang`,
      berat_asal: sql`s.berat`,
      berat_tujuan: sql`s.berat`,
      harga_jual: sql`s.harga`,
      lokasi_asal: sql`s.lokasi`,
      lokasi_tujuan: swapToko(tpl, sql`t.lokasi_tujuan`, sql`s.kode_toko`),
      kode_baki_asal: sql`s.kode_baki`,
      kode_group_asal: sql`s.kode_group`,
      kode_group_tujuan: sql`s.kode_group`,
      kode_dept_asal: sql`s.kode_dept`,
      kode_dept_tujuan: sql`s.kode_dept`,
    },
    sql`${order}, t.id`,
  );
  // The piece is where the template's sold piece is: sold, in no tray.
  await timed(
    tx,
    'barang: sold',
    sql`
    UPDATE barang b SET lokasi = ${swapToko(tpl, sql`tb.lokasi`, sql`s.kode_toko`)}, lokasi_kind = tb.lokasi_kind, kode_baki = tb.kode_baki,
                        kode_gudang = tb.kode_gudang, updated_at = s.ts
    FROM ${SALE} s, barang tb JOIN ${templateRows('penjualan_detail', 'no_faktur_jual', [tpl.saleCash], 'pd')} ON tb.kode_barcode = pd.kode_barcode
    WHERE b.kode_barcode = s.kode_barcode`,
  );
  await exchanges(tx, tpl, day, period);
}

/**
 * The old gold of the day's exchanges (a tenth of the sales): each a one-lot buy-back settled against its
 * sale (worth about a third of the new piece; the customer pays the rest in cash), and the exchange's record.
 */
async function exchanges(tx: Tx, tpl: Templates, day: string, period: string): Promise<void> {
  const docs = [tpl.tukar.beli];
  const from = (table: string, key: string) => sql`${SALE} s JOIN ${templateRows(table, key, docs)} ON s.tukar`;
  const order = sql`s.kode_toko, s.m`;
  const lot = sql`s.no_beli || substr(t.kode_lot, ${tpl.tukar.beli.length + 1})`;
  await copy(
    tx,
    'documents',
    from('documents', 'doc_no'),
    { doc_no: sql`s.no_beli`, kode_toko: sql`s.kode_toko`, tgl_system: sql`${day}::date`, total_harga: sql`s.beli` },
    order,
  );
  await copy(
    tx,
    'pembelian',
    from('pembelian', 'no_faktur_beli'),
    {
      no_faktur_beli: sql`s.no_beli`,
      kode_toko: sql`s.kode_toko`,
      tgl_system: sql`${day}::date`,
      total_berat: sql`s.berat_lama`,
      total_harga: sql`s.beli`,
      no_tukar: sql`s.no_tukar`,
      keterangan: sql`replace(t.keterangan, ${tpl.tukar.no_tukar}, s.no_tukar)`,
    },
    order,
  );
  await copy(
    tx,
    'pembelian_bayar',
    from('pembelian_bayar', 'no_faktur_beli'),
    { no_faktur_beli: sql`s.no_beli`, jumlah: sql`s.beli`, no_referensi: sql`s.no_tukar` },
    sql`${order}, t.line_no`,
  );
  await copy(
    tx,
    'pembelian_detail',
    from('pembelian_detail', 'no_faktur_beli'),
    {
      no_faktur_beli: sql`s.no_beli`,
      kode_toko: sql`s.kode_toko`,
      tgl_system: sql`${day}::date`,
      kode_lot: lot,
      kode_group: sql`s.kode_group`,
      kode_dept: sql`s.kode_dept`,
      berat: sql`s.berat_lama`,
      harga_beli: sql`s.harga_beli`,
      harga_per_gram: sql`s.hpg_beli`,
      harga: sql`s.beli`,
    },
    sql`${order}, t.line_no`,
  );
  await copy(
    tx,
    'stock_lots',
    sql`${SALE} s JOIN ${templateRows('pembelian_detail', 'no_faktur_beli', docs, 'pd')} ON s.tukar JOIN stock_lots t ON t.kode_lot = pd.kode_lot`,
    {
      kode_lot: lot,
      kode_toko: sql`s.kode_toko`,
      kode_group: sql`s.kode_group`,
      kode_dept: sql`s.kode_dept`,
      berat: sql`s.berat_lama`,
      lokasi: swapToko(tpl, sql`t.lokasi`, sql`s.kode_toko`),
    },
    order,
  );
  await copy(
    tx,
    'stock_movements',
    from('stock_movements', 'doc_no'),
    {
      doc_no: sql`s.no_beli`,
      tgl_system: sql`${day}::date`,
      place: swapToko(tpl, sql`t.place`, sql`s.kode_toko`),
      place_toko: sql`s.kode_toko`,
      kode_lot: lot,
      kode_group: sql`s.kode_group`,
      kode_dept: sql`s.kode_dept`,
      berat: sql`sign(t.qty) * s.berat_lama`,
      berat_murni: sql`sign(t.qty) * round(s.berat_lama * t.kadar / 100, 3)`,
    },
    sql`${order}, t.id`,
  );
  await copy(
    tx,
    'money_entries',
    from('money_entries', 'doc_no'),
    {
      doc_no: sql`s.no_beli`,
      kode_akun: swapToko(tpl, sql`t.kode_akun`, sql`s.kode_toko`),
      kode_toko: sql`s.kode_toko`,
      tgl_system: sql`${day}::date`,
      jumlah: sql`sign(t.jumlah) * s.beli`,
    },
    sql`${order}, t.id`,
  );
  await copy(
    tx,
    'barang_tukar',
    sql`${SALE} s JOIN ${templateRows('barang_tukar', 'no_tukar', [tpl.tukar.no_tukar])} ON s.tukar`,
    {
      no_tukar: sql`s.no_tukar`,
      kode_toko: sql`s.kode_toko`,
      tgl_system: sql`${day}::date`,
      no_faktur_beli: sql`s.no_beli`,
      no_faktur_jual: sql`s.doc_no`,
      total_beli: sql`s.beli`,
      total_jual: sql`s.harga`,
      selisih: sql`s.harga - s.beli`,
    },
    order,
  );
  // The exchange numbers are counted apart from the ledger's documents.
  const prefix = prefixOf(tpl.tukar.no_tukar);
  await tx.execute(sql`
    INSERT INTO doc_numbers (prefix, kode_toko, period, last)
    SELECT ${prefix}, kode_toko, ${period}, MAX(split_part(no_tukar, '-', 4)::int) FROM ${SALE} WHERE tukar GROUP BY kode_toko
    ON CONFLICT (prefix, kode_toko, period) DO UPDATE SET last = GREATEST(doc_numbers.last, excluded.last)`);
}

/** The day's buy-backs: one lot each into the store's unsorted bought-back gold, cash (a fifth by transfer). */
async function buybacks(
  tx: Tx,
  tpl: Templates,
  stores: readonly string[],
  d: number,
  day: string,
  period: string,
  volume: DayVolume,
): Promise<void> {
  if (volume.buybacks <= 0) return;
  const prefix = prefixOf(tpl.buyCash);
  const buyDocs = [tpl.buyCash, tpl.buyTransfer];
  await tx.execute(sql`DROP TABLE IF EXISTS ${BUY}`);
  await timed(
    tx,
    'plan: buy-backs',
    sql`
    CREATE TABLE ${BUY} AS
    WITH g AS (
      SELECT st AS kode_toko, k, substr(st, 2)::int AS no_toko,
             (ARRAY['24K','22K','17K','16K','8K'])[1 + ((k + ${d}) % 5)] AS kode_group,
             (ARRAY['CIN','KAL','GEL','ANT','LIO'])[1 + ((k * 3 + ${d}) % 5)] AS jns,
             (1 + ((${d} * 131 + k * 37 + substr(st, 2)::int * 17) % 900) / 100.0)::numeric(12,3) AS berat
      FROM unnest(${sql.raw(`ARRAY[${stores.map((s) => `'${s}'`).join(',')}]`)}::text[]) st CROSS JOIN generate_series(1, ${volume.buybacks}) k),
    s AS (
      SELECT g.*, g.jns || replace(g.kode_group, 'K', '') AS kode_dept, h.harga_beli,
             CASE WHEN g.k % 5 = 0 THEN ${tpl.buyTransfer} ELSE ${tpl.buyCash} END::text AS tpl,
             row_number() OVER (PARTITION BY g.kode_toko ORDER BY g.k) AS n
      FROM g JOIN ${PRICE} h ON h.kode_group = g.kode_group)
    SELECT s.*, ${docNo(prefix, period, sql`s.kode_toko`, sql`${lastOf(prefix, period, sql`s.kode_toko`)} + s.n`)} AS doc_no,
           ${momentOf(day, 11, sql`s.n * 60`)} AS ts
    FROM s`,
  );
  await tx.execute(sql`ALTER TABLE ${BUY} ADD COLUMN hpg bigint, ADD COLUMN harga bigint`);
  await tx.execute(sql`
    UPDATE ${BUY} s SET hpg = floor(s.harga_beli * (100 - t.potongan_persen) / 100), harga = floor(s.berat * floor(s.harga_beli * (100 - t.potongan_persen) / 100) / 1000) * 1000
    FROM pembelian_detail t WHERE t.no_faktur_beli = s.tpl`);
  const order = sql`s.kode_toko, s.n`;
  await copy(
    tx,
    'documents',
    sql`${BUY} s JOIN ${templateRows('documents', 'doc_no', buyDocs)} ON t.doc_no = s.tpl`,
    { doc_no: sql`s.doc_no`, kode_toko: sql`s.kode_toko`, tgl_system: sql`${day}::date`, total_harga: sql`s.harga` },
    order,
  );
  await copy(
    tx,
    'pembelian',
    sql`${BUY} s JOIN ${templateRows('pembelian', 'no_faktur_beli', buyDocs)} ON t.no_faktur_beli = s.tpl`,
    {
      no_faktur_beli: sql`s.doc_no`,
      kode_toko: sql`s.kode_toko`,
      tgl_system: sql`${day}::date`,
      total_berat: sql`s.berat`,
      total_harga: sql`s.harga`,
    },
    order,
  );
  await copy(
    tx,
    'pembelian_bayar',
    sql`${BUY} s JOIN ${templateRows('pembelian_bayar', 'no_faktur_beli', buyDocs)} ON t.no_faktur_beli = s.tpl`,
    { no_faktur_beli: sql`s.doc_no`, jumlah: sql`s.harga` },
    sql`${order}, t.line_no`,
  );
  const lot = sql`s.doc_no || substr(t.kode_lot, length(s.tpl) + 1)`;
  await copy(
    tx,
    'pembelian_detail',
    sql`${BUY} s JOIN ${templateRows('pembelian_detail', 'no_faktur_beli', buyDocs)} ON t.no_faktur_beli = s.tpl`,
    {
      no_faktur_beli: sql`s.doc_no`,
      kode_toko: sql`s.kode_toko`,
      tgl_system: sql`${day}::date`,
      kode_lot: lot,
      kode_group: sql`s.kode_group`,
      kode_dept: sql`s.kode_dept`,
      berat: sql`s.berat`,
      harga_beli: sql`s.harga_beli`,
      harga_per_gram: sql`s.hpg`,
      harga: sql`s.harga`,
    },
    sql`${order}, t.line_no`,
  );
  await copy(
    tx,
    'stock_lots',
    sql`${BUY} s JOIN ${templateRows('pembelian_detail', 'no_faktur_beli', buyDocs, 'pd')} ON pd.no_faktur_beli = s.tpl JOIN stock_lots t ON t.kode_lot = pd.kode_lot`,
    {
      kode_lot: sql`s.doc_no || substr(t.kode_lot, length(s.tpl) + 1)`,
      kode_toko: sql`s.kode_toko`,
      kode_group: sql`s.kode_group`,
      kode_dept: sql`s.kode_dept`,
      berat: sql`s.berat`,
      lokasi: swapToko(tpl, sql`t.lokasi`, sql`s.kode_toko`),
    },
    order,
  );
  await copy(
    tx,
    'stock_movements',
    sql`${BUY} s JOIN ${templateRows('stock_movements', 'doc_no', buyDocs)} ON t.doc_no = s.tpl`,
    {
      doc_no: sql`s.doc_no`,
      tgl_system: sql`${day}::date`,
      place: swapToko(tpl, sql`t.place`, sql`s.kode_toko`),
      place_toko: sql`s.kode_toko`,
      kode_lot: lot,
      kode_group: sql`s.kode_group`,
      kode_dept: sql`s.kode_dept`,
      berat: sql`sign(t.qty) * s.berat`,
      berat_murni: sql`sign(t.qty) * round(s.berat * t.kadar / 100, 3)`,
    },
    sql`${order}, t.id`,
  );
  await copy(
    tx,
    'money_entries',
    sql`${BUY} s JOIN ${templateRows('money_entries', 'doc_no', buyDocs)} ON t.doc_no = s.tpl`,
    {
      doc_no: sql`s.doc_no`,
      kode_akun: swapToko(tpl, sql`t.kode_akun`, sql`s.kode_toko`),
      kode_toko: sql`s.kode_toko`,
      tgl_system: sql`${day}::date`,
      jumlah: sql`sign(t.jumlah) * s.harga`,
    },
    sql`${order}, t.id`,
  );
}

/** The day's shipments: each store sends its planned pieces to the next store, which receives them the same day onto the same tray letter. */
async function transfers(
  tx: Tx,
  tpl: Templates,
  kirim: NonNullable<Templates['kirim']>,
  storeCount: number,
  d: number,
  day: string,
  period: string,
): Promise<void> {
  const krm = prefixOf(kirim.no_kirim);
  const trm = prefixOf(kirim.no_terima);
  await tx.execute(sql`DROP TABLE IF EXISTS ${SENDH}`);
  await tx.execute(sql`DROP TABLE IF EXISTS ${SEND}`);
  await tx.execute(sql`
    CREATE TABLE ${SENDH} AS
    WITH h AS (
      SELECT DISTINCT p.kode_toko, 'T' || lpad((substr(p.kode_toko, 2)::int % ${storeCount} + 1)::text, 2, '0') AS tujuan
      FROM ${PLAN} p WHERE p.day = ${d} AND p.kirim)
    SELECT h.*, ${docNo(krm, period, sql`h.kode_toko`, sql`${lastOf(krm, period, sql`h.kode_toko`)} + 1`)} AS no_kirim,
           ${docNo(trm, period, sql`h.tujuan`, sql`${lastOf(trm, period, sql`h.tujuan`)} + 1`)} AS no_terima,
           ${momentOf(day, 14, sql`substr(h.kode_toko, 2)::int`)} AS ts
    FROM h`);
  await timed(
    tx,
    'plan: transfers',
    sql`
    CREATE TABLE ${SEND} AS
    SELECT p.kode_barcode, h.kode_toko, h.tujuan, h.no_kirim, h.no_terima, h.ts,
           row_number() OVER (PARTITION BY h.kode_toko ORDER BY p.seq)::int AS line_no,
           b.berat, b.kadar, b.kode_group, b.kode_dept, b.kode_baki, b.kode_gudang, b.lokasi, b.nama_barang, b.harga_jual, b.tipe_barang,
           ${DISPLAY}::text || substr(h.tujuan, 2) || right(b.kode_baki, 1) AS baki_tujuan
    FROM ${PLAN} p JOIN ${SENDH} h ON h.kode_toko = p.kode_toko JOIN barang b ON b.kode_barcode = p.kode_barcode
    WHERE p.day = ${d} AND p.kirim AND ${kindIn(sql`b.lokasi_kind`, ['BAKI'])}`,
  );
  await tx.execute(sql`ALTER TABLE ${SENDH} ADD COLUMN qty int, ADD COLUMN berat numeric(14,3)`);
  await tx.execute(sql`
    UPDATE ${SENDH} h SET qty = x.qty, berat = x.berat
    FROM (SELECT no_kirim, COUNT(*)::int AS qty, SUM(berat) AS berat FROM ${SEND} GROUP BY no_kirim) x WHERE x.no_kirim = h.no_kirim`);
  await tx.execute(sql`DELETE FROM ${SENDH} WHERE qty IS NULL`);
  const transit = sql`replace(t.place, ${kirim.no_kirim}, s.no_kirim)`;
  const tray = trayPlaceSql(sql`s.baki_tujuan`);
  const hOrder = sql`s.kode_toko`;
  const lOrder = sql`s.kode_toko, s.line_no`;
  // The shipment.
  await copy(
    tx,
    'documents',
    sql`${SENDH} s JOIN ${templateRows('documents', 'doc_no', [kirim.no_kirim])} ON t.doc_no = ${kirim.no_kirim}`,
    {
      doc_no: sql`s.no_kirim`,
      kode_toko: sql`s.kode_toko`,
      tgl_system: sql`${day}::date`,
      note: sql`replace(t.note, ${kirim.tujuan}, s.tujuan)`,
    },
    hOrder,
  );
  await copy(
    tx,
    'stock_movements',
    sql`${SEND} s JOIN ${templateRows('stock_movements', 'doc_no', [kirim.no_kirim])} ON t.doc_no = ${kirim.no_kirim}`,
    {
      doc_no: sql`s.no_kirim`,
      line_no: sql`s.line_no`,
      tgl_system: sql`${day}::date`,
      place: sql`CASE WHEN t.qty < 0 THEN s.lokasi ELSE ${transit} END`,
      place_toko: sql`s.kode_toko`,
      kode_gudang: sql`CASE WHEN t.qty < 0 THEN s.kode_gudang ELSE t.kode_gudang END`,
      kode_barcode: sql`s.kode_barcode`,
      kode_group: sql`s.kode_group`,
      kode_dept: sql`s.kode_dept`,
      berat: sql`sign(t.qty) * s.berat`,
      kadar: sql`s.kadar::numeric`,
      berat_murni: sql`sign(t.qty) * round(s.berat * s.kadar::numeric / 100, 3)`,
    },
    sql`${lOrder}, t.id`,
  );
  const mutasi = (doc: string, docCol: SQL, toko: SQL, from: { lokasi: SQL; baki: SQL }, to: { lokasi: SQL; baki: SQL }) =>
    copy(
      tx,
      'barang_mutasi',
      sql`${SEND} s JOIN ${templateRows('barang_mutasi', 'doc_no', [doc])} ON t.doc_no = ${doc}`,
      {
        doc_no: docCol,
        kode_toko: toko,
        tgl_system: sql`${day}::date`,
        kode_barcode: sql`s.kode_barcode`,
        nama_barang: sql`s.nama_barang`,
        berat_asal: sql`s.berat`,
        berat_tujuan: sql`s.berat`,
        harga_jual: sql`s.harga_jual`,
        keterangan: sql`replace(replace(t.keterangan, ${kirim.no_kirim}, s.no_kirim), ${kirim.tujuan}, s.tujuan)`,
        lokasi_asal: from.lokasi,
        lokasi_tujuan: to.lokasi,
        kode_baki_asal: from.baki,
        kode_baki_tujuan: to.baki,
        kode_group_asal: sql`s.kode_group`,
        kode_group_tujuan: sql`s.kode_group`,
        kode_dept_asal: sql`s.kode_dept`,
        kode_dept_tujuan: sql`s.kode_dept`,
      },
      lOrder,
    );
  const onTheRoad = { lokasi: sql`replace(t.lokasi_tujuan, ${kirim.no_kirim}, s.no_kirim)`, baki: sql`t.kode_baki_tujuan` };
  await mutasi(kirim.no_kirim, sql`s.no_kirim`, sql`s.kode_toko`, { lokasi: sql`s.lokasi`, baki: sql`s.kode_baki` }, onTheRoad);
  // Its receipt at the next store.
  await copy(
    tx,
    'documents',
    sql`${SENDH} s JOIN ${templateRows('documents', 'doc_no', [kirim.no_terima])} ON t.doc_no = ${kirim.no_terima}`,
    {
      doc_no: sql`s.no_terima`,
      kode_toko: sql`s.tujuan`,
      tgl_system: sql`${day}::date`,
      note: sql`replace(t.note, ${kirim.no_kirim}, s.no_kirim)`,
    },
    hOrder,
  );
  await copy(
    tx,
    'stock_movements',
    sql`${SEND} s JOIN ${templateRows('stock_movements', 'doc_no', [kirim.no_terima])} ON t.doc_no = ${kirim.no_terima}`,
    {
      doc_no: sql`s.no_terima`,
      line_no: sql`s.line_no`,
      tgl_system: sql`${day}::date`,
      place: sql`CASE WHEN t.qty < 0 THEN ${transit} ELSE ${tray} END`,
      place_toko: sql`CASE WHEN t.qty < 0 THEN s.kode_toko ELSE s.tujuan END`,
      kode_gudang: sql`CASE WHEN t.qty < 0 THEN t.kode_gudang ELSE s.kode_gudang END`,
      kode_barcode: sql`s.kode_barcode`,
      kode_group: sql`s.kode_group`,
      kode_dept: sql`s.kode_dept`,
      berat: sql`sign(t.qty) * s.berat`,
      kadar: sql`s.kadar::numeric`,
      berat_murni: sql`sign(t.qty) * round(s.berat * s.kadar::numeric / 100, 3)`,
    },
    sql`${lOrder}, t.id`,
  );
  await mutasi(
    kirim.no_terima,
    sql`s.no_terima`,
    sql`s.tujuan`,
    { lokasi: sql`replace(t.lokasi_asal, ${kirim.no_kirim}, s.no_kirim)`, baki: sql`t.kode_baki_asal` },
    {
      lokasi: tray,
      baki: sql`s.baki_tujuan`,
    },
  );
  // The shipment's records as the receipt leaves them.
  await copy(
    tx,
    'kirim_barang',
    sql`${SENDH} s JOIN ${templateRows('kirim_barang', 'no_kirim', [kirim.no_kirim])} ON t.no_kirim = ${kirim.no_kirim}`,
    {
      no_kirim: sql`s.no_kirim`,
      kode_toko: sql`s.kode_toko`,
      tujuan: sql`s.tujuan`,
      tgl_kirim: sql`${day}::date`,
      qty: sql`s.qty`,
      berat: sql`s.berat`,
      qty_terima: sql`s.qty`,
      berat_terima: sql`s.berat`,
      tgl_terima_akhir: sql`${day}::date`,
    },
    hOrder,
  );
  await copy(
    tx,
    'kirim_barang_detail',
    sql`${SEND} s JOIN ${templateRows('kirim_barang_detail', 'no_kirim', [kirim.no_kirim])} ON t.no_kirim = ${kirim.no_kirim}`,
    {
      no_kirim: sql`s.no_kirim`,
      line_no: sql`s.line_no`,
      kode_barcode: sql`s.kode_barcode`,
      nama_barang: sql`s.nama_barang`,
      kode_group: sql`s.kode_group`,
      kode_dept: sql`s.kode_dept`,
      kode_baki: sql`s.kode_baki`,
      kode_gudang: sql`s.kode_gudang`,
      berat: sql`s.berat`,
      tipe_barang: sql`s.tipe_barang`,
      no_terima: sql`s.no_terima`,
      tgl_terima: sql`${day}::date`,
      kode_baki_terima: sql`s.baki_tujuan`,
    },
    lOrder,
  );
  await copy(
    tx,
    'terima_barang',
    sql`${SENDH} s JOIN ${templateRows('terima_barang', 'no_terima', [kirim.no_terima])} ON t.no_terima = ${kirim.no_terima}`,
    {
      no_terima: sql`s.no_terima`,
      no_kirim: sql`s.no_kirim`,
      kode_toko: sql`s.tujuan`,
      kode_baki: sql`${DISPLAY}::text || substr(s.tujuan, 2) || 'A'`,
      qty: sql`s.qty`,
      berat: sql`s.berat`,
      tgl_terima: sql`${day}::date`,
    },
    hOrder,
  );
  // Each piece is where the template's received piece is: on a tray of the receiving store.
  await timed(
    tx,
    'barang: received',
    sql`
    UPDATE barang b SET lokasi = ${tray}, lokasi_kind = tb.lokasi_kind, kode_baki = s.baki_tujuan, kode_gudang = tb.kode_gudang,
                        kode_toko = s.tujuan, tujuan = s.tujuan, no_kirim = s.no_kirim, updated_at = s.ts
    FROM ${SEND} s, barang tb JOIN ${templateRows('kirim_barang_detail', 'no_kirim', [kirim.no_kirim], 'kd')} ON tb.kode_barcode = kd.kode_barcode
    WHERE b.kode_barcode = s.kode_barcode`,
  );
}

/** The day's deposits: walk-in customers leave cash with the store, each on an account of their own (by phone number). */
async function deposits(
  tx: Tx,
  tpl: Templates,
  stores: readonly string[],
  d: number,
  day: string,
  period: string,
  volume: DayVolume,
): Promise<void> {
  if (volume.deposits <= 0) return;
  const { no_titipan, no_hp } = tpl.titipan;
  const prefix = prefixOf(no_titipan);
  await timed(
    tx,
    'plan: deposits',
    sql`
    CREATE TABLE ${DEP} AS
    WITH g AS (
      SELECT st AS kode_toko, k, '0812' || lpad(substr(st, 2), 2, '0') || lpad(${d}::text, 3, '0') || lpad(k::text, 2, '0') AS no_hp,
             ((5 + (${d} * 7 + k * 13 + substr(st, 2)::int) % 45) * 100000)::bigint AS jumlah
      FROM unnest(${sql.raw(`ARRAY[${stores.map((s) => `'${s}'`).join(',')}]`)}::text[]) st CROSS JOIN generate_series(1, ${volume.deposits}) k)
    SELECT g.*, 'PELANGGAN ' || g.no_hp AS nama, ${docNo(prefix, period, sql`g.kode_toko`, sql`${lastOf(prefix, period, sql`g.kode_toko`)} + g.k`)} AS doc_no,
           ${momentOf(day, 13, sql`g.k * 60`)} AS ts
    FROM g`,
  );
  const account = (code: SQL) => sql`replace(${swapToko(tpl, code, sql`s.kode_toko`)}, ${no_hp}, s.no_hp)`;
  const order = sql`s.kode_toko, s.k`;
  await copy(
    tx,
    'documents',
    sql`${DEP} s JOIN ${templateRows('documents', 'doc_no', [no_titipan])} ON true`,
    { doc_no: sql`s.doc_no`, kode_toko: sql`s.kode_toko`, tgl_system: sql`${day}::date`, total_harga: sql`s.jumlah` },
    order,
  );
  // The customer's own account, as the deposit's first entry creates it.
  await copy(
    tx,
    'money_accounts',
    sql`${DEP} s JOIN ${templateRows('money_accounts', 'kode_akun', await depositAccounts(tx, no_titipan, no_hp))} ON true`,
    { kode_akun: account(sql`t.kode_akun`), kode_toko: sql`s.kode_toko`, ref: sql`replace(t.ref, ${no_hp}, s.no_hp)`, nama: sql`s.nama` },
    order,
  );
  await copy(
    tx,
    'money_entries',
    sql`${DEP} s JOIN ${templateRows('money_entries', 'doc_no', [no_titipan])} ON true`,
    {
      doc_no: sql`s.doc_no`,
      kode_akun: account(sql`t.kode_akun`),
      kode_toko: sql`s.kode_toko`,
      tgl_system: sql`${day}::date`,
      jumlah: sql`sign(t.jumlah) * s.jumlah`,
    },
    sql`${order}, t.id`,
  );
}

/** The deposit accounts the template deposit named (the customer's own, by phone number). */
async function depositAccounts(tx: Tx, no_titipan: string, no_hp: string): Promise<string[]> {
  const found = await readTemplates<{ kode_akun: string }>(
    tx,
    sql`SELECT DISTINCT kode_akun FROM ${templateRows('money_entries', 'doc_no', [no_titipan])} WHERE position(${no_hp} in kode_akun) > 0`,
  );
  return found.map((r) => r.kode_akun);
}

/**
 * The day's money documents per store: an expense paid from the drawer, and most of the day's cash taken in
 * sent to head office, where head office's store receives it the same day.
 */
async function money(tx: Tx, tpl: Templates, stores: readonly string[], d: number, day: string, period: string): Promise<void> {
  const aks = prefixOf(tpl.kasAmbil);
  const stp = prefixOf(tpl.setor.no_setor);
  const tsp = prefixOf(tpl.setor.no_terima);
  const [pusat] = await rows<{ kode_toko: string }>(tx, sql`SELECT kode_toko FROM documents WHERE doc_no = ${tpl.setor.no_terima}`);
  const head = pusat?.kode_toko ?? tpl.toko;
  const [hasSales] = await rows<{ ok: boolean }>(tx, sql`SELECT to_regclass('bench_year_sale') IS NOT NULL AS ok`);
  const [hasBuys] = await rows<{ ok: boolean }>(tx, sql`SELECT to_regclass('bench_year_buy') IS NOT NULL AS ok`);
  await tx.execute(sql`DROP TABLE IF EXISTS ${CASH}`);
  await timed(
    tx,
    'plan: money',
    sql`
    CREATE TABLE ${CASH} AS
    WITH g AS (
      SELECT st AS kode_toko, (100000 + ((${d} * 7 + substr(st, 2)::int * 13) % 10) * 50000)::bigint AS biaya,
             ${hasSales?.ok ? sql`COALESCE((SELECT SUM(tunai - kembalian) FROM ${SALE} x WHERE x.kode_toko = st), 0)` : sql`0`}
             - ${hasBuys?.ok ? sql`COALESCE((SELECT SUM(harga) FROM ${BUY} x WHERE x.kode_toko = st AND x.tpl = ${tpl.buyCash}), 0)` : sql`0`} AS masuk
      FROM unnest(${sql.raw(`ARRAY[${stores.map((s) => `'${s}'`).join(',')}]`)}::text[]) st)
    SELECT g.kode_toko, g.biaya, GREATEST(0, floor((g.masuk - g.biaya) * 0.8 / 100000) * 100000)::bigint AS setor,
           ${docNo(aks, period, sql`g.kode_toko`, sql`${lastOf(aks, period, sql`g.kode_toko`)} + 1`)} AS no_kas,
           ${docNo(stp, period, sql`g.kode_toko`, sql`${lastOf(stp, period, sql`g.kode_toko`)} + 1`)} AS no_setor,
           ${docNo(tsp, period, sql`${head}::text`, sql`${lastOf(tsp, period, sql`${head}::text`)} + row_number() OVER (ORDER BY g.kode_toko)`)} AS no_terima,
           ${momentOf(day, 17, sql`substr(g.kode_toko, 2)::int`)} AS ts
    FROM g`,
  );
  // The expense.
  await copy(
    tx,
    'documents',
    sql`${CASH} s JOIN ${templateRows('documents', 'doc_no', [tpl.kasAmbil])} ON t.doc_no = ${tpl.kasAmbil}`,
    { doc_no: sql`s.no_kas`, kode_toko: sql`s.kode_toko`, tgl_system: sql`${day}::date`, total_harga: sql`s.biaya` },
    sql`s.kode_toko`,
  );
  await copy(
    tx,
    'transaksi_keuangan',
    sql`${CASH} s JOIN ${templateRows('transaksi_keuangan', 'no_transaksi', [tpl.kasAmbil])} ON t.no_transaksi = ${tpl.kasAmbil}`,
    { no_transaksi: sql`s.no_kas`, kode_toko: sql`s.kode_toko`, tgl_system: sql`${day}::date`, jumlah: sql`s.biaya` },
    sql`s.kode_toko`,
  );
  await copy(
    tx,
    'money_entries',
    sql`${CASH} s JOIN ${templateRows('money_entries', 'doc_no', [tpl.kasAmbil])} ON t.doc_no = ${tpl.kasAmbil}`,
    {
      doc_no: sql`s.no_kas`,
      kode_akun: swapToko(tpl, sql`t.kode_akun`, sql`s.kode_toko`),
      kode_toko: sql`s.kode_toko`,
      tgl_system: sql`${day}::date`,
      jumlah: sql`sign(t.jumlah) * s.biaya`,
    },
    sql`s.kode_toko, t.id`,
  );
  // The cash sent to head office (only a store that took cash in), and its receipt there.
  await tx.execute(sql`DELETE FROM ${CASH} WHERE setor <= 0`);
  await copy(
    tx,
    'documents',
    sql`${CASH} s JOIN ${templateRows('documents', 'doc_no', [tpl.setor.no_setor])} ON t.doc_no = ${tpl.setor.no_setor}`,
    { doc_no: sql`s.no_setor`, kode_toko: sql`s.kode_toko`, tgl_system: sql`${day}::date`, total_harga: sql`s.setor` },
    sql`s.kode_toko`,
  );
  await copy(
    tx,
    'money_entries',
    sql`${CASH} s JOIN ${templateRows('money_entries', 'doc_no', [tpl.setor.no_setor])} ON t.doc_no = ${tpl.setor.no_setor}`,
    {
      doc_no: sql`s.no_setor`,
      kode_akun: swapToko(tpl, sql`t.kode_akun`, sql`s.kode_toko`),
      kode_toko: sql`s.kode_toko`,
      tgl_system: sql`${day}::date`,
      jumlah: sql`sign(t.jumlah) * s.setor`,
    },
    sql`s.kode_toko, t.id`,
  );
  await copy(
    tx,
    'documents',
    sql`${CASH} s JOIN ${templateRows('documents', 'doc_no', [tpl.setor.no_terima])} ON t.doc_no = ${tpl.setor.no_terima}`,
    {
      doc_no: sql`s.no_terima`,
      tgl_system: sql`${day}::date`,
      total_harga: sql`s.setor`,
      note: sql`replace(t.note, ${tpl.setor.no_setor}, s.no_setor)`,
    },
    sql`s.kode_toko`,
  );
  await copy(
    tx,
    'money_entries',
    sql`${CASH} s JOIN ${templateRows('money_entries', 'doc_no', [tpl.setor.no_terima])} ON t.doc_no = ${tpl.setor.no_terima}`,
    {
      doc_no: sql`s.no_terima`,
      kode_akun: swapToko(tpl, sql`t.kode_akun`, sql`s.kode_toko`),
      tgl_system: sql`${day}::date`,
      jumlah: sql`sign(t.jumlah) * s.setor`,
      keterangan: sql`s.no_setor`,
    },
    sql`s.kode_toko, t.id`,
  );
  await copy(
    tx,
    'setor_pusat',
    sql`${CASH} s JOIN ${templateRows('setor_pusat', 'no_setor', [tpl.setor.no_setor])} ON t.no_setor = ${tpl.setor.no_setor}`,
    {
      no_setor: sql`s.no_setor`,
      kode_toko: sql`s.kode_toko`,
      tgl_setor: sql`${day}::date`,
      jumlah: sql`s.setor`,
      no_terima: sql`s.no_terima`,
      tgl_terima: sql`${day}::date`,
    },
    sql`s.kode_toko`,
  );
}
