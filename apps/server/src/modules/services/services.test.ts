// Services through HTTP: intake → proses → selesai → ambil and the cancel, with the grams held at the
// service's SERVIS place (never on trays or in the stock reports) and the down payment on the customer's
// deposit; the refusals (pick up twice, finish a cancelled one, a fee smaller than the deposit, another store,
// payments that do not match) write nothing; a double pick-up at once books once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  batalLewatMenuSendiri,
  keuanganApi,
  MESSAGES,
  SERVICE_MESSAGES as SM,
  servicesApi,
  systemApi,
  titipanApi,
  type ServiceBody,
} from '@kencana/core';
import report from '@kencana/core/reports/barang-summary';
import otorisasiReport from '@kencana/core/reports/otorisasi';
import { findSessionUser } from '../../auth/current-user.ts';
import { tokenHash } from '../../auth/tokens.ts';
import { rows } from '../../db/client.ts';
import { reverseDocument } from '../../stock/index.ts';
import { checkLedgerInvariants } from '../../ledger/invariants.ts';
import {
  buildBarang,
  buildGroup,
  buildMember,
  buildModalKas,
  buildStore,
  buildTray,
  buildTukang,
  buildUser,
  type BuiltStore,
  type BuiltUser,
} from '../../testing/factories.ts';
import { tinyJpeg } from '../../testing/goods-fixtures.ts';
import { fetchReport } from '../../testing/report-testing.ts';
import { countRows, race } from '../../testing/racing.ts';
import { createTestApp, TEST_TODAY, type TestApp } from '../../testing/test-app.ts';

const MENUS = ['/transaksi-services', '/lihat-services'];

let t: TestApp;
let s1: BuiltStore;
let s2: BuiltStore;
let kasir1: BuiltUser;
let kasir2: BuiltUser;
let owner: BuiltUser;
let G: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  s1 = await buildStore(t);
  s2 = await buildStore(t);
  kasir1 = await buildUser(t, { kode_toko: s1.kode_toko, menus: MENUS });
  kasir2 = await buildUser(t, { kode_toko: s2.kode_toko, menus: MENUS });
  owner = await buildUser(t, { kode_toko: s1.kode_toko, level: 'OWN' });
  G = (await buildGroup(t, { persentase: '75.00' })).kode_group;
  await buildModalKas(t, s1.kode_toko, 1_000_000);
});
afterAll(async () => {
  await t.close();
});

const walkIn = (over: Partial<ServiceBody> = {}): ServiceBody => ({
  customer: { nama: 'Budi', no_hp: '0812-3456-7890', alamat: 'Jl. Mawar' },
  detail: [
    { nama_barang: 'Cincin', kode_group: G, berat: '2.500', kadar: '75', pekerjaan: 'Perbesar ukuran' },
    { nama_barang: 'Gelang', kode_group: G, berat: '5.125', pekerjaan: 'Patri' },
  ],
  ongkos: 150_000,
  uang_muka: 50_000,
  tgl_janji: '2026-11-25',
  keterangan: '',
  ...over,
});

/** The grams and pieces held at a service's place (ledger balance). */
async function held(no_service: string) {
  const [row] = await rows<{ qty: number; berat: string; murni: string }>(
    t.db,
    sql`SELECT COALESCE(SUM(qty), 0)::int AS qty, COALESCE(SUM(berat), 0)::numeric(12,3)::text AS berat, COALESCE(SUM(berat_murni), 0)::numeric(12,3)::text AS murni
        FROM stock_movements WHERE place = ${`SERVIS:${no_service}`}`,
  );
  return row;
}

/** A money account's balance by its code. */
async function saldo(kode_akun: string): Promise<number> {
  const [row] = await rows<{ s: string | null }>(
    t.db,
    sql`SELECT SUM(jumlah)::text AS s FROM money_entries WHERE kode_akun = ${kode_akun}`,
  );
  return Number(row?.s ?? 0);
}

async function expectClean() {
  expect(await checkLedgerInvariants(t.db)).toEqual([]);
}

