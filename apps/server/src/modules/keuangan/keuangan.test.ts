// Cash, bank and money sent to head office through HTTP: the drawer's and the account's balances
// after each document and each cancel, the refusals (more than the drawer or the account holds, another store's
// account or number, a user without the menu, a second receipt), and who may receive a sending.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MASTER_API, MESSAGES, keuanganApi } from '@kencana/core';
import { rows } from '../../db/client.ts';
import { buildStore, buildSystemParameter, buildUser, uniqueCode, type BuiltStore, type BuiltUser } from '../../testing/factories.ts';
import { countRows, race, raceForOneEffect } from '../../testing/racing.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

const KAS_MENUS = ['/tambah-uang-kas', '/ambil-uang-kas'];
const BANK_MENUS = ['/tambah-uang-bank', '/ambil-uang-bank'];

let t: TestApp;
let owner: BuiltUser;
let pusat: BuiltStore;
let t1: BuiltStore;
let t2: BuiltStore;
let kasir1: BuiltUser;
let kasir2: BuiltUser;
let modal: string;
let biaya: string;
let rek1: string;
let rek2: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  pusat = await buildStore(t);
  t1 = await buildStore(t);
  t2 = await buildStore(t);
  owner = await buildUser(t, { kode_toko: pusat.kode_toko, level: 'OWN' });
  kasir1 = await buildUser(t, { kode_toko: t1.kode_toko, menus: [...KAS_MENUS, ...BANK_MENUS, '/setor-uang-pusat'] });
  kasir2 = await buildUser(t, { kode_toko: t2.kode_toko, menus: [...KAS_MENUS, ...BANK_MENUS, '/setor-uang-pusat'] });
  modal = uniqueCode('M').slice(0, 10);
  biaya = uniqueCode('B').slice(0, 10);
  await owner.client.ok(MASTER_API.kode_transaksi.add, { body: { kode_transaksi: modal, nama_transaksi: 'MODAL UJI' } });
  await owner.client.ok(MASTER_API.kode_transaksi.add, { body: { kode_transaksi: biaya, nama_transaksi: 'BIAYA UJI' } });
  rek1 = uniqueCode('R');
  rek2 = uniqueCode('R');
  await owner.client.ok(MASTER_API.rekening.add, {
    body: { kode_rekening: rek1, nama_bank: 'BCA', no_rekening: '1234567890', atas_nama: 'TOKO SATU', kode_toko: t1.kode_toko },
  });
  await owner.client.ok(MASTER_API.rekening.add, {
    body: { kode_rekening: rek2, nama_bank: 'BRI', no_rekening: '9876543210', atas_nama: 'TOKO DUA', kode_toko: t2.kode_toko },
  });
  await buildSystemParameter(t, 'toko_pusat', pusat.kode_toko);
});
afterAll(async () => {
  await t.close();
});

const saldoOf = async (user: BuiltUser, kode_toko?: string) => (await user.client.ok(keuanganApi.saldo, { query: { kode_toko } })).data;

/** Every money document sums to 0 and no drawer is below 0 (the ledger's promise, checked after the flows). */
async function assertBooksBalance() {
  const unbalanced = await rows<{ doc_no: string }>(t.db, sql`SELECT doc_no FROM money_entries GROUP BY doc_no HAVING SUM(jumlah) <> 0`);
  expect(unbalanced).toEqual([]);
  const negative = await rows<{ kode_akun: string }>(
    t.db,
    sql`SELECT e.kode_akun FROM money_entries e JOIN money_accounts a USING (kode_akun) WHERE a.kind = 'KAS' GROUP BY e.kode_akun HAVING SUM(e.jumlah) < 0`,
  );
  expect(negative).toEqual([]);
}

