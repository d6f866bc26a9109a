// Test factories: each API test builds the stores, trays, categories, users, goods and documents it needs,
// under codes no other call uses, instead of picking the demo chain's goods. This is the one test module
// that writes to the database directly (masters by insert, stock only through the ledger or the API), so
// a change of how stock is written is adapted here once.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import {
  barangApi,
  DOC_PREFIXES,
  KATEGORI_HARGA_KEY,
  kirimanApi,
  SHIPMENT_KIND,
  WAREHOUSE,
  type BarangFormInput,
  type ItemType,
  type JenisKiriman,
  type Level,
} from '@kencana/core';
import { hashPassword } from '../auth/passwords.ts';
import { storeToday } from '../clock.ts';
import { rows, type Queryable, type Tx } from '../db/client.ts';
import {
  baki,
  groups,
  gudang,
  hadiah,
  jenis,
  marketplace,
  member,
  para_system,
  parameter_point,
  sales,
  tokos,
  tukang,
  user_menus,
  users,
} from '../db/schema/index.ts';
import { postPoints } from '../points/index.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import { openShipment, type ShipmentLineInput } from '../modules/kiriman/index.ts';
import type { Place } from '../ledger/places.ts';
import type { DeclaredLoss, MovementLine } from '../ledger/post-movements.ts';
import { postMovements } from '../ledger/post-movements.ts';
import { nextDocNo } from '../numbering/next-doc-no.ts';
import { findSessionUser } from '../auth/current-user.ts';
import { tokenHash } from '../auth/tokens.ts';
import { akun, type MoneyAccountKind } from '../ledger/money-accounts.ts';
import { postDocument } from '../stock/document.ts';
import { api, type ApiClient } from './api-client.ts';
import { loginAs, type TestApp } from './test-app.ts';

import { bakiPlace, boundaryPlace, placeCode } from '../ledger/places.ts';
export { bakiPlace, boundaryPlace, cucianPlace, transitPlace } from '../ledger/places.ts';
export type { DeclaredLoss, MovementLine } from '../ledger/post-movements.ts';

let sequence = 0;

/** A code no other factory call of this process gives: prefix, a counter and a random suffix, upper case. */
export function uniqueCode(prefix: string): string {
  sequence += 1;
  return `${prefix}${sequence.toString(36)}${randomBytes(2).toString('hex')}`.toUpperCase();
}

/** Today in the stores' time zone at the test app's (fixed, movable) clock. */
export function todayOf(t: TestApp): string {
  return storeToday(t.deps.clock, t.env.TZ_STORE);
}

export interface BuiltStore {
  kode_toko: string;
  nama_toko: string;
  alamat_toko: string;
  tgl_system: string;
}

/** A store (toko) with its business date: today at the test clock unless given. */
export async function buildStore(t: TestApp, overrides: Partial<BuiltStore> = {}): Promise<BuiltStore> {
  const kode_toko = overrides.kode_toko ?? uniqueCode('S');
  const store: BuiltStore = {
    kode_toko,
    nama_toko: overrides.nama_toko ?? `TOKO UJI ${kode_toko}`,
    alamat_toko: overrides.alamat_toko ?? `JL. UJI ${kode_toko}`,
    tgl_system: overrides.tgl_system ?? todayOf(t),
  };
  await t.db.insert(tokos).values(store);
  return store;
}

/** A warehouse kind; an existing code (KC, SS…) is kept as it is. Answers the code. */
export async function buildGudang(t: TestApp, overrides: { kode_gudang?: string; nama_gudang?: string } = {}): Promise<string> {
  const kode_gudang = overrides.kode_gudang ?? uniqueCode('W');
  await t.db
    .insert(gudang)
    .values({ kode_gudang, nama_gudang: overrides.nama_gudang ?? `GUDANG ${kode_gudang}` })
    .onConflictDoNothing({ target: gudang.kode_gudang });
  return kode_gudang;
}

/**
 * The selling-price rule (Para System kategori_harga): 'harga_100%' prices weight × category price as it is
 * (as the demo chain does); without the parameter the price is also × the item's purity.
 */
