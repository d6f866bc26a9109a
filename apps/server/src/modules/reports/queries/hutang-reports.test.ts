// The loans' reports from loans posted through the hutang endpoints: the loans taken, the redemptions with
// principal, interest and days, and the cancelled loans; PDF and Excel of one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUTANG_MENUS, MASTER_API, hutangApi, tambahHari, validasiApi } from '@kencana/core';
import transaksiReport from '@kencana/core/reports/transaksi-hutang';
import lunasReport from '@kencana/core/reports/hutang-lunas';
import batalReport from '@kencana/core/reports/batal-hutang';
import stockReport from '@kencana/core/reports/stock-hutang';
import { sql } from 'drizzle-orm';
import {
  buildBusinessDate,
  buildGroup,
  buildModalKas,
  buildStore,
  buildUser,
  uniqueCode,
  type BuiltStore,
  type BuiltUser,
} from '../../../testing/factories.ts';
import { exportReportFile, fetchReport, pdfText } from '../../../testing/report-testing.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
let store: BuiltStore;
let owner: BuiltUser;
let taken: string;
let cancelled: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  store = await buildStore(t);
  owner = await buildUser(t, { kode_toko: store.kode_toko, level: 'OWN' });
  const kasir = await buildUser(t, { kode_toko: store.kode_toko, menus: [...HUTANG_MENUS] });
  const emas = await buildGroup(t, { harga: 1_000_000 });
  const kondisi = uniqueCode('KP').slice(0, 10);
  await owner.client.ok(MASTER_API.kondisi_pinjaman.add, {
    body: { kode_kondisi_pinjaman: kondisi, nama_kondisi_pinjaman: 'UJI', bunga_persen: '2', taksiran_persen: '80', lama_hari: 30 },
  });
  await owner.client.ok(validasiApi.simpanSettingToko, {
    body: { kode_toko: store.kode_toko, wajib_validasi_tutup_toko: false, hutang_aktif: true },
  });
  await buildModalKas(t, store.kode_toko, 50_000_000);
  const body = {
    customer: { nama: 'ANI', no_ktp: '3171012345678902', no_hp: '081234567891', alamat: 'JL. MELATI' },
    kode_kondisi_pinjaman: kondisi,
    detail_barang: [{ nama_barang: 'CINCIN', kode_group: emas.kode_group, berat: '2.000', kadar: '75' }],
    jumlah_pinjaman: 1_000_000,
    pembayaran: [{ jenis: 'CASH' as const, jumlah: 1_000_000 }],
  };
  taken = (await kasir.client.ok(hutangApi.simpanHutang, { body })).data.no_hutang;
  cancelled = (await kasir.client.ok(hutangApi.simpanHutang, { body })).data.no_hutang;
  await kasir.client.ok(hutangApi.batalHutang, { body: { no_hutang: cancelled, alasan: 'SALAH KETIK' } });
  // Redeemed on day 31: two months started → Rp 40.000 interest.
  await buildBusinessDate(t, store.kode_toko, tambahHari(store.tgl_system, 31));
  await kasir.client.ok(hutangApi.bayarHutang, {
    body: { no_hutang: taken, jenis: 'LUNAS', jumlah: 1_040_000, pembayaran: [{ jenis: 'CASH', jumlah: 1_040_000 }] },
  });
});
afterAll(async () => {
  await t.close();
});

