// The order stock opname through HTTP, and the conservation of a craftsman's material over a month: every
// gram given, used by a finished order, lost as shrink, taken back and deposited at the opname is in the
// ledger; his balance equals the ledger at every step; the opname difference is exactly what nobody
// accounted for, in grams and in fine grams.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { fineGrams, MESSAGES, tukangApi, type PesananInput } from '@kencana/core';
import { rows } from '../../db/client.ts';
import { checkLedgerInvariants } from '../../ledger/invariants.ts';
import { countRows, raceForOneEffect } from '../../testing/racing.ts';
import {
  buildBulkStock,
  buildGroup,
  buildStore,
  buildTray,
  buildTukang,
  buildUser,
  type BuiltTukang,
  type BuiltUser,
} from '../../testing/factories.ts';
import { api, type ApiClient } from '../../testing/api-client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { placeCode } from '../../stock/index.ts';
import { tukangPlace } from './bahan.service.ts';
import { countAsBooked } from '../../testing/hitung-kas.ts';

let t: TestApp;
let ownerUser: BuiltUser;
let owner: ApiClient;
let kode_toko: string;
let kode_group: string;
let tray: string;
let tukangs: BuiltTukang[];
const FIRST_DAY = '2026-10-23';

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: `${FIRST_DAY}T09:00:00+07:00` });
  kode_toko = (await buildStore(t)).kode_toko;
  kode_group = (await buildGroup(t, { persentase: '75.00' })).kode_group;
  tray = (await buildTray(t, { kode_toko })).kode_baki;
  await buildBulkStock(t, { kode_baki: tray, kode_group, kode_dept: 'BAHAN', qty: 0, berat: '1000' });
  ownerUser = await buildUser(t, { kode_toko, level: 'OWN' });
  owner = ownerUser.client;
  tukangs = [await buildTukang(t), await buildTukang(t), await buildTukang(t)];
});
afterAll(async () => t.close());

const failure = (answer: { ok: boolean; status: number; body?: unknown }) => [
  answer.status,
  answer.ok ? '' : (answer.body as { message: string }).message,
];

/** The ledger of a craftsman's BAHAN: the running balance and the sum of his rows (grams and fine grams). */
async function ledgerOf(kode_tukang: string) {
  const place = placeCode(tukangPlace(kode_toko, kode_tukang));
  const [balance] = await rows<{ berat: string; murni: string }>(
    t.db,
    sql`SELECT COALESCE(SUM(berat), 0)::numeric(14,3)::text AS berat, COALESCE(SUM(berat_murni), 0)::numeric(14,3)::text AS murni FROM stock_balances WHERE place = ${place} AND kode_group = ${kode_group} AND kode_dept = 'BAHAN'`,
  );
  const [moves] = await rows<{ berat: string; murni: string }>(
    t.db,
    sql`SELECT COALESCE(SUM(berat), 0)::numeric(14,3)::text AS berat, COALESCE(SUM(berat_murni), 0)::numeric(14,3)::text AS murni FROM stock_movements WHERE place = ${place} AND kode_group = ${kode_group} AND kode_dept = 'BAHAN'`,
  );
  return { balance: balance!, moves: moves! };
}

const order = (berat: string): PesananInput => ({
  kode_customer: '-',
  customer: { nama: 'PELANGGAN', alamat: '-', no_hp: '-' },
  detail_barang: [
    {
      kode_group,
      jenis_pesanan: 'CINCIN',
      deskripsi: 'CINCIN POLOS',
      attribut: '-',
      size: '-',
      perkiraan_berat: berat,
      perkiraan_kadar: '75',
      berat_atribut: '0',
      harga_gram: 1_000_000,
    },
  ],
  uang_muka: 0,
  pembayaran: [],
  tgl_jatuh_tempo: '2099-12-31',
});

