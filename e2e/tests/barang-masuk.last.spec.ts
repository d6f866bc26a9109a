import { expect, test } from '@playwright/test';
import { MESSAGES } from '@kencana/core';
import { apiGet, bytesOf, field, fillRing, pdfText, pngOf, savedBarcode, storedPhotoSize, type GoodsRecord } from '../support/barang.ts';
import { login, pressOk, USERS, watchConsole } from '../support/session.ts';

// Goods coming in at the head office (T01): added with the form (a photo from a file or from the webcam),
// corrected in Data Barang, imported from the head office's file. They add goods to T01's trays, so they
// run after the read-only flows.

test('add goods with a photo picked from a file, priced by the server, then print its label', async ({ page }) => {
  const errors = watchConsole(page);
  await login(page, USERS.owner);
  await page.goto('/terima-barang');
  const form = page.getByRole('form', { name: 'Tambah Barang' });
  await fillRing(page, form, 'cincin e2e foto file', '2.5');
  // 2.5 g × Rp 1,520,000 (17K), rounded up to Rp 500.
  await expect(form.getByLabel('Harga Jual')).toHaveValue('Rp. 3,800,000');

  // A 1600 × 1200 picture is stored at 720 × 540.
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'cincin.png', mimeType: 'image/png', buffer: await pngOf(page, 1600, 1200) });
  await expect(form.getByRole('img', { name: 'Foto Barang' })).toBeVisible();
  await form.getByRole('button', { name: 'Simpan' }).click();
  const code = await savedBarcode(page);
  const dialog = page.getByRole('dialog', { name: 'Barang Tersimpan' });
  await expect(dialog).toContainText('CINCIN E2E FOTO FILE');
  await expect(dialog).toContainText('Rp. 3,800,000');
  await expect(dialog.getByText('Tersimpan', { exact: true })).toBeVisible();

  const [label] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Cetak Label' }).click()]);
  const labelBytes = await bytesOf(label);
  expect(labelBytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(await pdfText(labelBytes)).toContain(code);
  await dialog.getByRole('button', { name: 'Tutup' }).click();

  const { data } = await apiGet<{ data: GoodsRecord }>(page, `barang/get/by-kode-barcode/${code}`);
  expect(data).toMatchObject({
    nama_barang: 'CINCIN E2E FOTO FILE',
    berat: '2.500',
    kode_baki: 'KC01D',
    harga_jual: 3_800_000,
    foto: true,
  });
  const photo = await storedPhotoSize(page, code);
  expect([photo.width, photo.height]).toEqual([720, 540]);
  expect(photo.bytes).toBeLessThan(1024 * 1024);
  // The batch fields stay for the next item; the item's own are cleared.
  await expect(field(form, 'Nama Barang')).toHaveValue('');
  await expect(field(form, 'Kadar')).toHaveValue('75');
  expect(errors).toEqual([]);
});

test('edit an item in Data Barang: the same form with the barcode read-only, its photo and its history', async ({ page }) => {
  const errors = watchConsole(page);
  await login(page, USERS.owner);
  await page.goto('/data-barang');
  await page.getByRole('searchbox', { name: 'Cari barcode / nama barang' }).fill('cincin e2e foto file');
  await expect(page.getByTestId('jumlah-barang')).toHaveText('1 barang');
  await page.locator('tbody tr').first().click();
  const dialog = page.getByRole('dialog', { name: /^Barang / });
  const barcode = dialog.getByLabel('Kode Barcode');
  await expect(barcode).toHaveAttribute('readonly', '');
  const code = await barcode.inputValue();
  await expect(dialog.getByRole('img', { name: 'Foto Barang' })).toBeVisible();

  await field(dialog, 'Nama Barang').fill('cincin e2e diedit');
  await field(dialog, 'Berat').fill('2.45');
  await expect(dialog.getByLabel('Harga Jual')).toHaveValue('Rp. 3,724,000');
  await dialog.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(page.getByText(MESSAGES.dataBerhasilDiedit)).toBeVisible();
  await dialog.getByRole('tab', { name: 'Riwayat' }).click();
  await expect(dialog.getByRole('table', { name: 'Riwayat' })).toContainText('EDIT_BARANG');
  await expect(dialog.getByRole('table', { name: 'Riwayat' })).toContainText('2.500 → 2.450');

  // The photo is deleted on confirmation.
  await dialog.getByRole('tab', { name: 'Data Barang' }).click();
  await dialog.getByRole('button', { name: 'Hapus Foto' }).click();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByText(MESSAGES.dataBerhasilDiHapus)).toBeVisible();
  await expect(dialog.getByText('Belum Ada Foto')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('searchbox', { name: 'Cari barcode / nama barang' }).fill(code);
  await expect(page.getByRole('cell', { name: 'CINCIN E2E DIEDIT' })).toBeVisible();
  const { data } = await apiGet<{ data: GoodsRecord }>(page, `barang/get/by-kode-barcode/${code}`);
  expect(data).toMatchObject({ nama_barang: 'CINCIN E2E DIEDIT', berat: '2.450', harga_jual: 3_724_000, foto: false });
  expect(errors).toEqual([]);
});