describe('a service from intake to pick-up', () => {
  it('holds the pieces at its SERVIS place, the deposit on the customer, the fee earned at pick-up less the deposit', async () => {
    const kas0 = await saldo(`KAS:${s1.kode_toko}`);
    const intake = await kasir1.client.ok(servicesApi.simpan, { body: walkIn() });
    const no = intake.data.no_service;
    expect(no).toMatch(new RegExp(`^SRV-${s1.kode_toko}-`));
    expect(intake.message).toBe(SM.serviceBerhasilDisimpan);
    expect(await held(no)).toEqual({ qty: 2, berat: '7.625', murni: '5.719' });
    const titipan = `TITIPAN:${s1.kode_toko}:HP:081234567890`;
    expect(await saldo(titipan)).toBe(-50_000);
    expect(await saldo(`KAS:${s1.kode_toko}`)).toBe(kas0 + 50_000);

    await kasir1.client.ok(servicesApi.proses, {
      body: { no_service: no, kode_tukang: (await buildTukang(t)).kode_tukang, keterangan: '' },
    });
    // The ring took 0.150 g of material, the bracelet lost 0.025 g.
    const done = await kasir1.client.ok(servicesApi.selesai, {
      body: { no_service: no, detail: [{ berat_selesai: '2.650' }, { berat_selesai: '5.100' }], ongkos: 180_000, keterangan: '' },
    });
    expect(done.data).toMatchObject({ selisih: '0.125', sisa: 130_000 });
    expect(done.data.no_dokumen).toMatch(/^SVS-/);
    expect((await held(no))?.berat).toBe('7.750');
    await expectClean();

    const short = await kasir1.client.call(servicesApi.ambil, {
      body: { no_service: no, pembayaran: [{ jenis: 'CASH', jumlah: 100_000 }] },
    });
    expect(short).toMatchObject({ ok: false, status: 400, body: { message: SM.pembayaranServiceTidakSesuai } });
    const picked = await kasir1.client.ok(servicesApi.ambil, {
      body: { no_service: no, pembayaran: [{ jenis: 'CASH', jumlah: 130_000 }] },
    });
    expect(picked.data).toMatchObject({ ongkos: 180_000, uang_muka: 50_000, dibayar: 130_000, sisa_titipan: 0 });
    expect(await held(no)).toEqual({ qty: 0, berat: '0.000', murni: '0.000' });
    expect(await saldo(titipan)).toBe(0);
    expect(await saldo(`BATAS:${s1.kode_toko}:SERVIS`)).toBe(-180_000);
    expect(await saldo(`KAS:${s1.kode_toko}`)).toBe(kas0 + 180_000);

    const again = await kasir1.client.call(servicesApi.ambil, { body: { no_service: no, pembayaran: [] } });
    expect(again).toMatchObject({ ok: false, status: 409, body: { message: SM.serviceSudahDiambil } });
    const cancelAfter = await kasir1.client.call(servicesApi.batal, { body: { no_service: no, alasan: 'salah' } });
    expect(cancelAfter).toMatchObject({ ok: false, status: 409, body: { message: SM.serviceSudahDiambil } });

    const one = await kasir1.client.ok(servicesApi.detail, { params: { no_service: no } });
    expect(one.data.status).toBe('DIAMBIL');
    expect(one.data.detail.map((d) => d.berat_selesai)).toEqual(['2.650', '5.100']);
    expect(one.data.riwayat.map((r) => r.aksi)).toEqual(['MASUK', 'DIPROSES', 'SELESAI', 'DIAMBIL']);
    await expectClean();
  });

  it('a fee smaller than the deposit: nothing to pay, the rest stays on the customer deposit', async () => {
    const intake = await kasir1.client.ok(servicesApi.simpan, {
      body: walkIn({ customer: { nama: 'Sari', no_hp: '+62 811 000 111', alamat: '' }, ongkos: 100_000, uang_muka: 100_000 }),
    });
    const no = intake.data.no_service;
    await kasir1.client.ok(servicesApi.selesai, {
      body: { no_service: no, detail: [{ berat_selesai: '2.500' }, { berat_selesai: '5.125' }], ongkos: 60_000, keterangan: '' },
    });
    const paying = await kasir1.client.call(servicesApi.ambil, { body: { no_service: no, pembayaran: [{ jenis: 'CASH', jumlah: 1 }] } });
    expect(paying).toMatchObject({ ok: false, status: 400, body: { message: SM.pembayaranServiceTidakSesuai } });
    const picked = await kasir1.client.ok(servicesApi.ambil, { body: { no_service: no, pembayaran: [] } });
    expect(picked.data).toMatchObject({ dibayar: 0, sisa_titipan: 40_000 });
    expect(await saldo(`TITIPAN:${s1.kode_toko}:HP:0811000111`)).toBe(-40_000);
    await expectClean();
  });

  it('a member: the deposit on the member account; the WhatsApp link names the shop, the number and the fee, and is logged', async () => {
    const member = await buildMember(t, { kode_toko: s1.kode_toko, no_hp: '081299887766' });
    const intake = await kasir1.client.ok(servicesApi.simpan, {
      body: walkIn({ customer: undefined, kode_member: member.kode_member, uang_muka: 20_000 }),
    });
    expect(await saldo(`TITIPAN:${s1.kode_toko}:M:${member.kode_member}`)).toBe(-20_000);
    const link = await kasir1.client.ok(servicesApi.wa, { body: { no_service: intake.data.no_service } });
    expect(link.data.url).toMatch(/^https:\/\/wa\.me\/6281299887766\?text=/);
    expect(link.data.pesan).toContain(intake.data.no_service);
    expect(link.data.pesan).toContain(s1.nama_toko);
    expect(link.data.pesan).toContain('Rp. 130,000');
    const one = await kasir1.client.ok(servicesApi.detail, { params: { no_service: intake.data.no_service } });
    expect(one.data.riwayat.at(-1)?.aksi).toBe('WHATSAPP');
  });
});

