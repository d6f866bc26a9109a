// Money conservation through the real API: random sales with split payments and change, buy-backs
// paid in cash, exchanges, order deposits and cancels on the demo chain. After every run: every document's
// money sums to 0, every cancel is its original's opposite, and no drawer was ever below 0 at any document.
// Then the back-fill migration, run on the same documents with their entries truncated, rebuilds exactly
// the balances posted live. And two payouts racing for the drawer's last cash: one is paid.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, pembelianApi, penjualanApi, tukangApi, tukarApi } from '@kencana/core';
import { findSessionUser, type CurrentUser } from '../auth/current-user.ts';
import { tokenHash } from '../auth/tokens.ts';
import { rows } from '../db/client.ts';
import { postDocument, reverseDocument } from '../stock/document.ts';
import { api, type ApiClient } from '../testing/api-client.ts';
import { counterMoneyBalances, counterMoneyBalancesRebuilt, moneyBackfillStatements } from '../testing/factories.ts';
import { createTestApp, loginAs, type TestApp } from '../testing/test-app.ts';
import { checkLedgerInvariants } from './invariants.ts';
import { akun } from './money-accounts.ts';
import { saldoKas } from './money.ts';

let t: TestApp;
let owner: ApiClient;
let ownerUser: CurrentUser;
let kode_sales: string;
const used = new Set<string>();

beforeAll(async () => {
  t = await createTestApp();
  const { token } = await loginAs(t.app, 'owner', 'owner123');
  owner = api(t, token);
  ownerUser = (await findSessionUser(t.db, tokenHash(token), t.deps.clock.now()))!;
  const [sales] = await rows<{ kode_sales: string }>(t.db, sql`SELECT kode_sales FROM sales WHERE is_active ORDER BY kode_sales LIMIT 1`);
  kode_sales = sales!.kode_sales;
});
afterAll(async () => {
  await t?.close();
});

/** A piece on a display tray of the store not used yet by this file. */
async function freshPiece(kode_toko: string): Promise<string> {
  const found = await rows<{ kode_barcode: string }>(
    t.db,
    sql`SELECT kode_barcode FROM barang WHERE lokasi_kind = 'BAKI' AND kode_toko = ${kode_toko} AND kode_baki LIKE 'KC%' AND no_pesanan = '-'
        ORDER BY kode_barcode LIMIT 200`,
  );
  const code = found.map((r) => r.kode_barcode).find((c) => !used.has(c));
  if (!code) throw new Error(`no fresh piece left at ${kode_toko}`);
  used.add(code);
  return code;
}

const customer = { nama: 'Rina Wati', no_ktp: '3273016001950003', no_hp: '087700001111', alamat: 'Jl. Dago 10' };
const oldGold = (harga: number) => ({
  nama_barang: 'Kalung Lama',
  kode_group: '17K',
  kode_dept: 'KAL17',
  berat: '6.500',
  kadar: '75',
  kondisi: 'TN',
  harga,
});

/** What a random operation may do. */
type Op =
  | { k: 'jual'; qris: number; cash: number }
  | { k: 'beli'; harga: number }
  | { k: 'tukar'; harga: number }
  | { k: 'pesanan'; dp: number; transfer: number }
  | { k: 'ambil'; jumlah: number }
  | { k: 'batal'; pick: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    k: fc.constant('jual' as const),
    qris: fc.integer({ min: 0, max: 200 }).map((n) => n * 500),
    cash: fc.integer({ min: 20, max: 60 }).map((n) => n * 1_000_000),
  }),
  fc.record({ k: fc.constant('beli' as const), harga: fc.integer({ min: 1, max: 400 }).map((n) => n * 100_000) }),
  fc.record({ k: fc.constant('tukar' as const), harga: fc.integer({ min: 1, max: 20 }).map((n) => n * 50_000) }),
  fc.record({
    k: fc.constant('pesanan' as const),
    dp: fc.integer({ min: 1, max: 30 }).map((n) => n * 100_000),
    transfer: fc.integer({ min: 0, max: 100_000 }),
  }),
  fc.record({ k: fc.constant('ambil' as const), jumlah: fc.integer({ min: 1, max: 300 }).map((n) => n * 100_000) }),
  fc.record({ k: fc.constant('batal' as const), pick: fc.nat() }),
);

