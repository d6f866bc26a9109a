// Members and points at the counter: the member picker's lookup, a member's history, manual corrections
// and gift exchanges. Points move only through the points layer (src/points), which locks the member.
// Another store's staff see a member as the counter needs them (member-scope.ts).
import { sql } from 'drizzle-orm';
import {
  DOC_PREFIXES,
  koreksiPoinMelebihiBatas,
  MEMBER_MESSAGES,
  POIN_KOREKSI_MAKS_DEFAULT,
  poinKoreksiMaksKey,
  stokHadiahSisa,
  type MemberSummary,
  type RiwayatRow,
  type TransaksiPoinBody,
  type TukarPoinBody,
} from '@kencana/core';
import type { CurrentUser } from '../../auth/current-user.ts';
import { isPrivileged, storeFilter } from '../../auth/policy.ts';
import { rows, type Tx } from '../../db/client.ts';
import type { AppDeps } from '../../http/context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { nextDocNo } from '../../numbering/next-doc-no.ts';
import { lockMember, postPoints } from '../../points/index.ts';
import { actingStore } from '../../stock/index.ts';
import { setGiftStock } from '../masters/index.ts';
import { assertMemberStore, memberForUser } from './member-scope.ts';

const SUMMARY = sql`kode_member, nama_member, no_hp, no_ktp, alamat, to_char(tgl_lahir, 'YYYY-MM-DD') AS tgl_lahir, kode_toko, poin`;

/**
 * Members for a picker: code starting with the text, or the name holding it, or the phone — starting with
 * it among the user's store's members (every store's for OWN/SU), the whole number among other stores' (so a
 * masked phone cannot be read back digit by digit); chain-wide (a member's card works in every store), active
 * only, at most 20, exact code first. Other stores' members come as the counter needs them.
 */
export async function cariMember(deps: AppDeps, user: CurrentUser, q: string): Promise<{ data: MemberSummary[] }> {
  const like = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  const ownStore = storeFilter(user);
  const found = await rows<MemberSummary>(
    deps.db,
    sql`SELECT ${SUMMARY} FROM member
        WHERE is_active AND (kode_member LIKE ${`${like}%`} OR nama_member LIKE ${`%${like}%`} OR no_hp = ${q}
                             OR (no_hp LIKE ${`${like}%`} AND (${ownStore}::text IS NULL OR kode_toko = ${ownStore})))
        ORDER BY (kode_member = ${q}) DESC, nama_member, kode_member LIMIT 20`,
  );
  return { data: found.map((m) => memberForUser(user, { ...m, poin: Number(m.poin) })) };
}

async function memberSummary(deps: AppDeps, kode_member: string): Promise<MemberSummary> {
  const [found] = await rows<MemberSummary>(deps.db, sql`SELECT ${SUMMARY} FROM member WHERE kode_member = ${kode_member}`);
  if (!found) throw notFound(MEMBER_MESSAGES.memberTidakDitemukan);
  return { ...found, poin: Number(found.poin) };
}

/**
 * A member's sales, buy-backs (matched by NIK) and points movements in a period (by business date), newest
 * first. Staff see their own store's documents only, and another store's member as the counter needs them;
 * OWN/SU every store's.
 */
