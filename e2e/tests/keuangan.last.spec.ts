import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '@kencana/core';
import { field, pick } from '../support/barang.ts';
import { login, USERS, watchConsole } from '../support/session.ts';

// A cash day of the Bandung cashier (T02) on the money screens: cash added with a category, cash
// taken for an expense (and refused when more than the drawer holds), cash sent to head office; the owner
// (head office) receives it and reads the cash report. Money moves in the drawer, so this runs with the last flows.

const SHOTS = '../.tmp/shots';
const saldoOf = async (page: Page) => Number(((await page.getByTestId('saldo').textContent()) ?? '').replace(/[^\d]/g, ''));

async function save(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
  const ask = page.getByRole('dialog');
  await expect(ask.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ask).toBeHidden();
}

test('cash in and out of the drawer, sent to head office and received, in the cash report', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  await login(page, USERS.kasir);

  // Cash added by a category.
  await page.goto('/tambah-uang-kas');
  await expect(page).toHaveTitle('KENCANA BANDUNG | TAMBAH UANG KAS');
  await expect(page.getByTestId('saldo')).toContainText('Rp.');
  const awal = await saldoOf(page);
  await pick(page, page, 'Kategori (Kode Transaksi)', 'MODAL');
  await field(page, 'Jumlah').fill('2000000');
  await field(page, 'Keterangan').fill('modal pagi');
  await save(page, 'Simpan');
  await expect(page.getByText(MESSAGES.kasBerhasilDisimpan).first()).toBeVisible();
  await expect(page.getByText(/TKS-T02-/).first()).toBeVisible();
  await expect.poll(() => saldoOf(page)).toBe(awal + 2_000_000);
  await expect(page.getByRole('row').filter({ hasText: 'MODAL PAGI' })).toContainText('2,000,000');
  await page.screenshot({ path: `${SHOTS}/tambah-uang-kas.png` });

  // Cash taken for an expense, then a refusal beyond the drawer.
  await page.goto('/ambil-uang-kas');
  await expect(page).toHaveTitle('KENCANA BANDUNG | AMBIL UANG KAS');
  await expect.poll(() => saldoOf(page)).toBe(awal + 2_000_000);
  await pick(page, page, 'Kategori (Kode Transaksi)', 'BOP');
  await field(page, 'Jumlah').fill('150000');
  await field(page, 'Keterangan').fill('beli atk');
  await save(page, 'Simpan');
  await expect(page.getByText(/AKS-T02-/).first()).toBeVisible();
  await expect.poll(() => saldoOf(page)).toBe(awal + 1_850_000);
  await pick(page, page, 'Kategori (Kode Transaksi)', 'BOP');
  await field(page, 'Jumlah').fill(String(awal + 1_850_001));
  await save(page, 'Simpan');
  await expect(page.getByText(MESSAGES.saldoKasTidakMencukupi).first()).toBeVisible();
  await expect.poll(() => saldoOf(page)).toBe(awal + 1_850_000);
  // A wrong expense is cancelled with its reason: the drawer gets the money back, the row says BATAL.
  await pick(page, page, 'Kategori (Kode Transaksi)', 'BOP');
  await field(page, 'Jumlah').fill('25000');
  await save(page, 'Simpan');
  const wrong =
    /AKS-T02-[\d-]+/.exec(
      (await page
        .getByText(/No Dokumen AKS-T02-/)
        .first()
        .textContent()) ?? '',
    )?.[0] ?? '';
  expect(wrong).toMatch(/^AKS-T02-\d+-\d+$/);
  await expect.poll(() => saldoOf(page)).toBe(awal + 1_825_000);
  await page.getByRole('button', { name: `Batalkan ${wrong}` }).click();
  const cancel = page.getByRole('dialog', { name: 'Batalkan Transaksi' });
  await cancel.getByRole('button', { name: 'Batalkan' }).click();
  await expect(page.getByText('Alasan Harus Diisi').first()).toBeVisible();
  await cancel.getByLabel('Alasan Batal').fill('salah ketik');
  await cancel.getByRole('button', { name: 'Batalkan' }).click();
  await expect(page.getByText(MESSAGES.dokumenBerhasilDibatalkan).first()).toBeVisible();
  await expect(cancel).toBeHidden();
  await expect.poll(() => saldoOf(page)).toBe(awal + 1_850_000);
  await page.screenshot({ path: `${SHOTS}/ambil-uang-kas.png` });

  // Cash sent to head office.
  await page.goto('/setor-uang-pusat');
  await expect(page).toHaveTitle('KENCANA BANDUNG | SETOR UANG KE PUSAT');
  await field(page, 'Jumlah Setor').fill('1000000');
  await field(page, 'Keterangan').fill('setoran sore');
  await save(page, 'Kirim Ke Pusat');
  await expect(page.getByText(MESSAGES.setorBerhasilDikirim).first()).toBeVisible();
  const panel = page.getByText(/No Dokumen STP-T02-/).first();
  const no_setor = /STP-T02-[\d-]+/.exec((await panel.textContent()) ?? '')?.[0] ?? '';
  expect(no_setor).toMatch(/^STP-T02-\d+-\d+$/);
  await expect(page.getByRole('row').filter({ hasText: no_setor })).toContainText('DIKIRIM');
  await expect.poll(() => saldoOf(page)).toBe(awal + 850_000);
  await page.screenshot({ path: `${SHOTS}/setor-uang-pusat-toko.png` });
  expect(errors.filter((e) => !e.includes('status of 409'))).toEqual([]);

  // Head office receives it.
  const context = await browser.newContext();
  const owner = await context.newPage();
  await login(owner, USERS.owner);
  await owner.goto('/setor-uang-pusat');
  const open = owner.getByRole('row').filter({ hasText: no_setor });
  await expect(open).toContainText('DIKIRIM');
  await expect(open).toContainText('T02');
  await owner.screenshot({ path: `${SHOTS}/setor-uang-pusat-pusat.png` });
  await open.getByRole('button', { name: `Terima ${no_setor}` }).click();
  const ask = owner.getByRole('dialog');
  await expect(ask.getByRole('button', { name: 'OK' })).toBeFocused();
  await owner.keyboard.press('Enter');
  await expect(owner.getByText(MESSAGES.setorBerhasilDiterima).first()).toBeVisible();
  await expect(owner.getByRole('row').filter({ hasText: no_setor })).toHaveCount(0);

  // The cash report of Bandung: the day's movements and its closing balance.
  await owner.goto('/laporan-transaksi-keuangan-cash');
  await expect(owner).toHaveTitle('KENCANA PUSAT | LAPORAN TRANSAKSI KEUANGAN CASH');
  await pick(owner, owner, 'Kode Toko', 'T02');
  await owner.getByRole('button', { name: 'Cari Laporan' }).click();
  await expect(owner.getByRole('row').filter({ hasText: 'TAMBAH UANG KAS' })).toContainText('2,000,000');
  await expect(owner.getByRole('row').filter({ hasText: 'SETOR UANG KE PUSAT' })).toContainText('1,000,000');
  await expect(owner.getByRole('row').filter({ hasText: 'SALDO AKHIR' }).last()).toContainText(
    new Intl.NumberFormat('en-US').format(awal + 850_000),
  );
  await owner.screenshot({ path: `${SHOTS}/laporan-transaksi-keuangan-cash.png` });

  // Head office's own bank account: money in with the bank's reference, and the non-cash report shows it.
  await owner.goto('/tambah-uang-bank');
  await expect(owner).toHaveTitle('KENCANA PUSAT | TAMBAH UANG BANK');
  await pick(owner, owner, 'Rekening', 'BCA-T01');
  const bankAwal = await saldoOf(owner);
  await pick(owner, owner, 'Kategori (Kode Transaksi)', 'SETBANK');
  await field(owner, 'Jumlah').fill('750000');
  await field(owner, 'No Referensi Bank').fill('trf-e2e-01');
  await save(owner, 'Simpan');
  await expect(owner.getByText(MESSAGES.bankBerhasilDisimpan).first()).toBeVisible();
  await expect.poll(() => saldoOf(owner)).toBe(bankAwal + 750_000);
  await owner.screenshot({ path: `${SHOTS}/tambah-uang-bank.png` });
  await owner.goto('/laporan-keuangan-non-cash');
  await owner.getByRole('button', { name: 'Cari Laporan' }).click();
  await expect(owner.getByRole('row').filter({ hasText: 'TRF-E2E-01' })).toContainText('750,000');
  await owner.screenshot({ path: `${SHOTS}/laporan-keuangan-non-cash.png` });
  await context.close();
});
