// Cash and bank: money-only documents posted through the document kernel, so every rupiah moves
// in balanced money-ledger lines in one transaction with the screen's own record, and a cancel is the kernel's
// exact opposite.
//
//   TAMBAH kas   KAS:<toko> +            BATAS:<toko>:TRX:<kode_transaksi> −   (money comes in from the category)
//   AMBIL kas    KAS:<toko> −            TRX +                                 (refused beyond the drawer by the kernel)
//   TAMBAH bank  BANK:<rekening> +       TRX −
//   AMBIL bank   BANK:<rekening> −       TRX +                                 (refused beyond the account here)
//   setor        KAS:<toko> −            SETORAN:<toko> +                      (SETOR_PUSAT, by the store)
//   terima       SETORAN:<toko> −        PUSAT +                               (TERIMA_SETORAN, by head office, once)
//
// A bank document acts for the store of its account (Master Rekening): staff may use only their store's
// accounts, OWN/SU any. The receipt of a sending is dated by the receiver's store: two stores' business dates
// may differ.
import { sql, type SQL } from 'drizzle-orm';
import {
  DOCUMENT_TYPES,
  MESSAGES,
  TOKO_PUSAT_KEY,
  arusKasBoleh,
  type DocumentTypeCode,
  type keuanganApi,
  type QueryOf,
  type BodyOf,
} from '@kencana/core';
import { canAccess } from '../../auth/access.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { assertVisible, isPrivileged, storeFilter, assertStoreAccess } from '../../auth/policy.ts';
import { rows, type Queryable, type Tx } from '../../db/client.ts';
import { setor_pusat, transaksi_keuangan } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { akun, type MoneyAccountKind, type MoneyLine } from '../../ledger/money-accounts.ts';
import { saldoAkun, saldoKas, saldoToko } from '../../ledger/money.ts';
import { loadStore, postDocument, reverseDocument } from '../../stock/index.ts';

type KasBody = BodyOf<typeof keuanganApi.kas>;
type BankBody = BodyOf<typeof keuanganApi.bank>;

/** The document types of the cash and bank screens, by account and direction. */
const KAS_TYPES = { TAMBAH: 'TAMBAH_KAS', AMBIL: 'AMBIL_KAS' } as const satisfies Record<string, DocumentTypeCode>;
const BANK_TYPES = { TAMBAH: 'TAMBAH_BANK', AMBIL: 'AMBIL_BANK' } as const satisfies Record<string, DocumentTypeCode>;
/** Account kinds as typed values (SQL compares them as parameters, never spelled in the text). */
const BANK_KIND: MoneyAccountKind = 'BANK';

const KEUANGAN_TYPES: readonly string[] = [...Object.values(KAS_TYPES), ...Object.values(BANK_TYPES)];

/** A category of Master Kode Transaksi, active, or 404. */
async function loadKodeTransaksi(
  q: Queryable,
  kode_transaksi: string,
  jenis: 'TAMBAH' | 'AMBIL',
): Promise<{ kode_transaksi: string; nama_transaksi: string }> {
  const [found] = await rows<{ kode_transaksi: string; nama_transaksi: string; arus_kas: string | null }>(
    q,
    sql`SELECT kode_transaksi, nama_transaksi, arus_kas FROM kode_transaksi WHERE kode_transaksi = ${kode_transaksi} AND is_active`,
  );
  if (!found) throw notFound(MESSAGES.kodeTransaksiTidakDikenal);
  // A category set to one direction (an expense: KELUAR) is refused the other way.
  if (!arusKasBoleh(found.arus_kas, jenis))
    throw badRequest(found.arus_kas === 'MASUK' ? MESSAGES.kategoriHanyaUangMasuk : MESSAGES.kategoriHanyaUangKeluar);
  return found;
}

interface Rekening {
  kode_rekening: string;
  nama_bank: string;
  no_rekening: string;
  kode_toko: string;
}

/**
 * A bank account of Master Rekening, active, or 404 'Rekening Tidak Ditemukan'. Held FOR SHARE until the
 * document commits: a delete of the account (which locks it FOR UPDATE, then refuses an account with entries)
 * waits for the document and then sees its entries, or wins and the document finds no active account.
 */
async function loadRekening(q: Queryable, kode_rekening: string): Promise<Rekening> {
  const [found] = await rows<Rekening>(
    q,
    sql`SELECT kode_rekening, nama_bank, no_rekening, kode_toko FROM rekening WHERE kode_rekening = ${kode_rekening} AND is_active FOR SHARE`,
  );
  if (!found) throw notFound(MESSAGES.rekeningTidakDitemukan);
  return found;
}

