// Loans against gold (hutang / gadai). Every loan, payment, cancel and take-over is one document through the
// kernel, so the pieces and the money move together or not at all:
//
//   HUTANG        pieces CUSTOMER → GADAI:<no>         PIUTANG:<toko>:<no> +pinjaman   payout (KAS / TRANSFER) −
//   BAYAR (PERPANJANG)                                  payment +   DENDA −denda   BUNGA −bunga   PIUTANG −pokok
//   BAYAR (CICIL) pieces GADAI:<old> → GADAI:<new>      payment +   DENDA − BUNGA −   PIUTANG:<old> −all   PIUTANG:<new> +rest
//   BAYAR (LUNAS) pieces GADAI:<no> → CUSTOMER          payment +   DENDA − BUNGA −   PIUTANG −pokok
//   BATAL_HUTANG  the loan's document reversed (same day, nothing paid)
//   SITA_HUTANG   pieces GADAI:<no> → BELI lots         PIUTANG −pokok   PEMBELIAN +nilai   SITA_HUTANG +(pokok − nilai)
//
// The collateral is never the shop's stock (GADAI is held in trust, never below 0); the principal is the
// PIUTANG account's balance (never below 0: a payment past it is refused by postMoney). Interest and penalty
// come from core's tagihanHutang on the store's business date.
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  AKSI_OTORISASI,
  DOCUMENT_TYPES,
  HUTANG_MESSAGES as H,
  MESSAGES,
  SETTING_HUTANG_KEYS,
  bagiPembayaran,
  compareGrams,
  maksPinjaman,
  nilaiTaksiran,
  nomorWhatsApp,
  purityPercent,
  settingHutangFromParams,
  sumGrams,
  tagihanHutang,
  tambahHari,
  HARI_PER_PERIODE,
  type BodyOf,
  type DetailHutangOut,
  type HutangDetail,
  type HutangRow,
  type PeriodeBunga,
  type QueryOf,
  type SettingHutang,
  type StatusHutang,
  type hutangApi,
} from '@kencana/core';
import { recordApproval, verifyApproval, type Approver } from '../../auth/approval.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { assertStoreAccess, canSeeStore, isPrivileged, storeFilter } from '../../auth/policy.ts';
import { rows, type Queryable, type Tx } from '../../db/client.ts';
import { audit_log, hutang, hutang_bayar, hutang_detail } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { akun, type MoneyAccountKind, type MoneyLine } from '../../ledger/money-accounts.ts';
import { paymentAccount } from '../../ledger/money-lines.ts';
import { saldoAkun } from '../../ledger/money.ts';
import { gadaiPlace } from '../../ledger/places.ts';
import type { MovementLine } from '../../ledger/post-movements.ts';
import { nextDocNo } from '../../numbering/next-doc-no.ts';
import { goldPricePerGram } from '../../pricing/gold-price.ts';
import { boundaryPlace, loadStore, openLots, postDocument, reverseDocument, stockPlace, type Store } from '../../stock/index.ts';
import { fotoDataUrl, storeUploadedFoto } from '../barang/index.ts';

type HutangBody = BodyOf<typeof hutangApi.simpanHutang>;
type TaksirBody = BodyOf<typeof hutangApi.taksir>;
type BayarBody = BodyOf<typeof hutangApi.bayarHutang>;
type LineInput = HutangBody['detail_barang'][number];

const PIUTANG: MoneyAccountKind = 'PIUTANG';

/** A pledged piece as stored: the contract's line with its photo's key in the photo store (or null). */
type PieceRow = Omit<DetailHutangOut, 'foto'> & { foto: string | null };

/** A stored piece as the contract shows it: whether it has a photo, never where it lies. */
const shown = (line: PieceRow): DetailHutangOut => ({ ...line, foto: line.foto !== null });

// ------------------------------------------------------------------------------------------ settings

/** The chain's loan settings (/settingsystem: interest period, grace days, penalty), defaults where none. */
export async function settingHutang(q: Queryable): Promise<SettingHutang> {
  const found = await rows<{ key: string; value: string }>(
    q,
    sql`SELECT key, value FROM para_system WHERE is_active AND key IN (${sql.join(
      SETTING_HUTANG_KEYS.map((key) => sql`${key}`),
      sql`, `,
    )})`,
  );
  return settingHutangFromParams(Object.fromEntries(found.map((row) => [row.key, row.value])));
}

/** Whether lending against gold is switched on at a store (off by default: it needs an OJK licence). */
export async function hutangAktif(q: Queryable, kode_toko: string): Promise<boolean> {
  const [row] = await rows<{ aktif: boolean | string }>(
    q,
    sql`SELECT hutang_aktif AS aktif FROM hutang_setting_toko WHERE kode_toko = ${kode_toko}`,
  );
  return row?.aktif === true || row?.aktif === 't';
}