export async function riwayatMember(
  deps: AppDeps,
  user: CurrentUser,
  kode_member: string,
  query: { tgl_from: string; tgl_to: string },
): Promise<{ data: { member: MemberSummary; rows: RiwayatRow[] } }> {
  const member = memberForUser(user, await memberSummary(deps, kode_member));
  const store = storeFilter(user);
  const found = await rows<RiwayatRow & { sort_at: string; sort_id: string }>(
    deps.db,
    sql`SELECT to_char(tgl_system, 'YYYY-MM-DD') AS tanggal, 'POIN ' || jenis AS jenis, no_ref, kode_toko, keterangan,
               0 AS total_harga, poin, saldo, created_at AS sort_at, id AS sort_id
        FROM member_poin
        WHERE kode_member = ${kode_member} AND tgl_system BETWEEN ${query.tgl_from} AND ${query.tgl_to}
          AND (${store}::text IS NULL OR kode_toko = ${store})
        UNION ALL
        SELECT to_char(tgl_system, 'YYYY-MM-DD'), CASE WHEN status = 'BATAL' THEN 'PENJUALAN (BATAL)' ELSE 'PENJUALAN' END, no_faktur_jual,
               kode_toko, CASE WHEN status = 'BATAL' THEN alasan_batal ELSE '' END, total_harga, 0, NULL, created_at, 0
        FROM penjualan
        WHERE kode_member = ${kode_member} AND tgl_system BETWEEN ${query.tgl_from} AND ${query.tgl_to}
          AND (${store}::text IS NULL OR kode_toko = ${store})
        UNION ALL
        -- Buy-backs carry the seller's NIK, not a member code: the member's by their NIK (when the record has one).
        SELECT to_char(p.tgl_system, 'YYYY-MM-DD'), CASE WHEN p.no_batal IS NOT NULL THEN 'PEMBELIAN (BATAL)' ELSE 'PEMBELIAN' END, p.no_faktur_beli,
               p.kode_toko, COALESCE(p.alasan_batal, ''), p.total_harga, 0, NULL, p.created_at, 0
        FROM pembelian p JOIN member m ON m.kode_member = ${kode_member} AND m.no_ktp <> '' AND p.no_ktp = m.no_ktp
        WHERE p.tgl_system BETWEEN ${query.tgl_from} AND ${query.tgl_to} AND (${store}::text IS NULL OR p.kode_toko = ${store})
        ORDER BY tanggal DESC, sort_at DESC, sort_id DESC
        LIMIT 5000`,
  );
  return {
    data: {
      member,
      rows: found.map(({ sort_at: _at, sort_id: _id, ...r }) => ({
        ...r,
        total_harga: Number(r.total_harga),
        poin: Number(r.poin),
        saldo: r.saldo === null ? null : Number(r.saldo),
      })),
    },
  };
}

/** A level's daily cap of manual corrections: Para System poin_koreksi_maks_<level>, else the default. */
async function koreksiPoinMaks(tx: Tx, level: string): Promise<number> {
  const [row] = await rows<{ value: string }>(
    tx,
    sql`SELECT value FROM para_system WHERE key = ${poinKoreksiMaksKey(level)} AND is_active`,
  );
  const parsed = row ? Number(row.value) : Number.NaN;
  if (Number.isInteger(parsed) && parsed >= 0) return parsed;
  return POIN_KOREKSI_MAKS_DEFAULT[level] ?? 0;
}

/**
 * Staff's corrections of a business day stay within their level's cap (added and taken points alike); the
 * user's row is locked so two corrections at once cannot both pass it. OWN/SU have no daily cap.
 */
async function assertKoreksiWithinCap(tx: Tx, user: CurrentUser, tgl_system: string, poin: number): Promise<void> {
  if (isPrivileged(user)) return;
  await tx.execute(sql`SELECT 1 FROM users WHERE user_id = ${user.user_id} FOR UPDATE`);
  const cap = await koreksiPoinMaks(tx, user.level);
  const [used] = await rows<{ n: string }>(
    tx,
    sql`SELECT COALESCE(SUM(ABS(poin)), 0)::text AS n FROM member_poin WHERE jenis = 'KOREKSI' AND user_id = ${user.user_id} AND tgl_system = ${tgl_system}`,
  );
  const sisa = Math.max(cap - Number(used?.n ?? 0), 0);
  if (Math.abs(poin) > sisa) throw conflict(koreksiPoinMelebihiBatas(sisa));
}

/**
 * A manual correction (/transaksi-poin): only by the member's store or OWN/SU, within the level's daily cap;
 * its own number, the reason kept on the ledger row.
 */
