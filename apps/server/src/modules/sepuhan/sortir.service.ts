// Purchase sorting (/sortir-pembelian) and refining sorting (/sortir-sepuh). A purchase sort consumes each
// bought-back lot in the store's BELI place and puts its grams and fine grams as bulk on a tray of a
// purchase-sort warehouse (WAREHOUSE_ROLES.SORT_PURCHASE; a sort into the damaged warehouse waits there for
// the damaged-goods validation). A refining sort moves chosen lines, with their own grams and fine grams, from
// their sort's tray to a tray of the refining-sort warehouse. Both cancel by the kernel's reverse, refused
// once any line has moved on.
import { sql } from 'drizzle-orm';
import {
  fineGrams,
  hasWarehouseRole,
  MESSAGES,
  SEPUHAN_MESSAGES as S,
  sumGrams,
  compareGrams,
  DOCUMENT_TYPES,
  isSemua,
  type SortirDetail,
  type SortirPembelianBody,
  type SortirSepuhBody,
  type ReportColumn,
} from '@kencana/core';
import { assertSameStore, assertStoreAccess, assertVisible } from '../../auth/policy.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { rows, type Queryable, type Tx } from '../../db/client.ts';
import { printDate, renderReportPdf, type ReportDocument } from '../../documents/index.ts';
import { barang_rusak, sortir_pembelian, sortir_pembelian_detail, sortir_sepuh, sortir_sepuh_detail } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { MovementLine } from '../../ledger/post-movements.ts';
import { assertTrayRole, bakiPlace, loadTray, placeCode, postDocument, purityOf, reverseDocument, stockPlace } from '../../stock/index.ts';
import { markLotsSorted, SORTABLE_LINES, unmarkLotsSorted } from '../pembelian/index.ts';
import { oneOrMixed, perJenis } from './bulk.ts';

type BeliLine = {
  no_faktur_beli: string;
  line_no: number;
  kode_lot: string;
  kode_toko: string;
  tgl_system: string;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  berat: string;
  kadar: string;
  kondisi: string;
  harga: number;
  is_batal: boolean;
  no_sortir: string | null;
  /** A piece taken over from a defaulted loan (no sorting mark of its own). */
  sita: boolean;
};

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** A tray of the acting store. */
async function storeTray(tx: Tx, kode_baki: string, kode_toko: string) {
  const tray = await loadTray(tx, kode_baki);
  assertSameStore(tray.kode_toko, kode_toko);
  return tray;
}

/**
 * POST sortir-pembelian: the picked buy-back lines (each named by kode_lot, or no_faktur_beli + line_no, or
 * the invoice's unsorted line of the type and weight seen) into a tray of the chosen warehouse.
 */
