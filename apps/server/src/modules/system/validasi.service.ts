// The day's validations and the rule the close of day keeps with them. A supervisor sees a store's
// business day — its sales (Validasi Penjualan), or its sales and buy-backs (Validasi Jual Beli) — with the
// money each brought in per payment method, counts the money, and validates a selection: the counted money
// per method must equal the selection's, and a document is validated once (its row's primary key).
// These calls are not `changesBooks`: they work while the store's day is behind (the store-day exception).
import { sql } from 'drizzle-orm';
import {
  BAYAR_PEMBELIAN,
  belumDivalidasiJumlah,
  formatRupiah,
  JENIS_UANG,
  MEMBER_MESSAGES,
  type SettingToko,
  type Uang,
  type ValidasiBody,
  type ValidasiData,
  type ValidasiRow,
  DOC_PREFIXES,
  JENIS_HITUNG,
  MESSAGES,
  type HitungKasBody,
  type HitungKasData,
  type HitungKasHasil,
  type Otorisasi,
  type DocumentTypeCode,
} from '@kencana/core';
import { recordApproval, verifyApproval, type Approver } from '../../auth/approval.ts';
import { accountCode, akun, type MoneyAccountKind, type MoneyLine } from '../../ledger/money-accounts.ts';
import { saldoKasAkhirHari } from '../../ledger/money.ts';
import { postDocument } from '../../stock/index.ts';
import { assertStoreAccess } from '../../auth/policy.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { rows, type Queryable, type Tx } from '../../db/client.ts';
import type { AppDeps } from '../../http/context.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { nextDocNo } from '../../numbering/next-doc-no.ts';
// Hutang
import { hutangAktif, simpanHutangAktif } from '../hutang/index.ts';
import { loadStore } from '../../stock/index.ts';

/** JUAL: sales only (/validasi-penjualan); JUAL_BELI: sales and buy-backs (/validasi-jual-beli). */
export type JenisValidasi = 'JUAL' | 'JUAL_BELI';

interface DocRow {
  no_faktur: string;
  doc_type: string;
  jam: string;
  customer: string;
  user_id: string;
  total_harga: string;
  uang: Array<{ jenis: string; jumlah: string | number }> | null;
  validasi_oleh: string | null;
}

/**
 * The documents of a store's day a validation covers: sales not cancelled (money per payment method, cash
 * net of the change given), and for JUAL_BELI the buy-backs not cancelled (read from the ledger's
 * documents: the money they paid out, under PEMBELIAN).
 */
function documentsOfDay(jenis: JenisValidasi, kode_toko: string, tgl_system: string, tz: string) {
  const beli =
    jenis === 'JUAL_BELI'
      ? sql`UNION ALL
        SELECT d.doc_no AS no_faktur, d.doc_type, to_char(d.created_at AT TIME ZONE ${tz}, 'HH24:MI') AS jam, d.note AS customer, d.user_id,
               d.total_harga::text AS total_harga,
               json_build_array(json_build_object('jenis', ${BAYAR_PEMBELIAN}::text, 'jumlah', d.total_harga)) AS uang
        FROM documents d
        WHERE d.doc_type = 'PEMBELIAN' AND d.kode_toko = ${kode_toko} AND d.tgl_system = ${tgl_system}::date AND d.reversed_by_doc_no IS NULL`
      : sql``;
  return sql`
    WITH docs AS (
      SELECT p.no_faktur_jual AS no_faktur, 'PENJUALAN'::text AS doc_type, to_char(p.created_at AT TIME ZONE ${tz}, 'HH24:MI') AS jam,
             CASE WHEN p.kode_member <> '' THEN p.kode_member || ' - ' || p.nama_customer ELSE p.nama_customer END AS customer,
             p.user_id, p.total_harga::text AS total_harga,
             -- Money the counter took in, per method: an exchange's settled part (TUKAR) is old gold, not money;
             -- a deposit spent (TITIPAN) was counted when it was taken.
             (SELECT json_agg(json_build_object('jenis', b.jenis, 'jumlah', b.jumlah)) FROM (
                SELECT jenis, SUM(jumlah) - CASE WHEN jenis = 'CASH' THEN p.kembalian ELSE 0 END AS jumlah
                FROM penjualan_bayar WHERE no_faktur_jual = p.no_faktur_jual AND jenis NOT IN ('TUKAR', 'TITIPAN') GROUP BY jenis ORDER BY jenis) b) AS uang
      FROM penjualan p
      WHERE p.kode_toko = ${kode_toko} AND p.tgl_system = ${tgl_system}::date AND p.status <> 'BATAL'
      ${beli}
    )
    SELECT docs.*, v.user_id AS validasi_oleh
    FROM docs LEFT JOIN validasi_transaksi v ON v.no_faktur = docs.no_faktur
    ORDER BY docs.no_faktur`;
}

