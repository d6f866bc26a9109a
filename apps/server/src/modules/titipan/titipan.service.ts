// Customer deposits (titipan): money-only documents of the kernel on the customer's TITIPAN account of
// the money ledger — one account per store and customer (`akun.titipan(kode_toko, customerRef(customer), nama)`),
// its balance always the sum of its entries (the ledger keeps a liability ≤ 0; screens show what the shop owes).
//
//   TITIPAN        payment accounts (KAS / KLIRING:<jenis>) +     TITIPAN:<toko>:<ref> −   (taken, any counter method)
//   AMBIL_TITIPAN  KAS −                                          TITIPAN +                (paid back in cash, OWN/SU approval)
//   PENJUALAN      TITIPAN + (a TITIPAN payment line)             …; the change kept: TITIPAN − instead of KAS −
//   PESANAN        payment accounts +                             TITIPAN − (the order's deposit, released at hand-over);
//                  a TITIPAN payment line: TITIPAN + (drawn from the customer's deposit, capped at its balance)
//
// The sign rule of postMoney refuses any document that would use or pay back more than the customer left
// (409 'Saldo Titipan Tidak Mencukupi'), under the account's row lock, so two refunds at once cannot both pass.
// A deposit slip's number names the account: a refund or a sale's TITIPAN payment gives any document number
// that posted to it (the screen sends the customer's latest deposit slip).
import { sql } from 'drizzle-orm';
import {
  DOC_PREFIXES,
  DOCUMENT_TYPES,
  MEMBER_MESSAGES,
  MESSAGES,
  PENJUALAN_MESSAGES as PM,
  TITIPAN_MESSAGES as TM,
  type AkunTitipan,
  type BodyOf,
  type DocumentTypeCode,
  type EntriTitipan,
  type QueryOf,
  type ValidasiTitipanRow,
  type titipanApi,
} from '@kencana/core';
import { recordApproval, verifyApproval } from '../../auth/approval.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { assertStoreAccess, assertVisible, isPrivileged } from '../../auth/policy.ts';
import { rows, type Queryable, type Tx } from '../../db/client.ts';
import type { AppDeps } from '../../http/context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { accountCode, akun, customerRef, type MoneyAccount, type MoneyAccountKind } from '../../ledger/money-accounts.ts';
import { saldoAkun } from '../../ledger/money.ts';
import { ambilTitipanMoney, titipanMoney } from '../../ledger/money-lines.ts';
import { nextDocNo } from '../../numbering/next-doc-no.ts';
import { loadStore, postDocument, reverseDocument } from '../../stock/index.ts';

/** The account kind, bound as a parameter (never spelled in SQL text). */
const TITIPAN_KIND: MoneyAccountKind = 'TITIPAN';
/** Payment accounts whose entries say how a deposit's money came in or went out. */
const PAYMENT_KINDS: readonly MoneyAccountKind[] = ['KAS', 'KLIRING', 'BANK'];
const DEPOSIT_TYPES: readonly DocumentTypeCode[] = ['TITIPAN', 'AMBIL_TITIPAN'];

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

// ---------------------------------------------------------------------------------------------------------
// Accounts

interface StoredAccount {
  kode_akun: string;
  kode_toko: string;
  ref: string;
  nama: string;
}

/** The account as the ledger writes it (the stored name kept: a line without a name does not touch it). */
const accountOf = (stored: StoredAccount): MoneyAccount => akun.titipan(stored.kode_toko, stored.ref);

/** A member's account key parts, or a walk-in's (phone digits), as the screens show them. */
function whoOf(ref: string): { kode_member: string; no_hp: string } {
  if (ref.startsWith('M:')) return { kode_member: ref.slice(2), no_hp: '' };
  if (ref.startsWith('HP:')) return { kode_member: '', no_hp: ref.slice(3) };
  return { kode_member: '', no_hp: '' };
}

/**
 * The account of a customer at a store: a member (active, else 404 'Member Tidak Ditemukan') by code, a
 * walk-in by phone with the name typed kept on the account.
 */
