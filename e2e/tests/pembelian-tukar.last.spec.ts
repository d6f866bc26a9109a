import { expect, test, type Page } from '@playwright/test';
import { formatRupiah, PEMBELIAN_MESSAGES as P } from '@kencana/core';
import { apiGet, apiPost, bytesOf, field, pick } from '../support/barang.ts';
import { login, USERS, watchConsole } from '../support/session.ts';

// The counter's buy-back and exchange end to end: a piece sold at T01 comes back by its nota number (the
// sale's data filled in, the barcode linked), is paid in cash, confirmed by Enter at the question that shows
// pieces, grams, total and payout, and its slip downloads from the result panel; then, on the exchange screen
// reached from the buy-back's, old gold typed by hand against a new piece scanned, the customer paying the
// difference, confirmed the same way, and its three prints (sale nota PDF, sale slip, buy-back slip). Goods
// are sold here, so this runs after the read-only flows.

type Piece = { kode_barcode: string; nama_barang: string };

const digits = async (page: Page, testId: string) => Number(((await page.getByTestId(testId).textContent()) ?? '').replace(/[^\d]/g, ''));

async function fillCustomer(page: Page) {
  await field(page, 'No KTP (NIK)').fill('3273014501900009');
  await field(page, 'Nama Customer').fill('Dewi Lestari');
  await field(page, 'No HP').fill('081298765432');
  await field(page, 'Alamat').fill('Jl. Cihampelas 5, Bandung');
}

