// The money kernel: money-only documents, the drawer that never goes below 0, cancels that post the exact opposite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@kencana/core';
import { findSessionUser, type CurrentUser } from '../auth/current-user.ts';
import { tokenHash } from '../auth/tokens.ts';
import { rows } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { postDocument, reverseDocument } from '../stock/document.ts';
import { createTestApp, loginAs, type TestApp } from '../testing/test-app.ts';
import { akun, customerRef, type MoneyLine } from './money-accounts.ts';
import { saldoAkun, saldoKas, saldoToko } from './money.ts';

let t: TestApp;
let owner: CurrentUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = (await findSessionUser(t.db, tokenHash((await loginAs(t.app, 'owner', 'owner123')).token), t.deps.clock.now()))!;
});
afterAll(async () => {
  await t.close();
});

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** Cash in or out of T01's drawer against an income/expense boundary, as the kas screens will post it. */
function kas(type: 'TAMBAH_KAS' | 'AMBIL_KAS', jumlah: number, kode_toko = 'T01') {
  const signed = type === 'TAMBAH_KAS' ? jumlah : -jumlah;
  return postDocument(t.deps, owner, {
    type,
    toko: kode_toko,
    alwaysPosts: true,
    plan: async () => ({
      money: [
        { akun: akun.kas(kode_toko), jumlah: signed },
        { akun: akun.transaksi(kode_toko, 'UJI'), jumlah: -signed },
      ],
      result: {},
    }),
  });
}

