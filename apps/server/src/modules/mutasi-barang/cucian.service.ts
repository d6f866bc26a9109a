// Cleaning (/cucian): items leave their trays for the cleaner (a ledger place of kind CUCIAN named after the
// batch: still the store's stock, on no tray) and come back weighed; the weight lost in cleaning is declared loss.
import { sql } from 'drizzle-orm';
import { compareGrams, MESSAGES, subGrams, sumGrams, type mutasiBarangApi, type BodyOf } from '@kencana/core';
import { assertSameStore, assertStoreAccess, assertVisible } from '../../auth/policy.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { rows } from '../../db/client.ts';
import { cucian, cucian_detail } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { badRequest } from '../../http/errors.ts';
import {
  assertUnique,
  bakiPlace,
  cucianPlace,
  inOrder,
  itemLine,
  loadTray,
  lockItems,
  lockScannedOnStoreTrays,
  moveMutasi,
  postDocument,
} from '../../stock/index.ts';

/** Sends items on the store's trays to the cleaner: one KIRIM_CUCIAN document, tray → the batch's CUCIAN place. */
export async function kirimCucian(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof mutasiBarangApi.kirimCucian>) {
  const sent = await postDocument(deps, user, {
    type: 'KIRIM_CUCIAN',
    alwaysPosts: true,
    toko: body.kode_toko,
    plan: async ({ tx, store, number }) => {
      const items = await lockScannedOnStoreTrays(tx, body.detail_barang, store.kode_toko);
      const no_cucian = await number();
      const cleaner = cucianPlace(no_cucian, store.kode_toko);
      return {
        note: body.keterangan || 'Kirim cucian',
        lines: items.map((item) => itemLine(item, bakiPlace(item.kode_baki), cleaner, 'CUCIAN')),
        history: items.map((item) => moveMutasi(item, cleaner, 'KIRIM CUCIAN')),
        after: async () => {
          await tx.insert(cucian).values({
            no_cucian,
            kode_toko: store.kode_toko,
            tgl_kirim: store.tgl_system,
            keterangan: body.keterangan,
            user_id: user.user_id,
          });
          await tx
            .insert(cucian_detail)
            .values(
              items.map((item) => ({ no_cucian, kode_barcode: item.kode_barcode, kode_baki_asal: item.kode_baki, berat_awal: item.berat })),
            );
        },
        result: {},
      };
    },
  });
  return { message: MESSAGES.dataBerhasilDisimpan, no_cucian: sent.no_dokumen, qty: sent.qty, berat: sent.berat };
}

type CucianRow = { no_cucian: string; tgl_kirim: string; kode_toko: string; keterangan: string; status: 'OPEN' | 'SELESAI' };
type CucianItemRow = {
  no_cucian: string;
  kode_barcode: string;
  nama_barang: string;
  kode_baki_asal: string;
  berat_awal: string;
  berat_akhir: string;
  status: 'CUCI' | 'KEMBALI';
  no_ambil: string;
};