/** The money lines of a document between an account and its category: TAMBAH into the account, AMBIL out of it. */
function categoryLines(
  jenis: 'TAMBAH' | 'AMBIL',
  account: MoneyLine['akun'],
  kode_toko: string,
  kode_transaksi: string,
  jumlah: number,
  keterangan: string,
): MoneyLine[] {
  const sign = jenis === 'TAMBAH' ? 1 : -1;
  return [
    { akun: account, jumlah: sign * jumlah, keterangan },
    { akun: akun.transaksi(kode_toko, kode_transaksi), jumlah: -sign * jumlah, keterangan },
  ];
}

/** POST keuangan/kas: cash into or out of the user's store's drawer by a category. */
export async function simpanKas(deps: AppDeps, user: CurrentUser, body: KasBody) {
  const type = KAS_TYPES[body.jenis];
  const posted = await postDocument(deps, user, {
    type,
    toko: user.kode_toko,
    alwaysPosts: true,
    plan: async ({ tx, store, number }) => {
      const kategori = await loadKodeTransaksi(tx, body.kode_transaksi, body.jenis);
      const no_transaksi = await number();
      return {
        note: body.keterangan || `${DOCUMENT_TYPES[type].nama} ${kategori.nama_transaksi}`,
        total_harga: body.jumlah,
        money: categoryLines(body.jenis, akun.kas(store.kode_toko), store.kode_toko, kategori.kode_transaksi, body.jumlah, body.keterangan),
        after: async () => {
          await tx.insert(transaksi_keuangan).values({
            no_transaksi,
            doc_type: type,
            kode_toko: store.kode_toko,
            tgl_system: store.tgl_system,
            kode_transaksi: kategori.kode_transaksi,
            keterangan: body.keterangan,
            jumlah: body.jumlah,
            user_id: user.user_id,
          });
        },
        result: async () => ({
          saldo: await saldoKas(tx, store.kode_toko),
          tgl_system: store.tgl_system,
          transaksi: await savedTransaksi(tx, deps.env.TZ_STORE, no_transaksi),
        }),
      };
    },
  });
  return {
    message: MESSAGES.kasBerhasilDisimpan,
    data: { no_transaksi: posted.no_dokumen, saldo: posted.saldo, tgl_system: posted.tgl_system, transaksi: posted.transaksi },
  };
}

/** POST keuangan/bank: money into or out of a bank account of the store (OWN/SU: of any store). */
export async function simpanBank(deps: AppDeps, user: CurrentUser, body: BankBody) {
  const type = BANK_TYPES[body.jenis];
  const posted = await postDocument(deps, user, {
    type,
    alwaysPosts: true,
    load: (tx) => loadRekening(tx, body.kode_rekening),
    // The document acts for the account's store: staff naming another store's account are refused (403).
    toko: (_tx, rekening) => rekening.kode_toko,
    plan: async ({ tx, store, number, loaded: rekening }) => {
      const kategori = await loadKodeTransaksi(tx, body.kode_transaksi, body.jenis);
      const account = akun.bank(rekening.kode_rekening);
      if (body.jenis === 'AMBIL') {
        // The account row (created by its first entry) serialises two withdrawals of one account.
        await tx.execute(sql`SELECT 1 FROM money_accounts WHERE kind = ${BANK_KIND} AND ref = ${rekening.kode_rekening} FOR UPDATE`);
        if ((await saldoAkun(tx, account)) < body.jumlah) throw conflict(MESSAGES.saldoBankTidakMencukupi);
      }
      const no_transaksi = await number();
      return {
        note: body.keterangan || `${DOCUMENT_TYPES[type].nama} ${kategori.nama_transaksi}`,
        total_harga: body.jumlah,
        money: categoryLines(body.jenis, account, store.kode_toko, kategori.kode_transaksi, body.jumlah, body.keterangan),
        after: async () => {
          await tx.insert(transaksi_keuangan).values({
            no_transaksi,
            doc_type: type,
            kode_toko: store.kode_toko,
            tgl_system: store.tgl_system,
            kode_transaksi: kategori.kode_transaksi,
            kode_rekening: rekening.kode_rekening,
            referensi: body.referensi ?? '',
            keterangan: body.keterangan,
            jumlah: body.jumlah,
            user_id: user.user_id,
          });
        },
        result: async () => ({
          saldo: await saldoAkun(tx, account),
          tgl_system: store.tgl_system,
          transaksi: await savedTransaksi(tx, deps.env.TZ_STORE, no_transaksi),
        }),
      };
    },
  });
  return {
    message: MESSAGES.bankBerhasilDisimpan,
    data: { no_transaksi: posted.no_dokumen, saldo: posted.saldo, tgl_system: posted.tgl_system, transaksi: posted.transaksi },
  };
}

