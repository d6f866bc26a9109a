// The buy-back through the real HTTP API on the demo chain: pricing by the day's buy-back price less the
// condition's cut, one lot per line into the store's unsorted stock (grams and fine grams), the sorting list,
// lines from our own nota (a sold piece is bought back once), the cancel (twice, after sorting → refused,
// nothing written) and every bad input refused with its catalogue text and nothing written.
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fineGrams,
  MESSAGES,
  memberApi,
  PEMBELIAN_MESSAGES as P,
  pembelianApi,
  purityPercent,
  tidakBolehKosong,
  type PembelianBody,
} from '@kencana/core';
import { rows } from '../../db/client.ts';
import { checkLedgerInvariants } from '../../ledger/invariants.ts';
import { goldPricePerGram } from '../../pricing/gold-price.ts';
import { api, type ApiClient } from '../../testing/api-client.ts';
import { bakiPlace, buildDocument, buildMember, buildUser } from '../../testing/factories.ts';
import { countRows } from '../../testing/racing.ts';
import { stockPlace } from '../../stock/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: ApiClient;
let kasirT02: ApiClient;
let kasirT01: ApiClient;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = api(t, (await loginAs(t.app, 'owner', 'owner123')).token);
  kasirT02 = api(t, (await loginAs(t.app, 'kasir', 'kasir123')).token);
  kasirT01 = (await buildUser(t, { kode_toko: 'T01', menus: ['/transaksi-pembelian', '/lihat-pembelian', '/batal-pembelian'] })).client;
  const [store] = await rows<{ d: string }>(t.db, sql`SELECT to_char(tgl_system, 'YYYY-MM-DD') AS d FROM tokos WHERE kode_toko = 'T01'`);
  today = store!.d;
});
afterAll(async () => {
  await t?.close();
});

const customer = { nama: 'Siti Aminah', no_ktp: '3273014501900001', no_hp: '081234567890', alamat: 'Jl. Braga No. 1, Bandung' };
const handLine = { nama_barang: 'Cincin Polos', kode_group: '17K', kode_dept: 'CIN17', berat: '3.215', kadar: '75', kondisi: 'TN' };

/** A body paid CASH exactly `total`. */
const body = (total: number, overrides: Partial<PembelianBody> = {}): PembelianBody => ({
  kode_toko: 'T01',
  customer,
  detail_barang: [handLine],
  pembayaran: [{ jenis: 'CASH', jumlah: total }],
  ...overrides,
});

/** What a line of `berat` grams of 17K in condition TN (10% cut) is paid today. */
async function expectedPrice(berat: string, kode_group = '17K', cut = '10'): Promise<{ perGram: number; harga: number }> {
  const price = await goldPricePerGram(t.db, kode_group, today);
  const perGram = new Decimal(price!.harga_beli).times(new Decimal(100).minus(cut)).dividedBy(100).floor().toNumber();
  return { perGram, harga: new Decimal(berat).times(perGram).floor().toNumber() };
}

async function balance(place: string): Promise<{ qty: number; berat: string; berat_murni: string }> {
  const [row] = await rows<{ qty: number; berat: string; berat_murni: string }>(
    t.db,
    sql`SELECT COALESCE(SUM(qty), 0)::int AS qty, COALESCE(SUM(berat), 0)::numeric(14,3)::text AS berat, COALESCE(SUM(berat_murni), 0)::numeric(14,3)::text AS berat_murni
        FROM stock_balances WHERE place = ${place}`,
  );
  return row!;
}

/** What a refused call must leave untouched. */
const written = async () => ({
  docs: await countRows(t.db, 'documents'),
  beli: await countRows(t.db, 'pembelian'),
  lots: await countRows(t.db, 'stock_lots'),
});

