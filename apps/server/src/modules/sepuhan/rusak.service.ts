// Damaged goods (/validasi-barang-rusak): what a purchase sort put into a RUSAK tray (SR), what a dispatch
// set aside (KS) and what came back damaged from the refiner (TS) wait, each at its place, until validated;
// the validation melts them: one VALIDASI_RUSAK document, every part to the store's DESTROYED boundary.
import { sql } from 'drizzle-orm';
import { compareGrams, isSemua, MESSAGES, SEPUHAN_MESSAGES as S, sumGrams, type PlaceKind, type ReportColumn } from '@kencana/core';
import { assertStoreAccess } from '../../auth/policy.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { rows } from '../../db/client.ts';
import { printDate, renderReportPdf, renderReportXlsx, type ReportDocument } from '../../documents/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { placeOf } from '../../ledger/places.ts';
import type { MovementLine } from '../../ledger/post-movements.ts';
import { boundaryPlace, postDocument } from '../../stock/index.ts';

type RusakRow = {
  jenis_transaksi: string;
  no_sepuh: string;
  tgl_system: string;
  kode_toko: string;
  qty_total: number;
  berat_total: string;
  berat_murni: string;
};

/** GET barang-rusak: damaged goods not yet validated, one row per source document. */
export async function daftarBarangRusak(
  deps: AppDeps,
  user: CurrentUser,
  query: { tgl_from: string; tgl_to: string; jenis_transaksi: string; no_kirim_bos: string; kode_toko?: string },
) {
  const toko = assertStoreAccess(user, query.kode_toko);
  const found = await rows<RusakRow>(
    deps.db,
    sql`SELECT jenis_transaksi, no_ref AS no_sepuh, to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system, kode_toko, SUM(qty)::int AS qty_total,
               SUM(berat)::numeric(14,3)::text AS berat_total, SUM(berat_murni)::numeric(14,3)::text AS berat_murni
        FROM barang_rusak
        WHERE kode_toko = ${toko} AND no_validasi IS NULL AND is_batal = 0 AND tgl_system BETWEEN ${query.tgl_from} AND ${query.tgl_to}
          ${isSemua(query.jenis_transaksi) ? sql`` : sql`AND jenis_transaksi = ${query.jenis_transaksi}`}
          ${isSemua(query.no_kirim_bos) ? sql`` : sql`AND no_ref = ${query.no_kirim_bos}`}
        GROUP BY jenis_transaksi, no_ref, tgl_system, kode_toko ORDER BY tgl_system, no_ref LIMIT 1000`,
  );
  return {
    message: found.length ? MESSAGES.dataValidasiTersedia : MESSAGES.dataYangAndaCariTidakAda,
    data: found.map((row) => ({ ...row, qty_total: Number(row.qty_total) })),
  };
}

type Part = {
  id: number;
  no_ref: string;
  kode_toko: string;
  place: string;
  place_kind: string;
  kode_group: string;
  kode_dept: string;
  qty: number;
  berat: string;
  berat_murni: string;
};