export async function buildPriceRule(t: TestApp, value: string): Promise<void> {
  await t.db
    .insert(para_system)
    .values({ key: KATEGORI_HARGA_KEY, value, keterangan: 'ATURAN HARGA UJI' })
    .onConflictDoUpdate({ target: para_system.key, set: { value, is_active: true } });
}

export interface BuiltTray {
  kode_baki: string;
  nama_baki: string;
  kode_gudang: string;
  kode_toko: string;
  /** The ledger place code of the tray: `BAKI:<kode_baki>`. */
  place: string;
}

/** A tray of a store in a warehouse (default the display warehouse); the warehouse is created when missing. */
export async function buildTray(
  t: TestApp,
  options: { kode_toko: string; kode_gudang?: string; kode_baki?: string; nama_baki?: string; berat_baki?: string },
): Promise<BuiltTray> {
  const kode_gudang = await buildGudang(t, { kode_gudang: options.kode_gudang ?? WAREHOUSE.DISPLAY });
  const kode_baki = options.kode_baki ?? uniqueCode('B');
  const nama_baki = options.nama_baki ?? `BAKI UJI ${kode_baki}`;
  await t.db
    .insert(baki)
    .values({ kode_baki, nama_baki, kode_gudang, kode_toko: options.kode_toko, berat_baki: options.berat_baki ?? '100.000' });
  return { kode_baki, nama_baki, kode_gudang, kode_toko: options.kode_toko, place: placeCode(bakiPlace(kode_baki)) };
}

export interface BuiltGroup {
  kode_group: string;
  nama_group: string;
  harga: number;
  persentase: string;
}

/** A gold category with its price per gram (default Rp 1,000,000) and percentage (default 75.00). */
export async function buildGroup(t: TestApp, overrides: Partial<BuiltGroup> = {}): Promise<BuiltGroup> {
  const kode_group = overrides.kode_group ?? uniqueCode('G');
  const group: BuiltGroup = {
    kode_group,
    nama_group: overrides.nama_group ?? `EMAS UJI ${kode_group}`,
    harga: overrides.harga ?? 1_000_000,
    persentase: overrides.persentase ?? '75.00',
  };
  await t.db.insert(groups).values(group);
  return group;
}

export interface BuiltTukang {
  kode_tukang: string;
  nama_tukang: string;
  toleransi_susut: string;
}

/** A craftsman (Master Tukang), with the monthly shrink he is allowed (% of material used, default 1.00). */
export async function buildTukang(t: TestApp, overrides: Partial<BuiltTukang> = {}): Promise<BuiltTukang> {
  const kode_tukang = overrides.kode_tukang ?? uniqueCode('TK');
  const built: BuiltTukang = {
    kode_tukang,
    nama_tukang: overrides.nama_tukang ?? `TUKANG UJI ${kode_tukang}`,
    toleransi_susut: overrides.toleransi_susut ?? '1.00',
  };
  await t.db.insert(tukang).values(built);
  return built;
}

export interface BuiltJenis {
  kode_dept: string;
  nama_dept: string;
  kode_group: string;
}

/** An item type of a category. */
export async function buildJenis(t: TestApp, options: { kode_group: string; kode_dept?: string; nama_dept?: string }): Promise<BuiltJenis> {
  const kode_dept = options.kode_dept ?? uniqueCode('J');
  const type: BuiltJenis = { kode_dept, nama_dept: options.nama_dept ?? `JENIS UJI ${kode_dept}`, kode_group: options.kode_group };
  await t.db.insert(jenis).values(type);
  return type;
}

export interface BuiltUser {
  user_id: string;
  password: string;
  level: Level;
  kode_toko: string;
  token: string;
  /** Signed in: typed calls (`call`, `ok`) and the raw verbs. */
  client: ApiClient;
}

/** A user of a store with a level (default KASIR) and menus, signed in through the API. */
export async function buildUser(
  t: TestApp,
  options: { kode_toko: string; level?: Level; menus?: readonly string[]; user_id?: string; password?: string; user_name?: string },
): Promise<BuiltUser> {
  const user_id = options.user_id ?? uniqueCode('u').toLowerCase();
  const password = options.password ?? `rahasia-${user_id}`;
  const level = options.level ?? 'KASIR';
  await t.db.insert(users).values({
    user_id,
    user_name: options.user_name ?? `PENGGUNA ${user_id.toUpperCase()}`,
    password_hash: await hashPassword(password),
    level,
    kode_toko: options.kode_toko,
  });
  const menus = options.menus ?? [];
  if (menus.length > 0) await t.db.insert(user_menus).values(menus.map((menu_name) => ({ user_id, menu_name })));
  const { token } = await loginAs(t.app, user_id, password);
  return { user_id, password, level, kode_toko: options.kode_toko, token, client: api(t, token) };
}

