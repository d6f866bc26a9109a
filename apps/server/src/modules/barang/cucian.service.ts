// Cleaning (/cucian): items leave their trays for the cleaner (ledger place TRANSIT:<no_cucian>, still the
// store's stock, on no tray) and come back weighed; the weight lost in cleaning is declared loss.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { compareGrams, MESSAGES, type mutasiBarangApi } from '@kencana/core';
import { scopeToko } from '../../auth/access.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { rows } from '../../db/client.ts';
import { barang, cucian, cucian_detail } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { postMovements, type DeclaredLoss, type MovementLine } from '../../ledger/post-movements.ts';
import { bakiPlace, transitPlace } from '../../ledger/places.ts';
import { nextDocNo } from '../../numbering/next-doc-no.ts';
import { actingStore, assertUnique, DOC, inOrder, loadTray, lockItems, lockScannedOnStoreTrays, moveMutasi, restateLines, sumBerat, writeMutasi } from './common.ts';

type Body<E extends { body?: z.ZodType }> = z.infer<NonNullable<E['body']>>;

/** Sends items on the store's trays to the cleaner: one KIRIM_CUCIAN document, tray → TRANSIT:<no_cucian>. */
export async function kirimCucian(deps: AppDeps, user: CurrentUser, body: Body<typeof mutasiBarangApi.kirimCucian>) {
  return deps.db.transaction(async (tx) => {
    const store = await actingStore(deps, tx, user, body.kode_toko);
    const items = await lockScannedOnStoreTrays(tx, body.detail_barang, store.kode_toko);
    const no_cucian = await nextDocNo(tx, DOC.CUCI.prefix, store.kode_toko, store.tgl_system);
    const doc = { doc_no: no_cucian, doc_type: DOC.CUCI.type, kode_toko: store.kode_toko, tgl_system: store.tgl_system, user_id: user.user_id };
    const road = transitPlace(no_cucian, store.kode_toko);
    await postMovements(
      tx,
      { ...doc, note: (body.keterangan || 'Kirim cucian').slice(0, 255) },
      items.map((item) => ({ from: bakiPlace(item.kode_baki as string), to: road, kode_group: item.kode_group, kode_dept: item.kode_dept, qty: 1, berat: item.berat, kode_barcode: item.kode_barcode, reason: 'CUCIAN' })),
    );
    await tx.insert(cucian).values({ no_cucian, kode_toko: store.kode_toko, tgl_kirim: store.tgl_system, keterangan: body.keterangan, user_id: user.user_id });
    await tx.insert(cucian_detail).values(items.map((item) => ({ no_cucian, kode_barcode: item.kode_barcode, kode_baki_asal: item.kode_baki as string, berat_awal: item.berat })));
    await writeMutasi(tx, doc, items.map((item) => moveMutasi(item, road, 'KIRIM CUCIAN')));
    return { message: MESSAGES.dataBerhasilDisimpan, no_cucian, qty: items.length, berat: sumBerat(items.map((item) => item.berat)) };
  });
}

type CucianRow = { no_cucian: string; tgl_kirim: string; kode_toko: string; keterangan: string; status: 'OPEN' | 'SELESAI' };
type CucianItemRow = { no_cucian: string; kode_barcode: string; nama_barang: string; kode_baki_asal: string; berat_awal: string; berat_akhir: string; status: 'CUCI' | 'KEMBALI'; no_ambil: string };

/** The store's cleaning batches with items still at the cleaner, each with all its items. */
export async function cucianOpen(deps: AppDeps, user: CurrentUser, kode_toko?: string) {
  const store = scopeToko(user, kode_toko);
  const batches = await rows<CucianRow>(
    deps.db,
    sql`SELECT no_cucian, to_char(tgl_kirim, 'YYYY-MM-DD') AS tgl_kirim, kode_toko, keterangan, status FROM cucian
        WHERE kode_toko = ${store} AND status = 'OPEN' ORDER BY tgl_kirim, no_cucian`,
  );
  if (batches.length === 0) return { data: [] };
  const items = await rows<CucianItemRow>(
    deps.db,
    sql`SELECT d.no_cucian, d.kode_barcode, b.nama_barang, d.kode_baki_asal, d.berat_awal::text AS berat_awal,
               COALESCE(d.berat_akhir::text, '-') AS berat_akhir, d.status, COALESCE(d.no_ambil, '-') AS no_ambil
        FROM cucian_detail d JOIN barang b ON b.kode_barcode = d.kode_barcode
        WHERE d.no_cucian IN (${sql.join(batches.map((batch) => sql`${batch.no_cucian}`), sql`, `)}) ORDER BY d.no_cucian, d.kode_barcode`,
  );
  return {
    data: batches.map((batch) => ({
      ...batch,
      detail_barang: items.filter((item) => item.no_cucian === batch.no_cucian).map(({ no_cucian: _no, ...item }) => item),
    })),
  };
}

/**
 * Takes items back from the cleaner with their weight after cleaning. Each goes back to the tray it came
 * from unless a tray is named (per item or for all). The lost weight is declared loss (SUSUT CUCI); a
 * heavier item is refused. Items not listed stay at the cleaner; the batch closes when none is left.
 */