describe('hutang reports', () => {
  const period = () => ({ tgl_from: store.tgl_system, tgl_to: tambahHari(store.tgl_system, 40), kode_toko: store.kode_toko });

  it('lists the loans taken, the redemption and the cancel', async () => {
    const loans = await fetchReport(t, owner.token, transaksiReport, period());
    expect(loans.status).toBe(200);
    expect(loans.body.data.map((r) => [r.no_hutang, r.jumlah_pinjaman, r.status])).toEqual([
      [taken, 1_000_000, 'LUNAS'],
      [cancelled, 1_000_000, 'BATAL'],
    ]);
    const lunas = await fetchReport(t, owner.token, lunasReport, period());
    expect(lunas.body.data.map((r) => [r.no_hutang, r.pokok, r.bunga, r.denda, r.hari])).toEqual([[taken, 1_000_000, 40_000, 0, 31]]);
    const batal = await fetchReport(t, owner.token, batalReport, period());
    expect(batal.body.data.map((r) => [r.no_hutang, r.alasan])).toEqual([[cancelled, 'SALAH KETIK']]);
  });

  it('exports PDF and Excel', async () => {
    expect((await exportReportFile(t, owner.token, lunasReport, period(), 'pdf')).status).toBe(200);
    expect((await exportReportFile(t, owner.token, transaksiReport, period(), 'xlsx')).status).toBe(200);
  });
});

