// The money ledger's only writer and its balances. Every money document — a sale's payments, a
// buy-back's payout, an order's deposit, cash put into or taken from the drawer — posts balanced lines
// through postMoney inside the document kernel's transaction (stock/document.ts), so the goods and the money
// of a document are written, or refused, together. A cancel posts the same entries negated (reverseMoney).
import { sql, type SQL } from 'drizzle-orm';
import { MESSAGES } from '@kencana/core';
import { rows, type Queryable, type Tx } from '../db/client.ts';
import { conflict } from '../http/errors.ts';
import { writeLedger, type LedgerDocument } from './post-movements.ts';
import { accountCode, akun, type MoneyAccount, type MoneyAccountKind, type MoneyLine } from './money-accounts.ts';

/** An account kind bound as a parameter (the kinds are money-accounts.ts's, checked by the compiler). */
const kind = (value: MoneyAccountKind) => value;

/** The document an entry belongs to (its row in `documents` is written by the kernel). */
export interface MoneyHeader {
  doc_no: string;
  kode_toko: string;
  tgl_system: string;
}

/** An entry as written: the account's stored identity and a signed whole-rupiah amount. */
interface EntryRow {
  kode_akun: string;
  kind: string;
  kode_toko: string | null;
  ref: string | null;
  jumlah: number;
  keterangan: string;
}

/** The columns an account row is created with. */
function accountRow(account: MoneyAccount): Pick<EntryRow, 'kode_akun' | 'kind' | 'kode_toko' | 'ref'> {
  const kode_akun = accountCode(account);
  switch (account.kind) {
    case 'KAS':
    case 'SETORAN':
      return { kode_akun, kind: account.kind, kode_toko: account.kode_toko, ref: null };
    case 'BANK':
      return { kode_akun, kind: account.kind, kode_toko: null, ref: account.kode_rekening };
    case 'KLIRING':
      return { kode_akun, kind: account.kind, kode_toko: account.kode_toko, ref: account.jenis };
    case 'PUSAT':
      return { kode_akun, kind: account.kind, kode_toko: null, ref: null };
    case 'TITIPAN':
    case 'PIUTANG':
    case 'BATAS':
      return { kode_akun, kind: account.kind, kode_toko: account.kode_toko, ref: account.ref };
  }
}

/**
 * Lines a flow built are checked like code, not like input: an amount that is not a whole safe integer or a
 * document that does not sum to 0 is a bug in the flow (a 500 that rolls the document back), never something
 * a user typed — flows validate amounts against their contracts before they build lines.
 */
export function assertBalanced(lines: ReadonlyArray<{ jumlah: number }>): void {
  let total = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.jumlah)) throw new Error(`money line is not whole rupiah: ${line.jumlah}`);
    total += line.jumlah;
    if (!Number.isSafeInteger(total)) throw new Error('money lines overflow');
  }
  if (total !== 0) throw new Error(`money lines do not balance: Σ = ${total}`);
}

/**
 * Writes a document's money lines in the caller's transaction. Lines of 0 are dropped; the rest must be whole
 * rupiah summing to 0. Accounts are created on first use. A store's drawer (KAS) the document takes money
 * out of is locked (its account row, FOR UPDATE, in code order so two documents never deadlock) and must not
 * end below 0: 409 'Saldo Kas Tidak Mencukupi'; so for every account kind with a sign rule (SIGN_RULES).
 */
export async function postMoney(tx: Tx, header: MoneyHeader, lines: readonly MoneyLine[]): Promise<void> {
  await writeEntries(
    tx,
    header,
    lines.map((line) => ({ ...accountRow(line.akun), jumlah: line.jumlah, keterangan: line.keterangan ?? '' })),
  );
  // A name given with an account (a walk-in's deposit) is recorded; accounts named by nothing are not touched.
  for (const line of lines) {
    if (line.akun.kind === 'TITIPAN' && line.akun.nama && line.jumlah !== 0) {
      await tx.execute(
        sql`UPDATE money_accounts SET nama = ${line.akun.nama.slice(0, 120)} WHERE kode_akun = ${accountCode(line.akun)} AND nama <> ${line.akun.nama.slice(0, 120)}`,
      );
    }
  }
}