/** Signs a built user in again (a new session), e.g. after the close of day signed the store out. */
export async function signInAgain(t: TestApp, user: Pick<BuiltUser, 'user_id' | 'password'>): Promise<ApiClient> {
  return api(t, (await loginAs(t.app, user.user_id, user.password)).token);
}

/** The owner account the factories add goods with: one per test app, in a store of its own. */
const factoryOwners = new WeakMap<TestApp, Promise<BuiltUser>>();
function factoryOwner(t: TestApp): Promise<BuiltUser> {
  let owner = factoryOwners.get(t);
  if (!owner) {
    owner = buildStore(t).then((store) =>
      buildUser(t, { kode_toko: store.kode_toko, level: 'OWN', user_id: uniqueCode('pabrik').toLowerCase() }),
    );
    factoryOwners.set(t, owner);
  }
  return owner;
}

/** The category and type items get when a test does not name them: one per test app. */
const defaultCategories = new WeakMap<TestApp, Promise<{ kode_group: string; kode_dept: string }>>();
function defaultCategory(t: TestApp): Promise<{ kode_group: string; kode_dept: string }> {
  let category = defaultCategories.get(t);
  if (!category) {
    category = buildGroup(t).then(async (group) => ({
      kode_group: group.kode_group,
      kode_dept: (await buildJenis(t, { kode_group: group.kode_group })).kode_dept,
    }));
    defaultCategories.set(t, category);
  }
  return category;
}

export interface BuiltBarang {
  kode_barcode: string;
  nama_barang: string;
  kode_baki: string;
  kode_toko: string;
  kode_group: string;
  kode_dept: string;
  berat: string;
  kadar: string;
  harga_jual: number;
  /** The add-goods document that placed it (TB-…). */
  no_dokumen: string;
}

export interface BarangOptions {
  kode_baki: string;
  /** Grams as exact text with up to 3 decimals. */
  berat: string;
  kadar?: string;
  kode_group?: string;
  /** An existing type of kode_group; when kode_group is given without it, a new type of that group is built. */
  kode_dept?: string;
  nama_barang?: string;
  tipe_barang?: ItemType;
  /** Any other field of the add-goods form (status, no_pesanan, harga_jual, tujuan…). */
  form?: Record<string, unknown>;
}

/**
 * A barcoded item on a tray, added through the real add-goods endpoint (POST tambah-barang) by the
 * factories' owner: a new barcode, the barang row and its TAMBAH_BARANG ledger document (EXTERNAL of the
 * tray's store → the tray), priced from its category. The tray's store must be open for today.
 */
