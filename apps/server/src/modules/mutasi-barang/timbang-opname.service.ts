// Weighing a tray (/timbang-baki) and counting a tray (/stock-opname). A weighing only records the
// comparison; a count posts its adjustment through the ledger.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  DOC_PREFIXES,
  bandingkanOpname,
  hitungTimbangBaki,
  MESSAGES,
  sumGrams,
  type mutasiBarangApi,
  type OpnameHasil,
  type TimbangBakiInput,
  type BodyOf,
} from '@kencana/core';
import { assertStoreAccess, isPrivileged } from '../../auth/policy.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { rows, type Queryable } from '../../db/client.ts';
import { stock_opname_barang, stock_opname_barang_detail, timbang_baki } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { badRequest, conflict, forbidden } from '../../http/errors.ts';
import type { MovementLine } from '../../ledger/post-movements.ts';
import { nextDocNo } from '../../numbering/next-doc-no.ts';
import {
  actingStore,
  bakiPlace,
  boundaryPlace,
  itemLine,
  moveMutasi,
  placeCode,
  postDocument,
  readItems,
  visibleTray,
  type ItemRow,
  type MutasiInput,
  type RestatedItem,
  type Tray,
} from '../../stock/index.ts';
import { reportMessage } from '../barang/index.ts';

/** A posted count or weighing, hashed: what makes a second identical post recognisable as a double submit. */
const fingerprint = (parts: unknown[]): string => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/** The tray's last ledger row: a count or weighing repeated after anything moved on the tray is a new one. */
async function lastLedgerId(q: Queryable, tray: Tray): Promise<number> {
  const [row] = await rows<{ id: number | null }>(
    q,
    sql`SELECT MAX(id) AS id FROM stock_movements WHERE place = ${placeCode(bakiPlace(tray.kode_baki))}`,
  );
  return Number(row?.id ?? 0);
}

/** The ledger's figures of a tray and the tare its goods carry. */
async function trayFigures(q: Queryable, tray: Tray) {
  const place = placeCode(bakiPlace(tray.kode_baki));
  const [ledger] = await rows<{ qty: number; berat: string }>(
    q,
    sql`SELECT COALESCE(SUM(qty), 0)::int AS qty, COALESCE(SUM(berat), 0)::numeric(14,3)::text AS berat FROM stock_balances WHERE place = ${place}`,
  );
  const [tare] = await rows<{ bandrol: string; plastik: string; atribut: string }>(
    q,
    sql`SELECT COALESCE(SUM(berat_bandrol), 0)::numeric(14,3)::text AS bandrol, COALESCE(SUM(berat_plastik), 0)::numeric(14,3)::text AS plastik,
               COALESCE(SUM(berat_atribut), 0)::numeric(14,3)::text AS atribut FROM barang WHERE lokasi = ${place}`,
  );
  const figures = {
    berat_sistem: ledger?.berat ?? '0.000',
    berat_bandrol: tare?.bandrol ?? '0.000',
    berat_plastik: tare?.plastik ?? '0.000',
    berat_atribut: tare?.atribut ?? '0.000',
    berat_baki: tray.berat_baki,
  };
  const hasil = hitungTimbangBaki({ ...figures, berat_timbangan: '0' });
  return {
    kode_baki: tray.kode_baki,
    kode_gudang: tray.kode_gudang,
    kode_toko: tray.kode_toko,
    qty: Number(ledger?.qty ?? 0),
    ...figures,
    berat_tara: hasil.berat_tara,
    berat_seharusnya: hasil.berat_seharusnya,
  };
}

export async function timbangBakiFigures(deps: AppDeps, user: CurrentUser, kode_baki: string) {
  return { data: await trayFigures(deps.db, await visibleTray(deps.db, user, kode_baki)) };
}