/**
 * A money-only document written outside a flow, in the caller's transaction: its `documents` row and its
 * entries. For the demo seed's opening drawer (booked on a past, closed day, where the kernel's store-day
 * rule would refuse); flows post through postDocument.
 */
export async function writeMoneyDocument(tx: Tx, doc: LedgerDocument, lines: readonly MoneyLine[]): Promise<void> {
  await writeLedger(tx, doc, [], []);
  await postMoney(tx, doc, lines);
}

/** Posts every money entry of `original` negated under the cancel's number (the drawer rule applies). */
export async function reverseMoney(tx: Tx, original: string, reversal: MoneyHeader): Promise<void> {
  const stored = await rows<EntryRow>(
    tx,
    sql`SELECT e.kode_akun, a.kind, a.kode_toko, a.ref, e.jumlah::text AS jumlah, e.keterangan
        FROM money_entries e JOIN money_accounts a USING (kode_akun) WHERE e.doc_no = ${original} ORDER BY e.line_no, e.id`,
  );
  await writeEntries(
    tx,
    reversal,
    stored.map((entry) => ({ ...entry, jumlah: -Number(entry.jumlah), keterangan: `BATAL ${entry.keterangan}`.trim() })),
  );
}

async function writeEntries(tx: Tx, header: MoneyHeader, all: readonly EntryRow[]): Promise<void> {
  const entries = all.filter((entry) => entry.jumlah !== 0);
  assertBalanced(entries);
  if (entries.length === 0) return;
  const accounts = new Map(entries.map((entry) => [entry.kode_akun, entry]));
  const codes = [...accounts.keys()].sort();
  const createAccounts = sql`INSERT INTO money_accounts (kode_akun, kind, kode_toko, ref) VALUES ${sql.join(
    codes.map((code) => {
      const a = accounts.get(code) as EntryRow;
      return sql`(${a.kode_akun}, ${a.kind}, ${a.kode_toko}, ${a.ref})`;
    }),
    sql`, `,
  )} ON CONFLICT (kode_akun) DO NOTHING`;
  const insertEntries = sql`INSERT INTO money_entries (doc_no, line_no, kode_akun, kode_toko, tgl_system, jumlah, keterangan) VALUES ${sql.join(
    entries.map(
      (entry, index) =>
        sql`(${header.doc_no}, ${index + 1}, ${entry.kode_akun}, ${header.kode_toko}, ${header.tgl_system}::date, ${entry.jumlah}::bigint, ${entry.keterangan.slice(0, 120)})`,
    ),
    sql`, `,
  )}`;
  // Accounts with a sign rule (a drawer never below 0, a deposit never more than was left, a loan never
  // repaid past its principal) are locked and checked only when the document moves them towards breaking it.
  const net = new Map<string, { kind: MoneyAccountKind; jumlah: number }>();
  for (const entry of entries) {
    if (!(entry.kind in SIGN_RULES)) continue;
    const seen = net.get(entry.kode_akun);
    net.set(entry.kode_akun, { kind: entry.kind as MoneyAccountKind, jumlah: (seen?.jumlah ?? 0) + entry.jumlah });
  }
  const guarded = [...net.entries()]
    .filter(([, { kind, jumlah }]) => (SIGN_RULES[kind]?.sign ?? 0) * jumlah < 0)
    .map(([code]) => code)
    .sort();
  if (guarded.length === 0) {
    // Nothing to lock (a sale: money comes in): the accounts missing so far and the entries in one statement.
    // The entries' foreign key is checked at the end of the statement, after the accounts are in.
    await tx.execute(sql`WITH akun AS (${createAccounts}) ${insertEntries}`);
    return;
  }
  await tx.execute(createAccounts);
  await tx.execute(sql`SELECT kode_akun FROM money_accounts WHERE kode_akun IN (${inList(guarded)}) ORDER BY kode_akun FOR UPDATE`);
  await tx.execute(insertEntries);
  // Read after the lock: a document that raced this one has committed (or rolled back) by now.
  const broken = await rows<{ kind: MoneyAccountKind }>(
    tx,
    sql`SELECT a.kind FROM (${balancesSql(inList(guarded))}) b JOIN money_accounts a USING (kode_akun)
        WHERE b.saldo * CASE a.kind ${sql.join(
          Object.entries(SIGN_RULES).map(([kind, rule]) => sql`WHEN ${kind} THEN ${rule.sign}::int`),
          sql` `,
        )} END < 0
        ORDER BY a.kode_akun LIMIT 1`,
  );
  if (broken[0]) throw conflict(MESSAGES[(SIGN_RULES[broken[0].kind] as SignRule).message]);
}

