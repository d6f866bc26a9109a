import { expect, test } from '@playwright/test';
import { konfirmasiTerimaBarang, MESSAGES } from '@kencana/core';
import { apiGet, apiPost, bytesOf, pdfText, pick } from '../support/barang.ts';
import { login, USERS, watchConsole } from '../support/session.ts';

// A branch transfer end to end: the head office (T01) sends goods to Bandung (T02) by ticking and
// scanning, prints the delivery receipt, and Bandung's cashier receives them onto a tray — part by
// scanning, the rest with "Terima Semua". Goods change store, so this runs after the read-only flows.

type QueryRow = { kode_barcode: string; nama_barang: string; berat: string };

test('send goods to a branch with the receipt PDF, receive them at the branch and find them on the tray', async ({ page, browser }) => {
  const errors = watchConsole(page);
  await login(page, USERS.owner);
  await page.goto('/kirim-barang-kecabang');
  await expect(page).toHaveTitle('KENCANA PUSAT | KIRIM BARANG KECABANG');
  const goods = (await apiGet<{ data: QueryRow[] }>(page, 'barang/get/query?tujuan=T02&kode_baki=KC01C&limit=3')).data;
  expect(goods).toHaveLength(3);
  const [ticked, scannedA, scannedB] = goods as [QueryRow, QueryRow, QueryRow];

  await pick(page, page, 'Tujuan', 'T02');
  await pick(page, page, 'Baki', 'KC01C');
  const row = page.locator('tbody tr').filter({ hasText: ticked.kode_barcode });
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: /^Tambah Yang Dipilih/ }).click();
  const scan = page.getByLabel('Scan Barcode');
  for (const item of [scannedA, scannedB]) {
    await scan.fill(item.kode_barcode);
    await expect(page.getByRole('cell', { name: item.kode_barcode }).last()).toBeVisible();
  }
  await expect(page.getByTestId('jumlah-kirim')).toHaveText(/^3 pcs · /);

  // The question names what goes: 3 pieces; OK has the focus, so Enter sends and the receipt downloads.
  await page.getByRole('button', { name: 'Kirim Barang' }).click();
  const question = page.getByRole('dialog');
  await expect(question).toContainText('Kirim Barang Ini?');
  await expect(question.getByTestId('konfirmasi-ringkasan')).toContainText('3 pcs');
  await expect(question.getByRole('button', { name: 'OK' })).toBeFocused();
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  await expect(page.getByText(MESSAGES.dataBerhasilDikirim)).toBeVisible();
  const noKirim = ((await page.getByTestId('no-kirim').textContent()) ?? '').trim();
  expect(noKirim).toMatch(/^KRM-T01-\d{6}-\d{4}$/);
  expect(pdf.suggestedFilename()).toBe(`bukti_kirim_${noKirim}.pdf`);
  const bytes = await bytesOf(pdf);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(bytes);
  for (const expected of [
    MESSAGES.buktiKirimBarang,
    noKirim,
    'T02 - KENCANA BANDUNG',
    'Pengirim',
    'Penerima',
    ...goods.map((g) => g.kode_barcode),
  ])
    expect(text).toContain(expected);
  // Lists cleared, form reset, the draft gone.
  await expect(page.getByTestId('jumlah-kirim')).toHaveText(/^0 pcs/);
  await expect(page.getByRole('combobox', { name: /^Tujuan/ })).toHaveValue('');
  expect(await page.evaluate(() => localStorage.getItem('kencana.draft.kirim-barang-kecabang'))).toBeNull();

  // Bandung's cashier receives it.
  const kasirContext = await browser.newContext();
  const kasir = await kasirContext.newPage();
  const kasirErrors = watchConsole(kasir);
  await login(kasir, USERS.kasir);
  await kasir.goto('/terima-barang?tab=kiriman');
  await kasir.getByRole('cell', { name: noKirim }).click();
  const scanKasir = kasir.getByLabel('Scan Barcode');
  await expect(scanKasir).toBeFocused();
  await pick(kasir, kasir, 'Baki Tujuan', 'KC02C');
  const terima = kasir.getByRole('table', { name: 'Barang Kiriman' });
  await expect(terima.getByText('BELUM DISCAN')).toHaveCount(3);

  // A barcode from elsewhere shows as not in this shipment and must go before receiving.
  await scanKasir.fill('ZZZZ2222');
  await expect(terima.getByText('TIDAK ADA DI KIRIMAN')).toBeVisible();
  await expect(kasir.getByRole('button', { name: /^Terima Yang Discan/ })).toBeDisabled();
  await terima.getByRole('button', { name: 'Hapus ZZZZ2222' }).click();
  await scanKasir.fill(scannedA.kode_barcode.toLowerCase());
  await scanKasir.fill(scannedB.kode_barcode);
  await expect(terima.getByText('COCOK', { exact: true })).toHaveCount(2);
  await scanKasir.fill(scannedB.kode_barcode);
  await expect(kasir.getByText(MESSAGES.kodeBarcodeTersebutSudahAdaDitabel)).toBeVisible();
  await kasir.getByRole('button', { name: 'Terima Yang Discan (2)' }).click();
  await expect(kasir.getByText(konfirmasiTerimaBarang(2, 'KC02C'))).toBeVisible();
  await kasir.getByRole('button', { name: 'OK', exact: true }).click();
  // The receipt's number stays in the result panel (the notice says only 'Data Berhasil Disimpan').
  await expect(kasir.getByTestId('hasil-dokumen')).toContainText(/^No Terima TRM-T02-.* · 2 pcs · /);
  await expect(terima.getByText('DITERIMA SEBELUMNYA')).toHaveCount(2);

  // The rest: everything still on the road.
  await kasir.getByRole('button', { name: 'Terima Semua' }).click();
  await expect(kasir.getByText(konfirmasiTerimaBarang(1, 'KC02C'))).toBeVisible();
  await kasir.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(kasir.getByRole('cell', { name: noKirim })).toHaveCount(0);

  // A shipment cannot be received twice.
  const again = await apiPost(kasir, 'terima-barang', { no_kirim: noKirim, kode_baki: 'KC02C', semua: true });
  expect([again.status, again.body.message]).toEqual([409, MESSAGES.kirimanSudahDiterima]);

  // The goods are on Bandung's tray.
  await kasir.goto('/data-barang');
  await pick(kasir, kasir, 'Baki', 'KC02C');
  for (const item of goods) await expect(kasir.getByRole('cell', { name: item.kode_barcode, exact: true })).toBeVisible();

  // The receiving report shows the shipment received with its days on the road.
  await page.goto('/laporan-terima-barang');
  await page.getByRole('button', { name: 'Cari Laporan' }).click();
  const report = page.locator('tbody tr').filter({ hasText: noKirim });
  await expect(report).toContainText('DITERIMA');
  expect(errors).toEqual([]);
  expect(kasirErrors).toEqual([]);
  await kasirContext.close();
});