/**
 * Records a weighing of a tray: the scale's weight less tare against the ledger's weight. The tray row is
 * locked first; the same weighing posted again with nothing moved on the tray since (a double submit) is
 * refused, so racing identical posts record one weighing.
 */
export async function timbangBaki(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof mutasiBarangApi.timbangBaki>) {
  return deps.db.transaction(async (tx) => {
    const tray = await visibleTray(tx, user, body.kode_baki);
    const store = await actingStore(deps, tx, user, tray.kode_toko);
    await tx.execute(sql`SELECT kode_baki FROM baki WHERE kode_baki = ${tray.kode_baki} FOR UPDATE`);
    const sidik = fingerprint([tray.kode_baki, body.berat_timbangan, body.keterangan]);
    const ledger_id = await lastLedgerId(tx, tray);
    const [previous] = await rows<{ sidik: string; ledger_id: number }>(
      tx,
      sql`SELECT sidik, ledger_id FROM timbang_baki WHERE kode_baki = ${tray.kode_baki} ORDER BY created_at DESC, no_timbang DESC LIMIT 1`,
    );
    if (previous && previous.sidik === sidik && Number(previous.ledger_id) === ledger_id) throw conflict(MESSAGES.timbangSudahDisimpan);
    const figures = await trayFigures(tx, tray);
    const hasil = hitungTimbangBaki({ ...figures, berat_timbangan: body.berat_timbangan });
    // A weighing is a record, not a stock document (it moves nothing), numbered in its own sequence.
    const no_timbang = await nextDocNo(tx, DOC_PREFIXES.TIMBANG_BAKI, store.kode_toko, store.tgl_system);
    const now = deps.clock.now();
    await tx.insert(timbang_baki).values({
      no_timbang,
      kode_toko: store.kode_toko,
      kode_gudang: tray.kode_gudang,
      kode_baki: tray.kode_baki,
      tgl_system: store.tgl_system,
      qty: figures.qty,
      berat_sistem: figures.berat_sistem,
      berat_bandrol: figures.berat_bandrol,
      berat_plastik: figures.berat_plastik,
      berat_atribut: figures.berat_atribut,
      berat_baki: figures.berat_baki,
      berat_timbangan: body.berat_timbangan,
      selisih: hasil.selisih,
      keterangan: body.keterangan,
      user_id: user.user_id,
      sidik,
      ledger_id,
      created_at: now,
    });
    const [row] = (await listTimbang(tx, sql`t.no_timbang = ${no_timbang}`, deps.env.TZ_STORE)) as [TimbangRow];
    return { message: MESSAGES.dataBerhasilDisimpan, data: row };
  });
}

type TimbangRow = Awaited<ReturnType<typeof listTimbang>>[number];

async function listTimbang(q: Queryable, where: ReturnType<typeof sql>, timeZone: string) {
  const found = await rows<
    TimbangBakiInput & {
      no_timbang: string;
      tgl_system: string;
      kode_toko: string;
      kode_gudang: string;
      kode_baki: string;
      qty: number;
      keterangan: string;
      user_id: string;
      jam: string;
    }
  >(
    q,
    sql`SELECT t.no_timbang, to_char(t.tgl_system, 'YYYY-MM-DD') AS tgl_system, t.kode_toko, t.kode_gudang, t.kode_baki, t.qty,
               t.berat_sistem::numeric(14,3)::text AS berat_sistem, t.berat_bandrol::text AS berat_bandrol, t.berat_plastik::text AS berat_plastik,
               t.berat_atribut::text AS berat_atribut, t.berat_baki::text AS berat_baki, t.berat_timbangan::text AS berat_timbangan,
               t.keterangan, t.user_id, to_char(t.created_at AT TIME ZONE ${timeZone}, 'HH24:MI') AS jam
        FROM timbang_baki t WHERE ${where} ORDER BY t.created_at, t.no_timbang`,
  );
  return found.map((row) => {
    const hasil = hitungTimbangBaki(row);
    return {
      ...row,
      qty: Number(row.qty),
      berat_tara: hasil.berat_tara,
      berat_seharusnya: hasil.berat_seharusnya,
      berat_bersih: hasil.berat_bersih,
      selisih: hasil.selisih,
    };
  });
}

