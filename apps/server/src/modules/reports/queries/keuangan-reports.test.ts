// The two money reports, from documents posted through the cash and bank screens' endpoints over
// two business days (the day closed between them): the cash report's opening, in and out by document type and
// category, closing, with opening(d+1) = closing(d); the non-cash report's bank rows with reference and net.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HARGA_100, MASTER_API, MESSAGES, keuanganApi, penjualanApi, settingSystemApi } from '@kencana/core';
import cashReport from '@kencana/core/reports/transaksi-keuangan-cash';
import nonCashReport from '@kencana/core/reports/keuangan-non-cash';
import {
  buildBarang,
  buildGroup,
  buildJenis,
  buildPriceRule,
  buildSales,
  buildStore,
  buildTray,
  buildUser,
  signInAgain,
  uniqueCode,
  type BuiltStore,
  type BuiltUser,
} from '../../../testing/factories.ts';
import type { ApiClient } from '../../../testing/api-client.ts';
import { exportReportFile, fetchReport, firstSheet, pdfText } from '../../../testing/report-testing.ts';
import { countAsBooked } from '../../../testing/hitung-kas.ts';
import { bearer, createTestApp, type TestApp } from '../../../testing/test-app.ts';

const DAY1 = '2026-11-19';
const DAY2 = '2026-11-20';

let t: TestApp;
let store: BuiltStore;
let owner: BuiltUser;
let kasir: BuiltUser;
let client: ApiClient;
let modal: string;
let biaya: string;
let rekening: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: `${DAY1}T09:00:00+07:00` });
  store = await buildStore(t, { tgl_system: DAY1 });
  const head = await buildStore(t, { tgl_system: DAY1 });
  owner = await buildUser(t, { kode_toko: head.kode_toko, level: 'OWN' });
  kasir = await buildUser(t, {
    kode_toko: store.kode_toko,
    menus: [
      '/tambah-uang-kas',
      '/ambil-uang-kas',
      '/tambah-uang-bank',
      '/ambil-uang-bank',
      '/setor-uang-pusat',
      '/laporan-transaksi-keuangan-cash',
      '/laporan-keuangan-non-cash',
      '/transaksi-penjualan',
    ],
  });
  modal = uniqueCode('M').slice(0, 10);
  biaya = uniqueCode('B').slice(0, 10);
  rekening = uniqueCode('R');
  await owner.client.ok(MASTER_API.kode_transaksi.add, { body: { kode_transaksi: modal, nama_transaksi: 'MODAL UJI' } });
  await owner.client.ok(MASTER_API.kode_transaksi.add, { body: { kode_transaksi: biaya, nama_transaksi: 'BIAYA UJI' } });
  await owner.client.ok(MASTER_API.rekening.add, {
    body: { kode_rekening: rekening, nama_bank: 'BCA', no_rekening: '1234567890', atas_nama: 'TOKO UJI', kode_toko: store.kode_toko },
  });

  // Day 1: capital in 5.000.000, two expenses 1.000.000 + 250.000, 500.000 sent to head office; a bank deposit.
  client = kasir.client;
  await client.ok(keuanganApi.kas, { body: { jenis: 'TAMBAH', kode_transaksi: modal, jumlah: 5_000_000, keterangan: '' } });
  await client.ok(keuanganApi.kas, { body: { jenis: 'AMBIL', kode_transaksi: biaya, jumlah: 1_000_000, keterangan: '' } });
  await client.ok(keuanganApi.kas, { body: { jenis: 'AMBIL', kode_transaksi: biaya, jumlah: 250_000, keterangan: '' } });
  await client.ok(keuanganApi.setor, { body: { jumlah: 500_000, keterangan: '' } });
  await client.ok(keuanganApi.bank, {
    body: { jenis: 'TAMBAH', kode_rekening: rekening, kode_transaksi: modal, jumlah: 2_000_000, keterangan: '', referensi: 'TRF-77' },
  });

  // The day is counted (as booked) and closed; day 2: 100.000 taken, and a cancelled expense of 40.000.
  await countAsBooked(t, owner.token, store.kode_toko);
  t.setNow(`${DAY1}T21:00:00+07:00`);
  const closed = await t.app.inject({
    method: 'POST',
    url: '/api/v1/system/close',
    headers: bearer(kasir.token),
    payload: { PROSES: 'close' },
  });
  expect(closed.statusCode, closed.body).toBe(200);
  t.setNow(`${DAY2}T09:00:00+07:00`);
  client = await signInAgain(t, kasir);
  await client.ok(keuanganApi.kas, { body: { jenis: 'AMBIL', kode_transaksi: biaya, jumlah: 100_000, keterangan: '' } });
  const wrong = await client.ok(keuanganApi.kas, { body: { jenis: 'AMBIL', kode_transaksi: biaya, jumlah: 40_000, keterangan: '' } });
  await client.ok(keuanganApi.batal, { body: { no_transaksi: wrong.data.no_transaksi, alasan: 'SALAH' } });
  await client.ok(keuanganApi.bank, {
    body: { jenis: 'AMBIL', kode_rekening: rekening, kode_transaksi: biaya, jumlah: 300_000, keterangan: '' },
  });
});
afterAll(async () => {
  await t.close();
});

