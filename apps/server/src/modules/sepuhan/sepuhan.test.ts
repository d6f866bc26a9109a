// The Sepuhan chain through the real HTTP API on the demo chain: bought-back lots sorted into a warehouse
// tray, chosen for refining, sent to the refiner, received back with damage and the refiner's loss, damaged
// goods melted; the slips' data, the cancels (refused once a line moved on), and bad inputs refused with the
// specification's texts and nothing written.
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fineGrams, MESSAGES, purityPercent, SEPUHAN_MESSAGES as S, sepuhanApi } from '@kencana/core';
import { rows } from '../../db/client.ts';
import { checkLedgerInvariants } from '../../ledger/invariants.ts';
import { api, type ApiClient } from '../../testing/api-client.ts';
import { buildTray, buildUser, type BuiltTray } from '../../testing/factories.ts';
import { countRows } from '../../testing/racing.ts';
import { createTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';
import { balanceOf, buyBack, docSums } from './sepuhan.fixtures.ts';

let t: TestApp;
let owner: ApiClient;
let trays: { sp: BuiltTray; sp2: BuiltTray; rusak: BuiltTray; ss: BuiltTray; ks: BuiltTray; kcT02: BuiltTray; spT02: BuiltTray };

beforeAll(async () => {
  t = await createTestApp();
  owner = api(t, (await loginAs(t.app, 'owner', 'owner123')).token);
  trays = {
    sp: await buildTray(t, { kode_toko: 'T01', kode_gudang: 'SP' }),
    sp2: await buildTray(t, { kode_toko: 'T01', kode_gudang: 'SP' }),
    rusak: await buildTray(t, { kode_toko: 'T01', kode_gudang: 'RUSAK' }),
    ss: await buildTray(t, { kode_toko: 'T01', kode_gudang: 'SS' }),
    ks: await buildTray(t, { kode_toko: 'T01', kode_gudang: 'KS' }),
    kcT02: await buildTray(t, { kode_toko: 'T02', kode_gudang: 'KC' }),
    spT02: await buildTray(t, { kode_toko: 'T02', kode_gudang: 'SP' }),
  };
});
afterAll(async () => {
  await t?.close();
});

const written = async () => ({
  docs: await countRows(t.db, 'documents'),
  sortir: await countRows(t.db, 'sortir_pembelian'),
  sepuh: await countRows(t.db, 'kirim_sepuh'),
});
const sortLine = (line: { no_faktur_beli: string; kode_lot: string; kode_dept: string; kode_group: string; berat: string }) => ({
  no_faktur_beli: line.no_faktur_beli,
  kode_lot: line.kode_lot,
  kode_dept: line.kode_dept,
  kode_group: line.kode_group,
  berat: line.berat,
  nama_barang: '-',
  harga: 0,
  kondisi: '-',
  kode_lokasi_toko: '-',
});
const fine = (berat: string, kadar: string) => fineGrams(berat, purityPercent(kadar));

describe('the chain, step by step', () => {
  it('sorts, sorts for refining, sends, receives and melts, gram for gram (grams and fine grams)', async () => {
    const lines = await buyBack(owner, [
      { kode_group: '17K', kode_dept: 'CIN17', berat: '3.215', kadar: '75' },
      { kode_group: '17K', kode_dept: 'CIN17', berat: '2.100', kadar: '70' },
      { kode_group: '17K', kode_dept: 'CIN17', berat: '1.001', kadar: '17K' },
    ]);
    const murni = new Decimal(fine('3.215', '75')).plus(fine('2.100', '70')).plus(fine('1.001', '17K')).toFixed(3);

    // 1. Purchase sort: lots out of BELI, bulk onto the SP tray with the same grams and fine grams.
    const sorted = await owner.ok(sepuhanApi.sortirPembelian, {
      body: {
        kode_toko: 'T01',
        kode_gudang: 'SP',
        kode_baki: trays.sp.kode_baki,
        detail_barang: lines.map(sortLine),
        qty_asal: 3,
        berat_asal: '6.316',
        qty_bos: 3,
        berat_bos: '6.316',
      },
    });
    expect(sorted.message).toBe(MESSAGES.dataBerhasilDisimpan);
    const no_sortir = sorted.buktiStruk.no_sortir;
    expect(no_sortir).toMatch(/^SR-T01-\d{6}-\d{4}$/);
    expect(sorted.buktiStruk).toMatchObject({
      kode_toko: 'T01',
      kondisi: 'TN',
      kode_group: '17K',
      qty_sepuh: 3,
      berat_sepuh: '6.316',
      kode_baki: trays.sp.kode_baki,
      jenis: [{ jenis: 'CIN17', qty: 3, berat: '6.316' }],
    });
    expect(sorted.data.detail_sortir).toHaveLength(3);
    expect(await balanceOf(t, trays.sp.place)).toEqual({ qty: 3, berat: '6.316', berat_murni: murni });
    const [marked] = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM pembelian_detail WHERE no_sortir = ${no_sortir}`);
    expect(marked!.n).toBe(3);

    // Reprint and the lines still on the tray (the refining sort's lookup).
    const reprint = await owner.ok(sepuhanApi.reprintSortirPembelian, { query: { no_sortir } });
    expect(reprint.data).toMatchObject({
      _id: { no_sortir },
      kode_gudang: 'SP',
      total_qty: 3,
      total_berat: '6.316',
      qty_asal: 3,
      berat_asal: '6.316',
      status: 'AKTIF',
    });
    const sortPdf = await owner.get(`sortir-pembelian/pdf?no_sortir=${no_sortir}`);
    expect([sortPdf.statusCode, sortPdf.rawPayload.subarray(0, 5).toString()]).toEqual([200, '%PDF-']);
    const look = await owner.ok(sepuhanApi.lihatSortirPembelian, { query: { no_sortir: no_sortir.toLowerCase(), kode_dept: 'SEMUA' } });
    expect(look.data.detail_sortir.map((line) => line.kode_lot).sort()).toEqual(lines.map((line) => line.kode_lot).sort());

    // 2. Refining sort of two lines into the SS tray.
    const two = look.data.detail_sortir.filter((line) => line.berat !== '1.001');
    const ss = await owner.ok(sepuhanApi.sortirSepuh, {
      body: {
        kode_toko: 'T01',
        kode_gudang: 'SS',
        kode_baki: trays.ss.kode_baki,
        detail_barang: two.map((line) => ({ ...sortLine(line), no_sortir })),
      },
    });
    expect(ss.buktiSlip).toMatchObject({ qty_sp: 2, berat_sp: '5.315', kode_baki: trays.ss.kode_baki, no_sortir_asal: [no_sortir] });
    const ssMurni = new Decimal(fine('3.215', '75')).plus(fine('2.100', '70')).toFixed(3);
    expect(await balanceOf(t, trays.ss.place)).toEqual({ qty: 2, berat: '5.315', berat_murni: ssMurni });
    // The purchase sort cannot be cancelled any more: a line moved on.
    const refused = await owner.call(sepuhanApi.batalSortirPembelian, { query: { no_sortir } });
    expect(refused).toMatchObject({ ok: false, status: 409, body: { message: S.noSortirSudahDiproses } });

    // 3. Dispatch: 4.000 g to refine, 0.300 g damaged, 1.015 g stays on the SS tray.
    const isi = await owner.ok(sepuhanApi.isiSortirSepuh, { query: { kode_baki: trays.ss.kode_baki, kode_dept: 'CIN17' } });
    expect(isi.data.jenis).toEqual([{ kode_dept: 'CIN17', kode_group: '17K', qty: 2, berat: '5.315' }]);
    expect(isi.data.detail).toHaveLength(2);
    const sent = await owner.ok(sepuhanApi.kirimSepuh, {
      body: {
        kode_toko: 'T01',
        kode_tukang: 'TK01',
        berat_total: '5.315',
        qty_total: 2,
        detail_barang: [
          {
            kode_barcode: '-',
            kode_baki: trays.ss.kode_baki,
            kode_dept: 'CIN17',
            kode_group: '17K',
            qty: 2,
            berat: '5.315',
            qty_sepuh: 1,
            berat_sepuh: '4.000',
            qty_rusak: 1,
            berat_rusak: '0.300',
          },
        ],
      },
    });
    const no_sepuh = sent.buktiSlipInternal.no_sepuh;
    expect(sent.message).toBe(MESSAGES.dataBerhasilDikirim);
    expect(sent.buktiSlipInternal).toMatchObject({
      tukang: 'TK01',
      berat_total: '5.315',
      berat_sepuh_total: '4.000',
      berat_rusak_total: '0.300',
      selisih_gr: '1.015',
    });
    expect(sent.buktiSlipInternal.jenis[0]).toMatchObject({
      no_sortirs: [ss.buktiSlip.no_sortir],
      jenis: 'CIN17',
      qty_beli: 2,
      berat_beli: '5.315',
    });
    const atRefiner = await balanceOf(t, `SEPUH:${no_sepuh}`);
    const atRusak = await balanceOf(t, `RUSAK:${no_sepuh}`);
    const leftOnTray = await balanceOf(t, trays.ss.place);
    expect(atRefiner.berat).toBe('4.000');
    expect(atRusak.berat).toBe('0.300');
    expect(leftOnTray.berat).toBe('1.015');
    // Fine grams are shared, not made up: the three parts add up to what the tray held.
    expect(new Decimal(atRefiner.berat_murni).plus(atRusak.berat_murni).plus(leftOnTray.berat_murni).toFixed(3)).toBe(ssMurni);
    // The refining sort cannot be cancelled any more.
    expect(await owner.call(sepuhanApi.batalSortirSepuh, { query: { no_sortir: ss.buktiSlip.no_sortir } })).toMatchObject({
      ok: false,
      status: 409,
      body: { message: S.noSortirSudahDiproses },
    });
    expect((await owner.ok(sepuhanApi.kirimSepuhOpen, { query: { kode_toko: 'T01' } })).data.some((row) => row.no_sepuh === no_sepuh)).toBe(
      true,
    );

    // 4. Receipt: 3.800 received, 0.050 damaged, 0.150 lost at the refiner.
    const got = await owner.ok(sepuhanApi.terimaSepuh, {
      body: {
        no_sepuh,
        kode_baki: trays.ks.kode_baki,
        detail_barang: [
          { kode_dept: 'CIN17', berat_timbangan: '3.850', qty_terima: 1, berat_terima: '3.800', qty_rusak: 0, berat_rusak: '0.050' },
        ],
      },
    });
    const no_terima = got.data.no_terima_sepuh;
    expect(got.data).toMatchObject({ no_sepuh, tukang: 'TK01', berat_selisih: '0.150' });
    expect(got.data.bukti_jenis[0]).toMatchObject({
      jenis: 'CIN17',
      baki: [trays.ks.kode_baki],
      berat_sepuh: '4.000',
      berat_timbangan: '3.850',
      berat_terima: '3.800',
      berat_rusak: '0.050',
      berat_selisih: '0.150',
    });
    expect(await balanceOf(t, `SEPUH:${no_sepuh}`)).toEqual({ qty: 0, berat: '0.000', berat_murni: '0.000' });
    const sums = await docSums(t, no_terima);
    expect(sums.find((row) => row.place_kind === 'LOSS')).toMatchObject({ berat: '0.150' });
    const ks = await balanceOf(t, trays.ks.place);
    const lossFine = sums.find((row) => row.place_kind === 'LOSS')!.berat_murni;
    const rusakFine = sums.find((row) => row.place_kind === 'RUSAK')!.berat_murni;
    expect(new Decimal(ks.berat_murni).plus(lossFine).plus(rusakFine).toFixed(3)).toBe(atRefiner.berat_murni);
    expect((await owner.ok(sepuhanApi.kirimSepuhOpen, { query: { kode_toko: 'T01' } })).data.some((row) => row.no_sepuh === no_sepuh)).toBe(
      false,
    );
    const sisa = await owner.ok(sepuhanApi.sisaTerimaSepuh, {
      query: { no_terima_sepuh: no_terima, kode_baki: 'SEMUA', kode_dept: 'SEMUA' },
    });
    expect(sisa.data).toMatchObject({
      baki: [trays.ks.kode_baki],
      jenis: ['CIN17'],
      detail: [{ kode_baki: trays.ks.kode_baki, kode_dept: 'CIN17', qty: 1, berat: '3.800' }],
    });
    expect((await owner.ok(sepuhanApi.reprintTerimaSepuh, { query: { no_terima_sepuh: no_terima } })).data.berat_selisih).toBe('0.150');
    expect((await owner.ok(sepuhanApi.reprintKirimSepuh, { query: { no_sepuh } })).data.selisih_gr).toBe('1.015');
    // A second receipt of the same type is refused.
    expect(
      await owner.call(sepuhanApi.terimaSepuh, {
        body: {
          no_sepuh,
          kode_baki: trays.ks.kode_baki,
          detail_barang: [{ kode_dept: 'CIN17', berat_timbangan: '1', qty_terima: 0, berat_terima: '0', qty_rusak: 0, berat_rusak: '0' }],
        },
      }),
    ).toMatchObject({ ok: false, status: 409, body: { message: `${S.jenisSudahDiterima} (CIN17)` } });

    // 6. Damaged goods of the dispatch and of the receipt are listed, validated, and leave stock as melted.
    const today = sorted.buktiStruk.tgl_sortir;
    const list = await owner.ok(sepuhanApi.daftarBarangRusak, {
      query: { tgl_from: today, tgl_to: today, jenis_transaksi: 'SEMUA', no_kirim_bos: '', kode_toko: 'T01' },
    });
    const mine = list.data.filter((row) => row.no_sepuh === no_sepuh || row.no_sepuh === no_terima);
    expect(mine.map((row) => [row.jenis_transaksi, row.berat_total]).sort()).toEqual([
      ['KS', '0.300'],
      ['TS', '0.050'],
    ]);
    // Export PDF / Excel of the chosen rows; nothing chosen is refused.
    const pdf = await owner.post('barang-rusak/export', { format: 'pdf', kode_toko: 'T01', no_sepuh: mine.map((row) => row.no_sepuh) });
    expect([pdf.statusCode, pdf.rawPayload.subarray(0, 5).toString()]).toEqual([200, '%PDF-']);
    const xlsx = await owner.post('barang-rusak/export', { format: 'xlsx', kode_toko: 'T01', no_sepuh: [no_sepuh] });
    expect([xlsx.statusCode, xlsx.rawPayload.subarray(0, 2).toString()]).toEqual([200, 'PK']);
    const none = await owner.post('barang-rusak/export', { format: 'pdf', no_sepuh: [] });
    expect([none.statusCode, none.json().message]).toEqual([400, S.exportRusakBelumDipilih]);
    const validated = await owner.ok(sepuhanApi.validasiBarangRusak, {
      body: {
        kode_toko: 'T01',
        data: mine.map((row) => ({ no_sepuh: row.no_sepuh, berat_total: row.berat_total, qty_total: row.qty_total })),
      },
    });
    expect(validated).toMatchObject({ message: MESSAGES.validasiRusakBerhasil, berat: '0.350', qty: 1 });
    expect((await docSums(t, validated.no_validasi)).find((row) => row.place_kind === 'DESTROYED')).toMatchObject({ berat: '0.350' });
    expect(await balanceOf(t, `RUSAK:${no_sepuh}`)).toEqual({ qty: 0, berat: '0.000', berat_murni: '0.000' });
    // Validated twice → refused.
    expect(
      await owner.call(sepuhanApi.validasiBarangRusak, {
        body: { kode_toko: 'T01', data: [{ no_sepuh, berat_total: '0.300', qty_total: 1 }] },
      }),
    ).toMatchObject({
      ok: false,
      status: 409,
      body: { message: `${S.barangRusakTidakDitemukan} (${no_sepuh})` },
    });
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it('a sort into RUSAK waits there for validation; cancelling a sort takes the lots back to unsorted stock', async () => {
    const lines = await buyBack(owner, [
      { kode_group: '17K', kode_dept: 'CIN17', berat: '1.500', kadar: '75' },
      { kode_group: '17K', kode_dept: 'CIN17', berat: '2.500', kadar: '75' },
    ]);
    const beliBefore = await balanceOf(t, 'BELI:T01');
    const first = await owner.ok(sepuhanApi.sortirPembelian, {
      body: { kode_toko: 'T01', kode_gudang: 'RUSAK', kode_baki: trays.rusak.kode_baki, detail_barang: [sortLine(lines[0]!)] },
    });
    const second = await owner.ok(sepuhanApi.sortirPembelian, {
      body: { kode_toko: 'T01', kode_gudang: 'SP', kode_baki: trays.sp2.kode_baki, detail_barang: [sortLine(lines[1]!)] },
    });
    const today = first.buktiStruk.tgl_sortir;
    const list = await owner.ok(sepuhanApi.daftarBarangRusak, {
      query: { tgl_from: today, tgl_to: today, jenis_transaksi: 'SR', no_kirim_bos: first.buktiStruk.no_sortir, kode_toko: 'T01' },
    });
    expect(list.data).toEqual([
      {
        jenis_transaksi: 'SR',
        no_sepuh: first.buktiStruk.no_sortir,
        tgl_system: today,
        kode_toko: 'T01',
        qty_total: 1,
        berat_total: '1.500',
        berat_murni: fine('1.500', '75'),
      },
    ]);
    // A RUSAK sort's lines are not offered for refining.
    expect(
      (await owner.ok(sepuhanApi.lihatSortirPembelian, { query: { no_sortir: first.buktiStruk.no_sortir, kode_dept: 'SEMUA' } })).data
        .detail_sortir,
    ).toEqual([]);

    // Cancel of the SP sort: the lot is back in BELI, the buy-back line unsorted, the reprint says BATAL.
    const cancelled = await owner.ok(sepuhanApi.batalSortirPembelian, { query: { no_sortir: second.buktiStruk.no_sortir } });
    expect(cancelled.message).toBe(MESSAGES.noSortirBerhasilDiBatal);
    expect(cancelled.no_batal).toMatch(/^BSR-T01-/);
    expect(await balanceOf(t, trays.sp2.place)).toEqual({ qty: 0, berat: '0.000', berat_murni: '0.000' });
    const [lot] = await rows<{ lokasi: string }>(t.db, sql`SELECT lokasi FROM stock_lots WHERE kode_lot = ${lines[1]!.kode_lot}`);
    expect(lot!.lokasi).toBe('BELI:T01');
    const [line] = await rows<{ no_sortir: string | null }>(
      t.db,
      sql`SELECT no_sortir FROM pembelian_detail WHERE kode_lot = ${lines[1]!.kode_lot}`,
    );
    expect(line!.no_sortir).toBeNull();
    expect((await owner.ok(sepuhanApi.reprintSortirPembelian, { query: { no_sortir: second.buktiStruk.no_sortir } })).data.status).toBe(
      'BATAL',
    );
    expect(await owner.call(sepuhanApi.batalSortirPembelian, { query: { no_sortir: second.buktiStruk.no_sortir } })).toMatchObject({
      ok: false,
      status: 409,
      body: { message: S.noSortirSudahDibatal },
    });
    // Sorted again (the line is free), then the RUSAK sort validated: it cannot be cancelled after that.
    await owner.ok(sepuhanApi.sortirPembelian, {
      body: { kode_toko: 'T01', kode_gudang: 'SP', kode_baki: trays.sp2.kode_baki, detail_barang: [sortLine(lines[1]!)] },
    });
    await owner.ok(sepuhanApi.validasiBarangRusak, {
      body: { kode_toko: 'T01', data: [{ no_sepuh: first.buktiStruk.no_sortir, berat_total: '1.500', qty_total: 1 }] },
    });
    expect(await balanceOf(t, trays.rusak.place)).toEqual({ qty: 0, berat: '0.000', berat_murni: '0.000' });
    expect(await owner.call(sepuhanApi.batalSortirPembelian, { query: { no_sortir: first.buktiStruk.no_sortir } })).toMatchObject({
      ok: false,
      status: 409,
      body: { message: S.noSortirSudahDiproses },
    });
    expect(new Decimal((await balanceOf(t, 'BELI:T01')).berat).minus(beliBefore.berat).toFixed(3)).toBe('-4.000');
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it('a refining sort can be cancelled until its type is sent; the lines are offered again', async () => {
    const lines = await buyBack(owner, [{ kode_group: '17K', kode_dept: 'CIN17', berat: '4.444', kadar: '75' }]);
    const sorted = await owner.ok(sepuhanApi.sortirPembelian, {
      body: { kode_toko: 'T01', kode_gudang: 'SP', kode_baki: trays.sp.kode_baki, detail_barang: lines.map(sortLine) },
    });
    const ssTray = await buildTray(t, { kode_toko: 'T01', kode_gudang: 'SS' });
    const ss = await owner.ok(sepuhanApi.sortirSepuh, {
      body: { kode_gudang: 'SS', kode_baki: ssTray.kode_baki, detail_barang: lines.map(sortLine) },
    });
    expect(
      (await owner.ok(sepuhanApi.lihatSortirPembelian, { query: { no_sortir: sorted.buktiStruk.no_sortir, kode_dept: 'SEMUA' } })).data
        .detail_sortir,
    ).toEqual([]);
    const cancelled = await owner.ok(sepuhanApi.batalSortirSepuh, { query: { no_sortir: ss.buktiSlip.no_sortir } });
    expect(cancelled.message).toBe(MESSAGES.noSortirBerhasilDiBatal);
    expect(await balanceOf(t, ssTray.place)).toEqual({ qty: 0, berat: '0.000', berat_murni: '0.000' });
    expect(
      (await owner.ok(sepuhanApi.lihatSortirPembelian, { query: { no_sortir: sorted.buktiStruk.no_sortir, kode_dept: 'CIN17' } })).data
        .detail_sortir,
    ).toHaveLength(1);
    expect((await owner.ok(sepuhanApi.reprintSortirSepuh, { query: { no_sortir: ss.buktiSlip.no_sortir } })).data.status).toBe('BATAL');
  });
});

/** Bought back, sorted, sorted for refining, sent and received: a KS batch of the given pieces and grams. */
async function receivedBatch(pieces: string[], terima: string) {
  const lines = await buyBack(
    owner,
    pieces.map((berat) => ({ kode_group: '17K', kode_dept: 'CIN17', berat, kadar: '75' })),
  );
  const ssTray = await buildTray(t, { kode_toko: 'T01', kode_gudang: 'SS' });
  await owner.ok(sepuhanApi.sortirPembelian, {
    body: { kode_toko: 'T01', kode_gudang: 'SP', kode_baki: trays.sp.kode_baki, detail_barang: lines.map(sortLine) },
  });
  await owner.ok(sepuhanApi.sortirSepuh, { body: { kode_gudang: 'SS', kode_baki: ssTray.kode_baki, detail_barang: lines.map(sortLine) } });
  const total = lines.reduce((sum, line) => sum.plus(line.berat), new Decimal(0)).toFixed(3);
  const sent = await owner.ok(sepuhanApi.kirimSepuh, {
    body: {
      kode_toko: 'T01',
      kode_tukang: 'TK02',
      detail_barang: [
        {
          kode_barcode: '-',
          kode_baki: ssTray.kode_baki,
          kode_dept: 'CIN17',
          kode_group: '17K',
          qty: lines.length,
          berat: total,
          qty_sepuh: lines.length,
          berat_sepuh: total,
          qty_rusak: 0,
          berat_rusak: '0',
        },
      ],
    },
  });
  const got = await owner.ok(sepuhanApi.terimaSepuh, {
    body: {
      no_sepuh: sent.buktiSlipInternal.no_sepuh,
      kode_baki: trays.ks.kode_baki,
      detail_barang: [
        { kode_dept: 'CIN17', berat_timbangan: terima, qty_terima: lines.length, berat_terima: terima, qty_rusak: 0, berat_rusak: '0' },
      ],
    },
  });
  return got.data.no_terima_sepuh;
}

describe('kirim-labeling', () => {
  it('sends a received batch in parts to a branch KC tray as KC shipments until it is used up', async () => {
    const no_terima = await receivedBatch(['2.000', '3.000', '4.000'], '8.700');
    const batchFine = (
      await rows<{ m: string }>(t.db, sql`SELECT murni_terima::text AS m FROM terima_sepuh_detail WHERE no_terima_sepuh = ${no_terima}`)
    )[0]!.m;
    const send = (qty_awal: number, berat_awal: string, jumlah_qty: number, jumlah_berat: string) =>
      owner.call(sepuhanApi.kirimLabeling, {
        body: {
          no_terima_sepuh: no_terima,
          detail_kirim: [
            {
              kode_baki: trays.ks.kode_baki,
              kode_baki_tujuan: trays.kcT02.kode_baki,
              kode_dept: 'CIN17',
              kode_cabang: 'T02',
              kadar: 'SP',
              qty_awal,
              berat_awal,
              jumlah_qty,
              jumlah_berat,
              berat_atribut: '0',
            },
          ],
          qty_kirim: jumlah_qty,
          berat_kirim: jumlah_berat,
          berat_atribut: '0',
          cabang: 'T02',
        },
      });
    const first = await send(3, '8.700', 2, '5.000');
    expect(first.ok, JSON.stringify(first.body)).toBe(true);
    if (!first.ok) return;
    const no_kirim = first.body.buktiSlip.no_kirim_stock;
    expect(first.body.message).toBe(MESSAGES.dataBerhasilDikirim);
    expect(first.body.buktiSlip).toMatchObject({
      cabang: 'T02',
      no_terima_sepuh: no_terima,
      baki_tujuan: trays.kcT02.kode_baki,
      tipe_barang: 'SP',
      baki: [{ baki: trays.ks.kode_baki, jenis: 'CIN17', qty_kirim: 2, berat_kirim: '5.000' }],
    });
    // The shipment is a KC shipment of the shipment service, addressed to T02, waiting for validation.
    const [kiriman] = await rows<{ jenis: string; kode_toko: string; status: string; validated: boolean; ref: string }>(
      t.db,
      sql`SELECT jenis, kode_toko, status, validated, ref FROM kiriman WHERE no_kirim = ${no_kirim}`,
    );
    expect(kiriman).toEqual({ jenis: 'KC', kode_toko: 'T02', status: 'OPEN', validated: false, ref: no_terima });
    expect((await balanceOf(t, `KIRIMAN:${no_kirim}`)).berat).toBe('5.000');
    // The remainder the screen fetches again; a stale remainder is refused.
    const sisa = await owner.ok(sepuhanApi.sisaTerimaSepuh, {
      query: { no_terima_sepuh: no_terima, kode_baki: trays.ks.kode_baki, kode_dept: 'CIN17' },
    });
    expect(sisa.data.detail).toEqual([{ kode_baki: trays.ks.kode_baki, kode_dept: 'CIN17', kode_group: '17K', qty: 1, berat: '3.700' }]);
    expect(await send(3, '8.700', 1, '1.000')).toMatchObject({ ok: false, status: 409, body: { message: S.sisaTerimaSepuhBerubah } });
    expect(await send(1, '3.700', 2, '1.000')).toMatchObject({
      ok: false,
      status: 400,
      body: { message: MESSAGES.jumlahQtyMelebihiQtyAwal },
    });
    expect(await send(1, '3.700', 1, '3.701')).toMatchObject({
      ok: false,
      status: 400,
      body: { message: MESSAGES.jumlahBeratMelebihiBeratAwal },
    });
    const last = await send(1, '3.700', 1, '3.700');
    expect(last.ok).toBe(true);
    // Used up: nothing left to label, and the two sends carry exactly the batch's fine grams.
    expect(
      (await owner.ok(sepuhanApi.sisaTerimaSepuh, { query: { no_terima_sepuh: no_terima, kode_baki: 'SEMUA', kode_dept: 'SEMUA' } })).data
        .detail,
    ).toEqual([]);
    const [sent] = await rows<{ m: string }>(
      t.db,
      sql`SELECT SUM(berat_murni)::numeric(14,3)::text AS m FROM kirim_labeling WHERE no_terima_sepuh = ${no_terima}`,
    );
    expect(sent!.m).toBe(batchFine);
    expect(await send(0, '0', 0, '0.001')).toMatchObject({
      ok: false,
      status: 400,
      body: { message: MESSAGES.jumlahBeratMelebihiBeratAwal },
    });
    if (last.ok)
      expect(
        (await owner.ok(sepuhanApi.reprintKirimLabeling, { query: { no_kirim_stock: last.body.buktiSlip.no_kirim_stock } })).data.baki[0]!
          .berat_kirim,
      ).toBe('3.700');
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it('refuses the spec’s bad inputs', async () => {
    const base = {
      kode_baki: trays.ks.kode_baki,
      kode_baki_tujuan: trays.kcT02.kode_baki,
      kode_dept: 'CIN17',
      kode_cabang: 'T02',
      kadar: 'SP',
      qty_awal: 1,
      berat_awal: '1',
      jumlah_qty: 1,
      jumlah_berat: '1',
      berat_atribut: '0',
    };
    for (const [detail, message] of [
      [[{ ...base, kode_cabang: '' }], MESSAGES.cabangHarusDipilih],
      [[{ ...base, jumlah_qty: undefined }], MESSAGES.jumlahQtyHarusDiisi],
      [[{ ...base, jumlah_berat: '' }], MESSAGES.jumlahBeratHarusDiisi],
      [[{ ...base, kadar: '' }], MESSAGES.tipeBarangHarusDipilih],
      [[{ ...base, kadar: 'X' }], MESSAGES.tipeBarangHarusDipilih],
      [[base, base], MESSAGES.hanyaDapatMenginput1Barang],
      [[], MESSAGES.dataBarangTidakAda],
    ] as const) {
      const res = await owner.post('kirim-labeling', { no_terima_sepuh: 'TS-T01-000000-0001', detail_kirim: detail });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    const unknown = await owner.post('kirim-labeling', { no_terima_sepuh: 'TS-T01-000000-9999', detail_kirim: [base] });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, S.noTerimaSepuhTidakDitemukan]);
    const no_terima = await receivedBatch(['1.000'], '1.000');
    const wrongTray = await owner.post('kirim-labeling', {
      no_terima_sepuh: no_terima,
      detail_kirim: [{ ...base, kode_baki_tujuan: trays.spT02.kode_baki }],
    });
    expect([wrongTray.statusCode, wrongTray.json().message]).toEqual([400, S.bakiTujuanHarusGudangKC]);
  });
});

describe('bad inputs are refused with the specification’s texts and nothing written', () => {
  it('sortir-pembelian', async () => {
    const [line] = await buyBack(owner, [{ kode_group: '17K', kode_dept: 'CIN17', berat: '1.234', kadar: '75' }]);
    const good = { kode_toko: 'T01', kode_gudang: 'SP', kode_baki: trays.sp.kode_baki, detail_barang: [sortLine(line!)] };
    const before = await written();
    const cases: Array<[unknown, number, string]> = [
      [{ ...good, kode_gudang: '' }, 400, MESSAGES.kodeGudangHarusDipilih],
      [{ ...good, kode_gudang: 'KC' }, 400, S.gudangSortirTidakValid],
      [{ ...good, kode_baki: undefined }, 400, MESSAGES.kodeBakiHarusDipilih],
      [{ ...good, detail_barang: [] }, 400, MESSAGES.dataBarangTidakAda],
      [{ ...good, kode_baki: trays.ss.kode_baki }, 400, S.bakiBukanGudangIni],
      [{ ...good, kode_toko: 'T02', kode_baki: trays.spT02.kode_baki }, 403, MESSAGES.aksesTokoLainDitolak],
      [{ ...good, berat_asal: '9.999' }, 400, S.totalTidakSesuai],
      [{ ...good, detail_barang: [{ ...sortLine(line!), berat: '1.235' }] }, 409, `${S.pembelianSudahDisortir} (${line!.no_faktur_beli})`],
      [{ ...good, detail_barang: [{ ...sortLine(line!), berat: '1.2345' }] }, 400, MESSAGES.beratTidakValid],
      [{ ...good, detail_barang: [sortLine(line!), sortLine(line!)] }, 404, `${S.pembelianSudahDisortir} (${line!.no_faktur_beli})`],
    ];
    for (const [body, status, message] of cases) {
      const res = await owner.post('sortir-pembelian', body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([status, message]);
    }
    expect(await written()).toEqual(before);
    // Sorted once; the second sort of the same line is refused.
    await owner.ok(sepuhanApi.sortirPembelian, { body: good });
    const again = await owner.post('sortir-pembelian', good);
    expect([again.statusCode, again.json().message]).toEqual([409, `${S.pembelianSudahDisortir} (${line!.no_faktur_beli})`]);
  });

  it('sortir-sepuh, kirim-sepuh, terima-sepuh and barang-rusak', async () => {
    const before = await written();
    const sortSepuh = async (body: unknown) => owner.post('sortir-sepuh', body);
    for (const [body, message] of [
      [{ kode_gudang: 'SS', kode_baki: trays.ss.kode_baki, detail_barang: [] }, MESSAGES.dataBarangSortirBelumDipilih],
      [{ kode_gudang: '', kode_baki: trays.ss.kode_baki, detail_barang: [] }, MESSAGES.kodeGudangHarusDipilih],
      [{ kode_gudang: 'SS', kode_baki: '', detail_barang: [] }, MESSAGES.kodeBakiHarusDipilih],
      [{ kode_gudang: 'SP', kode_baki: trays.ss.kode_baki, detail_barang: [] }, S.gudangSortirSepuhTidakValid],
    ] as const) {
      const res = await sortSepuh(body);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    const line = {
      kode_baki: trays.ss.kode_baki,
      kode_dept: 'GEL22',
      kode_group: '22K',
      qty: 1,
      berat: '1.000',
      qty_sepuh: 1,
      berat_sepuh: '1.000',
      qty_rusak: 0,
      berat_rusak: '0',
    };
    const kirim = async (detail: unknown) => owner.post('kirim-sepuh', { kode_toko: 'T01', detail_barang: [detail] });
    for (const [detail, status, message] of [
      [{ ...line, kode_baki: '' }, 400, MESSAGES.kodeBakiHarusDipilih],
      [{ ...line, kode_dept: '' }, 400, MESSAGES.kodeJenisHarusDipilih],
      [{ ...line, berat_sepuh: undefined }, 400, MESSAGES.beratSepuhHarusDiisi],
      [{ ...line, qty_sepuh: undefined }, 400, MESSAGES.qtySepuhHarusDiisi],
      [{ ...line, berat_rusak: undefined }, 400, MESSAGES.beratRusakHarusDiisi],
      [{ ...line, qty_rusak: undefined }, 400, MESSAGES.qtyRusakHarusDiisi],
      [{ ...line, berat_sepuh: '1.001' }, 400, MESSAGES.beratSepuhTidakBolehBesarDariJumlahBerat],
      [{ ...line, berat_sepuh: '0.900', berat_rusak: '0.101' }, 400, MESSAGES.beratRusakTidakBolehBesarDariJumlahBerat],
      [{ ...line, qty_sepuh: 2 }, 400, MESSAGES.qtySepuhTidakBolehBesarDariJumlah],
      [{ ...line, qty_rusak: 1 }, 400, MESSAGES.qtyRusakTidakBolehBesarDariJumlah],
      [{ ...line, kode_baki: trays.ks.kode_baki }, 400, S.bakiHarusGudangSS],
      [line, 409, `${S.stokBakiKosong} (GEL22)`],
      [{ ...line, qty_sepuh: 0, berat_sepuh: '0' }, 400, S.tidakAdaYangDikirim],
    ] as const) {
      const res = await kirim(detail);
      expect([res.statusCode, res.json().message], JSON.stringify(detail)).toEqual([status, message]);
    }
    const twice = await owner.post('kirim-sepuh', { kode_toko: 'T01', detail_barang: [line, line] });
    expect([twice.statusCode, twice.json().message]).toEqual([400, MESSAGES.barangSudahAdaDiTabel]);
    const unknownTukang = await owner.post('kirim-sepuh', { kode_toko: 'T01', kode_tukang: 'NOPE', detail_barang: [line] });
    expect([unknownTukang.statusCode, unknownTukang.json().message]).toEqual([404, S.tukangTidakDitemukan]);

    const terima = await owner.post('terima-sepuh', {
      no_sepuh: 'KS-T01-000000-9999',
      kode_baki: trays.ks.kode_baki,
      detail_barang: [{ kode_dept: 'CIN17', berat_timbangan: '1', qty_terima: 1, berat_terima: '1', qty_rusak: 0, berat_rusak: '0' }],
    });
    expect([terima.statusCode, terima.json().message]).toEqual([404, S.noSepuhTidakDitemukan]);
    const noRusak = await owner.post('barang-rusak/validate', { data: [] });
    expect([noRusak.statusCode, noRusak.json().message]).toEqual([400, MESSAGES.validasiHancurBarangRusakBelumAdaYangDipilih]);
    const unknownRusak = await owner.post('barang-rusak/validate', {
      kode_toko: 'T01',
      data: [{ no_sepuh: 'KS-T01-000000-9999', berat_total: '1', qty_total: 1 }],
    });
    expect([unknownRusak.statusCode, unknownRusak.json().message]).toEqual([409, `${S.barangRusakTidakDitemukan} (KS-T01-000000-9999)`]);
    const noSortir = await owner.get('sortir-pembelian/reprint?no_sortir=SR-T01-000000-9999');
    expect([noSortir.statusCode, noSortir.json().message]).toEqual([404, S.noSortirTidakDitemukan]);
    expect(await written()).toEqual(before);
  });

  it('receipt rules: more than sent, a type not sent, a non-KS tray', async () => {
    const lines = await buyBack(owner, [{ kode_group: '22K', kode_dept: 'GEL22', berat: '5.000', kadar: '22K' }]);
    const tray = await buildTray(t, { kode_toko: 'T01', kode_gudang: 'SS' });
    await owner.ok(sepuhanApi.sortirPembelian, {
      body: { kode_toko: 'T01', kode_gudang: 'SP', kode_baki: trays.sp.kode_baki, detail_barang: lines.map(sortLine) },
    });
    await owner.ok(sepuhanApi.sortirSepuh, { body: { kode_gudang: 'SS', kode_baki: tray.kode_baki, detail_barang: lines.map(sortLine) } });
    const sent = await owner.ok(sepuhanApi.kirimSepuh, {
      body: {
        kode_toko: 'T01',
        detail_barang: [
          {
            kode_barcode: '-',
            kode_baki: tray.kode_baki,
            kode_dept: 'GEL22',
            kode_group: '22K',
            qty: 1,
            berat: '5.000',
            qty_sepuh: 1,
            berat_sepuh: '5.000',
            qty_rusak: 0,
            berat_rusak: '0',
          },
        ],
      },
    });
    expect(sent.buktiSlipInternal.tukang).toBe('-');
    const no_sepuh = sent.buktiSlipInternal.no_sepuh;
    const line = { kode_dept: 'GEL22', berat_timbangan: '5.000', qty_terima: 1, berat_terima: '4.900', qty_rusak: 0, berat_rusak: '0' };
    const before = await written();
    for (const [body, status, message] of [
      [
        { no_sepuh, kode_baki: trays.ks.kode_baki, detail_barang: [{ ...line, berat_rusak: '0.101' }] },
        400,
        `${S.beratTerimaMelebihiKirim} (GEL22)`,
      ],
      [{ no_sepuh, kode_baki: trays.ks.kode_baki, detail_barang: [{ ...line, qty_rusak: 1 }] }, 400, `${S.qtyTerimaMelebihiKirim} (GEL22)`],
      [
        { no_sepuh, kode_baki: trays.ks.kode_baki, detail_barang: [{ ...line, kode_dept: 'CIN17' }] },
        400,
        `${S.jenisTidakAdaDiKirimSepuh} (CIN17)`,
      ],
      [{ no_sepuh, kode_baki: trays.ss.kode_baki, detail_barang: [line] }, 400, S.bakiHarusGudangKS],
      [{ no_sepuh, kode_baki: '', detail_barang: [line] }, 400, MESSAGES.kodeBakiHarusDipilih],
      [
        { no_sepuh, kode_baki: trays.ks.kode_baki, detail_barang: [{ ...line, berat_rusak: undefined }] },
        400,
        MESSAGES.beratRusakHarusDiisi,
      ],
    ] as const) {
      const res = await owner.post('terima-sepuh', body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([status, message]);
    }
    expect(await written()).toEqual(before);
  });

  it('staff see and act only for their own store', async () => {
    const staff = await buildUser(t, {
      kode_toko: 'T02',
      menus: ['/sortir-pembelian', '/laporan-sortir-pembelian', '/kirim-sepuh', '/terima-sepuh'],
    });
    const lines = await buyBack(owner, [{ kode_group: '17K', kode_dept: 'CIN17', berat: '1.111', kadar: '75' }]);
    const sorted = await owner.ok(sepuhanApi.sortirPembelian, {
      body: { kode_toko: 'T01', kode_gudang: 'SP', kode_baki: trays.sp.kode_baki, detail_barang: lines.map(sortLine) },
    });
    const res = await staff.client.get(`sortir-pembelian/reprint?no_sortir=${sorted.buktiStruk.no_sortir}`);
    expect([res.statusCode, res.json().message]).toEqual([404, S.noSortirTidakDitemukan]);
    const cancel = await staff.client.post(`sortir-pembelian/cancel?no_sortir=${sorted.buktiStruk.no_sortir}`);
    expect([cancel.statusCode, cancel.json().message]).toEqual([404, S.noSortirTidakDitemukan]);
    // Staff sorting T01's line from T02: the line is not theirs.
    const [other] = await buyBack(owner, [{ kode_group: '17K', kode_dept: 'CIN17', berat: '1.112', kadar: '75' }]);
    const steal = await staff.client.post('sortir-pembelian', {
      kode_gudang: 'SP',
      kode_baki: trays.spT02.kode_baki,
      detail_barang: [sortLine(other!)],
    });
    expect([steal.statusCode, steal.json().message]).toEqual([403, MESSAGES.aksesTokoLainDitolak]);
    const noMenu = await staff.client.post('sortir-sepuh', { kode_gudang: 'SS', kode_baki: trays.ss.kode_baki, detail_barang: [] });
    expect(noMenu.statusCode).toBe(403);
  });
});
