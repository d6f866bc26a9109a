// Members and their points as the sale needs them. The member records and the points ledger belong to the
// members module (wt/member); until it lands, no member is known and no points move.
import { sql } from 'drizzle-orm';
import { poinPenjualan } from '@kencana/core';
import { rows, type Queryable, type Tx } from '../../db/client.ts';

export interface SaleMember {
  kode_member: string;
  nama: string;
  no_hp: string;
  alamat: string;
}

/** An active member by code, or null. */
export async function memberOf(_q: Queryable, _kode_member: string): Promise<SaleMember | null> {
  return null;
}

/** Points a sale of this total earns (Parameter Point: the row PENJUALAN, else the first active one). */
export async function pointsForSale(q: Queryable, total_harga: number): Promise<number> {
  const [parameter] = await rows<{ kelipatan: string; poin: string }>(
    q,
    sql`SELECT kelipatan::text AS kelipatan, poin::text AS poin FROM parameter_point WHERE is_active
        ORDER BY (kode_point = 'PENJUALAN') DESC, kode_point LIMIT 1`,
  );
  return poinPenjualan(total_harga, parameter ? { kelipatan: Number(parameter.kelipatan), poin: Number(parameter.poin) } : null);
}

export async function accruePoints(_tx: Tx, _entry: { kode_member: string; no_faktur_jual: string; poin: number; tgl_system: string; user_id: string }): Promise<void> {}

/** Takes back the points a sale earned (never below zero); answers how many were taken. */
export async function takeBackPoints(_tx: Tx, _entry: { no_faktur_jual: string; no_batal: string; tgl_system: string; user_id: string }): Promise<number> {
  return 0;
}