// ------------------------------------------------------------------------------------- stock opname

/** The tray's goods in the books: the count sheet. */
export async function opnameBaki(deps: AppDeps, user: CurrentUser, kode_baki: string) {
  const tray = await visibleTray(deps.db, user, kode_baki);
  const items = await rows<{ kode_barcode: string; nama_barang: string; berat: string }>(
    deps.db,
    sql`SELECT kode_barcode, nama_barang, berat::text AS berat FROM barang WHERE lokasi = ${placeCode(bakiPlace(tray.kode_baki))} ORDER BY kode_barcode`,
  );
  return {
    data: {
      kode_baki: tray.kode_baki,
      kode_gudang: tray.kode_gudang,
      qty: items.length,
      berat: sumGrams(items.map((item) => item.berat)),
      detail_barang: items,
    },
  };
}

type Scan = { kode_barcode: string; berat?: string | undefined };

/** The comparison of a count with the books, from items already read (or locked). */
function compare(tray: Tray, kode_toko: string, onTray: ItemRow[], scanned: Map<string, ItemRow>, scans: readonly Scan[]): OpnameHasil {
  const result = bandingkanOpname(
    onTray.map((item) => ({ kode_barcode: item.kode_barcode, berat: item.berat })),
    scans.map((scan) => ({ kode_barcode: scan.kode_barcode, berat: scan.berat ?? null })),
  );
  const nama = (code: string) => scanned.get(code)?.nama_barang ?? onTray.find((item) => item.kode_barcode === code)?.nama_barang ?? '-';
  return {
    kode_baki: tray.kode_baki,
    qty_sistem: onTray.length,
    berat_sistem: sumGrams(onTray.map((item) => item.berat)),
    ditemukan: result.ditemukan.map((row) => ({ ...row, nama_barang: nama(row.kode_barcode) })),
    hilang: result.hilang.map((row) => ({ kode_barcode: row.kode_barcode, nama_barang: nama(row.kode_barcode), berat: row.berat })),
    lebih: result.lebih.map((scan) => {
      const item = scanned.get(scan.kode_barcode);
      const lokasi = item?.lokasi ?? '-';
      const tindakan =
        item && item.kode_toko === kode_toko && item.lokasi_kind === 'BAKI'
          ? 'PINDAH'
          : item && lokasi === placeCode(boundaryPlace('LOSS', kode_toko))
            ? 'KEMBALI'
            : 'TIDAK_DIPROSES';
      return { kode_barcode: scan.kode_barcode, nama_barang: item?.nama_barang ?? '-', lokasi, tindakan };
    }),
    berat_selisih: result.berat_selisih,
  };
}

/** Reads (or, inside a posting, locks) the tray's items and the scanned ones in one barcode-ordered query. */
async function readCount(q: Queryable, tray: Tray, scans: readonly Scan[], lock: boolean) {
  const place = placeCode(bakiPlace(tray.kode_baki));
  const codes = [...new Set(scans.map((scan) => scan.kode_barcode))];
  const items = await readItems(q, codes, { lock, extra: sql`b.lokasi = ${place}` });
  const onTray = [...items.values()].filter((item) => item.lokasi === place);
  return { onTray, scanned: items };
}

export async function cekOpname(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof mutasiBarangApi.cekOpname>) {
  const tray = await visibleTray(deps.db, user, body.kode_baki);
  const { onTray, scanned } = await readCount(deps.db, tray, body.detail_barang, false);
  return { data: compare(tray, tray.kode_toko, onTray, scanned, body.detail_barang) };
}