export async function customerAccount(
  q: Queryable,
  kode_toko: string,
  customer: { kode_member?: string | undefined; customer?: { nama: string; no_hp: string } | undefined },
): Promise<MoneyAccount & { kind: 'TITIPAN' }> {
  if (customer.kode_member) {
    const [member] = await rows<{ nama_member: string }>(
      q,
      sql`SELECT nama_member FROM member WHERE kode_member = ${customer.kode_member} AND is_active`,
    );
    if (!member) throw notFound(PM.memberTidakDitemukan);
    return akun.titipan(kode_toko, customerRef({ kode_member: customer.kode_member }), member.nama_member) as MoneyAccount & {
      kind: 'TITIPAN';
    };
  }
  const no_hp = customer.customer?.no_hp ?? '';
  if (!/\d/.test(no_hp)) throw badRequest(TM.noHpCustomerHarusDiisi);
  return akun.titipan(kode_toko, customerRef({ no_hp }), customer.customer?.nama ?? '') as MoneyAccount & { kind: 'TITIPAN' };
}

/** The TITIPAN account a document posted to (a deposit slip, a sale, an order's deposit), or null. */
export async function accountOfDocument(q: Queryable, no_dokumen: string): Promise<StoredAccount | null> {
  const [found] = await rows<StoredAccount>(
    q,
    sql`SELECT a.kode_akun, a.kode_toko, a.ref, a.nama FROM money_entries e JOIN money_accounts a USING (kode_akun)
        WHERE e.doc_no = ${no_dokumen} AND a.kind = ${TITIPAN_KIND} ORDER BY e.line_no LIMIT 1`,
  );
  return found ?? null;
}

/** A customer's account as the screens show it: balance (what the shop owes), the latest deposit slip. */
async function akunTitipan(
  q: Queryable,
  kode_akun: string,
  fallback?: { kode_toko: string; ref: string; nama: string },
): Promise<AkunTitipan> {
  const [found] = await rows<{ kode_toko: string; ref: string; nama: string; saldo: string; terakhir: string | null }>(
    q,
    sql`SELECT a.kode_toko, a.ref, a.nama, COALESCE(-SUM(e.jumlah), 0)::text AS saldo, to_char(MAX(e.tgl_system), 'YYYY-MM-DD') AS terakhir
        FROM money_accounts a LEFT JOIN money_entries e USING (kode_akun) WHERE a.kode_akun = ${kode_akun} GROUP BY a.kode_akun`,
  );
  const base = found ?? (fallback ? { ...fallback, saldo: '0', terakhir: null } : null);
  if (!base) throw notFound(TM.titipanTidakDitemukan);
  const [slip] = await rows<{ doc_no: string }>(
    q,
    sql`SELECT e.doc_no FROM money_entries e JOIN documents d ON d.doc_no = e.doc_no
        WHERE e.kode_akun = ${kode_akun} AND d.reversed_by_doc_no IS NULL AND d.reverses_doc_no IS NULL
        ORDER BY (d.doc_type = ${'TITIPAN'}) DESC, e.id DESC LIMIT 1`,
  );
  return {
    kode_toko: base.kode_toko,
    ref: base.ref,
    ...whoOf(base.ref),
    nama: base.nama,
    saldo: Number(base.saldo),
    no_titipan: slip?.doc_no ?? null,
    terakhir: base.terakhir,
  };
}