describe('the pick-up paid from the customer deposit', () => {
  it('a TITIPAN line spends the customer deposit (with QRIS for the rest); more than the balance or another customer slip: refused', async () => {
    const who = { nama: 'Wati', no_hp: '0816-2222-333', alamat: '' };
    const deposit = await owner.client.ok(titipanApi.simpan, {
      body: { customer: who, jumlah: 100_000, pembayaran: [{ jenis: 'CASH', jumlah: 100_000 }], keterangan: '' },
    });
    const stranger = await owner.client.ok(titipanApi.simpan, {
      body: {
        customer: { nama: 'Lain', no_hp: '0816999', alamat: '' },
        jumlah: 500_000,
        pembayaran: [{ jenis: 'CASH', jumlah: 500_000 }],
        keterangan: '',
      },
    });
    const no = (await kasir1.client.ok(servicesApi.simpan, { body: walkIn({ customer: who, uang_muka: 0 }) })).data.no_service;
    await kasir1.client.ok(servicesApi.selesai, {
      body: { no_service: no, detail: [{ berat_selesai: '2.500' }, { berat_selesai: '5.125' }], ongkos: 150_000, keterangan: '' },
    });
    const titipan = `TITIPAN:${s1.kode_toko}:HP:08162222333`;
    const servis = await saldo(`BATAS:${s1.kode_toko}:SERVIS`);
    const qris = await saldo(`KLIRING:${s1.kode_toko}:QRIS`);
    const tooMuch = await kasir1.client.call(servicesApi.ambil, {
      body: { no_service: no, pembayaran: [{ jenis: 'TITIPAN', no_titipan: deposit.data.no_titipan, jumlah: 150_000 }] },
    });
    expect(tooMuch).toMatchObject({ ok: false, status: 409, body: { message: MESSAGES.saldoTitipanTidakMencukupi } });
    const notTheirs = await kasir1.client.call(servicesApi.ambil, {
      body: { no_service: no, pembayaran: [{ jenis: 'TITIPAN', no_titipan: stranger.data.no_titipan, jumlah: 150_000 }] },
    });
    expect(notTheirs).toMatchObject({ ok: false, status: 400, body: { message: 'Titipan Bukan Milik Customer Ini' } });
    expect(await saldo(titipan)).toBe(-100_000);

    const picked = await kasir1.client.ok(servicesApi.ambil, {
      body: {
        no_service: no,
        pembayaran: [
          { jenis: 'TITIPAN', no_titipan: deposit.data.no_titipan, jumlah: 100_000 },
          { jenis: 'QRIS', jumlah: 50_000, no_referensi: 'QR1' },
        ],
      },
    });
    expect(picked.data).toMatchObject({ ongkos: 150_000, dibayar: 150_000 });
    expect(await saldo(titipan)).toBe(0);
    expect(await saldo(`KLIRING:${s1.kode_toko}:QRIS`)).toBe(qris + 50_000);
    expect(await saldo(`BATAS:${s1.kode_toko}:SERVIS`)).toBe(servis - 150_000);
    await expectClean();
  });
});