/**
 * Posts a count of a tray in one STOCK_OPNAME document: missing items → LOSS (declared loss, kept on the
 * item as its LOSS place so a later count can bring them back), items of the store found here from another
 * tray → moved here, items booked missing and found → back from LOSS, found items weighed differently →
 * weight adjusted (declared loss or gain). Unknown, sold, destroyed or other stores' items are reported
 * (TIDAK_DIPROSES) and left alone. The count is recorded even when nothing changes.
 *
 * A count with no scanned item would write off the whole tray: it is refused unless it is an explicit
 * "tray empty" count, which only OWN/SU may confirm. The tray row is locked first, so counts of one tray run
 * one after the other; the same count posted again with nothing moved on the tray since (a double submit)
 * is refused, so racing identical posts record one count.
 */
export async function postOpname(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof mutasiBarangApi.postOpname>) {
  if (body.detail_barang.length === 0 && !body.baki_kosong) throw badRequest(MESSAGES.opnameBelumAdaBarangDiscan);
  if (body.baki_kosong && !isPrivileged(user)) throw forbidden(MESSAGES.opnameBakiKosongHanyaOwner);
  if (body.baki_kosong && body.detail_barang.length > 0) throw badRequest(MESSAGES.dataTidakValid);
  const tray = await visibleTray(deps.db, user, body.kode_baki);
  const here = bakiPlace(tray.kode_baki);
  const sidik = fingerprint([
    tray.kode_baki,
    [...body.detail_barang].sort((a, b) => (a.kode_barcode < b.kode_barcode ? -1 : 1)),
    body.alasan,
    body.baki_kosong,
  ]);
  const counted = await postDocument(deps, user, {
    type: 'STOCK_OPNAME',
    toko: tray.kode_toko,
    plan: async ({ tx, store, number }) => {
      await tx.execute(sql`SELECT kode_baki FROM baki WHERE kode_baki = ${tray.kode_baki} FOR UPDATE`);
      const [previous] = await rows<{ sidik: string; ledger_id: number }>(
        tx,
        sql`SELECT sidik, ledger_id FROM stock_opname_barang WHERE kode_baki = ${tray.kode_baki} ORDER BY created_at DESC, no_so DESC LIMIT 1`,
      );
      if (previous && previous.sidik === sidik && Number(previous.ledger_id) === (await lastLedgerId(tx, tray)))
        throw conflict(MESSAGES.opnameSudahDiposting);

      const { onTray, scanned } = await readCount(tx, tray, body.detail_barang, true);
      const hasil = compare(tray, store.kode_toko, onTray, scanned, body.detail_barang);
      const no_so = await number();
      const lost = boundaryPlace('LOSS', store.kode_toko);
      const lines: MovementLine[] = [];
      const restate: RestatedItem[] = [];
      const mutasi: MutasiInput[] = [];
      for (const row of hasil.hilang) {
        const item = scanned.get(row.kode_barcode) as ItemRow;
        lines.push(itemLine(item, here, lost, 'SO HILANG'));
        mutasi.push(moveMutasi(item, lost, body.alasan));
      }
      for (const row of hasil.lebih) {
        const item = scanned.get(row.kode_barcode);
        if (!item || row.tindakan === 'TIDAK_DIPROSES') continue;
        const from = row.tindakan === 'PINDAH' ? bakiPlace(item.kode_baki as string) : lost;
        lines.push(itemLine(item, from, here, row.tindakan === 'PINDAH' ? 'SO PINDAH' : 'SO KEMBALI'));
        mutasi.push(moveMutasi(item, here, body.alasan));
      }
      for (const row of hasil.ditemukan) {
        if (row.selisih === '0.000') continue;
        const item = scanned.get(row.kode_barcode) as ItemRow;
        const state = { place: here, kode_group: item.kode_group, kode_dept: item.kode_dept, purity: item.purity };
        restate.push({
          kode_barcode: item.kode_barcode,
          from: { ...state, berat: item.berat },
          to: { ...state, berat: row.berat_hitung },
          reason: 'SO SELISIH BERAT',
        });
        mutasi.push({ ...moveMutasi(item, here, body.alasan), berat_tujuan: row.berat_hitung });
      }
      const posted = lines.length > 0 || restate.length > 0;
      return {
        note: body.alasan,
        lines,
        restate,
        history: mutasi,
        after: async () => {
          await tx.insert(stock_opname_barang).values({
            no_so,
            kode_toko: store.kode_toko,
            kode_baki: tray.kode_baki,
            tgl_system: store.tgl_system,
            qty_sistem: hasil.qty_sistem,
            berat_sistem: hasil.berat_sistem,
            qty_ditemukan: hasil.ditemukan.length,
            qty_hilang: hasil.hilang.length,
            qty_lebih: hasil.lebih.length,
            berat_selisih: hasil.berat_selisih,
            alasan: body.alasan,
            doc_no: posted ? no_so : null,
            user_id: user.user_id,
            sidik,
            ledger_id: await lastLedgerId(tx, tray),
          });
          const place = placeCode(here);
          const detail = [
            ...hasil.ditemukan.map((row) => ({
              no_so,
              kode_barcode: row.kode_barcode,
              hasil: 'DITEMUKAN',
              lokasi: place,
              berat_sistem: row.berat_sistem,
              berat_hitung: row.berat_hitung,
            })),
            ...hasil.hilang.map((row) => ({
              no_so,
              kode_barcode: row.kode_barcode,
              hasil: 'HILANG',
              lokasi: place,
              berat_sistem: row.berat,
              berat_hitung: '0',
            })),
            ...hasil.lebih.map((row) => ({
              no_so,
              kode_barcode: row.kode_barcode,
              hasil: row.tindakan,
              lokasi: row.lokasi.slice(0, 60),
              berat_sistem: scanned.get(row.kode_barcode)?.berat ?? '0',
              berat_hitung: body.detail_barang.find((scan) => scan.kode_barcode === row.kode_barcode)?.berat ?? '0',
            })),
          ];
          for (let start = 0; start < detail.length; start += 500)
            await tx.insert(stock_opname_barang_detail).values(detail.slice(start, start + 500));
        },
        result: { no_so, data: hasil },
      };
    },
  });
  return { message: MESSAGES.stockOpnameBerhasil, no_so: counted.no_so, no_dokumen: counted.no_dokumen, data: counted.data };
}