export async function ambilCucian(deps: AppDeps, user: CurrentUser, body: Body<typeof mutasiBarangApi.ambilCucian>) {
  const codes = body.detail_barang.map((line) => line.kode_barcode);
  assertUnique(codes);
  return deps.db.transaction(async (tx) => {
    const [batch] = await rows<CucianRow>(
      tx,
      sql`SELECT no_cucian, to_char(tgl_kirim, 'YYYY-MM-DD') AS tgl_kirim, kode_toko, keterangan, status FROM cucian WHERE no_cucian = ${body.no_cucian} FOR UPDATE`,
    );
    if (!batch || (!user.privileged && batch.kode_toko !== user.kode_toko)) throw notFound(MESSAGES.cucianTidakDitemukan);
    const store = await actingStore(deps, tx, user, batch.kode_toko);
    const detail = await rows<{ kode_barcode: string; kode_baki_asal: string; berat_awal: string; status: string }>(
      tx,
      sql`SELECT kode_barcode, kode_baki_asal, berat_awal::text AS berat_awal, status FROM cucian_detail WHERE no_cucian = ${body.no_cucian}`,
    );
    const byCode = new Map(detail.map((row) => [row.kode_barcode, row]));
    const trays = new Map<string, string>();
    for (const line of body.detail_barang) {
      const row = byCode.get(line.kode_barcode);
      if (!row || row.status !== 'CUCI') throw badRequest(`${MESSAGES.barangTidakAdaDalamCucian} (${line.kode_barcode})`);
      if (compareGrams(line.berat_akhir, row.berat_awal) > 0) throw badRequest(`${MESSAGES.beratCuciTidakBolehLebih} (${line.kode_barcode})`);
      const kode_baki = line.kode_baki || body.kode_baki || row.kode_baki_asal;
      if (!trays.has(kode_baki)) {
        const tray = await loadTray(tx, kode_baki);
        if (tray.kode_toko !== store.kode_toko) throw badRequest(MESSAGES.aksesTokoLainDitolak);
      }
      trays.set(line.kode_barcode, kode_baki);
    }
    const items = inOrder(await lockItems(tx, codes), codes);
    const doc_no = await nextDocNo(tx, DOC.AMBIL_CUCI.prefix, store.kode_toko, store.tgl_system);
    const doc = { doc_no, doc_type: DOC.AMBIL_CUCI.type, kode_toko: store.kode_toko, tgl_system: store.tgl_system, user_id: user.user_id };
    const road = transitPlace(body.no_cucian, store.kode_toko);
    const lines: MovementLine[] = [];
    const losses: DeclaredLoss[] = [];
    const after = new Map(body.detail_barang.map((line) => [line.kode_barcode, line.berat_akhir]));
    for (const item of items) {
      const berat_akhir = after.get(item.kode_barcode) as string;
      const to = bakiPlace(trays.get(item.kode_barcode) as string);
      const restated = restateLines(
        item.kode_barcode,
        { place: road, kode_group: item.kode_group, kode_dept: item.kode_dept, berat: item.berat },
        { place: to, kode_group: item.kode_group, kode_dept: item.kode_dept, berat: berat_akhir },
        'SUSUT CUCI',
        store.kode_toko,
      );
      lines.push(...restated.lines);
      losses.push(...restated.losses);
      await tx.update(barang).set({ berat: berat_akhir, updated_at: sql`now()` }).where(sql`${barang.kode_barcode} = ${item.kode_barcode}`);
      await tx.execute(sql`UPDATE cucian_detail SET status = 'KEMBALI', berat_akhir = ${berat_akhir}, no_ambil = ${doc_no},
                             kode_baki_kembali = ${trays.get(item.kode_barcode) as string}, tgl_ambil = ${store.tgl_system}
                           WHERE no_cucian = ${body.no_cucian} AND kode_barcode = ${item.kode_barcode}`);
    }
    await postMovements(tx, { ...doc, note: `Ambil ${body.no_cucian}` }, lines, losses);
    const left = detail.filter((row) => row.status === 'CUCI' && !after.has(row.kode_barcode)).length;
    if (left === 0) await tx.execute(sql`UPDATE cucian SET status = 'SELESAI' WHERE no_cucian = ${body.no_cucian}`);
    await writeMutasi(
      tx,
      doc,
      items.map((item) => ({ ...moveMutasi(item, bakiPlace(trays.get(item.kode_barcode) as string), 'AMBIL CUCIAN'), berat_tujuan: after.get(item.kode_barcode) as string })),
    );
    const berat_awal = sumBerat(items.map((item) => item.berat));
    const berat_akhir = sumBerat(items.map((item) => after.get(item.kode_barcode) as string));
    return { message: MESSAGES.dataBerhasilDisimpan, no_dokumen: doc_no, qty: items.length, berat_awal, berat_akhir, susut: sumBerat([berat_awal, `-${berat_akhir}`]) };
  });
}

