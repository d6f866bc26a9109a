// Labelling (/kirim-labeling): part or all of a received batch (one type of a receive-refined number, on its
// KS tray) sent to a branch's KC tray as a KC shipment (the shipment service of the stock kernel, one table
// for KB and KC), which then waits for the branch's stock validation and is entered as barcoded items. A batch
// can be sent in several parts until it is used up; each part carries its share of the batch's fine grams and
// the last part takes exactly what is left.
import { sql } from 'drizzle-orm';
import {
  addGrams,
  compareGrams,
  hasWarehouseRole,
  MESSAGES,
  parseGrams,
  SEPUHAN_MESSAGES as S,
  SHIPMENT_KIND,
  subGrams,
  type KirimLabelingBody,
} from '@kencana/core';
import type { CurrentUser } from '../../auth/current-user.ts';
import { assertVisible } from '../../auth/policy.ts';
import { rows, type Queryable } from '../../db/client.ts';
import { kirim_labeling } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { bakiPlace, loadTray, postDocument } from '../../stock/index.ts';
import { openShipment } from '../kiriman/index.ts';
import { shareOf } from './bulk.ts';

type Batch = {
  no_terima_sepuh: string;
  kode_toko: string;
  kode_dept: string;
  kode_group: string;
  kode_baki: string;
  qty_terima: number;
  berat_terima: string;
  murni_terima: string;
  qty_kirim: number;
  berat_kirim: string;
  murni_kirim: string;
};

/** POST kirim-labeling: one line of a received batch to a branch's KC tray, as a KC shipment. */
export async function kirimLabeling(deps: AppDeps, user: CurrentUser, body: KirimLabelingBody) {
  const line = body.detail_kirim[0]!;
  if (line.jumlah_qty > line.qty_awal) throw badRequest(MESSAGES.jumlahQtyMelebihiQtyAwal);
  if (compareGrams(line.jumlah_berat, line.berat_awal) > 0) throw badRequest(MESSAGES.jumlahBeratMelebihiBeratAwal);
  if (line.jumlah_qty === 0 && parseGrams(line.jumlah_berat).isZero()) throw badRequest(S.tidakAdaYangDikirim);
  let batch: Batch | undefined;
  const done = await postDocument(deps, user, {
    type: 'KIRIM_LABELING',
    toko: async (tx) => {
      [batch] = await rows<Batch>(
        tx,
        sql`SELECT d.no_terima_sepuh, h.kode_toko, d.kode_dept, d.kode_group, d.kode_baki, d.qty_terima, d.berat_terima::text AS berat_terima,
                   d.murni_terima::text AS murni_terima, d.qty_kirim, d.berat_kirim::text AS berat_kirim, d.murni_kirim::text AS murni_kirim
            FROM terima_sepuh_detail d JOIN terima_sepuh h ON h.no_terima_sepuh = d.no_terima_sepuh
            WHERE d.no_terima_sepuh = ${body.no_terima_sepuh} AND d.kode_dept = ${line.kode_dept} FOR UPDATE OF d`,
      );
      assertVisible(user, batch, (record) => record.kode_toko, S.noTerimaSepuhTidakDitemukan);
      return batch.kode_toko;
    },
    plan: async (ctx) => {
      const found = batch as Batch;
      if (found.kode_baki !== line.kode_baki) throw notFound(S.noTerimaSepuhTidakDitemukan);
      const sisaQty = Number(found.qty_terima) - Number(found.qty_kirim);
      const sisaBerat = subGrams(found.berat_terima, found.berat_kirim);
      // The screen's initial figures are the remainder it saw: a send since then (another user) refuses this one.
      if (sisaQty !== line.qty_awal || compareGrams(sisaBerat, line.berat_awal) !== 0) throw conflict(S.sisaTerimaSepuhBerubah);
      const tujuan = await loadTray(ctx.tx, line.kode_baki_tujuan);
      if (!hasWarehouseRole(tujuan.kode_gudang, 'DISPLAY') || tujuan.kode_toko !== line.kode_cabang)
        throw badRequest(S.bakiTujuanHarusGudangKC);
      const sisaMurni = subGrams(found.murni_terima, found.murni_kirim);
      const murni = shareOf(sisaMurni, sisaBerat, line.jumlah_berat);
      const shipment = await openShipment(ctx, {
        jenis: SHIPMENT_KIND.LABELLING,
        kode_baki: tujuan.kode_baki,
        kode_toko: tujuan.kode_toko,
        asal: bakiPlace(found.kode_baki),
        ref: body.no_terima_sepuh,
        kadar: line.kadar,
        lines: [
          {
            kode_group: found.kode_group,
            kode_dept: found.kode_dept,
            qty: line.jumlah_qty,
            berat: line.jumlah_berat,
            detail_barang: body.no_terima_sepuh,
          },
        ],
      });
      // The batch's own fine grams travel with it (not the category's nominal purity).
      const lines = shipment.lines.map((moved) => ({ ...moved, berat_murni: murni, reason: 'KIRIM LABELING' }));
      return {
        note: `Kirim Labeling ${body.no_terima_sepuh}`,
        lines,
        after: async () => {
          await shipment.record();
          await ctx.tx.insert(kirim_labeling).values({
            no_kirim_stock: shipment.no_kirim,
            no_terima_sepuh: body.no_terima_sepuh,
            kode_toko: ctx.store.kode_toko,
            tgl_system: ctx.store.tgl_system,
            cabang: tujuan.kode_toko,
            kode_baki: found.kode_baki,
            kode_baki_tujuan: tujuan.kode_baki,
            kode_group: found.kode_group,
            kode_dept: found.kode_dept,
            tipe_barang: line.kadar,
            qty: line.jumlah_qty,
            berat: line.jumlah_berat,
            berat_murni: murni,
            berat_atribut: line.berat_atribut,
            user_id: ctx.user.user_id,
          });
          await ctx.tx
            .execute(sql`UPDATE terima_sepuh_detail SET qty_kirim = qty_kirim + ${line.jumlah_qty}, berat_kirim = ${addGrams(found.berat_kirim, line.jumlah_berat)}::numeric,
                                     murni_kirim = ${addGrams(found.murni_kirim, murni)}::numeric
                                   WHERE no_terima_sepuh = ${body.no_terima_sepuh} AND kode_dept = ${found.kode_dept}`);
        },
        result: async () => {
          const { kode_toko: _k, ...buktiSlip } = await buktiKirimLabeling(ctx.tx, shipment.no_kirim);
          return { buktiSlip };
        },
      };
    },
  });
  return { message: MESSAGES.dataBerhasilDikirim, buktiSlip: done.buktiSlip };
}

