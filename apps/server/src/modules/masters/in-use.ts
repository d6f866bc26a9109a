// The named in-use rules of the master definitions (core: IN_USE_RULES): one query each, true when the
// record is still in use and may not be deleted. References from other master lists are checked by the
// service from the definitions themselves.
import { sql } from 'drizzle-orm';
import { hasWarehouseRole, type InUseRule } from '@kencana/core';
import { rows, type Queryable } from '../../db/client.ts';
import { accountCode, akun } from '../../ledger/money-accounts.ts';
import { bakiPlace, placeCode, stockKinds } from '../../stock/index.ts';

const exists = async (q: Queryable, query: ReturnType<typeof sql>): Promise<boolean> => (await rows<{ ok: number }>(q, query)).length > 0;

// Stock places (trays, goods on the road, at the cleaner…) only: boundary places (EXTERNAL, SOLD…) are not stock.
const stockPlace = sql`${stockKinds(sql`place_kind`)} AND (qty <> 0 OR berat <> 0)`;

export const IN_USE_CHECKS: Readonly<Record<InUseRule, (q: Queryable, id: string) => Promise<boolean>>> = {
  groupHasStock: (q, id) => exists(q, sql`SELECT 1 AS ok FROM stock_balances WHERE kode_group = ${id} AND ${stockPlace} LIMIT 1`),
  jenisHasStock: (q, id) => exists(q, sql`SELECT 1 AS ok FROM stock_balances WHERE kode_dept = ${id} AND ${stockPlace} LIMIT 1`),
  bakiHoldsStock: (q, id) =>
    exists(q, sql`SELECT 1 AS ok FROM stock_balances WHERE place = ${placeCode(bakiPlace(id))} AND (qty <> 0 OR berat <> 0) LIMIT 1`),
  gudangSistem: async (_q, id) => hasWarehouseRole(id, 'SYSTEM'),
  // A bank account's entries are under its ledger account (BANK:<kode_rekening>), read through the index on kode_akun.
  rekeningHoldsMoney: (q, id) =>
    exists(q, sql`SELECT 1 AS ok FROM money_entries WHERE kode_akun = ${accountCode(akun.bank(id))} HAVING COALESCE(SUM(jumlah), 0) <> 0`),
  rekeningHasEntries: (q, id) => exists(q, sql`SELECT 1 AS ok FROM money_entries WHERE kode_akun = ${accountCode(akun.bank(id))} LIMIT 1`),
  atributOnGoods: (q, id) =>
    exists(q, sql`SELECT 1 AS ok FROM barang WHERE nama_atribut = ${id} AND ${stockKinds(sql`lokasi_kind`)} LIMIT 1`),
};