const period = () => ({ tgl_from: DAY1, tgl_to: DAY2, kode_toko: store.kode_toko });

describe('laporan transaksi keuangan cash', () => {
  it('per day: opening, in and out by document type and category, closing; opening(d+1) = closing(d)', async () => {
    const owned = (await signInAgain(t, owner)).token ?? '';
    const { status, body } = await fetchReport(t, owned, cashReport, period());
    expect(status).toBe(200);
    expect(body.message).toBe(MESSAGES.dataLaporanTersedia);
    const rows = body.data.map((r) => [r.tgl_system, r.uraian, r.kategori, r.masuk ?? null, r.keluar ?? null, r.saldo ?? null]);
    expect(rows).toEqual([
      [DAY1, 'SALDO AWAL', '-', null, null, 'Rp. 0'],
      [DAY1, 'AMBIL UANG KAS', 'BIAYA UJI', 0, 1_250_000, null],
      [DAY1, 'SETOR UANG KE PUSAT', '-', 0, 500_000, null],
      [DAY1, 'TAMBAH UANG KAS', 'MODAL UJI', 5_000_000, 0, null],
      [DAY1, 'SALDO AKHIR', '-', null, null, 'Rp. 3,250,000'],
      [DAY2, 'SALDO AWAL', '-', null, null, 'Rp. 3,250,000'],
      [DAY2, 'AMBIL UANG KAS', 'BIAYA UJI', 0, 140_000, null],
      [DAY2, 'BATAL AMBIL UANG KAS', 'BIAYA UJI', 40_000, 0, null],
      [DAY2, 'SALDO AKHIR', '-', null, null, 'Rp. 3,150,000'],
    ]);
    expect(body.data.find((r) => r.uraian === 'AMBIL UANG KAS' && r.tgl_system === DAY1)?.jumlah_dokumen).toBe(2);
    expect(body.totals).toMatchObject({ masuk: 5_040_000, keluar: 1_890_000 });
  });

  it('staff see their store; another store is refused; PDF and Excel carry the figures', async () => {
    const own = await fetchReport(t, client.token ?? '', cashReport, { tgl_from: DAY1, tgl_to: DAY2 });
    expect(own.body.data.every((r) => r.kode_toko === store.kode_toko)).toBe(true);
    const other = await fetchReport(t, client.token ?? '', cashReport, { tgl_from: DAY1, tgl_to: DAY2, kode_toko: 'T99' });
    expect(other.status).toBe(403);
    const pdf = await exportReportFile(t, client.token ?? '', cashReport, period(), 'pdf');
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('LAPORAN TRANSAKSI KEUANGAN CASH');
    expect(text).toContain('3,250,000');
    const xlsx = await exportReportFile(t, client.token ?? '', cashReport, period(), 'xlsx');
    expect(xlsx.status).toBe(200);
    const sheet = await firstSheet(xlsx.bytes);
    const values: unknown[] = [];
    sheet.eachRow((row) => values.push(...(row.values as unknown[])));
    expect(values).toContain('Rp. 3,150,000');
  });
});

describe('laporan keuangan non cash', () => {
  it('bank rows per method and account with the reference; gross, fee 0 when unknown, net; filtered by method', async () => {
    const { status, body } = await fetchReport(t, client.token ?? '', nonCashReport, { ...period(), metode: 'BANK' });
    expect(status).toBe(200);
    expect(body.data.map((r) => [r.tgl_system, r.metode, r.akun, r.jenis_dokumen, r.referensi, r.bruto, r.biaya, r.neto])).toEqual([
      [DAY1, 'BANK', rekening, 'TAMBAH UANG BANK', 'TRF-77', 2_000_000, 0, 2_000_000],
      [DAY2, 'BANK', rekening, 'AMBIL UANG BANK', '-', -300_000, 0, -300_000],
    ]);
    expect(body.totals).toMatchObject({ bruto: 1_700_000, biaya: 0, neto: 1_700_000 });
    const qris = await fetchReport(t, client.token ?? '', nonCashReport, { ...period(), metode: 'QRIS' });
    expect(qris.body).toMatchObject({ data: [], message: MESSAGES.dataLaporanTidakTersedia });
  });
});