async function buktiKirimLabeling(q: Queryable, no_kirim_stock: string) {
  const [row] = await rows<{
    no_kirim_stock: string;
    cabang: string;
    no_terima_sepuh: string;
    tgl_system: string;
    kode_baki: string;
    kode_baki_tujuan: string;
    kode_group: string;
    kode_dept: string;
    tipe_barang: string;
    qty: number;
    berat: string;
    berat_atribut: string;
    kode_toko: string;
  }>(
    q,
    sql`SELECT no_kirim_stock, cabang, no_terima_sepuh, to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system, kode_baki, kode_baki_tujuan, kode_group, kode_dept,
               tipe_barang, qty, berat::text AS berat, berat_atribut::text AS berat_atribut, kode_toko
        FROM kirim_labeling WHERE no_kirim_stock = ${no_kirim_stock}`,
  );
  if (!row) throw notFound(S.noKirimLabelingTidakDitemukan);
  return {
    no_kirim_stock: row.no_kirim_stock,
    cabang: row.cabang,
    no_terima_sepuh: row.no_terima_sepuh,
    tgl_kirim: row.tgl_system,
    baki_tujuan: row.kode_baki_tujuan,
    tipe_barang: row.tipe_barang,
    kode_toko: row.kode_toko,
    baki: [
      {
        baki: row.kode_baki,
        jenis: row.kode_dept,
        kode_group: row.kode_group,
        qty_kirim: Number(row.qty),
        berat_kirim: row.berat,
        berat_atribut: row.berat_atribut,
      },
    ],
  };
}

/** GET kirim-labeling/reprint: the sender's store, the receiving branch and OWN/SU. */
export async function reprintKirimLabeling(deps: AppDeps, user: CurrentUser, no_kirim_stock: string) {
  const bukti = await buktiKirimLabeling(deps.db, no_kirim_stock);
  assertVisible(user, bukti, (record) => [record.kode_toko, record.cabang], S.noKirimLabelingTidakDitemukan);
  const { kode_toko: _k, ...data } = bukti;
  return { data };
}
