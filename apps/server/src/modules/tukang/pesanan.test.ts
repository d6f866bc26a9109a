// Orders through HTTP: POST pesanan, GET pesanan/available, POST pembagian-pesanan, pesanan/selesai, the
// goods form's PESANAN mode taking the finished piece, pesanan/pindah, the reprint and the list.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bahanTukangTidakCukup, barangApi, MESSAGES, penjualanApi, titipanApi, tukangApi, type PesananInput } from '@kencana/core';
import { rows } from '../../db/client.ts';
import { checkLedgerInvariants } from '../../ledger/invariants.ts';
import { accountCode, akun, customerRef } from '../../ledger/money-accounts.ts';
import { saldoAkun, saldoKas } from '../../ledger/money.ts';
import { countRows, raceForOneEffect } from '../../testing/racing.ts';
import {
  buildBulkStock,
  buildSales,
  buildTukang,
  buildUser,
  counterMoneyBalances,
  counterMoneyBalancesRebuilt,
  type BuiltTukang,
} from '../../testing/factories.ts';
import type { ApiClient } from '../../testing/api-client.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { balance, goodsForm, openTukangWorld, type TukangWorld } from './tukang.fixtures.ts';
import { PESANAN_DEPT, pesananPlace, placeCode } from '../../stock/index.ts';
import { batalSerahPesanan, serahkanPesanan } from './orders.ts';
import { tukangPlace } from './bahan.service.ts';

let w: TukangWorld;
let t: TestApp;
let owner: ApiClient;
let tk: BuiltTukang;
let tk2: BuiltTukang;
const bahanOf = (kode_tukang: string) => balance(t.db, placeCode(tukangPlace(w.home.kode_toko, kode_tukang)), w.cat.kode_group, 'BAHAN');
const failure = (answer: { ok: boolean; status: number; body?: unknown }) => [
  answer.status,
  answer.ok ? '' : (answer.body as { message: string }).message,
];

const order = (over: Partial<PesananInput> = {}): PesananInput => ({
  kode_customer: '-',
  customer: { nama: 'ibu sari', alamat: 'jl. melati 3, yogyakarta', no_hp: '08123' },
  detail_barang: [
    {
      kode_group: w.cat.kode_group,
      jenis_pesanan: 'cincin',
      deskripsi: 'cincin kawin ukir nama',
      attribut: '-',
      size: '12',
      perkiraan_berat: '3.5',
      perkiraan_kadar: '75',
      berat_atribut: '0',
      harga_gram: 1_000_000,
      harga_atribut: 50_000,
    },
  ],
  uang_muka: 1_000_000,
  pembayaran: [
    { jenis_bayar: 'TUNAI', jumlah: 600_000 },
    { jenis_bayar: 'TRANSFER', jumlah: 400_000 },
  ],
  tgl_jatuh_tempo: '2099-01-31',
  ...over,
});

beforeAll(async () => {
  w = await openTukangWorld();
  t = w.t;
  owner = w.ownerUser.client;
  tk = await buildTukang(t);
  tk2 = await buildTukang(t);
  await buildBulkStock(t, { kode_baki: w.home.A, kode_group: w.cat.kode_group, kode_dept: 'BAHAN', qty: 0, berat: '100' });
  await owner.ok(tukangApi.tambahBahan, {
    body: {
      kode_tukang: tk.kode_tukang,
      jenis: 'BAHAN',
      kode_group: w.cat.kode_group,
      jml_bahan: '10',
      keterangan: '',
      kode_baki: w.home.A,
    },
  });
});
afterAll(async () => t.close());

