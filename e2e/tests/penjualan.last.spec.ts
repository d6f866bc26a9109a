import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { PENJUALAN_MESSAGES as PM } from '@kencana/core';
import { apiGet, apiPost, bytesOf, pdfText, pick, segment } from '../support/barang.ts';
import { login, USERS, watchConsole } from '../support/session.ts';

// The counter end to end: Bandung's cashier sells two pieces to a walk-in customer, paying part cash and part
// by bank transfer, gets the change, prints the nota (PDF, looked at as a picture) and the slip; the owner
// then cancels the sale and the pieces are back on their tray. Goods leave the trays, so this runs last.

type Isi = { data: { detail_barang: Array<{ kode_barcode: string; nama_barang: string }> } };

test('a sale with a split payment prints its nota and slip; the owner cancels it and the pieces return to their tray', async ({
  page,
  browser,
}, testInfo) => {
  const errors = watchConsole(page);
  await login(page, USERS.owner);
  const pieces = (await apiGet<Isi>(page, 'pindah-barang/satu-baki/isi?kode_baki=KC02B')).data.detail_barang.slice(0, 2);
  expect(pieces).toHaveLength(2);

  const kasirContext = await browser.newContext();
  const kasir = await kasirContext.newPage();
  const kasirErrors = watchConsole(kasir);
  await login(kasir, USERS.kasir);
  await kasir.goto('/transaksi-penjualan');
  await expect(kasir).toHaveTitle('KENCANA BANDUNG | TRANSAKSI PENJUALAN');
  const scan = kasir.getByLabel('Scan / Ketik Barcode');
  await expect(scan).toBeFocused();
  for (const piece of pieces) {
    await scan.fill(piece.kode_barcode.toLowerCase());
    await expect(kasir.getByRole('cell', { name: piece.kode_barcode, exact: true })).toBeVisible();
  }
  await expect(kasir.getByTestId('jumlah-jual')).toHaveText(/^2 pcs · /);

  await kasir.getByLabel('Nama Customer').fill('Ibu Sari Wulandari');
  await kasir.getByLabel('No HP').fill('081298765432');
  await kasir.getByLabel('Alamat').fill('Jl. Melati No. 3, Bandung');
  await pick(kasir, kasir, 'Sales', 'S001');

  // Cash 1,000,000 and the rest by transfer ("Uang Pas"), then the customer hands 50,000 more in cash.
  await kasir.getByLabel('Jumlah 1').fill('1000000');
  await expect(kasir.getByTestId('bayar-kurang')).toBeVisible();
  await kasir.getByRole('button', { name: 'Tambah Pembayaran' }).click();
  await kasir.getByLabel('Bank 2').fill('bca');
  await kasir.getByLabel('No Ref 2').fill('trx778');
  await kasir.getByRole('button', { name: 'Uang Pas' }).click();
  await expect(kasir.getByTestId('bayar-kembalian')).toHaveText('Rp. 0');
  await kasir.getByLabel('Jumlah 1').fill('1050000');
  await expect(kasir.getByTestId('bayar-kembalian')).toHaveText('Rp. 50,000');
  await kasir.screenshot({ path: testInfo.outputPath('transaksi-penjualan.png') });

  await kasir.getByRole('button', { name: 'Simpan Penjualan' }).click();
  await expect(kasir.getByText(PM.konfirmasiSimpanPenjualan)).toBeVisible();
  await kasir.getByRole('button', { name: 'OK', exact: true }).click();
  const hasil = kasir.getByTestId('hasil-penjualan');
  await expect(hasil).toContainText('Kembalian Rp. 50,000');
  const noFaktur = /FJ-T02-\d{6}-\d{4}/.exec((await hasil.textContent()) ?? '')?.[0] ?? '';
  expect(noFaktur).not.toBe('');
  // The list and the payment are cleared for the next customer; the scanner is ready.
  await expect(kasir.getByTestId('jumlah-jual')).toHaveText(/^0 pcs · /);
  await expect(scan).toBeFocused();

  const [nota] = await Promise.all([kasir.waitForEvent('download'), kasir.getByRole('button', { name: 'Cetak Nota' }).click()]);
  expect(nota.suggestedFilename()).toBe(`nota-${noFaktur}.pdf`);
  const bytes = await bytesOf(nota);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  fs.writeFileSync(testInfo.outputPath('nota.pdf'), bytes);
  const text = await pdfText(bytes);
  for (const expected of [
    'NOTA PENJUALAN',
    noFaktur,
    'IBU SARI WULANDARI',
    'TRANSFER BCA TRX778',
    'Rp. 50,000',
    ...pieces.map((p) => p.kode_barcode),
  ])
    expect(text).toContain(expected);

  const [slip] = await Promise.all([kasir.waitForEvent('download'), kasir.getByRole('button', { name: 'Cetak Slip' }).click()]);
  expect(slip.suggestedFilename()).toBe('autoprint_penjualan.txt');
  const slipText = (await bytesOf(slip)).toString('latin1');
  expect(slipText).toContain('*** CUSTOMER ***');
  expect(slipText).toContain(noFaktur);
  expect(slipText).toContain('Kembalian                     Rp. 50,000');
  const sold = (await apiGet<Isi>(page, 'pindah-barang/satu-baki/isi?kode_baki=KC02B')).data.detail_barang.map((d) => d.kode_barcode);
  for (const piece of pieces) expect(sold).not.toContain(piece.kode_barcode);

  // The owner cancels it from /batal-penjualan with a reason.
  await page.goto('/batal-penjualan');
  await pick(page, page, 'Toko', 'T02');
  await page.getByLabel('No Faktur').fill(noFaktur);
  await page.getByRole('button', { name: 'Cari' }).click();
  await expect(page.getByRole('cell', { name: noFaktur, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Batalkan ${noFaktur}` }).click();
  await page.getByLabel('Alasan Batal').fill('salah ukuran');
  await page.getByRole('dialog').getByRole('button', { name: 'Batalkan' }).click();
  await expect(page.getByText(new RegExp(`^${PM.penjualanBerhasilDibatalkan} \\(BFJ-T02-`)).first()).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(noFaktur) }).getByText('BATAL')).toBeVisible();
  await expect(page.getByRole('button', { name: `Batalkan ${noFaktur}` })).toBeDisabled();
  const isi = (await apiGet<Isi>(page, 'pindah-barang/satu-baki/isi?kode_baki=KC02B')).data.detail_barang.map((d) => d.kode_barcode);
  for (const piece of pieces) expect(isi).toContain(piece.kode_barcode);

  expect(errors).toEqual([]);
  expect(kasirErrors).toEqual([]);
  await kasirContext.close();
});

test('a member found by phone earns points by Parameter Point JUAL on a sale paid in exact cash', async ({ page, browser }) => {
  await login(page, USERS.owner);
  const added = await apiPost(page, 'member/add', {
    kode_member: 'MJUAL01',
    nama_member: 'Budi Hartono',
    no_hp: '081311112222',
    alamat: 'Jl. Kenanga 5',
    tgl_lahir: '1985-03-12',
    kode_toko: 'T02',
  });
  expect(added.status, added.body.message).toBe(200);
  const piece = (await apiGet<Isi>(page, 'pindah-barang/satu-baki/isi?kode_baki=KC02B')).data.detail_barang[2];
  expect(piece).toBeDefined();

  const kasirContext = await browser.newContext();
  const kasir = await kasirContext.newPage();
  const errors = watchConsole(kasir);
  await login(kasir, USERS.kasir);
  await kasir.goto('/transaksi-penjualan');
  await kasir.getByLabel('Scan / Ketik Barcode').fill(piece?.kode_barcode ?? '');
  await expect(kasir.getByRole('cell', { name: piece?.kode_barcode ?? '', exact: true })).toBeVisible();
  await segment(kasir.getByRole('main'), 'Member');
  const cari = kasir.getByRole('combobox', { name: 'Cari Member (Kode / No HP / Nama)' });
  await cari.fill('0813111');
  await kasir.getByRole('option', { name: /^MJUAL01 - BUDI HARTONO/ }).click();
  await expect(kasir.getByTestId('member-terpilih')).toHaveText('MJUAL01 - BUDI HARTONO');
  await pick(kasir, kasir, 'Sales', 'S002');
  await kasir.getByRole('button', { name: 'Uang Pas' }).click();
  await expect(kasir.getByTestId('bayar-kembalian')).toHaveText('Rp. 0');
  await kasir.getByRole('button', { name: 'Simpan Penjualan' }).click();
  await kasir.getByRole('button', { name: 'OK', exact: true }).click();
  const hasil = kasir.getByTestId('hasil-penjualan');
  await expect(hasil).toContainText(/Poin \d+/);
  const total = Number(/Rp\. ([\d,]+)/.exec((await hasil.textContent()) ?? '')?.[1]?.replace(/,/g, '') ?? 0);
  // The demo's Parameter Point JUAL: 1 point for every Rp 100,000.
  const expected = Math.floor(total / 100_000);
  await expect(hasil).toContainText(`Poin ${expected}`);
  const member = await apiGet<{ data: Array<{ poin: number }> }>(page, 'member/get/by-kode-member/MJUAL01');
  expect(member.data[0]?.poin).toBe(expected);
  expect(errors).toEqual([]);
  await kasirContext.close();
});
