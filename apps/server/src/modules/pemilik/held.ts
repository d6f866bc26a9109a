// Held in trust and owed, per store, for the owner's page: checked on its own because each has a rule the
// books' conservation does not hold — customers' deposits (what the shop owes), customers' pieces in for
// service (held at SERVIS), loans against gold (the collateral held at GADAI and the principal receivable) —
// each with the documents that break its rule. Reads the store's own accounts and places only (indexed by
// store and kind), never the whole books: money balances are the last close's snapshot plus the open days.
import { sql } from 'drizzle-orm';
import { STATUS_SERVICE_TERBUKA, type HutangAudit, type PlaceKind, type ServisAudit, type TitipanAudit } from '@kencana/core';
import { rows, type Queryable } from '../../db/client.ts';
import { hutangBreaks, serviceCustodyBreaks } from '../../ledger/invariants.ts';
import type { MoneyAccountKind } from '../../ledger/money-accounts.ts';
import { balancesSql, SIGN_RULES } from '../../ledger/money.ts';
import { placeCode, servisPlace } from '../../ledger/places.ts';

const TITIPAN: MoneyAccountKind = 'TITIPAN';
const PIUTANG: MoneyAccountKind = 'PIUTANG';
const SERVIS: PlaceKind = 'SERVIS';
const GADAI: PlaceKind = 'GADAI';
/** A deposit is a liability: its balance keeps this sign (≤ 0). */
const TITIPAN_SIGN = SIGN_RULES.TITIPAN?.sign ?? -1;

type Held = { qty: number; berat: string; berat_murni: string };

/** Pieces, grams and fine grams at the store's places of a held kind. */
async function heldAt(q: Queryable, kode_toko: string, kind: PlaceKind): Promise<Held> {
  const [found] = await rows<Held>(
    q,
    sql`SELECT COALESCE(SUM(qty), 0)::int AS qty, COALESCE(SUM(berat), 0)::numeric(14,3)::text AS berat,
               COALESCE(SUM(berat_murni), 0)::numeric(14,3)::text AS berat_murni
        FROM stock_balances WHERE place_toko = ${kode_toko} AND place_kind = ${kind}`,
  );
  return { qty: Number(found?.qty ?? 0), berat: found?.berat ?? '0.000', berat_murni: found?.berat_murni ?? '0.000' };
}

/**
 * The store's deposits: Σ of the customers' balances (what the shop owes, shown positive), the customers with
 * a balance, and every account that broke its sign (used or refunded beyond what was left) with the document
 * whose entry first took it across.
 */
export async function titipanToko(q: Queryable, kode_toko: string): Promise<TitipanAudit> {
  const accounts = sql`SELECT kode_akun FROM money_accounts WHERE kode_toko = ${kode_toko} AND kind = ${TITIPAN}`;
  const [total] = await rows<{ saldo: string; pelanggan: number }>(
    q,
    sql`SELECT COALESCE(-SUM(saldo), 0)::text AS saldo, COUNT(*) FILTER (WHERE saldo <> 0)::int AS pelanggan
        FROM (${balancesSql(accounts)}) b`,
  );
  // Only an account whose balance now has the wrong sign is replayed entry by entry, to name the document
  // that first took it across.
  const broken = await rows<{ doc_no: string; ref: string; nama: string; saldo: string }>(
    q,
    sql`WITH broken AS (
          SELECT a.kode_akun, a.ref, a.nama, b.saldo FROM (${balancesSql(accounts)}) b JOIN money_accounts a USING (kode_akun)
          WHERE b.saldo * ${TITIPAN_SIGN}::int < 0),
        running AS (
          SELECT b.kode_akun, b.ref, b.nama, b.saldo, e.doc_no, e.id,
                 SUM(e.jumlah) OVER (PARTITION BY e.kode_akun ORDER BY e.id) AS berjalan
          FROM broken b JOIN money_entries e USING (kode_akun))
        SELECT DISTINCT ON (kode_akun) doc_no, COALESCE(ref, '') AS ref, nama, (-saldo)::text AS saldo FROM running
        WHERE berjalan * ${TITIPAN_SIGN}::int < 0 ORDER BY kode_akun, id LIMIT 100`,
  );
  return {
    saldo: Number(total?.saldo ?? 0),
    pelanggan: Number(total?.pelanggan ?? 0),
    pelanggaran: broken.map((r) => ({
      ref: r.doc_no,
      detail: `Titipan ${r.nama || r.ref} (${r.ref}): saldo Rp. ${r.saldo}, melebihi yang dititipkan sejak ${r.doc_no}`,
    })),
  };
}