test('import from the head office: a file with a rejected row is refused whole, a clean one comes in', async ({ page }) => {
  const errors = watchConsole(page);
  await login(page, USERS.owner);
  await page.goto('/import-data-pusat');
  const header = 'nama_barang,kode_group,kode_dept,kode_baki,tipe_barang,berat,kadar';
  const fileInput = page.locator('input[type=file]');
  await fileInput.setInputFiles({
    name: 'pusat-salah.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${header}\nGelang Impor E2E,17K,GEL17,KC01C,A,5.5,75\nKalung Salah,99K,KAL17,KC01B,A,4,75\n`),
  });
  await page.getByRole('button', { name: 'Cek File' }).click();
  const rejected = page.getByRole('table', { name: 'Baris Yang Ditolak' });
  await expect(rejected).toContainText(MESSAGES.kategoriTidakDitemukan);
  await expect(rejected.locator('tbody tr')).toHaveCount(1);
  await expect(rejected.locator('tbody tr td').first()).toHaveText('3');
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  await fileInput.setInputFiles({
    name: 'pusat.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${header}\nGelang Impor E2E,17K,GEL17,KC01C,A,5.5,75\nAnting Impor E2E,17K,ANT17,KC01D,SP,1.25,75\n`),
  });
  await page.getByRole('button', { name: 'Cek File' }).click();
  await expect(page.getByText(MESSAGES.fileSiapDiimport).first()).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  // The question says what the checked file puts on the trays; Enter confirms.
  const question = page.getByRole('dialog');
  await expect(question.getByTestId('konfirmasi-ringkasan')).toHaveText(/2 pcs.*6\.750 gr/);
  await pressOk(page);
  await expect(page.getByText(MESSAGES.dataBerhasilDisimpan)).toBeVisible();
  await expect(page.getByTestId('no-import')).toHaveText(/^IMP-T01-/);
  const badges = page.locator('.mantine-Badge-root').filter({ hasText: /^[A-Z0-9]{8}$/ });
  await expect(badges).toHaveCount(2);
  const code = ((await badges.first().textContent()) ?? '').trim();
  const { data } = await apiGet<{ data: GoodsRecord }>(page, `barang/get/by-kode-barcode/${code}`);
  expect(data.nama_barang).toMatch(/IMPOR E2E$/);
  const [labels] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Cetak Label Semua' }).click()]);
  expect((await bytesOf(labels)).subarray(0, 5).toString()).toBe('%PDF-');
  expect(errors).toEqual([]);
});

test('safe entry: "3,25" is 3.25 g, Berat Asli follows the corrected Berat, 1 kg asks first, money grouped, focus back on Kategori', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await login(page, USERS.owner);
  await page.goto('/terima-barang');
  const form = page.getByRole('form', { name: 'Tambah Barang' });
  const kategori = form.getByRole('combobox', { name: /^Kategori/ });
  await fillRing(page, form, 'cincin e2e koma', '325');
  // Typed again the Indonesian way: the comma is the decimal point, and Berat Asli (filled once) follows.
  await field(form, 'Berat').clear();
  await field(form, 'Berat').pressSequentially('3,25');
  await expect(field(form, 'Berat')).toHaveValue('3.25');
  await field(form, 'Berat').blur();
  await expect(field(form, 'Berat')).toHaveValue('3.250');
  await expect(field(form, 'Berat Asli')).toHaveValue('3.250');
  // Money is grouped as it is typed.
  await field(form, 'Harga Beli').pressSequentially('4500000');
  await expect(field(form, 'Harga Beli')).toHaveValue('4,500,000');

  await form.getByRole('button', { name: 'Simpan' }).click();
  const code = await savedBarcode(page);
  await page.getByRole('dialog', { name: 'Barang Tersimpan' }).getByRole('button', { name: 'Tutup' }).click();
  // The next item starts at the first field, its list closed.
  await expect(kategori).toBeFocused();
  await expect(kategori).toHaveAttribute('aria-expanded', 'false');
  const { data } = await apiGet<{ data: GoodsRecord & { berat_asli: string; harga_beli: number } }>(
    page,
    `barang/get/by-kode-barcode/${code}`,
  );
  expect(data).toMatchObject({ nama_barang: 'CINCIN E2E KOMA', berat: '3.250', berat_asli: '3.250', harga_beli: 4_500_000 });

  // A piece of 1,500 g is almost surely a typo: the screen asks, and 'Tidak' saves nothing.
  await fillRing(page, form, 'cincin e2e berat', '1500');
  await form.getByRole('button', { name: 'Simpan' }).click();
  const ask = page.getByRole('dialog').filter({ hasText: MESSAGES.beratMelebihiBatasSatuBarang });
  await expect(ask).toContainText('Berat 1,500.000 gr');
  await ask.getByRole('button', { name: MESSAGES.tidak }).click();
  await expect(ask).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Barang Tersimpan' })).toHaveCount(0);
  await expect(field(form, 'Nama Barang')).toHaveValue('CINCIN E2E BERAT');
  expect(errors).toEqual([]);
});
