import { expect, test, type Download, type Page } from '@playwright/test';
import { HUTANG_MESSAGES as H, addDays } from '@kencana/core';
import { apiGet, bytesOf, field, pdfText, pick, pngOf } from '../support/barang.ts';
import { login, USERS, watchConsole } from '../support/session.ts';

// A loan against gold at the owner's store: lending on in /settingtoko (with the OJK note; the demo's head
// store lends), a loan taken on a typed piece with its photo, its letter (A5 PDF) and its slip read for what
// the borrower keeps — the number, the amount, the due date —, extended once and redeemed from /lihat-hutang
// with each payment's slip read the same way, and the day's loan documents on /validasi-hutang. Money moves
// in the drawer, so this runs with the last flows.

const SHOTS = '../.tmp/shots';

interface Loan {
  data: { no_hutang: string; tgl_jatuh_tempo: string; jumlah_pinjaman: number; detail_barang: { foto: boolean }[] };
}

/** The file a print button hands over. */
async function printed(page: Page, button: string): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button, exact: true }).click()]);
  return file;
}

/** A 40-column slip as the printer gets it. */
async function slipText(file: Download): Promise<string> {
  return (await bytesOf(file)).toString('latin1');
}

async function confirm(page: Page) {
  const ask = page.getByRole('dialog');
  await expect(ask.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ask).toBeHidden();
}

test('a loan taken, extended once and redeemed, with its slips', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  const errors = watchConsole(page);
  await login(page, USERS.owner);

  await page.goto('/settingtoko');
  await expect(page.getByText('POJK 39/2024')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('switch', { name: /Transaksi Hutang/ })).toBeChecked();

  await page.goto('/transaksi-hutang');
  await field(page, 'Nama').fill('siti aminah');
  await field(page, 'No KTP (NIK)').fill('3273015505900002');
  await field(page, 'No HP').fill('081311112222');
  await field(page, 'Alamat').fill('jl. braga 10');
  await pick(page, page, 'Kondisi Pinjaman', 'P30');
  await field(page, 'Nama Barang').fill('kalung');
  await pick(page, page, 'Kategori', '24K');
  await field(page, 'Berat (gr)').fill('3.500');
  await field(page, 'Kadar').fill('99');
  await page.getByRole('button', { name: 'Tambah' }).click();
  const piece = page.getByRole('row').filter({ hasText: 'KALUNG' });
  await expect(piece).toBeVisible();
  await piece
    .locator('input[type=file]')
    .setInputFiles({ name: 'kalung.png', mimeType: 'image/png', buffer: await pngOf(page, 1600, 1200) });
  await expect(piece.getByRole('img', { name: 'Foto 1' })).toBeVisible();
  await expect(page.getByText('Maksimal Pinjaman')).toBeVisible();
  await field(page, 'Jumlah Pinjaman').fill('1000000');
  await page.screenshot({ path: `${SHOTS}/transaksi-hutang.png` });
  await page.getByRole('button', { name: 'Simpan Hutang' }).click();
  await confirm(page);
  await expect(page.getByText(H.hutangBerhasilDisimpan).first()).toBeVisible();
  const no =
    (
      (await page
        .getByText(/HTG-[A-Z0-9]+-\d+-\d+/)
        .first()
        .textContent()) ?? ''
    ).match(/HTG-[A-Z0-9-]+/)?.[0] ?? '';
  expect(no).toMatch(/^HTG-/);
  const loan = await apiGet<Loan>(page, `hutang/${no}`);
  const due = loan.data.tgl_jatuh_tempo;
  expect(loan.data.jumlah_pinjaman).toBe(1_000_000);
  // The piece's photo went to the photo store after the save.
  expect(loan.data.detail_barang.map((d) => d.foto)).toEqual([true]);

  // The letter the borrower signs and keeps: an A5 PDF with the number, the amount and the due date.
  const letter = await printed(page, 'Cetak Surat Hutang');
  expect(letter.suggestedFilename()).toContain(no);
  const letterBytes = await bytesOf(letter);
  expect(letterBytes.subarray(0, 5).toString()).toBe('%PDF-');
  const letterText = await pdfText(letterBytes);
  expect(letterText).toContain(no);
  expect(letterText).toMatch(/Jumlah Pinjaman\s*:?\s*Rp\. 1,000,000/);
  expect(letterText).toMatch(new RegExp(`Jatuh Tempo\\s*:\\s*${due}`));
  expect(letterText).toContain('SITI AMINAH');
  expect(letterText).toContain('3273015505900002');

  // The loan slip: the number (and as a barcode), the borrower, the piece, the amount and the due date.
  const loanSlip = await slipText(await printed(page, 'Cetak Slip'));
  expect(loanSlip).toContain(no);
  expect(loanSlip).toContain('SITI AMINAH');
  expect(loanSlip).toContain('KALUNG');
  expect(loanSlip).toMatch(/Pinjaman\s+Rp\. 1,000,000/);
  expect(loanSlip).toMatch(new RegExp(`Jatuh Tempo\\s+${due}`));
  await page.screenshot({ path: `${SHOTS}/transaksi-hutang-hasil.png` });

  await page.goto('/lihat-hutang');
  await page.getByRole('row').filter({ hasText: no }).click();
  await expect(page.getByText('Total Tagihan')).toBeVisible();
  // The pledged piece's photo, read back from the photo store.
  await expect(page.getByRole('img', { name: `Foto ${no} 1` })).toBeVisible();
  await page.getByRole('button', { name: 'Simpan Pembayaran' }).click();
  await confirm(page);
  await expect(page.getByText(H.perpanjanganBerhasil).first()).toBeVisible();
  // The extension's slip: the loan's number, what was paid, the principal left and the new due date.
  const extension = await slipText(await printed(page, 'Cetak Slip'));
  expect(extension).toContain('PERPANJANG HUTANG');
  expect(extension).toMatch(new RegExp(`No Hutang\\s*:?\\s*${no}`));
  expect(extension).toMatch(/Jumlah Bayar\s+Rp\. 15,000/);
  expect(extension).toMatch(/Sisa Pokok\s+Rp\. 1,000,000/);
  expect(extension).toMatch(new RegExp(`Jatuh Tempo\\s+${addDays(due, 30)}`));
  expect((await apiGet<Loan>(page, `hutang/${no}`)).data.tgl_jatuh_tempo).toBe(addDays(due, 30));
  await page.screenshot({ path: `${SHOTS}/lihat-hutang-perpanjang.png` });
  await page.getByText('Lunas (Tebus)').click();
  await page.getByRole('button', { name: 'Simpan Pembayaran' }).click();
  await confirm(page);
  await expect(page.getByText(H.pelunasanBerhasil).first()).toBeVisible();
  // The redemption's slip: the whole principal paid, nothing left.
  const redemption = await slipText(await printed(page, 'Cetak Slip'));
  expect(redemption).toContain('LUNAS HUTANG');
  expect(redemption).toMatch(new RegExp(`No Hutang\\s*:?\\s*${no}`));
  expect(redemption).toMatch(/Pokok\s+Rp\. 1,000,000/);
  expect(redemption).toMatch(/Sisa Pokok\s+Rp\. 0/);
  await page.screenshot({ path: `${SHOTS}/lihat-hutang-lunas.png` });

  await page.goto('/validasi-hutang');
  await expect(page.getByRole('row').filter({ hasText: no })).toHaveCount(3);
  await page.screenshot({ path: `${SHOTS}/validasi-hutang.png` });
  expect(errors).toEqual([]);
});
