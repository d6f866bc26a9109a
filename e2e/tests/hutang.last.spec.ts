import { expect, test, type Page } from '@playwright/test';
import { HUTANG_MESSAGES as H } from '@kencana/core';
import { field, pick } from '../support/barang.ts';
import { login, USERS, watchConsole } from '../support/session.ts';

// A loan against gold at the owner's store: loans switched on in /settingtoko (with the OJK note), a loan
// taken on a typed piece with its slip, extended once and redeemed from /lihat-hutang, and the day's loan
// documents on /validasi-hutang. Money moves in the drawer, so this runs with the last flows.

const SHOTS = '../.tmp/shots';

async function confirm(page: Page) {
  const ask = page.getByRole('dialog');
  await expect(ask.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ask).toBeHidden();
}

test('a loan taken, extended once and redeemed, with its slips', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  const errors = watchConsole(page);
  await login(page, USERS.owner);

  await page.goto('/settingtoko');
  await expect(page.getByText('POJK 39/2024')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('switch', { name: /Transaksi Hutang/ }).click({ force: true });
  await expect(page.getByRole('switch', { name: /Transaksi Hutang/ })).toBeChecked();

  await page.goto('/transaksi-hutang');
  await field(page, 'Nama').fill('siti aminah');
  await field(page, 'No KTP (NIK)').fill('3273015505900002');
  await field(page, 'No HP').fill('081311112222');
  await field(page, 'Alamat').fill('jl. braga 10');
  await pick(page, page, 'Kondisi Pinjaman', 'P30');
  await field(page, 'Nama Barang').fill('kalung');
  await pick(page, page, 'Kategori', '24K');
  await field(page, 'Berat (gr)').fill('3.500');
  await field(page, 'Kadar').fill('99');
  await page.getByRole('button', { name: 'Tambah' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'KALUNG' })).toBeVisible();
  await expect(page.getByText('Maksimal Pinjaman')).toBeVisible();
  await field(page, 'Jumlah Pinjaman').fill('1000000');
  await page.screenshot({ path: `${SHOTS}/transaksi-hutang.png` });
  await page.getByRole('button', { name: 'Simpan Hutang' }).click();
  await confirm(page);
  await expect(page.getByText(H.hutangBerhasilDisimpan).first()).toBeVisible();
  const no =
    (
      (await page
        .getByText(/HTG-[A-Z0-9]+-\d+-\d+/)
        .first()
        .textContent()) ?? ''
    ).match(/HTG-[A-Z0-9-]+/)?.[0] ?? '';
  expect(no).toMatch(/^HTG-/);
  const slip = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Cetak Slip' }).click();
  const file = await (await slip).path();
  expect(file).toBeTruthy();
  await page.screenshot({ path: `${SHOTS}/transaksi-hutang-hasil.png` });

  await page.goto('/lihat-hutang');
  await page.getByRole('row').filter({ hasText: no }).click();
  await expect(page.getByText('Total Tagihan')).toBeVisible();
  await page.getByRole('button', { name: 'Simpan Pembayaran' }).click();
  await confirm(page);
  await expect(page.getByText(H.perpanjanganBerhasil).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/lihat-hutang-perpanjang.png` });
  await page.getByText('Lunas (Tebus)').click();
  await page.getByRole('button', { name: 'Simpan Pembayaran' }).click();
  await confirm(page);
  await expect(page.getByText(H.pelunasanBerhasil).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/lihat-hutang-lunas.png` });

  await page.goto('/validasi-hutang');
  await expect(page.getByRole('row').filter({ hasText: no })).toHaveCount(3);
  await page.screenshot({ path: `${SHOTS}/validasi-hutang.png` });
  expect(errors).toEqual([]);
});
