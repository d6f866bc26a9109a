import { expect, test } from '@playwright/test';
import { BARANG_LABELS, BARANG_REQUIRED_FIELDS, MESSAGES, tidakBolehKosong } from '@kencana/core';
import { apiGet, bytesOf, field, pdfText, pick, segment } from '../support/barang.ts';
import { login, USERS, watchConsole } from '../support/session.ts';

// The goods screens as staff meet them, without changing the chain's goods (the writing flows are in
// barang-masuk.last and kirim-terima-barang.last): validation texts, focus, drafts and read-only views.

type QueryRow = { kode_barcode: string; nama_barang: string };

test('add goods form: the 13 required texts, and the PESANAN fields', async ({ page }) => {
  const errors = watchConsole(page);
  await login(page, USERS.owner);
  await page.goto('/terima-barang');
  await expect(page).toHaveTitle('KENCANA PUSAT | TERIMA BARANG');
  const form = page.getByRole('form', { name: 'Tambah Barang' });
  await form.getByRole('button', { name: 'Simpan' }).click();
  // Tujuan starts as the user's store; every other required field answers with its text.
  await expect(form.getByRole('combobox', { name: /^Tujuan/ })).toHaveValue(/^T01 - /);
  for (const name of BARANG_REQUIRED_FIELDS.filter((f) => f !== 'tujuan'))
    await expect(form.getByText(tidakBolehKosong(BARANG_LABELS[name]), { exact: true })).toBeVisible();
  await expect(field(form, 'Berat Asli')).toBeVisible();
  await segment(form, 'PESANAN');
  await expect(field(form, 'Berat Asli')).toHaveCount(0);
  await expect(form.getByLabel('Berat Awal')).toHaveAttribute('readonly', '');
  await expect(field(form, 'Berat Tukang')).toBeVisible();
  await expect(field(form, 'Berat Customer')).toBeVisible();
  await expect(field(form, 'No Pesanan')).toBeVisible();
  // Enter in a field never submits.
  await field(form, 'Nama Barang').fill('cincin');
  await expect(field(form, 'Nama Barang')).toHaveValue('CINCIN');
  await field(form, 'Susut Tukang').fill('0.1');
  await field(form, 'Berat Susut').fill('0.2');
  await expect(form.getByText(MESSAGES.beratSusutTidakBolehLebihDariSusutTukang)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Simpan' })).toBeDisabled();
  expect(errors).toEqual([]);
});

test('send goods: destination first, scanning rules, the local draft', async ({ page }) => {
  const errors = watchConsole(page);
  await login(page, USERS.owner);
  await page.goto('/kirim-barang');
  const scan = page.getByLabel('Scan Barcode');
  await expect(scan).toBeFocused();
  const goods = (await apiGet<{ data: QueryRow[] }>(page, 'barang/get/query?tujuan=T02&kode_baki=KC01D&limit=2')).data;
  const [first, second] = goods;
  if (!first || !second) throw new Error('the demo has goods on KC01D');

  await scan.fill(first.kode_barcode);
  await expect(page.getByText(MESSAGES.tujuanHarusDipilih).first()).toBeVisible();
  await page.getByRole('button', { name: 'Kirim Barang' }).click();
  await expect(page.getByText(MESSAGES.tujuanHarusDipilih).first()).toBeVisible();

  // The destinations are the other stores.
  await page.getByRole('combobox', { name: /^Tujuan/ }).click();
  await expect(page.getByRole('option', { name: /^T01 - / })).toHaveCount(0);
  await page.getByRole('option', { name: /^T02 - / }).click();
  const [top] = (await apiGet<{ data: QueryRow[] }>(page, 'barang/get/query?tujuan=T02&limit=1')).data;
  await expect(page.getByRole('cell', { name: top?.kode_barcode ?? '-' })).toBeVisible();
  await page.getByRole('button', { name: 'Kirim Barang' }).click();
  await expect(page.getByText(MESSAGES.dataBaragTidakBolehKosong)).toBeVisible();

  await scan.fill('zzzz9999x');
  await expect(page.getByText(MESSAGES.barangTidakDiTemukan)).toBeVisible();
  await scan.fill(`${first.kode_barcode.toLowerCase()}123`);
  await expect(page.getByTestId('jumlah-kirim')).toHaveText(/^1 pcs/);
  await scan.fill(first.kode_barcode);
  await expect(page.getByText(MESSAGES.kodeBarcodeTersebutSudahAdaDitabel)).toBeVisible();
  await scan.fill(second.kode_barcode);
  await expect(page.getByTestId('jumlah-kirim')).toHaveText(/^2 pcs/);

  // The list survives a reload of the page, and is gone once the user leaves the screen.
  await page.reload();
  await expect(page.getByTestId('jumlah-kirim')).toHaveText(/^2 pcs/);
  await expect(page.getByRole('combobox', { name: /^Tujuan/ })).toHaveValue(/^T02 - /);
  await page.getByRole('navigation').getByRole('link', { name: 'Data Barang', exact: true }).click();
  await expect(page.getByTestId('jumlah-barang')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('kencana.draft.kirim-barang'))).toBeNull();
  await page.goto('/kirim-barang');
  await expect(page.getByTestId('jumlah-kirim')).toHaveText(/^0 pcs/);
  // An unknown barcode is an empty lookup, not an HTTP error: the screen ran clean.
  expect(errors).toEqual([]);
});