describe('/laporan-stock-hutang', () => {
  it('rolls pledged pieces and principal forward per day, ages the open loans and values the pieces at today’s price', async () => {
    const s = await buildStore(t);
    const own = await buildUser(t, { kode_toko: s.kode_toko, level: 'OWN' });
    const k = await buildUser(t, { kode_toko: s.kode_toko, menus: [...HUTANG_MENUS] });
    const emas = await buildGroup(t, { harga: 1_000_000 });
    const kp = uniqueCode('KP').slice(0, 10);
    await own.client.ok(MASTER_API.kondisi_pinjaman.add, {
      body: { kode_kondisi_pinjaman: kp, nama_kondisi_pinjaman: 'UJI', bunga_persen: '2', taksiran_persen: '80', lama_hari: 30 },
    });
    await own.client.ok(validasiApi.simpanSettingToko, {
      body: { kode_toko: s.kode_toko, wajib_validasi_tutup_toko: false, hutang_aktif: true },
    });
    await buildModalKas(t, s.kode_toko, 50_000_000);
    const d0 = s.tgl_system;
    const day = (n: number) => tambahHari(d0, n);
    const take = async (gram: string[], jumlah: number) =>
      (
        await k.client.ok(hutangApi.simpanHutang, {
          body: {
            customer: { nama: 'SITI', no_ktp: '3171012345678903', no_hp: '081234567892', alamat: 'JL. KENANGA' },
            kode_kondisi_pinjaman: kp,
            detail_barang: gram.map((berat) => ({ nama_barang: 'CINCIN', kode_group: emas.kode_group, berat, kadar: '75' })),
            jumlah_pinjaman: jumlah,
            pembayaran: [{ jenis: 'CASH' as const, jumlah }],
          },
        })
      ).data.no_hutang;
    const pay = (no_hutang: string, jenis: 'PERPANJANG' | 'CICIL' | 'LUNAS', jumlah: number) =>
      k.client.ok(hutangApi.bayarHutang, { body: { no_hutang, jenis, jumlah, pembayaran: [{ jenis: 'CASH', jumlah }] } });

    // Day 0: A (1 piece, 2 g, Rp 1.000.000), B (2 pieces, 3 g, Rp 2.000.000) and D (1 piece, 1 g, Rp 500.000,
    // never paid), all due on day 30.
    const a = await take(['2.000'], 1_000_000);
    const b = await take(['2.000', '1.000'], 2_000_000);
    await take(['1.000'], 500_000);
    // Day 5: C (1 piece, 1.5 g, Rp 1.000.000, due day 35) taken; A redeemed (one month's interest).
    await buildBusinessDate(t, s.kode_toko, day(5));
    await take(['1.500'], 1_000_000);
    await pay(a, 'LUNAS', 1_020_000);
    // Day 40, with today's buy-back price Rp 1.100.000/g: B (10 days late) pays penalty, interest and Rp 500.000
    // of principal into a new loan of Rp 1.500.000 (its pieces stay pledged); C is extended (due day 65).
    await buildBusinessDate(t, s.kode_toko, day(40));
    await t.db.execute(
      sql`INSERT INTO harga_emas (kode_group, tgl_berlaku, harga, harga_beli, is_active) VALUES (${emas.kode_group}, ${day(40)}::date, 1200000, 1100000, true)`,
    );
    await pay(b, 'CICIL', 600_000);
    const c = (await k.client.ok(hutangApi.daftarHutang, { query: { kode_toko: s.kode_toko, status: 'AKTIF' } })).data.find(
      (row) => row.tgl_system === day(5),
    );
    await pay(c?.no_hutang ?? '', 'PERPANJANG', 40_000);

    const params = { tgl_from: d0, tgl_to: day(60), kode_toko: s.kode_toko };
    const report = await fetchReport(t, own.token, stockReport, params);
    expect(report.status).toBe(200);
    const rows = report.body.data;
    // Up to the store's business date, one row a day.
    expect(rows.map((r) => r.tgl_system)).toEqual(Array.from({ length: 41 }, (_, n) => day(n)));
    const at = (n: number) => rows.find((r) => r.tgl_system === day(n));
    const figures = (n: number) => {
      const r = at(n);
      return [
        r?.awal_qty,
        r?.awal_berat,
        r?.awal_pokok,
        r?.masuk_qty,
        r?.masuk_berat,
        r?.masuk_pokok,
        r?.keluar_qty,
        r?.keluar_berat,
        r?.keluar_pokok,
        r?.akhir_qty,
        r?.akhir_berat,
        r?.akhir_pokok,
      ];
    };
    expect(figures(0)).toEqual([0, '0.000', 0, 4, '6.000', 3_500_000, 0, '0.000', 0, 4, '6.000', 3_500_000]);
    expect(figures(1)).toEqual([4, '6.000', 3_500_000, 0, '0.000', 0, 0, '0.000', 0, 4, '6.000', 3_500_000]);
    expect(figures(5)).toEqual([4, '6.000', 3_500_000, 1, '1.500', 1_000_000, 1, '2.000', 1_000_000, 4, '5.500', 3_500_000]);
    expect(figures(40)).toEqual([4, '5.500', 3_500_000, 0, '0.000', 0, 0, '0.000', 500_000, 4, '5.500', 3_000_000]);
    const ageing = (n: number) => {
      const r = at(n);
      return [r?.belum_jatuh_tempo, r?.telat_1_30, r?.telat_31_60, r?.telat_60, r?.nilai_jaminan, r?.selisih];
    };
    // Day 39: B and D (9 days) and C (4 days) late, as due that day, though C is extended the next day.
    // The pieces held valued at today's price: 5.5 g × Rp 1.100.000.
    expect(ageing(39)).toEqual([0, 3_500_000, 0, 0, 6_050_000, 2_550_000]);
    // The end date: the new loan and the extended one are not due; D is 10 days late.
    expect(ageing(40)).toEqual([2_500_000, 500_000, 0, 0, 6_050_000, 3_050_000]);
    expect(report.body.totals).toMatchObject({ masuk_qty: 5, masuk_berat: '7.500', masuk_pokok: 4_500_000, keluar_pokok: 1_500_000 });

    const pdf = await exportReportFile(t, own.token, stockReport, params, 'pdf');
    expect(pdf.status).toBe(200);
    expect(await pdfText(pdf.bytes)).toContain('LAPORAN STOCK HUTANG');
    expect((await exportReportFile(t, own.token, stockReport, params, 'xlsx')).status).toBe(200);

    // Day 100: B's successor 30 days late (due day 70), C 35 (due day 65), D 70 (due day 30).
    await buildBusinessDate(t, s.kode_toko, day(100));
    const later = await fetchReport(t, own.token, stockReport, { tgl_from: day(100), tgl_to: day(100), kode_toko: s.kode_toko });
    const [end] = later.body.data;
    expect([end?.akhir_pokok, end?.belum_jatuh_tempo, end?.telat_1_30, end?.telat_31_60, end?.telat_60]).toEqual([
      3_000_000, 0, 1_500_000, 1_000_000, 500_000,
    ]);
  });
});
