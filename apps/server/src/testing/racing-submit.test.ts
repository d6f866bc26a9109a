// Racing submits on every mutating endpoint: the same request N times at once (a double-click, a
// retrying client, two tabs) must change the books exactly once; the others are refused with a catalogue
// text. The scenarios run in order on one demo chain; the store is closed last.
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../db/client.ts';
import { tambahHari } from '@kencana/core';
import { buildBulkStock, buildBusinessDate, buildGroup, buildModalKas, buildStore, buildTray } from './factories.ts';
import { countRows, race, raceForOneEffect, winner } from './racing.ts';
import { bearer, createTestApp, loginAs, type TestApp } from './test-app.ts';
import { countAsBooked } from './hitung-kas.ts';

const N = 20;

let t: TestApp;
let owner: string;
let kasir: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = (await loginAs(t.app, 'owner', 'owner123')).token;
  kasir = (await loginAs(t.app, 'kasir', 'kasir123')).token;
});
afterAll(async () => {
  await t?.close();
});

const call = (token: string, method: InjectOptions['method'], path: string, payload?: unknown) => () =>
  t.app.inject({
    method,
    url: `/api/v1/${path}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const documents = () => countRows(t.db, 'documents');

/** Barcodes lying on a tray, in barcode order (8K items left out: konversi turns goods into 8K). */
async function onTray(kode_baki: string, take: number): Promise<string[]> {
  const found = await rows<{ kode_barcode: string }>(
    t.db,
    sql`SELECT kode_barcode FROM barang WHERE lokasi = ${`BAKI:${kode_baki}`} AND kode_group <> '8K' ORDER BY kode_barcode LIMIT ${take}`,
  );
  return found.map((r) => r.kode_barcode);
}

/**
 * One barcode nobody has raced for yet, from the display trays no whole-tray scenario touches (KC01A, then
 * KC01B: the counter's scenarios sell more pieces than one demo tray holds).
 */
const used = new Set<string>();
async function freshItem(): Promise<string> {
  for (const kode_baki of ['KC01A', 'KC01B']) {
    const code = (await onTray(kode_baki, 100)).find((c) => !used.has(c));
    if (code) {
      used.add(code);
      return code;
    }
  }
  throw new Error('no unused item on KC01A or KC01B');
}

const goodsForm = {
  kode_kategori: '17K',
  kode_jenis: 'CIN17',
  kode_lokasi_toko: 'KC01A',
  tipe_barang: 'A',
  nama_barang: 'CINCIN BALAPAN',
  berat: '2.500',
  berat_asli: '2.500',
  kadar: '75',
  kadar_cetak: '17K',
  kadar_modal: '73',
  tujuan: 'T01',
  berat_cad: '0',
  berat_susut: '0.050',
  susut_tukang: '0.100',
};

describe('racing submits: the same request at once changes the books exactly once', () => {
  // Two identical new items are two pieces (nothing in the form tells them apart), so a double submit of the
  // add form is recognised by the key the form sends with it (Idempotency-Key, one per form filled in).
  it('add goods (tambah-barang) under one request key', async () => {
    const keyed =
      (key: string, form: object = goodsForm) =>
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/tambah-barang',
          headers: { ...bearer(owner), 'idempotency-key': key },
          payload: form,
        });
    const outcome = await raceForOneEffect(N, keyed('tambah-barang-race-0001'), () => countRows(t.db, 'barang'));
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
    const refused = outcome.answers.find((a) => a.statusCode === 409);
    expect(refused?.json().message).toBe('Permintaan Ini Sudah Diproses, Periksa Data Sebelum Mengulang');

    // A refused request gives its key back: the corrected form goes through under the same key.
    const before = await countRows(t.db, 'barang');
    expect((await keyed('tambah-barang-retry-01', { ...goodsForm, kode_lokasi_toko: 'TIDAKADA' })()).statusCode).toBe(404);
    expect((await keyed('tambah-barang-retry-01')()).statusCode).toBe(200);
    expect(await countRows(t.db, 'barang')).toBe(before + 1);
    // A malformed key is refused before anything runs.
    const bad = await keyed('x y')();
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Kunci Permintaan Tidak Valid');
  });

  it('edit goods (barang/edit)', async () => {
    const code = await freshItem();
    const outcome = await raceForOneEffect(
      N,
      call(owner, 'PUT', `barang/edit/${code}`, { ...goodsForm, nama_barang: 'CINCIN DIEDIT', berat: '1.900', berat_asli: '2.500' }),
      documents,
      {
        idempotent: true,
      },
    );
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
  });

  // The shipment the send race booked is the one the receive race takes in.
  let shipment: string | undefined;

  it('send goods (kirim-barang)', async () => {
    const code = await freshItem();
    const outcome = await raceForOneEffect(N, call(owner, 'POST', 'kirim-barang', { to: 'T02', detail_barang: [code] }), documents);
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
    shipment = winner<{ no_kirim: string }>(outcome)?.no_kirim;
  });

  it('receive a shipment (terima-barang)', async () => {
    expect(shipment).toBeTruthy();
    const outcome = await raceForOneEffect(
      N,
      call(kasir, 'POST', 'terima-barang', { no_kirim: shipment, kode_baki: 'KC02A', semua: true }),
      documents,
    );
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
  });

  it('move goods (pindah-barang)', async () => {
    const code = await freshItem();
    const outcome = await raceForOneEffect(
      N,
      call(owner, 'POST', 'pindah-barang', { kode_baki_tujuan: 'KC01B', detail_barang: [code] }),
      documents,
    );
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
  });

  it('move to sorting (pindah-sortir)', async () => {
    const code = await freshItem();
    const outcome = await raceForOneEffect(
      N,
      call(owner, 'POST', 'pindah-sortir', { kode_baki_tujuan: 'SS01A', detail_barang: [code] }),
      documents,
    );
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
  });

  it('convert goods (konversi-barang)', async () => {
    const code = await freshItem();
    const outcome = await raceForOneEffect(
      N,
      call(owner, 'POST', 'konversi-barang', { kode_group: '8K', kode_dept: 'CIN8', detail_barang: [code], keterangan: 'BALAPAN' }),
      documents,
    );
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
  });

  it('destroy goods (hancur-barang)', async () => {
    const code = await freshItem();
    const outcome = await raceForOneEffect(
      N,
      call(owner, 'POST', 'hancur-barang', { detail_barang: [code], alasan: 'BALAPAN' }),
      documents,
    );
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
  });

  // The cleaning batch the send race opened is the one the take-back race closes.
  let cleaning: { no_cucian: string; kode_barcode: string } | undefined;

  it('send to the cleaner (cucian/kirim)', async () => {
    const code = await freshItem();
    const outcome = await raceForOneEffect(
      N,
      call(owner, 'POST', 'cucian/kirim', { detail_barang: [code], keterangan: 'BALAPAN' }),
      documents,
    );
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
    const no_cucian = winner<{ no_cucian: string }>(outcome)?.no_cucian;
    if (no_cucian) cleaning = { no_cucian, kode_barcode: code };
  });

  it('take back from the cleaner (cucian/ambil)', async () => {
    expect(cleaning).toBeDefined();
    const [weighed] = await rows<{ berat: string }>(
      t.db,
      sql`SELECT berat::text AS berat FROM barang WHERE kode_barcode = ${cleaning?.kode_barcode ?? ''}`,
    );
    const body = { no_cucian: cleaning?.no_cucian, detail_barang: [{ kode_barcode: cleaning?.kode_barcode, berat_akhir: weighed?.berat }] };
    const outcome = await raceForOneEffect(N, call(owner, 'POST', 'cucian/ambil', body), documents);
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
  });

  it('weigh a tray (timbang-baki)', async () => {
    const outcome = await raceForOneEffect(
      N,
      call(owner, 'POST', 'timbang-baki', { kode_baki: 'KC01C', berat_timbangan: '100', keterangan: 'BALAPAN' }),
      () => countRows(t.db, 'timbang_baki'),
    );
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
  });

  it('post a stock count (stock-opname-barang), 30 at once', async () => {
    const scans = (await onTray('KC02B', 1000)).map((kode_barcode) => ({ kode_barcode }));
    const outcome = await raceForOneEffect(
      30,
      call(kasir, 'POST', 'stock-opname-barang', { kode_baki: 'KC02B', detail_barang: scans, alasan: 'BALAPAN' }),
      () => countRows(t.db, 'stock_opname_barang'),
    );
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
  });

  // The counter: one piece sold by 30 submits at once is sold once; its sale cancelled by 20 at once is cancelled once.
  let soldInvoice: string | undefined;

  it('sell one piece (penjualan), 30 at once', async () => {
    const code = await freshItem();
    const body = {
      kode_sales: 'S001',
      customer: { nama: 'BALAPAN', no_hp: '', alamat: '' },
      detail_barang: [{ kode_barcode: code }],
      pembayaran: [{ jenis: 'CASH', jumlah: 100_000_000 }],
    };
    const outcome = await raceForOneEffect(30, call(owner, 'POST', 'penjualan', body), () => countRows(t.db, 'penjualan'));
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
    soldInvoice = winner<{ data: { no_faktur_jual: string } }>(outcome)?.data.no_faktur_jual;
    const [sold] = await rows<{ lokasi_kind: string }>(t.db, sql`SELECT lokasi_kind FROM barang WHERE kode_barcode = ${code}`);
    expect(sold?.lokasi_kind).toBe('SOLD');
  });

  it('cancel a sale (penjualan/batal)', async () => {
    expect(soldInvoice).toBeDefined();
    const outcome = await raceForOneEffect(
      N,
      call(owner, 'POST', 'penjualan/batal', { no_faktur_jual: soldInvoice, alasan: 'BALAPAN' }),
      () => countRows(t.db, 'penjualan', "status = 'BATAL'"),
    );
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
  });

  it('save the nota setting (setting-nota), idempotent', async () => {
    const body = { header: 'BALAPAN', footer: 'TERIMA KASIH', syarat_buyback: '-', ukuran_kertas: 'A5' };
    const outcome = await raceForOneEffect(N, call(owner, 'PUT', 'setting-nota', body), () => countRows(t.db, 'setting_nota'), {
      idempotent: true,
    });
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
  });

  it('move a whole tray (pindah-barang/satu-baki)', async () => {
    const outcome = await raceForOneEffect(
      N,
      call(owner, 'POST', 'pindah-barang/satu-baki', { kode_baki_asal: 'KC01D', kode_baki_tujuan: 'KC01C' }),
      documents,
    );
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
  });

  // The owner's send (KB) is one new shipment per submit: told apart by the form's request key, as adding goods.
  let kiriman: string | undefined;
  it('send from the owner (krmbrgbos/simpan) under one request key', async () => {
    const line = {
      kode_group: '17K',
      kode_dept: 'CIN17',
      asal_barang: 'BALAPAN',
      detail_barang: 'CINCIN',
      qty: 2,
      berat: '5.000',
      kadar: 'A',
      sales_pabrik: 'S001',
      tujuan: 'KC02A',
    };
    const fire = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/krmbrgbos/simpan',
        headers: { ...bearer(owner), 'idempotency-key': 'krmbrgbos-race-0001' },
        payload: line,
      });
    const outcome = await raceForOneEffect(N, fire, () => countRows(t.db, 'kiriman'));
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
    kiriman = winner<{ data: { nota: { no_kirim_bos: string } } }>(outcome)?.data.nota.no_kirim_bos;
  });

  it('confirm a shipment (validasi-terima-stock/validasi-bos)', async () => {
    expect(kiriman).toBeTruthy();
    const outcome = await raceForOneEffect(
      N,
      call(owner, 'POST', 'validasi-terima-stock/validasi-bos', { no_kirim_bosses: [kiriman] }),
      () => countRows(t.db, 'kiriman', 'validated'),
    );
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
  });

  it('close a shipment (validasi-inputan/kirim-barang-bos)', async () => {
    const outcome = await raceForOneEffect(
      N,
      call(owner, 'POST', 'validasi-inputan/kirim-barang-bos', { data_kirim: [{ no_kirim_bos: kiriman }] }),
      () => countRows(t.db, 'kiriman', `status = 'CLOSE'`),
    );
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
  });

  it('count what remains of a shipment (stock-opname-kirim-barang-dari-bos): the same count books once', async () => {
    const line = {
      kode_group: '17K',
      kode_dept: 'CIN17',
      asal_barang: 'OPNAME',
      detail_barang: 'CINCIN',
      qty: 3,
      berat: '6.000',
      kadar: 'A',
      sales_pabrik: 'S001',
      tujuan: 'KC02A',
    };
    const sent = await t.app.inject({ method: 'POST', url: '/api/v1/krmbrgbos/simpan', headers: bearer(owner), payload: line });
    const no = (sent.json() as { data: { nota: { no_kirim_bos: string } } }).data.nota.no_kirim_bos;
    const outcome = await raceForOneEffect(
      N,
      call(owner, 'POST', 'stock-opname-kirim-barang-dari-bos', {
        no_kirim_bos: no,
        qty_opname: 2,
        berat_opname: '5.500',
        alasan: 'BALAPAN',
      }),
      documents,
      {
        idempotent: true,
      },
    );
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
  });

  it("send the owner's goods to the refiner (kirim-sepuh-dari-barang-bos) under one request key", async () => {
    const body = {
      kode_tukang: 'TK02',
      detail_barang: [{ kode_group: '17K', kode_dept: 'CIN17', asal_barang: 'BALAPAN', qty: 1, berat: '2.000' }],
    };
    const fire = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/kirim-sepuh-dari-barang-bos',
        headers: { ...bearer(owner), 'idempotency-key': 'kirim-sepuh-bos-race-01' },
        payload: body,
      });
    const outcome = await raceForOneEffect(N, fire, () => countRows(t.db, 'kirim_sepuh'));
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
  });

  it('create, update and delete a master record (group)', async () => {
    const created = await raceForOneEffect(
      N,
      call(owner, 'POST', 'group/add', { kode_group: 'ZRACE', nama_group: 'BALAPAN', harga: 1000, persentase: '50' }),
      () => countRows(t.db, 'groups', `kode_group = 'ZRACE'`),
    );
    expect(created.problems, JSON.stringify(created.statuses)).toEqual([]);
    // The same edit again is a no-op (the audit log does record each call): counted is the changed row.
    const updated = await raceForOneEffect(
      N,
      call(owner, 'PUT', 'group/edit/by-kode-group/ZRACE', { nama_group: 'BALAPAN BARU', harga: 2000, persentase: '50' }),
      () => countRows(t.db, 'groups', `kode_group = 'ZRACE' AND nama_group = 'BALAPAN BARU'`),
      { idempotent: true },
    );
    expect(updated.problems, JSON.stringify(updated.statuses)).toEqual([]);
    const deleted = await raceForOneEffect(N, call(owner, 'DELETE', 'group/delete/by-kode-group/ZRACE'), () =>
      countRows(t.db, 'groups', `kode_group = 'ZRACE' AND NOT is_active`),
    );
    expect(deleted.problems, JSON.stringify(deleted.statuses)).toEqual([]);
  });

  it('create a user (users/add)', async () => {
    const outcome = await raceForOneEffect(
      N,
      call(owner, 'POST', 'users/add', {
        user_id: 'balapan',
        user_name: 'BALAPAN',
        level: 'KASIR',
        kode_toko: 'T02',
        password: 'melati-balap-77',
      }),
      () => countRows(t.db, 'users'),
    );
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
  });

  it('switch the active store (users/toko-aktif), idempotent: one switch recorded, the session acting for the store', async () => {
    // A session of its own: the owner's session of the other scenarios keeps acting for T01.
    const own = (await loginAs(t.app, 'owner', 'owner123')).token;
    const outcome = await raceForOneEffect(
      N,
      call(own, 'PUT', 'users/toko-aktif', { kode_toko: 'T02' }),
      () => countRows(t.db, 'audit_log', `event = 'GANTI_TOKO_AKTIF'`),
      { idempotent: true },
    );
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
    expect(outcome.answers.every((answer) => answer.statusCode !== 200 || answer.json().data.kode_toko === 'T02')).toBe(true);
    const me = await call(own, 'GET', 'users/me')();
    expect(me.json().data.kode_toko).toBe('T02');
  });

  it('craftsmen: material notes and orders under one request key; distribute, finish, move and count an order once', async () => {
    await buildBulkStock(t, { kode_baki: 'KC01A', kode_group: '17K', kode_dept: 'BAHAN', qty: 0, berat: '50' });
    const keyed = (path: string, key: string, payload: object) => () =>
      t.app.inject({ method: 'POST', url: `/api/v1/${path}`, headers: { ...bearer(owner), 'idempotency-key': key }, payload });
    const note = { kode_tukang: 'TK01', jenis: 'BAHAN', kode_group: '17K', jml_bahan: '20', keterangan: '', kode_baki: 'KC01A' };
    for (const [path, key] of [
      ['bahan/tambah-bahan', 'race-tambah-bahan-1'],
      ['bahan/ambil-bahan', 'race-ambil-bahan-1'],
    ] as const) {
      const outcome = await raceForOneEffect(N, keyed(path, key, { ...note, jml_bahan: path.endsWith('tambah-bahan') ? '20' : '1' }), () =>
        countRows(t.db, 'tukang_bahan'),
      );
      expect(outcome.problems, `${path} ${JSON.stringify(outcome.statuses)}`).toEqual([]);
    }
    const order = {
      customer: { nama: 'BALAPAN' },
      detail_barang: [{ kode_group: '17K', jenis_pesanan: 'CINCIN', deskripsi: 'CINCIN BALAP', perkiraan_berat: '3', harga_gram: 900_000 }],
      uang_muka: 0,
      tgl_jatuh_tempo: '2099-01-01',
    };
    const taken = await raceForOneEffect(N, keyed('pesanan', 'race-pesanan-0001', order), () => countRows(t.db, 'pesanan'));
    expect(taken.problems, JSON.stringify(taken.statuses)).toEqual([]);
    const no_pesanan = winner<{ data: { no_pesanan: string } }>(taken)!.data.no_pesanan;
    const bagi = { no_pesanan, kode_tukang: 'TK01', ongkos_tukang: 50_000, berat_susut: '0.1' };
    const distributed = await raceForOneEffect(N, call(owner, 'POST', 'pembagian-pesanan', bagi), () =>
      countRows(t.db, 'pesanan', `status = 'PROSES'`),
    );
    expect(distributed.problems, JSON.stringify(distributed.statuses)).toEqual([]);
    const moved = await raceForOneEffect(
      N,
      call(owner, 'POST', 'pesanan/pindah', { no_pesanan, kode_tukang: 'TK02', berat_bahan: '0' }),
      () => countRows(t.db, 'pesanan', `kode_tukang = 'TK02'`),
    );
    expect(moved.problems, JSON.stringify(moved.statuses)).toEqual([]);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/pesanan/pindah',
      headers: bearer(owner),
      payload: { no_pesanan, kode_tukang: 'TK01', berat_bahan: '0' },
    });
    const finished = await raceForOneEffect(
      N,
      call(owner, 'POST', 'pesanan/selesai', { no_pesanan, berat_selesai: '2.9', berat_susut: '0.1' }),
      () => countRows(t.db, 'pesanan', `status = 'SELESAI'`),
    );
    expect(finished.problems, JSON.stringify(finished.statuses)).toEqual([]);
    const so = (
      await t.app.inject({ method: 'GET', url: '/api/v1/stock-opname?kode_tukang=TK01&kode_group=17K', headers: bearer(owner) })
    ).json();
    const sisa = (Number(so.saldo_awal) - 3).toFixed(3);
    const count = {
      kode_tukang: 'TK01',
      kode_group: '17K',
      stockOpnames: so.data_so.map((row: { no_pesanan: string }) => row.no_pesanan),
      berat_pakai: '2.9',
      susut_pakai: '0.1',
      ongkos: 50_000,
      saldo_awal: so.saldo_awal,
      berat_sisa: sisa,
      setor: sisa,
      selisih: '0',
      kode_baki: 'KC01A',
    };
    const counted = await raceForOneEffect(N, call(owner, 'POST', 'stock-opname', count), () => countRows(t.db, 'so_pesanan'));
    expect(counted.problems, JSON.stringify(counted.statuses)).toEqual([]);
  });

  // A buy-back entered by hand has nothing that tells two identical ones apart: the form's request key does.
  let buyBack: string | undefined;
  const buyBackForm = (jumlah: number) => ({
    kode_toko: 'T01',
    customer: { nama: 'BALAPAN', no_ktp: '3273010101900001', no_hp: '08123456789', alamat: 'JL. BALAP' },
    detail_barang: [
      { nama_barang: 'CINCIN BALAP', kode_group: '17K', kode_dept: 'CIN17', berat: '2.000', kadar: '75', kondisi: 'TN', harga: jumlah },
    ],
    pembayaran: [{ jenis: 'CASH', jumlah }],
  });
  it('buy back (pembelian) under one request key; without a key every one is refused (428)', async () => {
    const before = await countRows(t.db, 'pembelian');
    const unkeyed = await race(N, call(owner, 'POST', 'pembelian', buyBackForm(2_000_000)));
    expect(unkeyed.map((a) => a.statusCode)).toEqual(Array.from({ length: N }, () => 428));
    expect(await countRows(t.db, 'pembelian')).toBe(before);
    const keyed = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/pembelian',
        headers: { ...bearer(owner), 'idempotency-key': 'pembelian-race-0001' },
        payload: buyBackForm(2_000_000),
      });
    const outcome = await raceForOneEffect(N, keyed, () => countRows(t.db, 'pembelian'));
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
    buyBack = winner<{ data: { no_faktur_beli: string } }>(outcome)?.data.no_faktur_beli;
  });

  let exchange: string | undefined;
  it('exchange (tukar-barang) under one request key', async () => {
    const [sales] = await rows<{ kode_sales: string }>(t.db, sql`SELECT kode_sales FROM sales WHERE is_active ORDER BY kode_sales LIMIT 1`);
    const code = await freshItem();
    const form = {
      ...buyBackForm(1_000_000),
      kode_sales: sales?.kode_sales,
      barang_lama: buyBackForm(1_000_000).detail_barang,
      barang_baru: [{ kode_barcode: code }],
      pembayaran: [{ jenis: 'CASH', jumlah: 500_000_000 }],
    };
    const keyed = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/tukar-barang',
        headers: { ...bearer(owner), 'idempotency-key': 'tukar-race-0001' },
        payload: form,
      });
    const outcome = await raceForOneEffect(N, keyed, () => countRows(t.db, 'barang_tukar'));
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
    exchange = winner<{ data: { no_tukar: string } }>(outcome)?.data.no_tukar;
  });

  it('cancel an exchange (tukar-barang/batal)', async () => {
    expect(exchange).toBeTruthy();
    const outcome = await raceForOneEffect(N, call(owner, 'POST', 'tukar-barang/batal', { no_tukar: exchange, alasan: 'BALAPAN' }), () =>
      countRows(t.db, 'barang_tukar', 'tgl_batal IS NOT NULL'),
    );
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
  });

  it('cancel a buy-back (pembelian/batal)', async () => {
    expect(buyBack).toBeTruthy();
    const outcome = await raceForOneEffect(
      N,
      call(owner, 'POST', 'pembelian/batal', { no_faktur_beli: buyBack, alasan: 'BALAPAN' }),
      documents,
    );
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
  });

  // The Sepuhan chain: every step raced, each must book once.
  it('sort, cancel a sort, sort for refining, send to and receive from the refiner, label, melt the damaged', async () => {
    const fireOwner = (path: string, payload: unknown) => call(owner, 'POST', path, payload);
    const judge = async (fire: () => ReturnType<ReturnType<typeof call>>, table: string, where?: string) => {
      const outcome = await raceForOneEffect(N, fire, () => countRows(t.db, table, where));
      expect(outcome.problems, `${table}: ${JSON.stringify(outcome.statuses)}`).toEqual([]);
      return outcome;
    };
    const sp = await buildTray(t, { kode_toko: 'T01', kode_gudang: 'SP' });
    const ss = await buildTray(t, { kode_toko: 'T01', kode_gudang: 'SS' });
    const ks = await buildTray(t, { kode_toko: 'T01', kode_gudang: 'KS' });
    const kc = await buildTray(t, { kode_toko: 'T02', kode_gudang: 'KC' });
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pembelian',
      headers: { ...bearer(owner), 'idempotency-key': 'sepuhan-race-beli-01' },
      payload: buyBackForm(1_500_000),
    });
    const { no_faktur_beli, detail_barang } = bought.json().data as { no_faktur_beli: string; detail_barang: { kode_lot: string }[] };
    const line = { no_faktur_beli, kode_lot: detail_barang[0]!.kode_lot, kode_dept: 'CIN17', kode_group: '17K', berat: '2.000' };
    const sortBody = { kode_toko: 'T01', kode_gudang: 'SP', kode_baki: sp.kode_baki, detail_barang: [line] };
    const sorted = winner<{ buktiStruk: { no_sortir: string } }>(await judge(fireOwner('sortir-pembelian', sortBody), 'sortir_pembelian'));
    await judge(
      fireOwner(`sortir-pembelian/cancel?no_sortir=${sorted!.buktiStruk.no_sortir}`, undefined),
      'sortir_pembelian',
      'no_batal IS NOT NULL',
    );
    expect((await fireOwner('sortir-pembelian', sortBody)()).statusCode).toBe(200);
    await judge(fireOwner('sortir-sepuh', { kode_gudang: 'SS', kode_baki: ss.kode_baki, detail_barang: [line] }), 'sortir_sepuh');
    const dispatch = {
      kode_toko: 'T01',
      kode_tukang: 'TK01',
      detail_barang: [
        {
          kode_baki: ss.kode_baki,
          kode_dept: 'CIN17',
          kode_group: '17K',
          qty: 1,
          berat: '2.000',
          qty_sepuh: 1,
          berat_sepuh: '1.800',
          qty_rusak: 0,
          berat_rusak: '0.200',
        },
      ],
    };
    const sent = winner<{ buktiSlipInternal: { no_sepuh: string } }>(await judge(fireOwner('kirim-sepuh', dispatch), 'kirim_sepuh'));
    const no_sepuh = sent!.buktiSlipInternal.no_sepuh;
    const receipt = {
      no_sepuh,
      kode_baki: ks.kode_baki,
      detail_barang: [
        { kode_dept: 'CIN17', berat_timbangan: '1.750', qty_terima: 1, berat_terima: '1.750', qty_rusak: 0, berat_rusak: '0' },
      ],
    };
    const got = winner<{ data: { no_terima_sepuh: string } }>(await judge(fireOwner('terima-sepuh', receipt), 'terima_sepuh'));
    const label = {
      no_terima_sepuh: got!.data.no_terima_sepuh,
      detail_kirim: [
        {
          kode_baki: ks.kode_baki,
          kode_baki_tujuan: kc.kode_baki,
          kode_dept: 'CIN17',
          kode_cabang: 'T02',
          kadar: 'SP',
          qty_awal: 1,
          berat_awal: '1.750',
          jumlah_qty: 1,
          jumlah_berat: '1.000',
          berat_atribut: '0',
        },
      ],
    };
    await judge(fireOwner('kirim-labeling', label), 'kirim_labeling');
    await judge(
      fireOwner('barang-rusak/validate', { kode_toko: 'T01', data: [{ no_sepuh, berat_total: '0.200', qty_total: 0 }] }),
      'barang_rusak',
      'no_validasi IS NOT NULL',
    );
  });

  // Members and points: a correction and a gift exchange under one request key each change the points once.
  const keyed = (path: string, payload: unknown, key: string) => () =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/${path}`,
      headers: { ...bearer(owner), 'idempotency-key': key },
      payload: payload as object,
    });

  it('add a member, correct its points (member/poin) and exchange points for a gift (member/tukar-poin)', async () => {
    const added = await raceForOneEffect(
      N,
      call(owner, 'POST', 'member/add', {
        kode_member: 'MBALAP',
        nama_member: 'MEMBER BALAPAN',
        no_hp: '081200000099',
        tgl_lahir: '1990-05-05',
        kode_toko: 'T01',
      }),
      () => countRows(t.db, 'member', `kode_member = 'MBALAP'`),
    );
    expect(added.problems, JSON.stringify(added.statuses)).toEqual([]);
    const corrected = await raceForOneEffect(
      N,
      keyed('member/poin', { kode_member: 'MBALAP', poin: 100, keterangan: 'BALAPAN' }, 'balapan-poin-0001'),
      () => countRows(t.db, 'member_poin', `kode_member = 'MBALAP'`),
    );
    expect(corrected.problems, JSON.stringify(corrected.statuses)).toEqual([]);
    const exchanged = await raceForOneEffect(
      N,
      keyed('member/tukar-poin', { kode_member: 'MBALAP', kode_hadiah: 'H001', qty: 1 }, 'balapan-tukar-0001'),
      () => countRows(t.db, 'tukar_poin', `kode_member = 'MBALAP'`),
    );
    expect(exchanged.problems, JSON.stringify(exchanged.statuses)).toEqual([]);
    const [member] = await rows<{ poin: number }>(t.db, sql`SELECT poin FROM member WHERE kode_member = 'MBALAP'`);
    expect(member?.poin).toBe(50);
  });

  // Services, loans and a deposit's cancel. A first submit (intake, loan) has nothing that tells two
  // identical ones apart, so it is raced under one request key; a step on an existing service, loan or deposit
  // is raced with a key per click (two tabs, two cashiers): the state it finds must let exactly one through.
  const posting = (path: string, payload: object, key: (i: number) => string) => {
    let i = 0;
    return () =>
      t.app.inject({ method: 'POST', url: `/api/v1/${path}`, headers: { ...bearer(owner), 'idempotency-key': key(i++) }, payload });
  };
  const oneKey = (key: string) => () => key;
  const keyPerClick = (prefix: string) => (i: number) => `${prefix}-${i}`;

  it('services: intake under one key; proses, selesai, ambil and batal once each, whatever the keys', async () => {
    const intake = {
      customer: { nama: 'BALAPAN SERVIS', no_hp: '0899-5555-0202', alamat: '' },
      detail: [{ nama_barang: 'CINCIN BALAP', kode_group: '17K', berat: '2.500', kadar: '75', pekerjaan: 'PATRI' }],
      ongkos: 25_000,
      tgl_janji: '2099-01-01',
      keterangan: '',
    };
    const taken = await raceForOneEffect(N, posting('services', intake, oneKey('services-race-0001')), () =>
      countRows(t.db, 'services', "nama_customer = 'BALAPAN SERVIS'"),
    );
    expect(taken.problems, JSON.stringify(taken.statuses)).toEqual([]);
    const no_service = winner<{ data: { no_service: string } }>(taken)?.data.no_service ?? '';
    const only = `no_service = '${no_service}'`;
    const steps: Array<[string, object, () => Promise<number>]> = [
      ['services/proses', { no_service, keterangan: '' }, () => countRows(t.db, 'service_log', `${only} AND aksi = 'DIPROSES'`)],
      [
        'services/selesai',
        { no_service, detail: [{ berat_selesai: '2.600' }], ongkos: 25_000, keterangan: '' },
        () => countRows(t.db, 'services', `${only} AND status = 'SELESAI'`),
      ],
      [
        'services/ambil',
        { no_service, pembayaran: [{ jenis: 'CASH', jumlah: 25_000 }] },
        () => countRows(t.db, 'documents', "doc_type = 'SERVICE_AMBIL'"),
      ],
    ];
    for (const [path, body, effect] of steps) {
      const outcome = await raceForOneEffect(N, posting(path, body, keyPerClick(`race-${path.replace('/', '-')}`)), effect);
      expect(outcome.problems, `${path} ${JSON.stringify(outcome.statuses)}`).toEqual([]);
    }
    // The grams came in and went back out once: the service's place is empty, 0.100 g of material on record.
    const [place] = await rows<{ berat: string }>(
      t.db,
      sql`SELECT COALESCE(SUM(berat), 0)::numeric(12,3)::text AS berat FROM stock_movements WHERE place = ${`SERVIS:${no_service}`}`,
    );
    expect(place?.berat).toBe('0.000');
    const cancelled = (
      await posting('services', { ...intake, customer: { ...intake.customer, nama: 'BALAPAN BATAL' } }, oneKey('services-race-0002'))()
    ).json() as { data: { no_service: string } };
    const batal = await raceForOneEffect(
      N,
      posting('services/batal', { no_service: cancelled.data.no_service, alasan: 'BALAPAN' }, keyPerClick('race-services-batal')),
      () => countRows(t.db, 'documents', "doc_type = 'BATAL_SERVICE'"),
    );
    expect(batal.problems, JSON.stringify(batal.statuses)).toEqual([]);
  });

  it('a deposit cancelled (titipan/batal) by many clicks at once is reversed once', async () => {
    const taken = (
      await posting(
        'titipan',
        {
          customer: { nama: 'BALAPAN BATAL TITIP', no_hp: '0899-5555-0303', alamat: '' },
          jumlah: 40_000,
          pembayaran: [{ jenis: 'CASH', jumlah: 40_000 }],
          keterangan: '',
        },
        oneKey('titipan-race-batal-01'),
      )()
    ).json() as { data: { no_titipan: string } };
    const no_titipan = taken.data.no_titipan;
    const outcome = await raceForOneEffect(
      N,
      posting('titipan/batal', { no_titipan, alasan: 'BALAPAN' }, keyPerClick('race-titipan-batal')),
      () => countRows(t.db, 'documents', `reverses_doc_no = '${no_titipan}'`),
    );
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
  });

  it('loans: taken under one key, extended under one key; redeemed, cancelled and taken over once, whatever the keys', async () => {
    // A store of its own: the take-over needs a loan past its due date, so its business date moves on.
    const store = await buildStore(t);
    await buildModalKas(t, store.kode_toko, 100_000_000);
    const group = await buildGroup(t, { harga: 1_000_000 });
    const switched = await call(owner, 'PUT', 'setting-toko', {
      kode_toko: store.kode_toko,
      wajib_validasi_tutup_toko: false,
      hutang_aktif: true,
    })();
    expect(switched.statusCode).toBe(200);
    const loan = (nama: string) => ({
      kode_toko: store.kode_toko,
      customer: { nama, no_ktp: '3171012345678901', no_hp: '081234567890', alamat: 'JL. BALAP' },
      kode_kondisi_pinjaman: 'P30',
      detail_barang: [{ nama_barang: 'GELANG BALAP', kode_group: group.kode_group, berat: '5.000', kadar: '75' }],
      jumlah_pinjaman: 2_000_000,
      pembayaran: [{ jenis: 'CASH', jumlah: 2_000_000 }],
    });
    const ofStore = `kode_toko = '${store.kode_toko}'`;
    const taken = await raceForOneEffect(N, posting('hutang', loan('BALAPAN HUTANG'), oneKey('hutang-race-0001')), () =>
      countRows(t.db, 'hutang', ofStore),
    );
    expect(taken.problems, JSON.stringify(taken.statuses)).toEqual([]);
    const no_hutang = winner<{ data: { no_hutang: string } }>(taken)?.data.no_hutang ?? '';
    const payments = () => countRows(t.db, 'hutang_bayar', `no_hutang = '${no_hutang}'`);
    // Day 0 opens the first month: 1.5 % of Rp 2.000.000 = Rp 30.000.
    const interest = { no_hutang, jenis: 'PERPANJANG', jumlah: 30_000, pembayaran: [{ jenis: 'CASH', jumlah: 30_000 }] };
    const extended = await raceForOneEffect(N, posting('hutang/bayar', interest, oneKey('hutang-bayar-race-01')), payments);
    expect(extended.problems, JSON.stringify(extended.statuses)).toEqual([]);
    const lunas = { no_hutang, jenis: 'LUNAS', jumlah: 2_000_000, pembayaran: [{ jenis: 'CASH', jumlah: 2_000_000 }] };
    const redeemed = await raceForOneEffect(N, posting('hutang/bayar', lunas, keyPerClick('race-hutang-lunas')), payments);
    expect(redeemed.problems, JSON.stringify(redeemed.statuses)).toEqual([]);

    const second = (await posting('hutang', loan('BALAPAN BATAL'), oneKey('hutang-race-0002'))()).json() as { data: { no_hutang: string } };
    const cancelled = await raceForOneEffect(
      N,
      posting('hutang/batal', { no_hutang: second.data.no_hutang, alasan: 'BALAPAN' }, keyPerClick('race-hutang-batal')),
      () => countRows(t.db, 'hutang', `${ofStore} AND status = 'BATAL'`),
    );
    expect(cancelled.problems, JSON.stringify(cancelled.statuses)).toEqual([]);

    const third = (await posting('hutang', loan('BALAPAN SITA'), oneKey('hutang-race-0003'))()).json() as { data: { no_hutang: string } };
    // Past the 30-day term and the 7 days' grace, after the notice: the owner may take the pieces over.
    await buildBusinessDate(t, store.kode_toko, tambahHari(store.tgl_system, 60));
    expect((await call(owner, 'POST', 'hutang/pemberitahuan', { no_hutang: third.data.no_hutang })()).statusCode).toBe(200);
    const seized = await raceForOneEffect(
      N,
      posting('hutang/sita', { no_hutang: third.data.no_hutang, nilai: 2_500_000, alasan: 'BALAPAN' }, keyPerClick('race-hutang-sita')),
      () => countRows(t.db, 'hutang', `${ofStore} AND status = 'SITA'`),
    );
    expect(seized.problems, JSON.stringify(seized.statuses)).toEqual([]);
    // Each piece lies where the one booked step put it: none left pledged, one lot of 5 g bought back.
    const [held] = await rows<{ gadai: string; beli: string }>(
      t.db,
      sql`SELECT COALESCE(SUM(berat) FILTER (WHERE place_kind = 'GADAI'), 0)::numeric(12,3)::text AS gadai,
                 COALESCE(SUM(berat) FILTER (WHERE place_kind = 'BELI'), 0)::numeric(12,3)::text AS beli
          FROM stock_balances WHERE place_toko = ${store.kode_toko}`,
    );
    expect(held).toEqual({ gadai: '0.000', beli: '5.000' });
  });

  // Deposits (titipan)
  it('take a deposit (titipan) under one request key, pay the whole balance back (titipan/ambil) at once, validate the day of deposits', async () => {
    const keyed = (path: string, payload: object, key: (i: number) => string) => {
      let i = 0;
      return () =>
        t.app.inject({ method: 'POST', url: `/api/v1/${path}`, headers: { ...bearer(owner), 'idempotency-key': key(i++) }, payload });
    };
    const customer = { nama: 'BALAPAN TITIP', no_hp: '0899-5555-0101', alamat: '' };
    const taken = await raceForOneEffect(
      N,
      keyed(
        'titipan',
        { customer, jumlah: 75_000, pembayaran: [{ jenis: 'CASH', jumlah: 75_000 }], keterangan: '' },
        () => 'titipan-race-0001',
      ),
      () => countRows(t.db, 'documents', "doc_type = 'TITIPAN'"),
    );
    expect(taken.problems, JSON.stringify(taken.statuses)).toEqual([]);
    const no_titipan = winner<{ data: { no_titipan: string } }>(taken)?.data.no_titipan ?? '';
    // Every refund of the whole balance has its own key (N cashiers' clicks): the balance pays one.
    const otorisasi = { user_id: 'owner', password: 'owner123', alasan: 'balapan' };
    const refunded = await raceForOneEffect(
      N,
      keyed('titipan/ambil', { no_titipan, jumlah: 75_000, keterangan: '', otorisasi }, (i) => `ambil-titipan-race-${i}`),
      () => countRows(t.db, 'documents', "doc_type = 'AMBIL_TITIPAN'"),
    );
    expect(refunded.problems, JSON.stringify(refunded.statuses)).toEqual([]);
    const day = (await call(owner, 'GET', 'titipan/validasi')()).json() as {
      data: { tgl_system: string; rows: Array<{ no_dokumen: string }> };
    };
    const validated = await raceForOneEffect(
      N,
      call(owner, 'POST', 'titipan/validasi', { tgl_system: day.data.tgl_system, no_dokumen: day.data.rows.map((r) => r.no_dokumen) }),
      async () =>
        Number((await rows<{ n: number }>(t.db, sql`SELECT COUNT(DISTINCT no_validasi)::int AS n FROM validasi_titipan`))[0]?.n ?? 0),
    );
    expect(validated.problems, JSON.stringify(validated.statuses)).toEqual([]);
  });

  // Backups: 'Cadangkan Sekarang' twenty times at once takes one archive; the others are told one is running.
  it('take a backup (system/backup)', async () => {
    const outcome = await raceForOneEffect(N, call(owner, 'POST', 'system/backup', { PROSES: 'backup' }), () => countRows(t.db, 'backups'));
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
  }, 120_000);

  // The day's validation (every sale and buy-back left open by the scenarios above), then the close.
  it('validate the day (validasi-jual-beli)', async () => {
    const code = await freshItem();
    const sale = {
      kode_sales: 'S001',
      customer: { nama: 'BALAPAN', no_hp: '', alamat: '' },
      detail_barang: [{ kode_barcode: code }],
      pembayaran: [{ jenis: 'CASH', jumlah: 100_000_000 }],
    };
    expect((await call(owner, 'POST', 'penjualan', sale)()).statusCode).toBe(200);
    const day = (await call(owner, 'GET', 'validasi-jual-beli')()).json() as {
      data: { tgl_system: string; rows: Array<{ no_faktur: string; divalidasi: boolean }>; belum_divalidasi: unknown[] };
    };
    const open = day.data.rows.filter((r) => !r.divalidasi).map((r) => r.no_faktur);
    expect(open.length).toBeGreaterThan(0);
    const body = { tgl_system: day.data.tgl_system, no_faktur: open, uang_diterima: day.data.belum_divalidasi };
    // The effect counted: validation batches (one submit validates all the open documents under one number).
    const batches = async () =>
      Number((await rows<{ n: number }>(t.db, sql`SELECT COUNT(DISTINCT no_validasi)::int AS n FROM validasi_transaksi`))[0]?.n ?? 0);
    const outcome = await raceForOneEffect(N, call(owner, 'POST', 'validasi-jual-beli', body), batches);
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
    expect(await countRows(t.db, 'validasi_transaksi')).toBe(open.length);
  });

  it('count the day (hitung-kas) and approve its difference (hitung-kas/otorisasi)', async () => {
    const day = (await call(owner, 'GET', 'hitung-kas')()).json() as { data: { tgl_system: string } };
    // The count is final: one round of the day is stored, the other submits are refused.
    const rounds = async () =>
      Number(
        (await rows<{ n: number }>(t.db, sql`SELECT COUNT(DISTINCT (kode_toko, tgl_system, urut))::int AS n FROM hitung_kas`))[0]?.n ?? 0,
      );
    const counted = await raceForOneEffect(
      N,
      call(owner, 'POST', 'hitung-kas', { tgl_system: day.data.tgl_system, uang: [{ jenis: 'CASH', jumlah: 0 }] }),
      rounds,
    );
    expect(counted.problems, JSON.stringify(counted.statuses)).toEqual([]);
    // The drawer held money, so the count of 0 waits for an approval: booked once.
    const otorisasi = { user_id: 'owner', password: 'owner123', alasan: 'balapan' };
    const approved = await raceForOneEffect(
      N,
      call(owner, 'POST', 'hitung-kas/otorisasi', { tgl_system: day.data.tgl_system, otorisasi }),
      () => countRows(t.db, 'documents', "doc_type = 'SELISIH_KAS'"),
    );
    expect(approved.problems, JSON.stringify(approved.statuses)).toEqual([]);
  });

  it('close the store (system/close)', async () => {
    // Counted by the test above; counted here when it ran alone.
    if ((await countRows(t.db, 'hitung_kas')) === 0) await countAsBooked(t, owner);
    const outcome = await raceForOneEffect(N, call(owner, 'POST', 'system/close', { PROSES: 'close' }), () =>
      countRows(t.db, 'eod_closes'),
    );
    expect(outcome.problems, JSON.stringify(outcome.statuses)).toEqual([]);
  });
});