/** GET keuangan/saldo: the store's drawer, bank accounts and non-cash clearing (staff: their store). */
export async function saldo(deps: AppDeps, user: CurrentUser, query: QueryOf<typeof keuanganApi.saldo>) {
  const kode_toko = assertStoreAccess(user, query.kode_toko);
  const balances = await saldoToko(deps.db, kode_toko);
  const accounts = await rows<Rekening>(
    deps.db,
    sql`SELECT kode_rekening, nama_bank, no_rekening, kode_toko FROM rekening WHERE kode_toko = ${kode_toko} AND is_active ORDER BY kode_rekening`,
  );
  const bySaldo = new Map(balances.bank.map((row) => [row.kode_rekening, row.saldo]));
  return {
    message: MESSAGES.laporanTersedia,
    data: {
      kode_toko,
      kas: balances.kas,
      bank: accounts.map((row) => ({
        kode_rekening: row.kode_rekening,
        nama_bank: row.nama_bank,
        no_rekening: row.no_rekening,
        saldo: bySaldo.get(row.kode_rekening) ?? 0,
      })),
      non_tunai: balances.non_tunai,
    },
  };
}

type TransaksiRow = (typeof keuanganApi.TransaksiKeuanganRow)['_output'];

/**
 * Cash and bank documents as the screens list and print them (the category by its name): the day's list and
 * the answer of a save are both read here, so the slip printed right after a save and its reprint are the same.
 */
async function transaksiRows(q: Queryable, timeZone: string, where: SQL): Promise<TransaksiRow[]> {
  const found = await rows<Omit<TransaksiRow, 'jumlah'> & { jumlah: string }>(
    q,
    sql`SELECT t.no_transaksi, t.doc_type, CASE WHEN t.doc_type LIKE 'TAMBAH%' THEN 'TAMBAH' ELSE 'AMBIL' END AS jenis,
               to_char(t.tgl_system, 'YYYY-MM-DD') AS tgl_system, t.kode_toko, t.kode_transaksi, COALESCE(k.nama_transaksi, t.kode_transaksi) AS nama_transaksi,
               t.kode_rekening, t.referensi, t.keterangan, t.jumlah::text AS jumlah, t.user_id,
               to_char(t.created_at AT TIME ZONE ${timeZone}, 'HH24:MI:SS') AS waktu, d.reversed_by_doc_no AS dibatalkan
        FROM transaksi_keuangan t JOIN documents d ON d.doc_no = t.no_transaksi
        LEFT JOIN kode_transaksi k ON k.kode_transaksi = t.kode_transaksi
        WHERE ${where}
        ORDER BY t.created_at DESC, t.no_transaksi DESC`,
  );
  return found.map((row) => ({ ...row, jumlah: Number(row.jumlah) }));
}

/** The document a save just wrote, as the list shows it. */
async function savedTransaksi(tx: Tx, timeZone: string, no_transaksi: string): Promise<TransaksiRow> {
  const [row] = await transaksiRows(tx, timeZone, sql`t.no_transaksi = ${no_transaksi}`);
  if (!row) throw new Error(`transaksi_keuangan ${no_transaksi} was not written`);
  return row;
}

/** GET keuangan/transaksi: the store's cash or bank documents of its business day, newest first. */
export async function daftarTransaksi(deps: AppDeps, user: CurrentUser, query: QueryOf<typeof keuanganApi.transaksi>) {
  const kode_toko = assertStoreAccess(user, query.kode_toko);
  const store = await loadStore(deps.db, kode_toko);
  const types = query.akun === 'KAS' ? Object.values(KAS_TYPES) : Object.values(BANK_TYPES);
  const data = await transaksiRows(
    deps.db,
    deps.env.TZ_STORE,
    sql`t.kode_toko = ${kode_toko} AND t.tgl_system = ${store.tgl_system}::date
        AND t.doc_type IN (${sql.join(
          types.map((type) => sql`${type}`),
          sql`, `,
        )})`,
  );
  return { message: MESSAGES.laporanTersedia, data };
}

