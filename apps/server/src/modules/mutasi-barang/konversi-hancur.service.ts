// Converting items to another category/type (/konversi-barang) and destroying (melting) items
// (/hancur-data-barang). Their reports are reports/queries/konversi-barang.ts and hancur-barang.ts.
import { sql } from 'drizzle-orm';
import { MESSAGES, purityPercent, type mutasiBarangApi, type BodyOf } from '@kencana/core';
import type { CurrentUser } from '../../auth/current-user.ts';
import { rows } from '../../db/client.ts';
import type { AppDeps } from '../../http/context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { bakiPlace, boundaryPlace, itemLine, lockScannedOnStoreTrays, moveMutasi, postDocument } from '../../stock/index.ts';
import { priceOf, repriceConvertedItem } from '../barang/index.ts';

/**
 * Converts items on the store's trays to another category and type: one KONVERSI_BARANG document takes
 * each item out of its old category/type and into the new one on the same tray (its weight and purity
 * unchanged). The selling price is recomputed under the new category's gold price.
 */
export async function konversiBarang(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof mutasiBarangApi.konversiBarang>) {
  const converted = await postDocument(deps, user, {
    type: 'KONVERSI_BARANG',
    alwaysPosts: true,
    toko: body.kode_toko,
    plan: async ({ tx, store }) => {
      const [group] = await rows<{ persentase: string }>(
        tx,
        sql`SELECT persentase::text AS persentase FROM groups WHERE kode_group = ${body.kode_group} AND is_active`,
      );
      if (!group) throw notFound(MESSAGES.kategoriTidakDitemukan);
      const [type] = await rows<{ kode_group: string }>(
        tx,
        sql`SELECT kode_group FROM jenis WHERE kode_dept = ${body.kode_dept} AND is_active`,
      );
      if (!type || type.kode_group !== body.kode_group) throw badRequest(MESSAGES.jenisTidakSesuaiKategori);

      const items = await lockScannedOnStoreTrays(tx, body.detail_barang, store.kode_toko);
      for (const item of items) {
        if (item.kode_group === body.kode_group && item.kode_dept === body.kode_dept)
          throw badRequest(`${MESSAGES.kategoriJenisSamaDenganAsal} (${item.kode_barcode})`);
      }
      const restate = items.map((item) => {
        const place = bakiPlace(item.kode_baki);
        return {
          kode_barcode: item.kode_barcode,
          from: { place, kode_group: item.kode_group, kode_dept: item.kode_dept, berat: item.berat, purity: item.purity },
          // An item whose kadar text is no purity takes the new category's percentage from now on.
          to: {
            place,
            kode_group: body.kode_group,
            kode_dept: body.kode_dept,
            berat: item.berat,
            purity: purityPercent(item.kadar, group.persentase),
          },
          reason: 'KONVERSI',
        };
      });
      return {
        note: body.keterangan || `Konversi ke ${body.kode_group}/${body.kode_dept}`,
        restate,
        history: items.map((item) => ({
          ...moveMutasi(item, bakiPlace(item.kode_baki), body.keterangan || 'KONVERSI'),
          kode_group_tujuan: body.kode_group,
          kode_dept_tujuan: body.kode_dept,
        })),
        after: async () => {
          for (const item of items) {
            const { harga_jual } = await priceOf(tx, body.kode_group, item.berat, item.kadar, store.tgl_system).catch(() => ({
              harga_jual: item.harga_jual,
            }));
            await repriceConvertedItem(tx, item.kode_barcode, body.kode_dept, harga_jual);
          }
        },
        result: {},
      };
    },
  });
  return { message: MESSAGES.dataBerhasilDisimpan, ...converted, no_dokumen: converted.no_dokumen };
}

/**
 * Destroys (melts) items on the store's trays with a reason: one HANCUR_BARANG document moves them to the
 * boundary place DESTROYED; the items keep their record (history, reports) but lie nowhere.
 */
export async function hancurBarang(deps: AppDeps, user: CurrentUser, body: BodyOf<typeof mutasiBarangApi.hancurBarang>) {
  const destroyed = await postDocument(deps, user, {
    type: 'HANCUR_BARANG',
    alwaysPosts: true,
    toko: body.kode_toko,
    plan: async ({ tx, store }) => {
      const items = await lockScannedOnStoreTrays(tx, body.detail_barang, store.kode_toko);
      const to = boundaryPlace('DESTROYED', store.kode_toko);
      return {
        note: body.alasan,
        lines: items.map((item) => itemLine(item, bakiPlace(item.kode_baki), to, 'HANCUR')),
        history: items.map((item) => moveMutasi(item, to, body.alasan)),
        result: {},
      };
    },
  });
  return { message: MESSAGES.dataBerhasilDisimpan, ...destroyed, no_dokumen: destroyed.no_dokumen };
}