/** Every entry of an account, oldest first, with the balance after each (what the shop owes). */
async function entriesOf(deps: AppDeps, kode_akun: string): Promise<EntriTitipan[]> {
  const found = await rows<{
    no_dokumen: string;
    doc_type: string;
    tgl_system: string;
    waktu: string;
    user_id: string;
    keterangan: string;
    jumlah: string;
    cara_bayar: string | null;
    dibatalkan: string | null;
  }>(
    deps.db,
    sql`SELECT e.doc_no AS no_dokumen, d.doc_type, to_char(d.tgl_system, 'YYYY-MM-DD') AS tgl_system,
               to_char(d.created_at AT TIME ZONE ${deps.env.TZ_STORE}, 'YYYY-MM-DD HH24:MI') AS waktu, d.user_id, d.note AS keterangan,
               (-SUM(e.jumlah))::text AS jumlah,
               (SELECT string_agg(DISTINCT o.keterangan, ', ') FROM money_entries o JOIN money_accounts oa USING (kode_akun)
                 WHERE o.doc_no = e.doc_no AND o.kode_akun <> e.kode_akun AND oa.kind IN (${inList(PAYMENT_KINDS)})) AS cara_bayar,
               d.reversed_by_doc_no AS dibatalkan
        FROM money_entries e JOIN documents d ON d.doc_no = e.doc_no
        WHERE e.kode_akun = ${kode_akun}
        GROUP BY e.doc_no, e.kode_akun, d.doc_type, d.tgl_system, d.created_at, d.user_id, d.note, d.reversed_by_doc_no
        ORDER BY MIN(e.id)`,
  );
  let saldo = 0;
  return found.map((row) => {
    const jumlah = Number(row.jumlah);
    saldo += jumlah;
    const type = (DOCUMENT_TYPES as Record<string, { nama: string } | undefined>)[row.doc_type];
    return {
      ...row,
      nama_dokumen: type?.nama ?? row.doc_type,
      jumlah,
      saldo,
      cara_bayar: row.cara_bayar ?? '',
      keterangan: row.keterangan ?? '',
    };
  });
}

// ---------------------------------------------------------------------------------------------------------
// The sale's side (the face: penjualan and the order hand-over call these inside their plans)

/**
 * The customer's deposit a sale's TITIPAN payment names: a document on a TITIPAN account of the sale's store
 * (else 404 'Titipan Tidak Ditemukan') belonging to the sale's customer — a member by code, a walk-in by phone
 * (else 400 'Titipan Bukan Milik Customer Ini'). Accounts keyed by an order number (orders taken before deposits
 * were per customer) are the slip holder's: the order number is the proof.
 */
export async function titipanForSale(
  tx: Queryable,
  kode_toko: string,
  no_titipan: string,
  customer: { kode_member?: string | null; no_hp?: string | null },
): Promise<MoneyAccount> {
  const found = await accountOfDocument(tx, no_titipan);
  if (!found || found.kode_toko !== kode_toko) throw notFound(`${TM.titipanTidakDitemukan} (${no_titipan})`);
  const perCustomer = found.ref.startsWith('M:') || found.ref.startsWith('HP:');
  if (perCustomer) {
    const hasCustomer = Boolean(customer.kode_member) || /\d/.test(customer.no_hp ?? '');
    if (!hasCustomer || customerRef(customer) !== found.ref) throw badRequest(TM.titipanBukanMilikCustomer);
  }
  return accountOf(found);
}

/**
 * The customer's deposit accounts an order's TITIPAN down payment draws on, each line's account checked against
 * its balance under the account's row lock (409 'Saldo Titipan Tidak Mencukupi'). A line names a slip
 * (`no_titipan`, the customer's as in a sale) or, without one, the order's customer names the account. The cap
 * is checked here, not left to the ledger's sign rule: the down payment is owed again on the same customer's
 * account, so the draw and the deposit net to nothing there and the rule would never see the draw.
 */
export async function titipanForOrder(
  tx: Queryable,
  kode_toko: string,
  lines: readonly { no_titipan?: string | undefined; jumlah: number }[],
  customer: { kode_member?: string | null; nama?: string | null; no_hp?: string | null },
): Promise<MoneyAccount[]> {
  const accounts: MoneyAccount[] = [];
  for (const line of lines)
    accounts.push(
      line.no_titipan
        ? await titipanForSale(tx, kode_toko, line.no_titipan, customer)
        : await customerAccount(tx, kode_toko, {
            kode_member: customer.kode_member ?? undefined,
            customer: { nama: customer.nama ?? '', no_hp: customer.no_hp ?? '' },
          }),
    );
  const drawn = new Map<string, { account: MoneyAccount; jumlah: number }>();
  lines.forEach((line, index) => {
    const account = accounts[index] as MoneyAccount;
    const seen = drawn.get(accountCode(account));
    drawn.set(accountCode(account), { account, jumlah: (seen?.jumlah ?? 0) + line.jumlah });
  });
  for (const code of [...drawn.keys()].sort()) {
    const { account, jumlah } = drawn.get(code) as { account: MoneyAccount; jumlah: number };
    // Locked as postMoney locks a guarded account: a sale or refund drawing on it at once waits for this order.
    await tx.execute(sql`SELECT kode_akun FROM money_accounts WHERE kode_akun = ${code} FOR UPDATE`);
    if (jumlah > -(await saldoAkun(tx, account))) throw conflict(MESSAGES.saldoTitipanTidakMencukupi);
  }
  return accounts;
}