/**
 * POST keuangan/batal: a cash or bank document, or a sending not yet received, cancelled by its exact opposite.
 * Another store's number answers 404 like an unknown one; staff cancel only their store's documents of today
 * (the business day), OWN/SU any; the user needs the menu of the document's screen.
 */
export async function batal(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof keuanganApi.batal>) {
  const [doc] = await rows<{ doc_no: string; doc_type: string; kode_toko: string; tgl_system: string }>(
    deps.db,
    sql`SELECT doc_no, doc_type, kode_toko, to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system FROM documents WHERE doc_no = ${body.no_transaksi}`,
  );
  const ours = doc && (KEUANGAN_TYPES.includes(doc.doc_type) || doc.doc_type === 'SETOR_PUSAT') ? doc : null;
  assertVisible(user, ours, (found) => found.kode_toko, MESSAGES.transaksiKeuanganTidakDitemukan);
  const type = DOCUMENT_TYPES[ours.doc_type as DocumentTypeCode];
  if (!canAccess(user, { kind: 'menu', menus: type.menus })) throw forbidden(MESSAGES.aksesDitolak);
  const reversed = await reverseDocument(deps, user, ours.doc_no, body.alasan, {
    check: async (tx) => {
      if (!isPrivileged(user)) {
        const store = await loadStore(tx, ours.kode_toko);
        if (store.tgl_system !== ours.tgl_system) throw forbidden(MESSAGES.batalHanyaHariIni);
      }
      if (ours.doc_type === 'SETOR_PUSAT') {
        const [sent] = await rows<{ no_terima: string | null }>(
          tx,
          sql`SELECT no_terima FROM setor_pusat WHERE no_setor = ${ours.doc_no} FOR UPDATE`,
        );
        if (sent?.no_terima) throw conflict(MESSAGES.setorSudahDiterimaTidakDapatDibatalkan);
      }
    },
  });
  return { message: reversed.message, data: { no_transaksi: ours.doc_no, no_batal: reversed.no_dokumen } };
}

/** POST keuangan/setor: the store sends cash from its drawer to head office (in transit until received). */
export async function setor(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof keuanganApi.setor>) {
  const posted = await postDocument(deps, user, {
    type: 'SETOR_PUSAT',
    toko: user.kode_toko,
    alwaysPosts: true,
    plan: async ({ tx, store, number }) => {
      const no_setor = await number();
      return {
        note: body.keterangan || DOCUMENT_TYPES.SETOR_PUSAT.nama,
        total_harga: body.jumlah,
        money: [
          { akun: akun.kas(store.kode_toko), jumlah: -body.jumlah, keterangan: body.keterangan },
          { akun: akun.setoran(store.kode_toko), jumlah: body.jumlah, keterangan: body.keterangan },
        ],
        after: async () => {
          await tx.insert(setor_pusat).values({
            no_setor,
            kode_toko: store.kode_toko,
            tgl_setor: store.tgl_system,
            jumlah: body.jumlah,
            keterangan: body.keterangan,
            user_id: user.user_id,
          });
        },
        result: async () => ({ saldo: await saldoKas(tx, store.kode_toko), tgl_system: store.tgl_system }),
      };
    },
  });
  return {
    message: MESSAGES.setorBerhasilDikirim,
    data: { no_setor: posted.no_dokumen, saldo: posted.saldo, tgl_system: posted.tgl_system },
  };
}

/** The head-office store (para_system `toko_pusat`), or null when none is named (then only OWN/SU receive). */
async function tokoPusat(q: Queryable): Promise<string | null> {
  const [found] = await rows<{ value: string }>(q, sql`SELECT value FROM para_system WHERE key = ${TOKO_PUSAT_KEY} AND is_active`);
  return found?.value ?? null;
}

/** Head office: OWN/SU, or a user of the head-office store. */
async function isPusat(q: Queryable, user: CurrentUser): Promise<boolean> {
  return isPrivileged(user) || user.kode_toko === (await tokoPusat(q));
}

interface SentRow {
  no_setor: string;
  kode_toko: string;
  jumlah: string;
  no_terima: string | null;
}