describe('keuangan/kas', () => {
  it('adds cash by a category and takes it out for an expense; the drawer answers each balance', async () => {
    const added = await kasir1.client.ok(keuanganApi.kas, {
      body: { jenis: 'TAMBAH', kode_transaksi: modal, jumlah: 5_000_000, keterangan: 'modal awal' },
    });
    expect(added.message).toBe(MESSAGES.kasBerhasilDisimpan);
    expect(added.data.no_transaksi).toMatch(/^TKS-/);
    expect(added.data.saldo).toBe(5_000_000);
    const taken = await kasir1.client.ok(keuanganApi.kas, {
      body: { jenis: 'AMBIL', kode_transaksi: biaya, jumlah: 1_250_000, keterangan: 'listrik' },
    });
    expect(taken.data.no_transaksi).toMatch(/^AKS-/);
    expect(taken.data.saldo).toBe(3_750_000);
    expect((await saldoOf(kasir1)).kas).toBe(3_750_000);
    // The category's boundary carries the other side: the expense is +1.250.000 to BIAYA, the capital −5.000.000.
    const [expense] = await rows<{ saldo: string }>(
      t.db,
      sql`SELECT SUM(jumlah)::text AS saldo FROM money_entries WHERE kode_akun = ${`BATAS:${t1.kode_toko}:TRX:${biaya}`}`,
    );
    expect(Number(expense?.saldo)).toBe(1_250_000);
    const list = await kasir1.client.ok(keuanganApi.transaksi, { query: { akun: 'KAS' } });
    expect(list.data.map((row) => [row.jenis, row.kode_transaksi, row.jumlah, row.keterangan])).toEqual([
      ['AMBIL', biaya, 1_250_000, 'LISTRIK'],
      ['TAMBAH', modal, 5_000_000, 'MODAL AWAL'],
    ]);
    // Each save answers its document as the list reads it (the category by name: what the slip prints).
    expect([taken.data.transaksi, added.data.transaksi]).toEqual(list.data);
    expect(added.data.transaksi.nama_transaksi).toBe('MODAL UJI');
    await assertBooksBalance();
  });

  it('refuses taking more than the drawer holds (409) and books nothing', async () => {
    const before = (await saldoOf(kasir1)).kas;
    const refused = await kasir1.client.call(keuanganApi.kas, {
      body: { jenis: 'AMBIL', kode_transaksi: biaya, jumlah: before + 1, keterangan: '' },
    });
    expect(refused).toMatchObject({ ok: false, status: 409, body: { message: MESSAGES.saldoKasTidakMencukupi } });
    expect((await saldoOf(kasir1)).kas).toBe(before);
  });

  it('two payouts of the last cash in the drawer: one is booked', async () => {
    const store = await buildStore(t);
    const kasir = await buildUser(t, { kode_toko: store.kode_toko, menus: KAS_MENUS });
    await kasir.client.ok(keuanganApi.kas, { body: { jenis: 'TAMBAH', kode_transaksi: modal, jumlah: 100_000, keterangan: '' } });
    const answers = await race(2, () =>
      kasir.client.call(keuanganApi.kas, { body: { jenis: 'AMBIL', kode_transaksi: biaya, jumlah: 100_000, keterangan: '' } }),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await saldoOf(kasir)).kas).toBe(0);
  });

  it('refuses bad input with a catalogue text naming the field, an unknown category with 404', async () => {
    const zero = await kasir1.client.call(keuanganApi.kas, { body: { jenis: 'TAMBAH', kode_transaksi: modal, jumlah: 0, keterangan: '' } });
    expect(zero).toMatchObject({ ok: false, status: 400, body: { message: MESSAGES.jumlahHarusLebihDariNol } });
    const noCategory = await kasir1.client.call(keuanganApi.kas, {
      body: { jenis: 'TAMBAH', kode_transaksi: '', jumlah: 1000, keterangan: '' },
    });
    expect(noCategory).toMatchObject({ ok: false, status: 400, body: { message: 'Kode Transaksi Harus Dipilih' } });
    const fraction = await kasir1.client.call(keuanganApi.kas, {
      body: { jenis: 'TAMBAH', kode_transaksi: modal, jumlah: 1000.5, keterangan: '' },
    });
    expect(fraction).toMatchObject({ ok: false, status: 400 });
    const unknown = await kasir1.client.call(keuanganApi.kas, {
      body: { jenis: 'TAMBAH', kode_transaksi: 'TIDAKADA', jumlah: 1000, keterangan: '' },
    });
    expect(unknown).toMatchObject({ ok: false, status: 404, body: { message: MESSAGES.kodeTransaksiTidakDikenal } });
  });

  it('a category set to one direction (Arus Kas of Master Kode Transaksi) is refused the other way', async () => {
    const gaji = uniqueCode('G').slice(0, 10);
    const setor = uniqueCode('S').slice(0, 10);
    await owner.client.ok(MASTER_API.kode_transaksi.add, {
      body: { kode_transaksi: gaji, nama_transaksi: 'GAJI UJI', arus_kas: 'KELUAR' },
    });
    await owner.client.ok(MASTER_API.kode_transaksi.add, {
      body: { kode_transaksi: setor, nama_transaksi: 'MODAL MASUK UJI', arus_kas: 'MASUK' },
    });
    const wrongIn = await kasir1.client.call(keuanganApi.kas, {
      body: { jenis: 'TAMBAH', kode_transaksi: gaji, jumlah: 1000, keterangan: '' },
    });
    expect(wrongIn).toMatchObject({ ok: false, status: 400, body: { message: MESSAGES.kategoriHanyaUangKeluar } });
    const wrongOut = await kasir1.client.call(keuanganApi.kas, {
      body: { jenis: 'AMBIL', kode_transaksi: setor, jumlah: 1000, keterangan: '' },
    });
    expect(wrongOut).toMatchObject({ ok: false, status: 400, body: { message: MESSAGES.kategoriHanyaUangMasuk } });
    await kasir1.client.ok(keuanganApi.kas, { body: { jenis: 'TAMBAH', kode_transaksi: setor, jumlah: 1000, keterangan: '' } });
    await kasir1.client.ok(keuanganApi.kas, { body: { jenis: 'AMBIL', kode_transaksi: gaji, jumlah: 1000, keterangan: '' } });
  });

  it('needs the menu of the screen: a user with only /tambah-uang-kas cannot take cash (403); without any, 403', async () => {
    const adder = await buildUser(t, { kode_toko: t1.kode_toko, menus: ['/tambah-uang-kas'] });
    const taken = await adder.client.call(keuanganApi.kas, {
      body: { jenis: 'AMBIL', kode_transaksi: biaya, jumlah: 1000, keterangan: '' },
    });
    expect(taken).toMatchObject({ ok: false, status: 403 });
    const nobody = await buildUser(t, { kode_toko: t1.kode_toko, menus: ['/dashboard'] });
    expect(
      await nobody.client.call(keuanganApi.kas, { body: { jenis: 'TAMBAH', kode_transaksi: modal, jumlah: 1000, keterangan: '' } }),
    ).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(await nobody.client.call(keuanganApi.saldo, { query: {} })).toMatchObject({ ok: false, status: 403 });
  });

  it('staff see only their store: T02 asking for T01 balance is refused (403)', async () => {
    expect(await kasir2.client.call(keuanganApi.saldo, { query: { kode_toko: t1.kode_toko } })).toMatchObject({
      ok: false,
      status: 403,
      body: { message: MESSAGES.aksesTokoLainDitolak },
    });
    expect((await saldoOf(owner, t1.kode_toko)).kas).toBe((await saldoOf(kasir1)).kas);
  });
});