/** The store's services: pieces held per open state, the overdue (past the promised date), the services not conserved. */
export async function servisToko(q: Queryable, kode_toko: string, tgl_system: string): Promise<ServisAudit> {
  const prefix = placeCode(servisPlace('', kode_toko));
  const [perStatus, held, [late], breaks] = await Promise.all([
    rows<{ status: string; services: number; qty: number; berat: string; berat_murni: string }>(
      q,
      sql`SELECT s.status, COUNT(DISTINCT s.no_service)::int AS services, COALESCE(SUM(b.qty), 0)::int AS qty,
                 COALESCE(SUM(b.berat), 0)::numeric(14,3)::text AS berat, COALESCE(SUM(b.berat_murni), 0)::numeric(14,3)::text AS berat_murni
          FROM services s LEFT JOIN stock_balances b ON b.place = ${prefix}::text || s.no_service AND b.place_kind = ${SERVIS}
          WHERE s.kode_toko = ${kode_toko} AND s.status IN (${sql.join(
            STATUS_SERVICE_TERBUKA.map((status) => sql`${status}`),
            sql`, `,
          )})
          GROUP BY s.status`,
    ),
    heldAt(q, kode_toko, SERVIS),
    rows<{ n: number }>(
      q,
      sql`SELECT COUNT(*)::int AS n FROM services WHERE kode_toko = ${kode_toko} AND tgl_janji < ${tgl_system}::date
            AND status IN (${sql.join(
              STATUS_SERVICE_TERBUKA.map((status) => sql`${status}`),
              sql`, `,
            )})`,
    ),
    serviceCustodyBreaks(q, kode_toko),
  ]);
  const byStatus = new Map(perStatus.map((r) => [r.status, r]));
  return {
    // Every open state, in the order a service goes through them (an empty one shows 0).
    per_status: STATUS_SERVICE_TERBUKA.map((status) => {
      const r = byStatus.get(status);
      return {
        status,
        services: Number(r?.services ?? 0),
        qty: Number(r?.qty ?? 0),
        berat: r?.berat ?? '0.000',
        berat_murni: r?.berat_murni ?? '0.000',
      };
    }),
    ...held,
    terlambat: Number(late?.n ?? 0),
    pelanggaran: breaks,
  };
}

/** The store's loans: open loans, their collateral at GADAI, the principal receivable, the overdue, the loans that break custody. */
export async function hutangToko(q: Queryable, kode_toko: string, tgl_system: string): Promise<HutangAudit> {
  const [[open], held, [principal], breaks] = await Promise.all([
    rows<{ aktif: number; terlambat: number }>(
      q,
      sql`SELECT COUNT(*)::int AS aktif, COUNT(*) FILTER (WHERE tgl_jatuh_tempo < ${tgl_system}::date)::int AS terlambat
          FROM hutang WHERE kode_toko = ${kode_toko} AND status = 'AKTIF'`,
    ),
    heldAt(q, kode_toko, GADAI),
    rows<{ saldo: string }>(
      q,
      sql`SELECT COALESCE(SUM(saldo), 0)::text AS saldo
          FROM (${balancesSql(sql`SELECT kode_akun FROM money_accounts WHERE kode_toko = ${kode_toko} AND kind = ${PIUTANG}`)}) b`,
    ),
    hutangBreaks(q, kode_toko),
  ]);
  return {
    aktif: Number(open?.aktif ?? 0),
    ...held,
    piutang: Number(principal?.saldo ?? 0),
    terlambat: Number(open?.terlambat ?? 0),
    pelanggaran: breaks,
  };
}