function toRow(raw: DocRow): ValidasiRow {
  return {
    no_faktur: raw.no_faktur,
    doc_type: raw.doc_type,
    jam: raw.jam,
    customer: raw.customer,
    user_id: raw.user_id,
    total_harga: Number(raw.total_harga),
    uang: (raw.uang ?? []).map((u) => ({ jenis: u.jenis as Uang['jenis'], jumlah: Number(u.jumlah) })),
    divalidasi: raw.validasi_oleh !== null,
    validasi_oleh: raw.validasi_oleh ?? '',
  };
}

/** Money per method over documents, in the order of JENIS_UANG, zero methods left out. */
export function sumUang(list: readonly ValidasiRow[]): Uang[] {
  const total = new Map<string, number>();
  for (const row of list) for (const u of row.uang) total.set(u.jenis, (total.get(u.jenis) ?? 0) + u.jumlah);
  return JENIS_UANG.filter((j) => (total.get(j) ?? 0) !== 0).map((jenis) => ({ jenis, jumlah: total.get(jenis) ?? 0 }));
}

/** The store and day a validation reads: staff their own store; the day defaults to the store's business date and may not pass it. */
async function storeDay(deps: AppDeps, user: CurrentUser, kode_toko: string | undefined, tgl_system: string | undefined) {
  const store = await loadStore(deps.db, assertStoreAccess(user, kode_toko));
  const day = tgl_system ?? store.tgl_system;
  if (day > store.tgl_system) throw badRequest(MEMBER_MESSAGES.tanggalValidasiMelebihiTanggalSystem);
  return { kode_toko: store.kode_toko, tgl_system: day };
}

/** The day's documents of a validation screen, validated or not, and the money of those not yet validated. */
export async function dataValidasi(
  deps: AppDeps,
  user: CurrentUser,
  jenis: JenisValidasi,
  query: { kode_toko?: string; tgl_system?: string },
): Promise<{ data: ValidasiData }> {
  const day = await storeDay(deps, user, query.kode_toko, query.tgl_system);
  const found = (await rows<DocRow>(deps.db, documentsOfDay(jenis, day.kode_toko, day.tgl_system, deps.env.TZ_STORE))).map(toRow);
  return { data: { ...day, rows: found, belum_divalidasi: sumUang(found.filter((r) => !r.divalidasi)) } };
}

/**
 * Validates a selection of the day's documents in one transaction: every number must be a document of the
 * screen's day (else 404-like 400 'No Faktur Tidak Ditemukan Pada Tanggal Ini'), none validated already
 * (409 'Transaksi Sudah Divalidasi (…)'), and the money counted per method must equal the selection's
 * (400 'Uang Diterima Tidak Sesuai Dengan Transaksi (CASH Rp. …)'). Two supervisors at once: the rows'
 * primary key lets one through, the other is refused as already validated.
 */