describe('keuangan/bank', () => {
  it('puts money into the store account and takes it out; refuses more than the account holds', async () => {
    const masuk = await kasir1.client.ok(keuanganApi.bank, {
      body: {
        jenis: 'TAMBAH',
        kode_rekening: rek1,
        kode_transaksi: modal,
        jumlah: 10_000_000,
        keterangan: 'setoran modal',
        referensi: 'TRF-001',
      },
    });
    expect(masuk.data).toMatchObject({ saldo: 10_000_000 });
    expect(masuk.data.no_transaksi).toMatch(/^TBK-/);
    const keluar = await kasir1.client.ok(keuanganApi.bank, {
      body: { jenis: 'AMBIL', kode_rekening: rek1, kode_transaksi: biaya, jumlah: 2_500_000, keterangan: 'sewa' },
    });
    expect(keluar.data.saldo).toBe(7_500_000);
    const over = await kasir1.client.call(keuanganApi.bank, {
      body: { jenis: 'AMBIL', kode_rekening: rek1, kode_transaksi: biaya, jumlah: 7_500_001, keterangan: '' },
    });
    expect(over).toMatchObject({ ok: false, status: 409, body: { message: MESSAGES.saldoBankTidakMencukupi } });
    const balances = await saldoOf(kasir1);
    expect(balances.bank).toEqual([{ kode_rekening: rek1, nama_bank: 'BCA', no_rekening: '1234567890', saldo: 7_500_000 }]);
    const list = await kasir1.client.ok(keuanganApi.transaksi, { query: { akun: 'BANK' } });
    expect(list.data.map((row) => [row.jenis, row.kode_rekening, row.referensi, row.jumlah])).toEqual([
      ['AMBIL', rek1, '', 2_500_000],
      ['TAMBAH', rek1, 'TRF-001', 10_000_000],
    ]);
    expect([keluar.data.transaksi, masuk.data.transaksi]).toEqual(list.data);
    await assertBooksBalance();
  });

  it('a cashier of T02 cannot post on T01 account (403); an unknown account is 404; the owner may use any store account', async () => {
    const foreign = await kasir2.client.call(keuanganApi.bank, {
      body: { jenis: 'TAMBAH', kode_rekening: rek1, kode_transaksi: modal, jumlah: 1000, keterangan: '' },
    });
    expect(foreign).toMatchObject({ ok: false, status: 403, body: { message: MESSAGES.aksesTokoLainDitolak } });
    const unknown = await kasir2.client.call(keuanganApi.bank, {
      body: { jenis: 'TAMBAH', kode_rekening: 'TIDAKADA', kode_transaksi: modal, jumlah: 1000, keterangan: '' },
    });
    expect(unknown).toMatchObject({ ok: false, status: 404, body: { message: MESSAGES.rekeningTidakDitemukan } });
    const byOwner = await owner.client.ok(keuanganApi.bank, {
      body: { jenis: 'TAMBAH', kode_rekening: rek2, kode_transaksi: modal, jumlah: 3000, keterangan: '' },
    });
    expect(byOwner.data.saldo).toBe(3000);
    const [doc] = await rows<{ kode_toko: string }>(t.db, sql`SELECT kode_toko FROM documents WHERE doc_no = ${byOwner.data.no_transaksi}`);
    expect(doc?.kode_toko).toBe(t2.kode_toko);
  });
});