/** A piece of T01's display trays sold through POST penjualan (the sale's own service). */
async function soldPiece(): Promise<{
  no_faktur_jual: string;
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  berat: string;
  kadar: string;
}> {
  const [item] = await rows<{
    kode_barcode: string;
    nama_barang: string;
    kode_group: string;
    kode_dept: string;
    berat: string;
    kadar: string;
  }>(
    t.db,
    sql`SELECT kode_barcode, nama_barang, kode_group, kode_dept, berat::text AS berat, kadar FROM barang
        WHERE lokasi_kind = 'BAKI' AND kode_toko = 'T01' AND kode_group = '17K' AND kode_baki LIKE 'KC%'
        ORDER BY kode_barcode LIMIT 1`,
  );
  const [sales] = await rows<{ kode_sales: string }>(t.db, sql`SELECT kode_sales FROM sales WHERE is_active ORDER BY kode_sales LIMIT 1`);
  const sold = await owner.post('penjualan', {
    kode_toko: 'T01',
    kode_sales: sales!.kode_sales,
    customer: { nama: 'PEMBELI', no_hp: '0812', alamat: 'BANDUNG' },
    detail_barang: [{ kode_barcode: item!.kode_barcode }],
    pembayaran: [{ jenis: 'CASH', jumlah: 500_000_000 }],
  });
  expect(sold.statusCode, sold.body).toBe(200);
  return { ...item!, no_faktur_jual: sold.json().data.no_faktur_jual };
}