export async function sortirPembelian(deps: AppDeps, user: CurrentUser, body: SortirPembelianBody) {
  const done = await postDocument(deps, user, {
    type: 'SORTIR_PEMBELIAN',
    toko: body.kode_toko,
    plan: async ({ tx, store, number }) => {
      const tray = await storeTray(tx, body.kode_baki, store.kode_toko);
      if (tray.kode_gudang !== body.kode_gudang) throw badRequest(S.bakiBukanGudangIni);
      const invoices = [...new Set(body.detail_barang.map((line) => line.no_faktur_beli))];
      // The buy-back's lines are locked (their sorting mark is written below); a taken-over piece has no mark
      // of its own: its lot leaving the BELI place is what a second sort of it runs into.
      await tx.execute(sql`SELECT 1 FROM pembelian_detail WHERE no_faktur_beli IN (${inList(invoices)}) ORDER BY kode_lot FOR UPDATE`);
      const candidates = await rows<BeliLine>(
        tx,
        sql`SELECT no_faktur_beli, line_no, kode_lot, kode_toko, to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system, nama_barang, kode_group, kode_dept,
                   berat::text AS berat, kadar, kondisi, harga, is_batal, no_sortir, sita
            FROM ${SORTABLE_LINES} lines WHERE no_faktur_beli IN (${inList(invoices)}) ORDER BY kode_lot`,
      );
      const taken = new Set<string>();
      const picked: BeliLine[] = [];
      for (const line of body.detail_barang) {
        const match = candidates.find(
          (row) =>
            !taken.has(row.kode_lot) &&
            row.no_faktur_beli === line.no_faktur_beli &&
            (line.kode_lot
              ? row.kode_lot === line.kode_lot
              : line.line_no !== undefined
                ? row.line_no === line.line_no
                : row.no_sortir === null && !row.is_batal && row.kode_dept === line.kode_dept && compareGrams(row.berat, line.berat) === 0),
        );
        if (!match) throw notFound(`${S.pembelianSudahDisortir} (${line.no_faktur_beli})`);
        assertSameStore(match.kode_toko, store.kode_toko);
        if (match.is_batal || match.no_sortir !== null) throw conflict(`${S.pembelianSudahDisortir} (${match.no_faktur_beli})`);
        if (match.kode_dept !== line.kode_dept || match.kode_group !== line.kode_group || compareGrams(match.berat, line.berat) !== 0) {
          throw conflict(`${S.pembelianSudahDisortir} (${match.no_faktur_beli})`);
        }
        taken.add(match.kode_lot);
        picked.push(match);
      }
      const berat = sumGrams(picked.map((line) => line.berat));
      if (body.qty_asal !== undefined && body.qty_asal !== picked.length) throw badRequest(S.totalTidakSesuai);
      if (body.berat_asal !== undefined && compareGrams(body.berat_asal, berat) !== 0) throw badRequest(S.totalTidakSesuai);

      const no_sortir = await number();
      const beli = stockPlace('BELI', store.kode_toko, store.kode_toko);
      const to = bakiPlace(tray.kode_baki);
      const detail: SortirDetail[] = [];
      const lines: MovementLine[] = [];
      for (const line of picked) {
        const kadar = await purityOf(tx, line.kadar, line.kode_group);
        const murni = fineGrams(line.berat, kadar);
        const base = {
          kode_group: line.kode_group,
          kode_dept: line.kode_dept,
          qty: 1,
          berat: line.berat,
          kadar,
          berat_murni: murni,
          reason: 'SORTIR PEMBELIAN',
        };
        lines.push({ ...base, from: beli, kode_lot: line.kode_lot }, { ...base, to });
        detail.push({
          no_sortir,
          kode_lot: line.kode_lot,
          no_faktur_beli: line.no_faktur_beli,
          line_no: line.line_no,
          nama_barang: line.nama_barang,
          kode_group: line.kode_group,
          kode_dept: line.kode_dept,
          kondisi: line.kondisi,
          kadar: line.kadar,
          berat: line.berat,
          berat_murni: murni,
          harga: Number(line.harga),
          kode_lokasi_toko: tray.kode_baki,
          tgl_system: line.tgl_system,
        });
      }
      const murni = sumGrams(detail.map((line) => line.berat_murni));
      return {
        note: `Sortir ${tray.kode_gudang} ${tray.kode_baki}`,
        lines,
        after: async () => {
          await tx.insert(sortir_pembelian).values({
            no_sortir,
            kode_toko: store.kode_toko,
            tgl_system: store.tgl_system,
            kode_gudang: tray.kode_gudang,
            kode_baki: tray.kode_baki,
            qty: picked.length,
            berat,
            berat_murni: murni,
            qty_asal: body.qty_asal ?? picked.length,
            berat_asal: body.berat_asal ?? berat,
            qty_bos: body.qty_bos ?? picked.length,
            berat_bos: body.berat_bos ?? berat,
            user_id: user.user_id,
          });
          await tx
            .insert(sortir_pembelian_detail)
            .values(detail.map(({ tgl_system: _t, kode_lokasi_toko, ...line }) => ({ ...line, kode_baki: kode_lokasi_toko })));
          const bought = picked.filter((line) => !line.sita).map((line) => line.kode_lot);
          const marked = await markLotsSorted(tx, bought, no_sortir, store.tgl_system);
          if (marked.length !== bought.length) throw conflict(S.pembelianSudahDisortir);
          if (hasWarehouseRole(tray.kode_gudang, 'DAMAGED')) {
            const groups = new Map<string, { kode_group: string; kode_dept: string; qty: number; berat: string[]; murni: string[] }>();
            for (const line of detail) {
              const key = `${line.kode_group}|${line.kode_dept}`;
              const entry = groups.get(key) ?? { kode_group: line.kode_group, kode_dept: line.kode_dept, qty: 0, berat: [], murni: [] };
              entry.qty += 1;
              entry.berat.push(line.berat);
              entry.murni.push(line.berat_murni);
              groups.set(key, entry);
            }
            await tx.insert(barang_rusak).values(
              [...groups.values()].map((entry) => ({
                jenis_transaksi: DOCUMENT_TYPES.SORTIR_PEMBELIAN.prefix,
                no_ref: no_sortir,
                kode_toko: store.kode_toko,
                tgl_system: store.tgl_system,
                place: placeCode(to),
                place_kind: to.kind,
                kode_group: entry.kode_group,
                kode_dept: entry.kode_dept,
                qty: entry.qty,
                berat: sumGrams(entry.berat),
                berat_murni: sumGrams(entry.murni),
              })),
            );
          }
        },
        result: {
          buktiStruk: {
            no_sortir,
            kode_toko: store.kode_toko,
            kode_gudang: tray.kode_gudang,
            tgl_sortir: store.tgl_system,
            kondisi: oneOrMixed(picked.map((line) => line.kondisi)),
            kode_group: oneOrMixed(picked.map((line) => line.kode_group)),
            qty_sepuh: picked.length,
            berat_sepuh: berat,
            kode_baki: tray.kode_baki,
            jenis: perJenis(picked),
          },
          data: { no_sortir, detail_sortir: detail },
        },
      };
    },
  });
  return { message: MESSAGES.dataBerhasilDisimpan, buktiStruk: done.buktiStruk, data: done.data };
}