test('data barang: server list with filters and search; goods on the road are not editable', async ({ page }) => {
  const errors = watchConsole(page);
  await login(page, USERS.owner);
  await page.goto('/data-barang');
  await expect(page.getByTestId('jumlah-barang')).toHaveText(/^\d[\d,]* barang$/);
  const onRoad = await apiGet<{ total: number }>(page, 'barang/get/list?posisi=TRANSIT&limit=1');
  expect(onRoad.total).toBeGreaterThan(0);
  await pick(page, page, 'Posisi', 'DALAM PENGIRIMAN');
  await expect(page.getByTestId('jumlah-barang')).toHaveText(`${onRoad.total} barang`);
  const row = page.locator('tbody tr').first();
  const code = (await row.locator('td').first().textContent())?.trim() ?? '';
  await page.getByRole('searchbox', { name: 'Cari barcode / nama barang' }).fill(code.slice(0, 6).toLowerCase());
  await expect(page.getByTestId('jumlah-barang')).toHaveText('1 barang');
  await page.locator('tbody tr').first().click();
  const dialog = page.getByRole('dialog', { name: /^Barang / });
  await expect(dialog.getByText(MESSAGES.barangTidakDapatDiubah)).toBeVisible();
  await expect(dialog.getByLabel('Kode Barcode')).toHaveValue(code);
  await expect(dialog.getByRole('button', { name: 'Simpan Perubahan' })).toHaveCount(0);
  await dialog.getByRole('tab', { name: 'Riwayat' }).click();
  await expect(dialog.getByRole('table', { name: 'Riwayat' })).toContainText('KIRIM_BARANG');
  expect(errors).toEqual([]);
});

test('laporan kirim barang: the shop first, its shipment numbers, the nested goods and the receipt again', async ({ page }) => {
  const errors = watchConsole(page);
  await login(page, USERS.owner);
  await page.goto('/laporan-kirim-barang');
  await page.getByRole('button', { name: 'Cari Laporan' }).click();
  await expect(page.getByText(MESSAGES.kodeTokoHarusDipilih).first()).toBeVisible();
  await pick(page, page, 'Kode Toko', 'T01');
  await expect(page.getByText(MESSAGES.noKirimTersedia)).toBeVisible();
  await page.getByRole('button', { name: 'Cari Laporan' }).click();
  await expect(page.getByText(MESSAGES.dataLaporanTersedia)).toBeVisible();
  const first = page.locator('tbody tr').first();
  const noKirim = ((await first.locator('td').first().textContent()) ?? '').trim();
  expect(noKirim).toMatch(/^KRM-T01-/);
  await first.locator('td').nth(1).click();
  await expect(page.getByRole('table', { name: 'Detail' }).first()).toContainText('TRANSIT');
  const [pdf] = await Promise.all([page.waitForEvent('download'), first.getByRole('button', { name: 'Cetak Ulang' }).click()]);
  expect(pdf.suggestedFilename()).toBe(`bukti_kirim_${noKirim}.pdf`);
  const bytes = await bytesOf(pdf);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(bytes);
  expect(text).toContain(MESSAGES.buktiKirimBarang);
  expect(text).toContain(noKirim);
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Excel' }).click()]);
  expect((await bytesOf(xlsx)).subarray(0, 2).toString()).toBe('PK');
  expect(errors).toEqual([]);
});