describe('POST pembelian (buy-back entered by hand)', () => {
  it('prices each line at the day’s buy-back price less the cut and brings it into unsorted stock as one lot', async () => {
    const first = await expectedPrice('3.215');
    const second = await expectedPrice('5.100', '22K', '2');
    const total = first.harga + second.harga;
    const beliBefore = await balance('BELI:T01');
    const saved = await owner.ok(pembelianApi.simpanPembelian, {
      body: body(total, {
        detail_barang: [
          handLine,
          {
            nama_barang: 'Gelang Rusak',
            kode_group: '22K',
            kode_dept: 'GEL22',
            berat: 5.1 as unknown as string,
            kadar: '22K',
            kondisi: 'NB',
          },
        ],
        pembayaran: [
          { jenis: 'CASH', jumlah: total - 1_000_000 },
          { jenis: 'TRANSFER', jumlah: 1_000_000, kode_bank: 'BCA', no_referensi: 'TRX123' },
        ],
      }),
    });
    expect(saved.message).toBe(P.pembelianBerhasil);
    const no = saved.data.no_faktur_beli;
    expect(no).toMatch(/^BL-T01-\d{6}-\d{4}$/);
    expect(saved.data.total_harga).toBe(total);
    expect(saved.data.total_berat).toBe('8.315');
    expect(saved.data.detail_barang[0]).toMatchObject({
      line_no: 1,
      kode_lot: `${no}/1`,
      harga_per_gram: first.perGram,
      harga: first.harga,
      potongan_persen: '10.00',
      nama_barang: 'CINCIN POLOS',
    });
    expect(saved.data.detail_barang[1]).toMatchObject({
      kode_lot: `${no}/2`,
      harga_per_gram: second.perGram,
      harga: second.harga,
      berat: '5.100',
    });

    // Grams and fine grams: each piece at its own purity, into the store's BELI place.
    const beliAfter = await balance('BELI:T01');
    expect(beliAfter.qty - beliBefore.qty).toBe(2);
    expect(new Decimal(beliAfter.berat).minus(beliBefore.berat).toFixed(3)).toBe('8.315');
    const murni = new Decimal(fineGrams('3.215', purityPercent('75'))).plus(fineGrams('5.100', purityPercent('22K')));
    expect(new Decimal(beliAfter.berat_murni).minus(beliBefore.berat_murni).toFixed(3)).toBe(murni.toFixed(3));
    // Money as text: node-postgres answers a bigint as a string, PGlite as a number.
    const [doc] = await rows<{ doc_type: string; total_harga: string }>(
      t.db,
      sql`SELECT doc_type, total_harga::text AS total_harga FROM documents WHERE doc_no = ${no}`,
    );
    expect(doc).toEqual({ doc_type: 'PEMBELIAN', total_harga: String(total) });
    const lots = await rows<{ kode_lot: string; lokasi: string }>(
      t.db,
      sql`SELECT kode_lot, lokasi FROM stock_lots WHERE kode_lot LIKE ${`${no}/%`} ORDER BY kode_lot`,
    );
    expect(lots).toEqual([
      { kode_lot: `${no}/1`, lokasi: 'BELI:T01' },
      { kode_lot: `${no}/2`, lokasi: 'BELI:T01' },
    ]);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);

    // The sorting list shows the lines with the specification's fields, filtered by condition and category.
    const ready = await owner.ok(pembelianApi.readySortir, {
      query: { kode_toko: 'T01', kondisi: 'TN', kode_group: '17K', kode_dept: 'SEMUA', tgl_system: today },
    });
    expect(ready.data.filter((r) => r.no_faktur_beli === no)).toEqual([
      {
        no_faktur_beli: no,
        line_no: 1,
        kode_lot: `${no}/1`,
        kode_toko: 'T01',
        tgl_system: today,
        kondisi: 'TN',
        nama_barang: 'CINCIN POLOS',
        kode_dept: 'CIN17',
        kode_group: '17K',
        berat: '3.215',
        kadar: '75',
        harga: first.harga,
        kode_baki: '-',
      },
    ]);
    const lihat = await owner.ok(pembelianApi.detailPembelian, { params: { no_faktur_beli: no } });
    expect(lihat.data).toMatchObject({
      nama_customer: 'SITI AMINAH',
      no_ktp: customer.no_ktp,
      status: 'AKTIF',
      total_harga: total,
      pembayaran: [{ jenis: 'CASH' }, { jenis: 'TRANSFER', kode_bank: 'BCA', jumlah: 1_000_000 }],
    });
    const list = await owner.ok(pembelianApi.daftarPembelian, { query: { tgl_from: today, tgl_to: today, q: customer.no_ktp } });
    expect(list.data.map((r) => r.no_faktur_beli)).toContain(no);
  });

  it('takes an agreed line price when the counter gives one', async () => {
    const saved = await owner.ok(pembelianApi.simpanPembelian, {
      body: body(1_500_000, { detail_barang: [{ ...handLine, harga: 1_500_000 }] }),
    });
    expect(saved.data.total_harga).toBe(1_500_000);
  });

  it('keeps an optional photo and lists buy-backs page by page, staff seeing only their store', async () => {
    const { harga } = await expectedPrice('3.215');
    const foto = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2w==';
    const saved = await kasirT01.ok(pembelianApi.simpanPembelian, { body: body(harga, { foto }) });
    const no = saved.data.no_faktur_beli;
    expect((await owner.ok(pembelianApi.detailPembelian, { params: { no_faktur_beli: no } })).data.ada_foto).toBe(true);
    expect((await owner.ok(pembelianApi.fotoPembelian, { params: { no_faktur_beli: no } })).data).toBe(foto);
    const page1 = await owner.ok(pembelianApi.daftarPembelian, { query: { tgl_from: today, tgl_to: today, limit: 1, page: 1 } });
    expect(page1.data).toHaveLength(1);
    expect(page1.total_rows).toBeGreaterThan(1);
    const page2 = await owner.ok(pembelianApi.daftarPembelian, { query: { tgl_from: today, tgl_to: today, limit: 1, page: 2 } });
    expect(page2.data[0]?.no_faktur_beli).not.toBe(page1.data[0]?.no_faktur_beli);
    const kasirOther = (await buildUser(t, { kode_toko: 'T02', menus: ['/lihat-pembelian'] })).client;
    const theirs = await kasirOther.ok(pembelianApi.daftarPembelian, { query: { tgl_from: today, tgl_to: today } });
    expect(theirs.data.every((r) => r.kode_toko === 'T02')).toBe(true);
    expect(
      (await kasirOther.call(pembelianApi.daftarPembelian, { query: { tgl_from: today, tgl_to: today, kode_toko: 'T01' } })).status,
    ).toBe(403);
  });

  const refusals: Array<[string, () => Promise<PembelianBody>, number, string]> = [
    ['missing NIK', async () => ({ ...body(1), customer: { ...customer, no_ktp: '' } }), 400, tidakBolehKosong('No KTP')],
    ['a NIK that is not 16 digits', async () => ({ ...body(1), customer: { ...customer, no_ktp: '327301450190' } }), 400, P.nikTidakValid],
    ['missing address', async () => ({ ...body(1), customer: { ...customer, alamat: ' ' } }), 400, tidakBolehKosong('Alamat')],
    ['a negative weight', async () => body(1, { detail_barang: [{ ...handLine, berat: '-1.000' }] }), 400, MESSAGES.beratTidakValid],
    ['a weight with 4 decimals', async () => body(1, { detail_barang: [{ ...handLine, berat: '1.2345' }] }), 400, MESSAGES.beratTidakValid],
    ['a zero weight', async () => body(0, { detail_barang: [{ ...handLine, berat: '0' }] }), 400, `${P.beratHarusLebihDariNol} (Baris 1)`],
    [
      'an unknown condition',
      async () => body((await expectedPrice('3.215')).harga, { detail_barang: [{ ...handLine, kondisi: 'ZZ' }] }),
      400,
      `${P.kondisiTidakDitemukan} (ZZ)`,
    ],
    [
      'a type of another category',
      async () => body((await expectedPrice('3.215')).harga, { detail_barang: [{ ...handLine, kode_dept: 'CIN22' }] }),
      400,
      `${P.jenisTidakDitemukan} (CIN22)`,
    ],
    [
      'an impossible purity',
      async () => body(1, { detail_barang: [{ ...handLine, kadar: '175' }] }),
      400,
      `${P.kadarTidakValid} (Baris 1)`,
    ],
    ['no lines', async () => body(1, { detail_barang: [] }), 400, P.barangBeliKosong],
    [
      'payment other than CASH or TRANSFER',
      async () => body(1, { pembayaran: [{ jenis: 'QRIS' as 'CASH', jumlah: 1 }] }),
      400,
      tidakBolehKosong('Jenis Pembayaran'),
    ],
  ];
  it.each(refusals)('refuses %s, writing nothing', async (_name, make, status, message) => {
    const before = await written();
    const answer = await owner.call(pembelianApi.simpanPembelian, { body: await make() });
    expect(answer.status).toBe(status);
    expect(answer.body.message).toContain(message);
    expect(await written()).toEqual(before);
  });

  it('refuses payments that do not add up to the total, writing nothing', async () => {
    const { harga } = await expectedPrice('3.215');
    const before = await written();
    const under = await owner.call(pembelianApi.simpanPembelian, { body: body(harga - 1) });
    expect(under.status).toBe(400);
    expect(under.body.message).toContain(P.pembayaranTidakSesuai);
    const over = await owner.call(pembelianApi.simpanPembelian, { body: body(harga + 1) });
    expect(over.status).toBe(400);
    expect(await written()).toEqual(before);
  });

  it('holds staff to their store', async () => {
    const { harga } = await expectedPrice('3.215');
    const other = await kasirT01.call(pembelianApi.simpanPembelian, { body: body(harga, { kode_toko: 'T02' }) });
    expect(other.status).toBe(403);
    const noMenu = await kasirT02.call(pembelianApi.batalPembelian, { body: { no_faktur_beli: 'BL-T01-000000-0001', alasan: 'X' } });
    expect([403, 404]).toContain(noMenu.status);
  });
});