type SortirHeader = {
  no_sortir: string;
  kode_toko: string;
  tgl_system: string;
  kode_gudang: string;
  kode_baki: string;
  qty: number;
  berat: string;
  qty_asal: number;
  berat_asal: string;
  no_batal: string | null;
};

async function readSortir(q: Queryable, no_sortir: string): Promise<SortirHeader | undefined> {
  const [header] = await rows<SortirHeader>(
    q,
    sql`SELECT no_sortir, kode_toko, to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system, kode_gudang, kode_baki, qty, berat::text AS berat,
               qty_asal, berat_asal::text AS berat_asal, no_batal
        FROM sortir_pembelian WHERE no_sortir = ${no_sortir}`,
  );
  return header;
}

async function readSortirDetail(
  q: Queryable,
  no_sortir: string,
  extra = sql``,
): Promise<(SortirDetail & { no_sortir_sepuh: string | null })[]> {
  const found = await rows<SortirDetail & { no_sortir_sepuh: string | null }>(
    q,
    sql`SELECT d.no_sortir, d.kode_lot, d.no_faktur_beli, d.line_no, d.nama_barang, d.kode_group, d.kode_dept, d.kondisi, d.kadar, d.berat::text AS berat,
               d.berat_murni::text AS berat_murni, d.harga, d.kode_baki AS kode_lokasi_toko, to_char(p.tgl_system, 'YYYY-MM-DD') AS tgl_system, d.no_sortir_sepuh
        FROM sortir_pembelian_detail d JOIN sortir_pembelian p ON p.no_sortir = d.no_sortir
        WHERE d.no_sortir = ${no_sortir} ${extra} ORDER BY d.no_faktur_beli, d.line_no`,
  );
  return found.map((row) => ({ ...row, line_no: Number(row.line_no), harga: Number(row.harga) }));
}

/** A sort the user may see (staff: their store's), else 404 'No Sortir Tidak Ditemukan'. */
async function visibleSortir(q: Queryable, user: CurrentUser, no_sortir: string): Promise<SortirHeader> {
  const header = await readSortir(q, no_sortir);
  assertVisible(user, header, (record) => record.kode_toko, S.noSortirTidakDitemukan);
  return header;
}

/** GET sortir-pembelian/reprint: the sort's slip data (also of a cancelled sort). */
export async function reprintSortirPembelian(deps: AppDeps, user: CurrentUser, no_sortir: string) {
  const header = await visibleSortir(deps.db, user, no_sortir);
  const detail = await readSortirDetail(deps.db, no_sortir);
  return {
    data: {
      _id: { no_sortir },
      kode_gudang: header.kode_gudang,
      kode_toko: header.kode_toko,
      tgl_sortir: header.tgl_system,
      kondisi: oneOrMixed(detail.map((line) => line.kondisi)),
      kode_group: oneOrMixed(detail.map((line) => line.kode_group)),
      qty_asal: Number(header.qty_asal),
      berat_asal: header.berat_asal,
      total_qty: Number(header.qty),
      total_berat: header.berat,
      kode_baki: header.kode_baki,
      status: header.no_batal ? ('BATAL' as const) : ('AKTIF' as const),
      jenis: perJenis(detail),
      detail_sortir: detail.map(({ no_sortir_sepuh: _s, ...line }) => line),
    },
  };
}