describe('laporan keuangan non cash: a sale paid partly through a marketplace', () => {
  it('shows the marketplace payment with its reference, the fee of Master Marketplace (2.5 %) and the net', async () => {
    const owned = await signInAgain(t, owner);
    const kode_marketplace = uniqueCode('MP');
    await owned.ok(MASTER_API.marketplace.add, {
      body: { kode_marketplace, nama_marketplace: 'PASAR UJI', biaya_persen: '2.50' },
    });
    await buildPriceRule(t, HARGA_100);
    const { kode_group } = await buildGroup(t, { harga: 1_000_000, persentase: '75.00' });
    const { kode_dept } = await buildJenis(t, { kode_group });
    const tray = await buildTray(t, { kode_toko: store.kode_toko });
    const piece = await buildBarang(t, { kode_baki: tray.kode_baki, berat: '2.000', kode_group, kode_dept });
    const kode_sales = await buildSales(t);
    // Sold by the store's cashier (the owner's own store is still on day 1).
    const sold = await client.ok(penjualanApi.simpanPenjualan, {
      body: {
        kode_sales,
        customer: { nama: 'Ibu Sari', no_hp: '08123456789', alamat: 'Jl. Melati 3' },
        detail_barang: [{ kode_barcode: piece.kode_barcode }],
        pembayaran: [
          { jenis: 'MARKETPLACE', jumlah: 1_000_000, kode_marketplace, no_referensi: 'INV/777' },
          { jenis: 'CASH', jumlah: 10_000_000 },
        ],
      },
    });
    const { body } = await fetchReport(t, owned.token ?? '', nonCashReport, { ...period(), metode: 'MARKETPLACE' });
    expect(body.data.map((r) => [r.no_dokumen, r.metode, r.referensi, r.bruto, r.biaya, r.neto])).toEqual([
      [sold.data.no_faktur_jual, 'MARKETPLACE', 'INV/777', 1_000_000, 25_000, 975_000],
    ]);
  });
});

describe('laporan keuangan non cash: QRIS and card payments with the MDR of Setting System', () => {
  it('fee = gross × MDR in whole rupiah half up, net = gross − fee; a cancelled sale shows both negated', async () => {
    const owned = await signInAgain(t, owner);
    const tgl = period();
    const before = await fetchReport(t, owned.token ?? '', nonCashReport, { ...tgl, metode: 'QRIS' });
    expect(before.body.data).toEqual([]);
    // The chain's rates: QRIS 0.3 %, debit 0.15 % (credit left at 0).
    const now = await owned.ok(settingSystemApi.getSettingSystem, { query: {} });
    await owned.ok(settingSystemApi.simpanSettingSystem, {
      body: { system: { ...now.data.system, mdr_qris: '0.3', mdr_debit: '0,15' }, toko: { kode_toko: undefined, pkp: now.data.toko.pkp } },
    });
    await buildPriceRule(t, HARGA_100);
    const { kode_group } = await buildGroup(t, { harga: 1_000_000, persentase: '75.00' });
    const { kode_dept } = await buildJenis(t, { kode_group });
    const tray = await buildTray(t, { kode_toko: store.kode_toko });
    const piece = await buildBarang(t, { kode_baki: tray.kode_baki, berat: '5.000', kode_group, kode_dept });
    const kode_sales = await buildSales(t);
    const sold = await client.ok(penjualanApi.simpanPenjualan, {
      body: {
        kode_sales,
        customer: { nama: 'Ibu Rina', no_hp: '08123450000', alamat: 'Jl. Mawar 1' },
        detail_barang: [{ kode_barcode: piece.kode_barcode }],
        pembayaran: [
          // 1,235,500 × 0.3 % = 3,706.5: half up to 3,707 (a float or banker's rounding says 3,706).
          { jenis: 'QRIS', jumlah: 1_235_500, kode_bank: 'BCA', no_referensi: 'QR-1' },
          // 500,005 × 0.15 % = 750.0075: 750.
          { jenis: 'DEBIT', jumlah: 500_005, kode_bank: 'BCA', no_referensi: 'EDC-1' },
          { jenis: 'CASH', jumlah: 10_000_000 },
        ],
      },
    });
    const no = sold.data.no_faktur_jual;
    const qris = await fetchReport(t, owned.token ?? '', nonCashReport, { ...tgl, metode: 'QRIS' });
    expect(qris.body.data.map((r) => [r.no_dokumen, r.referensi, r.bruto, r.biaya, r.neto])).toEqual([
      [no, 'QR-1', 1_235_500, 3_707, 1_231_793],
    ]);
    const debit = await fetchReport(t, owned.token ?? '', nonCashReport, { ...tgl, metode: 'DEBIT' });
    expect(debit.body.data.map((r) => [r.bruto, r.biaya, r.neto])).toEqual([[500_005, 750, 499_255]]);

    // Cancelled at the counter by the cashier, with the owner's approval.
    const cancelled = await client.ok(penjualanApi.batalPenjualan, {
      body: {
        no_faktur_jual: no,
        alasan: 'SALAH INPUT',
        otorisasi: { user_id: owner.user_id, password: owner.password, alasan: 'SALAH INPUT' },
      },
    });
    const after = await fetchReport(t, owned.token ?? '', nonCashReport, { ...tgl, metode: 'QRIS' });
    expect(after.body.data.map((r) => [r.jenis_dokumen, r.bruto, r.biaya, r.neto])).toEqual(
      expect.arrayContaining([
        ['PENJUALAN', 1_235_500, 3_707, 1_231_793],
        [expect.stringContaining('BATAL'), -1_235_500, -3_707, -1_231_793],
      ]),
    );
    expect(after.body.data.map((r) => r.no_dokumen)).toContain(cancelled.data.no_batal);
    expect(after.body.totals).toMatchObject({ bruto: 0, biaya: 0, neto: 0 });
  });
});