describe('order stock opname', () => {
  it('refuses bad inputs with the specification texts', async () => {
    const query = await owner.get(`stock-opname?kode_group=${kode_group}`);
    expect([query.statusCode, query.json().message]).toEqual([400, MESSAGES.dataTukangHarusDipilih]);
    const noGroup = await owner.get(`stock-opname?kode_tukang=${tukangs[0]!.kode_tukang}`);
    expect([noGroup.statusCode, noGroup.json().message]).toEqual([400, MESSAGES.kategoriHarusDipilih]);
    const body = {
      kode_tukang: tukangs[0]!.kode_tukang,
      kode_group,
      stockOpnames: [],
      berat_pakai: '0',
      susut_pakai: '0',
      ongkos: 0,
      saldo_awal: '0',
      berat_sisa: '0',
      setor: '0',
      selisih: '0',
      kode_baki: tray,
    };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ setor: '' }, 400, MESSAGES.totalSetorBahanHarusDiisi],
      [{ setor: undefined }, 400, MESSAGES.totalSetorBahanHarusDiisi],
      [{ kode_group: '' }, 400, MESSAGES.kategoriHarusDipilih],
      [{ kode_tukang: '' }, 400, MESSAGES.dataTukangHarusDipilih],
      [{ setor: '-1' }, 400, MESSAGES.beratTidakValid],
      [{}, 409, MESSAGES.tidakAdaPesananSelesai],
    ];
    for (const [over, status, message] of cases) {
      const answer = await owner.call(tukangApi.simpanStockOpname, { body: { ...body, ...over } as never });
      expect(failure(answer), JSON.stringify(over)).toEqual([status, message]);
    }
    const no = await owner.ok(tukangApi.noStockOpname);
    expect(no.no_so_pesanan).toMatch(new RegExp(`^SOP-${kode_toko}-261023-0001$`));
  });

  it('conserves every gram and fine gram of three craftsmen over a month, and the opname difference is what nobody accounted for', async () => {
    const model = new Map(tukangs.map((tk) => [tk.kode_tukang, new Decimal(0)]));
    const shrink = new Map(tukangs.map((tk) => [tk.kode_tukang, new Decimal(0)]));
    const check = async (step: string) => {
      for (const tk of tukangs) {
        const { balance, moves } = await ledgerOf(tk.kode_tukang);
        expect(balance, `${step} ${tk.kode_tukang}`).toEqual(moves);
        expect(balance.berat, `${step} ${tk.kode_tukang}`).toBe(model.get(tk.kode_tukang)!.toFixed(3));
        const shown = await owner.ok(tukangApi.getBahan, { query: { kode_tukang: tk.kode_tukang, jenis: 'BAHAN', kode_group } });
        expect(shown.bahan?.jml_bahan ?? '0.000').toBe(model.get(tk.kode_tukang)!.toFixed(3));
      }
    };
    const inWork: Array<{ no: string; tk: string; berat: string }> = [];
    let day = new Date(`${FIRST_DAY}T00:00:00Z`);
    for (let d = 1; d <= 30; d++) {
      const tk = tukangs[d % 3]!.kode_tukang;
      if (d % 7 === 1) {
        for (const [i, each] of tukangs.entries()) {
          const jml = (20 + i + d / 1000).toFixed(3);
          await owner.ok(tukangApi.tambahBahan, {
            body: { kode_tukang: each.kode_tukang, jenis: 'BAHAN', kode_group, jml_bahan: jml, keterangan: '', kode_baki: tray },
          });
          model.set(each.kode_tukang, model.get(each.kode_tukang)!.plus(jml));
        }
        await check(`day ${d} given`);
      }
      const saved = await owner.ok(tukangApi.simpanPesanan, { body: order((2 + (d % 5) / 10).toFixed(3)) });
      await owner.ok(tukangApi.pembagianPesanan, {
        body: { no_pesanan: saved.data.no_pesanan, kode_tukang: tk, ongkos_tukang: 50_000 + d, berat_susut: '0.1' },
      });
      inWork.push({ no: saved.data.no_pesanan, tk, berat: saved.data.detail_barang[0]!.perkiraan_berat });
      if (inWork.length > 2) {
        const done = inWork.shift()!;
        const selesai = new Decimal(done.berat).minus('0.037').plus(d / 1000);
        const susut = new Decimal(d % 4).times('0.011');
        await owner.ok(tukangApi.pesananSelesai, {
          body: { no_pesanan: done.no, berat_selesai: selesai.toFixed(3), berat_susut: susut.toFixed(3) },
        });
        model.set(done.tk, model.get(done.tk)!.minus(selesai).minus(susut));
        shrink.set(done.tk, shrink.get(done.tk)!.plus(susut));
        await check(`day ${d} finished ${done.no}`);
      }
      if (d % 10 === 5) {
        await owner.ok(tukangApi.ambilBahan, {
          body: { kode_tukang: tk, jenis: 'BAHAN', kode_group, jml_bahan: '1.111', keterangan: 'sisa', kode_baki: tray },
        });
        model.set(tk, model.get(tk)!.minus('1.111'));
        await check(`day ${d} taken back`);
      }
      // The day closes; the next begins.
      await countAsBooked(t, owner.token ?? '');
      const closed = await owner.post('system/close', { PROSES: 'close' });
      expect(closed.statusCode, closed.body).toBe(200);
      day = new Date(day.getTime() + 86_400_000);
      t.setNow(`${day.toISOString().slice(0, 10)}T09:00:00+07:00`);
      // A new day, a new session (the close signed the store out), from the shop's next terminal (the login
      // limit counts per address and minute; the test's month passes in seconds).
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        remoteAddress: `10.0.0.${d}`,
        payload: { user_id: ownerUser.user_id, password: ownerUser.password },
      });
      expect(login.statusCode, login.body).toBe(200);
      owner = api(t, login.json().token);
    }
    expect(await checkLedgerInvariants(t.db)).toEqual([]);

    // The opname: the first deposits 0.123 g less than he holds (his loss), the second 0.050 g more (a gain),
    // the third exactly what he holds.
    const unaccounted = ['0.123', '-0.050', '0.000'];
    for (const [i, tk] of tukangs.entries()) {
      const data = await owner.ok(tukangApi.dataStockOpname, { query: { kode_tukang: tk.kode_tukang, kode_group } });
      const used = data.data_so.reduce((sum, row) => sum.plus(row.berat_selesai).plus(row.berat_susut), new Decimal(0));
      const sisa = new Decimal(data.saldo_awal).minus(used);
      expect(sisa.toFixed(3)).toBe(model.get(tk.kode_tukang)!.toFixed(3));
      expect(data.data_so.length).toBeGreaterThan(0);
      const before = await ledgerOf(tk.kode_tukang);
      const setor = sisa.minus(unaccounted[i]!);
      const body = {
        kode_tukang: tk.kode_tukang,
        kode_group,
        stockOpnames: data.data_so.map((row) => row.no_pesanan),
        berat_pakai: data.data_so.reduce((s, r) => s.plus(r.berat_selesai), new Decimal(0)).toFixed(3),
        susut_pakai: data.data_so.reduce((s, r) => s.plus(r.berat_susut), new Decimal(0)).toFixed(3),
        ongkos: data.data_so.reduce((s, r) => s + r.ongkos, 0),
        saldo_awal: data.saldo_awal,
        berat_sisa: sisa.toFixed(3),
        setor: setor.toFixed(3),
        selisih: sisa.minus(setor).toFixed(3),
        kode_baki: tray,
      };
      const stale = await owner.call(tukangApi.simpanStockOpname, {
        body: { ...body, saldo_awal: new Decimal(data.saldo_awal).plus('0.001').toFixed(3) },
      });
      expect(failure(stale)).toEqual([409, MESSAGES.stockOpnameSudahDiposting]);
      const headers = { authorization: `Bearer ${owner.token}` };
      const race = await raceForOneEffect(
        6,
        () => t.app.inject({ method: 'POST', url: '/api/v1/stock-opname', headers, payload: body }),
        () => countRows(t.db, 'so_pesanan'),
      );
      expect(race.problems, JSON.stringify(race.statuses)).toEqual([]);
      const [so] = await rows<{ no: string; selisih: string }>(
        t.db,
        sql`SELECT no_so_pesanan AS no, selisih::text AS selisih FROM so_pesanan WHERE kode_tukang = ${tk.kode_tukang}`,
      );
      expect(so!.selisih).toBe(new Decimal(unaccounted[i]!).toFixed(3));
      // He holds nothing now, in grams and in fine grams.
      expect((await ledgerOf(tk.kode_tukang)).balance).toEqual({ berat: '0.000', murni: '0.000' });
      // The LOSS boundary got exactly the unaccounted grams, and the fine grams he held less those deposited.
      const [loss] = await rows<{ berat: string; murni: string }>(
        t.db,
        sql`SELECT COALESCE(SUM(berat), 0)::numeric(14,3)::text AS berat, COALESCE(SUM(berat_murni), 0)::numeric(14,3)::text AS murni FROM stock_movements WHERE doc_no = ${so!.no} AND place_kind = 'LOSS'`,
      );
      const [toTray] = await rows<{ murni: string }>(
        t.db,
        sql`SELECT COALESCE(SUM(berat_murni), 0)::numeric(14,3)::text AS murni FROM stock_movements WHERE doc_no = ${so!.no} AND place_kind = 'BAKI'`,
      );
      expect(loss!.berat).toBe(new Decimal(unaccounted[i]!).toFixed(3));
      expect(new Decimal(loss!.murni).plus(toTray!.murni).toFixed(3)).toBe(before.balance.murni);
      if (i === 0) expect(loss!.murni).toBe(fineGrams('0.123', '75.000'));
      const pdf = await owner.get(`stock-opname/pdf?no_so_pesanan=${so!.no}`);
      expect([pdf.statusCode, pdf.headers['content-type'], pdf.rawPayload.subarray(0, 5).toString()]).toEqual([
        200,
        'application/pdf',
        '%PDF-',
      ]);
    }
    // Over the month, the craftsmen's recorded losses are their orders' shrink and the opname differences.
    const [losses] = await rows<{ berat: string }>(
      t.db,
      sql`SELECT COALESCE(SUM(berat), 0)::numeric(14,3)::text AS berat FROM stock_movements WHERE place_kind = 'LOSS' AND place_toko = ${kode_toko}`,
    );
    const expected = [...shrink.values()]
      .reduce((sum, v) => sum.plus(v), new Decimal(0))
      .plus('0.123')
      .minus('0.050');
    expect(losses!.berat).toBe(expected.toFixed(3));
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  }, 120_000);
});