export async function validasi(deps: AppDeps, user: CurrentUser, jenis: JenisValidasi, body: ValidasiBody) {
  const day = await storeDay(deps, user, body.kode_toko, body.tgl_system);
  const wanted = [...new Set(body.no_faktur)].sort();
  return deps.db.transaction(async (tx) => {
    const all = (await rows<DocRow>(tx, documentsOfDay(jenis, day.kode_toko, day.tgl_system, deps.env.TZ_STORE))).map(toRow);
    const byNo = new Map(all.map((r) => [r.no_faktur, r]));
    const missing = wanted.filter((no) => !byNo.has(no));
    if (missing.length) throw badRequest(`${MEMBER_MESSAGES.transaksiTidakDitemukan} (${missing.slice(0, 3).join(', ')})`);
    const chosen = wanted.map((no) => byNo.get(no) as ValidasiRow);
    const done = chosen.filter((r) => r.divalidasi);
    if (done.length)
      throw conflict(
        `${MEMBER_MESSAGES.transaksiSudahDivalidasi} (${done
          .slice(0, 3)
          .map((r) => r.no_faktur)
          .join(', ')})`,
      );
    const expected = sumUang(chosen);
    const given = new Map<string, number>();
    for (const u of body.uang_diterima) given.set(u.jenis, (given.get(u.jenis) ?? 0) + u.jumlah);
    for (const jenisUang of JENIS_UANG) {
      const want = expected.find((u) => u.jenis === jenisUang)?.jumlah ?? 0;
      const got = given.get(jenisUang) ?? 0;
      if (want !== got) throw badRequest(`${MEMBER_MESSAGES.uangDiterimaTidakSesuai} (${jenisUang} ${formatRupiah(want)})`);
    }
    const no_validasi = await nextDocNo(tx, DOC_PREFIXES.VALIDASI_HARIAN, day.kode_toko, day.tgl_system);
    const at = deps.clock.now().toISOString();
    const inserted = await rows<{ no_faktur: string }>(
      tx,
      sql`INSERT INTO validasi_transaksi (no_faktur, doc_type, jenis, no_validasi, kode_toko, tgl_system, user_id, created_at)
          SELECT x.no_faktur, x.doc_type, ${jenis}, ${no_validasi}, ${day.kode_toko}, ${day.tgl_system}::date, ${user.user_id}, ${at}::timestamptz
          FROM json_to_recordset(${JSON.stringify(chosen.map((r) => ({ no_faktur: r.no_faktur, doc_type: r.doc_type })))}::json) AS x(no_faktur text, doc_type text)
          ON CONFLICT (no_faktur) DO NOTHING RETURNING no_faktur`,
    );
    // Another supervisor validated some of them meanwhile: nothing of this submit stays.
    if (inserted.length !== chosen.length) throw conflict(MEMBER_MESSAGES.transaksiSudahDivalidasi);
    return { message: MEMBER_MESSAGES.berhasilValidasi, data: { no_validasi, jumlah: inserted.length } };
  });
}

/** The sales and buy-backs of a store's day not validated (what blocks its close), by number. */
export async function belumDivalidasi(q: Queryable, kode_toko: string, tgl_system: string): Promise<string[]> {
  const found = await rows<{ no: string }>(
    q,
    sql`SELECT x.no FROM (
          SELECT p.no_faktur_jual AS no FROM penjualan p
          WHERE p.kode_toko = ${kode_toko} AND p.tgl_system = ${tgl_system}::date AND p.status <> 'BATAL'
          UNION ALL
          SELECT d.doc_no FROM documents d
          WHERE d.doc_type = 'PEMBELIAN' AND d.kode_toko = ${kode_toko} AND d.tgl_system = ${tgl_system}::date AND d.reversed_by_doc_no IS NULL
        ) x WHERE NOT EXISTS (SELECT 1 FROM validasi_transaksi v WHERE v.no_faktur = x.no)
        ORDER BY x.no`,
  );
  return found.map((r) => r.no);
}