/** What the runs did, so the property is not met by refusing everything. */
const done: Record<string, number> = {};
const tally = (what: string) => (done[what] = (done[what] ?? 0) + 1);

/** Documents the run may cancel. */
const cancellable: Array<{ kind: 'jual' | 'beli' | 'tukar' | 'kas'; no: string }> = [];

/** A refusal the rules allow (the drawer short, an exchange's refund not exact, a piece moved on); anything else fails. */
function allowedRefusal(answer: { ok: boolean; status: number; body: unknown }, what: string): void {
  if (answer.ok) {
    tally(what);
    return;
  }
  const message = (answer.body as { message: string }).message;
  tally(`${what} refused: ${message}`);
  expect([409, 400], `${answer.status} ${message}`).toContain(answer.status);
  expect(
    message.startsWith(MESSAGES.saldoKasTidakMencukupi) || answer.status === 400 || message.includes('Sortir') || message.includes('Batal'),
    message,
  ).toBe(true);
}

async function apply(op: Op, kode_toko: string): Promise<void> {
  switch (op.k) {
    case 'jual': {
      const answer = await owner.call(penjualanApi.simpanPenjualan, {
        body: {
          kode_toko,
          kode_sales,
          customer: { nama: 'Ibu Sari', no_hp: '08123456789', alamat: 'Jl. Melati 3' },
          detail_barang: [{ kode_barcode: await freshPiece(kode_toko) }],
          pembayaran: [...(op.qris > 0 ? [{ jenis: 'QRIS' as const, jumlah: op.qris }] : []), { jenis: 'CASH' as const, jumlah: op.cash }],
        },
      });
      allowedRefusal(answer, 'jual');
      if (answer.ok) cancellable.push({ kind: 'jual', no: answer.body.data.no_faktur_jual });
      return;
    }
    case 'beli': {
      const answer = await owner.call(pembelianApi.simpanPembelian, {
        body: { kode_toko, customer, detail_barang: [oldGold(op.harga)], pembayaran: [{ jenis: 'CASH', jumlah: op.harga }] },
      });
      allowedRefusal(answer, 'beli');
      if (answer.ok) cancellable.push({ kind: 'beli', no: answer.body.data.no_faktur_beli });
      return;
    }
    case 'tukar': {
      const answer = await owner.call(tukarApi.simpanTukar, {
        body: {
          kode_toko,
          kode_sales,
          customer,
          barang_lama: [oldGold(op.harga)],
          barang_baru: [{ kode_barcode: await freshPiece(kode_toko), diskon: 0 }],
          pembayaran: [{ jenis: 'CASH', jumlah: 60_000_000 }],
        },
      });
      allowedRefusal(answer, 'tukar');
      if (answer.ok) cancellable.push({ kind: 'tukar', no: answer.body.data.no_tukar });
      return;
    }
    case 'pesanan': {
      const answer = await owner.call(tukangApi.simpanPesanan, {
        body: {
          kode_toko,
          kode_customer: '-',
          customer: { nama: 'ibu sari', alamat: 'jl. melati 3', no_hp: '08123' },
          detail_barang: [
            {
              kode_group: '17K',
              jenis_pesanan: 'cincin',
              deskripsi: 'cincin ukir',
              attribut: '-',
              size: '12',
              perkiraan_berat: '5',
              perkiraan_kadar: '75',
              berat_atribut: '0',
              harga_gram: 1_000_000,
              harga_atribut: 0,
            },
          ],
          uang_muka: op.dp,
          pembayaran: [
            { jenis_bayar: 'TUNAI', jumlah: op.dp - Math.min(op.transfer, op.dp) },
            ...(Math.min(op.transfer, op.dp) > 0 ? [{ jenis_bayar: 'TRANSFER', jumlah: Math.min(op.transfer, op.dp) }] : []),
          ].filter((p) => p.jumlah > 0),
          tgl_jatuh_tempo: '2099-01-31',
        },
      });
      expect(answer.ok, answer.ok ? '' : JSON.stringify(answer.body)).toBe(true);
      tally('pesanan');
      return;
    }
    case 'ambil': {
      // Cash taken for an expense, through the kernel as the kas screen will post it.
      const taken = await postDocument(t.deps, ownerUser, {
        type: 'AMBIL_KAS',
        toko: kode_toko,
        alwaysPosts: true,
        plan: async () => ({
          money: [
            { akun: akun.kas(kode_toko), jumlah: -op.jumlah },
            { akun: akun.transaksi(kode_toko, 'BIAYA'), jumlah: op.jumlah },
          ],
          result: {},
        }),
      }).then(
        (saved) => saved.no_dokumen,
        (error: Error) => {
          expect(error.message).toBe(MESSAGES.saldoKasTidakMencukupi);
          return null;
        },
      );
      tally(taken ? 'ambil' : 'ambil refused');
      if (taken) cancellable.push({ kind: 'kas', no: taken });
      return;
    }
    case 'batal': {
      if (cancellable.length === 0) return;
      const [target] = cancellable.splice(op.pick % cancellable.length, 1);
      const alasan = 'salah input';
      const answer =
        target!.kind === 'jual'
          ? await owner.call(penjualanApi.batalPenjualan, { body: { no_faktur_jual: target!.no, alasan } })
          : target!.kind === 'beli'
            ? await owner.call(pembelianApi.batalPembelian, { body: { no_faktur_beli: target!.no, alasan } })
            : target!.kind === 'tukar'
              ? await owner.call(tukarApi.batalTukar, { body: { no_tukar: target!.no, alasan } })
              : null;
      if (answer) allowedRefusal(answer, `batal ${target!.kind}`);
      // Cash taken, cancelled: the kernel's reverse puts it back (the drawer rule cannot refuse money coming in).
      else {
        await reverseDocument(t.deps, ownerUser, target!.no, alasan);
        tally('batal kas');
      }
      return;
    }
  }
}

