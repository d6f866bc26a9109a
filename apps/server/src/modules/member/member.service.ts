// Members and points at the counter: the member picker's lookup, a member's history, manual corrections
// and gift exchanges. Points move only through the points layer (src/points), which locks the member.
import { sql } from 'drizzle-orm';
import { DOC_PREFIXES, MEMBER_MESSAGES, stokHadiahSisa, type MemberSummary, type RiwayatRow, type TransaksiPoinBody, type TukarPoinBody } from '@kencana/core';
import type { CurrentUser } from '../../auth/current-user.ts';
import { rows, type Tx } from '../../db/client.ts';
import type { AppDeps } from '../../http/context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { nextDocNo } from '../../numbering/next-doc-no.ts';
import { lockMember, postPoints } from '../../points/index.ts';
import { actingStore } from '../../stock/index.ts';

const SUMMARY = sql`kode_member, nama_member, no_hp, no_ktp, alamat, to_char(tgl_lahir, 'YYYY-MM-DD') AS tgl_lahir, kode_toko, poin`;

/**
 * Members for a picker: code or phone starting with the text, or the name holding it; chain-wide (a
 * member's card works in every store), active only, at most 20, exact code first.
 */
export async function cariMember(deps: AppDeps, q: string): Promise<{ data: MemberSummary[] }> {
  const like = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  const found = await rows<MemberSummary>(
    deps.db,
    sql`SELECT ${SUMMARY} FROM member
        WHERE is_active AND (kode_member LIKE ${`${like}%`} OR no_hp LIKE ${`${like}%`} OR nama_member LIKE ${`%${like}%`})
        ORDER BY (kode_member = ${q}) DESC, nama_member, kode_member LIMIT 20`,
  );
  return { data: found.map((m) => ({ ...m, poin: Number(m.poin) })) };
}

async function memberSummary(deps: AppDeps, kode_member: string): Promise<MemberSummary> {
  const [found] = await rows<MemberSummary>(deps.db, sql`SELECT ${SUMMARY} FROM member WHERE kode_member = ${kode_member}`);
  if (!found) throw notFound(MEMBER_MESSAGES.memberTidakDitemukan);
  return { ...found, poin: Number(found.poin) };
}

/** A member's sales, buy-backs (matched by NIK) and points movements in a period (by business date), newest first. */
export async function riwayatMember(deps: AppDeps, kode_member: string, query: { tgl_from: string; tgl_to: string }): Promise<{ data: { member: MemberSummary; rows: RiwayatRow[] } }> {
  const member = await memberSummary(deps, kode_member);
  const found = await rows<RiwayatRow & { sort_at: string; sort_id: string }>(
    deps.db,
    sql`SELECT to_char(tgl_system, 'YYYY-MM-DD') AS tanggal, 'POIN ' || jenis AS jenis, no_ref, kode_toko, keterangan,
               0 AS total_harga, poin, saldo, created_at AS sort_at, id AS sort_id
        FROM member_poin
        WHERE kode_member = ${kode_member} AND tgl_system BETWEEN ${query.tgl_from} AND ${query.tgl_to}
        UNION ALL
        SELECT to_char(tgl_system, 'YYYY-MM-DD'), CASE WHEN status = 'BATAL' THEN 'PENJUALAN (BATAL)' ELSE 'PENJUALAN' END, no_faktur_jual,
               kode_toko, CASE WHEN status = 'BATAL' THEN alasan_batal ELSE '' END, total_harga, 0, NULL, created_at, 0
        FROM penjualan
        WHERE kode_member = ${kode_member} AND tgl_system BETWEEN ${query.tgl_from} AND ${query.tgl_to}
        UNION ALL
        -- Buy-backs carry the seller's NIK, not a member code: the member's by their NIK (when the record has one).
        SELECT to_char(p.tgl_system, 'YYYY-MM-DD'), CASE WHEN p.no_batal IS NOT NULL THEN 'PEMBELIAN (BATAL)' ELSE 'PEMBELIAN' END, p.no_faktur_beli,
               p.kode_toko, COALESCE(p.alasan_batal, ''), p.total_harga, 0, NULL, p.created_at, 0
        FROM pembelian p JOIN member m ON m.kode_member = ${kode_member} AND m.no_ktp <> '' AND p.no_ktp = m.no_ktp
        WHERE p.tgl_system BETWEEN ${query.tgl_from} AND ${query.tgl_to}
        ORDER BY tanggal DESC, sort_at DESC, sort_id DESC
        LIMIT 5000`,
  );
  return {
    data: {
      member,
      rows: found.map(({ sort_at: _at, sort_id: _id, ...r }) => ({ ...r, total_harga: Number(r.total_harga), poin: Number(r.poin), saldo: r.saldo === null ? null : Number(r.saldo) })),
    },
  };
}

/** A manual correction (/transaksi-poin): its own number, the reason kept on the ledger row. */
export async function transaksiPoin(deps: AppDeps, user: CurrentUser, body: TransaksiPoinBody) {
  return deps.db.transaction(async (tx) => {
    const store = await actingStore(deps, tx, user);
    await lockMember(tx, body.kode_member);
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
 * and stock (qty) both taken or neither. No stock left: 409 'Stok Hadiah Tidak Cukup (Sisa n)'.
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
    await tx.execute(sql`UPDATE hadiah SET stok = ${stok} WHERE kode_hadiah = ${gift.kode_hadiah}`);
    await tx.execute(
      sql`INSERT INTO tukar_poin (no_tukar, kode_member, kode_hadiah, qty, poin, kode_toko, tgl_system, user_id, created_at)
          VALUES (${no_tukar}, ${body.kode_member}, ${gift.kode_hadiah}, ${body.qty}, ${poin}, ${store.kode_toko}, ${store.tgl_system}, ${user.user_id}, ${now.toISOString()})`,
    );
    return {
      message: MEMBER_MESSAGES.berhasilTukarPoin,
      data: { no_tukar, kode_member: body.kode_member, kode_hadiah: gift.kode_hadiah, nama_hadiah: gift.nama_hadiah, qty: body.qty, poin, saldo, stok },
    };
  });
}
