import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { addDays, DOC_PREFIXES, ITEM_TYPE, roundUpTo500, WAREHOUSE } from '@kencana/core';
import { hashPassword } from '../auth/passwords.ts';
import { bakiPlace, boundaryPlace } from '../ledger/places.ts';
import { seedTukangDemo } from './seed-tukang.ts';
import { postMovements, type MovementLine } from '../ledger/post-movements.ts';
import { akun } from '../ledger/money-accounts.ts';
import { writeMoneyDocument } from '../ledger/money.ts';
import { nextDocNo } from '../numbering/next-doc-no.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import { rows, type Db, type Tx } from '../db/client.ts';
import { SessionCache } from '../auth/session-cache.ts';
import type { AppDeps } from '../http/context.ts';
import {
  atribut,
  baki,
  bandrol,
  barang,
  groups,
  gudang,
  hadiah,
  harga_emas,
  jenis,
  kadar,
  kategori_produk,
  kode_transaksi,
  kondisi_barang,
  kondisi_pembelian,
  kondisi_pinjaman,
  labeling,
  marketplace,
  member,
  pabrik,
  para_system,
  parameter_point,
  rekening,
  rugi_nota,
  sales,
  tokos,
  tukang,
  user_menus,
  users,
} from '../db/schema/index.ts';
import {
  DEMO_ATRIBUT,
  DEMO_ATRIBUT_BATU,
  DEMO_BANDROL,
  DEMO_HADIAH,
  DEMO_JENIS_LM,
  DEMO_KADAR,
  DEMO_KATEGORI_PRODUK,
  DEMO_KODE_MODAL,
  DEMO_KODE_TRANSAKSI,
  DEMO_MODAL_KAS,
  DEMO_KONDISI_BARANG,
  DEMO_KONDISI_PEMBELIAN,
  DEMO_KONDISI_PINJAMAN,
  DEMO_LABELING,
  DEMO_MARKETPLACE,
  DEMO_PABRIK,
  DEMO_PARA_SYSTEM,
  DEMO_PARAMETER_POINT,
  DEMO_REKENING,
  DEMO_RUGI_NOTA,
  DEMO_SALES,
  DEMO_TUKANG,
  demoHargaEmas,
  demoMembers,
} from './demo-masters.ts';
import { DEMO_DISPLAY_TRAYS, DEMO_GOODS_PER_STORE, DEMO_GROUPS, DEMO_GUDANG, DEMO_JENIS, DEMO_STORES, DEMO_USERS } from './demo-data.ts';
import { DEMO_CLOSED_DAYS, seedClosedDays } from './demo-history.ts';
import { seedGoodsDemo } from './seed-goods.ts';
import { seedGoodsMovesDemo } from './seed-goods-moves.ts';
import { seedHutangDemo } from './seed-hutang.ts';
import { seedServicesDemo } from './seed-services.ts';

/** Tray code: warehouse, store number, letter (KC01A = display tray A of store T01). */
export const trayCode = (kode_gudang: string, kode_toko: string, suffix: string): string => `${kode_gudang}${kode_toko.slice(1)}${suffix}`;

/** A deterministic generator, so the demo chain is the same on every machine. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const BARCODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * Seeds the demo chain, only into an empty database (no store yet), so it is safe to call on every start,
 * in one transaction. Goods are placed on the trays through the ledger with one opening-balance document per
 * store (dated before the store's business date, so straight through the ledger rather than a screen's
 * service); the demo shipments and cleaning are then posted by the goods services.
 */