/** POST sortir-pembelian/cancel: the reversing document; refused once a line went on to a refining sort or was validated as damaged. */
export async function batalSortirPembelian(deps: AppDeps, user: CurrentUser, no_sortir: string) {
  if ((await visibleSortir(deps.db, user, no_sortir)).no_batal) throw conflict(S.noSortirSudahDibatal);
  const done = await reverseDocument(deps, user, no_sortir, 'BATAL SORTIR PEMBELIAN', {
    check: async (tx) => {
      const [header] = await rows<{ no_batal: string | null }>(
        tx,
        sql`SELECT no_batal FROM sortir_pembelian WHERE no_sortir = ${no_sortir} FOR UPDATE`,
      );
      if (!header) throw notFound(S.noSortirTidakDitemukan);
      if (header.no_batal) throw conflict(S.noSortirSudahDibatal);
      const [moved] = await rows<{ n: number }>(
        tx,
        sql`SELECT (SELECT count(*) FROM sortir_pembelian_detail WHERE no_sortir = ${no_sortir} AND no_sortir_sepuh IS NOT NULL)
                 + (SELECT count(*) FROM barang_rusak WHERE no_ref = ${no_sortir} AND no_validasi IS NOT NULL) AS n`,
      );
      if (Number(moved?.n ?? 0) > 0) throw conflict(S.noSortirSudahDiproses);
    },
    after: async (tx, reversal) => {
      await tx.execute(
        sql`UPDATE sortir_pembelian SET no_batal = ${reversal.doc_no}, tgl_batal = ${reversal.tgl_system}, user_batal = ${user.user_id} WHERE no_sortir = ${no_sortir}`,
      );
      await unmarkLotsSorted(tx, no_sortir);
      await tx.execute(sql`UPDATE barang_rusak SET is_batal = 1 WHERE no_ref = ${no_sortir}`);
    },
  });
  return { message: MESSAGES.noSortirBerhasilDiBatal, no_batal: done.no_dokumen };
}

/** GET sortir-pembelian?no_sortir&kode_dept: the sort's lines still on its tray, for a refining sort. */
export async function lihatSortirPembelian(deps: AppDeps, user: CurrentUser, query: { no_sortir: string; kode_dept: string }) {
  const header = await visibleSortir(deps.db, user, query.no_sortir);
  if (header.no_batal) throw notFound(S.noSortirSudahDibatal);
  const detail = hasWarehouseRole(header.kode_gudang, 'DAMAGED')
    ? []
    : await readSortirDetail(
        deps.db,
        query.no_sortir,
        sql`AND d.no_sortir_sepuh IS NULL ${isSemua(query.kode_dept) ? sql`` : sql`AND d.kode_dept = ${query.kode_dept}`}`,
      );
  return {
    message: detail.length ? MESSAGES.dataLaporanTersedia : MESSAGES.dataYangAndaCariTidakAda,
    data: {
      no_sortir: header.no_sortir,
      tgl_system: header.tgl_system,
      kode_group: oneOrMixed(detail.map((line) => line.kode_group)),
      kondisi: oneOrMixed(detail.map((line) => line.kondisi)),
      kode_baki: header.kode_baki,
      kode_gudang: header.kode_gudang,
      jenis: perJenis(detail),
      detail_sortir: detail.map(({ no_sortir_sepuh: _s, ...line }) => line),
    },
  };
}

type SortLine = SortirDetail & { no_sortir_sepuh: string | null; kode_toko: string; kode_gudang: string; no_batal: string | null };