describe('cancel and the refusals', () => {
  it("a cash refund at a cancel needs an OWN/SU approval (refused without or with a cashier's, logged when given); finishing a cancelled one is refused", async () => {
    const intake = await kasir1.client.ok(servicesApi.simpan, {
      body: walkIn({ customer: { nama: 'Ani', no_hp: '0813111222', alamat: '' } }),
    });
    const no = intake.data.no_service;
    const kas = await saldo(`KAS:${s1.kode_toko}`);
    const writes = async () => [
      await countRows(t.db, 'stock_movements'),
      await countRows(t.db, 'money_entries'),
      await countRows(t.db, 'audit_log'),
    ];
    const untouched = await writes();
    const refund = { no_service: no, alasan: 'tidak jadi', uang_muka: 'KEMBALI' as const };
    const without = await kasir1.client.call(servicesApi.batal, { body: refund });
    expect(without).toMatchObject({ ok: false, status: 403, body: { message: SM.kembaliUangMukaPerluOtorisasi } });
    const byCashier = await kasir1.client.call(servicesApi.batal, {
      body: { ...refund, otorisasi: { user_id: kasir2.user_id, password: kasir2.password, alasan: 'x' } },
    });
    expect(byCashier).toMatchObject({ ok: false, status: 403, body: { message: MESSAGES.otorisasiBukanOwnSu } });
    expect(await writes()).toEqual(untouched);
    expect((await kasir1.client.ok(servicesApi.detail, { params: { no_service: no } })).data.status).toBe('MASUK');

    const cancelled = await kasir1.client.ok(servicesApi.batal, {
      body: { ...refund, otorisasi: { user_id: owner.user_id, password: owner.password, alasan: 'Customer batal' } },
    });
    expect(cancelled.data.dikembalikan).toBe(50_000);
    const [logged] = await rows<{ user_id: string; detail: Record<string, unknown> }>(
      t.db,
      sql`SELECT user_id, detail FROM audit_log WHERE event = 'OTORISASI' AND detail->>'no_dokumen' = ${cancelled.data.no_dokumen}`,
    );
    expect(logged).toMatchObject({
      user_id: kasir1.user_id,
      detail: { aksi: 'BATAL_SERVICE_KEMBALI', disetujui_oleh: owner.user_id, nilai_hitung: 50_000, nilai_input: 50_000 },
    });
    const laporan = await fetchReport(t, owner.token, otorisasiReport, {
      tgl_from: TEST_TODAY,
      tgl_to: TEST_TODAY,
      kode_toko: s1.kode_toko,
    });
    expect(laporan.body.data.find((row) => row.no_dokumen === cancelled.data.no_dokumen)).toMatchObject({
      keterangan: 'Uang Muka Service Dikembalikan Tunai',
      disetujui_oleh: owner.user_id,
    });
    expect(await saldo(`KAS:${s1.kode_toko}`)).toBe(kas - 50_000);
    expect(await saldo(`TITIPAN:${s1.kode_toko}:HP:0813111222`)).toBe(0);
    expect(await held(no)).toEqual({ qty: 0, berat: '0.000', murni: '0.000' });
    const before = await countRows(t.db, 'stock_movements');
    const finish = await kasir1.client.call(servicesApi.selesai, {
      body: { no_service: no, detail: [{ berat_selesai: '2.500' }, { berat_selesai: '5.125' }], ongkos: 1, keterangan: '' },
    });
    expect(finish).toMatchObject({ ok: false, status: 409, body: { message: SM.serviceSudahDibatalkan } });
    const twice = await kasir1.client.call(servicesApi.batal, { body: { no_service: no, alasan: 'lagi' } });
    expect(twice).toMatchObject({ ok: false, status: 409, body: { message: SM.serviceSudahDibatalkan } });
    expect(await countRows(t.db, 'stock_movements')).toBe(before);
    await expectClean();
  });

  it('a cancel keeps the deposit on the customer account when asked (after a finish: the pieces at their weight out)', async () => {
    const intake = await kasir1.client.ok(servicesApi.simpan, {
      body: walkIn({ customer: { nama: 'Dewi', no_hp: '0814000999', alamat: '' } }),
    });
    const no = intake.data.no_service;
    await kasir1.client.ok(servicesApi.selesai, {
      body: { no_service: no, detail: [{ berat_selesai: '2.400' }, { berat_selesai: '5.125' }], ongkos: 150_000, keterangan: '' },
    });
    const cancelled = await kasir1.client.ok(servicesApi.batal, { body: { no_service: no, alasan: 'batal', uang_muka: 'TITIP' } });
    expect(cancelled.data.dikembalikan).toBe(0);
    expect(await saldo(`TITIPAN:${s1.kode_toko}:HP:0814000999`)).toBe(-50_000);
    expect(await held(no)).toEqual({ qty: 0, berat: '0.000', murni: '0.000' });
    await expectClean();
  });

  it('refuses bad input with catalogue texts and writes nothing', async () => {
    const before = await countRows(t.db, 'services');
    const cases: [ServiceBody, string][] = [
      [walkIn({ uang_muka: 200_000 }), SM.uangMukaMelebihiOngkos],
      [walkIn({ customer: { nama: 'X', no_hp: '', alamat: '' } }), SM.noHpHarusDiisi],
      [walkIn({ customer: undefined }), 'Member Atau Nama Customer Harus Diisi'],
      [walkIn({ detail: [] }), MESSAGES.dataBaragTidakBolehKosong],
      [walkIn({ detail: [{ nama_barang: 'A', kode_group: G, berat: '1,5', pekerjaan: 'x' }] }), MESSAGES.beratTidakValid],
      [walkIn({ detail: [{ nama_barang: 'A', kode_group: G, berat: '1.5', kadar: 'abc', pekerjaan: 'x' }] }), MESSAGES.kadarTidakValid],
      [walkIn({ pembayaran: [{ jenis: 'CASH', jumlah: 10_000 }] }), SM.pembayaranUangMukaTidakSesuai],
      [walkIn({ tgl_janji: '2026-11-01' }), SM.tglJanjiSebelumHariIni],
    ];
    for (const [body, message] of cases) {
      const answer = await kasir1.client.call(servicesApi.simpan, { body });
      expect(answer, message).toMatchObject({ ok: false, status: 400, body: { message } });
    }
    const unknownGroup = await kasir1.client.call(servicesApi.simpan, {
      body: walkIn({ detail: [{ nama_barang: 'A', kode_group: 'NOPE', berat: '1.000', pekerjaan: 'x' }] }),
    });
    expect(unknownGroup).toMatchObject({ ok: false, status: 404 });
    expect(await countRows(t.db, 'services')).toBe(before);
  });

  it('picking up before the finish, a wrong count of weights out', async () => {
    const no = (await kasir1.client.ok(servicesApi.simpan, { body: walkIn({ uang_muka: 0 }) })).data.no_service;
    expect(await kasir1.client.call(servicesApi.ambil, { body: { no_service: no, pembayaran: [] } })).toMatchObject({
      status: 409,
      body: { message: SM.serviceBelumSelesai },
    });
    expect(
      await kasir1.client.call(servicesApi.selesai, {
        body: { no_service: no, detail: [{ berat_selesai: '2.500' }], ongkos: 1, keterangan: '' },
      }),
    ).toMatchObject({ status: 400, body: { message: SM.jumlahBeratSelesaiTidakSesuai } });
  });

  it('another store: the number answers 404 to its staff (read, finish, pick up, cancel); the owner sees it', async () => {
    const no = (await kasir1.client.ok(servicesApi.simpan, { body: walkIn({ uang_muka: 0 }) })).data.no_service;
    expect(await kasir2.client.call(servicesApi.detail, { params: { no_service: no } })).toMatchObject({
      status: 404,
      body: { message: SM.serviceTidakDitemukan },
    });
    expect(await kasir2.client.call(servicesApi.batal, { body: { no_service: no, alasan: 'x' } })).toMatchObject({
      status: 404,
      body: { message: SM.serviceTidakDitemukan },
    });
    expect(
      await kasir2.client.call(servicesApi.selesai, {
        body: { no_service: no, detail: [{ berat_selesai: '2.500' }, { berat_selesai: '5.125' }], ongkos: 1, keterangan: '' },
      }),
    ).toMatchObject({ status: 404 });
    const mine = await kasir2.client.ok(servicesApi.daftar, { query: { cari: no } });
    expect(mine.total).toBe(0);
    const all = await owner.client.ok(servicesApi.daftar, { query: { cari: no } });
    expect(all.data.map((r) => r.no_service)).toEqual([no]);
    const staffOther = await kasir2.client.call(servicesApi.simpan, { body: walkIn({ kode_toko: s1.kode_toko }) });
    expect(staffOther).toMatchObject({ status: 403 });
  });
});

