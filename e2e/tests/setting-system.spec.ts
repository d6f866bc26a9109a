import { expect, test } from '@playwright/test';
import { persenTidakValid, SETTING_SYSTEM_MESSAGES as SM } from '@kencana/core';
import { login, USERS, watchConsole } from '../support/session.ts';

// /settingsystem as the owner uses it: the chain's parameters in sections, the payout rounding shown on an
// example before saving, a bad percentage refused naming its field, a save confirmed by its notice and
// still there after a reload. The values are put back at the end (other flows price with them).
test('the owner sets the payout rounding and a discount limit, and they stay after a reload', async ({ page }, testInfo) => {
  const errors = watchConsole(page);
  await login(page, USERS.owner);
  await page.goto('/settingsystem');
  await expect(page.getByRole('heading', { level: 3, name: 'SETTING SYSTEM', exact: true })).toBeVisible();
  const admin = page.getByLabel('Diskon Maks Admin');
  await expect(admin).toHaveValue('5');
  await page.screenshot({ path: testInfo.outputPath('setting-system.png') });

  // The example under the control shows what a payout becomes before anything is saved.
  const beli = page.getByRole('radiogroup', { name: 'Pembulatan Harga Beli' });
  await beli.getByText('1,000', { exact: true }).click();
  await expect(page.getByText('Rp. 5,084,143 → Rp. 5,084,000')).toBeVisible();

  const kasir = page.getByLabel('Diskon Maks Kasir');
  await kasir.fill('150');
  const save = page.getByRole('button', { name: 'Simpan Setting' });
  await save.click();
  await expect(page.getByText(persenTidakValid('Diskon Maks Kasir'))).toBeVisible();

  await kasir.fill('2');
  await admin.fill('7.5');
  await save.click();
  await expect(page.getByText(SM.settingBerhasilDisimpan)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Diskon Maks Admin')).toHaveValue('7.5');
  await expect(page.getByText('Rp. 5,084,143 → Rp. 5,084,000')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('setting-system-tersimpan.png') });

  // Back to the defaults.
  await page.getByRole('radiogroup', { name: 'Pembulatan Harga Beli' }).getByText('Tanpa', { exact: true }).click();
  await page.getByLabel('Diskon Maks Admin').fill('5');
  await page.getByRole('button', { name: 'Simpan Setting' }).click();
  await expect(page.getByText(SM.settingBerhasilDisimpan)).toBeVisible();
  expect(errors).toEqual([]);
});