/** POST sortir-sepuh: purchase-sorted lines (by kode_lot, else invoice + type + weight) into an SS tray. */
export async function sortirSepuh(deps: AppDeps, user: CurrentUser, body: SortirSepuhBody) {
  const done = await postDocument(deps, user, {
    type: 'SORTIR_SEPUH',
    toko: body.kode_toko,
    plan: async ({ tx, store, number }) => {
      const tray = await storeTray(tx, body.kode_baki, store.kode_toko);
      assertTrayRole(tray, 'SORT_REFINE', S.bakiHarusGudangSS);
      const invoices = [...new Set(body.detail_barang.map((line) => line.no_faktur_beli))];
      const candidates = await rows<SortLine>(
        tx,
        sql`SELECT d.no_sortir, d.kode_lot, d.no_faktur_beli, d.line_no, d.nama_barang, d.kode_group, d.kode_dept, d.kondisi, d.kadar, d.berat::text AS berat,
                   d.berat_murni::text AS berat_murni, d.harga, d.kode_baki AS kode_lokasi_toko, to_char(p.tgl_system, 'YYYY-MM-DD') AS tgl_system,
                   d.no_sortir_sepuh, p.kode_toko, p.kode_gudang, p.no_batal
            FROM sortir_pembelian_detail d JOIN sortir_pembelian p ON p.no_sortir = d.no_sortir
            WHERE d.no_faktur_beli IN (${inList(invoices)}) ORDER BY d.no_sortir, d.kode_lot FOR UPDATE OF d`,
      );
      const taken = new Set<string>();
      const picked: SortLine[] = [];
      for (const line of body.detail_barang) {
        const open = (row: SortLine) => row.no_sortir_sepuh === null && row.no_batal === null;
        const matching = candidates.filter(
          (row) =>
            !taken.has(`${row.no_sortir}|${row.kode_lot}`) &&
            row.no_faktur_beli === line.no_faktur_beli &&
            (!line.no_sortir || row.no_sortir === line.no_sortir) &&
            (line.kode_lot
              ? row.kode_lot === line.kode_lot
              : row.kode_dept === line.kode_dept && compareGrams(row.berat, line.berat) === 0),
        );
        // A line sorted, cancelled and sorted again has a row per sort: the live one is meant.
        const match = matching.find(open) ?? matching[0];
        if (!match) throw notFound(`${S.barangSortirSudahDiproses} (${line.no_faktur_beli})`);
        assertSameStore(match.kode_toko, store.kode_toko);
        if (!open(match) || hasWarehouseRole(match.kode_gudang, 'DAMAGED'))
          throw conflict(`${S.barangSortirSudahDiproses} (${match.no_faktur_beli})`);
        if (match.kode_dept !== line.kode_dept || match.kode_group !== line.kode_group || compareGrams(match.berat, line.berat) !== 0) {
          throw conflict(`${S.barangSortirSudahDiproses} (${match.no_faktur_beli})`);
        }
        taken.add(`${match.no_sortir}|${match.kode_lot}`);
        picked.push(match);
      }
      const no_sortir = await number();
      const to = bakiPlace(tray.kode_baki);
      const lines: MovementLine[] = picked.map((line) => ({
        from: bakiPlace(line.kode_lokasi_toko),
        to,
        kode_group: line.kode_group,
        kode_dept: line.kode_dept,
        qty: 1,
        berat: line.berat,
        berat_murni: line.berat_murni,
        reason: 'SORTIR SEPUH',
      }));
      const berat = sumGrams(picked.map((line) => line.berat));
      const bukti = {
        no_sortir,
        tgl_sortir: store.tgl_system,
        kondisi: oneOrMixed(picked.map((line) => line.kondisi)),
        kode_group: oneOrMixed(picked.map((line) => line.kode_group)),
        kode_baki: tray.kode_baki,
        jenis: perJenis(picked),
        qty_sp: picked.length,
        berat_sp: berat,
        no_sortir_asal: [...new Set(picked.map((line) => line.no_sortir))].sort(),
        status: 'AKTIF' as const,
      };
      return {
        note: `Sortir Sepuh ${tray.kode_baki}`,
        lines,
        after: async () => {
          await tx.insert(sortir_sepuh).values({
            no_sortir,
            kode_toko: store.kode_toko,
            tgl_system: store.tgl_system,
            kode_baki: tray.kode_baki,
            qty: picked.length,
            berat,
            berat_murni: sumGrams(picked.map((line) => line.berat_murni)),
            user_id: user.user_id,
          });
          await tx.insert(sortir_sepuh_detail).values(
            picked.map((line) => ({
              no_sortir,
              kode_lot: line.kode_lot,
              no_sortir_asal: line.no_sortir,
              no_faktur_beli: line.no_faktur_beli,
              nama_barang: line.nama_barang,
              kode_group: line.kode_group,
              kode_dept: line.kode_dept,
              kondisi: line.kondisi,
              berat: line.berat,
              berat_murni: line.berat_murni,
              kode_baki_asal: line.kode_lokasi_toko,
              kode_baki: tray.kode_baki,
            })),
          );
          for (const line of picked) {
            await tx.execute(
              sql`UPDATE sortir_pembelian_detail SET no_sortir_sepuh = ${no_sortir} WHERE no_sortir = ${line.no_sortir} AND kode_lot = ${line.kode_lot}`,
            );
          }
        },
        result: { buktiSlip: bukti },
      };
    },
  });
  return { message: MESSAGES.dataBerhasilDisimpan, buktiSlip: done.buktiSlip };
}