describe('a piece photo at intake', () => {
  it('is kept in the photo store by number and line, served back on the detail; refused for another store and once closed', async () => {
    const no = (await kasir1.client.ok(servicesApi.simpan, { body: walkIn({ uang_muka: 0 }) })).data.no_service;
    const jpeg = tinyJpeg(720, 960, 20_000);
    const upload = await kasir1.client.upload(`services/foto/${no}/2`, { name: 'foto.jpg', type: 'image/jpeg', data: jpeg });
    expect(upload.statusCode).toBe(200);
    expect(upload.json()).toMatchObject({ data: { no_service: no, line_no: 2, width: 720, height: 960 } });
    const stored = await rows<{ line_no: number; foto: string | null }>(
      t.db,
      sql`SELECT line_no, foto FROM service_detail WHERE no_service = ${no} ORDER BY line_no`,
    );
    expect(stored).toEqual([
      { line_no: 1, foto: null },
      { line_no: 2, foto: `service/${no}-2.jpg` },
    ]);
    const one = await kasir1.client.ok(servicesApi.detail, { params: { no_service: no } });
    expect(one.data.detail.map((d) => d.foto)).toEqual([false, true]);
    const served = await kasir1.client.ok(servicesApi.foto, { params: { no_service: no, line_no: 2 } });
    expect(Buffer.from(served.data.data_url.replace('data:image/jpeg;base64,', ''), 'base64').equals(jpeg)).toBe(true);
    expect(await kasir1.client.call(servicesApi.foto, { params: { no_service: no, line_no: 1 } })).toMatchObject({
      status: 404,
      body: { message: MESSAGES.fotoTidakDitemukan },
    });

    const notJpeg = await kasir1.client.upload(`services/foto/${no}/1`, { name: 'a.jpg', type: 'image/jpeg', data: Buffer.from('nope') });
    expect(notJpeg.statusCode).toBe(400);
    expect(notJpeg.json().message).toBe(MESSAGES.fotoHarusJpeg);
    const tooWide = await kasir1.client.upload(`services/foto/${no}/1`, { name: 'a.jpg', type: 'image/jpeg', data: tinyJpeg(1366, 720) });
    expect(tooWide.json().message).toBe(MESSAGES.fotoResolusiTerlaluBesar);
    const other = await kasir2.client.upload(`services/foto/${no}/1`, { name: 'a.jpg', type: 'image/jpeg', data: jpeg });
    expect(other.statusCode).toBe(404);
    expect(await kasir2.client.call(servicesApi.foto, { params: { no_service: no, line_no: 2 } })).toMatchObject({ status: 404 });

    await kasir1.client.ok(servicesApi.batal, { body: { no_service: no, alasan: 'tidak jadi' } });
    const closed = await kasir1.client.upload(`services/foto/${no}/1`, { name: 'a.jpg', type: 'image/jpeg', data: jpeg });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(SM.serviceSudahDibatalkan);
    // The cancelled service still shows its intake photo.
    expect((await kasir1.client.ok(servicesApi.foto, { params: { no_service: no, line_no: 2 } })).data.data_url).toMatch(
      /^data:image\/jpeg/,
    );
  });
});