export async function buildBarang(t: TestApp, options: BarangOptions): Promise<BuiltBarang> {
  const [tray] = await t.db.select({ kode_toko: baki.kode_toko }).from(baki).where(eq(baki.kode_baki, options.kode_baki));
  if (!tray) throw new Error(`buildBarang: no tray ${options.kode_baki}`);
  let kode_group = options.kode_group;
  let kode_dept = options.kode_dept;
  if (!kode_group) ({ kode_group, kode_dept } = await defaultCategory(t));
  else if (!kode_dept) kode_dept = (await buildJenis(t, { kode_group })).kode_dept;
  const kadar = options.kadar ?? '75';
  const nama_barang = options.nama_barang ?? `BARANG UJI ${uniqueCode('')}`;
  const form = {
    kode_kategori: kode_group,
    kode_jenis: kode_dept as string,
    kode_lokasi_toko: options.kode_baki,
    tipe_barang: options.tipe_barang ?? 'A',
    nama_barang,
    berat: options.berat,
    berat_asli: options.berat,
    kadar,
    kadar_cetak: kadar,
    kadar_modal: kadar,
    tujuan: tray.kode_toko,
    berat_cad: '0',
    berat_susut: '0',
    ...options.form,
  } as BarangFormInput;
  let owner = await factoryOwner(t);
  // The factories' own store keeps up with a test that moves the clock (it is never closed by the test).
  await t.db
    .update(tokos)
    .set({ tgl_system: todayOf(t) })
    .where(eq(tokos.kode_toko, owner.kode_toko));
  // Written behind the application's back: the session cache must not keep the store's old date.
  t.deps.sessions.forgetHere({ kode_toko: owner.kode_toko });
  let result = await owner.client.call(barangApi.tambahBarang, { body: form });
  if (!result.ok && result.status === 401) {
    // The test moved the clock past the factory owner's session: sign in again.
    owner = { ...owner, client: await signInAgain(t, owner) };
    factoryOwners.set(t, Promise.resolve(owner));
    result = await owner.client.call(barangApi.tambahBarang, { body: form });
  }
  if (!result.ok) throw new Error(`buildBarang on ${options.kode_baki}: ${result.status} ${result.body.message}`);
  const [saved] = await rows<{ nama_barang: string; berat: string }>(
    t.db,
    sql`SELECT nama_barang, berat::text AS berat FROM barang WHERE kode_barcode = ${result.body.data.kode_barcode}`,
  );
  return {
    kode_barcode: result.body.data.kode_barcode,
    nama_barang: saved?.nama_barang ?? nama_barang,
    kode_baki: options.kode_baki,
    kode_toko: tray.kode_toko,
    kode_group,
    kode_dept: kode_dept as string,
    berat: saved?.berat ?? options.berat,
    kadar,
    harga_jual: result.body.data.harga_jual,
    no_dokumen: result.body.data.no_dokumen ?? '',
  };
}

export interface DocumentOptions {
  kode_toko: string;
  lines: readonly MovementLine[];
  losses?: readonly DeclaredLoss[];
  doc_type?: string;
  /** Prefix of the document number (default TS). */
  prefix?: string;
  /** Default: the store's business date. */
  tgl_system?: string;
  user_id?: string;
  note?: string;
  total_harga?: number;
  reverses_doc_no?: string;
}

/**
 * Posts a stock document through the ledger in its own transaction, as a service would: a number from
 * numbering/, then the movement rows. Answers the document number; a refusal throws the service's AppError.
 */
export async function buildDocument(t: TestApp, options: DocumentOptions): Promise<string> {
  return t.db.transaction(async (tx) => {
    let tgl_system = options.tgl_system;
    if (!tgl_system) {
      const [store] = await rows<{ d: string }>(
        tx,
        sql`SELECT to_char(tgl_system, 'YYYY-MM-DD') AS d FROM tokos WHERE kode_toko = ${options.kode_toko}`,
      );
      if (!store) throw new Error(`buildDocument: no store ${options.kode_toko}`);
      tgl_system = store.d;
    }
    const doc_no = await nextDocNo(tx, options.prefix ?? 'TS', options.kode_toko, tgl_system);
    await postMovements(
      tx,
      {
        doc_no,
        doc_type: options.doc_type ?? 'TEST',
        kode_toko: options.kode_toko,
        tgl_system,
        user_id: options.user_id ?? 'factory',
        ...(options.note === undefined ? {} : { note: options.note }),
        ...(options.total_harga === undefined ? {} : { total_harga: options.total_harga }),
        ...(options.reverses_doc_no === undefined ? {} : { reverses_doc_no: options.reverses_doc_no }),
      },
      options.lines,
      options.losses,
    );
    return doc_no;
  });
}

/** Non-barcoded (bulk) gold brought onto a tray from outside the chain: a document EXTERNAL → tray. */
export async function buildBulkStock(
  t: TestApp,
  options: { kode_baki: string; kode_group: string; kode_dept: string; qty: number; berat: string; doc_type?: string },
): Promise<string> {
  const [tray] = await t.db.select({ kode_toko: baki.kode_toko }).from(baki).where(eq(baki.kode_baki, options.kode_baki));
  if (!tray) throw new Error(`buildBulkStock: no tray ${options.kode_baki}`);
  return buildDocument(t, {
    kode_toko: tray.kode_toko,
    doc_type: options.doc_type ?? 'TEST',
    lines: [
      {
        from: boundaryPlace('EXTERNAL', tray.kode_toko),
        to: bakiPlace(options.kode_baki),
        kode_group: options.kode_group,
        kode_dept: options.kode_dept,
        qty: options.qty,
        berat: options.berat,
      },
    ],
  });
}