test('buy back a piece from our own nota, then exchange old gold for a new piece', async ({ page }) => {
  // Two documents, each with a question and its prints downloaded: more than one screen's minute.
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  await login(page, USERS.owner);
  const goods = (await apiGet<{ data: Piece[] }>(page, 'barang/get/query?tujuan=T02&kode_baki=KC01D&limit=3')).data;
  expect(goods.length).toBeGreaterThanOrEqual(2);
  const [sold, fresh] = goods as [Piece, Piece];
  const sales = (await apiGet<{ data: Array<{ kode_sales: string }> }>(page, 'sales/get/all')).data;
  const kode_sales = sales[0]!.kode_sales;
  const sale = await apiPost(page, 'penjualan', {
    kode_sales,
    customer: { nama: 'DEWI LESTARI', no_hp: '081298765432', alamat: 'BANDUNG' },
    detail_barang: [{ kode_barcode: sold.kode_barcode }],
    pembayaran: [{ jenis: 'CASH', jumlah: 500_000_000 }],
  });
  expect(sale.status).toBe(200);
  const no_faktur_jual = (sale.body.data as { no_faktur_jual: string }).no_faktur_jual;

  // Buy-back from the nota: typed (or scanned from its QR) and Enter.
  await page.goto('/transaksi-pembelian');
  await expect(page).toHaveTitle('KENCANA PUSAT | TRANSAKSI PEMBELIAN');
  await expect(page.getByTestId('kode-nota')).toBeFocused();
  await fillCustomer(page);
  await page.getByTestId('kode-nota').fill(no_faktur_jual);
  await page.getByTestId('kode-nota').press('Enter');
  await expect(field(page, 'Nama Barang')).toHaveValue(sold.nama_barang);
  await expect(page.getByText(`Dari Nota ${no_faktur_jual}`)).toBeVisible();
  await pick(page, page, 'Kondisi', 'NB');
  await expect(page.getByLabel(/^Harga \(Rp\./)).toBeVisible();
  await page.getByRole('button', { name: 'Tambah' }).click();
  const lines = page.getByTestId('baris-pembelian');
  await expect(lines.getByRole('cell', { name: new RegExp(sold.kode_barcode) })).toBeVisible();
  const total = await digits(page, 'total-pembelian');
  expect(total).toBeGreaterThan(0);
  await page.getByTestId('bayar-cash').fill(String(total));
  await page.getByRole('button', { name: 'Simpan Pembelian' }).click();
  const ask = page.getByRole('dialog');
  await expect(ask.getByText(P.konfirmasiSimpanPembelian)).toBeVisible();
  const facts = ask.getByTestId('konfirmasi-ringkasan');
  await expect(facts).toContainText('Jumlah Barang1 pcs');
  await expect(facts).toContainText('Dibayarkan Ke Customer');
  await expect(facts).toContainText(formatRupiah(total));
  await expect(ask.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ask).toBeHidden();
  await expect(page.getByTestId('hasil-pembelian')).toContainText('No Faktur Beli BL-T01-');
  const no_faktur_beli = /BL-T01-\d{6}-\d{4}/.exec((await page.getByTestId('hasil-pembelian').textContent()) ?? '')?.[0] ?? '';
  const [slip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Cetak Slip Pembelian' }).click()]);
  expect(slip.suggestedFilename()).toBe('autoprint_pembelian.txt');
  const slipText = (await bytesOf(slip)).toString('latin1');
  for (const expected of ['NOTA PEMBELIAN', no_faktur_beli, '3273014501900009', sold.kode_barcode]) expect(slipText).toContain(expected);
  const detail = await apiGet<{ data: { detail_barang: Array<{ kode_barcode: string; no_faktur_jual: string }>; total_harga: number } }>(
    page,
    `pembelian/detail/${no_faktur_beli}`,
  );
  expect(detail.data.detail_barang).toEqual([expect.objectContaining({ kode_barcode: sold.kode_barcode, no_faktur_jual })]);
  expect(detail.data.total_harga).toBe(total);
  // The same piece cannot come back twice.
  await page.getByTestId('kode-nota').fill(sold.kode_barcode);
  await page.getByTestId('kode-nota').press('Enter');
  await expect(page.getByText(P.barangSudahDibeliKembali).first()).toBeVisible();

  // Exchange: its own screen, one click from the buy-back's; old gold by hand, the new piece scanned, the
  // customer pays the difference in cash.
  await page.getByRole('main').getByRole('link', { name: 'Tukar Barang' }).click();
  await expect(page).toHaveTitle('KENCANA PUSAT | TUKAR BARANG');
  await fillCustomer(page);
  await field(page, 'Nama Barang').fill('Gelang Lama');
  await pick(page, page, 'Kategori', '17K');
  await pick(page, page, 'Jenis', 'GEL17');
  await field(page, 'Berat (gr)').fill('5.250');
  await field(page, 'Kadar').fill('75');
  await pick(page, page, 'Kondisi', 'TN');
  await page.getByLabel(/^Harga/).fill('1000000');
  await page.getByRole('button', { name: 'Tambah' }).click();
  await expect(lines.getByRole('cell', { name: 'GELANG LAMA' })).toBeVisible();
  await pick(page, page, 'Sales', kode_sales);
  await page.getByLabel('Scan Barcode Barang Baru').fill(fresh.kode_barcode);
  await page.getByLabel('Scan Barcode Barang Baru').press('Enter');
  await expect(page.getByTestId('barang-baru').getByRole('cell', { name: fresh.kode_barcode, exact: true })).toBeVisible();
  await expect(page.getByTestId('selisih-tukar')).toContainText('Dibayar Customer');
  const selisih = await digits(page, 'selisih-tukar');
  expect(selisih).toBe((await digits(page, 'total-baru')) - 1_000_000);
  await page.getByTestId('bayar-cash').fill(String(selisih + 50_000));
  await page.getByRole('button', { name: 'Simpan Tukar Barang' }).click();
  await expect(ask.getByText(P.konfirmasiSimpanTukar)).toBeVisible();
  await expect(facts).toContainText('Total Barang Lama');
  await expect(facts).toContainText('Rp. 1,000,000');
  await expect(facts).toContainText(`Dibayar Customer${formatRupiah(selisih)}`);
  await expect(ask.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ask).toBeHidden();
  const hasil = page.getByTestId('hasil-tukar');
  await expect(hasil).toContainText('No Tukar TKR-T01-');
  await expect(hasil).toContainText('Kembalian Rp. 50,000');
  const hasilText = (await hasil.textContent()) ?? '';
  const no_faktur_jual_tukar = /FJ-T01-\d{6}-\d{4}/.exec(hasilText)?.[0] ?? '';
  const no_faktur_beli_tukar = /BL-T01-\d{6}-\d{4}/.exec(hasilText)?.[0] ?? '';
  expect(no_faktur_jual_tukar).not.toBe('');
  expect(no_faktur_beli_tukar).not.toBe('');
  const [nota] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Cetak Nota' }).click()]);
  expect(nota.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await bytesOf(nota)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const [saleSlip] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Cetak Slip', exact: true }).click(),
  ]);
  const saleSlipText = (await bytesOf(saleSlip)).toString('latin1');
  expect(saleSlipText).toContain(no_faktur_jual_tukar);
  const [beliSlip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Cetak Slip Pembelian' }).click()]);
  const beliSlipText = (await bytesOf(beliSlip)).toString('latin1');
  for (const expected of ['NOTA PEMBELIAN', no_faktur_beli_tukar, 'GELANG LAMA']) expect(beliSlipText).toContain(expected);

  // Both documents are on the exchange report.
  const tgl = (await apiGet<{ data: { no_faktur_beli: string; tgl_system: string } }>(page, `pembelian/detail/${no_faktur_beli}`)).data
    .tgl_system;
  const report = await apiPost(page, 'tukar-barang/report', { tgl_from: tgl, tgl_to: tgl, kode_toko: 'T01' });
  expect(report.status).toBe(200);
  expect(report.body.data as Array<{ dibayar_oleh: string; total_beli: number }>).toEqual([
    expect.objectContaining({ dibayar_oleh: 'CUSTOMER', total_beli: 1_000_000 }),
  ]);
  expect(errors).toEqual([]);
});
