// THE CONSERVATION TEST: 100 bought-back pieces taken through every step of the chain with random
// (seeded) splits — sorts into SP, SP-LN and RUSAK, a cancelled sort, refining sorts onto several SS trays,
// dispatches with a damaged part and a part left behind, receipts with damage and the refiner's loss, partial
// labelling, the damaged goods partly validated — by three users at once. Every document conserves grams and
// fine grams with its recorded losses (the ledger invariants), and at the end the bought-back grams equal
// labelled + still waiting + melted + attributed loss, to the milligram, gross and fine.
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sepuhanApi, type SortirDetail } from '@kencana/core';
import { rows } from '../../db/client.ts';
import { checkLedgerInvariants } from '../../ledger/invariants.ts';
import { api, type ApiClient } from '../../testing/api-client.ts';
import { buildTray, buildUser, type BuiltTray } from '../../testing/factories.ts';
import { createTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';
import { buyBack } from './sepuhan.fixtures.ts';

let t: TestApp;
let owner: ApiClient;
let users: ApiClient[];

/** A small seeded generator (mulberry32): the same run every time, and a new seed is one constant away. */
function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    /** Milligrams between 0 and `max` (inclusive), as grams text. */
    grams: (maxMg: number) => (Math.floor(next() * (maxMg + 1)) / 1000).toFixed(3),
  };
}
const rnd = seeded(0x5e9a14);
const mg = (grams: string) => Math.round(Number(grams) * 1000);
const g = (milligrams: number) => (milligrams / 1000).toFixed(3);

const MENUS = [
  '/sortir-pembelian',
  '/sortir-sepuh',
  '/kirim-sepuh',
  '/terima-sepuh',
  '/kirim-labeling',
  '/validasi-barang-rusak',
  '/laporan-sortir-pembelian',
];

beforeAll(async () => {
  t = await createTestApp();
  owner = api(t, (await loginAs(t.app, 'owner', 'owner123')).token);
  users = [];
  for (let i = 0; i < 3; i += 1) users.push((await buildUser(t, { kode_toko: 'T01', level: 'KASIR', menus: MENUS })).client);
});
afterAll(async () => {
  await t?.close();
});

const line = (d: { no_faktur_beli: string; kode_lot: string; kode_dept: string; kode_group: string; berat: string }) => ({
  no_faktur_beli: d.no_faktur_beli,
  kode_lot: d.kode_lot,
  kode_dept: d.kode_dept,
  kode_group: d.kode_group,
  berat: d.berat,
  nama_barang: '-',
  harga: 0,
  kondisi: '-',
  kode_lokasi_toko: '-',
});

/** Splits a list into `parts` random non-empty-ish chunks. */
function chunks<T>(items: readonly T[], parts: number): T[][] {
  const out: T[][] = Array.from({ length: parts }, () => []);
  for (const item of items) out[rnd.int(0, parts - 1)]!.push(item);
  return out.filter((chunk) => chunk.length > 0);
}