type SepuhSortHeader = { no_sortir: string; kode_toko: string; tgl_system: string; kode_baki: string; no_batal: string | null };

async function visibleSortirSepuh(q: Queryable, user: CurrentUser, no_sortir: string): Promise<SepuhSortHeader> {
  const [header] = await rows<SepuhSortHeader>(
    q,
    sql`SELECT no_sortir, kode_toko, to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system, kode_baki, no_batal FROM sortir_sepuh WHERE no_sortir = ${no_sortir}`,
  );
  assertVisible(user, header, (record) => record.kode_toko, S.noSortirTidakDitemukan);
  return header;
}

/** GET sortir-sepuh/reprint: the refining sort's slip data. */
export async function reprintSortirSepuh(deps: AppDeps, user: CurrentUser, no_sortir: string) {
  const header = await visibleSortirSepuh(deps.db, user, no_sortir);
  const detail = await rows<SortirDetail & { no_sortir_asal: string }>(
    deps.db,
    sql`SELECT d.no_sortir, d.kode_lot, d.no_faktur_beli, 0 AS line_no, d.nama_barang, d.kode_group, d.kode_dept, d.kondisi, '-' AS kadar, d.berat::text AS berat,
               d.berat_murni::text AS berat_murni, 0 AS harga, d.kode_baki AS kode_lokasi_toko, ${header.tgl_system} AS tgl_system, d.no_sortir_asal
        FROM sortir_sepuh_detail d WHERE d.no_sortir = ${no_sortir} ORDER BY d.no_faktur_beli, d.kode_lot`,
  );
  const lines = detail.map(({ no_sortir_asal: _a, ...line }) => ({ ...line, line_no: Number(line.line_no), harga: Number(line.harga) }));
  return {
    data: {
      no_sortir,
      tgl_sortir: header.tgl_system,
      kondisi: oneOrMixed(detail.map((line) => line.kondisi)),
      kode_group: oneOrMixed(detail.map((line) => line.kode_group)),
      kode_baki: header.kode_baki,
      jenis: perJenis(detail),
      qty_sp: detail.length,
      berat_sp: sumGrams(detail.map((line) => line.berat)),
      no_sortir_asal: [...new Set(detail.map((line) => line.no_sortir_asal))].sort(),
      status: header.no_batal ? ('BATAL' as const) : ('AKTIF' as const),
      detail_sortir: lines,
    },
  };
}

/** POST sortir-sepuh/cancel: refused once the tray's type was sent to the refiner. */
export async function batalSortirSepuh(deps: AppDeps, user: CurrentUser, no_sortir: string) {
  if ((await visibleSortirSepuh(deps.db, user, no_sortir)).no_batal) throw conflict(S.noSortirSudahDibatal);
  const done = await reverseDocument(deps, user, no_sortir, 'BATAL SORTIR SEPUH', {
    check: async (tx) => {
      const [header] = await rows<{ no_batal: string | null }>(
        tx,
        sql`SELECT no_batal FROM sortir_sepuh WHERE no_sortir = ${no_sortir} FOR UPDATE`,
      );
      if (!header) throw notFound(S.noSortirTidakDitemukan);
      if (header.no_batal) throw conflict(S.noSortirSudahDibatal);
      const [moved] = await rows<{ n: number }>(
        tx,
        sql`SELECT count(*) AS n FROM sortir_sepuh_detail WHERE no_sortir = ${no_sortir} AND no_sepuh IS NOT NULL`,
      );
      if (Number(moved?.n ?? 0) > 0) throw conflict(S.noSortirSudahDiproses);
    },
    after: async (tx, reversal) => {
      await tx.execute(
        sql`UPDATE sortir_sepuh SET no_batal = ${reversal.doc_no}, tgl_batal = ${reversal.tgl_system}, user_batal = ${user.user_id} WHERE no_sortir = ${no_sortir}`,
      );
      await tx.execute(sql`UPDATE sortir_pembelian_detail SET no_sortir_sepuh = NULL WHERE no_sortir_sepuh = ${no_sortir}`);
    },
  });
  return { message: MESSAGES.noSortirBerhasilDiBatal, no_batal: done.no_dokumen };
}

