import { expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser.ts';
import { apiGet, field, fillRing, savedBarcode, segment, storedPhotoSize, type GoodsRecord } from '../support/barang.ts';
import { login, USERS, watchConsole } from '../support/session.ts';

// The webcam path of the goods photo, with Chromium's fake camera: this file's browser only (the flags
// force a browser of its own; every other spec keeps the shared launch flags).
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
  permissions: ['camera'],
});

test('an order item (PESANAN) photographed with the webcam, priced again as its weight changes', async ({ page }) => {
  const errors = watchConsole(page);
  await login(page, USERS.owner);
  await page.goto('/terima-barang');
  const form = page.getByRole('form', { name: 'Tambah Barang' });
  await fillRing(page, form, 'cincin e2e pesanan kamera', '3');
  await segment(form, 'PESANAN');
  await expect(form.getByLabel('Berat Awal')).toHaveValue('3.000');
  await field(form, 'Berat Tukang').fill('3.2');
  await field(form, 'No Pesanan').fill('psn-e2e-01');
  await expect(form.getByLabel('Harga Jual')).toHaveValue('Rp. 4,560,000');
  await field(form, 'Berat').fill('3.001');
  // 3.001 g × Rp 1,520,000 = Rp 4,561,520, rounded up to Rp 500.
  await expect(form.getByLabel('Harga Jual')).toHaveValue('Rp. 4,562,000');

  await form.getByRole('button', { name: 'Kamera' }).click();
  const camera = page.getByRole('dialog', { name: 'Ambil Foto Dari Kamera' });
  await expect(camera.getByRole('button', { name: 'Ambil Foto' })).toBeEnabled();
  await camera.getByRole('button', { name: 'Ambil Foto' }).click();
  await expect(camera).toBeHidden();
  await expect(form.getByRole('img', { name: 'Foto Barang' })).toBeVisible();
  await form.getByRole('button', { name: 'Simpan' }).click();
  const code = await savedBarcode(page);
  await page.getByRole('dialog', { name: 'Barang Tersimpan' }).getByRole('button', { name: 'Tutup' }).click();

  const { data } = await apiGet<{ data: GoodsRecord & { status: string; no_pesanan: string; berat_asli: string; berat_tukang: string } }>(
    page,
    `barang/get/by-kode-barcode/${code}`,
  );
  expect(data).toMatchObject({
    status: 'PESANAN',
    no_pesanan: 'PSN-E2E-01',
    berat: '3.001',
    berat_asli: '3.001',
    berat_tukang: '3.200',
    harga_jual: 4_562_000,
    foto: true,
  });
  const photo = await storedPhotoSize(page, code);
  expect(photo.width).toBeGreaterThan(0);
  expect(photo.width).toBeLessThanOrEqual(720);
  expect(photo.height).toBeLessThanOrEqual(1366);
  expect(errors).toEqual([]);
});
