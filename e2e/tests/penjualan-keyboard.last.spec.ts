import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { MESSAGES, PENJUALAN_MESSAGES as PM } from '@kencana/core';
import { apiGet, bytesOf } from '../support/barang.ts';
import { login, USERS, watchConsole } from '../support/session.ts';

// The counter by keyboard alone, as a cashier with a scanner works: scan, Tab, type, ↓ + Enter in a select,
// Enter on Simpan, Enter to confirm, Tab + Enter to print. Then the scan field's own rules (a short code, a
// long one) and the draft of a sale surviving a reload. Goods leave the trays, so this runs last.

// A whole sale by keyboard is many steps on a machine shared with other runs.
test.describe.configure({ timeout: 180_000 });

type Isi = { data: { detail_barang: Array<{ kode_barcode: string }> } };

/** Presses Tab until `target` has the focus (as a person does), at most `max` times. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** A scanner: the characters, then Enter, into the focused field. */
async function scanInto(page: Page, code: string): Promise<void> {
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}

/** Pieces on Bandung's tray KC02B, read by the owner (`page`), and the cashier's page on the sale screen. */
async function atTheCounter(page: Page, browser: Browser, count: number, skip: number): Promise<{ kasir: Page; pieces: string[] }> {
  await login(page, USERS.owner);
  const isi = await apiGet<Isi>(page, 'pindah-barang/satu-baki/isi?kode_baki=KC02B');
  const pieces = isi.data.detail_barang.slice(skip, skip + count).map((d) => d.kode_barcode);
  expect(pieces).toHaveLength(count);
  const kasir = await (await browser.newContext()).newPage();
  await login(kasir, USERS.kasir);
  await kasir.goto('/transaksi-penjualan');
  await expect(kasir.getByLabel('Scan / Ketik Barcode')).toBeFocused({ timeout: 30_000 });
  return { kasir, pieces };
}

