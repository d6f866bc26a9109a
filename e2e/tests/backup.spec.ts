import { expect, test } from '@playwright/test';
import { login, USERS, watchConsole } from '../support/session.ts';

// Backups seen by the owner: Setting System sets their schedule and rotation, the owner's page takes one at once
// ('Cadangkan Sekarang', answered when the archive is written and proven) and lists it as verified.

const SHOTS = '../.tmp/shots';

test('the owner sets the backups and takes one from the owner’s page', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  await login(page, USERS.owner);
  await page.goto('/settingsystem');
  const card = page.getByRole('heading', { name: 'Cadangan Data (Backup)' });
  await card.scrollIntoViewIfNeeded();
  await page.getByRole('textbox', { name: 'Simpan Cadangan Harian' }).fill('10');
  await page.getByRole('button', { name: 'Simpan Jadwal Cadangan' }).click();
  await expect(page.getByText('Setting Pencadangan Berhasil Disimpan').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/setting-backup.png`, fullPage: true });

  await page.goto('/audit-pemilik');
  await expect(page.getByText('CADANGAN DATA', { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Cadangkan Sekarang' }).click();
  await expect(page.getByText('Pencadangan Berhasil Dan Terverifikasi').first()).toBeVisible({ timeout: 120_000 });
  const list = page.getByRole('table', { name: 'Daftar Cadangan' });
  await expect(list.getByRole('row').nth(1)).toContainText('Manual');
  await expect(list.getByRole('row').nth(1)).toContainText('TERVERIFIKASI', { ignoreCase: true });
  await expect(page.getByText(/^Cadangan terakhir: .* · LOKAL · Terverifikasi$/)).toBeVisible();
  await page.getByRole('button', { name: 'Cadangkan Sekarang' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/audit-pemilik-backup.png` });
  expect(errors).toEqual([]);
});
