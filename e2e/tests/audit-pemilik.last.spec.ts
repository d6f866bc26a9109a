import { expect, test } from '@playwright/test';
import { login, USERS, watchConsole } from '../support/session.ts';

// The owner's page on the demo chain: every store's rules green for the open day, the PPATK watch, and a
// full re-check of the whole history started from the page and followed to its end. The re-check writes its
// row, so this runs with the last flows.

const SHOTS = '../.tmp/shots';

test('the owner checks every store’s books and runs the full re-check', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await login(page, USERS.owner);
  await page.goto('/audit-pemilik');
  await expect(page).toHaveTitle(/AUDIT PEMILIK$/);
  await expect(page.getByText('HIJAU', { exact: true })).toBeVisible();
  await expect(page.getByText(/Pantauan PPATK/)).toBeVisible();
  await expect(page.getByRole('button', { name: /T01/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/audit-pemilik.png` });

  // A store opened: its rules, its days, its tables.
  await page.getByRole('button', { name: /T01/ }).click();
  await expect(page.getByText('Saldo Awal = Saldo Akhir Kemarin').first()).toBeVisible();
  await expect(page.getByText('Barang Dalam Perjalanan').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/audit-pemilik-toko.png`, fullPage: true });

  await page.getByRole('button', { name: 'Periksa Seluruh Riwayat' }).click();
  await expect(page.getByText('Pemeriksaan Penuh Dimulai').first()).toBeVisible();
  await expect(page.getByText(/^Selesai .*Semua Pemeriksaan Hijau/)).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: `${SHOTS}/audit-pemilik-penuh.png` });
  expect(errors).toEqual([]);
});
