import { expect, test, type Page } from '@playwright/test';
import { findRoute, MESSAGES } from '@kencana/core';
import { login, USERS } from '../support/session.ts';

// Every built screen wears the same frame: the breadcrumb Dashboard / <menu group> / <screen> from the
// menu, one heading with the screen's title as the specification spells it, then the screen. Tables share
// one row height. Notices sit top centre, over the header's empty middle, away from every button.
test.describe.configure({ mode: 'parallel' });

const SCREENS: [path: string, group: string][] = [
  ['/master-gudang', 'Data Master'],
  ['/data-users', 'Manage Users'],
  ['/hak-akses-users', 'Manage Users'],
  ['/terima-barang', 'Barang'],
  ['/data-barang', 'Barang'],
  ['/kirim-barang', 'Barang'],
  ['/pindah-barang', 'Barang'],
  ['/cetak-barcode', 'Barang'],
  ['/import-data-pusat', 'Barang'],
  ['/laporan-owner', 'Laporan'],
  ['/laporan-timbang-baki', 'Laporan'],
  ['/laporan-eod', 'Laporan'],
  ['/data-member', 'Member'],
  ['/database-member', 'Member'],
  ['/lihat-transaksi-member', 'Member'],
  ['/transaksi-poin', 'Member'],
  ['/tukar-point', 'Member'],
  ['/validasi-penjualan', 'Validasi'],
  ['/validasi-jual-beli', 'Validasi'],
  ['/laporan-transaksi-penjualan', 'Laporan'],
];

async function frameOf(page: Page, path: string, group: string) {
  const route = findRoute(path)!;
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 3, name: route.title, exact: true })).toBeVisible();
  await expect(page.locator('h1, h2, h3, h4')).toHaveCount(1);
  await expect(page.locator('.mantine-Breadcrumbs-root').first()).toHaveText(
    new RegExp(`^Dashboard\\s*/\\s*${group}\\s*/\\s*${route.label}$`),
  );
}

for (const [path, group] of SCREENS) {
  test(`${path}: one frame, breadcrumb Dashboard / ${group}, the spec's title`, async ({ page }) => {
    await login(page, USERS.owner);
    await frameOf(page, path, group);
  });
}

test('the EOD report is spelled as the specification spells it', async ({ page }) => {
  await login(page, USERS.owner);
  await page.goto('/laporan-eod');
  await expect(page.getByRole('heading', { level: 3, name: 'LAPORAN EOD', exact: true })).toBeVisible();
  await expect(page.locator('.mantine-Breadcrumbs-root').first()).toContainText('Laporan EOD');
});

test('a master list, a goods list, a selectable list and a report share one row height', async ({ page }) => {
  await login(page, USERS.owner);
  // A list re-renders its rows when its data arrives: measure a row of data (not the table's empty-state
  // row, 2 px high, that stands there until the answer arrives) once one stays on the page.
  const rowHeight = async () => {
    const row = page.locator('.mantine-datatable tbody tr:not(.mantine-datatable-empty-row)').first();
    await expect(row).toBeVisible();
    let height = 0;
    await expect.poll(async () => (height = Math.round((await row.boundingBox())?.height ?? 0))).toBeGreaterThan(0);
    return height;
  };
  await page.goto('/master-gudang');
  const master = await rowHeight();
  await page.goto('/data-barang');
  const goods = await rowHeight();
  // A list with selection checkboxes.
  await page.goto('/cetak-barcode');
  await page.getByRole('button', { name: 'Tampilkan' }).click();
  const selectable = await rowHeight();
  await page.goto('/laporan-owner');
  await page.getByRole('button', { name: MESSAGES.cariLaporan }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Laporan Owner Tersedia' })).toBeVisible();
  const report = await rowHeight();
  expect([master, goods, selectable]).toEqual([report, report, report]);
});

test('a report asks for a search first, shows its answer as a status line and its notices stay off the exports', async ({ page }) => {
  await login(page, USERS.owner);
  await page.goto('/laporan-owner');
  await expect(page.getByText(MESSAGES.silahkanCariData)).toBeVisible();
  await expect(page.getByText(MESSAGES.tidakAdaData)).toHaveCount(0);
  await page.getByRole('button', { name: MESSAGES.cariLaporan }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Laporan Owner Tersedia' })).toBeVisible();
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export PDF' })).toBeVisible();
});

test('a refused scan names the barcode once, top centre, covering no input or button', async ({ page }) => {
  await login(page, USERS.owner);
  await page.goto('/pindah-barang');
  const field = page.getByLabel('Scan / Ketik Barcode');
  await field.fill('ZZZZ9999');
  await field.press('Enter');
  const notice = page.getByText(`${MESSAGES.barangTidakDiTemukan} (ZZZZ9999)`, { exact: true });
  await expect(notice).toBeVisible();
  const box = (await page.locator('.mantine-Notification-root').first().boundingBox())!;
  expect(box.y).toBeLessThan(768 / 4);
  expect(Math.abs(box.x + box.width / 2 - 1366 / 2)).toBeLessThan(40);
  // Nothing a person may need to press or type into lies under it.
  const controls = await page.evaluate(() =>
    [...document.querySelectorAll('button, input, select, textarea, a[href]')]
      .filter((element) => !element.closest('.mantine-Notification-root'))
      .map((element) => element.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0)
      .map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height })),
  );
  const overlaps = controls.filter(
    (r) => r.x < box.x + box.width && r.x + r.width > box.x && r.y < box.y + box.height && r.y + r.height > box.y,
  );
  expect(overlaps).toEqual([]);
});