/** Switches lending on or off at a store (from /settingtoko). */
export async function simpanHutangAktif(q: Queryable, kode_toko: string, aktif: boolean, user_id: string, at: Date): Promise<void> {
  await q.execute(
    sql`INSERT INTO hutang_setting_toko (kode_toko, hutang_aktif, updated_by, updated_at) VALUES (${kode_toko}, ${aktif}, ${user_id}, ${at.toISOString()})
        ON CONFLICT (kode_toko) DO UPDATE SET hutang_aktif = EXCLUDED.hutang_aktif, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
  );
}

// ------------------------------------------------------------------------------------------ valuing pieces

interface Kondisi {
  kode_kondisi_pinjaman: string;
  bunga_persen: string;
  taksiran_persen: string;
  lama_hari: number;
}

async function loadKondisi(q: Queryable, kode: string): Promise<Kondisi> {
  const [row] = await rows<Kondisi>(
    q,
    sql`SELECT kode_kondisi_pinjaman, COALESCE(bunga_persen, 0)::text AS bunga_persen, COALESCE(taksiran_persen, 0)::text AS taksiran_persen, lama_hari
        FROM kondisi_pinjaman WHERE kode_kondisi_pinjaman = ${kode} AND is_active`,
  );
  if (!row) throw badRequest(`${H.kondisiTidakDitemukan} (${kode})`);
  if (!(Number(row.taksiran_persen) > 0) || !(Number(row.lama_hari) > 0)) throw badRequest(`${H.kondisiTidakLengkap} (${kode})`);
  return { ...row, lama_hari: Number(row.lama_hari) };
}

interface SoldPiece {
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  berat: string;
  kadar: string;
}

/** A sold piece of our own (standing sale, lying at SOLD), with the sale's data; 404 otherwise. */
async function soldPiece(q: Queryable, kode_barcode: string, lock: boolean): Promise<SoldPiece> {
  const [piece] = await rows<SoldPiece & { lokasi_kind: string | null }>(
    q,
    sql`SELECT d.kode_barcode, d.nama_barang, d.kode_group, d.kode_dept, d.berat::numeric(12,3)::text AS berat, d.kadar, b.lokasi_kind
        FROM penjualan_detail d JOIN penjualan j ON j.no_faktur_jual = d.no_faktur_jual AND j.status <> 'BATAL'
        JOIN barang b ON b.kode_barcode = d.kode_barcode
        WHERE d.kode_barcode = ${kode_barcode} ORDER BY d.id DESC LIMIT 1`,
  );
  if (!piece || piece.lokasi_kind !== 'SOLD') throw notFound(`${H.barangBelumTerjual} (${kode_barcode})`);
  if (lock) await q.execute(sql`SELECT 1 FROM barang WHERE kode_barcode = ${kode_barcode} FOR UPDATE`);
  const [pledged] = await rows<{ no_hutang: string }>(
    q,
    sql`SELECT h.no_hutang FROM hutang_detail d JOIN hutang h USING (no_hutang) WHERE d.kode_barcode = ${kode_barcode} AND h.status = 'AKTIF' LIMIT 1`,
  );
  if (pledged) throw conflict(`${H.barangSedangDijaminkan} (${kode_barcode}: ${pledged.no_hutang})`);
  const kadar = piece.kadar && piece.kadar !== '-' ? piece.kadar : '';
  return {
    kode_barcode: piece.kode_barcode,
    nama_barang: piece.nama_barang,
    kode_group: piece.kode_group,
    kode_dept: piece.kode_dept,
    berat: piece.berat,
    kadar,
  };
}

/** GET hutang/barang/:kode_barcode — a sold piece to pledge. */
export async function barangTerjual(deps: AppDeps, _user: CurrentUser, kode_barcode: string) {
  const piece = await soldPiece(deps.db, kode_barcode.toUpperCase(), false);
  return { message: MESSAGES.laporanTersedia, data: { ...piece, kadar: piece.kadar || '-' } };
}

/** Each line checked and valued at the category's buy-back price of the business date. */
async function valueLines(q: Queryable, tgl: string, lines: readonly LineInput[], lock: boolean): Promise<PieceRow[]> {
  const out: PieceRow[] = [];
  const seen = new Set<string>();
  for (const [index, line] of lines.entries()) {
    const sold = line.kode_barcode ? await soldPiece(q, line.kode_barcode, lock) : null;
    if (sold) {
      if (seen.has(sold.kode_barcode)) throw conflict(`${MESSAGES.kodeBarcodeTersebutSudahAdaDitabel} (${sold.kode_barcode})`);
      seen.add(sold.kode_barcode);
    }
    const data = { ...line, ...sold, kadar: sold?.kadar || line.kadar };
    if (compareGrams(data.berat, '0') <= 0) throw badRequest(`${MESSAGES.beratHarusLebihDariNol} (Baris ${index + 1})`);
    const persen = Number(purityPercent(data.kadar));
    if (!(persen > 0) || persen > 100) throw badRequest(`${MESSAGES.dataTidakValid}: Kadar (Baris ${index + 1})`);
    const price = await goldPricePerGram(q, data.kode_group, tgl);
    if (!price) throw badRequest(`${H.kategoriTidakDitemukan} (${data.kode_group})`);
    if (price.harga_beli <= 0) throw badRequest(`${H.hargaBelumDiisi} (${data.kode_group})`);
    let kode_dept = data.kode_dept ?? '';
    if (!kode_dept) {
      const [jenis] = await rows<{ kode_dept: string }>(
        q,
        sql`SELECT kode_dept FROM jenis WHERE kode_group = ${data.kode_group} ORDER BY kode_dept LIMIT 1`,
      );
      kode_dept = jenis?.kode_dept ?? data.kode_group;
    }
    out.push({
      line_no: index + 1,
      kode_barcode: sold?.kode_barcode ?? null,
      nama_barang: data.nama_barang,
      kode_group: data.kode_group,
      kode_dept,
      berat: sumGrams([data.berat]),
      kadar: data.kadar,
      harga_per_gram: price.harga_beli,
      nilai: nilaiTaksiran(data.berat, price.harga_beli),
      foto: null,
    });
  }
  return out;
}

async function storeOf(deps: AppDeps, user: CurrentUser, kode_toko: string | undefined): Promise<Store> {
  return loadStore(deps.db, assertStoreAccess(user, kode_toko));
}

/** POST hutang/taksir — the screen's valuation (nothing written). */
export async function taksir(deps: AppDeps, user: CurrentUser, body: TaksirBody) {
  const store = await storeOf(deps, user, body.kode_toko);
  const kondisi = await loadKondisi(deps.db, body.kode_kondisi_pinjaman);
  const detail = await valueLines(deps.db, store.tgl_system, body.detail_barang, false);
  const nilai = detail.reduce((sum, line) => sum + line.nilai, 0);
  const setting = await settingHutang(deps.db);
  return {
    message: MESSAGES.laporanTersedia,
    data: {
      detail_barang: detail.map(shown),
      nilai_taksiran: nilai,
      maks_pinjaman: maksPinjaman(nilai, kondisi.taksiran_persen),
      bunga_persen: kondisi.bunga_persen,
      taksiran_persen: kondisi.taksiran_persen,
      lama_hari: kondisi.lama_hari,
      tgl_jatuh_tempo: tambahHari(store.tgl_system, kondisi.lama_hari),
      periode_bunga: setting.hutang_periode_bunga,
    },
  };
}

// ------------------------------------------------------------------------------------------ taking a loan

interface Borrower {
  kode_member: string | null;
  nama: string;
  no_ktp: string;
  no_hp: string;
  alamat: string;
}

async function borrower(q: Queryable, body: HutangBody): Promise<Borrower> {
  let member: { nama: string; no_ktp: string; no_hp: string; alamat: string } | undefined;
  if (body.kode_member) {
    [member] = await rows<{ nama: string; no_ktp: string; no_hp: string; alamat: string }>(
      q,
      sql`SELECT nama_member AS nama, no_ktp, no_hp, alamat FROM member WHERE kode_member = ${body.kode_member}`,
    );
    if (!member) throw notFound(`${H.memberTidakDitemukan} (${body.kode_member})`);
  }
  const found = {
    nama: body.customer?.nama ?? member?.nama ?? '',
    no_ktp: body.customer?.no_ktp ?? member?.no_ktp ?? '',
    no_hp: body.customer?.no_hp ?? member?.no_hp ?? '',
    alamat: body.customer?.alamat ?? member?.alamat ?? '',
  };
  if (!found.no_ktp) throw badRequest(H.nikHarusDiisi);
  if (!/^\d{16}$/.test(found.no_ktp)) throw badRequest(H.nikTidakValid);
  return { kode_member: body.kode_member ?? null, ...found };
}

const paidTotal = (pembayaran: readonly { jumlah: number }[]) => pembayaran.reduce((sum, p) => sum + p.jumlah, 0);

/** The pieces of a loan as ledger lines between two places. */
const pieceLines = (detail: readonly PieceRow[], from: MovementLine['from'], to: MovementLine['to'], reason: string): MovementLine[] =>
  detail.map((line) => ({
    from,
    to,
    kode_group: line.kode_group,
    kode_dept: line.kode_dept,
    qty: 1,
    berat: line.berat,
    kadar: line.kadar,
    reason,
  }));

async function insertLoan(tx: Tx, row: typeof hutang.$inferInsert, detail: readonly PieceRow[]): Promise<void> {
  await tx.insert(hutang).values(row);
  await tx.insert(hutang_detail).values(detail.map((line) => ({ ...line, no_hutang: row.no_hutang })));
}

/** POST hutang — takes a loan against pledged pieces. */
export async function simpanHutang(deps: AppDeps, user: CurrentUser, body: HutangBody) {
  const posted = await postDocument(deps, user, {
    type: 'HUTANG',
    toko: body.kode_toko,
    alwaysPosts: true,
    plan: async ({ tx, store, number }) => {
      if (!(await hutangAktif(tx, store.kode_toko))) throw forbidden(H.hutangTidakAktifDiToko);
      const customer = await borrower(tx, body);
      const kondisi = await loadKondisi(tx, body.kode_kondisi_pinjaman);
      const detail = await valueLines(tx, store.tgl_system, body.detail_barang, true);
      const nilai = detail.reduce((sum, line) => sum + line.nilai, 0);
      const maks = maksPinjaman(nilai, kondisi.taksiran_persen);
      if (body.jumlah_pinjaman > maks) throw badRequest(`${H.melebihiMaksimal} (Maksimal Rp ${maks.toLocaleString('id-ID')})`);
      if (paidTotal(body.pembayaran) !== body.jumlah_pinjaman) throw badRequest(H.pembayaranTidakSesuai);
      const setting = await settingHutang(tx);
      const no = await number();
      const tgl_jatuh_tempo = tambahHari(store.tgl_system, kondisi.lama_hari);
      const total_berat = sumGrams(detail.map((line) => line.berat));
      const money: MoneyLine[] = [
        { akun: akun.piutang(store.kode_toko, no), jumlah: body.jumlah_pinjaman, keterangan: `PINJAMAN ${no}` },
        ...body.pembayaran.map((p) => ({ akun: paymentAccount(store.kode_toko, p.jenis), jumlah: -p.jumlah, keterangan: p.jenis })),
      ];
      return {
        note: `HUTANG ${customer.nama}`,
        total_harga: body.jumlah_pinjaman,
        lines: pieceLines(detail, boundaryPlace('CUSTOMER', store.kode_toko), gadaiPlace(no, store.kode_toko), 'JAMINAN HUTANG'),
        money,
        after: () =>
          insertLoan(
            tx,
            {
              no_hutang: no,
              kode_toko: store.kode_toko,
              tgl_system: store.tgl_system,
              doc_no: no,
              kode_member: customer.kode_member,
              nama_customer: customer.nama,
              no_ktp: customer.no_ktp,
              no_hp: customer.no_hp,
              alamat: customer.alamat,
              kode_kondisi_pinjaman: kondisi.kode_kondisi_pinjaman,
              bunga_persen: kondisi.bunga_persen,
              taksiran_persen: kondisi.taksiran_persen,
              lama_hari: kondisi.lama_hari,
              periode_bunga: setting.hutang_periode_bunga,
              nilai_taksiran: nilai,
              maks_pinjaman: maks,
              jumlah_pinjaman: body.jumlah_pinjaman,
              total_berat,
              tgl_jatuh_tempo,
              tgl_bunga: store.tgl_system,
              keterangan: body.keterangan ?? '',
              user_id: user.user_id,
            },
            detail,
          ),
        result: { maks_pinjaman: maks, nilai_taksiran: nilai, tgl_jatuh_tempo, total_berat },
      };
    },
  });
  return {
    message: H.hutangBerhasilDisimpan,
    data: {
      no_hutang: posted.no_dokumen,
      maks_pinjaman: posted.maks_pinjaman,
      nilai_taksiran: posted.nilai_taksiran,
      tgl_jatuh_tempo: posted.tgl_jatuh_tempo,
      total_berat: posted.total_berat,
    },
  };
}

// ------------------------------------------------------------------------------------------ reading

interface LoanRow {
  no_hutang: string;
  kode_toko: string;
  tgl_system: string;
  doc_no: string;
  tgl_jatuh_tempo: string;
  tgl_bunga: string;
  status: StatusHutang;
  kode_member: string | null;
  nama_customer: string;
  no_ktp: string;
  no_hp: string;
  alamat: string;
  kode_kondisi_pinjaman: string;
  bunga_persen: string;
  taksiran_persen: string;
  lama_hari: number;
  periode_bunga: PeriodeBunga;
  nilai_taksiran: number;
  maks_pinjaman: number;
  jumlah_pinjaman: number;
  total_berat: string;
  tgl_pemberitahuan: string | null;
  no_hutang_asal: string | null;
  no_hutang_baru: string | null;
  no_tutup: string | null;
  user_id: string;
  /** The PIUTANG account's balance: the principal owed. */
  pokok: number;
  /** The store's business date. */
  hari_ini: string;
}

const LOAN_SELECT = sql`
  SELECT h.no_hutang, h.kode_toko, to_char(h.tgl_system, 'YYYY-MM-DD') AS tgl_system, h.doc_no,
         to_char(h.tgl_jatuh_tempo, 'YYYY-MM-DD') AS tgl_jatuh_tempo, to_char(h.tgl_bunga, 'YYYY-MM-DD') AS tgl_bunga, h.status,
         h.kode_member, h.nama_customer, h.no_ktp, h.no_hp, h.alamat, h.kode_kondisi_pinjaman, h.bunga_persen::text AS bunga_persen,
         h.taksiran_persen::text AS taksiran_persen, h.lama_hari, h.periode_bunga, h.nilai_taksiran::text AS nilai_taksiran,
         h.maks_pinjaman::text AS maks_pinjaman, h.jumlah_pinjaman::text AS jumlah_pinjaman, h.total_berat::numeric(12,3)::text AS total_berat,
         to_char(h.tgl_pemberitahuan, 'YYYY-MM-DD') AS tgl_pemberitahuan, h.no_hutang_asal, h.no_hutang_baru, h.no_tutup, h.user_id,
         COALESCE((SELECT SUM(e.jumlah) FROM money_accounts a JOIN money_entries e USING (kode_akun)
                   WHERE a.kind = ${PIUTANG} AND a.kode_toko = h.kode_toko AND a.ref = h.no_hutang), 0)::text AS pokok,
         to_char(t.tgl_system, 'YYYY-MM-DD') AS hari_ini
  FROM hutang h JOIN tokos t ON t.kode_toko = h.kode_toko`;

function normalise(row: LoanRow): LoanRow {
  return {
    ...row,
    lama_hari: Number(row.lama_hari),
    nilai_taksiran: Number(row.nilai_taksiran),
    maks_pinjaman: Number(row.maks_pinjaman),
    jumlah_pinjaman: Number(row.jumlah_pinjaman),
    pokok: Number(row.pokok),
  };
}

/** A loan's figures on its store's business date (closed loans owe nothing). */
function present(row: LoanRow, setting: SettingHutang): HutangRow {
  const loanSetting = { ...setting, hutang_periode_bunga: row.periode_bunga };
  const owed =
    row.status === 'AKTIF'
      ? tagihanHutang(
          { pokok: row.pokok, bunga_persen: row.bunga_persen, tgl_bunga: row.tgl_bunga, tgl_jatuh_tempo: row.tgl_jatuh_tempo },
          row.hari_ini,
          loanSetting,
        )
      : null;
  return {
    no_hutang: row.no_hutang,
    kode_toko: row.kode_toko,
    tgl_system: row.tgl_system,
    tgl_jatuh_tempo: row.tgl_jatuh_tempo,
    tgl_bunga: row.tgl_bunga,
    status: row.status,
    jatuh_tempo: owed?.jatuh_tempo ?? false,
    kode_member: row.kode_member,
    nama_customer: row.nama_customer,
    no_ktp: row.no_ktp,
    no_hp: row.no_hp,
    alamat: row.alamat,
    kode_kondisi_pinjaman: row.kode_kondisi_pinjaman,
    bunga_persen: row.bunga_persen,
    taksiran_persen: row.taksiran_persen,
    lama_hari: row.lama_hari,
    periode_bunga: row.periode_bunga,
    nilai_taksiran: row.nilai_taksiran,
    maks_pinjaman: row.maks_pinjaman,
    jumlah_pinjaman: row.jumlah_pinjaman,
    total_berat: row.total_berat,
    pokok: row.pokok,
    bunga: owed?.bunga ?? 0,
    denda: owed?.denda ?? 0,
    total: owed?.total ?? row.pokok,
    periode_bunga_berjalan: owed?.periode_bunga ?? 0,
    hari_terlambat: owed?.hari_terlambat ?? 0,
    tgl_pemberitahuan: row.tgl_pemberitahuan,
    no_hutang_asal: row.no_hutang_asal,
    no_hutang_baru: row.no_hutang_baru,
    no_batal: row.status === 'BATAL' ? row.no_tutup : null,
    user_id: row.user_id,
  };
}

/** The loan by number, visible to the user (another store's answers 404 like an unknown number). */
async function findLoan(q: Queryable, user: CurrentUser, no_hutang: string, lock = false): Promise<LoanRow> {
  if (lock) await q.execute(sql`SELECT 1 FROM hutang WHERE no_hutang = ${no_hutang} FOR UPDATE`);
  const [row] = await rows<LoanRow>(q, sql`${LOAN_SELECT} WHERE h.no_hutang = ${no_hutang}`);
  if (!row || !canSeeStore(user, row.kode_toko)) throw notFound(`${H.hutangTidakDitemukan} (${no_hutang})`);
  return normalise(row);
}

async function loanDetail(q: Queryable, no_hutang: string): Promise<PieceRow[]> {
  const found = await rows<PieceRow>(
    q,
    sql`SELECT line_no, kode_barcode, nama_barang, kode_group, kode_dept, berat::numeric(12,3)::text AS berat, kadar,
               harga_per_gram::text AS harga_per_gram, nilai::text AS nilai, foto
        FROM hutang_detail WHERE no_hutang = ${no_hutang} ORDER BY line_no`,
  );
  return found.map((line) => ({
    ...line,
    line_no: Number(line.line_no),
    harga_per_gram: Number(line.harga_per_gram),
    nilai: Number(line.nilai),
  }));
}

/** GET hutang/:no_hutang. */
export async function detailHutang(deps: AppDeps, user: CurrentUser, no_hutang: string): Promise<{ message: string; data: HutangDetail }> {
  const loan = await findLoan(deps.db, user, no_hutang);
  const setting = await settingHutang(deps.db);
  const payments = await rows<HutangDetail['pembayaran'][number]>(
    deps.db,
    sql`SELECT no_bayar, to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system, jenis, jumlah::text AS jumlah, denda::text AS denda, bunga::text AS bunga,
               pokok::text AS pokok, bunga_terhitung::text AS bunga_terhitung, to_char(tgl_jatuh_tempo_baru, 'YYYY-MM-DD') AS tgl_jatuh_tempo_baru,
               no_hutang_baru, user_id, disetujui_oleh
        FROM hutang_bayar WHERE no_hutang = ${no_hutang} AND NOT is_batal ORDER BY created_at, no_bayar`,
  );
  return {
    message: MESSAGES.laporanTersedia,
    data: {
      ...present(loan, setting),
      detail_barang: (await loanDetail(deps.db, no_hutang)).map(shown),
      pembayaran: payments.map((p) => ({
        ...p,
        jumlah: Number(p.jumlah),
        denda: Number(p.denda),
        bunga: Number(p.bunga),
        pokok: Number(p.pokok),
        bunga_terhitung: Number(p.bunga_terhitung),
      })),
    },
  };
}

/** The key of a pledged piece's photo in the photo store (the folder "hutang", by loan number and line). */
export const fotoKey = (no_hutang: string, line_no: number): string => `hutang/${no_hutang}-${line_no}.jpg`;

/** A piece of a loan the user may see (another store's: 404 like an unknown number), with the loan's state. */
async function visiblePiece(deps: AppDeps, user: CurrentUser, no_hutang: string, line_no: number) {
  const [found] = await rows<{ kode_toko: string; status: StatusHutang; foto: string | null }>(
    deps.db,
    sql`SELECT h.kode_toko, h.status, d.foto FROM hutang h JOIN hutang_detail d ON d.no_hutang = h.no_hutang
        WHERE h.no_hutang = ${no_hutang} AND d.line_no = ${line_no}`,
  );
  if (!found || !canSeeStore(user, found.kode_toko)) throw notFound(`${H.hutangTidakDitemukan} (${no_hutang})`);
  return found;
}

/** POST hutang/foto/:no_hutang/:line_no: the piece's photo into the photo store, its key on the piece (open loans only). */
export async function uploadFoto(
  deps: AppDeps,
  user: CurrentUser,
  params: { no_hutang: string; line_no: number },
  request: FastifyRequest,
) {
  const piece = await visiblePiece(deps, user, params.no_hutang, params.line_no);
  if (piece.status !== 'AKTIF') throw conflict(`${H.hutangSudahDitutup} (${params.no_hutang}: ${piece.status})`);
  const key = fotoKey(params.no_hutang, params.line_no);
  const size = await storeUploadedFoto(deps, request, key);
  await deps.db
    .update(hutang_detail)
    .set({ foto: key })
    .where(sql`no_hutang = ${params.no_hutang} AND line_no = ${params.line_no}`);
  return { message: MESSAGES.dataBerhasilDisimpan, data: { ...params, width: size.width, height: size.height } };
}

/** GET hutang/foto/:no_hutang/:line_no. */
export async function foto(deps: AppDeps, user: CurrentUser, params: { no_hutang: string; line_no: number }) {
  const piece = await visiblePiece(deps, user, params.no_hutang, params.line_no);
  const data_url = await fotoDataUrl(deps, piece.foto);
  if (!data_url) throw notFound(MESSAGES.fotoTidakDitemukan);
  return { data: { content_type: 'image/jpeg' as const, data_url } };
}

/** GET hutang — the search of /lihat-hutang. */
export async function daftarHutang(deps: AppDeps, user: CurrentUser, query: QueryOf<typeof hutangApi.daftarHutang>) {
  const toko = storeFilter(user, query.kode_toko);
  const cari = query.cari?.trim() ? `%${query.cari.trim().toUpperCase()}%` : null;
  const status = query.status && query.status !== 'SEMUA' ? query.status : null;
  const found = await rows<LoanRow>(
    deps.db,
    sql`${LOAN_SELECT}
        WHERE (${toko}::text IS NULL OR h.kode_toko = ${toko})
          AND (${cari}::text IS NULL OR h.no_hutang ILIKE ${cari} OR h.no_ktp ILIKE ${cari} OR UPPER(h.nama_customer) LIKE ${cari})
          AND (${status}::text IS NULL OR h.status = ${status})
          AND (${query.jatuh_tempo_hari ?? null}::int IS NULL OR (h.status = 'AKTIF' AND h.tgl_jatuh_tempo <= t.tgl_system + ${query.jatuh_tempo_hari ?? 0}::int))
        ORDER BY h.tgl_jatuh_tempo, h.no_hutang LIMIT 500`,
  );
  const setting = await settingHutang(deps.db);
  let data = found.map((row) => present(normalise(row), setting));
  if (query.terlambat === 'true') data = data.filter((row) => row.status === 'AKTIF' && row.hari_terlambat > 0);
  return { message: MESSAGES.laporanTersedia, data };
}

// ------------------------------------------------------------------------------------------ paying

/** POST hutang/bayar — PERPANJANG, CICIL or LUNAS. */
export async function bayarHutang(deps: AppDeps, user: CurrentUser, body: BayarBody) {
  // The approval is checked before the document (its password check has its own pacing), recorded with it.
  const approver: Approver | null = body.otorisasi ? await verifyApproval(deps, body.otorisasi) : null;
  const posted = await postDocument(deps, user, {
    type: 'BAYAR_HUTANG',
    alwaysPosts: true,
    load: (tx) => findLoan(tx, user, body.no_hutang, true),
    toko: (_tx, loan) => loan.kode_toko,
    plan: async ({ tx, store, number, loaded: loan }) => {
      if (loan.status !== 'AKTIF') throw conflict(`${H.hutangSudahDitutup} (${loan.no_hutang}: ${loan.status})`);
      if (!(await hutangAktif(tx, store.kode_toko))) throw forbidden(H.hutangTidakAktifDiToko);
      if (paidTotal(body.pembayaran) !== body.jumlah) throw badRequest(H.pembayaranTidakSesuai);
      const setting = { ...(await settingHutang(tx)), hutang_periode_bunga: loan.periode_bunga };
      const pokok = await saldoAkun(tx, akun.piutang(loan.kode_toko, loan.no_hutang));
      const owed = tagihanHutang(
        { pokok, bunga_persen: loan.bunga_persen, tgl_bunga: loan.tgl_bunga, tgl_jatuh_tempo: loan.tgl_jatuh_tempo },
        store.tgl_system,
        setting,
      );
      const split = bagiPembayaran(body.jumlah, owed);
      if (split.lebih > 0) throw badRequest(`${H.melebihiTagihan} (Total Rp ${owed.total.toLocaleString('id-ID')})`);
      const kurang = split.denda < owed.denda || split.bunga < owed.bunga;
      if (kurang && !approver) throw forbidden(H.bungaKurangPerluOtorisasi);
      if (body.jenis === 'LUNAS' && split.pokok < pokok)
        throw badRequest(`${H.lunasKurang} (Total Rp ${owed.total.toLocaleString('id-ID')})`);
      if (body.jenis !== 'LUNAS' && split.pokok >= pokok) throw badRequest(H.cicilHarusMengurangiPokok);
      if (body.jenis === 'CICIL' && split.pokok <= 0) throw badRequest(H.cicilHarusMengurangiPokok);
      const no_bayar = await number();
      // The interest periods counted today are settled (paid, or waived with the approval).
      const tgl_bunga = tambahHari(loan.tgl_bunga, owed.periode_bunga * HARI_PER_PERIODE[loan.periode_bunga]);
      const piutang = akun.piutang(loan.kode_toko, loan.no_hutang);
      const money: MoneyLine[] = [
        ...body.pembayaran.map((p) => ({ akun: paymentAccount(store.kode_toko, p.jenis), jumlah: p.jumlah, keterangan: p.jenis })),
        { akun: akun.dendaHutang(store.kode_toko), jumlah: -split.denda, keterangan: `DENDA ${loan.no_hutang}` },
        { akun: akun.bungaHutang(store.kode_toko), jumlah: -split.bunga, keterangan: `BUNGA ${loan.no_hutang}` },
      ];
      const detail = await loanDetail(tx, loan.no_hutang);
      const gadai = gadaiPlace(loan.no_hutang, loan.kode_toko);
      let lines: MovementLine[] = [];
      let no_hutang_baru: string | null = null;
      let tgl_jatuh_tempo: string | null = null;
      let status: StatusHutang = 'AKTIF';
      const sisa = pokok - split.pokok;
      let newLoan: (() => Promise<void>) | null = null;
      if (body.jenis === 'PERPANJANG') {
        tgl_jatuh_tempo = tambahHari(loan.tgl_jatuh_tempo, loan.lama_hari);
        money.push({ akun: piutang, jumlah: -split.pokok, keterangan: `POKOK ${loan.no_hutang}` });
      } else if (body.jenis === 'LUNAS') {
        status = 'LUNAS';
        money.push({ akun: piutang, jumlah: -split.pokok, keterangan: `POKOK ${loan.no_hutang}` });
        lines = pieceLines(detail, gadai, boundaryPlace('CUSTOMER', store.kode_toko), 'TEBUS HUTANG');
      } else {
        // CICIL: the loan closes and a new one opens for the rest, re-valued at today's price.
        status = 'DIPERBARUI';
        const baru = await nextDocNo(tx, DOCUMENT_TYPES.HUTANG.prefix, store.kode_toko, store.tgl_system);
        no_hutang_baru = baru;
        const revalued = await valueLines(
          tx,
          store.tgl_system,
          detail.map((line) => ({ ...line, kode_barcode: undefined })),
          false,
        );
        // The same pieces: their barcodes and photos go with them into the new loan.
        const detailBaru = revalued.map((line, index) => ({
          ...line,
          kode_barcode: detail[index]?.kode_barcode ?? null,
          foto: detail[index]?.foto ?? null,
        }));
        const nilai = detailBaru.reduce((sum, line) => sum + line.nilai, 0);
        const maks = maksPinjaman(nilai, loan.taksiran_persen);
        if (sisa > maks) throw conflict(`${H.sisaMelebihiMaksimal} (Maksimal Rp ${maks.toLocaleString('id-ID')})`);
        tgl_jatuh_tempo = tambahHari(store.tgl_system, loan.lama_hari);
        money.push(
          { akun: piutang, jumlah: -pokok, keterangan: `POKOK ${loan.no_hutang}` },
          { akun: akun.piutang(store.kode_toko, baru), jumlah: sisa, keterangan: `SISA ${loan.no_hutang} KE ${baru}` },
        );
        lines = pieceLines(detail, gadai, gadaiPlace(baru, store.kode_toko), 'CICIL HUTANG');
        const due = tgl_jatuh_tempo;
        newLoan = () =>
          insertLoan(
            tx,
            {
              no_hutang: baru,
              kode_toko: store.kode_toko,
              tgl_system: store.tgl_system,
              doc_no: no_bayar,
              kode_member: loan.kode_member,
              nama_customer: loan.nama_customer,
              no_ktp: loan.no_ktp,
              no_hp: loan.no_hp,
              alamat: loan.alamat,
              kode_kondisi_pinjaman: loan.kode_kondisi_pinjaman,
              bunga_persen: loan.bunga_persen,
              taksiran_persen: loan.taksiran_persen,
              lama_hari: loan.lama_hari,
              periode_bunga: loan.periode_bunga,
              nilai_taksiran: nilai,
              maks_pinjaman: maks,
              jumlah_pinjaman: sisa,
              total_berat: loan.total_berat,
              tgl_jatuh_tempo: due,
              // Interest already paid through this date is not charged again on the rest.
              tgl_bunga,
              no_hutang_asal: loan.no_hutang,
              user_id: user.user_id,
            },
            detailBaru,
          );
      }
      return {
        note: `${body.jenis} ${loan.no_hutang}`,
        total_harga: body.jumlah,
        lines,
        money,
        after: async () => {
          await newLoan?.();
          await tx.insert(hutang_bayar).values({
            no_bayar,
            no_hutang: loan.no_hutang,
            kode_toko: store.kode_toko,
            tgl_system: store.tgl_system,
            jenis: body.jenis,
            jumlah: body.jumlah,
            denda: split.denda,
            bunga: split.bunga,
            pokok: split.pokok,
            bunga_terhitung: owed.bunga,
            denda_terhitung: owed.denda,
            tgl_jatuh_tempo_lama: loan.tgl_jatuh_tempo,
            tgl_jatuh_tempo_baru: tgl_jatuh_tempo,
            tgl_bunga_lama: loan.tgl_bunga,
            no_hutang_baru,
            disetujui_oleh: kurang && approver ? approver.user_id : null,
            user_id: user.user_id,
          });
          await tx
            .update(hutang)
            .set(
              status === 'AKTIF'
                ? { tgl_jatuh_tempo: tgl_jatuh_tempo ?? loan.tgl_jatuh_tempo, tgl_bunga, tgl_pemberitahuan: null }
                : { status, no_hutang_baru, no_tutup: no_bayar, tgl_tutup: store.tgl_system, tgl_bunga },
            )
            .where(sql`no_hutang = ${loan.no_hutang}`);
          if (kurang && approver && body.otorisasi)
            await recordApproval(tx, deps.clock.now(), {
              aksi: 'BUNGA_HUTANG',
              requester: user,
              approver,
              kode_toko: store.kode_toko,
              no_dokumen: no_bayar,
              nilai_hitung: owed.denda + owed.bunga,
              nilai_input: split.denda + split.bunga,
              alasan: `${AKSI_OTORISASI.BUNGA_HUTANG} ${loan.no_hutang}: ${body.otorisasi.alasan}`,
            });
        },
        result: {
          no_hutang: loan.no_hutang,
          denda: split.denda,
          bunga: split.bunga,
          pokok: split.pokok,
          sisa_pokok: body.jenis === 'LUNAS' ? 0 : sisa,
          tgl_jatuh_tempo,
          no_hutang_baru,
          status,
        },
      };
    },
  });
  const message =
    body.jenis === 'LUNAS' ? H.pelunasanBerhasil : body.jenis === 'PERPANJANG' ? H.perpanjanganBerhasil : H.pembayaranBerhasilDisimpan;
  const { no_dokumen, no_hutang, denda, bunga, pokok, sisa_pokok, tgl_jatuh_tempo, no_hutang_baru, status } = posted;
  return { message, data: { no_bayar: no_dokumen, no_hutang, denda, bunga, pokok, sisa_pokok, tgl_jatuh_tempo, no_hutang_baru, status } };
}

// ------------------------------------------------------------------------------------------ cancel, notice, take-over

/** POST hutang/batal — the loan's own document reversed, on its day, while nothing was paid. */
export async function batalHutang(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof hutangApi.batalHutang>) {
  const seen = await findLoan(deps.db, user, body.no_hutang);
  if (seen.doc_no !== seen.no_hutang) throw conflict(H.batalBukanTransaksiAwal);
  const reversed = await reverseDocument(deps, user, seen.doc_no, body.alasan, {
    check: async (tx) => {
      const loan = await findLoan(tx, user, body.no_hutang, true);
      if (loan.status !== 'AKTIF') throw conflict(`${H.hutangSudahDitutup} (${loan.no_hutang}: ${loan.status})`);
      const [paid] = await rows<{ no_bayar: string }>(
        tx,
        sql`SELECT no_bayar FROM hutang_bayar WHERE no_hutang = ${loan.no_hutang} AND NOT is_batal LIMIT 1`,
      );
      if (paid) throw conflict(H.batalSudahAdaPembayaran);
      if (loan.tgl_system !== loan.hari_ini) throw conflict(H.batalHanyaHariIni);
    },
    after: async (tx, reversal) => {
      await tx
        .update(hutang)
        .set({ status: 'BATAL', no_tutup: reversal.doc_no, tgl_tutup: reversal.tgl_system, keterangan: body.alasan.slice(0, 200) })
        .where(sql`no_hutang = ${body.no_hutang}`);
    },
  });
  return { message: H.hutangBerhasilDibatalkan, data: { no_hutang: body.no_hutang, no_batal: reversed.no_dokumen } };
}

/** POST hutang/pemberitahuan — the 'jatuh tempo' notice: its date recorded, logged, and the wa.me link. */
export async function pemberitahuan(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof hutangApi.pemberitahuan>) {
  return deps.db.transaction(async (tx) => {
    const loan = await findLoan(tx, user, body.no_hutang, true);
    if (loan.status !== 'AKTIF') throw conflict(`${H.hutangSudahDitutup} (${loan.no_hutang}: ${loan.status})`);
    const nomor = nomorWhatsApp(loan.no_hp);
    if (!nomor) throw badRequest(H.noHpTidakAda);
    const setting = { ...(await settingHutang(tx)), hutang_periode_bunga: loan.periode_bunga };
    const owed = tagihanHutang(
      { pokok: loan.pokok, bunga_persen: loan.bunga_persen, tgl_bunga: loan.tgl_bunga, tgl_jatuh_tempo: loan.tgl_jatuh_tempo },
      loan.hari_ini,
      setting,
    );
    const text =
      `Yth. ${loan.nama_customer}, pinjaman ${loan.no_hutang} jatuh tempo ${loan.tgl_jatuh_tempo}. ` +
      `Tagihan per ${loan.hari_ini}: pokok Rp ${owed.pokok.toLocaleString('id-ID')}, bunga Rp ${owed.bunga.toLocaleString('id-ID')}, ` +
      `denda Rp ${owed.denda.toLocaleString('id-ID')}, total Rp ${owed.total.toLocaleString('id-ID')}. Mohon segera diperpanjang atau ditebus.`;
    const wa_link = `https://wa.me/${nomor}?text=${encodeURIComponent(text)}`;
    await tx
      .update(hutang)
      .set({ tgl_pemberitahuan: loan.hari_ini })
      .where(sql`no_hutang = ${loan.no_hutang}`);
    await tx.insert(audit_log).values({
      event: 'PEMBERITAHUAN_HUTANG',
      user_id: user.user_id,
      kode_toko: loan.kode_toko,
      detail: {
        keterangan: `Pemberitahuan jatuh tempo ${loan.no_hutang} via WhatsApp ${nomor}`,
        no_hutang: loan.no_hutang,
        hari_terlambat: owed.hari_terlambat,
      },
      created_at: deps.clock.now(),
    });
    return { message: H.pemberitahuanBerhasil, data: { no_hutang: loan.no_hutang, tgl_pemberitahuan: loan.hari_ini, wa_link } };
  });
}