describe('the generic cancel', () => {
  it('refuses service documents and deposits, naming their own cancel screen; nothing is written', async () => {
    const ownerUser = (await findSessionUser(t.db, tokenHash(owner.token), t.deps.clock.now()))!;
    const no = (await kasir1.client.ok(servicesApi.simpan, { body: walkIn({ customer: { nama: 'Gen', no_hp: '0815777', alamat: '' } }) }))
      .data.no_service;
    const finished = await kasir1.client.ok(servicesApi.selesai, {
      body: { no_service: no, detail: [{ berat_selesai: '2.600' }, { berat_selesai: '5.125' }], ongkos: 150_000, keterangan: '' },
    });
    const picked = await kasir1.client.ok(servicesApi.ambil, {
      body: { no_service: no, pembayaran: [{ jenis: 'CASH', jumlah: 100_000 }] },
    });
    const deposit = await owner.client.ok(titipanApi.simpan, {
      body: {
        customer: { nama: 'Gen', no_hp: '0815777', alamat: '' },
        jumlah: 10_000,
        pembayaran: [{ jenis: 'CASH', jumlah: 10_000 }],
        keterangan: '',
      },
    });
    const before = [await countRows(t.db, 'stock_movements'), await countRows(t.db, 'money_entries'), await countRows(t.db, 'documents')];
    const own: [string, string][] = [
      [no, '/lihat-services'],
      [finished.data.no_dokumen!, '/lihat-services'],
      [picked.data.no_dokumen, '/lihat-services'],
      [deposit.data.no_titipan, '/lihat-titipan'],
    ];
    for (const [doc, screen] of own) {
      const refused = await reverseDocument(t.deps, ownerUser, doc, 'salah').then(
        () => null,
        (error: Error & { statusCode?: number }) => error,
      );
      expect(refused?.message, doc).toBe(batalLewatMenuSendiri(doc, screen));
    }
    // The cash screens' cancel does not take them either.
    expect(await owner.client.call(keuanganApi.batal, { body: { no_transaksi: no, alasan: 'salah' } })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect([await countRows(t.db, 'stock_movements'), await countRows(t.db, 'money_entries'), await countRows(t.db, 'documents')]).toEqual(
      before,
    );
    expect((await kasir1.client.ok(servicesApi.detail, { params: { no_service: no } })).data.status).toBe('DIAMBIL');
    // The deposit's own cancel still cancels it.
    const own_cancel = await owner.client.ok(titipanApi.batal, { body: { no_titipan: deposit.data.no_titipan, alasan: 'salah' } });
    expect(own_cancel.data.saldo).toBe(0);
    await expectClean();
  });
});

describe('the list', () => {
  it('searches by customer and state, pages on the server, and finds the overdue', async () => {
    const store = await buildStore(t);
    const kasir = await buildUser(t, { kode_toko: store.kode_toko, menus: MENUS });
    for (let i = 0; i < 3; i++)
      await kasir.client.ok(servicesApi.simpan, {
        body: walkIn({ uang_muka: 0, customer: { nama: `Rina ${i}`, no_hp: `08570000000${i}`, alamat: '' } }),
      });
    const late = await kasir.client.ok(servicesApi.simpan, {
      body: walkIn({ uang_muka: 0, tgl_janji: TEST_TODAY, customer: { nama: 'Joko', no_hp: '0857111', alamat: '' } }),
    });
    await t.db.execute(sql`UPDATE services SET tgl_janji = '2026-11-20' WHERE no_service = ${late.data.no_service}`);
    const page = await kasir.client.ok(servicesApi.daftar, { query: { page: 1, page_size: 2 } });
    expect(page.total).toBe(4);
    expect(page.data).toHaveLength(2);
    const byName = await kasir.client.ok(servicesApi.daftar, { query: { cari: 'rina' } });
    expect(byName.total).toBe(3);
    const byPhone = await kasir.client.ok(servicesApi.daftar, { query: { cari: '0857111' } });
    expect(byPhone.data.map((r) => r.no_service)).toEqual([late.data.no_service]);
    const overdue = await kasir.client.ok(servicesApi.daftar, { query: { terlambat: true } });
    expect(overdue.data.map((r) => [r.no_service, r.terlambat])).toEqual([[late.data.no_service, true]]);
    const masuk = await kasir.client.ok(servicesApi.daftar, { query: { status: 'SELESAI' } });
    expect(masuk.total).toBe(0);
    // The dashboard's pending list names the overdue piece (pieces and grams in) for the store.
    const { data } = await owner.client.ok(systemApi.dashboard, { query: { kode_toko: store.kode_toko } });
    expect(data.pending.find((row) => row.key === 'service-terlambat')).toMatchObject({ documents: 1, count: 2, berat: '7.625' });
  });
});

describe('not the shop stock', () => {
  it('an intake changes neither the stock report nor the tray balances', async () => {
    const tray = await buildTray(t, { kode_toko: s1.kode_toko });
    await buildBarang(t, { kode_baki: tray.kode_baki, berat: '1.000', kode_group: G });
    const stock = async () =>
      (await fetchReport(t, owner.token, report, { type: 'GLOBAL', tanggal: TEST_TODAY, kode_toko: s1.kode_toko })).body.totals;
    const trays = async () =>
      rows(t.db, sql`SELECT place, qty, berat::text FROM stock_balances WHERE place_kind = 'BAKI' ORDER BY place, kode_group, kode_dept`);
    const [reportBefore, traysBefore] = [await stock(), await trays()];
    await kasir1.client.ok(servicesApi.simpan, { body: walkIn({ uang_muka: 0 }) });
    expect(await stock()).toEqual(reportBefore);
    expect(await trays()).toEqual(traysBefore);
  });
});

describe('racing submits', () => {
  it('two pick-ups at once: one wins, the other is refused, the fee booked once', async () => {
    const no = (
      await kasir1.client.ok(servicesApi.simpan, { body: walkIn({ uang_muka: 0, customer: { nama: 'R', no_hp: '0899', alamat: '' } }) })
    ).data.no_service;
    await kasir1.client.ok(servicesApi.selesai, {
      body: { no_service: no, detail: [{ berat_selesai: '2.500' }, { berat_selesai: '5.125' }], ongkos: 10_000, keterangan: '' },
    });
    const servis = await saldo(`BATAS:${s1.kode_toko}:SERVIS`);
    const answers = await race(2, () =>
      kasir1.client.call(servicesApi.ambil, { body: { no_service: no, pembayaran: [{ jenis: 'CASH', jumlah: 10_000 }] } }),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await saldo(`BATAS:${s1.kode_toko}:SERVIS`)).toBe(servis - 10_000);
    await expectClean();
  });

  it('a pick-up and a cancel at once: one wins', async () => {
    const no = (
      await kasir1.client.ok(servicesApi.simpan, { body: walkIn({ uang_muka: 0, customer: { nama: 'R', no_hp: '0898', alamat: '' } }) })
    ).data.no_service;
    await kasir1.client.ok(servicesApi.selesai, {
      body: { no_service: no, detail: [{ berat_selesai: '2.500' }, { berat_selesai: '5.125' }], ongkos: 0, keterangan: '' },
    });
    const answers = await race(2, async (i) =>
      i === 0
        ? (await kasir1.client.call(servicesApi.ambil, { body: { no_service: no, pembayaran: [] } })).status
        : (await kasir1.client.call(servicesApi.batal, { body: { no_service: no, alasan: 'x' } })).status,
    );
    expect(answers.sort()).toEqual([200, 409]);
    expect(await held(no)).toEqual({ qty: 0, berat: '0.000', murni: '0.000' });
    await expectClean();
  });
});