interface SignRule {
  /** +1: the balance never goes below 0; -1: never above 0. */
  readonly sign: 1 | -1;
  readonly message: keyof typeof MESSAGES;
}

/**
 * The accounts whose balance keeps a sign, and the catalogue text a document that would break it gets (409):
 * a drawer holds what is in it; a deposit (a liability, ≤ 0) cannot be used or refunded beyond what the
 * customer left; a loan (a receivable, ≥ 0) cannot be repaid beyond its principal.
 */
export const SIGN_RULES: Partial<Record<MoneyAccountKind, SignRule>> = {
  KAS: { sign: 1, message: 'saldoKasTidakMencukupi' },
  TITIPAN: { sign: -1, message: 'saldoTitipanTidakMencukupi' },
  PIUTANG: { sign: 1, message: 'pembayaranMelebihiPinjaman' },
};

const inList = (codes: readonly string[]) =>
  sql.join(
    codes.map((code) => sql`${code}`),
    sql`, `,
  );

/**
 * The balance now of each account `codes` names (a list or a subquery of kode_akun), as rows (kode_akun,
 * saldo): per store, its last close's money snapshot plus its entries dated after that close — the sum of every
 * entry, without reading a year of them. One statement, so a close committing meanwhile is seen whole or not at
 * all. The entries are read store by store on (store, date) from the store's last close on (OFFSET 0 keeps the
 * planner from flattening that into a join): a bound known only while the query runs makes the planner scan
 * every entry instead (0.4 s on a year of 20 stores).
 */
export function balancesSql(codes: SQL): SQL {
  return sql`
    WITH tutup AS (
      SELECT t.kode_toko, (SELECT MAX(c.tgl_system) FROM eod_closes c WHERE c.kode_toko = t.kode_toko) AS tgl FROM tokos t)
    SELECT kode_akun, SUM(saldo)::bigint AS saldo FROM (
      SELECT s.kode_akun, s.saldo FROM eod_money_snapshots s JOIN tutup ON tutup.kode_toko = s.kode_toko AND tutup.tgl = s.tgl_system
      WHERE s.kode_akun IN (${codes})
      UNION ALL
      SELECT e.kode_akun, e.jumlah FROM tutup CROSS JOIN LATERAL (
        SELECT e.kode_akun, e.jumlah FROM money_entries e
        WHERE e.kode_toko = tutup.kode_toko AND e.tgl_system > COALESCE(tutup.tgl, '-infinity'::date) AND e.kode_akun IN (${codes})
        OFFSET 0) e
    ) x GROUP BY kode_akun`;
}

/** An account's balance: the sum of its entries, whole rupiah. */
export async function saldoAkun(q: Queryable, account: MoneyAccount): Promise<number> {
  const [found] = await rows<{ saldo: string | null }>(
    q,
    sql`SELECT saldo::text AS saldo FROM (${balancesSql(sql`${accountCode(account)}`)}) b`,
  );
  return Number(found?.saldo ?? 0);
}

/**
 * The money of a store's closed day (the close calls it before it records the close): per account, the
 * previous close's row plus the store's entries dated after it up to the day. A store's entries are dated on its
 * own business day, so the rows never change after the close.
 */
export async function snapshotMoney(tx: Tx, kode_toko: string, tgl_system: string): Promise<void> {
  await tx.execute(sql`
    WITH sebelum AS (SELECT MAX(tgl_system) AS tgl FROM eod_closes WHERE kode_toko = ${kode_toko} AND tgl_system < ${tgl_system}::date)
    INSERT INTO eod_money_snapshots (kode_toko, tgl_system, kode_akun, saldo)
    SELECT ${kode_toko}, ${tgl_system}::date, kode_akun, SUM(saldo)::bigint FROM (
      SELECT s.kode_akun, s.saldo FROM eod_money_snapshots s, sebelum WHERE s.kode_toko = ${kode_toko} AND s.tgl_system = sebelum.tgl
      UNION ALL
      SELECT e.kode_akun, e.jumlah FROM money_entries e, sebelum
      WHERE e.kode_toko = ${kode_toko} AND e.tgl_system <= ${tgl_system}::date AND e.tgl_system > COALESCE(sebelum.tgl, '-infinity'::date)
    ) x GROUP BY kode_akun HAVING SUM(saldo) <> 0`);
}