export async function transaksiPoin(deps: AppDeps, user: CurrentUser, body: TransaksiPoinBody) {
  return deps.db.transaction(async (tx) => {
    const store = await actingStore(deps, tx, user);
    const member = await lockMember(tx, body.kode_member);
    assertMemberStore(user, member.kode_toko);
    await assertKoreksiWithinCap(tx, user, store.tgl_system, body.poin);
    const no_transaksi = await nextDocNo(tx, DOC_PREFIXES.KOREKSI_POIN, store.kode_toko, store.tgl_system);
    const { saldo } = await postPoints(tx, {
      kode_member: body.kode_member,
      poin: body.poin,
      no_ref: no_transaksi,
      jenis: 'KOREKSI',
      keterangan: body.keterangan,
      kode_toko: store.kode_toko,
      tgl_system: store.tgl_system,
      user_id: user.user_id,
      at: deps.clock.now(),
    });
    return { message: MEMBER_MESSAGES.berhasilSimpanPoin, data: { no_transaksi, kode_member: body.kode_member, poin: body.poin, saldo } };
  });
}

async function lockHadiah(tx: Tx, kode_hadiah: string): Promise<{ kode_hadiah: string; nama_hadiah: string; poin: number; stok: number }> {
  const [gift] = await rows<{ kode_hadiah: string; nama_hadiah: string; poin: number; stok: number }>(
    tx,
    sql`SELECT kode_hadiah, nama_hadiah, poin, stok FROM hadiah WHERE kode_hadiah = ${kode_hadiah} AND is_active FOR UPDATE`,
  );
  if (!gift) throw notFound(MEMBER_MESSAGES.hadiahTidakDitemukan);
  return { ...gift, poin: Number(gift.poin), stok: Number(gift.stok) };
}

/**
 * A gift exchange (/tukar-point): the member locked first, then the gift; points (qty × the gift's points)
 * and stock (qty) both taken or neither. No stock left: 409 'Stok Hadiah Tidak Cukup (Sisa n)'. Any store's
 * counter may exchange any member's points (the card works chain-wide, and points are credited only by the
 * member's store or OWN/SU); the exchange is booked to the acting store, which hands the gift over.
 */
export async function tukarPoin(deps: AppDeps, user: CurrentUser, body: TukarPoinBody) {
  return deps.db.transaction(async (tx) => {
    const store = await actingStore(deps, tx, user);
    await lockMember(tx, body.kode_member);
    const gift = await lockHadiah(tx, body.kode_hadiah);
    if (gift.stok < body.qty) throw conflict(stokHadiahSisa(gift.stok));
    const poin = gift.poin * body.qty;
    const no_tukar = await nextDocNo(tx, DOC_PREFIXES.TUKAR_POIN, store.kode_toko, store.tgl_system);
    const now = deps.clock.now();
    const { saldo } = await postPoints(tx, {
      kode_member: body.kode_member,
      poin: -poin,
      no_ref: no_tukar,
      jenis: 'TUKAR',
      keterangan: `${body.qty} X ${gift.nama_hadiah}`,
      kode_toko: store.kode_toko,
      tgl_system: store.tgl_system,
      user_id: user.user_id,
      at: now,
    });
    const stok = gift.stok - body.qty;
    await setGiftStock(tx, gift.kode_hadiah, stok);
    await tx.execute(
      sql`INSERT INTO tukar_poin (no_tukar, kode_member, kode_hadiah, qty, poin, kode_toko, tgl_system, user_id, created_at)
          VALUES (${no_tukar}, ${body.kode_member}, ${gift.kode_hadiah}, ${body.qty}, ${poin}, ${store.kode_toko}, ${store.tgl_system}, ${user.user_id}, ${now.toISOString()})`,
    );
    return {
      message: MEMBER_MESSAGES.berhasilTukarPoin,
      data: {
        no_tukar,
        kode_member: body.kode_member,
        kode_hadiah: gift.kode_hadiah,
        nama_hadiah: gift.nama_hadiah,
        qty: body.qty,
        poin,
        saldo,
        stok,
      },
    };
  });
}
