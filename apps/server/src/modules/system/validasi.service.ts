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
} from '@kencana/core';
import { assertStoreAccess } from '../../auth/policy.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { rows, type Queryable, type Tx } from '../../db/client.ts';
import type { AppDeps } from '../../http/context.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { nextDocNo } from '../../numbering/next-doc-no.ts';
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
             -- Money the counter took in, per method: an exchange's settled part (TUKAR) is old gold, not money.
             (SELECT json_agg(json_build_object('jenis', b.jenis, 'jumlah', b.jumlah)) FROM (
                SELECT jenis, SUM(jumlah) - CASE WHEN jenis = 'CASH' THEN p.kembalian ELSE 0 END AS jumlah
                FROM penjualan_bayar WHERE no_faktur_jual = p.no_faktur_jual AND jenis <> 'TUKAR' GROUP BY jenis ORDER BY jenis) b) AS uang
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
  const [row] = await rows<{ wajib: boolean | string }>(
    q,
    sql`SELECT wajib_validasi_tutup_toko AS wajib FROM setting_toko WHERE kode_toko = ${kode_toko}`,
  );
  return { kode_toko, wajib_validasi_tutup_toko: row ? row.wajib === true || row.wajib === 't' : true };
}

export async function getSettingToko(deps: AppDeps, user: CurrentUser, kode_toko: string | undefined): Promise<{ data: SettingToko }> {
  const store = await loadStore(deps.db, assertStoreAccess(user, kode_toko));
  return { data: await settingToko(deps.db, store.kode_toko) };
}

export async function simpanSettingToko(
  deps: AppDeps,
  user: CurrentUser,
  body: { kode_toko?: string; wajib_validasi_tutup_toko: boolean },
) {
  const store = await loadStore(deps.db, assertStoreAccess(user, body.kode_toko));
  await deps.db.execute(
    sql`INSERT INTO setting_toko (kode_toko, wajib_validasi_tutup_toko, updated_by, updated_at)
        VALUES (${store.kode_toko}, ${body.wajib_validasi_tutup_toko}, ${user.user_id}, ${deps.clock.now().toISOString()})
        ON CONFLICT (kode_toko) DO UPDATE SET wajib_validasi_tutup_toko = EXCLUDED.wajib_validasi_tutup_toko,
          updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
  );
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