export interface BuiltMember {
  kode_member: string;
  nama_member: string;
  no_hp: string;
  tgl_lahir: string;
  kode_toko: string;
  poin: number;
}

/**
 * A member of a store; `poin` > 0 gives an opening balance through the points ledger (one row 'SALDO AWAL',
 * so balance = sum of the ledger holds). Birth date default 1990-01-15.
 */
export async function buildMember(
  t: TestApp,
  options: {
    kode_toko: string;
    poin?: number;
    nama_member?: string;
    no_hp?: string;
    no_ktp?: string;
    alamat?: string;
    tgl_lahir?: string;
    tgl_daftar?: string;
    kode_member?: string;
  },
): Promise<BuiltMember> {
  const kode_member = options.kode_member ?? uniqueCode('M');
  const built: BuiltMember = {
    kode_member,
    nama_member: options.nama_member ?? `MEMBER UJI ${kode_member}`,
    no_hp: options.no_hp ?? `08${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`,
    tgl_lahir: options.tgl_lahir ?? '1990-01-15',
    kode_toko: options.kode_toko,
    poin: options.poin ?? 0,
  };
  await t.db.transaction(async (tx) => {
    await tx.insert(member).values({
      kode_member,
      nama_member: built.nama_member,
      no_hp: built.no_hp,
      no_ktp: options.no_ktp ?? '',
      alamat: options.alamat ?? '',
      tgl_lahir: built.tgl_lahir,
      kode_toko: built.kode_toko,
      tgl_daftar: options.tgl_daftar ?? todayOf(t),
    });
    if (built.poin > 0) {
      await postPoints(tx, {
        kode_member,
        poin: built.poin,
        no_ref: `AWAL-${kode_member}`,
        jenis: 'SALDO AWAL',
        kode_toko: built.kode_toko,
        tgl_system: todayOf(t),
        user_id: 'uji',
        at: t.deps.clock.now(),
      });
    }
  });
  return built;
}

/** A gift of Master Data Hadiah with its points and stock. */
export async function buildHadiah(
  t: TestApp,
  options: { poin: number; stok: number },
): Promise<{ kode_hadiah: string; nama_hadiah: string; poin: number; stok: number }> {
  const kode_hadiah = uniqueCode('H');
  const gift = { kode_hadiah, nama_hadiah: `HADIAH UJI ${kode_hadiah}`, poin: options.poin, stok: options.stok };
  await t.db.insert(hadiah).values(gift);
  return gift;
}

// ── counter: sale ──

/** A sales person of the counter (Master Sales). Answers the code. */
export async function buildSales(t: TestApp, overrides: { kode_sales?: string; nama_sales?: string } = {}): Promise<string> {
  const kode_sales = overrides.kode_sales ?? uniqueCode('SL');
  await t.db.insert(sales).values({ kode_sales, nama_sales: overrides.nama_sales ?? `SALES ${kode_sales}` });
  return kode_sales;
}

/** A marketplace (Master Marketplace). Answers the code. */
export async function buildMarketplace(
  t: TestApp,
  overrides: { kode_marketplace?: string; nama_marketplace?: string } = {},
): Promise<string> {
  const kode_marketplace = overrides.kode_marketplace ?? uniqueCode('MP');
  await t.db.insert(marketplace).values({ kode_marketplace, nama_marketplace: overrides.nama_marketplace ?? `MARKET ${kode_marketplace}` });
  return kode_marketplace;
}

/** A system parameter (Para System), set or replaced. */
export async function buildSystemParameter(t: TestApp, key: string, value: string): Promise<void> {
  await t.db
    .insert(para_system)
    .values({ key, value, keterangan: 'PARAMETER UJI' })
    .onConflictDoUpdate({ target: para_system.key, set: { value, is_active: true } });
}