/**
 * What a store's drawer held at the end of its business day `tgl_system`: the store's last close before the
 * day (its money snapshot) plus the drawer's entries dated after it up to the day. Only the store's own
 * documents move its drawer (checkMoneyLedger), so the store's snapshot holds all of it.
 */
export async function saldoKasAkhirHari(q: Queryable, kode_toko: string, tgl_system: string): Promise<number> {
  const kas = accountCode(akun.kas(kode_toko));
  const [found] = await rows<{ saldo: string | null }>(
    q,
    sql`WITH sebelum AS (SELECT MAX(tgl_system) AS tgl FROM eod_closes WHERE kode_toko = ${kode_toko} AND tgl_system < ${tgl_system}::date)
        SELECT (COALESCE((SELECT s.saldo FROM eod_money_snapshots s, sebelum
                          WHERE s.kode_toko = ${kode_toko} AND s.tgl_system = sebelum.tgl AND s.kode_akun = ${kas}), 0)
              + COALESCE((SELECT SUM(e.jumlah) FROM money_entries e, sebelum
                          WHERE e.kode_akun = ${kas} AND e.tgl_system <= ${tgl_system}::date
                            AND e.tgl_system > COALESCE(sebelum.tgl, '-infinity'::date)), 0))::text AS saldo`,
  );
  return Number(found?.saldo ?? 0);
}

/** What a store's drawer holds. */
export function saldoKas(q: Queryable, kode_toko: string): Promise<number> {
  return saldoAkun(q, akun.kas(kode_toko));
}

export interface SaldoToko {
  kas: number;
  bank: { kode_rekening: string; saldo: number }[];
  non_tunai: { jenis: string; saldo: number }[];
}

/**
 * A store's money: its drawer, its bank accounts (Master Rekening rows naming the store — read only once
 * that table exists, so this module does not depend on the part that builds it) and its non-cash clearing
 * per method.
 */
export async function saldoToko(q: Queryable, kode_toko: string): Promise<SaldoToko> {
  const kas = await saldoKas(q, kode_toko);
  const non_tunai = await rows<{ jenis: string; saldo: string }>(
    q,
    sql`SELECT a.ref AS jenis, COALESCE(SUM(b.saldo), 0)::text AS saldo FROM money_accounts a
        LEFT JOIN (${balancesSql(sql`SELECT kode_akun FROM money_accounts WHERE kind = ${kind('KLIRING')} AND kode_toko = ${kode_toko}`)}) b USING (kode_akun)
        WHERE a.kind = ${kind('KLIRING')} AND a.kode_toko = ${kode_toko} GROUP BY a.ref ORDER BY a.ref`,
  );
  const [hasRekening] = await rows<{ ada: boolean }>(q, sql`SELECT to_regclass('rekening') IS NOT NULL AS ada`);
  const bank = hasRekening?.ada
    ? await rows<{ kode_rekening: string; saldo: string }>(
        q,
        sql`SELECT r.kode_rekening, COALESCE(SUM(b.saldo), 0)::text AS saldo FROM rekening r
            LEFT JOIN money_accounts a ON a.kind = ${kind('BANK')} AND a.ref = r.kode_rekening
            LEFT JOIN (${balancesSql(
              sql`SELECT a.kode_akun FROM rekening r JOIN money_accounts a ON a.kind = ${kind('BANK')} AND a.ref = r.kode_rekening
                  WHERE r.kode_toko = ${kode_toko}`,
            )}) b ON b.kode_akun = a.kode_akun
            WHERE r.kode_toko = ${kode_toko} GROUP BY r.kode_rekening ORDER BY r.kode_rekening`,
      )
    : [];
  return {
    kas,
    bank: bank.map((row) => ({ kode_rekening: row.kode_rekening, saldo: Number(row.saldo) })),
    non_tunai: non_tunai.map((row) => ({ jenis: row.jenis, saldo: Number(row.saldo) })),
  };
}