export async function seedDemo(deps: Omit<AppDeps, 'realtime' | 'sessions'>, today: string): Promise<boolean> {
  const db = deps.db;
  const [existing] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM tokos`);
  if (Number(existing?.n ?? 0) > 0) return false;

  const hashes = await Promise.all(DEMO_USERS.map((user) => hashPassword(user.password)));
  // The opening balance is booked a few days back, and those days are closed (demo-history.ts).
  const opening = addDays(today, -DEMO_CLOSED_DAYS);
  await db.transaction(async (tx) => {
    await tx.insert(tokos).values(DEMO_STORES.map((store) => ({ ...store, tgl_system: today })));
    await tx.insert(gudang).values([...DEMO_GUDANG]);
    const trays = DEMO_STORES.flatMap((store) => [
      ...DEMO_DISPLAY_TRAYS.map((tray) => ({
        kode_baki: trayCode(WAREHOUSE.DISPLAY, store.kode_toko, tray.suffix),
        nama_baki: tray.nama,
        kode_gudang: WAREHOUSE.DISPLAY,
        kode_toko: store.kode_toko,
        berat_baki: '120.000',
      })),
      ...DEMO_GUDANG.filter((g) => g.kode_gudang !== WAREHOUSE.DISPLAY).map((g) => ({
        kode_baki: trayCode(g.kode_gudang.replace('-', ''), store.kode_toko, 'A'),
        nama_baki: `BAKI ${g.kode_gudang}`,
        kode_gudang: g.kode_gudang,
        kode_toko: store.kode_toko,
        berat_baki: '120.000',
      })),
    ]);
    await tx.insert(baki).values(trays);
    await tx.insert(groups).values(DEMO_GROUPS.map((g) => ({ ...g })));
    await tx.insert(kategori_produk).values(DEMO_KATEGORI_PRODUK);
    await tx.insert(jenis).values([
      ...DEMO_GROUPS.flatMap((g) =>
        DEMO_JENIS.map((j) => ({
          kode_dept: `${j.code}${g.kode_group.replace('K', '')}`,
          nama_dept: `${j.nama} ${g.kode_group}`,
          kode_group: g.kode_group,
          kode_kategori_produk: 'PHS',
        })),
      ),
      DEMO_JENIS_LM,
    ]);
    await seedMasterLists(tx, today);
    await tx.insert(users).values(
      DEMO_USERS.map((user, index) => ({
        user_id: user.user_id,
        user_name: user.user_name,
        password_hash: hashes[index] as string,
        level: user.level,
        kode_toko: user.kode_toko,
      })),
    );
    const menuRows = DEMO_USERS.flatMap((user) => user.menus.map((menu_name) => ({ user_id: user.user_id, menu_name })));
    if (menuRows.length) await tx.insert(user_menus).values(menuRows);

    const random = prng(20_261_122);
    const usedBarcodes = new Set<string>();
    const newBarcode = (): string => {
      for (;;) {
        let code = '';
        for (let i = 0; i < 8; i++) code += BARCODE_ALPHABET[Math.floor(random() * BARCODE_ALPHABET.length)];
        if (!usedBarcodes.has(code)) {
          usedBarcodes.add(code);
          return code;
        }
      }
    };
    for (const store of DEMO_STORES) {
      const lines: MovementLine[] = [];
      const items: Array<typeof barang.$inferInsert> = [];
      for (let i = 0; i < DEMO_GOODS_PER_STORE; i++) {
        const group = DEMO_GROUPS[Math.floor(random() * DEMO_GROUPS.length)] ?? DEMO_GROUPS[0];
        const type = DEMO_JENIS[Math.floor(random() * DEMO_JENIS.length)] ?? DEMO_JENIS[0];
        const berat = new Decimal(type.min + random() * (type.max - type.min)).toDecimalPlaces(3);
        const kode_dept = `${type.code}${group.kode_group.replace('K', '')}`;
        const kode_barcode = newBarcode();
        const kode_baki = trayCode(WAREHOUSE.DISPLAY, store.kode_toko, type.tray);
        const harga = roundUpTo500(berat.times(group.harga).toFixed(0));
        const model = ['POLOS', 'MOTIF', 'BATU', 'RANTAI', 'UKIR'][i % 5];
        items.push({
          kode_barcode,
          kode_barang: kode_dept,
          nama_barang: `${type.nama} ${group.kode_group} ${model}`,
          nama_atribut: model === 'BATU' ? DEMO_ATRIBUT_BATU : '-',
          kode_group: group.kode_group,
          kode_dept,
          tipe_barang: i % 4 === 0 ? ITEM_TYPE.SP : ITEM_TYPE.A,
          berat: berat.toFixed(3),
          berat_asli: berat.toFixed(3),
          berat_awal: berat.toFixed(3),
          kadar: group.persentase.replace(/\.?0+$/, ''),
          kadar_cetak: group.kode_group,
          kadar_modal: group.persentase.replace(/\.?0+$/, ''),
          harga_jual: harga,
          harga_skrg: harga,
          tgl_last_beli: today,
        });
        lines.push({
          from: boundaryPlace('EXTERNAL', store.kode_toko),
          to: bakiPlace(kode_baki),
          kode_group: group.kode_group,
          kode_dept,
          qty: 1,
          berat: berat.toFixed(3),
          kode_barcode,
          reason: 'SALDO AWAL',
        });
      }
      await tx.insert(barang).values(items);
      const doc_no = await nextDocNo(tx, DOC_PREFIXES.SALDO_AWAL, store.kode_toko, opening);
      await postMovements(
        tx,
        { doc_no, doc_type: 'SALDO_AWAL', kode_toko: store.kode_toko, tgl_system: opening, user_id: 'owner', note: 'Saldo awal demo' },
        lines,
      );
      // The opening drawer (the money ledger): capital put into the drawer, so the counter can pay buy-backs.
      const kas_no = await nextDocNo(tx, DOC_PREFIXES.TAMBAH_KAS, store.kode_toko, opening);
      await writeMoneyDocument(
        tx,
        {
          doc_no: kas_no,
          doc_type: 'TAMBAH_KAS',
          kode_toko: store.kode_toko,
          tgl_system: opening,
          user_id: 'owner',
          note: 'Modal kas awal demo',
        },
        [
          { akun: akun.kas(store.kode_toko), jumlah: DEMO_MODAL_KAS, keterangan: 'MODAL KAS AWAL' },
          { akun: akun.transaksi(store.kode_toko, DEMO_KODE_MODAL), jumlah: -DEMO_MODAL_KAS, keterangan: 'MODAL KAS AWAL' },
        ],
      );
    }
    await seedTukangDemo(tx, DEMO_STORES[0].kode_toko, opening);
    // The loan was taken weeks ago: booked before the closed days, as its store would have booked it.
    await seedHutangDemo(
      { ...deps, db: tx, realtime: { emitToRoom: () => undefined }, sessions: noSessions(deps.db) },
      tx,
      demoOwner(today),
      today,
    );
    await seedClosedDays(
      tx,
      DEMO_STORES.map((s) => s.kode_toko),
      opening,
      today,
      'owner',
    );
    await seedGoodsDemo(
      { ...deps, db: tx, realtime: { emitToRoom: () => undefined }, sessions: noSessions(deps.db) },
      tx,
      demoOwner(today),
    );
    await seedGoodsMovesDemo(tx, today);
    await seedServicesDemo(
      { ...deps, db: tx, realtime: { emitToRoom: () => undefined }, sessions: noSessions(deps.db) },
      tx,
      demoOwner(today),
      today,
    );
  });
  return true;
}

/** The demo owner as the services see a signed-in user (the seed posts the demo documents as the owner). */
function demoOwner(today: string): CurrentUser {
  const owner = DEMO_USERS[0];
  const store = DEMO_STORES.find((candidate) => candidate.kode_toko === owner.kode_toko) ?? DEMO_STORES[0];
  return {
    user_id: owner.user_id,
    user_name: owner.user_name,
    level: owner.level,
    kode_toko: owner.kode_toko,
    kode_toko_asal: owner.kode_toko,
    nama_toko: store.nama_toko,
    alamat_toko: store.alamat_toko,
    tgl_system: today,
    menus: [],
    tokenHash: '',
    privileged: true,
  };
}

/** The demo rows of every other master list (demo-masters.ts). */
async function seedMasterLists(tx: Tx, today: string): Promise<void> {
  await tx.insert(atribut).values(DEMO_ATRIBUT);
  await tx.insert(pabrik).values(DEMO_PABRIK);
  await tx.insert(labeling).values(DEMO_LABELING);
  await tx.insert(sales).values(DEMO_SALES);
  await tx.insert(tukang).values(DEMO_TUKANG);
  await tx.insert(bandrol).values(DEMO_BANDROL);
  await tx.insert(kondisi_barang).values(DEMO_KONDISI_BARANG);
  await tx.insert(kondisi_pembelian).values(DEMO_KONDISI_PEMBELIAN);
  await tx.insert(kondisi_pinjaman).values(DEMO_KONDISI_PINJAMAN);
  await tx.insert(kode_transaksi).values(DEMO_KODE_TRANSAKSI);
  await tx.insert(parameter_point).values(DEMO_PARAMETER_POINT);
  await tx.insert(hadiah).values(DEMO_HADIAH);
  await tx.insert(rugi_nota).values(DEMO_RUGI_NOTA);
  await tx.insert(harga_emas).values(demoHargaEmas(DEMO_GROUPS, today, addDays(today, -7)));
  await tx.insert(kadar).values(DEMO_KADAR);
  await tx.insert(marketplace).values(DEMO_MARKETPLACE);
  await tx.insert(para_system).values(DEMO_PARA_SYSTEM);
  await tx.insert(member).values(demoMembers(today));
  // One bank account per demo store.
  await tx.insert(rekening).values(DEMO_REKENING);
}

/** The seed runs before any server: no session is held, so none is cached (TTL 0: the cache is off). */
const noSessions = (db: Db) => new SessionCache(db, { max: 0, ttlMs: 0 });
