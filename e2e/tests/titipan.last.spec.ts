import { expect, test, type Page } from '@playwright/test';
import { PENJUALAN_MESSAGES as PM, TITIPAN_MESSAGES as TM } from '@kencana/core';
import { apiGet, bytesOf, field, pick } from '../support/barang.ts';
import { login, USERS, watchConsole } from '../support/session.ts';

// A customer's deposit end to end: Bandung's cashier takes a walk-in's deposit on /lihat-titipan (by phone
// and name, paid in cash), prints its slip, then sells the customer a piece paid partly by the deposit
// (payment method Titipan, the balance shown) and the rest in cash; back on /lihat-titipan the balance has
// gone down by what the sale used and the sale is an entry of the deposit. Money moves, so this runs last.

const SHOTS = '../.tmp/shots';
type Isi = { data: { detail_barang: Array<{ kode_barcode: string }> } };
const saldoOf = async (page: Page) => Number(((await page.getByTestId('saldo-titipan').textContent()) ?? '').replace(/[^\d]/g, ''));

async function openCustomer(page: Page) {
  await page.goto('/lihat-titipan');
  await expect(page).toHaveTitle('KENCANA BANDUNG | LIHAT TITIPAN');
  await page
    .locator('label')
    .filter({ hasText: /^Umum \(No HP\)$/ })
    .click();
  await field(page, 'No HP Customer').fill('0812-3456-7001');
  await field(page, 'Nama Customer').fill('Ibu Titi');
}

test('a deposit taken on /lihat-titipan, used as a payment in a sale: the balance goes down, the slips are printed', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  await login(page, USERS.kasir);

  // The deposit: 500,000 in cash.
  await openCustomer(page);
  await expect.poll(() => saldoOf(page)).toBe(0);
  await field(page, 'Jumlah').fill('500000');
  await field(page, 'Keterangan').fill('untuk beli cincin');
  await page.getByRole('button', { name: 'Simpan Titipan' }).click();
  const ask = page.getByRole('dialog');
  await expect(ask.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(TM.titipanBerhasilDisimpan).first()).toBeVisible();
  const noTitipan =
    /TTP-T02-\d{6}-\d{4}/.exec(
      (await page
        .getByText(/No Dokumen TTP-T02-/)
        .first()
        .textContent()) ?? '',
    )?.[0] ?? '';
  expect(noTitipan).not.toBe('');
  await expect.poll(() => saldoOf(page)).toBe(500_000);
  await expect(page.getByRole('row').filter({ hasText: noTitipan })).toContainText('500,000');
  const [slip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Cetak Slip' }).first().click()]);
  const slipText = (await bytesOf(slip)).toString('latin1');
  for (const expected of ['TITIP UANG', noTitipan, 'IBU TITI', 'Rp. 500,000', 'Saldo Titipan']) expect(slipText).toContain(expected);
  await page.screenshot({ path: `${SHOTS}/lihat-titipan.png` });

  // The sale: one piece, the deposit first (Titipan: its balance offered), the rest in cash.
  // A piece of a Bandung tray, looked up as the owner (the cashier has no tray-content screen).
  const ownerPage = await browser.newPage();
  await login(ownerPage, USERS.owner);
  const [piece] = (await apiGet<Isi>(ownerPage, 'pindah-barang/satu-baki/isi?kode_baki=KC02A')).data.detail_barang.slice(-1);
  await ownerPage.close();
  expect(piece).toBeDefined();
  await page.goto('/transaksi-penjualan');
  const scan = page.getByLabel('Scan / Ketik Barcode');
  await expect(scan).toBeFocused();
  await scan.fill(piece?.kode_barcode ?? '');
  await expect(page.getByRole('cell', { name: piece?.kode_barcode ?? '', exact: true })).toBeVisible();
  await page.getByLabel('Nama Customer').fill('Ibu Titi');
  await page.getByLabel('No HP').fill('081234567001');
  await pick(page, page, 'Sales', 'S001');
  await pick(page, page, 'Jenis 1', 'Titipan');
  await expect(page.getByTestId('saldo-titipan-jual')).toHaveText('Saldo Titipan Rp. 500,000');
  await expect(page.getByLabel('Jumlah 1')).toHaveValue('500,000');
  await page.getByRole('button', { name: 'Tambah Pembayaran' }).click();
  await pick(page, page, 'Jenis 2', 'Tunai (Cash)');
  await page.getByRole('button', { name: 'Uang Pas' }).click();
  await expect(page.getByTestId('bayar-kembalian')).toHaveText('Rp. 0');
  await page.screenshot({ path: `${SHOTS}/penjualan-titipan.png` });
  await page.getByRole('button', { name: 'Simpan Penjualan' }).click();
  await expect(page.getByText(PM.konfirmasiSimpanPenjualan)).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  const hasil = page.getByTestId('hasil-penjualan');
  await expect(hasil).toBeVisible();
  const noFaktur = /FJ-T02-\d{6}-\d{4}/.exec((await hasil.textContent()) ?? '')?.[0] ?? '';
  expect(noFaktur).not.toBe('');

  // Back on the deposit: the balance went down by what the sale used; the sale is its entry.
  await openCustomer(page);
  await expect.poll(() => saldoOf(page)).toBe(0);
  const used = page.getByRole('row').filter({ hasText: noFaktur });
  await expect(used).toContainText('PENJUALAN');
  await expect(used).toContainText('-500,000');
  await page.screenshot({ path: `${SHOTS}/lihat-titipan-dipakai.png` });
  expect(errors).toEqual([]);
});