describe('keuangan/batal', () => {
  it('a cancel posts the exact opposite: the drawer is back, the list shows it cancelled, a second cancel is refused', async () => {
    const before = (await saldoOf(kasir1)).kas;
    const taken = await kasir1.client.ok(keuanganApi.kas, {
      body: { jenis: 'AMBIL', kode_transaksi: biaya, jumlah: 300_000, keterangan: 'salah ketik' },
    });
    expect((await saldoOf(kasir1)).kas).toBe(before - 300_000);
    const cancelled = await kasir1.client.ok(keuanganApi.batal, { body: { no_transaksi: taken.data.no_transaksi, alasan: 'SALAH KETIK' } });
    expect(cancelled.message).toBe(MESSAGES.dokumenBerhasilDibatalkan);
    expect((await saldoOf(kasir1)).kas).toBe(before);
    const list = await kasir1.client.ok(keuanganApi.transaksi, { query: { akun: 'KAS' } });
    expect(list.data.find((row) => row.no_transaksi === taken.data.no_transaksi)?.dibatalkan).toBe(cancelled.data.no_batal);
    const again = await kasir1.client.call(keuanganApi.batal, { body: { no_transaksi: taken.data.no_transaksi, alasan: 'LAGI' } });
    expect(again).toMatchObject({ ok: false, status: 409 });
    await assertBooksBalance();
  });

  it('cancelling cash added that was spent since is refused: the drawer would go below 0', async () => {
    const store = await buildStore(t);
    const kasir = await buildUser(t, { kode_toko: store.kode_toko, menus: KAS_MENUS });
    const added = await kasir.client.ok(keuanganApi.kas, {
      body: { jenis: 'TAMBAH', kode_transaksi: modal, jumlah: 50_000, keterangan: '' },
    });
    await kasir.client.ok(keuanganApi.kas, { body: { jenis: 'AMBIL', kode_transaksi: biaya, jumlah: 40_000, keterangan: '' } });
    const refused = await kasir.client.call(keuanganApi.batal, { body: { no_transaksi: added.data.no_transaksi, alasan: 'BATAL' } });
    expect(refused).toMatchObject({ ok: false, status: 409, body: { message: MESSAGES.saldoKasTidakMencukupi } });
    expect((await saldoOf(kasir)).kas).toBe(10_000);
  });

  it("another store's number answers 404 like an unknown one; a goods document is not a cash document", async () => {
    const added = await kasir1.client.ok(keuanganApi.kas, {
      body: { jenis: 'TAMBAH', kode_transaksi: modal, jumlah: 1000, keterangan: '' },
    });
    const foreign = await kasir2.client.call(keuanganApi.batal, { body: { no_transaksi: added.data.no_transaksi, alasan: 'X' } });
    expect(foreign).toMatchObject({ ok: false, status: 404, body: { message: MESSAGES.transaksiKeuanganTidakDitemukan } });
    const unknown = await kasir1.client.call(keuanganApi.batal, { body: { no_transaksi: 'TKS-TIDAK-ADA', alasan: 'X' } });
    expect(unknown).toMatchObject({ ok: false, status: 404 });
  });

  it("staff cancel only the business day's documents; the owner may cancel an older one", async () => {
    const store = await buildStore(t);
    const kasir = await buildUser(t, { kode_toko: store.kode_toko, menus: KAS_MENUS });
    const added = await kasir.client.ok(keuanganApi.kas, {
      body: { jenis: 'TAMBAH', kode_transaksi: modal, jumlah: 20_000, keterangan: '' },
    });
    // The store's day moves on (as the close of day does): the document is now of yesterday.
    await t.db.execute(sql`UPDATE documents SET tgl_system = tgl_system - 1 WHERE doc_no = ${added.data.no_transaksi}`);
    const refused = await kasir.client.call(keuanganApi.batal, { body: { no_transaksi: added.data.no_transaksi, alasan: 'LAMA' } });
    expect(refused).toMatchObject({ ok: false, status: 403, body: { message: MESSAGES.batalHanyaHariIni } });
    await owner.client.ok(keuanganApi.batal, { body: { no_transaksi: added.data.no_transaksi, alasan: 'OLEH OWNER' } });
    expect((await saldoOf(owner, store.kode_toko)).kas).toBe(0);
  });
});