describe('buy-back from our own nota', () => {
  it('takes the sold piece’s data, links its barcode, and buys it back only once', async () => {
    const piece = await soldPiece();
    const nota = await owner.ok(pembelianApi.cariNota, { query: { kode: piece.kode_barcode } });
    expect(nota.data[0]).toMatchObject({
      no_faktur_jual: piece.no_faktur_jual,
      kode_barcode: piece.kode_barcode,
      kode_group: piece.kode_group,
      berat: new Decimal(piece.berat).toFixed(3),
      dibeli_kembali: false,
    });
    const byNumber = await owner.ok(pembelianApi.cariNota, { query: { kode: piece.no_faktur_jual } });
    expect(byNumber.data.map((l) => l.kode_barcode)).toEqual([piece.kode_barcode]);
    const { harga } = await expectedPrice(piece.berat, piece.kode_group);
    // Whatever the screen sends for name and weight, the sale's data is used.
    const line = {
      kode_barcode: piece.kode_barcode,
      nama_barang: 'LAIN',
      kode_group: piece.kode_group,
      kode_dept: piece.kode_dept,
      berat: '99.000',
      kadar: '75',
      kondisi: 'TN',
    };
    const saved = await owner.ok(pembelianApi.simpanPembelian, { body: body(harga, { detail_barang: [line] }) });
    expect(saved.data.detail_barang[0]).toMatchObject({
      no_faktur_jual: piece.no_faktur_jual,
      kode_barcode: piece.kode_barcode,
      nama_barang: piece.nama_barang,
      berat: new Decimal(piece.berat).toFixed(3),
      harga,
    });
    expect((await owner.ok(pembelianApi.cariNota, { query: { kode: piece.no_faktur_jual } })).data[0]?.dibeli_kembali).toBe(true);

    const before = await written();
    const again = await owner.call(pembelianApi.simpanPembelian, { body: body(harga, { detail_barang: [line] }) });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(P.barangSudahDibeliKembali);
    expect(await written()).toEqual(before);

    // A piece still on its tray was never sold.
    const [onTray] = await rows<{ kode_barcode: string }>(
      t.db,
      sql`SELECT kode_barcode FROM barang WHERE lokasi_kind = 'BAKI' AND kode_toko = 'T01' LIMIT 1`,
    );
    const notSold = await owner.call(pembelianApi.simpanPembelian, {
      body: body(harga, { detail_barang: [{ ...line, kode_barcode: onTray!.kode_barcode }] }),
    });
    expect(notSold.status).toBe(409);
    expect(notSold.body.message).toContain(P.barangBelumTerjual);

    // A barcode that is not on the nota named, and an unknown nota.
    const other = await soldPiece();
    const mismatch = await owner.call(pembelianApi.simpanPembelian, {
      body: body(harga, { detail_barang: [{ ...line, kode_barcode: other.kode_barcode, no_faktur_jual: piece.no_faktur_jual }] }),
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toContain(P.barangTidakAdaDiNota);
    const unknown = await owner.call(pembelianApi.simpanPembelian, {
      body: body(harga, { detail_barang: [{ ...line, kode_barcode: undefined, no_faktur_jual: 'FJ-T01-000000-0000' }] }),
    });
    expect(unknown.status).toBe(404);
    // The nota's number alone names its only piece.
    const { harga: hargaOther } = await expectedPrice(other.berat, other.kode_group);
    const byNota = await owner.ok(pembelianApi.simpanPembelian, {
      body: body(hargaOther, { detail_barang: [{ ...line, kode_barcode: undefined, no_faktur_jual: other.no_faktur_jual }] }),
    });
    expect(byNota.data.detail_barang[0]).toMatchObject({ kode_barcode: other.kode_barcode, no_faktur_jual: other.no_faktur_jual });

    // Cancelled, the piece can be bought back again.
    await owner.ok(pembelianApi.batalPembelian, { body: { no_faktur_beli: saved.data.no_faktur_beli, alasan: 'salah input' } });
    expect((await owner.call(pembelianApi.simpanPembelian, { body: body(harga, { detail_barang: [line] }) })).status).toBe(200);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });
});

describe('racing', () => {
  it('20 buy-backs of one sold piece at once (different request keys): exactly one stands', async () => {
    const piece = await soldPiece();
    const { harga } = await expectedPrice(piece.berat, piece.kode_group);
    const line = {
      kode_barcode: piece.kode_barcode,
      nama_barang: 'X',
      kode_group: piece.kode_group,
      kode_dept: piece.kode_dept,
      berat: '1.000',
      kadar: '75',
      kondisi: 'TN',
    };
    const before = await countRows(t.db, 'pembelian');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => owner.call(pembelianApi.simpanPembelian, { body: body(harga, { detail_barang: [line] }) })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain(P.barangSudahDibeliKembali);
    }
    expect(await countRows(t.db, 'pembelian')).toBe(before + 1);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  // A hand-entered buy-back has no natural key: only the client's request key tells a retry from a new one.
  it('30 identical hand-entered buy-backs: without a request key all refused (428), under one key booked once', async () => {
    const { harga } = await expectedPrice('3.215');
    const before = await written();
    const unkeyed = await Promise.all(
      Array.from({ length: 30 }, () => owner.call(pembelianApi.simpanPembelian, { body: body(harga), idempotencyKey: null })),
    );
    expect(unkeyed.map((a) => a.status)).toEqual(Array.from({ length: 30 }, () => 428));
    expect(new Set(unkeyed.map((a) => a.body.message))).toEqual(new Set([MESSAGES.kunciPermintaanWajib]));
    expect(await written()).toEqual(before);

    const keyed = await Promise.all(
      Array.from({ length: 30 }, () =>
        owner.call(pembelianApi.simpanPembelian, { body: body(harga), idempotencyKey: 'pembelian-sekali-0001' }),
      ),
    );
    expect(keyed.filter((a) => a.status === 200)).toHaveLength(1);
    expect(new Set(keyed.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.body.message}`))).toEqual(
      new Set([`409 ${MESSAGES.permintaanSudahDiproses}`]),
    );
    expect(await countRows(t.db, 'pembelian')).toBe(before.beli + 1);
  });
});

describe('POST pembelian/batal', () => {
  async function buyOne(client = owner) {
    const { harga } = await expectedPrice('3.215');
    return (await client.ok(pembelianApi.simpanPembelian, { body: body(harga) })).data;
  }

  it('posts the exact opposite: the lots go back to the customer, the money is netted, and a second cancel is refused', async () => {
    const beliBefore = await balance('BELI:T01');
    const bought = await buyOne(kasirT01);
    const cancelled = await kasirT01.ok(pembelianApi.batalPembelian, {
      body: { no_faktur_beli: bought.no_faktur_beli, alasan: 'customer batal' },
    });
    expect(cancelled.message).toBe(P.pembelianBerhasilDibatalkan);
    expect(cancelled.data.no_batal).toMatch(/^BBL-T01-/);
    expect(await balance('BELI:T01')).toEqual(beliBefore);
    const [doc] = await rows<{ doc_type: string; reverses_doc_no: string; total_harga: string }>(
      t.db,
      sql`SELECT doc_type, reverses_doc_no, total_harga::text AS total_harga FROM documents WHERE doc_no = ${cancelled.data.no_batal}`,
    );
    expect(doc).toEqual({ doc_type: 'BATAL_PEMBELIAN', reverses_doc_no: bought.no_faktur_beli, total_harga: String(bought.total_harga) });
    const ready = await owner.ok(pembelianApi.readySortir, { query: { kode_toko: 'T01' } });
    expect(ready.data.some((r) => r.no_faktur_beli === bought.no_faktur_beli)).toBe(false);
    const lihat = await owner.ok(pembelianApi.detailPembelian, { params: { no_faktur_beli: bought.no_faktur_beli } });
    expect(lihat.data).toMatchObject({ status: 'BATAL', no_batal: cancelled.data.no_batal, alasan_batal: 'CUSTOMER BATAL' });

    const before = await written();
    const twice = await kasirT01.call(pembelianApi.batalPembelian, { body: { no_faktur_beli: bought.no_faktur_beli, alasan: 'lagi' } });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(P.pembelianSudahDibatalkan);
    expect(await written()).toEqual(before);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it('refuses once a line has been sorted (no_sortir set by the sorting step), writing nothing', async () => {
    const bought = await buyOne();
    await t.db.execute(
      sql`UPDATE pembelian_detail SET no_sortir = 'SR-T01-TEST-0001', tgl_sortir = ${today} WHERE no_faktur_beli = ${bought.no_faktur_beli} AND line_no = 1`,
    );
    const before = await written();
    const refused = await owner.call(pembelianApi.batalPembelian, { body: { no_faktur_beli: bought.no_faktur_beli, alasan: 'batal' } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(P.pembelianSudahDisortir);
    expect(await written()).toEqual(before);
    const ready = await owner.ok(pembelianApi.readySortir, { query: { kode_toko: 'T01' } });
    expect(ready.data.some((r) => r.no_faktur_beli === bought.no_faktur_beli)).toBe(false);
  });

  it('refuses once a lot has moved on (sorted into a tray by the ledger), writing nothing', async () => {
    const bought = await buyOne();
    const line = bought.detail_barang[0]!;
    await buildDocument(t, {
      kode_toko: 'T01',
      doc_type: 'TEST_SORTIR',
      lines: [
        {
          from: stockPlace('BELI', 'T01', 'T01'),
          kode_group: line.kode_group,
          kode_dept: line.kode_dept,
          qty: 1,
          berat: line.berat,
          kode_lot: line.kode_lot,
        },
        { to: bakiPlace('SP01A'), kode_group: line.kode_group, kode_dept: line.kode_dept, qty: 1, berat: line.berat, kadar: line.kadar },
      ],
    });
    const before = await written();
    const refused = await owner.call(pembelianApi.batalPembelian, { body: { no_faktur_beli: bought.no_faktur_beli, alasan: 'batal' } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(P.pembelianSudahDisortir);
    expect(await written()).toEqual(before);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it('refuses an unknown number and another store’s buy-back for staff', async () => {
    expect((await owner.call(pembelianApi.batalPembelian, { body: { no_faktur_beli: 'BL-T01-000101-9999', alasan: 'x' } })).status).toBe(
      404,
    );
    const bought = await buyOne();
    const kasirOther = (await buildUser(t, { kode_toko: 'T02', menus: ['/batal-pembelian', '/lihat-pembelian'] })).client;
    expect(
      (await kasirOther.call(pembelianApi.batalPembelian, { body: { no_faktur_beli: bought.no_faktur_beli, alasan: 'x' } })).status,
    ).toBe(403);
    expect((await kasirOther.call(pembelianApi.detailPembelian, { params: { no_faktur_beli: bought.no_faktur_beli } })).status).toBe(403);
    const missing = await owner.call(pembelianApi.batalPembelian, { body: { no_faktur_beli: bought.no_faktur_beli, alasan: '' } as never });
    expect(missing.status).toBe(400);
  });
});

describe('a member’s history', () => {
  it('lists the buy-backs of the member’s NIK beside the sales, cancelled ones marked', async () => {
    const nik = '3273019912800007';
    const member = await buildMember(t, { kode_toko: 'T01', no_ktp: nik });
    const stranger = await buildMember(t, { kode_toko: 'T01' });
    const { harga } = await expectedPrice(handLine.berat);
    const bought = await owner.ok(pembelianApi.simpanPembelian, { body: body(harga, { customer: { ...customer, no_ktp: nik } }) });
    const other = await owner.ok(pembelianApi.simpanPembelian, { body: body(harga, { customer: { ...customer, no_ktp: nik } }) });
    await owner.ok(pembelianApi.batalPembelian, { body: { no_faktur_beli: other.data.no_faktur_beli, alasan: 'SALAH INPUT' } });
    const history = await owner.ok(memberApi.riwayatMember, {
      params: { kode_member: member.kode_member },
      query: { tgl_from: today, tgl_to: today },
    });
    const buyBacks = history.data.rows.filter((r) => r.jenis.startsWith('PEMBELIAN'));
    expect(buyBacks.map((r) => [r.no_ref, r.jenis, r.total_harga]).sort()).toEqual(
      [
        [bought.data.no_faktur_beli, 'PEMBELIAN', harga],
        [other.data.no_faktur_beli, 'PEMBELIAN (BATAL)', harga],
      ].sort(),
    );
    // A member without a NIK on record is matched to no buy-back.
    const none = await owner.ok(memberApi.riwayatMember, {
      params: { kode_member: stranger.kode_member },
      query: { tgl_from: today, tgl_to: today },
    });
    expect(none.data.rows.filter((r) => r.jenis.startsWith('PEMBELIAN'))).toEqual([]);
  });
});
