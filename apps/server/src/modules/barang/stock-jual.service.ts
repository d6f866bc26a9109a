// /laporan-stock-jual: stock available for sale per tray, category and type, from the running balances
// (which equal the ledger), with the selling price of the barcoded items on them.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isSemua, MESSAGES, type mutasiBarangApi } from '@kencana/core';
import { scopeToko } from '../../auth/access.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { rows } from '../../db/client.ts';
import type { AppDeps } from '../../http/context.ts';
import { reportMessage } from './common.ts';

type Body<E extends { body?: z.ZodType }> = z.infer<NonNullable<E['body']>>;

export async function stockJualReport(deps: AppDeps, user: CurrentUser, body: Body<typeof mutasiBarangApi.stockJualReport>) {
  const kode_toko = scopeToko(user, body.kode_toko);
  const found = await rows<{ kode_toko: string; kode_gudang: string; kode_baki: string; kode_group: string; kode_dept: string; qty: number; berat: string; harga_jual: string | number }>(
    deps.db,
    sql`SELECT s.place_toko AS kode_toko, s.kode_gudang, substr(s.place, 6) AS kode_baki, s.kode_group, s.kode_dept, s.qty,
               s.berat::numeric(14,3)::text AS berat, COALESCE(h.harga, 0) AS harga_jual
        FROM stock_balances s
        LEFT JOIN (SELECT kode_baki, kode_group, kode_dept, SUM(harga_jual) AS harga FROM barang
                   WHERE kode_toko = ${kode_toko} AND kode_baki IS NOT NULL GROUP BY 1, 2, 3) h
          ON s.place = 'BAKI:' || h.kode_baki AND h.kode_group = s.kode_group AND h.kode_dept = s.kode_dept
        WHERE s.place LIKE 'BAKI:%' AND s.place_toko = ${kode_toko} AND s.qty > 0
          ${isSemua(body.kode_gudang) ? sql`` : sql`AND s.kode_gudang = ${body.kode_gudang}`}
          ${isSemua(body.kode_baki) ? sql`` : sql`AND s.place = ${`BAKI:${body.kode_baki}`}`}
          ${isSemua(body.kode_group) ? sql`` : sql`AND s.kode_group = ${body.kode_group}`}
        ORDER BY s.kode_gudang, s.place, s.kode_group, s.kode_dept`,
  );
  const data = found.map((row) => ({ ...row, qty: Number(row.qty), harga_jual: Number(row.harga_jual) }));
  return { message: reportMessage(data.length, MESSAGES.dataLaporanTersedia, MESSAGES.dataLaporanTidakTersedia), data };
}
