import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '@kencana/core';
import { apiGet, apiPost, bytesOf, field, pdfText, pick } from '../support/barang.ts';
import { login, pressOk, USERS, watchConsole } from '../support/session.ts';

// One custom order's life at the head store: material given to the craftsman (its note downloaded), the order
// taken, distributed to him (the receipt downloaded, wrapped at 20), finished (its weight and shrink out of his
// material), entered as a PESANAN item, his order stock opname saved with its PDF, and the piece handed over
// through the counter with its deposit counted. Changes stock: last.

/** Waits until no notice covers the buttons (they sit bottom right; a pointer over one keeps it open). */
const quiet = async (page: Page) => {
  await page.mouse.move(600, 120);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
};

const shot = (name: string) => ({ path: `../.tmp/e2e-results/pesanan-tukang-${name}.png` });

test('material, order, distribution, finishing and the order stock opname of one craftsman', async ({ page }) => {
  const errors = watchConsole(page);
  await login(page, USERS.owner);

  // Material given from the craftsmen's tray.
  await page.goto('/tambah-bahan-tukang');
  await pick(page, page, 'Kode Tukang', 'TK01');
  await pick(page, page, 'Kategori', '17K');
  await pick(page, page, 'Baki Asal Bahan', 'BHN01A');
  const before = (await page.getByTestId('sisa-bahan').inputValue()).trim();
  await field(page, 'Tambah Bahan (gr)').fill('12.5');
  await field(page, 'Keterangan').fill('bahan cincin');
  await field(page, 'Keterangan').press('Enter');
  await expect(page.getByText(MESSAGES.tambahBahanTersimpan)).toHaveCount(0);
  // Material moves: the save asks first (Enter on its OK sends).
  await page.getByRole('button', { name: 'Simpan Data' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Tambah Bahan Tukang Ini?' })).toContainText('12.500 gr');
  const [note] = await Promise.all([page.waitForEvent('download'), pressOk(page)]);
  await expect(page.getByText(MESSAGES.tambahBahanTersimpan).first()).toBeVisible();
  const noteText = (await bytesOf(note)).toString('latin1');
  for (const copy of ['*** INTERNAL ***', '*** OWNER ***', '*** TUKANG ***', 'BUKTI TAMBAH BAHAN TUKANG', '12.500 gr', 'BAHAN CINCIN'])
    expect(noteText).toContain(copy);
  await expect(page.getByTestId('sisa-bahan')).not.toHaveValue(before);
  await page.screenshot(shot('tambah-bahan'));

  // The order (taken through the API: its screen is Kencana's design), then distributed on its screen.
  const saved = await apiPost(page, 'pesanan', {
    customer: { nama: 'IBU RATNA SARI DEWI', alamat: 'JL. KALIURANG KM 7 NO. 12, SLEMAN, YOGYAKARTA', no_hp: '081234567890' },
    detail_barang: [
      {
        kode_group: '17K',
        jenis_pesanan: 'CINCIN',
        deskripsi: 'CINCIN KAWIN UKIR NAMA RATNA',
        perkiraan_berat: '4',
        harga_gram: 1_100_000,
      },
    ],
    uang_muka: 1_000_000,
    tgl_jatuh_tempo: '2099-12-20',
  });
  expect(saved.status).toBe(200);
  const noPesanan = (saved.body.data as { no_pesanan: string }).no_pesanan;

  await page.goto('/pembagian-pesanan');
  await expect(field(page, 'No Pesanan')).toBeFocused();
  await page.getByRole('button', { name: 'Simpan Data' }).click();
  await expect(page.getByText(MESSAGES.noPesananHarusDiisi)).toBeVisible();
  await field(page, 'No Pesanan').fill(noPesanan.toLowerCase());
  await expect(field(page, 'Nama Pemesan')).toHaveValue('IBU RATNA SARI DEWI');
  await expect(page.getByRole('cell', { name: 'CINCIN KAWIN UKIR NAMA RATNA' })).toBeVisible();
  await quiet(page);
  await page.getByRole('button', { name: 'Simpan Data' }).click();
  await expect(page.getByText(MESSAGES.kodeTukangHarusDipilih)).toBeVisible();
  await pick(page, page, 'Kode Tukang', 'TK01');
  await quiet(page);
  await page.getByRole('button', { name: 'Simpan Data' }).click();
  await expect(page.getByText(MESSAGES.ongkosTukangHarusDiisi)).toBeVisible();
  await field(page, 'Ongkos Tukang').fill('150000');
  await field(page, 'Berat Susut').fill('0.15');
  await quiet(page);
  await page.screenshot(shot('pembagian'));
  const [receipt] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Simpan Data' }).click()]);
  await expect(page.getByText(MESSAGES.berhasilDisimpan).first()).toBeVisible();
  const receiptText = (await bytesOf(receipt)).toString('latin1');
  for (const expected of ['*** INTERNAL ***', '*** TUKANG ***', 'PEMBAGIAN PESANAN', noPesanan, 'TK01', 'Rp. 150,000'])
    expect(receiptText).toContain(expected);
  // The address wraps at 20 columns.
  expect(receiptText).toMatch(/JL\. KALIURANG KM 7\s*\n/);
  await expect(field(page, 'No Pesanan')).toHaveValue('');

  // Finished: 3.850 g back and 0.100 g shrink, out of the craftsman's material.
  await page.goto('/pesanan-selesai');
  await field(page, 'No Pesanan').fill(noPesanan);
  await expect(field(page, 'Nama Customer')).toHaveValue('IBU RATNA SARI DEWI');
  await field(page, 'Berat Selesai').fill('3.85');
  await field(page, 'Berat Susut').fill('0.1');
  await page.getByRole('button', { name: 'Simpan Data' }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.pesananSelesaiTersimpan })).toContainText('3.850 gr');
  await expect(field(page, 'Status')).toHaveValue('SELESAI');
  await page.screenshot(shot('selesai'));
  await quiet(page);

  // The piece entered as a PESANAN item (the goods form's PESANAN mode, through its call).
  const item = await apiPost(page, 'tambah-barang', {
    kode_kategori: '17K',
    kode_jenis: 'CIN17',
    kode_lokasi_toko: 'KC01A',
    tipe_barang: 'A',
    nama_barang: 'CINCIN KAWIN RATNA',
    berat: '3.850',
    berat_asli: '3.850',
    kadar: '75',
    kadar_cetak: '17K',
    kadar_modal: '73',
    tujuan: 'T01',
    berat_cad: '0',
    berat_susut: '0',
    susut_tukang: '0',
    status: 'PESANAN',
    no_pesanan: noPesanan,
    berat_awal: '4.000',
    berat_tukang: '3.850',
    berat_customer: '3.850',
  });
  expect(item.status, JSON.stringify(item.body)).toBe(200);
  const kodeBarcode = (item.body.data as { kode_barcode: string }).kode_barcode;
  const detail = await apiGet<{ data: { kode_barcode: string | null } }>(page, `pesanan/detail?no_pesanan=${noPesanan}`);
  expect(detail.data.kode_barcode).toBe(kodeBarcode);

  // The order stock opname: the craftsman deposits 0.050 g less than he holds.
  await page.goto('/stock-opname-pesanan');
  await expect(field(page, 'No SO Pesanan')).toHaveValue(/^SOP-T01-\d{6}-\d{4}$/);
  await page.getByRole('button', { name: 'Simpan Data' }).click();
  await expect(page.getByText(MESSAGES.dataTukangHarusDipilih)).toBeVisible();
  await pick(page, page, 'Data Tukang', 'TK01');
  await pick(page, page, 'Kategori', '17K');
  await pick(page, page, 'Baki Setor Bahan', 'BHN01A');
  await expect(page.getByRole('cell', { name: noPesanan })).toBeVisible();
  const sisa = Number((await page.getByTestId('sisa-bahan').inputValue()).replace(/,/g, ''));
  expect(sisa).toBeGreaterThan(0);
  await quiet(page);
  await page.getByRole('button', { name: 'Simpan Data' }).click();
  await expect(page.getByText(MESSAGES.totalSetorBahanHarusDiisi)).toBeVisible();
  await field(page, 'Total Setor Bahan').fill((sisa - 0.05).toFixed(3));
  await expect(page.getByTestId('selisih')).toHaveValue('0.050');
  await quiet(page);
  await page.screenshot(shot('stock-opname'));
  // The deposit moves material: the save asks first (Enter on its OK sends).
  await page.getByRole('button', { name: 'Simpan Data' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Simpan Stock Opname Pesanan Ini?' })).toContainText('0.050 gr');
  const [pdf] = await Promise.all([page.waitForEvent('download'), pressOk(page)]);
  await expect(page.getByText(MESSAGES.stockOpnameBerhasil).first()).toBeVisible();
  expect(pdf.suggestedFilename()).toMatch(/^stock_opname_pesanan_SOP-T01-\d{6}-\d{4}\.pdf$/);
  const text = await pdfText(await bytesOf(pdf));
  for (const expected of ['STOCK OPNAME PESANAN', 'TK01', 'TOTAL SETOR BAHAN', 'SELISIH', '0.050', '3.850'])
    expect(text).toContain(expected);
  await expect(page.getByRole('cell', { name: noPesanan })).toHaveCount(0);

  // Handed over at the counter (the sale's call): the customer pays the price less the deposit of Rp 1,000,000.
  const jual = (
    await apiGet<{ data: { harga_emas: number; ongkos: number; harga_atribut: number } }>(
      page,
      `penjualan/barang?kode_barcode=${kodeBarcode}`,
    )
  ).data;
  const price = jual.harga_emas + jual.ongkos + jual.harga_atribut;
  const sale = await apiPost(page, 'penjualan', {
    kode_sales: 'S001',
    customer: { nama: 'IBU RATNA SARI DEWI', no_hp: '081234567890', alamat: '-' },
    detail_barang: [{ kode_barcode: kodeBarcode }],
    pembayaran: [{ jenis: 'CASH', jumlah: price - 1_000_000 }],
  });
  expect(sale.status, JSON.stringify(sale.body)).toBe(200);
  await page.goto('/lihat-pesanan');
  await expect(page.getByRole('row').filter({ hasText: noPesanan })).toContainText('DISERAHKAN');
  expect(errors).toEqual([]);
});