/** GET sortir-sepuh?kode_baki&kode_dept: an SS tray's stock per type (from the ledger) and its refining-sort lines not yet sent. */
export async function isiSortirSepuh(deps: AppDeps, user: CurrentUser, query: { kode_baki: string; kode_dept: string }) {
  const tray = await loadTray(deps.db, query.kode_baki);
  assertStoreAccess(user, tray.kode_toko);
  const byDept = isSemua(query.kode_dept) ? sql`` : sql`AND kode_dept = ${query.kode_dept}`;
  const jenis = await rows<{ kode_dept: string; kode_group: string; qty: number; berat: string }>(
    deps.db,
    sql`SELECT kode_dept, kode_group, qty, berat::text AS berat FROM stock_balances
        WHERE place = ${placeCode(bakiPlace(tray.kode_baki))} AND (qty <> 0 OR berat <> 0) ${byDept} ORDER BY kode_dept, kode_group`,
  );
  const detail = isSemua(query.kode_dept)
    ? []
    : await rows<{ kode_barcode: string; no_sortir: string; kode_group: string; kode_dept: string; qty: number; berat: string }>(
        deps.db,
        sql`SELECT d.kode_lot AS kode_barcode, d.no_sortir, d.kode_group, d.kode_dept, 1 AS qty, d.berat::text AS berat
            FROM sortir_sepuh_detail d JOIN sortir_sepuh s ON s.no_sortir = d.no_sortir
            WHERE d.kode_baki = ${tray.kode_baki} AND d.kode_dept = ${query.kode_dept} AND d.no_sepuh IS NULL AND s.no_batal IS NULL
            ORDER BY d.no_sortir, d.kode_lot`,
      );
  return {
    message: jenis.length ? MESSAGES.dataLaporanTersedia : MESSAGES.dataYangAndaCariTidakAda,
    data: {
      kode_baki: tray.kode_baki,
      jenis: jenis.map((row) => ({ ...row, qty: Number(row.qty) })),
      detail: detail.map((row) => ({ ...row, qty: Number(row.qty) })),
    },
  };
}

const SORTIR_PDF_COLUMNS: readonly ReportColumn[] = [
  { key: 'no_faktur_beli', label: 'No Faktur Beli', total: 'label', width: 1.8 },
  { key: 'nama_barang', label: 'Nama Barang', width: 2 },
  { key: 'kondisi', label: 'Kondisi' },
  { key: 'kode_group', label: 'Kategori' },
  { key: 'kode_dept', label: 'Jenis' },
  { key: 'kadar', label: 'Kadar' },
  { key: 'qty', label: 'Qty', format: 'qty', total: 'sum' },
  { key: 'berat', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' },
];

/** GET sortir-pembelian/pdf: the sort's lines as a PDF (the specification's "data for the PDF" of a save). */
export async function pdfSortirPembelian(deps: AppDeps, user: CurrentUser, no_sortir: string): Promise<{ fileName: string; pdf: Buffer }> {
  const header = await visibleSortir(deps.db, user, no_sortir);
  const detail = await readSortirDetail(deps.db, no_sortir);
  const doc: ReportDocument = {
    title: `SORTIR PEMBELIAN ${no_sortir}`,
    shop: { nama_toko: user.nama_toko, alamat_toko: user.alamat_toko },
    period: `Tanggal : ${header.tgl_system}   Gudang : ${header.kode_gudang}   Baki : ${header.kode_baki}${header.no_batal ? '   (BATAL)' : ''}`,
    columns: SORTIR_PDF_COLUMNS,
    detail: null,
    rows: detail.map((line) => ({ ...line, qty: 1 })),
    totals: { qty: detail.length, berat: sumGrams(detail.map((line) => line.berat)) },
    stamp: { user_id: user.user_id, printed_at: printDate(deps.clock.now(), deps.env.TZ_STORE) },
  };
  return { fileName: `sortir_${no_sortir}.pdf`, pdf: await renderReportPdf(doc) };
}