/** POST barang-rusak/validate: the chosen rows (as the screen saw them) melted. */
export async function validasiBarangRusak(
  deps: AppDeps,
  user: CurrentUser,
  body: { kode_toko?: string; data: { no_sepuh: string; berat_total: string; qty_total: number }[] },
) {
  const refs = body.data.map((row) => row.no_sepuh);
  if (new Set(refs).size !== refs.length) throw badRequest(MESSAGES.barangSudahAdaDiTabel);
  const done = await postDocument(deps, user, {
    type: 'VALIDASI_RUSAK',
    toko: body.kode_toko,
    plan: async ({ tx, store, number }) => {
      const parts = await rows<Part>(
        tx,
        sql`SELECT id, no_ref, kode_toko, place, place_kind, kode_group, kode_dept, qty, berat::text AS berat, berat_murni::text AS berat_murni
            FROM barang_rusak WHERE no_ref IN (${sql.join(
              refs.map((ref) => sql`${ref}`),
              sql`, `,
            )}) AND kode_toko = ${store.kode_toko}
              AND no_validasi IS NULL AND is_batal = 0
            ORDER BY id FOR UPDATE`,
      );
      for (const seen of body.data) {
        const mine = parts.filter((part) => part.no_ref === seen.no_sepuh);
        const qty = mine.reduce((total, part) => total + Number(part.qty), 0);
        if (mine.length === 0 || qty !== seen.qty_total || compareGrams(sumGrams(mine.map((part) => part.berat)), seen.berat_total) !== 0) {
          throw conflict(`${S.barangRusakTidakDitemukan} (${seen.no_sepuh})`);
        }
      }
      const no_validasi = await number();
      const melted = boundaryPlace('DESTROYED', store.kode_toko);
      const lines: MovementLine[] = parts.map((part) => ({
        from: placeOf(part.place_kind as PlaceKind, part.place, part.kode_toko),
        to: melted,
        kode_group: part.kode_group,
        kode_dept: part.kode_dept,
        qty: Number(part.qty),
        berat: part.berat,
        berat_murni: part.berat_murni,
        reason: 'HANCUR BARANG RUSAK',
      }));
      return {
        note: 'Validasi Hancur Barang Rusak',
        lines,
        after: async () => {
          await tx.execute(sql`UPDATE barang_rusak SET no_validasi = ${no_validasi}, tgl_validasi = ${store.tgl_system}, user_validasi = ${user.user_id}
                               WHERE id IN (${sql.join(
                                 parts.map((part) => sql`${part.id}`),
                                 sql`, `,
                               )})`);
        },
        result: {
          no_validasi,
          qty_hancur: parts.reduce((total, part) => total + Number(part.qty), 0),
          berat_hancur: sumGrams(parts.map((part) => part.berat)),
        },
      };
    },
  });
  return { message: MESSAGES.validasiRusakBerhasil, no_validasi: done.no_validasi, qty: done.qty_hancur, berat: done.berat_hancur };
}

const RUSAK_COLUMNS: readonly ReportColumn[] = [
  { key: 'tgl_system', label: 'Tanggal', total: 'label' },
  { key: 'no_sepuh', label: 'No Sepuh', width: 2 },
  { key: 'jenis_transaksi', label: 'Transaksi' },
  { key: 'qty_total', label: 'Total Qty', format: 'qty', total: 'sum' },
  { key: 'berat_total', label: 'Total Berat', format: 'grams', decimals: 3, total: 'sum' },
];

/** POST barang-rusak/export: the chosen waiting rows as the PDF or spreadsheet of the screen's Export buttons. */
export async function exportBarangRusak(
  deps: AppDeps,
  user: CurrentUser,
  body: { format: 'pdf' | 'xlsx'; kode_toko?: string; no_sepuh: string[] },
) {
  const toko = assertStoreAccess(user, body.kode_toko);
  const found = await rows<RusakRow>(
    deps.db,
    sql`SELECT jenis_transaksi, no_ref AS no_sepuh, to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system, kode_toko, SUM(qty)::int AS qty_total,
               SUM(berat)::numeric(14,3)::text AS berat_total, SUM(berat_murni)::numeric(14,3)::text AS berat_murni
        FROM barang_rusak WHERE kode_toko = ${toko} AND no_ref IN (${sql.join(
          body.no_sepuh.map((no) => sql`${no}`),
          sql`, `,
        )})
        GROUP BY jenis_transaksi, no_ref, tgl_system, kode_toko ORDER BY tgl_system, no_ref`,
  );
  if (found.length === 0) throw notFound(S.barangRusakTidakDitemukan);
  const doc: ReportDocument = {
    title: 'VALIDASI HANCUR BARANG RUSAK',
    shop: { nama_toko: user.nama_toko, alamat_toko: user.alamat_toko },
    period: `Tanggal : ${user.tgl_system}`,
    columns: RUSAK_COLUMNS,
    detail: null,
    rows: found.map((row) => ({ ...row, qty_total: Number(row.qty_total) })),
    totals: {
      qty_total: found.reduce((sum, row) => sum + Number(row.qty_total), 0),
      berat_total: sumGrams(found.map((row) => row.berat_total)),
    },
    stamp: { user_id: user.user_id, printed_at: printDate(deps.clock.now(), deps.env.TZ_STORE) },
  };
  const fileName = `validasi-barang-rusak_${user.tgl_system}.${body.format}`;
  return body.format === 'pdf'
    ? { format: 'pdf' as const, fileName, body: await renderReportPdf(doc) }
    : { format: 'xlsx' as const, fileName, body: await renderReportXlsx(doc) };
}