describe('money documents through the kernel', () => {
  it('a money-only document takes a number, writes its document row and its balanced entries', async () => {
    const before = await saldoKas(t.db, 'T01');
    const doc = await kas('TAMBAH_KAS', 1_000_000);
    expect(doc.no_dokumen).toMatch(/^TKS-T01-/);
    expect(doc.qty).toBe(0);
    const [row] = await rows<{ doc_type: string }>(t.db, sql`SELECT doc_type FROM documents WHERE doc_no = ${doc.no_dokumen}`);
    expect(row?.doc_type).toBe('TAMBAH_KAS');
    const entries = await rows<{ kode_akun: string; jumlah: string }>(
      t.db,
      sql`SELECT kode_akun, jumlah::text AS jumlah FROM money_entries WHERE doc_no = ${doc.no_dokumen} ORDER BY line_no`,
    );
    expect(entries).toEqual([
      { kode_akun: 'KAS:T01', jumlah: '1000000' },
      { kode_akun: 'BATAS:T01:TRX:UJI', jumlah: '-1000000' },
    ]);
    expect(await saldoKas(t.db, 'T01')).toBe(before + 1_000_000);
    expect((await saldoToko(t.db, 'T01')).kas).toBe(before + 1_000_000);
  });

  it('refuses taking more cash than the drawer holds, and writes nothing', async () => {
    const held = await saldoKas(t.db, 'T01');
    const error = await refusal(kas('AMBIL_KAS', held + 1));
    expect(error.status).toBe(409);
    expect(error.message).toBe(MESSAGES.saldoKasTidakMencukupi);
    expect(await saldoKas(t.db, 'T01')).toBe(held);
    // Exactly what it holds may be taken.
    await kas('AMBIL_KAS', held);
    expect(await saldoKas(t.db, 'T01')).toBe(0);
  });

  it('a cancel posts every entry negated under its own number; cancelling cash in that was spent is refused', async () => {
    const uji = await saldoAkun(t.db, akun.transaksi('T01', 'UJI'));
    const put = await kas('TAMBAH_KAS', 500_000);
    const spent = await kas('AMBIL_KAS', 400_000);
    expect(await saldoKas(t.db, 'T01')).toBe(100_000);
    // Taking the 500,000 back out would leave the drawer at -400,000.
    expect((await refusal(reverseDocument(t.deps, owner, put.no_dokumen, 'salah input'))).message).toBe(MESSAGES.saldoKasTidakMencukupi);
    const cancel = await reverseDocument(t.deps, owner, spent.no_dokumen, 'salah input');
    expect(await saldoKas(t.db, 'T01')).toBe(500_000);
    const opposite = await rows<{ kode_akun: string; jumlah: string }>(
      t.db,
      sql`SELECT kode_akun, jumlah::text AS jumlah FROM money_entries WHERE doc_no = ${cancel.no_dokumen} ORDER BY line_no`,
    );
    expect(opposite).toEqual([
      { kode_akun: 'KAS:T01', jumlah: '400000' },
      { kode_akun: 'BATAS:T01:TRX:UJI', jumlah: '-400000' },
    ]);
    expect(await saldoAkun(t.db, akun.transaksi('T01', 'UJI'))).toBe(uji - 500_000);
  });

  it('lines that do not balance or are not whole rupiah are a programming error that rolls the document back', async () => {
    const held = await saldoKas(t.db, 'T01');
    const bad = (money: MoneyLine[]) =>
      postDocument(t.deps, owner, { type: 'TAMBAH_KAS', toko: 'T01', alwaysPosts: true, plan: async () => ({ money, result: {} }) });
    await expect(bad([{ akun: akun.kas('T01'), jumlah: 10 }])).rejects.toThrow(/do not balance/);
    await expect(
      bad([
        { akun: akun.kas('T01'), jumlah: 10.5 },
        { akun: akun.pusat(), jumlah: -10.5 },
      ]),
    ).rejects.toThrow(/whole rupiah/);
    expect(await saldoKas(t.db, 'T01')).toBe(held);
  });

  it('non-cash clearing shows per method in the store balance', async () => {
    // The demo chain may already hold QRIS money at T01 (its deposits): the document adds to it.
    const qris = async () => (await saldoToko(t.db, 'T01')).non_tunai.find((line) => line.jenis === 'QRIS')?.saldo ?? 0;
    const before = await qris();
    await postDocument(t.deps, owner, {
      type: 'TAMBAH_KAS',
      toko: 'T01',
      alwaysPosts: true,
      plan: async () => ({
        money: [
          { akun: akun.kliring('T01', 'QRIS'), jumlah: 250_000 },
          { akun: akun.transaksi('T01', 'UJI'), jumlah: -250_000 },
        ],
        result: {},
      }),
    });
    expect(await qris()).toBe(before + 250_000);
  });

  it('a deposit cannot be used beyond what was left, nor a loan repaid past its principal; a walk-in deposit keeps its name', async () => {
    const post = (type: 'TITIPAN' | 'HUTANG', money: MoneyLine[]) =>
      postDocument(t.deps, owner, { type, toko: 'T01', alwaysPosts: true, plan: async () => ({ money, result: {} }) });
    const deposit = akun.titipan('T01', customerRef({ no_hp: '+62 812-0000-1111' }), 'SITI 081200001111');
    await kas('TAMBAH_KAS', 300_000);
    // Left: 300,000 in the drawer, owed to the customer (the liability's balance is -300,000).
    await post('TITIPAN', [
      { akun: akun.kas('T01'), jumlah: 300_000 },
      { akun: deposit, jumlah: -300_000 },
    ]);
    expect(await saldoAkun(t.db, deposit)).toBe(-300_000);
    const [named] = await rows<{ kode_akun: string; nama: string }>(
      t.db,
      sql`SELECT kode_akun, nama FROM money_accounts WHERE kode_akun = 'TITIPAN:T01:HP:081200001111'`,
    );
    expect(named).toEqual({ kode_akun: 'TITIPAN:T01:HP:081200001111', nama: 'SITI 081200001111' });
    const use = (jumlah: number) =>
      post('TITIPAN', [
        { akun: deposit, jumlah },
        { akun: akun.penjualan('T01'), jumlah: -jumlah },
      ]);
    expect((await refusal(use(300_001))).message).toBe(MESSAGES.saldoTitipanTidakMencukupi);
    await use(300_000);
    expect(await saldoAkun(t.db, deposit)).toBe(0);

    const loan = akun.piutang('T01', 'HTG-UJI-1');
    await post('HUTANG', [
      { akun: loan, jumlah: 200_000 },
      { akun: akun.kas('T01'), jumlah: -200_000 },
    ]);
    const repay = (jumlah: number) =>
      post('HUTANG', [
        { akun: akun.kas('T01'), jumlah },
        { akun: loan, jumlah: -jumlah },
      ]);
    expect((await refusal(repay(200_001))).message).toBe(MESSAGES.pembayaranMelebihiPinjaman);
    await repay(200_000);
    expect(await saldoAkun(t.db, loan)).toBe(0);
  });
});
