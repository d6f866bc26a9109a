import fs from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { MESSAGES } from '@kencana/core';
import { login, USERS, watchConsole } from '../support/session.ts';

async function bytesOf(download: Download): Promise<Buffer> {
  const file = await download.path();
  return fs.readFileSync(file);
}

async function setDate(page: Page, label: string, value: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(value);
  await input.press('Tab');
  await expect(input).toHaveValue(value);
}

test.describe('reports on screen, in PDF and in Excel', () => {
  test('owner report: search, table with the total row, PDF and Excel downloads', async ({ page }) => {
    const errors = watchConsole(page);
    await login(page, USERS.owner);
    await page.goto('/laporan-owner');
    await expect(page).toHaveTitle('KENCANA PUSAT | LAPORAN OWNER');
    await expect(page.getByRole('button', { name: 'Export PDF' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Cari Laporan' }).click();
    await expect(page.getByText('Laporan Owner Tersedia')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'KENCANA BANDUNG' })).toBeVisible();
    // The total row holds the chain's balance as the API computes it from the ledger.
    const token = await page.evaluate(() => localStorage.getItem('kencana.token'));
    const tanggal = await page.getByLabel('Tanggal', { exact: true }).inputValue();
    const answer = await page.request.get(`/api/v1/owner/report?tanggal=${tanggal}`, { headers: { authorization: `Bearer ${token}` } });
    const { totals } = (await answer.json()) as { totals: { jumlah_saldo: number } };
    expect(totals.jumlah_saldo).toBeGreaterThan(0);
    await expect(page.locator('tfoot')).toContainText('TOTAL');
    await expect(page.locator('tfoot')).toContainText(String(totals.jumlah_saldo));

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^owner_\d{4}-\d{2}-\d{2}\.pdf$/);
    expect((await bytesOf(pdf)).subarray(0, 5).toString()).toBe('%PDF-');
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Excel' }).click()]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    expect((await bytesOf(xlsx)).subarray(0, 2).toString()).toBe('PK');
    expect(errors).toEqual([]);
  });

  test('changing the report type clears the results and hides the exports', async ({ page }) => {
    await login(page, USERS.owner);
    await page.goto('/laporan-barang-summary');
    await page.getByRole('button', { name: 'Cari Laporan' }).click();
    await expect(page.getByRole('cell', { name: 'GUDANG DISPLAY / KIRIM CABANG' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export Excel' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Tipe' }).click();
    await page.getByRole('option', { name: 'DETAIL' }).click();
    // Cleared: the table asks for a search of the new type, it does not claim there is nothing.
    await expect(page.getByText(MESSAGES.silahkanCariData)).toBeVisible();
    await expect(page.getByText(MESSAGES.tidakAdaData)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export PDF' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export Excel' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Cari Laporan' }).click();
    await expect(page.getByRole('columnheader', { name: 'Nama Baki' })).toBeVisible();
  });

  test('an empty period says so, clears the table and offers no export', async ({ page }) => {
    await login(page, USERS.owner);
    await page.goto('/laporan-owner');
    await page.getByRole('button', { name: 'Cari Laporan' }).click();
    await expect(page.getByRole('button', { name: 'Export PDF' })).toBeVisible();
    await setDate(page, 'Tanggal', '2020-01-01');
    await page.getByRole('button', { name: 'Cari Laporan' }).click();
    await expect(page.getByText('Data Yang Di Cari Tidak Ada !!!')).toBeVisible();
    await expect(page.getByText('Tidak Ada Data')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export PDF' })).toHaveCount(0);
  });

  test('goods inside loads as it opens, for the cashier’s store', async ({ page }) => {
    await login(page, USERS.kasir);
    await page.goto('/laporan-barang-dalam');
    await expect(page.getByText('Laporan Barang Dalam Tersedia')).toBeVisible();
    await expect(page.locator('tfoot')).toContainText('70');
  });

  test('the close-of-day report expands a day into its balances', async ({ page }) => {
    await login(page, USERS.owner);
    await page.goto('/laporan-eod');
    await setDate(page, 'Tanggal Awal', '2020-01-01');
    await page.getByRole('button', { name: 'Cari Laporan' }).click();
    await expect(page.getByRole('button', { name: 'Export PDF' })).toBeVisible();
    await page.locator('tbody tr').first().click();
    await expect(page.getByRole('table', { name: 'Detail' })).toContainText('KC0');
  });
});

test.describe('barcode labels', () => {
  test('scan goods into the list and print their labels as a PDF', async ({ page }) => {
    await login(page, USERS.owner);
    await page.goto('/cetak-barcode');
    const scan = page.getByLabel('Scan / Ketik Barcode');
    await expect(scan).toBeFocused();
    const token = await page.evaluate(() => localStorage.getItem('kencana.token'));
    const list = await page.request.get('/api/v1/cetak-barcode/barang?kode_baki=KC01B', { headers: { authorization: `Bearer ${token}` } });
    const items = (await list.json()).data as Array<{ kode_barcode: string; nama_barang: string }>;
    await scan.fill(items[0]?.kode_barcode ?? '');
    const count = page.getByTestId('label-count');
    await expect(count).toHaveText('1 label');
    await expect(page.getByRole('cell', { name: items[0]?.nama_barang ?? '' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Tampilkan Barang' }).click();
    await page.getByRole('button', { name: 'Tambah Semua' }).click();
    await expect(count).not.toHaveText('1 label');
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Cetak Label' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^label_barcode_\d+\.pdf$/);
    expect((await bytesOf(pdf)).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(page.getByText('Label Barcode Siap Dicetak')).toBeVisible();
  });
});