/** A points rule (Parameter Point): `poin` for every `kelipatan` rupiah. */
export async function buildPointRule(t: TestApp, options: { kode_point?: string; kelipatan: number; poin: number }): Promise<string> {
  const kode_point = options.kode_point ?? uniqueCode('PT');
  await t.db
    .insert(parameter_point)
    .values({ kode_point, nama_point: `POIN ${kode_point}`, kelipatan: options.kelipatan, poin: options.poin })
    .onConflictDoUpdate({ target: parameter_point.kode_point, set: { kelipatan: options.kelipatan, poin: options.poin, is_active: true } });
  return kode_point;
}

/**
 * A shipment opened through the shipment service (the kiriman module's openShipment) as a sending flow does
 * it — labelling's KC send before that flow exists: one document `from` → KIRIMAN:<no> of the tray's store.
 */
export async function buildShipment(
  t: TestApp,
  options: { jenis: JenisKiriman; kode_baki: string; from?: Place; lines: readonly ShipmentLineInput[]; kode_labeling?: string },
): Promise<string> {
  const [tray] = await t.db.select({ kode_toko: baki.kode_toko }).from(baki).where(eq(baki.kode_baki, options.kode_baki));
  if (!tray) throw new Error(`buildShipment: no tray ${options.kode_baki}`);
  return t.db.transaction(async (tx) => {
    const [store] = await rows<{ kode_toko: string; nama_toko: string; alamat_toko: string; tgl_system: string }>(
      tx,
      sql`SELECT kode_toko, nama_toko, alamat_toko, to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system FROM tokos WHERE kode_toko = ${tray.kode_toko}`,
    );
    if (!store) throw new Error('buildShipment: no store');
    let taken: string | null = null;
    const number = async () =>
      (taken ??= await nextDocNo(
        tx,
        options.jenis === SHIPMENT_KIND.LABELLING ? DOC_PREFIXES.KIRIM_LABELING : DOC_PREFIXES.KIRIM_BARANG_BOS,
        store.kode_toko,
        store.tgl_system,
      ));
    const user = { user_id: 'factory' } as CurrentUser;
    const ctx = {
      tx,
      store,
      user,
      number,
      header: async () => ({
        doc_no: await number(),
        doc_type: 'TEST',
        kode_toko: store.kode_toko,
        tgl_system: store.tgl_system,
        user_id: 'factory',
      }),
    };
    const shipment = await openShipment(ctx, {
      jenis: options.jenis,
      kode_baki: options.kode_baki,
      kode_toko: store.kode_toko,
      asal: options.from ?? boundaryPlace('EXTERNAL', store.kode_toko),
      kode_labeling: options.kode_labeling,
      lines: options.lines,
    });
    await postMovements(
      tx,
      { doc_no: shipment.no_kirim, doc_type: 'TEST', kode_toko: store.kode_toko, tgl_system: store.tgl_system, user_id: 'factory' },
      shipment.lines,
    );
    await shipment.record();
    return shipment.no_kirim;
  });
}

/** An owner's send (KB) through the real endpoint (POST krmbrgbos/simpan); answers the shipment number. */
export async function buildKirimBos(
  t: TestApp,
  options: {
    token: string;
    tujuan: string;
    kode_group: string;
    kode_dept: string;
    kode_sales: string;
    qty?: number;
    berat?: string;
    kode_labeling?: string;
  },
): Promise<string> {
  const client = api(t, options.token);
  const answer = await client.ok(kirimanApi.simpanKirimBos, {
    body: {
      kode_group: options.kode_group,
      kode_dept: options.kode_dept,
      asal_barang: 'PABRIK UJI',
      detail_barang: 'UJI',
      qty: options.qty ?? 2,
      berat: options.berat ?? '5.000',
      kadar: 'A',
      sales_pabrik: options.kode_sales,
      tujuan: options.tujuan,
      kode_labeling: options.kode_labeling ?? '-',
    },
  });
  return answer.data.nota.no_kirim_bos;
}

/**
 * Cash put into a store's drawer (the money ledger): a TAMBAH_KAS document through the kernel, as the kas
 * screen posts it, so a test that pays a buy-back out of a store it built has cash to pay it with. Answers
 * the document's number.
 */
