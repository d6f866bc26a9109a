// Members and their points as the sale needs them, over the shared points ledger (src/points, owned by the
// members flow): the member a sale names, the points a total earns (Parameter Point JUAL), crediting them
// inside the sale's transaction and taking them back inside its cancel.
import { sql } from 'drizzle-orm';
import { maskPhone } from '@kencana/core';
import { rows, type Queryable, type Tx } from '../../db/client.ts';
import { earnedPoints, postPoints, reversePoints } from '../../points/index.ts';

export interface SaleMember {
  kode_member: string;
  nama: string;
  no_hp: string;
  alamat: string;
}

/**
 * An active member by code (any store: a card works chain-wide), locked until the sale commits; or null. The
 * sale keeps the member's contact as its customer's: a member of another store than the sale's comes with a
 * masked phone and no address, as that store's staff may see them (personal data stays with the member's store).
 */
export async function memberOf(tx: Queryable, kode_member: string, kode_toko: string): Promise<SaleMember | null> {
  const [found] = await rows<SaleMember & { kode_toko: string }>(
    tx,
    sql`SELECT kode_member, nama_member AS nama, no_hp, alamat, kode_toko FROM member WHERE kode_member = ${kode_member} AND is_active FOR UPDATE`,
  );
  if (!found) return null;
  const { kode_toko: home, ...member } = found;
  return home === kode_toko ? member : { ...member, no_hp: maskPhone(member.no_hp), alamat: '' };
}

/** Points a sale of this total earns: Parameter Point JUAL, floor(total / kelipatan) × poin. */
export async function pointsForSale(q: Queryable, total_harga: number): Promise<number> {
  return earnedPoints(q, total_harga);
}

export async function accruePoints(
  tx: Tx,
  entry: { kode_member: string; no_faktur_jual: string; poin: number; kode_toko: string; tgl_system: string; user_id: string; at: Date },
): Promise<void> {
  await postPoints(tx, {
    kode_member: entry.kode_member,
    poin: entry.poin,
    no_ref: entry.no_faktur_jual,
    jenis: 'PENJUALAN',
    kode_toko: entry.kode_toko,
    tgl_system: entry.tgl_system,
    user_id: entry.user_id,
    at: entry.at,
  });
}

/** Takes back the points a sale earned (refused when the member has spent them); answers how many were taken. */
export async function takeBackPoints(
  tx: Tx,
  entry: { no_faktur_jual: string; no_batal: string; kode_toko: string; tgl_system: string; user_id: string; at: Date },
): Promise<number> {
  const { poin } = await reversePoints(tx, {
    no_ref: entry.no_faktur_jual,
    no_batal: entry.no_batal,
    kode_toko: entry.kode_toko,
    tgl_system: entry.tgl_system,
    user_id: entry.user_id,
    at: entry.at,
  });
  return -poin;
}