/** POST hutang/sita — OWN/SU take a defaulted loan's pieces into the store's unsorted bought-back gold at a stated value. */
export async function sitaHutang(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof hutangApi.sitaHutang>) {
  if (!isPrivileged(user)) throw forbidden(H.sitaHanyaOwner);
  const posted = await postDocument(deps, user, {
    type: 'SITA_HUTANG',
    alwaysPosts: true,
    load: (tx) => findLoan(tx, user, body.no_hutang, true),
    toko: (_tx, loan) => loan.kode_toko,
    plan: async ({ tx, store, number, loaded: loan }) => {
      if (loan.status !== 'AKTIF') throw conflict(`${H.hutangSudahDitutup} (${loan.no_hutang}: ${loan.status})`);
      const setting = { ...(await settingHutang(tx)), hutang_periode_bunga: loan.periode_bunga };
      const owed = tagihanHutang(
        { pokok: loan.pokok, bunga_persen: loan.bunga_persen, tgl_bunga: loan.tgl_bunga, tgl_jatuh_tempo: loan.tgl_jatuh_tempo },
        store.tgl_system,
        setting,
      );
      if (!owed.jatuh_tempo) throw conflict(H.belumJatuhTempo);
      if (!loan.tgl_pemberitahuan) throw conflict(H.belumAdaPemberitahuan);
      const no = await number();
      const detail = await loanDetail(tx, loan.no_hutang);
      const selisih = loan.pokok - body.nilai;
      // Each piece becomes a lot of the store's bought-back gold waiting for sorting.
      await openLots(
        tx,
        store.kode_toko,
        detail.map((line) => ({
          kode_lot: `${no}/${line.line_no}`,
          nama_barang: line.nama_barang,
          kode_group: line.kode_group,
          kode_dept: line.kode_dept,
          qty: 1,
          berat: line.berat,
          kadar: line.kadar,
        })),
      );
      const beli = stockPlace('BELI', store.kode_toko, store.kode_toko);
      return {
        note: `AMBIL ALIH JAMINAN ${loan.no_hutang}: ${body.alasan}`,
        total_harga: body.nilai,
        lines: detail.map((line) => ({
          from: gadaiPlace(loan.no_hutang, loan.kode_toko),
          to: beli,
          kode_group: line.kode_group,
          kode_dept: line.kode_dept,
          qty: 1,
          berat: line.berat,
          kadar: line.kadar,
          kode_lot: `${no}/${line.line_no}`,
          reason: 'SITA HUTANG',
        })),
        money: [
          { akun: akun.piutang(loan.kode_toko, loan.no_hutang), jumlah: -loan.pokok, keterangan: `POKOK ${loan.no_hutang}` },
          { akun: akun.pembelian(store.kode_toko), jumlah: body.nilai, keterangan: `NILAI JAMINAN ${loan.no_hutang}` },
          { akun: akun.sitaHutang(store.kode_toko), jumlah: selisih, keterangan: `SELISIH SITA ${loan.no_hutang}` },
        ],
        after: async () => {
          await tx.insert(hutang_bayar).values({
            no_bayar: no,
            no_hutang: loan.no_hutang,
            kode_toko: store.kode_toko,
            tgl_system: store.tgl_system,
            jenis: 'SITA',
            jumlah: body.nilai,
            denda: 0,
            bunga: 0,
            pokok: loan.pokok,
            bunga_terhitung: owed.bunga,
            denda_terhitung: owed.denda,
            tgl_jatuh_tempo_lama: loan.tgl_jatuh_tempo,
            tgl_bunga_lama: loan.tgl_bunga,
            user_id: user.user_id,
          });
          await tx
            .update(hutang)
            .set({ status: 'SITA', no_tutup: no, tgl_tutup: store.tgl_system })
            .where(sql`no_hutang = ${loan.no_hutang}`);
        },
        result: { selisih },
      };
    },
  });
  return { message: H.sitaBerhasil, data: { no_hutang: body.no_hutang, no_sita: posted.no_dokumen, selisih: posted.selisih } };
}

/** Loans of a store due within `hari` days or overdue (the dashboard's pending list). */
export async function hutangMendekatiTempo(
  q: Queryable,
  kode_toko: string,
  hari = 3,
): Promise<{ no_hutang: string; nama_customer: string; tgl_jatuh_tempo: string; terlambat: boolean }[]> {
  const found = await rows<{ no_hutang: string; nama_customer: string; tgl_jatuh_tempo: string; terlambat: boolean }>(
    q,
    sql`SELECT h.no_hutang, h.nama_customer, to_char(h.tgl_jatuh_tempo, 'YYYY-MM-DD') AS tgl_jatuh_tempo, h.tgl_jatuh_tempo < t.tgl_system AS terlambat
        FROM hutang h JOIN tokos t ON t.kode_toko = h.kode_toko
        WHERE h.kode_toko = ${kode_toko} AND h.status = 'AKTIF' AND h.tgl_jatuh_tempo <= t.tgl_system + ${hari}::int
        ORDER BY h.tgl_jatuh_tempo, h.no_hutang`,
  );
  return found;
}