describe('the conservation test', () => {
  it(
    '100 pieces through every step: bought back = labelled + waiting + melted + refiner loss, gross and fine',
    { timeout: 60_000 },
    async () => {
      // 100 pieces in 10 buy-backs, two categories, purities of each.
      const kinds = [
        { kode_group: '17K', kode_dept: 'CIN17', kadar: ['75', '70', '17K', '73.5'] },
        { kode_group: '22K', kode_dept: 'GEL22', kadar: ['22K', '91.6', '90'] },
      ];
      const pieces: (SortirDetail | { no_faktur_beli: string; kode_lot: string; kode_dept: string; kode_group: string; berat: string })[] =
        [];
      const invoices: string[] = [];
      for (let i = 0; i < 10; i += 1) {
        const lines = Array.from({ length: 10 }, () => {
          const kind = rnd.pick(kinds);
          return { kode_group: kind.kode_group, kode_dept: kind.kode_dept, kadar: rnd.pick(kind.kadar), berat: g(rnd.int(300, 12_000)) };
        });
        const bought = await buyBack(owner, lines);
        invoices.push(bought[0]!.no_faktur_beli);
        pieces.push(...bought);
      }
      const trays: Record<string, BuiltTray[]> = {
        SP: [await buildTray(t, { kode_toko: 'T01', kode_gudang: 'SP' }), await buildTray(t, { kode_toko: 'T01', kode_gudang: 'SP' })],
        'SP-LN': [await buildTray(t, { kode_toko: 'T01', kode_gudang: 'SP-LN' })],
        RUSAK: [await buildTray(t, { kode_toko: 'T01', kode_gudang: 'RUSAK' })],
        SS: [
          await buildTray(t, { kode_toko: 'T01', kode_gudang: 'SS' }),
          await buildTray(t, { kode_toko: 'T01', kode_gudang: 'SS' }),
          await buildTray(t, { kode_toko: 'T01', kode_gudang: 'SS' }),
        ],
        KS: [await buildTray(t, { kode_toko: 'T01', kode_gudang: 'KS' }), await buildTray(t, { kode_toko: 'T01', kode_gudang: 'KS' })],
      };
      const kcT01 = await buildTray(t, { kode_toko: 'T01', kode_gudang: 'KC' });
      const kcT02 = await buildTray(t, { kode_toko: 'T02', kode_gudang: 'KC' });

      // 1. Purchase sorts: 90 pieces in random groups into random warehouses, by the three users at once; 10 stay unsorted.
      const toSort = pieces.slice(0, 90);
      const groups = chunks(toSort, 12).map((chunk) => ({ chunk, gudang: rnd.pick(['SP', 'SP', 'SP', 'SP-LN', 'RUSAK'] as const) }));
      const sortNos: { no_sortir: string; gudang: string; detail: SortirDetail[] }[] = [];
      await Promise.all(
        users.map(async (user, u) => {
          for (const [index, group] of groups.entries()) {
            if (index % users.length !== u) continue;
            const tray = rnd.pick(trays[group.gudang]!);
            const res = await user.ok(sepuhanApi.sortirPembelian, {
              body: { kode_gudang: group.gudang, kode_baki: tray.kode_baki, detail_barang: group.chunk.map(line) },
            });
            sortNos.push({ no_sortir: res.buktiStruk.no_sortir, gudang: group.gudang, detail: res.data.detail_sortir });
          }
        }),
      );
      // One SP sort cancelled (its lots back to unsorted stock) and sorted again.
      const cancelled = sortNos.find((sort) => sort.gudang === 'SP')!;
      await owner.ok(sepuhanApi.batalSortirPembelian, { query: { no_sortir: cancelled.no_sortir } });
      const again = await owner.ok(sepuhanApi.sortirPembelian, {
        body: { kode_toko: 'T01', kode_gudang: 'SP', kode_baki: trays.SP![0]!.kode_baki, detail_barang: cancelled.detail.map(line) },
      });
      sortNos.splice(sortNos.indexOf(cancelled), 1, {
        no_sortir: again.buktiStruk.no_sortir,
        gudang: 'SP',
        detail: again.data.detail_sortir,
      });

      // 2. Refining sorts: most SP / SP-LN lines onto the SS trays (one tray per user, at once); some stay.
      const refinable = sortNos
        .filter((sort) => sort.gudang !== 'RUSAK')
        .flatMap((sort) => sort.detail)
        .filter(() => rnd.next() < 0.85);
      const perTray = chunks(refinable, trays.SS!.length);
      await Promise.all(
        perTray.map((chunk, index) =>
          users[index % users.length]!.ok(sepuhanApi.sortirSepuh, {
            body: { kode_gudang: 'SS', kode_baki: trays.SS![index]!.kode_baki, detail_barang: chunk.map(line) },
          }),
        ),
      );

      // 3. Dispatches: per SS tray, each type with a random refined part, damaged part and a part left behind.
      const sepuhs: string[] = [];
      await Promise.all(
        trays.SS!.map(async (tray, index) => {
          const isi = await owner.ok(sepuhanApi.isiSortirSepuh, { query: { kode_baki: tray.kode_baki, kode_dept: 'SEMUA' } });
          if (isi.data.jenis.length === 0) return;
          const detail = isi.data.jenis.map((jenis) => {
            const total = mg(jenis.berat);
            const sepuh = rnd.int(Math.floor(total * 0.6), total);
            const rusak = rnd.int(0, total - sepuh);
            const qty_sepuh = rnd.int(1, jenis.qty);
            const qty_rusak = rusak > 0 ? rnd.int(0, jenis.qty - qty_sepuh) : 0;
            return {
              kode_barcode: '-',
              kode_baki: tray.kode_baki,
              kode_dept: jenis.kode_dept,
              kode_group: jenis.kode_group,
              qty: jenis.qty,
              berat: jenis.berat,
              qty_sepuh,
              berat_sepuh: g(sepuh),
              qty_rusak,
              berat_rusak: g(rusak),
            };
          });
          const sent = await users[index % users.length]!.ok(sepuhanApi.kirimSepuh, {
            body: { kode_tukang: rnd.pick(['TK01', 'TK02']), detail_barang: detail },
          });
          sepuhs.push(sent.buktiSlipInternal.no_sepuh);
        }),
      );
      expect(sepuhs.length).toBeGreaterThan(0);

      // 4. Receipts: each type back with random damage and the refiner's loss (one dispatch's second type left at the refiner).
      const receipts: string[] = [];
      await Promise.all(
        sepuhs.map(async (no_sepuh, index) => {
          const open = (await owner.ok(sepuhanApi.kirimSepuhOpen, { query: { kode_toko: 'T01' } })).data.find(
            (row) => row.no_sepuh === no_sepuh,
          )!;
          const detail = open.detail
            .filter((_, i) => !(index === 0 && i === 1))
            .map((jenis) => {
              const sent = mg(jenis.berat_sepuh);
              const terima = rnd.int(Math.floor(sent * 0.9), sent);
              const rusak = rnd.int(0, sent - terima);
              const qty_rusak = rusak > 0 && jenis.qty_sepuh > 1 ? 1 : 0;
              return {
                kode_dept: jenis.kode_dept,
                berat_timbangan: g(terima + rusak),
                qty_terima: jenis.qty_sepuh - qty_rusak,
                berat_terima: g(terima),
                qty_rusak,
                berat_rusak: g(rusak),
              };
            });
          const got = await users[index % users.length]!.ok(sepuhanApi.terimaSepuh, {
            body: { no_sepuh, kode_baki: trays.KS![index % 2]!.kode_baki, detail_barang: detail },
          });
          receipts.push(got.data.no_terima_sepuh);
        }),
      );

      // 5. Labelling: each received batch in 1–3 partial sends to T01 or T02, some batches left with a remainder.
      for (const [index, no_terima] of receipts.entries()) {
        const sends = rnd.int(1, 3);
        for (let s = 0; s < sends; s += 1) {
          const sisa = await owner.ok(sepuhanApi.sisaTerimaSepuh, {
            query: { no_terima_sepuh: no_terima, kode_baki: 'SEMUA', kode_dept: 'SEMUA' },
          });
          for (const batch of sisa.data.detail) {
            if (mg(batch.berat) === 0) continue;
            const last = s === sends - 1 && index % 2 === 0;
            const berat = last ? mg(batch.berat) : rnd.int(1, mg(batch.berat));
            const qty = last ? batch.qty : rnd.int(0, batch.qty);
            const to = rnd.pick([kcT01, kcT02]);
            await users[s % users.length]!.ok(sepuhanApi.kirimLabeling, {
              body: {
                no_terima_sepuh: no_terima,
                detail_kirim: [
                  {
                    kode_baki: batch.kode_baki,
                    kode_baki_tujuan: to.kode_baki,
                    kode_dept: batch.kode_dept,
                    kode_cabang: to.kode_toko,
                    kadar: rnd.pick(['SP', 'A']),
                    qty_awal: batch.qty,
                    berat_awal: batch.berat,
                    jumlah_qty: qty,
                    jumlah_berat: g(berat),
                    berat_atribut: '0',
                  },
                ],
                qty_kirim: qty,
                berat_kirim: g(berat),
                berat_atribut: '0',
                cabang: to.kode_toko,
              },
            });
          }
        }
      }

      // 6. Damaged goods: about half of the waiting rows validated (melted).
      const today = again.buktiStruk.tgl_sortir;
      const rusak = await owner.ok(sepuhanApi.daftarBarangRusak, {
        query: { tgl_from: today, tgl_to: today, jenis_transaksi: 'SEMUA', no_kirim_bos: '', kode_toko: 'T01' },
      });
      const chosen = rusak.data.filter(() => rnd.next() < 0.5);
      if (chosen.length)
        await users[0]!.ok(sepuhanApi.validasiBarangRusak, {
          body: { data: chosen.map((row) => ({ no_sepuh: row.no_sepuh, berat_total: row.berat_total, qty_total: row.qty_total })) },
        });

      // Every document conserves grams and fine grams (with its declared losses); no stock place is negative.
      expect(await checkLedgerInvariants(t.db)).toEqual([]);

      // The chain's account, from the ledger.
      const inv = sql.join(
        invoices.map((no) => sql`${no}`),
        sql`, `,
      );
      const sumOf = async (where: ReturnType<typeof sql>) => {
        const [row] = await rows<{ berat: string; murni: string }>(
          t.db,
          sql`SELECT COALESCE(SUM(berat), 0)::numeric(14,3)::text AS berat, COALESCE(SUM(berat_murni), 0)::numeric(14,3)::text AS murni FROM stock_movements m WHERE ${where}`,
        );
        return { berat: new Decimal(row!.berat), murni: new Decimal(row!.murni) };
      };
      // Bought back: what the buy-backs brought into unsorted stock.
      const bought = await sumOf(sql`m.doc_no IN (${inv}) AND m.place_kind = 'BELI'`);
      // Still unsorted: the lots of these buy-backs lying in BELI.
      const [unsorted] = await rows<{ berat: string; murni: string }>(
        t.db,
        sql`SELECT COALESCE(SUM(m.berat), 0)::numeric(14,3)::text AS berat, COALESCE(SUM(m.berat_murni), 0)::numeric(14,3)::text AS murni
          FROM stock_movements m JOIN stock_lots l ON l.kode_lot = m.kode_lot
          WHERE l.lokasi_kind = 'BELI' AND m.doc_no IN (${inv}) AND m.place_kind = 'BELI'`,
      );
      const trayPlaces = Object.values(trays)
        .flat()
        .map((tray) => sql`${tray.place}`);
      const onTrays = await sumOf(sql`m.place IN (${sql.join(trayPlaces, sql`, `)})`);
      const atRefiner = await sumOf(sql`m.place_kind = 'SEPUH'`);
      const damagedWaiting = await sumOf(sql`m.place_kind = 'RUSAK'`);
      const labelled = await sumOf(sql`m.place_kind = 'KIRIMAN' AND m.doc_type = 'KIRIM_LABELING'`);
      const melted = await sumOf(sql`m.place_kind = 'DESTROYED' AND m.doc_type = 'VALIDASI_RUSAK'`);
      const refinerLoss = await sumOf(sql`m.place_kind = 'LOSS' AND m.doc_type = 'TERIMA_SEPUH'`);
      const waiting = {
        berat: new Decimal(unsorted!.berat).plus(onTrays.berat).plus(atRefiner.berat).plus(damagedWaiting.berat),
        murni: new Decimal(unsorted!.murni).plus(onTrays.murni).plus(atRefiner.murni).plus(damagedWaiting.murni),
      };
      // Something of every kind happened (the random run exercised each step).
      for (const part of [onTrays, atRefiner, damagedWaiting, labelled, melted, refinerLoss]) expect(part.berat.greaterThan(0)).toBe(true);
      expect(new Decimal(unsorted!.berat).greaterThan(0)).toBe(true);

      const accounted = {
        berat: labelled.berat.plus(waiting.berat).plus(melted.berat).plus(refinerLoss.berat),
        murni: labelled.murni.plus(waiting.murni).plus(melted.murni).plus(refinerLoss.murni),
      };
      expect(accounted.berat.toFixed(3)).toBe(bought.berat.toFixed(3));
      expect(accounted.murni.toFixed(3)).toBe(bought.murni.toFixed(3));

      // The records of each step agree with the ledger: the loss recorded per receipt, the labelled fine grams.
      const [recorded] = await rows<{ berat: string; murni: string }>(
        t.db,
        sql`SELECT COALESCE(SUM(berat_selisih), 0)::numeric(14,3)::text AS berat, COALESCE(SUM(murni_selisih), 0)::numeric(14,3)::text AS murni FROM terima_sepuh_detail`,
      );
      expect([recorded!.berat, recorded!.murni]).toEqual([refinerLoss.berat.toFixed(3), refinerLoss.murni.toFixed(3)]);
      const [sentLabel] = await rows<{ berat: string; murni: string }>(
        t.db,
        sql`SELECT COALESCE(SUM(berat), 0)::numeric(14,3)::text AS berat, COALESCE(SUM(berat_murni), 0)::numeric(14,3)::text AS murni FROM kirim_labeling`,
      );
      expect([sentLabel!.berat, sentLabel!.murni]).toEqual([labelled.berat.toFixed(3), labelled.murni.toFixed(3)]);
    },
  );
});