export async function opnameReport(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof mutasiBarangApi.opnameReport>) {
  const kode_toko = assertStoreAccess(user, body.kode_toko);
  const found = await rows<{
    no_so: string;
    tgl_system: string;
    kode_toko: string;
    kode_baki: string;
    qty_sistem: number;
    berat_sistem: string;
    qty_ditemukan: number;
    qty_hilang: number;
    qty_lebih: number;
    berat_selisih: string;
    alasan: string;
    no_dokumen: string;
    user_id: string;
  }>(
    deps.db,
    sql`SELECT no_so, to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system, kode_toko, kode_baki, qty_sistem, berat_sistem::text AS berat_sistem,
               qty_ditemukan, qty_hilang, qty_lebih, berat_selisih::text AS berat_selisih, alasan, COALESCE(doc_no, '-') AS no_dokumen, user_id
        FROM stock_opname_barang WHERE kode_toko = ${kode_toko} AND tgl_system BETWEEN ${body.tgl_from} AND ${body.tgl_to} ORDER BY created_at, no_so`,
  );
  const data = found.map((row) => ({
    ...row,
    qty_sistem: Number(row.qty_sistem),
    qty_ditemukan: Number(row.qty_ditemukan),
    qty_hilang: Number(row.qty_hilang),
    qty_lebih: Number(row.qty_lebih),
  }));
  return { message: reportMessage(data.length, MESSAGES.dataLaporanTersedia, MESSAGES.dataLaporanTidakTersedia), data };
}
