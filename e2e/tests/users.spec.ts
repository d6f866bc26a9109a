import { expect, test, type Browser, type Page } from '@playwright/test';
import { fieldOf, konfirmasiNonaktif, MESSAGES, usersDefinition } from '@kencana/core';
import { choose, input, search, toast } from '../support/masters.ts';
import { login, USERS, watchConsole } from '../support/session.ts';

// Data Users and Hak Akses Users. The tests make their own users, so the chain's demo accounts keep their
// rights and passwords for every other flow.

const field = (name: string) => fieldOf(usersDefinition, name);

async function addUser(page: Page, user: { user_id: string; user_name: string; level: string; kode_toko: string; password: string }) {
  await page.goto('/data-users');
  await page.getByRole('button', { name: 'Tambah User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah User' });
  await input(dialog, field('user_id')).fill(user.user_id);
  await input(dialog, field('user_name')).fill(user.user_name);
  await choose(page, dialog, field('level'), user.level);
  await choose(page, dialog, field('kode_toko'), user.kode_toko);
  await input(dialog, field('password')).fill(user.password);
  await dialog.getByRole('button', { name: MESSAGES.simpan }).click();
  await toast(page, MESSAGES.dataBerhasilDisimpan);
}

/** A second browser, signed in as another user. */
async function signIn(browser: Browser, user: { user_id: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, user);
  return page;
}

test('access rights: ticked menus appear for the user and work; removed ones are refused at the next request', async ({
  page,
  browser,
}) => {
  const errors = watchConsole(page);
  await login(page, USERS.owner);
  const cashier = { user_id: 'e2ekasir', user_name: 'kasir e2e', level: 'KASIR', kode_toko: 'T02', password: 'kasir-e2e-1' };
  await addUser(page, cashier);

  await page.goto('/hak-akses-users');
  await page.getByRole('combobox', { name: 'User' }).fill('e2ekasir');
  await page.getByRole('option', { name: /^e2ekasir - / }).click();
  await expect(page.getByText('0 menu dipilih')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Master Kadar', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Pilih Semua Member' }).check();
  await expect(page.getByRole('checkbox', { name: 'Tukar Point', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Master Atribut', exact: true })).not.toBeChecked();
  await page.getByRole('button', { name: MESSAGES.simpan }).click();
  await toast(page, MESSAGES.hakAksesBerhasilDisimpan);
  await expect(page.getByText('6 menu dipilih')).toBeVisible();

  // The cashier signs in: Data Master shows only Master Kadar, which they can use.
  const kasir = await signIn(browser, cashier);
  const nav = kasir.getByRole('navigation');
  await nav.getByText('Data Master', { exact: true }).click();
  await expect(nav.getByRole('link', { name: 'Master Kadar', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Master Atribut', exact: true })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Master Kadar', exact: true }).click();
  await kasir.getByRole('button', { name: 'Tambah Kadar' }).click();
  const dialog = kasir.getByRole('dialog', { name: 'Tambah Kadar' });
  await dialog.getByLabel(/^Kadar/).fill('58.5');
  await dialog.getByLabel(/^Keterangan/).fill('emas 14 karat');
  await dialog.getByLabel(/^Persentase/).fill('58.5');
  await dialog.getByRole('button', { name: MESSAGES.simpan }).click();
  await toast(kasir, MESSAGES.dataBerhasilDisimpan);
  await kasir.goto('/master-atribut');
  await expect(kasir.getByText('Akses Di Menu Ini Tidak Di Izinkan', { exact: true })).toBeVisible();

  // The owner takes Master Kadar back: the cashier's next save is refused by the server.
  await page.getByRole('checkbox', { name: 'Master Kadar', exact: true }).uncheck();
  await page.getByRole('button', { name: MESSAGES.simpan }).click();
  await toast(page, MESSAGES.hakAksesBerhasilDisimpan);
  await kasir.goto('/master-kadar');
  await expect(kasir.getByText('Akses Di Menu Ini Tidak Di Izinkan', { exact: true })).toBeVisible();
  const token = await kasir.evaluate(() => localStorage.getItem('kencana.token'));
  const refused = await kasir.request.post('/api/v1/masterkadar/add', {
    headers: { authorization: `Bearer ${token}` },
    data: { kode_kadar: '41.7', nama_kadar: 'EMAS 10 KARAT', persentase: '41.7' },
  });
  expect(refused.status()).toBe(403);
  expect(errors).toEqual([]);
  await kasir.context().close();
});

test('Data Users: add, edit, reset password, deactivate and activate a user', async ({ page, browser }) => {
  await login(page, USERS.owner);
  await addUser(page, { user_id: 'e2esari', user_name: 'sari e2e', level: 'ADMIN', kode_toko: 'T03', password: 'sari-e2e-1' });
  await search(page, 'e2esari');
  await expect(page.getByRole('cell', { name: 'SARI E2E', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Ubah e2esari' }).click();
  let dialog = page.getByRole('dialog', { name: 'Ubah User' });
  await expect(input(dialog, field('user_id'))).toHaveAttribute('readonly');
  await expect(input(dialog, field('password'))).toHaveCount(0);
  await input(dialog, field('user_name')).fill('sari surabaya');
  await dialog.getByRole('button', { name: MESSAGES.simpan }).click();
  await toast(page, MESSAGES.dataBerhasilDiedit);
  await expect(page.getByRole('cell', { name: 'SARI SURABAYA', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Reset Password e2esari' }).click();
  dialog = page.getByRole('dialog', { name: 'Reset Password' });
  await dialog.getByLabel(/^Password Baru/).fill('baru');
  await dialog.getByRole('button', { name: MESSAGES.simpan }).click();
  await expect(dialog.getByText(MESSAGES.passwordMinimal)).toBeVisible();
  await dialog.getByLabel(/^Password Baru/).fill('sari-baru-2');
  await dialog.getByRole('button', { name: MESSAGES.simpan }).click();
  await toast(page, MESSAGES.passwordBerhasilDireset);
  const sari = await signIn(browser, { user_id: 'e2esari', password: 'sari-baru-2' });
  // Master Toko's flow may be renaming this store at the same moment.
  await expect(sari.getByTestId('header-store')).toHaveText(/^KENCANA SURABAYA/);
  await sari.context().close();

  await page.getByRole('button', { name: 'Nonaktifkan e2esari' }).click();
  await expect(page.getByText(konfirmasiNonaktif('User e2esari'))).toBeVisible();
  await page.getByRole('button', { name: MESSAGES.ok, exact: true }).click();
  await toast(page, MESSAGES.userBerhasilDinonaktifkan);
  await expect(page.getByRole('row').filter({ hasText: 'e2esari' }).getByText('NONAKTIF')).toBeVisible();

  await page.getByRole('button', { name: 'Aktifkan e2esari' }).click();
  await toast(page, MESSAGES.dataBerhasilDiaktifkan);
  await expect(page.getByRole('row').filter({ hasText: 'e2esari' }).getByText('AKTIF', { exact: true })).toBeVisible();
});

test('the cashier without the Manage Users menus is refused both screens', async ({ page }) => {
  await login(page, USERS.kasir);
  for (const path of ['/data-users', '/hak-akses-users']) {
    await page.goto(path);
    await expect(page.getByText('Akses Di Menu Ini Tidak Di Izinkan', { exact: true })).toBeVisible();
  }
});