describe('keuangan/setor', () => {
  it('the store sends cash (drawer −, in transit +), head office receives it once, on its own business date', async () => {
    const before = (await saldoOf(kasir1)).kas;
    const sent = await kasir1.client.ok(keuanganApi.setor, { body: { jumlah: 1_000_000, keterangan: 'setoran harian' } });
    expect(sent.message).toBe(MESSAGES.setorBerhasilDikirim);
    expect(sent.data.saldo).toBe(before - 1_000_000);
    const open = await owner.client.ok(keuanganApi.daftarSetor, { query: { status: 'DIKIRIM' } });
    expect(open.pusat).toBe(true);
    expect(open.data.find((row) => row.no_setor === sent.data.no_setor)).toMatchObject({
      status: 'DIKIRIM',
      jumlah: 1_000_000,
      umur_hari: 0,
      kode_toko: t1.kode_toko,
    });
    // The sender's own list shows it too; another store's staff do not see it.
    expect((await kasir1.client.ok(keuanganApi.daftarSetor, { query: {} })).data.map((row) => row.no_setor)).toContain(sent.data.no_setor);
    expect((await kasir2.client.ok(keuanganApi.daftarSetor, { query: {} })).data.map((row) => row.no_setor)).not.toContain(
      sent.data.no_setor,
    );

    // A store's cashier cannot receive; head office can, once.
    expect(await kasir2.client.call(keuanganApi.terimaSetor, { body: { no_setor: sent.data.no_setor } })).toMatchObject({
      ok: false,
      status: 403,
      body: { message: MESSAGES.setorHanyaPusat },
    });
    // Head office's business date differs from the sender's (a day ahead): the receipt is dated by head office.
    await t.db.execute(sql`UPDATE tokos SET tgl_system = tgl_system + 1 WHERE kode_toko = ${pusat.kode_toko}`);
    t.deps.sessions.forgetHere({ kode_toko: pusat.kode_toko });
    try {
      const received = await owner.client.ok(keuanganApi.terimaSetor, { body: { no_setor: sent.data.no_setor } });
      expect(received.message).toBe(MESSAGES.setorBerhasilDiterima);
      const [doc] = await rows<{ kode_toko: string; tgl_system: string }>(
        t.db,
        sql`SELECT kode_toko, to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system FROM documents WHERE doc_no = ${received.data.no_terima}`,
      );
      expect(doc).toEqual({ kode_toko: pusat.kode_toko, tgl_system: received.data.tgl_terima });
      expect(received.data.tgl_terima > sent.data.tgl_system).toBe(true);
      const twice = await owner.client.call(keuanganApi.terimaSetor, { body: { no_setor: sent.data.no_setor } });
      expect(twice).toMatchObject({ ok: false, status: 409, body: { message: MESSAGES.setorSudahDiterima } });
      const done = await owner.client.ok(keuanganApi.daftarSetor, { query: { status: 'DITERIMA' } });
      expect(done.data.find((row) => row.no_setor === sent.data.no_setor)).toMatchObject({ status: 'DITERIMA', umur_hari: 1 });
      // In transit is 0 again, head office holds the money.
      const [pusatSaldo] = await rows<{ saldo: string }>(
        t.db,
        sql`SELECT SUM(jumlah)::text AS saldo FROM money_entries WHERE kode_akun = 'PUSAT'`,
      );
      expect(Number(pusatSaldo?.saldo)).toBeGreaterThanOrEqual(1_000_000);
      const [transit] = await rows<{ saldo: string }>(
        t.db,
        sql`SELECT COALESCE(SUM(jumlah), 0)::text AS saldo FROM money_entries WHERE kode_akun = ${`SETORAN:${t1.kode_toko}`}`,
      );
      expect(Number(transit?.saldo)).toBe(0);
      // A received sending cannot be cancelled by the store.
      const cancel = await owner.client.call(keuanganApi.batal, { body: { no_transaksi: sent.data.no_setor, alasan: 'X' } });
      expect(cancel).toMatchObject({ ok: false, status: 409, body: { message: MESSAGES.setorSudahDiterimaTidakDapatDibatalkan } });
    } finally {
      await t.db.execute(sql`UPDATE tokos SET tgl_system = tgl_system - 1 WHERE kode_toko = ${pusat.kode_toko}`);
      t.deps.sessions.forgetHere({ kode_toko: pusat.kode_toko });
    }
    await assertBooksBalance();
  });

  it('a user of the head-office store receives; a sending beyond the drawer is refused; an open sending can be cancelled', async () => {
    const store = await buildStore(t);
    const kasir = await buildUser(t, { kode_toko: store.kode_toko, menus: [...KAS_MENUS, '/setor-uang-pusat'] });
    await kasir.client.ok(keuanganApi.kas, { body: { jenis: 'TAMBAH', kode_transaksi: modal, jumlah: 500_000, keterangan: '' } });
    const over = await kasir.client.call(keuanganApi.setor, { body: { jumlah: 500_001, keterangan: '' } });
    expect(over).toMatchObject({ ok: false, status: 409, body: { message: MESSAGES.saldoKasTidakMencukupi } });
    const first = await kasir.client.ok(keuanganApi.setor, { body: { jumlah: 200_000, keterangan: '' } });
    const cancelled = await kasir.client.ok(keuanganApi.batal, { body: { no_transaksi: first.data.no_setor, alasan: 'SALAH' } });
    expect(cancelled.data.no_transaksi).toBe(first.data.no_setor);
    expect((await saldoOf(kasir)).kas).toBe(500_000);
    const gone = await owner.client.call(keuanganApi.terimaSetor, { body: { no_setor: first.data.no_setor } });
    expect(gone).toMatchObject({ ok: false, status: 404, body: { message: MESSAGES.setorTidakDitemukan } });

    const second = await kasir.client.ok(keuanganApi.setor, { body: { jumlah: 300_000, keterangan: '' } });
    const headOffice = await buildUser(t, { kode_toko: pusat.kode_toko, menus: ['/setor-uang-pusat'] });
    const list = await headOffice.client.ok(keuanganApi.daftarSetor, { query: {} });
    expect(list.pusat).toBe(true);
    expect(list.data.map((row) => row.no_setor)).toContain(second.data.no_setor);
    await headOffice.client.ok(keuanganApi.terimaSetor, { body: { no_setor: second.data.no_setor } });
    expect((await saldoOf(kasir)).kas).toBe(200_000);
    await assertBooksBalance();
  });
});