/** POST keuangan/setor/terima: head office receives a sending, once, on the receiver's store's business date. */
export async function terimaSetor(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof keuanganApi.terimaSetor>) {
  if (!(await isPusat(deps.db, user))) throw forbidden(MESSAGES.setorHanyaPusat);
  const posted = await postDocument(deps, user, {
    type: 'TERIMA_SETORAN',
    alwaysPosts: true,
    load: async (tx: Tx) => {
      const [sent] = await rows<SentRow & { reversed: string | null }>(
        tx,
        sql`SELECT s.no_setor, s.kode_toko, s.jumlah::text AS jumlah, s.no_terima, d.reversed_by_doc_no AS reversed
            FROM setor_pusat s JOIN documents d ON d.doc_no = s.no_setor WHERE s.no_setor = ${body.no_setor} FOR UPDATE OF s`,
      );
      if (!sent || sent.reversed) throw notFound(MESSAGES.setorTidakDitemukan);
      if (sent.no_terima) throw conflict(MESSAGES.setorSudahDiterima);
      return sent;
    },
    // Dated by the receiver: head office's own store and business date, whatever the sender's.
    toko: user.kode_toko,
    plan: async ({ tx, store, number, loaded: sent }) => {
      const no_terima = await number();
      const jumlah = Number(sent.jumlah);
      return {
        note: `TERIMA ${sent.no_setor}`,
        total_harga: jumlah,
        money: [
          { akun: akun.setoran(sent.kode_toko), jumlah: -jumlah, keterangan: sent.no_setor },
          { akun: akun.pusat(), jumlah, keterangan: sent.no_setor },
        ],
        after: async () => {
          await tx.execute(
            sql`UPDATE setor_pusat SET no_terima = ${no_terima}, tgl_terima = ${store.tgl_system}::date, kode_toko_terima = ${store.kode_toko},
                       diterima_oleh = ${user.user_id} WHERE no_setor = ${sent.no_setor}`,
          );
        },
        result: { no_setor: sent.no_setor, tgl_terima: store.tgl_system },
      };
    },
  });
  return {
    message: MESSAGES.setorBerhasilDiterima,
    data: { no_setor: posted.no_setor, no_terima: posted.no_dokumen, tgl_terima: posted.tgl_terima },
  };
}

/**
 * GET keuangan/setor: sendings with their status and age. Head office sees every store's (or the one named);
 * a store's staff their own. Age: days from the sender's date to today's business date of the sender while open,
 * to the receipt once received.
 */
export async function daftarSetor(deps: AppDeps, user: CurrentUser, query: QueryOf<typeof keuanganApi.daftarSetor>) {
  const pusat = await isPusat(deps.db, user);
  const kode_toko = pusat ? (query.kode_toko && query.kode_toko !== 'SEMUA' ? query.kode_toko : null) : storeFilter(user, query.kode_toko);
  const status =
    query.status === 'DIKIRIM'
      ? sql`s.no_terima IS NULL AND d.reversed_by_doc_no IS NULL`
      : query.status === 'DITERIMA'
        ? sql`s.no_terima IS NOT NULL`
        : sql`true`;
  const data = await rows<{
    no_setor: string;
    kode_toko: string;
    tgl_setor: string;
    jumlah: string;
    keterangan: string;
    user_id: string;
    status: 'DIKIRIM' | 'DITERIMA' | 'DIBATALKAN';
    no_terima: string | null;
    tgl_terima: string | null;
    diterima_oleh: string | null;
    umur_hari: number;
  }>(
    deps.db,
    sql`SELECT s.no_setor, s.kode_toko, to_char(s.tgl_setor, 'YYYY-MM-DD') AS tgl_setor, s.jumlah::text AS jumlah, s.keterangan, s.user_id,
               CASE WHEN s.no_terima IS NOT NULL THEN 'DITERIMA' WHEN d.reversed_by_doc_no IS NOT NULL THEN 'DIBATALKAN' ELSE 'DIKIRIM' END AS status,
               s.no_terima, to_char(s.tgl_terima, 'YYYY-MM-DD') AS tgl_terima, s.diterima_oleh,
               (COALESCE(s.tgl_terima, t.tgl_system) - s.tgl_setor)::int AS umur_hari
        FROM setor_pusat s JOIN documents d ON d.doc_no = s.no_setor JOIN tokos t ON t.kode_toko = s.kode_toko
        WHERE ${status} AND (${kode_toko}::text IS NULL OR s.kode_toko = ${kode_toko})
        ORDER BY s.tgl_setor, s.created_at`,
  );
  return {
    message: MESSAGES.laporanTersedia,
    data: data.map((row) => ({ ...row, jumlah: Number(row.jumlah), umur_hari: Number(row.umur_hari) })),
    pusat,
  };
}