describe('orders', () => {
  it('refuses a bad order with a text naming the field', async () => {
    const cases: Array<[PesananInput, string]> = [
      [order({ customer: undefined }), MESSAGES.customerHarusDiisi],
      [order({ detail_barang: [] }), MESSAGES.detailPesananKosong],
      [order({ detail_barang: [{ ...order().detail_barang[0]!, deskripsi: '' }] }), 'Deskripsi Harus Diisi'],
      [order({ detail_barang: [{ ...order().detail_barang[0]!, perkiraan_berat: '' }] }), 'Perkiraan Berat Harus Diisi'],
      [order({ detail_barang: [{ ...order().detail_barang[0]!, kode_group: '' }] }), MESSAGES.kategoriTidakBolehKosong],
      [
        order({ detail_barang: [order().detail_barang[0]!, { ...order().detail_barang[0]!, kode_group: w.cat2.kode_group }] }),
        MESSAGES.kategoriPesananHarusSama,
      ],
      [order({ uang_muka: 99_000_000, pembayaran: [] }), MESSAGES.uangMukaMelebihiTotal],
      [order({ uang_muka: 500_000 }), MESSAGES.pembayaranTidakSesuai],
      [order({ tgl_jatuh_tempo: '2026-02-30' }), 'Tanggal Jatuh Tempo Tidak Valid'],
      [order({ tgl_jatuh_tempo: '2000-01-01' }), MESSAGES.tanggalJatuhTempoTidakValid],
    ];
    for (const [body, message] of cases) {
      const answer = await owner.call(tukangApi.simpanPesanan, { body });
      expect(answer.status, message).toBe(answer.status === 404 ? 404 : 400);
      expect(
        (answer as { body: { message: string } }).body.message.startsWith(message),
        `${message} ≠ ${(answer as { body: { message: string } }).body.message}`,
      ).toBe(true);
    }
    expect(await countRows(t.db, 'pesanan')).toBe(0);
  });

  it('takes an order: prices the pieces, keeps the deposit and its payments, prints the note', async () => {
    const kas = await saldoKas(t.db, w.home.kode_toko);
    const saved = await owner.ok(tukangApi.simpanPesanan, { body: order() });
    expect(saved.message).toBe(MESSAGES.pesananTersimpan);
    // The deposit is money in: cash into the drawer, the transfer to its clearing, owed on the customer's
    // deposit account (deposits: a walk-in by phone).
    expect(await saldoKas(t.db, w.home.kode_toko)).toBe(kas + 600_000);
    expect(await saldoAkun(t.db, akun.kliring(w.home.kode_toko, 'TRANSFER'))).toBe(400_000);
    expect(await saldoAkun(t.db, akun.titipan(w.home.kode_toko, customerRef({ no_hp: '08123' })))).toBe(-1_000_000);
    expect(await saldoAkun(t.db, akun.titipan(w.home.kode_toko, saved.data.no_pesanan))).toBe(0);
    // 3.5 g × Rp 1,000,000 = 3,500,000 (a multiple of 500) + attribute 50,000.
    expect(saved.data).toMatchObject({
      status: 'OPEN',
      nama_customer: 'IBU SARI',
      total_harga: 3_550_000,
      uang_muka: 1_000_000,
      kode_group: w.cat.kode_group,
      kode_tukang: null,
    });
    expect(saved.data.detail_barang[0]).toMatchObject({
      deskripsi: 'CINCIN KAWIN UKIR NAMA',
      perkiraan_berat: '3.500',
      sub_total: 3_550_000,
    });
    expect(saved.slip).toContain(saved.data.no_pesanan);
    expect(saved.slip).toContain('*** CUSTOMER ***');
    const found = await owner.ok(tukangApi.pesananAvailable, { query: { no_pesanan: saved.data.no_pesanan.toLowerCase() } });
    expect(found.data.no_pesanan).toBe(saved.data.no_pesanan);
    const listed = await owner.ok(tukangApi.lihatPesanan, { query: { status: 'OPEN', cari: 'sari', page: 1 } });
    expect(listed.data.map((row) => row.no_pesanan)).toContain(saved.data.no_pesanan);
    const missing = await owner.call(tukangApi.pesananAvailable, { query: { no_pesanan: 'PSN-TIDAK-ADA' } });
    expect(failure(missing)).toEqual([404, MESSAGES.noPesananTidakAda]);
  });

  it('distributes an order once: the specification texts, the slip printed twice, wrapped at 20', async () => {
    const saved = await owner.ok(tukangApi.simpanPesanan, { body: order() });
    const no = saved.data.no_pesanan;
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ no_pesanan: '' }, 400, MESSAGES.noPesananHarusDiisi],
      [{ kode_tukang: '' }, 400, MESSAGES.kodeTukangHarusDipilih],
      [{ ongkos_tukang: '' }, 400, MESSAGES.ongkosTukangHarusDiisi],
      [{ ongkos_tukang: 1.5 }, 400, MESSAGES.ongkosTukangHarusDiisi],
      [{ berat_susut: '0.1234' }, 400, MESSAGES.beratTidakValid],
      [{ no_pesanan: 'PSN-TIDAK-ADA' }, 404, MESSAGES.noPesananTidakAda],
      [{ kode_tukang: 'TIDAKADA' }, 404, MESSAGES.tukangTidakDitemukan],
    ];
    for (const [over, status, message] of cases) {
      const answer = await owner.call(tukangApi.pembagianPesanan, {
        body: { no_pesanan: no, kode_tukang: tk.kode_tukang, ongkos_tukang: 75_000, berat_susut: '0.2', ...over } as never,
      });
      expect(failure(answer), JSON.stringify(over)).toEqual([status, message]);
    }
    const url = '/api/v1/pembagian-pesanan';
    const payload = { no_pesanan: no, kode_tukang: tk.kode_tukang, ongkos_tukang: 75_000 };
    const outcome = await raceForOneEffect(
      8,
      () => t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${owner.token}` }, payload }),
      () => countRows(t.db, 'pesanan', `status = 'PROSES'`),
    );
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
    const reprint = await owner.ok(tukangApi.cetakUlangPesanan, { query: { no_pesanan: no } });
    expect(reprint.data.slip).toContain('*** INTERNAL ***');
    expect(reprint.data.slip).toContain('*** TUKANG ***');
    expect(reprint.data.slip).toContain(tk.kode_tukang);
    // The address wraps at 20 columns after its label.
    expect(reprint.data.slip).toMatch(/JL\. MELATI 3,\s*\n/);
    const again = await owner.call(tukangApi.pesananAvailable, { query: { no_pesanan: no } });
    expect(failure(again)).toEqual([404, MESSAGES.noPesananTidakAda]);
  });

  it('finishes an order out of the craftsman’s material (shrink a recorded loss); the goods form enters the piece out of it', async () => {
    const saved = await owner.ok(tukangApi.simpanPesanan, { body: order() });
    const no = saved.data.no_pesanan;
    const early = await owner.call(tukangApi.pesananSelesai, { body: { no_pesanan: no, berat_selesai: '3.4', berat_susut: '0.1' } });
    expect(failure(early)).toEqual([409, MESSAGES.pesananBelumDibagi]);
    await owner.ok(tukangApi.pembagianPesanan, {
      body: { no_pesanan: no, kode_tukang: tk.kode_tukang, ongkos_tukang: 75_000, berat_susut: '0.2' },
    });
    const before = await bahanOf(tk.kode_tukang);
    const tooMuch = await owner.call(tukangApi.pesananSelesai, { body: { no_pesanan: no, berat_selesai: '50', berat_susut: '0' } });
    expect(failure(tooMuch)).toEqual([409, bahanTukangTidakCukup(before.berat)]);
    const done = await owner.ok(tukangApi.pesananSelesai, { body: { no_pesanan: no, berat_selesai: '3.4', berat_susut: '0.1' } });
    expect(done.data).toMatchObject({ status: 'SELESAI', berat_selesai: '3.400', susut_selesai: '0.100' });
    expect((await bahanOf(tk.kode_tukang)).berat).toBe((Number(before.berat) - 3.5).toFixed(3));
    expect(await balance(t.db, placeCode(pesananPlace(no, w.home.kode_toko)), w.cat.kode_group, PESANAN_DEPT)).toEqual({
      qty: 1,
      berat: '3.400',
    });
    const twice = await owner.call(tukangApi.pesananSelesai, { body: { no_pesanan: no, berat_selesai: '3.4', berat_susut: '0.1' } });
    expect(failure(twice)).toEqual([409, MESSAGES.pesananSudahSelesai]);

    // The goods form, PESANAN mode: heavier than the piece refused; 3.390 g entered, 0.010 g the piece's shrink.
    const form = (berat: string) =>
      goodsForm(w, w.home.B, {
        status: 'PESANAN',
        no_pesanan: no,
        berat,
        berat_asli: berat,
        berat_awal: '3.500',
        berat_tukang: '3.400',
        berat_customer: berat,
        kadar: '17K',
      });
    const heavy = await owner.call(barangApi.tambahBarang, { body: form('3.401') as never });
    expect(failure(heavy)).toEqual([400, MESSAGES.beratMelebihiPesanan]);
    const added = await owner.ok(barangApi.tambahBarang, { body: form('3.390') as never });
    expect(await balance(t.db, placeCode(pesananPlace(no, w.home.kode_toko)), w.cat.kode_group, PESANAN_DEPT)).toEqual({
      qty: 0,
      berat: '0.000',
    });
    const detail = await owner.ok(tukangApi.pesananDetail, { query: { no_pesanan: no } });
    expect(detail.data.kode_barcode).toBe(added.data.kode_barcode);
    const second = await owner.call(barangApi.tambahBarang, { body: form('1') as never });
    expect(failure(second)).toEqual([409, MESSAGES.pesananSudahDiinput]);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);

    // Handed over at the counter: the sale asks only the price less the deposit (Rp 1,000,000), and marks the
    // order handed over; cancelling the sale makes it finished again.
    const kode_barcode = added.data.kode_barcode;
    const kode_sales = await buildSales(t);
    const sell = (jumlah: number) =>
      owner.call(penjualanApi.simpanPenjualan, {
        body: {
          kode_sales,
          customer: { nama: 'IBU SARI', no_hp: '08123', alamat: '-' },
          detail_barang: [{ kode_barcode }],
          pembayaran: [{ jenis: 'CASH', jumlah }],
        },
      });
    const price = (await owner.ok(barangApi.barangDetail, { params: { kode_barcode } })).data.harga_jual;
    const short = await sell(price - 1_000_000 - 1);
    expect(short.status).toBe(400);
    const owedBefore = await saldoAkun(t.db, akun.titipan(w.home.kode_toko, customerRef({ no_hp: '08123' })));
    const sold = await owner.ok(penjualanApi.simpanPenjualan, {
      body: {
        kode_sales,
        customer: { nama: 'IBU SARI', no_hp: '08123', alamat: '-' },
        detail_barang: [{ kode_barcode }],
        pembayaran: [{ jenis: 'CASH', jumlah: price - 1_000_000 }],
      },
    });
    expect((await owner.ok(tukangApi.pesananDetail, { query: { no_pesanan: no } })).data.status).toBe('DISERAHKAN');
    // The money ledger: the deposit was owed on the customer's deposit account (deposits: per customer,
    // here a walk-in by phone); the sale releases it into the price, its cancel owes it again.
    const titipan = akun.titipan(w.home.kode_toko, customerRef({ no_hp: '08123' }));
    expect(await saldoAkun(t.db, titipan)).toBe(owedBefore + 1_000_000);
    const released = await rows<{ jumlah: string }>(
      t.db,
      sql`SELECT jumlah::text AS jumlah FROM money_entries WHERE doc_no = ${sold.data.no_faktur_jual} AND kode_akun = ${accountCode(titipan)}`,
    );
    expect(released).toEqual([{ jumlah: '1000000' }]);
    // The back-fill migration rebuilds the same deposit and its release from the documents alone.
    expect(await counterMoneyBalancesRebuilt(t)).toEqual(await counterMoneyBalances(t.db));
    await owner.ok(penjualanApi.batalPenjualan, { body: { no_faktur_jual: sold.data.no_faktur_jual, alasan: 'salah input' } });
    expect((await owner.ok(tukangApi.pesananDetail, { query: { no_pesanan: no } })).data.status).toBe('SELESAI');
    expect(await saldoAkun(t.db, titipan)).toBe(owedBefore);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
    // … and the cancel too.
    expect(await counterMoneyBalancesRebuilt(t)).toEqual(await counterMoneyBalances(t.db));

    // The hook itself, as the sale calls it in its transaction: the deposit to count, once.
    expect(await t.db.transaction((tx) => serahkanPesanan(tx, { kode_barcode, no_jual: 'JUAL-UJI-1' }))).toEqual({
      no_pesanan: no,
      uang_muka: 1_000_000,
    });
    expect((await owner.ok(tukangApi.pesananDetail, { query: { no_pesanan: no } })).data.status).toBe('DISERAHKAN');
    await expect(t.db.transaction((tx) => serahkanPesanan(tx, { kode_barcode, no_jual: 'JUAL-UJI-2' }))).rejects.toThrow(
      MESSAGES.pesananSudahDiserahkan,
    );
    // The sale cancelled: the order is finished and waiting again.
    expect(await t.db.transaction((tx) => batalSerahPesanan(tx, 'JUAL-UJI-1'))).toEqual([no]);
    expect((await owner.ok(tukangApi.pesananDetail, { query: { no_pesanan: no } })).data.status).toBe('SELESAI');
  });

  it('moves an order in work to another craftsman with its material', async () => {
    const saved = await owner.ok(tukangApi.simpanPesanan, { body: order({ kode_customer: 'M0001', customer: undefined }) });
    expect(saved.data.kode_member).toBe('M0001');
    const no = saved.data.no_pesanan;
    await owner.ok(tukangApi.pembagianPesanan, {
      body: { no_pesanan: no, kode_tukang: tk.kode_tukang, ongkos_tukang: 50_000, berat_susut: '0' },
    });
    const same = await owner.call(tukangApi.pindahPesanan, { body: { no_pesanan: no, kode_tukang: tk.kode_tukang, berat_bahan: '1' } });
    expect(failure(same)).toEqual([400, MESSAGES.tukangTujuanSama]);
    const from = await bahanOf(tk.kode_tukang);
    const moved = await owner.ok(tukangApi.pindahPesanan, { body: { no_pesanan: no, kode_tukang: tk2.kode_tukang, berat_bahan: '2.5' } });
    expect(moved.data.kode_tukang).toBe(tk2.kode_tukang);
    expect((await bahanOf(tk.kode_tukang)).berat).toBe((Number(from.berat) - 2.5).toFixed(3));
    expect((await bahanOf(tk2.kode_tukang)).berat).toBe('2.500');
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it("pays a down payment from the customer's deposit (TITIPAN), capped at its balance; refuses an unknown method", async () => {
    const customer = { nama: 'ibu rina', alamat: '-', no_hp: '0877-1111-2222' };
    const deposit = akun.titipan(w.home.kode_toko, customerRef({ no_hp: customer.no_hp }));
    const slip = (
      await owner.ok(titipanApi.simpan, {
        body: { customer, jumlah: 300_000, pembayaran: [{ jenis: 'CASH', jumlah: 300_000 }], keterangan: '' },
      })
    ).data.no_titipan;
    const orders = await countRows(t.db, 'pesanan');
    const clearings = await countRows(t.db, 'money_accounts', "kind = 'KLIRING'");
    // More than the customer left: refused, nothing written.
    const over = await owner.call(tukangApi.simpanPesanan, {
      body: order({ customer, uang_muka: 300_001, pembayaran: [{ jenis_bayar: 'TITIPAN', no_titipan: slip, jumlah: 300_001 }] }),
    });
    expect(failure(over)).toEqual([409, MESSAGES.saldoTitipanTidakMencukupi]);
    // A method the counter does not take: refused by the contract, naming the field.
    const unknown = await owner.call(tukangApi.simpanPesanan, {
      body: order({ customer, uang_muka: 100_000, pembayaran: [{ jenis_bayar: 'GOPAY', jumlah: 100_000 }] }),
    });
    expect(failure(unknown)).toEqual([400, MESSAGES.jenisBayarTidakDikenal]);
    // Another customer's slip is not theirs to spend.
    const stranger = await owner.call(tukangApi.simpanPesanan, {
      body: order({ uang_muka: 100_000, pembayaran: [{ jenis_bayar: 'TITIPAN', no_titipan: slip, jumlah: 100_000 }] }),
    });
    expect(stranger.status).toBe(400);
    expect(await countRows(t.db, 'pesanan')).toBe(orders);
    expect(await saldoAkun(t.db, deposit)).toBe(-300_000);

    // The whole balance by the customer's phone (no slip named) plus cash: the deposit is drawn, the down
    // payment owed on the same account, and no clearing account of a method called TITIPAN is opened.
    const kas = await saldoKas(t.db, w.home.kode_toko);
    const saved = await owner.ok(tukangApi.simpanPesanan, {
      body: order({
        customer,
        uang_muka: 400_000,
        pembayaran: [
          { jenis_bayar: 'titipan', jumlah: 300_000 },
          { jenis_bayar: 'TUNAI', jumlah: 100_000 },
        ],
      }),
    });
    const entries = await rows<{ kode_akun: string; jumlah: string }>(
      t.db,
      sql`SELECT kode_akun, jumlah::text AS jumlah FROM money_entries WHERE doc_no = ${saved.data.no_pesanan} ORDER BY line_no`,
    );
    expect(entries).toEqual([
      { kode_akun: accountCode(deposit), jumlah: '-400000' },
      { kode_akun: accountCode(deposit), jumlah: '300000' },
      { kode_akun: accountCode(akun.kas(w.home.kode_toko)), jumlah: '100000' },
    ]);
    expect(await saldoAkun(t.db, deposit)).toBe(-400_000);
    expect(await saldoKas(t.db, w.home.kode_toko)).toBe(kas + 100_000);
    expect(await countRows(t.db, 'money_accounts', "kind = 'KLIRING'")).toBe(clearings);
    expect((await owner.ok(tukangApi.pesananDetail, { query: { no_pesanan: saved.data.no_pesanan } })).data.uang_muka).toBe(400_000);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it('keeps staff to their store and their menus', async () => {
    const saved = await owner.ok(tukangApi.simpanPesanan, { body: order() });
    const staff = await buildUser(t, { kode_toko: w.branch.kode_toko, menus: ['/pembagian-pesanan'] });
    const other = await staff.client.call(tukangApi.pesananAvailable, { query: { no_pesanan: saved.data.no_pesanan } });
    expect(failure(other)).toEqual([403, MESSAGES.aksesTokoLainDitolak]);
    const noMenu = await staff.client.call(tukangApi.simpanPesanan, { body: order() });
    expect(noMenu.status).toBe(403);
  });
});