/** Per drawer, the balance after each document in the order written; none may be below 0. */
async function drawerEverNegative(): Promise<string[]> {
  const found = await rows<{ kode_akun: string; doc_no: string; saldo: string }>(
    t.db,
    sql`SELECT kode_akun, doc_no, saldo::text AS saldo FROM (
          SELECT kode_akun, doc_no, SUM(SUM(jumlah)) OVER (PARTITION BY kode_akun ORDER BY MIN(id)) AS saldo
          FROM money_entries e JOIN money_accounts a USING (kode_akun) WHERE a.kind = ${'KAS'} GROUP BY kode_akun, doc_no) per_doc
        WHERE saldo < 0`,
  );
  return found.map((r) => `${r.kode_akun} after ${r.doc_no}: ${r.saldo}`);
}

describe('money conservation', () => {
  it('random sales, buy-backs, exchanges, deposits, cash taken and cancels: balanced, opposite cancels, the drawer never below 0', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('T01', 'T02'), fc.array(opArb, { minLength: 4, maxLength: 10 }), async (kode_toko, ops) => {
        for (const op of ops) await apply(op, kode_toko);
        expect(await checkLedgerInvariants(t.db)).toEqual([]);
        expect(await drawerEverNegative()).toEqual([]);
        // A balance is the sum of its entries: the drawer read by the module equals the sum written.
        const [sum] = await rows<{ s: string }>(
          t.db,
          sql`SELECT COALESCE(SUM(jumlah), 0)::text AS s FROM money_entries WHERE kode_akun = ${'KAS:' + kode_toko}`,
        );
        expect(await saldoKas(t.db, kode_toko)).toBe(Number(sum!.s));
      }),
      { numRuns: 12, seed: 22 },
    );
    // Every kind of document was written, cancelled, and the drawer rule refused some payouts.
    for (const what of ['jual', 'beli', 'tukar', 'pesanan', 'ambil', 'batal jual', 'batal beli', 'batal tukar'])
      expect(done[what] ?? 0, JSON.stringify(done)).toBeGreaterThan(0);
    expect(
      Object.entries(done).some(([what]) => what.includes(MESSAGES.saldoKasTidakMencukupi)) || (done['ambil refused'] ?? 0) > 0,
      JSON.stringify(done),
    ).toBe(true);
  });

  it('an exchange moves the drawer by the difference only, never by the gross buy-back', async () => {
    const before = await saldoKas(t.db, 'T01');
    const saved = await owner.ok(tukarApi.simpanTukar, {
      body: {
        kode_toko: 'T01',
        kode_sales,
        customer,
        barang_lama: [oldGold(1_000_000)],
        barang_baru: [{ kode_barcode: await freshPiece('T01'), diskon: 0 }],
        pembayaran: [{ jenis: 'CASH', jumlah: 60_000_000 }],
      },
    });
    expect(saved.data.dibayar_oleh).toBe('CUSTOMER');
    expect(await saldoKas(t.db, 'T01')).toBe(before + saved.data.selisih);
    const [tukar] = await rows<{ s: string }>(
      t.db,
      sql`SELECT SUM(jumlah)::text AS s FROM money_entries WHERE kode_akun = ${'BATAS:T01:TUKAR'} AND doc_no IN (${saved.data.no_faktur_beli}, ${saved.data.no_faktur_jual})`,
    );
    expect(Number(tukar!.s)).toBe(0);
  });

  it('an exchange the shop pays back moves the drawer by the refund only', async () => {
    const code = await freshPiece('T01');
    const exchange = (harga: number, pembayaran: { jenis: 'CASH'; jumlah: number }[]) =>
      owner.call(tukarApi.simpanTukar, {
        body: {
          kode_toko: 'T01',
          kode_sales,
          customer,
          barang_lama: [oldGold(harga)],
          barang_baru: [{ kode_barcode: code, diskon: 0 }],
          pembayaran,
        },
      });
    // Without the refund the answer names what the sale settles (Bayar = S).
    const probe = await exchange(90_000_000, []);
    expect(probe.status).toBe(400);
    const S = Number(/Bayar Rp ([\d.]+)/.exec((probe.body as { message: string }).message)?.[1]?.replace(/\./g, '') ?? NaN);
    expect(S).toBeGreaterThan(0);
    // The old gold is worth Rp 1,000,000 more than the new piece: the shop pays that back, and only that.
    const before = await saldoKas(t.db, 'T01');
    const saved = await exchange(S + 1_000_000, [{ jenis: 'CASH', jumlah: 1_000_000 }]);
    expect(saved.ok, JSON.stringify(saved.body)).toBe(true);
    expect(await saldoKas(t.db, 'T01')).toBe(before - 1_000_000);
  });

  it('two buy-backs racing for the last cash in the drawer: exactly one is paid, the other refused with nothing written', async () => {
    const held = await saldoKas(t.db, 'T03');
    await postDocument(t.deps, ownerUser, {
      type: 'AMBIL_KAS',
      toko: 'T03',
      alwaysPosts: true,
      plan: async () => ({
        money: [
          { akun: akun.kas('T03'), jumlah: -(held - 1_000_000) },
          { akun: akun.pusat(), jumlah: held - 1_000_000 },
        ],
        result: {},
      }),
    });
    expect(await saldoKas(t.db, 'T03')).toBe(1_000_000);
    const payout = () =>
      owner.call(pembelianApi.simpanPembelian, {
        body: { kode_toko: 'T03', customer, detail_barang: [oldGold(1_000_000)], pembayaran: [{ jenis: 'CASH', jumlah: 1_000_000 }] },
      });
    const [beliBefore] = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM pembelian WHERE kode_toko = 'T03'`);
    const answers = await Promise.all([payout(), payout()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => !a.ok)!;
    expect((refused.body as { message: string }).message).toBe(MESSAGES.saldoKasTidakMencukupi);
    const [beliAfter] = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM pembelian WHERE kode_toko = 'T03'`);
    expect(beliAfter!.n - beliBefore!.n).toBe(1);
    expect(await saldoKas(t.db, 'T03')).toBe(0);
  });

  it('the back-fill migration rebuilds from the documents exactly the balances posted live, and writes nothing twice', async () => {
    const live = await counterMoneyBalances(t.db);
    expect(Object.keys(live).length).toBeGreaterThan(3);
    const [orders] = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM documents WHERE doc_type = 'PESANAN'`);
    expect(orders!.n).toBeGreaterThan(0);
    expect(await counterMoneyBalancesRebuilt(t)).toEqual(live);
    // Run on the live database (a second migrate, documents already posted live): nothing is written twice.
    const before = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM money_entries`);
    for (const statement of moneyBackfillStatements()) await t.db.execute(sql.raw(statement));
    expect(await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM money_entries`)).toEqual(before);
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });
});