test('import data pusat: the template downloads with the columns', async ({ page }) => {
  await login(page, USERS.owner);
  await page.goto('/import-data-pusat');
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Template CSV' }).click()]);
  expect((await bytesOf(csv)).toString()).toMatch(/^kode_barcode,nama_barang,kode_group,kode_dept,kode_baki,tipe_barang,berat,/);
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Template Excel' }).click()]);
  expect(xlsx.suggestedFilename()).toBe('template_import_data_pusat.xlsx');
  expect((await bytesOf(xlsx)).subarray(0, 2).toString()).toBe('PK');
});

test('add goods form at 1366 × 768: nothing drops open on arrival, options on one line, chosen values not cut', async ({ page }) => {
  const errors = watchConsole(page);
  await login(page, USERS.owner);
  await page.goto('/terima-barang');
  const form = page.getByRole('form', { name: 'Tambah Barang' });
  const kategori = form.getByRole('combobox', { name: /^Kategori/ });
  // Focus waits on the first field, its list closed over nothing.
  await expect(kategori).toBeFocused();
  await expect(kategori).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('listbox')).toHaveCount(0);

  await pick(page, form, 'Kategori', '17K');
  await pick(page, form, 'Jenis', 'CIN17');
  // Every option of the trays reads on one line: all as tall as the shortest.
  await form.getByRole('combobox', { name: /^Lokasi Toko/ }).click();
  const heights = await page.getByRole('option').evaluateAll((options) => options.map((o) => o.getBoundingClientRect().height));
  expect(heights.length).toBeGreaterThan(3);
  expect(Math.max(...heights)).toBeLessThanOrEqual(Math.min(...heights) + 1);
  await page.getByRole('option', { name: /^KC01A - / }).click();
  await expect(form.getByRole('combobox', { name: /^Tujuan/ })).toHaveValue(/^T01 - /);
  // The chosen "code - name" of each select fits its input.
  for (const label of ['Kategori', 'Jenis', 'Lokasi Toko', 'Tujuan']) {
    const select = form.getByRole('combobox', { name: new RegExp(`^${label}`) });
    const [scroll, client] = await select.evaluate((el: HTMLInputElement) => [el.scrollWidth, el.clientWidth]);
    expect(scroll, `${label}: ${await select.inputValue()}`).toBeLessThanOrEqual(client);
  }
  expect(errors).toEqual([]);
});

test('data barang is ready for a scan on open, and every row has an edit button', async ({ page }) => {
  const errors = watchConsole(page);
  await login(page, USERS.owner);
  await page.goto('/data-barang');
  const search = page.getByRole('searchbox', { name: 'Cari barcode / nama barang' });
  await expect(search).toBeFocused();
  // The first row once the list has come (the count reads '0 barang' while it loads).
  const first = page.locator('tbody tr').first().locator('td').first();
  await expect(first).toHaveText(/^[A-Z0-9]{8}$/);
  const code = ((await first.textContent()) ?? '').trim();
  await page.getByRole('button', { name: `Ubah ${code}` }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Barang ${code}`) });
  await expect(dialog.getByLabel('Kode Barcode')).toHaveValue(code);
  expect(errors).toEqual([]);
});