export async function buildModalKas(t: TestApp, kode_toko: string, jumlah = 50_000_000, user?: CurrentUser): Promise<string> {
  const owner = user ?? (await factoryOwnerSession(t));
  const saved = await postDocument(t.deps, owner, {
    type: 'TAMBAH_KAS',
    toko: kode_toko,
    alwaysPosts: true,
    plan: async () => ({
      note: 'MODAL KAS (TEST)',
      money: [
        { akun: akun.kas(kode_toko), jumlah },
        { akun: akun.transaksi(kode_toko, 'MODAL'), jumlah: -jumlah },
      ],
      result: {},
    }),
  });
  return saved.no_dokumen;
}

/** The factories' owner (OWN: any store) as the kernel sees a signed-in user. */
async function factoryOwnerSession(t: TestApp): Promise<CurrentUser> {
  const owner = await factoryOwner(t);
  const { token } = await loginAs(t.app, owner.user_id, owner.password);
  const found = await findSessionUser(t.db, tokenHash(token), t.deps.clock.now());
  if (!found) throw new Error('buildModalKas: the factory owner could not sign in');
  return found;
}

/**
 * Every account's balance counting only the counter's documents and their cancels (sales, buy-backs with
 * exchanges, order deposits): what the money back-fill migration can rebuild from a database's documents.
 * Deposits: an order's deposit is now owed on the customer's account, where the back-fill (for orders taken
 * before) keys it by order number, so deposit accounts are compared as one total per store (`TITIPAN:<toko>:*`).
 */
const DEPOSIT_KIND: MoneyAccountKind = 'TITIPAN';
export async function counterMoneyBalances(q: Queryable): Promise<Record<string, string>> {
  const found = await rows<{ kode_akun: string; saldo: string }>(
    q,
    sql`SELECT CASE WHEN a.kind = ${DEPOSIT_KIND} THEN a.kind || ':' || a.kode_toko || ':*' ELSE e.kode_akun END AS kode_akun, SUM(e.jumlah)::text AS saldo
        FROM money_entries e JOIN money_accounts a ON a.kode_akun = e.kode_akun JOIN documents d ON d.doc_no = e.doc_no
        LEFT JOIN documents o ON o.doc_no = d.reverses_doc_no
        WHERE COALESCE(o.doc_type, d.doc_type) IN ('PENJUALAN', 'PEMBELIAN', 'PESANAN')
        GROUP BY 1 HAVING SUM(e.jumlah) <> 0 ORDER BY 1`,
  );
  return Object.fromEntries(found.map((r) => [r.kode_akun, r.saldo]));
}

/** The statements of the money back-fill migration (db/migrations/*_money_backfill.sql). */
export function moneyBackfillStatements(): string[] {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');
  const file = fs.readdirSync(dir).find((name) => name.endsWith('_money_backfill.sql'));
  if (!file) throw new Error('no money back-fill migration');
  return fs
    .readFileSync(path.join(dir, file), 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => statement.trim());
}

/**
 * The counter's balances as the back-fill rebuilds them from the documents, the database left as the
 * previous release left it (no money entries; an order's deposit had no document row) — inside a transaction
 * rolled back, so the test's own entries stay.
 */
export async function counterMoneyBalancesRebuilt(t: TestApp): Promise<Record<string, string>> {
  let rebuilt: Record<string, string> = {};
  await rolledBack(t, async (tx) => {
    await tx.execute(sql`TRUNCATE money_entries`);
    await tx.execute(sql`DELETE FROM documents WHERE doc_type = 'PESANAN'`);
    for (const statement of moneyBackfillStatements()) await tx.execute(sql.raw(statement));
    rebuilt = await counterMoneyBalances(tx);
  });
  return rebuilt;
}

/** Runs `body` in a transaction that is rolled back: a test may damage or rebuild the books to look, and leave them. */
export async function rolledBack(t: TestApp, body: (tx: Tx) => Promise<void>): Promise<void> {
  const rollback = new Error('rollback');
  await t.db
    .transaction(async (tx) => {
      await body(tx);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
}

// Hutang
/** Moves a store's business date forward (a test across days and months without closing every day). */
export async function buildBusinessDate(t: TestApp, kode_toko: string, tgl_system: string): Promise<void> {
  await t.db.update(tokos).set({ tgl_system }).where(eq(tokos.kode_toko, kode_toko));
  // Written behind the application's back: the session cache must not keep the store's old date.
  t.deps.sessions.forgetHere({ kode_toko });
}
