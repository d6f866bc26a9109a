import { expect, test, type Page } from '@playwright/test';
import { SERVICE_MESSAGES } from '@kencana/core';
import { bytesOf, field, pick } from '../support/barang.ts';
import { login, USERS, watchConsole } from '../support/session.ts';

// A repair from intake to pick-up with its slips: a walk-in leaves a ring with a down payment
// (/transaksi-services) and keeps the intake slip; the piece is finished heavier (material added) with the
// final fee and picked up paying the rest (/lihat-services); each slip is read back as the printer gets it.
// The drawer changes, so this runs with the last flows.

const SHOTS = '../.tmp/shots';

/** Clicks a print button of the result panel and answers the slip file as text (the barcode bytes dropped). */
async function slipOf(page: Page, button: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  // eslint-disable-next-line no-control-regex
  return (await bytesOf(download)).toString('latin1').replace(/[\x00-\x09\x0b-\x1f]/g, '');
}

test('a repair from intake to pick-up with its slips', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  await login(page, USERS.owner);

  // Intake: the customer, one piece, the fee, the due date and a down payment in cash.
  await page.goto('/transaksi-services');
  await expect(page).toHaveTitle(/TRANSAKSI SERVICES/);
  await field(page, 'Nama Customer').fill('budi santoso');
  await field(page, 'No HP').fill('0812 3456 7890');
  await field(page, 'Tanggal Janji').fill('2099-12-31');
  await field(page, 'Tanggal Janji').press('Tab');
  await field(page, 'Estimasi Ongkos').fill('150000');
  await field(page, 'Uang Muka').fill('50000');
  await field(page, 'Nama Barang 1').fill('cincin kawin');
  await pick(page, page, 'Kategori 1');
  await field(page, 'Berat (gr) 1').fill('2.5');
  await field(page, 'Kadar 1').fill('75');
  await field(page, 'Pekerjaan 1').fill('perbesar ukuran');
  await expect(page.getByText('Sisa Dibayar Saat Ambil: Rp. 100,000')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/transaksi-services.png` });
  await page.getByRole('button', { name: 'Simpan Service' }).click();
  const ask = page.getByRole('dialog');
  await expect(ask.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(SERVICE_MESSAGES.serviceBerhasilDisimpan).first()).toBeVisible();
  const no =
    /SRV-[A-Z0-9]+-\d+-\d+/.exec(
      (await page
        .getByText(/No Dokumen SRV-/)
        .first()
        .textContent()) ?? '',
    )?.[0] ?? '';
  expect(no).toMatch(/^SRV-/);
  const intake = await slipOf(page, 'Cetak Tanda Terima');
  expect(intake).toContain('TANDA TERIMA SERVICE');
  expect(intake).toContain(`No Service  : ${no}`);
  expect(intake).toContain('BUDI SANTOSO');
  expect(intake).toMatch(/1\. CINCIN KAWIN \(\S+ 75\)/);
  expect(intake).toMatch(/Berat Masuk\s+2\.500 gr/);
  expect(intake).toMatch(/Uang Muka\s+Rp\. 50,000/);
  expect(intake).toMatch(/Sisa\s+Rp\. 100,000/);

  // The list finds it by the customer's phone; it is finished heavier, with the final fee.
  await page.goto('/lihat-services');
  await expect(page).toHaveTitle(/LIHAT SERVICES/);
  await page.getByLabel('Cari No Service / Nama / No HP / Member').fill('3456');
  const row = page.getByRole('row').filter({ hasText: no });
  await expect(row).toContainText('MASUK');
  await page.getByRole('button', { name: `Aksi ${no}` }).click();
  await page.getByRole('menuitem', { name: 'Service Selesai' }).click();
  const done = page.getByRole('dialog', { name: `Service Selesai ${no}` });
  await field(done, 'Berat Selesai 1').fill('2.65');
  await field(done, 'Ongkos Akhir').fill('180000');
  await page.screenshot({ path: `${SHOTS}/lihat-services-selesai.png` });
  await done.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText(SERVICE_MESSAGES.serviceSelesai).first()).toBeVisible();
  await expect(row).toContainText('SELESAI');
  await expect(row).toContainText('2.650');
  const finished = await slipOf(page, 'Cetak Slip Selesai');
  expect(finished).toContain('SERVICE SELESAI');
  expect(finished).toMatch(/Berat Selesai\s+2\.650 gr/);
  expect(finished).toMatch(/Sisa\s+Rp\. 130,000/);

  // Picked up paying the rest: the fee less the down payment.
  await page.getByRole('button', { name: `Aksi ${no}` }).click();
  await page.getByRole('menuitem', { name: 'Ambil Service' }).click();
  const pickUp = page.getByRole('dialog', { name: `Ambil Service ${no}` });
  await expect(pickUp).toContainText('Sisa Dibayar Rp. 130,000');
  await pickUp.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(SERVICE_MESSAGES.serviceDiambil).first()).toBeVisible();
  await expect(row).toContainText('DIAMBIL');
  await page.screenshot({ path: `${SHOTS}/lihat-services.png` });
  const pickedUp = await slipOf(page, 'Cetak Slip Ambil');
  expect(pickedUp).toContain('PENGAMBILAN SERVICE');
  expect(pickedUp).toMatch(/Ongkos\s+Rp\. 180,000/);
  expect(pickedUp).toMatch(/Dibayar\s+Rp\. 130,000/);
  expect(pickedUp).toContain(no);
  // A second pick-up has no action left on the row.
  await expect(page.getByRole('button', { name: `Aksi ${no}` })).toHaveCount(0);
  expect(errors).toEqual([]);
});