/** The account the change of a sale is kept on: the sale's customer (a member, or a walk-in with a phone). */
export function changeAccount(
  kode_toko: string,
  customer: { kode_member?: string | null; no_hp?: string | null; nama?: string | null },
): MoneyAccount {
  if (!customer.kode_member && !/\d/.test(customer.no_hp ?? '')) throw badRequest(TM.kembalianTitipPerluCustomer);
  return akun.titipan(kode_toko, customerRef(customer), customer.nama ?? undefined);
}

/**
 * The account an order's deposit was posted to (the order's PESANAN document), released from there at
 * hand-over. Orders taken before deposits were per customer posted to an account keyed by the order number
 * (`TITIPAN:<toko>:<no_pesanan>`): read from the ledger, they release from where they are — no ledger row is
 * edited or moved. An order whose deposit is not in the ledger keeps that legacy key.
 */
export async function orderDepositAccount(tx: Queryable, kode_toko: string, no_pesanan: string): Promise<MoneyAccount> {
  const found = await accountOfDocument(tx, no_pesanan);
  return found ? accountOf(found) : akun.titipan(kode_toko, no_pesanan);
}

/** The account an order's deposit goes to: the customer's (member, or walk-in with a phone); else the order's own. */
export function orderDepositTarget(
  kode_toko: string,
  no_pesanan: string,
  customer: { kode_member?: string | null; no_hp?: string | null; nama?: string | null },
): MoneyAccount {
  const member = customer.kode_member && customer.kode_member !== '-' ? customer.kode_member : null;
  if (member) return akun.titipan(kode_toko, customerRef({ kode_member: member }), customer.nama ?? undefined);
  if (/\d/.test(customer.no_hp ?? '')) return akun.titipan(kode_toko, customerRef({ no_hp: customer.no_hp }), customer.nama ?? undefined);
  return akun.titipan(kode_toko, no_pesanan);
}

// ---------------------------------------------------------------------------------------------------------
// The endpoints

/** POST titipan: a deposit taken at the user's store, paid by any counter method. */
export async function simpanTitipan(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof titipanApi.simpan>) {
  const posted = await postDocument(deps, user, {
    type: 'TITIPAN',
    toko: user.kode_toko,
    alwaysPosts: true,
    plan: async ({ tx, store }) => {
      const account = await customerAccount(tx, store.kode_toko, body);
      for (const bayar of body.pembayaran) {
        if (bayar.jenis !== 'MARKETPLACE') continue;
        const [mp] = await rows<{ ok: boolean }>(
          tx,
          sql`SELECT true AS ok FROM marketplace WHERE kode_marketplace = ${bayar.kode_marketplace ?? ''} AND is_active`,
        );
        if (!mp) throw notFound(`${PM.marketplaceTidakDitemukan} (${bayar.kode_marketplace ?? ''})`);
      }
      const nama = account.kind === 'TITIPAN' ? (account.nama ?? '') : '';
      return {
        note: (body.keterangan || `TITIP UANG ${nama}`).slice(0, 255),
        total_harga: body.jumlah,
        money: titipanMoney(store.kode_toko, account, body.pembayaran, body.keterangan || 'TITIP UANG'),
        result: async () => ({ akun: await akunTitipan(tx, accountCode(account)), tgl_system: store.tgl_system }),
      };
    },
  });
  return {
    message: TM.titipanBerhasilDisimpan,
    data: { no_titipan: posted.no_dokumen, saldo: posted.akun.saldo, tgl_system: posted.tgl_system, akun: posted.akun },
  };
}

