import { expect, test } from '@playwright/test';
import { login, USERS, watchConsole } from '../support/session.ts';

test.describe('login and the shell', () => {
  test('a wrong password is refused with a clear message; the right one opens the dashboard', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/');
    await expect(page).toHaveTitle('LOGIN');
    await expect(page.getByLabel('User ID')).toBeFocused();
    await page.getByLabel('User ID').fill('owner');
    await page.getByLabel('Password', { exact: true }).fill('salah-sekali');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('User ID Atau Password Salah');
    await expect(page).toHaveURL(/\/$/);

    // Enter signs in on the login page (data-entry forms ignore it; a barcode scanner ends reads with it).
    await page.getByLabel('Password', { exact: true }).fill('owner123');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page).toHaveTitle('KENCANA PUSAT | DASHBOARD');
    await expect(page.getByTestId('header-store')).toHaveText('KENCANA PUSAT');
    // The dashboard's figures come from the ledger: 70 demo goods on the display trays of the store.
    await expect(page.getByText('TOTAL STOCK (QTY)')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'GUDANG DISPLAY / KIRIM CABANG' })).toBeVisible();
    // The refused login is the only failed request the page may log.
    expect(errors.filter((e) => !e.includes('status of 401'))).toEqual([]);
  });

  test('the cashier sees only their menus; a forbidden route shows the access page with Go Home', async ({ page }) => {
    await login(page, USERS.kasir);
    const nav = page.getByRole('navigation');
    await expect(nav.getByText('Barang', { exact: true })).toBeVisible();
    await expect(nav.getByText('Data Master', { exact: true })).toHaveCount(0);

    await page.goto('/master-toko');
    await expect(page.getByText('Akses Di Menu Ini Tidak Di Izinkan', { exact: true })).toBeVisible();
    await expect(page.getByText('Hubungi Admin Jika Ingin Memakai Menu Ini')).toBeVisible();
    await expect(page).toHaveTitle('KENCANA BANDUNG | MASTER TOKO');
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('every route of the menu sets its title; an unknown path is not found', async ({ page }) => {
    await login(page, USERS.owner);
    await page.goto('/laporan-authorization');
    await expect(page).toHaveTitle('KENCANA PUSAT | LAPORAN OTORISASI');
    await page.goto('/tidak-ada-halaman-ini');
    await expect(page.getByText('Halaman Tidak Ditemukan')).toBeVisible();
  });

  test('a sidebar group expands to its routes and navigates', async ({ page }) => {
    await login(page, USERS.owner);
    const nav = page.getByRole('navigation');
    await nav.getByText('Barang', { exact: true }).click();
    await nav.getByRole('link', { name: 'Kirim Barang', exact: true }).click();
    await expect(page).toHaveURL(/\/kirim-barang$/);
    await expect(page).toHaveTitle('KENCANA PUSAT | KIRIM BARANG');
  });

  test('losing the network shows the notice that cannot be dismissed; coming back offers a reload', async ({ page, context }) => {
    await login(page, USERS.owner);
    await context.setOffline(true);
    const offline = page.getByText('Looks like you lost your internet connection');
    await expect(offline).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(offline).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('Looks like you connection is Back, You Can Use Our Website Again')).toBeVisible();
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Looks like you connection is Back, You Can Use Our Website Again')).toHaveCount(0);
  });

  test('logout asks first, then revokes the session and returns to login', async ({ page }) => {
    await login(page, USERS.admin);
    const token = await page.evaluate(() => localStorage.getItem('kencana.token'));
    await page.getByRole('button', { name: 'ADMINISTRATOR' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('kencana.login'))).toBe('false');
    const me = await page.request.get('/api/v1/users/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
    expect(await me.json()).toEqual({ message: 'Invalid Token.' });
  });
});