describe('racing submits: the same request at once books once', () => {
  const keyed = (user: BuiltUser, url: string, payload: object, key: string) => () =>
    t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: { ...bearer(user.token), 'idempotency-key': key }, payload });

  it('keuangan/kas, keuangan/bank and keuangan/setor under one request key; keuangan/setor/terima of one sending', async () => {
    const kas = await raceForOneEffect(
      4,
      keyed(kasir1, 'keuangan/kas', { jenis: 'TAMBAH', kode_transaksi: modal, jumlah: 70_000, keterangan: '' }, 'kas-race-0001'),
      () => countRows(t.db, 'transaksi_keuangan'),
    );
    expect(kas.problems, JSON.stringify(kas.statuses)).toEqual([]);
    const bank = await raceForOneEffect(
      4,
      keyed(
        kasir1,
        'keuangan/bank',
        { jenis: 'TAMBAH', kode_rekening: rek1, kode_transaksi: modal, jumlah: 70_000, keterangan: '' },
        'bank-race-0001',
      ),
      () => countRows(t.db, 'transaksi_keuangan'),
    );
    expect(bank.problems, JSON.stringify(bank.statuses)).toEqual([]);
    const sent = await raceForOneEffect(4, keyed(kasir1, 'keuangan/setor', { jumlah: 10_000, keterangan: '' }, 'setor-race-0001'), () =>
      countRows(t.db, 'setor_pusat'),
    );
    expect(sent.problems, JSON.stringify(sent.statuses)).toEqual([]);
    const no_setor = (sent.answers.find((a) => a.statusCode === 200)?.json() as { data: { no_setor: string } }).data.no_setor;
    const received = await raceForOneEffect(
      4,
      () => t.app.inject({ method: 'POST', url: '/api/v1/keuangan/setor/terima', headers: bearer(owner.token), payload: { no_setor } }),
      () => countRows(t.db, 'documents', `doc_type = 'TERIMA_SETORAN'`),
    );
    expect(received.problems, JSON.stringify(received.statuses)).toEqual([]);
    await assertBooksBalance();
  });
});
