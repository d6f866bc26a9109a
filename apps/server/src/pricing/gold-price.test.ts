import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays } from '@kencana/core';
import { createTestApp, TEST_TODAY, type TestApp } from '../testing/test-app.ts';
import { goldPricePerGram, goldPricesOn } from './gold-price.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('goldPricePerGram', () => {
  it('takes the latest active Parameter Harga Emas row on or before the date', async () => {
    // Demo: a row a week ago and one today for every group.
    expect(await goldPricePerGram(t.db, '17K', TEST_TODAY)).toEqual({
      kode_group: '17K',
      nama_group: 'EMAS 17 KARAT',
      harga: 1_520_000,
      harga_beli: 1_413_000,
      tgl_berlaku: TEST_TODAY,
    });
    expect((await goldPricePerGram(t.db, '17K', addDays(TEST_TODAY, -1)))?.tgl_berlaku).toBe(addDays(TEST_TODAY, -7));
    await t.db.execute(
      sql`INSERT INTO harga_emas (kode_group, tgl_berlaku, harga, harga_beli) VALUES ('17K', ${addDays(TEST_TODAY, 5)}, 1600000, 1500000)`,
    );
    expect((await goldPricePerGram(t.db, '17K', addDays(TEST_TODAY, 9)))?.harga).toBe(1_600_000);
    expect((await goldPricePerGram(t.db, '17K', addDays(TEST_TODAY, 4)))?.harga).toBe(1_520_000);
  });

  it('skips deleted rows and falls back to the group harga before the first row', async () => {
    await t.db.execute(sql`UPDATE harga_emas SET is_active = false WHERE kode_group = '8K' AND tgl_berlaku = ${TEST_TODAY}`);
    expect((await goldPricePerGram(t.db, '8K', TEST_TODAY))?.tgl_berlaku).toBe(addDays(TEST_TODAY, -7));
    expect(await goldPricePerGram(t.db, '8K', addDays(TEST_TODAY, -8))).toEqual({
      kode_group: '8K',
      nama_group: 'EMAS 8 KARAT',
      harga: 760_000,
      harga_beli: 760_000,
      tgl_berlaku: null,
    });
    expect(await goldPricePerGram(t.db, 'TIDAKADA', TEST_TODAY)).toBeNull();
  });

  it('answers every active group at once', async () => {
    const prices = await goldPricesOn(t.db, TEST_TODAY);
    expect(prices.map((p) => p.kode_group)).toEqual(['16K', '17K', '22K', '24K', '8K']);
    expect(prices.every((p) => Number.isSafeInteger(p.harga) && Number.isSafeInteger(p.harga_beli))).toBe(true);
  });
});