test('a whole sale of two scanned pieces with a split payment, by keyboard alone, printed', async ({ page: owner, browser }, testInfo) => {
  const { kasir: page, pieces } = await atTheCounter(owner, browser, 2, 6);
  const errors = watchConsole(page);
  const scan = page.getByLabel('Scan / Ketik Barcode');
  for (const code of pieces) {
    await scanInto(page, code);
    await expect(page.getByRole('cell', { name: code, exact: true })).toBeVisible();
    await expect(scan).toHaveValue('');
    await expect(scan).toBeFocused();
  }
  await expect(page.getByTestId('jumlah-jual')).toHaveText(/^2 pcs · /);

  await tabTo(page, page.getByLabel('Nama Customer'));
  await page.keyboard.type('Ibu Ratna');
  await page.keyboard.press('Tab');
  await page.keyboard.type('081234500001');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Jl. Dago 7, Bandung');

  const sales = page.getByRole('combobox', { name: 'Sales' });
  await tabTo(page, sales);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(sales).toHaveValue(/^S\d+/);
  const chosen = await sales.inputValue();

  // Part cash, the rest by transfer: a second row, its bank and reference, then Uang Pas for the rest.
  await tabTo(page, page.getByLabel('Jumlah 1'));
  await page.keyboard.type('500000');
  await tabTo(page, page.getByRole('button', { name: 'Tambah Pembayaran' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel('Bank 2'));
  await page.keyboard.type('bca');
  await page.keyboard.press('Tab');
  await page.keyboard.type('trx901');
  await tabTo(page, page.getByRole('button', { name: 'Uang Pas' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('bayar-kembalian')).toHaveText('Rp. 0');
  await expect(sales).toHaveValue(chosen);

  await tabTo(page, page.getByRole('button', { name: 'Simpan Penjualan' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(PM.konfirmasiSimpanPenjualan)).toBeVisible();
  await expect(dialog.getByTestId('konfirmasi-ringkasan')).toContainText('2 pcs');
  await expect(dialog.getByRole('button', { name: 'OK', exact: true })).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('konfirmasi-penjualan.png') });
  await page.keyboard.press('Enter');

  const hasil = page.getByTestId('hasil-penjualan');
  await expect(hasil).toContainText(/No Faktur FJ-T02-\d{6}-\d{4}/);
  const noFaktur = /FJ-T02-\d{6}-\d{4}/.exec((await hasil.textContent()) ?? '')?.[0] ?? '';
  await expect(dialog).toHaveCount(0);
  // Posted once, not refused: no 'Sales Harus Dipilih', and the next customer starts from an empty screen.
  await expect(page.getByText(PM.salesHarusDipilih)).toHaveCount(0);
  await expect(page.getByTestId('jumlah-jual')).toHaveText(/^0 pcs · /);
  await expect(scan).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('hasil-penjualan.png') });

  await tabTo(page, page.getByRole('button', { name: 'Cetak Nota' }));
  const [nota] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(nota.suggestedFilename()).toBe(`nota-${noFaktur}.pdf`);
  expect((await bytesOf(nota)).subarray(0, 5).toString()).toBe('%PDF-');

  const sold = (await apiGet<Isi>(owner, 'pindah-barang/satu-baki/isi?kode_baki=KC02B')).data.detail_barang.map((d) => d.kode_barcode);
  for (const code of pieces) expect(sold).not.toContain(code);
  const list = await apiGet<{ data: Array<{ no_faktur_jual: string; kode_sales: string; qty: number }> }>(
    owner,
    `penjualan?no_faktur_jual=${noFaktur}&kode_toko=T02`,
  );
  expect(list.data).toEqual([expect.objectContaining({ no_faktur_jual: noFaktur, kode_sales: chosen.split(' ')[0], qty: 2 })]);
  expect(errors).toEqual([]);
});

test('a short scan is refused and cleared, so the next scan is looked up alone; a long one leaves nothing behind', async ({
  page: owner,
  browser,
}) => {
  const {
    kasir: page,
    pieces: [good, long],
  } = await atTheCounter(owner, browser, 2, 8);
  const scan = page.getByLabel('Scan / Ketik Barcode');

  await scanInto(page, 'MEHKKQK');
  await expect(page.getByText(MESSAGES.kodeBarcodeMinimal8, { exact: true })).toBeVisible();
  await expect(scan).toHaveValue('');
  await expect(scan).toBeFocused();
  await scanInto(page, good ?? '');
  await expect(page.getByRole('cell', { name: good, exact: true })).toBeVisible();

  await scanInto(page, 'ZZZZ9999');
  await expect(page.getByText(/ZZZZ9999/)).toHaveText(/^[^()]*\(?ZZZZ9999\)?$/);
  await expect(scan).toHaveValue('');
  await expect(scan).toBeFocused();

  await scanInto(page, `${long}WXYZ`);
  await expect(page.getByRole('cell', { name: long, exact: true })).toBeVisible();
  await expect(scan).toHaveValue('');
  await expect(page.getByTestId('jumlah-jual')).toHaveText(/^2 pcs · /);
});

test('a sale in progress survives a reload: pieces, customer and payments', async ({ page: owner, browser }) => {
  const {
    kasir: page,
    pieces: [code],
  } = await atTheCounter(owner, browser, 1, 10);
  await scanInto(page, code ?? '');
  await expect(page.getByRole('cell', { name: code, exact: true })).toBeVisible();
  await page.getByLabel('Nama Customer').fill('Bapak Draft');
  await page.getByLabel('Jumlah 1').fill('250000');
  await page.reload();
  await expect(page.getByRole('cell', { name: code, exact: true })).toBeVisible();
  await expect(page.getByLabel('Nama Customer')).toHaveValue('BAPAK DRAFT');
  await expect(page.getByLabel('Jumlah 1')).toHaveValue(/250[,.]000/);

  // Leaving inside the app (the breadcrumb's Dashboard) asks first; staying keeps everything.
  await page.getByRole('main').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByText(MESSAGES.dataBelumDisimpan)).toBeVisible();
  await page.getByRole('button', { name: 'Tidak' }).click();
  await expect(page).toHaveURL(/\/transaksi-penjualan$/);
  await expect(page.getByLabel('Nama Customer')).toHaveValue('BAPAK DRAFT');
});