/** The store a user reads: staff their own; OWN/SU the one named (else their own). */
const readStore = (user: CurrentUser, kode_toko: string | undefined) => assertStoreAccess(user, kode_toko);

/** GET titipan/saldo: a customer's balance and entries at the store (an account never used answers 0). */
export async function saldoTitipan(deps: AppDeps, user: CurrentUser, query: QueryOf<typeof titipanApi.saldo>) {
  const kode_toko = readStore(user, query.kode_toko);
  const ref = customerRef({ kode_member: query.kode_member, no_hp: query.no_hp });
  const kode_akun = accountCode(akun.titipan(kode_toko, ref));
  let nama = '';
  if (query.kode_member) {
    const [member] = await rows<{ nama_member: string }>(
      deps.db,
      sql`SELECT nama_member FROM member WHERE kode_member = ${query.kode_member}`,
    );
    nama = member?.nama_member ?? '';
  }
  const account = await akunTitipan(deps.db, kode_akun, { kode_toko, ref, nama });
  return { message: TM.dataTitipanTersedia, data: { ...account, nama: account.nama || nama, entri: await entriesOf(deps, kode_akun) } };
}

/** GET titipan: the store's deposit accounts (open balances by default), searched by name, phone or member. */
export async function daftarTitipan(deps: AppDeps, user: CurrentUser, query: QueryOf<typeof titipanApi.daftar>) {
  const kode_toko = readStore(user, query.kode_toko);
  const cari = `%${query.cari.toUpperCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const found = await rows<{ kode_akun: string }>(
    deps.db,
    sql`SELECT a.kode_akun FROM money_accounts a JOIN money_entries e USING (kode_akun)
        WHERE a.kind = ${TITIPAN_KIND} AND a.kode_toko = ${kode_toko}
          AND (upper(a.nama) LIKE ${cari} OR upper(a.ref) LIKE ${cari})
        GROUP BY a.kode_akun HAVING ${query.terbuka}::boolean IS FALSE OR SUM(e.jumlah) <> 0
        ORDER BY SUM(e.jumlah) ASC, a.kode_akun LIMIT 500`,
  );
  const data: AkunTitipan[] = [];
  for (const row of found) data.push(await akunTitipan(deps.db, row.kode_akun));
  return { message: TM.dataTitipanTersedia, data };
}

/** The account a deposit document names, visible to the user (another store's number answers 404 like an unknown one). */
async function visibleAccount(q: Queryable, user: CurrentUser, no_dokumen: string): Promise<StoredAccount> {
  const found = await accountOfDocument(q, no_dokumen);
  assertVisible(user, found, (a) => a.kode_toko, TM.titipanTidakDitemukan);
  return found;
}

/**
 * POST titipan/ambil: part or all of a deposit paid back in cash, with an OWN/SU approval written to the audit
 * log (/laporan-otorisasi) in the same transaction. More than the balance: 409 'Saldo Titipan Tidak Mencukupi';
 * more than the drawer holds: 409 'Saldo Kas Tidak Mencukupi'.
 */
export async function ambilTitipan(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof titipanApi.ambil>) {
  const account = await visibleAccount(deps.db, user, body.no_titipan);
  const approver = await verifyApproval(deps, body.otorisasi);
  const posted = await postDocument(deps, user, {
    type: 'AMBIL_TITIPAN',
    toko: account.kode_toko,
    alwaysPosts: true,
    plan: async ({ tx, store, number }) => {
      const before = await akunTitipan(tx, account.kode_akun);
      const no_ambil = await number();
      return {
        note: (body.keterangan || `AMBIL TITIPAN ${account.nama}`).slice(0, 255),
        total_harga: body.jumlah,
        money: ambilTitipanMoney(store.kode_toko, accountOf(account), body.jumlah, body.keterangan || 'AMBIL TITIPAN'),
        after: async () => {
          await recordApproval(tx, deps.clock.now(), {
            aksi: 'AMBIL_TITIPAN',
            requester: user,
            approver,
            kode_toko: store.kode_toko,
            no_dokumen: no_ambil,
            nilai_hitung: before.saldo,
            nilai_input: body.jumlah,
            alasan: body.otorisasi.alasan,
          });
        },
        result: async () => ({ akun: await akunTitipan(tx, account.kode_akun), tgl_system: store.tgl_system }),
      };
    },
  });
  return {
    message: TM.titipanBerhasilDiambil,
    data: { no_ambil: posted.no_dokumen, saldo: posted.akun.saldo, tgl_system: posted.tgl_system, akun: posted.akun },
  };
}

/**
 * POST titipan/batal: a deposit taken by mistake, cancelled by the kernel's exact opposite — staff on its
 * business day only, OWN/SU any day; a deposit already used answers 409 'Saldo Titipan Tidak Mencukupi'.
 */
export async function batalTitipan(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof titipanApi.batal>) {
  const [doc] = await rows<{ doc_no: string; doc_type: string; kode_toko: string; tgl_system: string }>(
    deps.db,
    sql`SELECT doc_no, doc_type, kode_toko, to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system FROM documents WHERE doc_no = ${body.no_titipan}`,
  );
  const ours = doc && doc.doc_type === 'TITIPAN' ? doc : null;
  assertVisible(user, ours, (found) => found.kode_toko, TM.titipanTidakDitemukan);
  const account = (await accountOfDocument(deps.db, ours.doc_no)) as StoredAccount;
  const reversed = await reverseDocument(deps, user, ours.doc_no, body.alasan, {
    ownCancel: true,
    check: async (tx) => {
      if (!isPrivileged(user)) {
        const store = await loadStore(tx, ours.kode_toko);
        if (store.tgl_system !== ours.tgl_system) throw forbidden(MESSAGES.batalHanyaHariIni);
      }
    },
  }).catch((error: unknown) => {
    if (error instanceof Error && error.message === MESSAGES.dokumenSudahDibatalkan) throw conflict(TM.titipanSudahDibatalkan);
    throw error;
  });
  const after = await akunTitipan(deps.db, account.kode_akun);
  return { message: TM.titipanBerhasilDibatalkan, data: { no_titipan: ours.doc_no, no_batal: reversed.no_dokumen, saldo: after.saldo } };
}

// ---------------------------------------------------------------------------------------------------------
// The day's validation (/validasi-titipan)

interface DayRow {
  no_dokumen: string;
  doc_type: string;
  jam: string;
  customer: string;
  user_id: string;
  jumlah: string;
  cara_bayar: string | null;
  validasi_oleh: string | null;
}

function dayRows(kode_toko: string, tgl_system: string, tz: string) {
  return sql`
    SELECT d.doc_no AS no_dokumen, d.doc_type, to_char(d.created_at AT TIME ZONE ${tz}, 'HH24:MI') AS jam,
           COALESCE(NULLIF(a.nama, ''), a.ref) || ' (' || a.ref || ')' AS customer, d.user_id,
           (-SUM(e.jumlah))::text AS jumlah,
           (SELECT string_agg(DISTINCT o.keterangan, ', ') FROM money_entries o JOIN money_accounts oa USING (kode_akun)
             WHERE o.doc_no = d.doc_no AND oa.kind IN (${inList(PAYMENT_KINDS)})) AS cara_bayar,
           v.user_id AS validasi_oleh
    FROM documents d JOIN money_entries e ON e.doc_no = d.doc_no JOIN money_accounts a ON a.kode_akun = e.kode_akun AND a.kind = ${TITIPAN_KIND}
    LEFT JOIN validasi_titipan v ON v.no_dokumen = d.doc_no
    WHERE d.doc_type IN (${inList(DEPOSIT_TYPES)}) AND d.kode_toko = ${kode_toko} AND d.tgl_system = ${tgl_system}::date
      AND d.reversed_by_doc_no IS NULL
    GROUP BY d.doc_no, d.doc_type, d.created_at, a.nama, a.ref, d.user_id, v.user_id
    ORDER BY d.doc_no`;
}

const toDayRow = (raw: DayRow): ValidasiTitipanRow => ({
  no_dokumen: raw.no_dokumen,
  doc_type: raw.doc_type,
  jam: raw.jam,
  customer: raw.customer,
  user_id: raw.user_id,
  jumlah: Number(raw.jumlah),
  cara_bayar: raw.cara_bayar ?? '',
  divalidasi: raw.validasi_oleh !== null,
  validasi_oleh: raw.validasi_oleh ?? '',
});

async function storeDay(deps: AppDeps, user: CurrentUser, kode_toko: string | undefined, tgl_system: string | undefined) {
  const store = await loadStore(deps.db, assertStoreAccess(user, kode_toko));
  const day = tgl_system ?? store.tgl_system;
  if (day > store.tgl_system) throw badRequest(MEMBER_MESSAGES.tanggalValidasiMelebihiTanggalSystem);
  return { kode_toko: store.kode_toko, tgl_system: day };
}

/** GET titipan/validasi: the day's deposits and refunds (not cancelled), validated or not. */
export async function dataValidasi(deps: AppDeps, user: CurrentUser, query: QueryOf<typeof titipanApi.dataValidasi>) {
  const day = await storeDay(deps, user, query.kode_toko, query.tgl_system);
  const found = (await rows<DayRow>(deps.db, dayRows(day.kode_toko, day.tgl_system, deps.env.TZ_STORE))).map(toDayRow);
  const open = found.filter((r) => !r.divalidasi);
  return {
    message: TM.dataTitipanTersedia,
    data: {
      ...day,
      rows: found,
      masuk: open.filter((r) => r.jumlah > 0).reduce((s, r) => s + r.jumlah, 0),
      keluar: open.filter((r) => r.jumlah < 0).reduce((s, r) => s - r.jumlah, 0),
    },
  };
}

/**
 * POST titipan/validasi: a selection of the day's deposits and refunds validated once, in one transaction
 * (unknown → 400 'No Faktur Tidak Ditemukan Pada Tanggal Ini', validated already → 409; two supervisors at once:
 * the validation row's primary key lets one through).
 */
export async function validasiTitipan(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof titipanApi.validasi>) {
  const day = await storeDay(deps, user, body.kode_toko, body.tgl_system);
  const wanted = [...new Set(body.no_dokumen)].sort();
  return deps.db.transaction(async (tx: Tx) => {
    const all = (await rows<DayRow>(tx, dayRows(day.kode_toko, day.tgl_system, deps.env.TZ_STORE))).map(toDayRow);
    const byNo = new Map(all.map((r) => [r.no_dokumen, r]));
    const missing = wanted.filter((no) => !byNo.has(no));
    if (missing.length) throw badRequest(`${MEMBER_MESSAGES.transaksiTidakDitemukan} (${missing.slice(0, 3).join(', ')})`);
    const chosen = wanted.map((no) => byNo.get(no) as ValidasiTitipanRow);
    const done = chosen.filter((r) => r.divalidasi);
    if (done.length)
      throw conflict(
        `${MEMBER_MESSAGES.transaksiSudahDivalidasi} (${done
          .slice(0, 3)
          .map((r) => r.no_dokumen)
          .join(', ')})`,
      );
    const no_validasi = await nextDocNo(tx, DOC_PREFIXES.VALIDASI_HARIAN, day.kode_toko, day.tgl_system);
    const at = deps.clock.now().toISOString();
    const inserted = await rows<{ no_dokumen: string }>(
      tx,
      sql`INSERT INTO validasi_titipan (no_dokumen, doc_type, no_validasi, kode_toko, tgl_system, user_id, created_at)
          SELECT x.no_dokumen, x.doc_type, ${no_validasi}, ${day.kode_toko}, ${day.tgl_system}::date, ${user.user_id}, ${at}::timestamptz
          FROM json_to_recordset(${JSON.stringify(chosen.map((r) => ({ no_dokumen: r.no_dokumen, doc_type: r.doc_type })))}::json) AS x(no_dokumen text, doc_type text)
          ON CONFLICT (no_dokumen) DO NOTHING RETURNING no_dokumen`,
    );
    if (inserted.length !== chosen.length) throw conflict(MEMBER_MESSAGES.transaksiSudahDivalidasi);
    return { message: MEMBER_MESSAGES.berhasilValidasi, data: { no_validasi, jumlah: inserted.length } };
  });
}
