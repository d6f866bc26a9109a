// The owner's page (/audit-pemilik): per store and period, the stored result of every closed day (checked
// at its close; a day closed before the page existed is checked when read) plus
// the open day checked now; tray weighings outside the store's tolerance; goods on the road by age; refiner
// and craftsman loss against their allowed %; the pending work; and the PPATK watch across the chain.
import { sql } from 'drizzle-orm';
import {
  AUDIT_PEMILIK_MESSAGES,
  MESSAGES,
  PPATK_AMBANG,
  SEMUA,
  TOLERANSI_TIMBANG_DEFAULT,
  toleransiTimbangKey,
  type AuditPemilik,
  type AuditToko,
  type AuditViolation,
  type PpatkRow,
  type QueryOf,
  type ValuasiRantai,
  type pemilikApi,
} from '@kencana/core';
import type { CurrentUser } from '../../auth/current-user.ts';
import { isPrivileged } from '../../auth/policy.ts';
import { rows, type Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../http/context.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { pendingWork } from '../system/index.ts';
import { checkStoreDay } from './day-audit.ts';
import { hutangToko, servisToko, titipanToko } from './held.ts';
import { sumValuasi, valuasiRantai, valuasiToko } from './valuasi.ts';

type AuditQuery = QueryOf<typeof pemilikApi.auditPemilik>;

/** The page is the owner's: OWN/SU only, whatever menus a staff account was granted. */
export function assertOwner(user: CurrentUser): void {
  if (!isPrivileged(user)) throw forbidden(AUDIT_PEMILIK_MESSAGES.hanyaOwner);
}

/** Days between two yyyy-MM-dd dates (to − from). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

async function storeDays(q: Queryable, kode_toko: string, tgl_system: string, query: AuditQuery) {
  const stored = await rows<{ tanggal: string; ok: boolean; violations: AuditViolation[] }>(
    q,
    sql`SELECT to_char(tgl_system, 'YYYY-MM-DD') AS tanggal, ok, violations FROM audit_harian
        WHERE kode_toko = ${kode_toko} AND tgl_system BETWEEN ${query.tgl_from} AND ${query.tgl_to} ORDER BY tgl_system`,
  );
  // Days closed before the page existed (no stored result): checked now (a GET writes nothing).
  const missing = await rows<{ tanggal: string }>(
    q,
    sql`SELECT to_char(c.tgl_system, 'YYYY-MM-DD') AS tanggal FROM eod_closes c
        WHERE c.kode_toko = ${kode_toko} AND c.tgl_system BETWEEN ${query.tgl_from} AND ${query.tgl_to}
          AND NOT EXISTS (SELECT 1 FROM audit_harian a WHERE a.kode_toko = c.kode_toko AND a.tgl_system = c.tgl_system)
        ORDER BY c.tgl_system`,
  );
  for (const { tanggal } of missing) {
    const violations = await checkStoreDay(q, kode_toko, tanggal, false);
    stored.push({ tanggal, ok: violations.length === 0, violations });
  }
  const days = stored
    .sort((a, b) => a.tanggal.localeCompare(b.tanggal))
    .map((d) => ({
      tanggal: d.tanggal,
      sumber: 'TERSIMPAN' as 'TERSIMPAN' | 'TERBUKA',
      ok: d.ok,
      pelanggaran: d.violations.length,
      violations: d.violations,
    }));
  if (tgl_system >= query.tgl_from && tgl_system <= query.tgl_to) {
    const violations = await checkStoreDay(q, kode_toko, tgl_system, true);
    days.push({ tanggal: tgl_system, sumber: 'TERBUKA', ok: violations.length === 0, pelanggaran: violations.length, violations });
  }
  return days;
}

async function toleransiTimbang(q: Queryable, kode_toko: string): Promise<string> {
  const [row] = await rows<{ value: string }>(
    q,
    sql`SELECT value FROM para_system WHERE key = ${toleransiTimbangKey(kode_toko)} AND is_active`,
  );
  return row && /^\d{1,6}(\.\d{1,3})?$/.test(row.value.trim()) ? Number(row.value).toFixed(3) : TOLERANSI_TIMBANG_DEFAULT;
}

async function timbangLuar(q: Queryable, kode_toko: string, query: AuditQuery, toleransi: string) {
  return rows<AuditToko['timbang'][number]>(
    q,
    sql`SELECT no_timbang, to_char(tgl_system, 'YYYY-MM-DD') AS tanggal, kode_baki, berat_sistem::numeric(14,3)::text AS berat_sistem,
               berat_timbangan::numeric(14,3)::text AS berat_timbangan, selisih::numeric(14,3)::text AS selisih
        FROM timbang_baki
        WHERE kode_toko = ${kode_toko} AND tgl_system BETWEEN ${query.tgl_from} AND ${query.tgl_to} AND ABS(selisih) > ${toleransi}::numeric
        ORDER BY ABS(selisih) DESC, no_timbang LIMIT 200`,
  );
}

/** Goods on the road from the store: branch shipments not fully received, refining dispatches not back; oldest first. */
async function transit(q: Queryable, kode_toko: string, tgl_system: string): Promise<AuditToko['transit']> {
  const found = await rows<{
    jenis: 'KIRIM BARANG' | 'KIRIM SEPUH';
    no_dokumen: string;
    tujuan: string;
    tanggal: string;
    qty: number;
    berat: string;
  }>(
    q,
    sql`SELECT 'KIRIM BARANG' AS jenis, no_kirim AS no_dokumen, tujuan, to_char(tgl_kirim, 'YYYY-MM-DD') AS tanggal,
               (qty - qty_terima)::int AS qty, (berat - berat_terima)::numeric(14,3)::text AS berat
        FROM kirim_barang WHERE kode_toko = ${kode_toko} AND status <> 'DITERIMA'
        UNION ALL
        SELECT 'KIRIM SEPUH', k.no_sepuh, k.kode_tukang, to_char(k.tgl_system, 'YYYY-MM-DD'),
               COALESCE(SUM(d.qty_sepuh), 0)::int, COALESCE(SUM(d.berat_sepuh), 0)::numeric(14,3)::text
        FROM kirim_sepuh k JOIN kirim_sepuh_detail d ON d.no_sepuh = k.no_sepuh AND d.no_terima_sepuh IS NULL
        WHERE k.kode_toko = ${kode_toko} AND k.status = 'OPEN'
        GROUP BY k.no_sepuh, k.kode_tukang, k.tgl_system
        ORDER BY tanggal, no_dokumen LIMIT 200`,
  );
  return found.map((r) => ({ ...r, qty: Number(r.qty), umur_hari: Math.max(daysBetween(r.tanggal, tgl_system), 0) }));
}

/**
 * Loss in the period against the allowed %: refiners (grams lost of the grams sent, Master Tukang
 * toleransi_susut_sepuh) and craftsmen (shrink and count difference of the material used, toleransi_susut),
 * computed as the Sepuhan chain and the craftsman scorecard reports compute them.
 */
async function susut(q: Queryable, kode_toko: string, query: AuditQuery): Promise<AuditToko['susut']> {
  const found = await rows<AuditToko['susut'][number]>(
    q,
    sql`SELECT 'SEPUH' AS jenis, x.kode_tukang, COALESCE(t.nama_tukang, x.kode_tukang) AS nama_tukang,
               x.dasar::numeric(14,3)::text AS berat_dasar, x.susut::numeric(14,3)::text AS berat_susut,
               to_char(x.persen, 'FM9999990.00') AS persen, to_char(COALESCE(t.toleransi_susut_sepuh, 0), 'FM990.00') AS toleransi,
               x.persen > COALESCE(t.toleransi_susut_sepuh, 0) AS melebihi
        FROM (SELECT h.kode_tukang, SUM(d.berat_sepuh) AS dasar, SUM(d.berat_selisih) AS susut,
                     ROUND(COALESCE(SUM(d.berat_selisih) * 100 / NULLIF(SUM(d.berat_sepuh), 0), 0), 2) AS persen
              FROM terima_sepuh h JOIN terima_sepuh_detail d ON d.no_terima_sepuh = h.no_terima_sepuh
              WHERE h.kode_toko = ${kode_toko} AND h.tgl_system BETWEEN ${query.tgl_from} AND ${query.tgl_to}
              GROUP BY h.kode_tukang) x
        LEFT JOIN tukang t ON t.kode_tukang = x.kode_tukang
        UNION ALL
        SELECT 'TUKANG', x.kode_tukang, COALESCE(t.nama_tukang, x.kode_tukang), x.dasar::numeric(14,3)::text, x.susut::numeric(14,3)::text,
               to_char(x.persen, 'FM9999990.00'), to_char(COALESCE(t.toleransi_susut, 0), 'FM990.00'), x.persen > COALESCE(t.toleransi_susut, 0)
        FROM (SELECT b.kode_tukang, COALESCE(SUM(b.jml_bahan + b.berat_susut) FILTER (WHERE b.trx_type = 'PAKAI'), 0) AS dasar,
                     COALESCE(SUM(b.berat_susut) FILTER (WHERE b.trx_type IN ('PAKAI', 'SETOR')), 0) AS susut,
                     CASE WHEN COALESCE(SUM(b.jml_bahan + b.berat_susut) FILTER (WHERE b.trx_type = 'PAKAI'), 0) = 0 THEN 0
                          ELSE ROUND(100 * COALESCE(SUM(b.berat_susut) FILTER (WHERE b.trx_type IN ('PAKAI', 'SETOR')), 0)
                                     / SUM(b.jml_bahan + b.berat_susut) FILTER (WHERE b.trx_type = 'PAKAI'), 2) END AS persen
              FROM tukang_bahan b
              WHERE b.jenis = 'BAHAN' AND b.kode_toko = ${kode_toko} AND b.tgl_system BETWEEN ${query.tgl_from} AND ${query.tgl_to}
              GROUP BY b.kode_tukang
              HAVING COUNT(*) FILTER (WHERE b.trx_type IN ('PAKAI', 'SETOR')) > 0) x
        LEFT JOIN tukang t ON t.kode_tukang = x.kode_tukang
        ORDER BY 1, 2`,
  );
  return found;
}

/**
 * PPATK watch (Peraturan PPATK 2/2021): per NIK and business day, the customer's sales (a member's, by the
 * member's NIK), buy-backs, loans paid out and order payments (a member's) across every store, cancelled
 * documents left out (an exchange is its sale and its buy-back); a NIK whose day reaches Rp 500,000,000 is
 * listed with its documents.
 */
export async function ppatkWatch(q: Queryable, tgl_from: string, tgl_to: string): Promise<PpatkRow[]> {
  const found = await rows<{
    tanggal: string;
    no_ktp: string;
    nama: string;
    no_dokumen: string;
    jenis: string;
    kode_toko: string;
    jumlah: string;
  }>(
    q,
    sql`WITH docs AS (
          SELECT p.tgl_system, m.no_ktp, m.nama_member AS nama, p.no_faktur_jual AS no_dokumen, 'PENJUALAN' AS jenis, p.kode_toko, p.total_harga AS jumlah
          FROM penjualan p JOIN member m ON m.kode_member = p.kode_member
          WHERE p.tgl_system BETWEEN ${tgl_from} AND ${tgl_to} AND p.status <> 'BATAL' AND p.kode_member <> '' AND m.no_ktp <> ''
          UNION ALL
          SELECT b.tgl_system, b.no_ktp, b.nama_customer, b.no_faktur_beli, 'PEMBELIAN', b.kode_toko, b.total_harga
          FROM pembelian b
          WHERE b.tgl_system BETWEEN ${tgl_from} AND ${tgl_to} AND b.no_batal IS NULL AND b.no_ktp <> ''
          UNION ALL
          -- A loan paid out (a renewal moves no new money: it carries the old principal, so only first loans count).
          SELECT h.tgl_system, h.no_ktp, h.nama_customer, h.no_hutang, 'HUTANG', h.kode_toko, h.jumlah_pinjaman
          FROM hutang h
          WHERE h.tgl_system BETWEEN ${tgl_from} AND ${tgl_to} AND h.status <> 'BATAL' AND h.no_hutang_asal IS NULL AND h.no_ktp <> ''
          UNION ALL
          -- An order payment when the order is taken (its balance is paid by the sale that hands it over, counted above).
          SELECT o.tgl_pesanan, m.no_ktp, m.nama_member, o.no_pesanan, 'PESANAN', o.kode_toko, o.uang_muka
          FROM pesanan o JOIN member m ON m.kode_member = o.kode_member
          WHERE o.tgl_pesanan BETWEEN ${tgl_from} AND ${tgl_to} AND o.uang_muka > 0 AND m.no_ktp <> ''),
        flagged AS (
          SELECT tgl_system, no_ktp FROM docs GROUP BY tgl_system, no_ktp HAVING SUM(jumlah) >= ${PPATK_AMBANG})
        SELECT to_char(d.tgl_system, 'YYYY-MM-DD') AS tanggal, d.no_ktp, d.nama, d.no_dokumen, d.jenis, d.kode_toko, d.jumlah::text AS jumlah
        FROM docs d JOIN flagged f ON f.tgl_system = d.tgl_system AND f.no_ktp = d.no_ktp
        ORDER BY d.tgl_system DESC, d.no_ktp, d.no_dokumen
        LIMIT 2000`,
  );
  const byKey = new Map<string, PpatkRow>();
  for (const r of found) {
    const key = `${r.tanggal}|${r.no_ktp}`;
    const row = byKey.get(key) ?? { tanggal: r.tanggal, no_ktp: r.no_ktp, nama: r.nama, total: 0, dokumen: [] };
    row.total += Number(r.jumlah);
    row.dokumen.push({ no_dokumen: r.no_dokumen, jenis: r.jenis, kode_toko: r.kode_toko, jumlah: Number(r.jumlah) });
    byKey.set(key, row);
  }
  return [...byKey.values()];
}

type StoreRow = { kode_toko: string; nama_toko: string; tgl_system: string };

/** One store's part of the owner's page: its days, its trays, its pending work, its value and what it holds. */
async function auditToko(deps: AppDeps, store: StoreRow, query: AuditQuery): Promise<AuditToko> {
  const days = await storeDays(deps.db, store.kode_toko, store.tgl_system, query);
  const toleransi = await toleransiTimbang(deps.db, store.kode_toko);
  const [timbang, jalan, loss, pending, valuasi, titipan, servis, hutang] = await Promise.all([
    timbangLuar(deps.db, store.kode_toko, query, toleransi),
    transit(deps.db, store.kode_toko, store.tgl_system),
    susut(deps.db, store.kode_toko, query),
    pendingWork(deps, store.kode_toko),
    valuasiToko(deps.db, store.kode_toko, store.tgl_system),
    titipanToko(deps.db, store.kode_toko),
    servisToko(deps.db, store.kode_toko, store.tgl_system),
    hutangToko(deps.db, store.kode_toko, store.tgl_system),
  ]);
  const pelanggaran = days.flatMap((d) => d.violations);
  const heldOk = titipan.pelanggaran.length === 0 && servis.pelanggaran.length === 0 && hutang.pelanggaran.length === 0;
  return {
    ...store,
    ok: pelanggaran.length === 0 && heldOk,
    hari: days.map(({ violations: _v, ...d }) => d),
    pelanggaran,
    toleransi_timbang: toleransi,
    timbang,
    transit: jalan,
    susut: loss,
    pending: pending.pending,
    valuasi,
    titipan,
    servis,
    hutang,
  };
}

/** Stores whose checks run at once (each runs its eight checks at once). */
const STORES_AT_ONCE = 3;

/** The owner's page for a store (or every store) and a period. */
export async function auditPemilik(deps: AppDeps, user: CurrentUser, query: AuditQuery): Promise<{ data: AuditPemilik }> {
  assertOwner(user);
  const started = performance.now();
  const stores = await rows<StoreRow>(
    deps.db,
    sql`SELECT kode_toko, nama_toko, to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system FROM tokos
        WHERE is_active AND (${query.kode_toko} = ${SEMUA} OR kode_toko = ${query.kode_toko}) ORDER BY kode_toko`,
  );
  if (stores.length === 0) throw notFound(MESSAGES.tokoTidakDitemukan);
  // Stores are checked a few side by side: on the PostgreSQL server each store's checks take connections of
  // the pool, so a chain of 20 stores answers in a fraction of the time without taking the whole pool.
  const toko: AuditToko[] = [];
  for (let at = 0; at < stores.length; at += STORES_AT_ONCE) {
    toko.push(...(await Promise.all(stores.slice(at, at + STORES_AT_ONCE).map((store) => auditToko(deps, store, query)))));
  }
  const ppatk = await ppatkWatch(deps.db, query.tgl_from, query.tgl_to);
  return {
    data: {
      ok: toko.every((s) => s.ok),
      toko,
      ppatk,
      valuasi_total: sumValuasi(toko.map((s) => s.valuasi.total)),
      durasi_ms: Math.round(performance.now() - started),
    },
  };
}

/** The chain's valuation today, for the owner's dashboard card. */
export async function valuasiHariIni(deps: AppDeps, user: CurrentUser): Promise<{ data: ValuasiRantai }> {
  assertOwner(user);
  return { data: await valuasiRantai(deps.db) };
}