/** The store's counter settings (defaults when it has none). */
export async function settingToko(q: Queryable, kode_toko: string): Promise<SettingToko> {
  const [row] = await rows<{ wajib: boolean | string; hitung: boolean | string; toleransi: string }>(
    q,
    sql`SELECT wajib_validasi_tutup_toko AS wajib, wajib_hitung_kas AS hitung, toleransi_selisih_kas::text AS toleransi
        FROM setting_toko WHERE kode_toko = ${kode_toko}`,
  );
  const yes = (v: boolean | string) => v === true || v === 't';
  return {
    kode_toko,
    wajib_validasi_tutup_toko: row ? yes(row.wajib) : true,
    wajib_hitung_kas: row ? yes(row.hitung) : true,
    toleransi_selisih_kas: row ? Number(row.toleransi) : 0,
    // Hutang
    hutang_aktif: await hutangAktif(q, kode_toko),
  };
}

export async function getSettingToko(deps: AppDeps, user: CurrentUser, kode_toko: string | undefined): Promise<{ data: SettingToko }> {
  const store = await loadStore(deps.db, assertStoreAccess(user, kode_toko));
  return { data: await settingToko(deps.db, store.kode_toko) };
}

export async function simpanSettingToko(
  deps: AppDeps,
  user: CurrentUser,
  body: {
    kode_toko?: string;
    wajib_validasi_tutup_toko: boolean;
    wajib_hitung_kas?: boolean;
    toleransi_selisih_kas?: number;
    hutang_aktif?: boolean;
  },
) {
  const store = await loadStore(deps.db, assertStoreAccess(user, body.kode_toko));
  // The count's settings are optional in the body: a client that does not send them keeps the stored ones.
  const current = await settingToko(deps.db, store.kode_toko);
  const hitung = body.wajib_hitung_kas ?? current.wajib_hitung_kas;
  const toleransi = body.toleransi_selisih_kas ?? current.toleransi_selisih_kas;
  await deps.db.execute(
    sql`INSERT INTO setting_toko (kode_toko, wajib_validasi_tutup_toko, wajib_hitung_kas, toleransi_selisih_kas, updated_by, updated_at)
        VALUES (${store.kode_toko}, ${body.wajib_validasi_tutup_toko}, ${hitung}, ${toleransi}, ${user.user_id}, ${deps.clock.now().toISOString()})
        ON CONFLICT (kode_toko) DO UPDATE SET wajib_validasi_tutup_toko = EXCLUDED.wajib_validasi_tutup_toko,
          wajib_hitung_kas = EXCLUDED.wajib_hitung_kas, toleransi_selisih_kas = EXCLUDED.toleransi_selisih_kas,
          updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
  );
  // Hutang
  if (body.hutang_aktif !== undefined) await simpanHutangAktif(deps.db, store.kode_toko, body.hutang_aktif, user.user_id, deps.clock.now());
  return { message: MEMBER_MESSAGES.berhasilSimpanSettingToko, data: await settingToko(deps.db, store.kode_toko) };
}

/**
 * The close of day's rule, inside its transaction: refused with 409 'Masih Ada n Transaksi Yang Belum
 * Divalidasi, … (FJ-…, BL-…)' — the first five numbers named — while a sale or buy-back of the day is not
 * validated, unless the store turned the rule off.
 */
export async function assertDayValidated(tx: Tx, kode_toko: string, tgl_system: string): Promise<void> {
  if (!(await settingToko(tx, kode_toko)).wajib_validasi_tutup_toko) return;
  const open = await belumDivalidasi(tx, kode_toko, tgl_system);
  if (open.length === 0) return;
  const shown = open.slice(0, 5).join(', ') + (open.length > 5 ? ', …' : '');
  throw conflict(`${belumDivalidasiJumlah(open.length)} (${shown})`);
}

// ---------------------------------------------------------------------------------------------------------
// The day's blind count, replacing the per-document validation on the screens. The count
// reads the money ledger (ledger/money.ts's accounts): CASH expects the drawer's balance, each non-cash
// method the day's movements of its clearing account — an exchange's old piece settles part of the new one
// and moves no money, so it is not cash out. Storing the count validates the day's documents it covered (the
// old close rule keeps meaning "nothing happened since the count").

interface CountRow {
  jenis: string;
  urut: number;
  dihitung: string | number;
  diharapkan: string | number;
  selisih: string | number;
  status: HitungKasHasil['status'];
  alasan: string;
  user_id: string;
  disetujui_oleh: string;
  no_dokumen: string;
}

/** The latest round of a store's day, in the screen's order of methods; null before the first count. */
async function latestCount(
  q: Queryable,
  kode_toko: string,
  tgl_system: string,
  lock = false,
): Promise<{ urut: number; hasil: HitungKasHasil } | null> {
  const found = await rows<CountRow>(
    q,
    sql`SELECT jenis, urut, dihitung, diharapkan, selisih, status, alasan, user_id, disetujui_oleh, no_dokumen FROM hitung_kas
        WHERE kode_toko = ${kode_toko} AND tgl_system = ${tgl_system}::date
          AND urut = (SELECT max(urut) FROM hitung_kas WHERE kode_toko = ${kode_toko} AND tgl_system = ${tgl_system}::date)
        ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  const [first] = found;
  if (!first) return null;
  const order = (jenis: string) => JENIS_HITUNG.indexOf(jenis as (typeof JENIS_HITUNG)[number]);
  return {
    urut: Number(first.urut),
    hasil: {
      status: first.status,
      rows: found
        .sort((a, b) => order(a.jenis) - order(b.jenis))
        .map((r) => ({ jenis: r.jenis, dihitung: Number(r.dihitung), diharapkan: Number(r.diharapkan), selisih: Number(r.selisih) })),
      no_dokumen: first.no_dokumen,
      alasan: first.alasan,
      dihitung_oleh: first.user_id,
      disetujui_oleh: first.disetujui_oleh,
    },
  };
}

/**
 * What the books expect per method for a store's day: CASH the drawer's balance (every entry of the store's
 * KAS account up to that day, read from the last close's snapshot: the drawer is counted whole, opening
 * included); a non-cash method the day's
 * movements of its clearing account (what the bank/EDC should show for the day).
 */
async function expectedOfDay(q: Queryable, kode_toko: string, tgl_system: string): Promise<Map<string, number>> {
  const kliring = JENIS_HITUNG.filter((j) => j !== 'CASH').map((j) => accountCode(akun.kliring(kode_toko, j)));
  const found = await rows<{ kode_akun: string; saldo: string }>(
    q,
    sql`SELECT kode_akun, COALESCE(SUM(jumlah), 0)::text AS saldo FROM money_entries
        WHERE kode_akun IN (${sql.join(
          kliring.map((k) => sql`${k}`),
          sql`, `,
        )}) AND tgl_system = ${tgl_system}::date
        GROUP BY kode_akun`,
  );
  const byCode = new Map(found.map((r) => [r.kode_akun, Number(r.saldo)]));
  const kas = await saldoKasAkhirHari(q, kode_toko, tgl_system);
  return new Map(
    JENIS_HITUNG.map((jenis) => [jenis, jenis === 'CASH' ? kas : (byCode.get(accountCode(akun.kliring(kode_toko, jenis))) ?? 0)]),
  );
}

/** The store's business day a count is for: the store's own date only (a closed day is not counted again). */
async function countDay(deps: AppDeps, user: CurrentUser, kode_toko: string | undefined, tgl_system: string | undefined) {
  const day = await storeDay(deps, user, kode_toko, tgl_system);
  const store = await loadStore(deps.db, day.kode_toko);
  if (day.tgl_system !== store.tgl_system) throw conflict(MESSAGES.hitungHanyaTanggalSystem);
  return day;
}

/** GET hitung-kas: what to count, how many documents the day has, and the count once stored — never an expected figure before. */
export async function dataHitungKas(
  deps: AppDeps,
  user: CurrentUser,
  query: { kode_toko?: string; tgl_system?: string },
): Promise<{ data: HitungKasData }> {
  const day = await storeDay(deps, user, query.kode_toko, query.tgl_system);
  const docs = await rows<{ n: string }>(
    deps.db,
    sql`SELECT count(*)::text AS n FROM (${documentsOfDay('JUAL_BELI', day.kode_toko, day.tgl_system, deps.env.TZ_STORE)}) x`,
  );
  const latest = await latestCount(deps.db, day.kode_toko, day.tgl_system);
  return { data: { ...day, metode: [...JENIS_HITUNG], jumlah_transaksi: Number(docs[0]?.n ?? 0), hasil: latest?.hasil ?? null } };
}

/**
 * POST hitung-kas: stores the count (final) with the books' expected figures and answers the differences.
 * Within the store's tolerance a difference is booked at once; beyond it the count waits for an OWN/SU
 * approval. A second count of the day is refused unless a sale or buy-back was posted since the last one.
 */
export async function hitungKas(deps: AppDeps, user: CurrentUser, body: HitungKasBody): Promise<{ message: string; data: HitungKasHasil }> {
  const day = await countDay(deps, user, body.kode_toko, body.tgl_system);
  const pending = await deps.db.transaction(async (tx) => {
    // FOR SHARE on the store: a close in flight finishes first (and then the day is no longer this one).
    const store = await loadStore(tx, day.kode_toko, { share: true });
    if (store.tgl_system !== day.tgl_system) throw conflict(MESSAGES.hitungHanyaTanggalSystem);
    // One count at a time per store and day: the second waits, then sees the first as the latest round.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${COUNT_LOCK_SPACE}, hashtext(${day.kode_toko}))`);
    const latest = await latestCount(tx, day.kode_toko, day.tgl_system);
    const open = await belumDivalidasi(tx, day.kode_toko, day.tgl_system);
    if (latest?.hasil.status === 'MENUNGGU_OTORISASI') throw conflict(MESSAGES.hitungKasMenungguOtorisasi);
    if (latest && open.length === 0 && !(await movedSinceCount(tx, day.kode_toko, day.tgl_system)))
      throw conflict(MESSAGES.hitungKasSudahAda);
    const lastEntry = await lastMoneyEntry(tx, day.kode_toko);
    const expected = await expectedOfDay(tx, day.kode_toko, day.tgl_system);
    const counted = new Map(body.uang.map((u) => [u.jenis as string, u.jumlah]));
    const lines = JENIS_HITUNG.map((jenis) => {
      const diharapkan = expected.get(jenis) ?? 0;
      const dihitung = counted.get(jenis) ?? 0;
      return { jenis, dihitung, diharapkan, selisih: dihitung - diharapkan };
    });
    const { toleransi_selisih_kas } = await settingToko(tx, day.kode_toko);
    const hasSelisih = lines.some((l) => l.selisih !== 0);
    const status: HitungKasHasil['status'] = hasSelisih ? 'MENUNGGU_OTORISASI' : 'SELESAI';
    const urut = (latest?.urut ?? 0) + 1;
    const at = deps.clock.now().toISOString();
    await tx.execute(
      sql`INSERT INTO hitung_kas (kode_toko, tgl_system, urut, jenis, dihitung, diharapkan, selisih, status, user_id, entry_id, created_at)
          SELECT ${day.kode_toko}, ${day.tgl_system}::date, ${urut}, x.jenis, x.dihitung, x.diharapkan, x.selisih, ${status}, ${user.user_id}, ${lastEntry}, ${at}::timestamptz
          FROM json_to_recordset(${JSON.stringify(lines)}::json) AS x(jenis text, dihitung bigint, diharapkan bigint, selisih bigint)`,
    );
    // The count covers the day's documents so far: they are validated by it (the close's document rule).
    if (open.length) {
      const no_validasi = await nextDocNo(tx, DOC_PREFIXES.VALIDASI_HARIAN, day.kode_toko, day.tgl_system);
      await tx.execute(
        sql`INSERT INTO validasi_transaksi (no_faktur, doc_type, jenis, no_validasi, kode_toko, tgl_system, user_id, created_at)
            SELECT x.nf, CASE WHEN EXISTS (SELECT 1 FROM penjualan p WHERE p.no_faktur_jual = x.nf) THEN 'PENJUALAN' ELSE 'PEMBELIAN' END,
                   'JUAL_BELI', ${no_validasi}, ${day.kode_toko}, ${day.tgl_system}::date, ${user.user_id}, ${at}::timestamptz
            FROM json_array_elements_text(${JSON.stringify(open)}::json) AS x(nf) ON CONFLICT (no_faktur) DO NOTHING`,
      );
    }
    const withinTolerance = hasSelisih && lines.every((l) => Math.abs(l.selisih) <= toleransi_selisih_kas);
    return { withinTolerance };
  });
  // Within tolerance: booked at once, without an approver (the store's rule is the approval).
  if (pending.withinTolerance) await bookSelisih(deps, user, day, null, MESSAGES.selisihDalamToleransi);
  const latest = await latestCount(deps.db, day.kode_toko, day.tgl_system);
  if (!latest) throw conflict(MESSAGES.hitungKasBelumDihitung);
  const message = latest.hasil.status === 'MENUNGGU_OTORISASI' ? MESSAGES.selisihPerluOtorisasi : MESSAGES.hitungKasBerhasil;
  return { message, data: latest.hasil };
}

/** Advisory-lock space of the day's count (one lock per store inside it). */
const COUNT_LOCK_SPACE = 7_240_022;

/** POST hitung-kas/otorisasi: an OWN/SU approves the waiting difference, which is booked as SELISIH_KAS. */
export async function otorisasiHitungKas(
  deps: AppDeps,
  user: CurrentUser,
  body: { kode_toko?: string; tgl_system: string; otorisasi: Otorisasi },
): Promise<{ message: string; data: HitungKasHasil }> {
  const day = await countDay(deps, user, body.kode_toko, body.tgl_system);
  const latest = await latestCount(deps.db, day.kode_toko, day.tgl_system);
  if (!latest) throw conflict(MESSAGES.hitungKasBelumDihitung);
  if (latest.hasil.status !== 'MENUNGGU_OTORISASI') throw conflict(MESSAGES.selisihTidakPerluOtorisasi);
  const approver = await verifyApproval(deps, body.otorisasi);
  const data = await bookSelisih(deps, user, day, approver, body.otorisasi.alasan);
  return { message: MESSAGES.selisihBerhasilDisetujui, data };
}

/**
 * Books the waiting difference of the day's latest count as one SELISIH_KAS money document: per method the
 * difference into (or out of) the drawer or the method's clearing, against the store's SELISIH_KAS boundary;
 * the count rows name the document, the approver and the reason; an approval is written to the audit log.
 */
async function bookSelisih(
  deps: AppDeps,
  user: CurrentUser,
  day: { kode_toko: string; tgl_system: string },
  approver: Approver | null,
  alasan: string,
): Promise<HitungKasHasil> {
  const posted = await postDocument(deps, user, {
    type: 'SELISIH_KAS',
    toko: day.kode_toko,
    alwaysPosts: true,
    plan: async ({ tx, number }) => {
      const latest = await latestCount(tx, day.kode_toko, day.tgl_system, true);
      if (!latest) throw conflict(MESSAGES.hitungKasBelumDihitung);
      if (latest.hasil.status !== 'MENUNGGU_OTORISASI') throw conflict(MESSAGES.selisihTidakPerluOtorisasi);
      const differing = latest.hasil.rows.filter((r) => r.selisih !== 0);
      const money: MoneyLine[] = differing.flatMap((r) => [
        {
          akun: r.jenis === 'CASH' ? akun.kas(day.kode_toko) : akun.kliring(day.kode_toko, r.jenis),
          jumlah: r.selisih,
          keterangan: alasan,
        },
        { akun: akun.selisihKas(day.kode_toko), jumlah: -r.selisih, keterangan: alasan },
      ]);
      return {
        money,
        note: `SELISIH KAS ${day.tgl_system}`,
        after: async () => {
          const no_dokumen = await number();
          const now = deps.clock.now();
          await tx.execute(
            sql`UPDATE hitung_kas SET status = 'SELESAI', alasan = ${alasan}, disetujui_oleh = ${approver?.user_id ?? ''},
                  no_dokumen = ${no_dokumen}, disetujui_at = ${now.toISOString()}::timestamptz
                WHERE kode_toko = ${day.kode_toko} AND tgl_system = ${day.tgl_system}::date AND urut = ${latest.urut}`,
          );
          if (approver)
            await recordApproval(tx, now, {
              aksi: 'SELISIH_KAS',
              requester: user,
              approver,
              kode_toko: day.kode_toko,
              no_dokumen,
              nilai_hitung: latest.hasil.rows.reduce((s, r) => s + r.diharapkan, 0),
              nilai_input: latest.hasil.rows.reduce((s, r) => s + r.dihitung, 0),
              alasan,
            });
        },
        result: {},
      };
    },
  });
  const after = await latestCount(deps.db, day.kode_toko, day.tgl_system);
  if (!after || after.hasil.no_dokumen !== posted.no_dokumen) throw conflict(MESSAGES.hitungKasBelumDihitung);
  return after.hasil;
}

/**
 * The close of day's count rule, inside its transaction: refused with 409 while the day has no count, or its
 * difference waits for an OWN/SU approval — unless the store turned the rule off (wajib_hitung_kas).
 */
export async function assertDayCounted(tx: Tx, kode_toko: string, tgl_system: string): Promise<void> {
  if (!(await settingToko(tx, kode_toko)).wajib_hitung_kas) return;
  const latest = await latestCount(tx, kode_toko, tgl_system);
  if (!latest) throw conflict(MESSAGES.hitungKasBelumDihitung);
  if (latest.hasil.status === 'MENUNGGU_OTORISASI') throw conflict(MESSAGES.hitungKasMenungguOtorisasi);
  if (await movedSinceCount(tx, kode_toko, tgl_system)) throw conflict(MESSAGES.kasBerubahSetelahDihitung);
}

/** The kinds a count covers: the drawer and the non-cash clearings (bound as parameters: money-accounts.ts's). */
const COUNTED_KINDS: readonly MoneyAccountKind[] = ['KAS', 'KLIRING'];

/** The newest money entry of the store's drawer or clearings (0 when none): what a count has seen. */
async function lastMoneyEntry(q: Queryable, kode_toko: string): Promise<number> {
  const [row] = await rows<{ id: string }>(
    q,
    sql`SELECT COALESCE(max(e.id), 0)::text AS id FROM money_entries e
        JOIN money_accounts a ON a.kode_akun = e.kode_akun
        WHERE a.kode_toko = ${kode_toko} AND a.kind IN (${sql.join(
          COUNTED_KINDS.map((k) => sql`${k}`),
          sql`, `,
        )})`,
  );
  return Number(row?.id ?? 0);
}

/**
 * True when the drawer or a clearing of the store moved after the day's last count (a cash expense, an order
 * deposit, a sale — anything but the count's own SELISIH_KAS booking): the count no longer says what the
 * drawer holds, so the day is counted again before it closes.
 */
async function movedSinceCount(q: Queryable, kode_toko: string, tgl_system: string): Promise<boolean> {
  const [row] = await rows<{ moved: boolean | string }>(
    q,
    sql`SELECT EXISTS (
          SELECT 1 FROM money_entries e
          JOIN money_accounts a ON a.kode_akun = e.kode_akun
          JOIN documents d ON d.doc_no = e.doc_no
          WHERE a.kode_toko = ${kode_toko} AND a.kind IN (${sql.join(
            COUNTED_KINDS.map((k) => sql`${k}`),
            sql`, `,
          )})
            AND d.doc_type <> ${SELISIH}
            AND e.id > (SELECT max(h.entry_id) FROM hitung_kas h WHERE h.kode_toko = ${kode_toko} AND h.tgl_system = ${tgl_system}::date
                        AND h.urut = (SELECT max(urut) FROM hitung_kas WHERE kode_toko = ${kode_toko} AND tgl_system = ${tgl_system}::date))
        ) AS moved`,
  );
  return row?.moved === true || row?.moved === 't';
}

/** The count's own booking, which moves the drawer without making the count stale. */
const SELISIH: DocumentTypeCode = 'SELISIH_KAS';
