// The points ledger: the only writer of a member's points. Every change is one member_poin row naming the
// document it came from, written in the caller's transaction with the member row locked, so two documents
// touching one member queue and the balance never goes below zero (also a CHECK on member.poin).
// The sale calls postPoints inside its document's transaction and reversePoints inside its cancel.
import { sql } from 'drizzle-orm';
import { MEMBER_MESSAGES, poinTidakCukupSisa } from '@kencana/core';
import { rows, type Queryable, type Tx } from '../db/client.ts';
import { conflict, notFound } from '../http/errors.ts';

/** Who and where a points movement is written for (the document's header). */
export interface PointsContext {
  kode_toko: string;
  /** The store's business date of the document. */
  tgl_system: string;
  user_id: string;
  /** Wall-clock time of the write (deps.clock.now()). */
  at: Date;
}

export interface PointsMove extends PointsContext {
  kode_member: string;
  /** Signed whole points: earned > 0, spent < 0. Zero writes nothing. */
  poin: number;
  /** The document the points belong to (a sale's no_faktur_jual, a correction's or an exchange's number). */
  no_ref: string;
  /** Default 'PENJUALAN'. Others: KOREKSI, TUKAR, BATAL (reversals), or the caller's own word (max 20). */
  jenis?: string;
  keterangan?: string;
}

/** A member row as the points service reads it. */
export interface MemberPoints {
  kode_member: string;
  nama_member: string;
  kode_toko: string;
  poin: number;
}

/** The member, locked FOR UPDATE until the transaction ends; 404 'Member Tidak Ditemukan' if unknown or deleted. */
export async function lockMember(tx: Tx, kode_member: string): Promise<MemberPoints> {
  const [found] = await rows<MemberPoints>(
    tx,
    sql`SELECT kode_member, nama_member, kode_toko, poin FROM member WHERE kode_member = ${kode_member} AND is_active FOR UPDATE`,
  );
  if (!found) throw notFound(MEMBER_MESSAGES.memberTidakDitemukan);
  return { ...found, poin: Number(found.poin) };
}

/**
 * Adds (or, negative, takes) points of a member under a document, in the caller's transaction: locks the
 * member, refuses a balance below zero with 409 'Poin Member Tidak Cukup (Sisa n)', writes the ledger row
 * and the new balance. Answers the balance after.
 */
export async function postPoints(tx: Tx, move: PointsMove): Promise<{ saldo: number; id: number | null }> {
  if (!Number.isSafeInteger(move.poin)) throw new Error(`points must be whole, got ${move.poin}`);
  const member = await lockMember(tx, move.kode_member);
  if (move.poin === 0) return { saldo: member.poin, id: null };
  const saldo = member.poin + move.poin;
  if (saldo < 0) throw conflict(poinTidakCukupSisa(member.poin));
  return { saldo, id: await writeRow(tx, move, saldo, null) };
}

async function writeRow(tx: Tx, move: PointsMove, saldo: number, reverses_id: number | null): Promise<number> {
  await tx.execute(sql`UPDATE member SET poin = ${saldo} WHERE kode_member = ${move.kode_member}`);
  const [row] = await rows<{ id: string }>(
    tx,
    sql`INSERT INTO member_poin (kode_member, kode_toko, tgl_system, jenis, poin, saldo, no_ref, keterangan, reverses_id, user_id, created_at)
        VALUES (${move.kode_member}, ${move.kode_toko}, ${move.tgl_system}, ${move.jenis ?? 'PENJUALAN'}, ${move.poin}, ${saldo},
                ${move.no_ref}, ${(move.keterangan ?? '').slice(0, 255)}, ${reverses_id}, ${move.user_id}, ${move.at.toISOString()})
        RETURNING id`,
  );
  return Number(row?.id);
}

/**
 * Takes back every points movement of a document (a cancelled sale): one opposite row per original row,
 * under the cancelling document's number, members locked in code order. A member who has already spent
 * the points is refused with 409 'Poin Member Tidak Cukup (Sisa n)' (the caller's cancel rolls back); a
 * second reversal of the same document with 409 'Poin Dokumen Ini Sudah Dikembalikan'. A document that
 * moved no points answers 0 and writes nothing.
 */
export async function reversePoints(
  tx: Tx,
  reversal: PointsContext & { no_ref: string; no_batal: string; keterangan?: string },
): Promise<{ poin: number }> {
  const originals = await rows<{ id: string; kode_member: string; poin: number; reversed: boolean }>(
    tx,
    sql`SELECT p.id, p.kode_member, p.poin,
               EXISTS (SELECT 1 FROM member_poin r WHERE r.reverses_id = p.id) AS reversed
        FROM member_poin p WHERE p.no_ref = ${reversal.no_ref} AND p.reverses_id IS NULL
        ORDER BY p.kode_member, p.id`,
  );
  if (originals.length === 0) return { poin: 0 };
  if (originals.some((o) => o.reversed === true || String(o.reversed) === 't')) throw conflict(MEMBER_MESSAGES.poinSudahDikembalikan);
  let total = 0;
  for (const original of originals) {
    const member = await lockMember(tx, original.kode_member);
    const poin = -Number(original.poin);
    const saldo = member.poin + poin;
    if (saldo < 0) throw conflict(poinTidakCukupSisa(member.poin));
    await writeRow(
      tx,
      {
        ...reversal,
        kode_member: original.kode_member,
        poin,
        no_ref: reversal.no_batal,
        jenis: 'BATAL',
        keterangan: reversal.keterangan ?? `BATAL ${reversal.no_ref}`,
      },
      saldo,
      Number(original.id),
    );
    total += poin;
  }
  return { poin: total };
}

/**
 * Points a purchase of `total` rupiah earns by Parameter Point `kode_point` (default JUAL):
 * floor(total / kelipatan) × poin; 0 when the parameter is missing, deleted or has no multiple.
 */
export async function earnedPoints(q: Queryable, total: number, kode_point = 'JUAL'): Promise<number> {
  const [param] = await rows<{ kelipatan: string; poin: number }>(
    q,
    sql`SELECT kelipatan::text AS kelipatan, poin FROM parameter_point WHERE kode_point = ${kode_point} AND is_active`,
  );
  const kelipatan = Number(param?.kelipatan ?? 0);
  if (!param || kelipatan <= 0 || total <= 0) return 0;
  return Math.floor(total / kelipatan) * Number(param.poin);
}