/** The store's cleaning batches with items still at the cleaner, each with all its items. */
export async function cucianOpen(deps: AppDeps, user: CurrentUser, kode_toko?: string) {
  const store = assertStoreAccess(user, kode_toko);
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
        WHERE d.no_cucian IN (${sql.join(
          batches.map((batch) => sql`${batch.no_cucian}`),
          sql`, `,
        )}) ORDER BY d.no_cucian, d.kode_barcode`,
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
export async function ambilCucian(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof mutasiBarangApi.ambilCucian>) {
  const codes = body.detail_barang.map((line) => line.kode_barcode);
  assertUnique(codes);
  const taken = await postDocument(deps, user, {
    type: 'AMBIL_CUCIAN',
    alwaysPosts: true,
    load: async (tx) => {
      const [batch] = await rows<CucianRow>(
        tx,
        sql`SELECT no_cucian, to_char(tgl_kirim, 'YYYY-MM-DD') AS tgl_kirim, kode_toko, keterangan, status FROM cucian WHERE no_cucian = ${body.no_cucian} FOR UPDATE`,
      );
      assertVisible(user, batch, (row) => row.kode_toko, MESSAGES.cucianTidakDitemukan);
      return batch;
    },
    toko: (_tx, batch) => batch.kode_toko,
    plan: async ({ tx, store, number }) => {
      const detail = await rows<{ kode_barcode: string; kode_baki_asal: string; berat_awal: string; status: string }>(
        tx,
        sql`SELECT kode_barcode, kode_baki_asal, berat_awal::text AS berat_awal, status FROM cucian_detail WHERE no_cucian = ${body.no_cucian}`,
      );
      const byCode = new Map(detail.map((row) => [row.kode_barcode, row]));
      const trays = new Map<string, string>();
      const checked = new Set<string>();
      for (const line of body.detail_barang) {
        const row = byCode.get(line.kode_barcode);
        if (!row || row.status !== 'CUCI') throw badRequest(`${MESSAGES.barangTidakAdaDalamCucian} (${line.kode_barcode})`);
        if (compareGrams(line.berat_akhir, row.berat_awal) > 0)
          throw badRequest(`${MESSAGES.beratCuciTidakBolehLebih} (${line.kode_barcode})`);
        const kode_baki = line.kode_baki || body.kode_baki || row.kode_baki_asal;
        if (!checked.has(kode_baki)) {
          const tray = await loadTray(tx, kode_baki);
          assertSameStore(tray.kode_toko, store.kode_toko);
          checked.add(kode_baki);
        }
        trays.set(line.kode_barcode, kode_baki);
      }
      const items = inOrder(await lockItems(tx, codes), codes);
      const doc_no = await number();
      const cleaner = cucianPlace(body.no_cucian, store.kode_toko);
      const after = new Map(body.detail_barang.map((line) => [line.kode_barcode, line.berat_akhir]));
      const trayOf = (code: string) => bakiPlace(trays.get(code) as string);
      const restate = items.map((item) => {
        const state = { kode_group: item.kode_group, kode_dept: item.kode_dept, purity: item.purity };
        return {
          kode_barcode: item.kode_barcode,
          from: { ...state, place: cleaner, berat: item.berat },
          to: { ...state, place: trayOf(item.kode_barcode), berat: after.get(item.kode_barcode) as string },
          reason: 'SUSUT CUCI',
        };
      });
      const berat_awal = sumGrams(items.map((item) => item.berat));
      const berat_akhir = sumGrams(items.map((item) => after.get(item.kode_barcode) as string));
      return {
        note: `Ambil ${body.no_cucian}`,
        restate,
        history: items.map((item) => ({
          ...moveMutasi(item, trayOf(item.kode_barcode), 'AMBIL CUCIAN'),
          berat_tujuan: after.get(item.kode_barcode) as string,
        })),
        after: async () => {
          for (const item of items) {
            const berat_akhir = after.get(item.kode_barcode) as string;
            await tx.execute(sql`UPDATE cucian_detail SET status = 'KEMBALI', berat_akhir = ${berat_akhir}, no_ambil = ${doc_no},
                                   kode_baki_kembali = ${trays.get(item.kode_barcode) as string}, tgl_ambil = ${store.tgl_system}
                                 WHERE no_cucian = ${body.no_cucian} AND kode_barcode = ${item.kode_barcode}`);
          }
          const left = detail.filter((row) => row.status === 'CUCI' && !after.has(row.kode_barcode)).length;
          if (left === 0) await tx.execute(sql`UPDATE cucian SET status = 'SELESAI' WHERE no_cucian = ${body.no_cucian}`);
        },
        result: { berat_awal, berat_akhir, susut: subGrams(berat_awal, berat_akhir) },
      };
    },
  });
  return {
    message: MESSAGES.dataBerhasilDisimpan,
    no_dokumen: taken.no_dokumen,
    qty: taken.qty,
    berat_awal: taken.berat_awal,
    berat_akhir: taken.berat_akhir,
    susut: taken.susut,
  };
}
