// Moving, converting, destroying, cleaning, weighing and counting goods as staff do it: by scanning into the
// screens, choosing trays and confirming. Every test works on goods and trays it makes through the API, and
// checks the result on screen and in the goods record. They add and remove goods of the chain (which the
// chain-wide owner report totals), so they run with the last flows, one at a time.
import { expect, test as base, type Page } from '@playwright/test';
import { addGoods, apiLogin, barang, makeTray, runTag, type Api, type Goods } from '../support/goods.ts';
import { login, USERS, watchConsole } from '../support/session.ts';

const tag = runTag();
/** Each test gets the owner's API client, to make its trays and goods and to check the records. */
const test = base.extend<{ api: Api }>({
  api: async ({ request }, use) => {
    await use(await apiLogin(request, USERS.owner));
  },
});

/** Picks the option of a select that starts with `code`. */
async function choose(page: Page, label: string, code: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: new RegExp(`^${code}( |$)`) }).click();
}

/** Scans a barcode into the focused barcode field, as a scanner types it (code + Enter). */
async function scan(page: Page, code: string, label = 'Scan / Ketik Barcode'): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toBeFocused();
  await field.pressSequentially(code.toLowerCase());
  await field.press('Enter');
  await expect(field).toHaveValue('');
}

const result = (page: Page) => page.getByTestId('hasil-dokumen');

/** The question before the document is written: what it moves, confirmed by keyboard (OK has the focus). */
async function confirmByEnter(page: Page, question: string, figures: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(question);
  await expect(dialog.getByTestId('konfirmasi-ringkasan')).toContainText(figures);
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
}

test('move items between trays by scanning them', async ({ page, api }) => {
  const [asal, tujuan] = [await makeTray(api, `ZM${tag}A`), await makeTray(api, `ZM${tag}B`)];
  const goods = [await addGoods(api, asal, '2.345'), await addGoods(api, asal, '1.005')];
  const errors = watchConsole(page);
  await login(page, USERS.owner);
  await page.goto('/pindah-barang');
  await expect(page).toHaveTitle('KENCANA PUSAT | PINDAH BARANG');
  for (const item of goods) await scan(page, item.kode_barcode);
  const table = page.getByRole('table');
  await expect(table.getByRole('cell', { name: goods[1]!.kode_barcode, exact: true })).toBeVisible();
  await expect(table.locator('tfoot')).toContainText('3.350');
  // The same barcode again is refused, the list stays as it was.
  await scan(page, goods[0]!.kode_barcode);
  await expect(page.getByText('Kode Barcode Tersebut Sudah Ada Ditabel')).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(2);

  await choose(page, 'Baki Tujuan', tujuan);
  await page.getByRole('button', { name: 'Pindahkan' }).click();
  await confirmByEnter(page, `Pindahkan 2 Barang Ke Baki ${tujuan}?`, '3.350 gr');
  await expect(result(page)).toContainText(/No Dokumen PDH-T01-\d{6}-\d{4} · 2 pcs · 3\.350 gr · Baki Tujuan/);
  await expect(table.locator('tfoot')).toContainText('0.000');
  await expect(page.getByText('Tidak Ada Data')).toBeVisible();
  await expect(page.getByLabel('Scan / Ketik Barcode')).toBeFocused();
  for (const item of goods) expect(await barang(api, item.kode_barcode)).toMatchObject({ kode_baki: tujuan, posisi: 'BAKI' });
  expect(errors).toEqual([]);
});

test('move a whole tray after seeing what it holds', async ({ page, api }) => {
  const [asal, tujuan] = [await makeTray(api, `ZM${tag}C`), await makeTray(api, `ZM${tag}D`)];
  const goods = [await addGoods(api, asal, '3.000'), await addGoods(api, asal, '4.125'), await addGoods(api, asal, '0.875')];
  const errors = watchConsole(page);
  await login(page, USERS.owner);
  await page.goto('/pindah-barang-satu-baki');
  // The tray comes first: its field is focused once the trays have loaded, so staff type its code at once.
  await expect(page.getByRole('combobox', { name: 'Baki Asal', exact: true })).toBeFocused();
  await choose(page, 'Baki Asal', asal);
  await expect(page.getByTestId('isi-baki')).toHaveText('3 pcs · 8.000 gr');
  for (const item of goods) await expect(page.getByRole('cell', { name: item.kode_barcode, exact: true })).toBeVisible();
  await choose(page, 'Baki Tujuan', tujuan);
  await page.getByRole('button', { name: 'Pindah Satu Baki' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Apakah Anda Yakin Ingin Memindahkan Semua Isi Baki ${asal} Ke Baki ${tujuan}?`);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(result(page)).toContainText(/No Dokumen PDH-T01-\d{6}-\d{4} · 3 pcs · 8\.000 gr/);
  await expect(result(page)).toContainText(`${asal} → ${tujuan}`);
  for (const item of goods) expect(await barang(api, item.kode_barcode)).toMatchObject({ kode_baki: tujuan });
  const isi = await api.get<{ data: { qty: number } }>(`pindah-barang/satu-baki/isi?kode_baki=${asal}`);
  expect(isi.data.qty).toBe(0);
  expect(errors).toEqual([]);
});

test('move display goods back to sorting, and find the move in the report', async ({ page, api }) => {
  const tray = await makeTray(api, `ZM${tag}S`);
  const item = await addGoods(api, tray, '1.750', 'CINCIN UJI SORTIR');
  const errors = watchConsole(page);
  await login(page, USERS.owner);
  await page.goto('/pindah-sortir');
  await expect(page).toHaveTitle('KENCANA PUSAT | PINDAH SORTIR');
  // The destination starts at the store's first sorting tray (warehouse SS).
  const tujuan = page.getByRole('combobox', { name: 'Baki Tujuan', exact: true });
  await expect(tujuan).toHaveValue(/^SS/);
  const kodeTujuan = ((await tujuan.inputValue()).split(' ')[0] ?? '').trim();
  await scan(page, item.kode_barcode);
  await expect(page.getByRole('cell', { name: 'CINCIN UJI SORTIR' })).toBeVisible();
  await page.getByRole('button', { name: 'Pindah Sortir' }).click();
  await confirmByEnter(page, `Pindahkan 1 Barang Ke Baki Sortir ${kodeTujuan}?`, '1.750 gr');
  await expect(result(page)).toContainText(/No Dokumen PDH-T01-\d{6}-\d{4} · 1 pcs · 1\.750 gr/);
  const noDokumen = ((await result(page).textContent()) ?? '').match(/PDH-T01-\d{6}-\d{4}/)?.[0] ?? '';
  expect(await barang(api, item.kode_barcode)).toMatchObject({ kode_baki: kodeTujuan, posisi: 'BAKI' });
  // Now on a sorting tray, the item is no display goods any more.
  await scan(page, item.kode_barcode);
  await expect(page.getByText('Barang Tidak Berada Di Baki Display')).toBeVisible();
  await expect(page.getByText('Tidak Ada Data')).toBeVisible();

  await page.goto('/laporan-pindah-barang');
  await choose(page, 'Jenis Pindah', 'PINDAH SORTIR');
  await page.getByRole('button', { name: 'Cari Laporan' }).click();
  const row = page.getByRole('row', { name: new RegExp(noDokumen) });
  await expect(row).toContainText(/PINDAH SORTIR\s*/);
  await expect(row).toContainText(item.kode_barcode);
  await expect(row).toContainText(kodeTujuan);
  expect(errors).toEqual([]);
});

test('convert an item to another category and type, and find it in the conversion report', async ({ page, api }) => {
  const tray = await makeTray(api, `ZM${tag}E`);
  const item = await addGoods(api, tray, '2.500', 'CINCIN UJI KONVERSI');
  const errors = watchConsole(page);
  await login(page, USERS.owner);
  await page.goto('/konversi-barang');
  await scan(page, item.kode_barcode);
  await expect(page.getByRole('cell', { name: 'CINCIN UJI KONVERSI' })).toBeVisible();
  await choose(page, 'Kategori Tujuan', '24K');
  await choose(page, 'Jenis Tujuan', 'CIN24');
  await page.getByLabel('Keterangan').fill('salah input kadar');
  await expect(page.getByLabel('Keterangan')).toHaveValue('SALAH INPUT KADAR');
  await page.getByRole('button', { name: 'Konversi' }).click();
  await confirmByEnter(page, 'Konversi 1 Barang Ke 24K / CIN24?', '2.500 gr');
  await expect(result(page)).toContainText(/No Dokumen KNV-T01-\d{6}-\d{4} · 1 pcs · 2\.500 gr/);
  const noDokumen = ((await result(page).textContent()) ?? '').match(/KNV-T01-\d{6}-\d{4}/)?.[0] ?? '';
  expect(await barang(api, item.kode_barcode)).toMatchObject({ kode_group: '24K', kode_dept: 'CIN24', kode_baki: tray });

  await page.getByRole('link', { name: 'Lihat Laporan' }).click();
  await expect(page).toHaveURL(/\/laporan-konversi-barang$/);
  await page.getByRole('button', { name: 'Cari Laporan' }).click();
  const row = page.getByRole('row', { name: new RegExp(noDokumen) });
  await expect(row).toContainText('SALAH INPUT KADAR');
  await row.click();
  const detail = page.getByRole('table', { name: 'Detail' });
  await expect(detail.getByRole('row', { name: new RegExp(item.kode_barcode) })).toContainText(
    /CINCIN UJI KONVERSI\s*17K\s*24K\s*CIN17\s*CIN24/,
  );
  await expect(page.getByRole('button', { name: 'Export PDF' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('destroy an item with a reason, after confirming', async ({ page, api }) => {
  const tray = await makeTray(api, `ZM${tag}F`);
  const item = await addGoods(api, tray, '1.750', 'CINCIN UJI HANCUR');
  const errors = watchConsole(page);
  await login(page, USERS.owner);
  await page.goto('/hancur-data-barang');
  await scan(page, item.kode_barcode);
  await expect(page.getByRole('cell', { name: 'CINCIN UJI HANCUR' })).toBeVisible();
  // No reason: refused with the form's text, nothing destroyed.
  await page.getByRole('button', { name: 'Hancurkan' }).click();
  await expect(page.getByText('Alasan Harus Diisi').first()).toBeVisible();
  await page.getByLabel('Alasan').fill('patah, dilebur');
  await page.getByRole('button', { name: 'Hancurkan' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Apakah Anda Yakin Ingin Menghancurkan 1 Barang (1.750 gr)?');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(result(page)).toContainText(/No Dokumen HCR-T01-\d{6}-\d{4} · 1 pcs · 1\.750 gr · Alasan: PATAH, DILEBUR/);
  expect(await barang(api, item.kode_barcode)).toMatchObject({ posisi: 'HANCUR' });
  const noHancur = ((await result(page).textContent()) ?? '').match(/HCR-T01-\d{6}-\d{4}/)?.[0] ?? '';
  // A destroyed item can no longer be scanned onto a list.
  await scan(page, item.kode_barcode);
  await expect(page.getByText('Barang Tidak Berada Di Baki Toko Ini')).toBeVisible();

  await page.getByRole('link', { name: 'Lihat Laporan' }).click();
  await expect(page).toHaveURL(/\/laporan-hancur-barang$/);
  await page.getByRole('button', { name: 'Cari Laporan' }).click();
  await expect(page.getByRole('row', { name: new RegExp(noHancur) })).toContainText('PATAH, DILEBUR');
  expect(errors).toEqual([]);
});

test('send items to cleaning and take them back lighter, the loss shown', async ({ page, api }) => {
  const tray = await makeTray(api, `ZM${tag}G`);
  const goods: Goods[] = [await addGoods(api, tray, '5.000', 'KALUNG UJI CUCI'), await addGoods(api, tray, '3.200', 'GELANG UJI CUCI')];
  const errors = watchConsole(page);
  await login(page, USERS.owner);
  await page.goto('/cucian');
  for (const item of goods) await scan(page, item.kode_barcode);
  await page.getByLabel('Keterangan').fill('cuci bulanan');
  await page.getByRole('button', { name: 'Kirim Cucian' }).click();
  await confirmByEnter(page, 'Kirim 2 Barang Ke Cucian?', '8.200 gr');
  await expect(result(page)).toContainText(/No Dokumen CUC-T01-\d{6}-\d{4} · 2 pcs · 8\.200 gr/);
  const noCucian = ((await result(page).textContent()) ?? '').match(/CUC-T01-\d{6}-\d{4}/)?.[0] ?? '';
  for (const item of goods) expect(await barang(api, item.kode_barcode)).toMatchObject({ posisi: 'CUCIAN' });

  await page.getByRole('tab', { name: 'Ambil Cucian' }).click();
  await choose(page, 'No Cucian', noCucian);
  await page.getByLabel(`Berat Sesudah Cuci ${goods[0]!.kode_barcode}`).fill('4.880');
  await page.getByLabel(`Berat Sesudah Cuci ${goods[1]!.kode_barcode}`).fill('3.170');
  // Before/after and the loss, live: 8.200 − 8.050 = 0.150 g.
  await expect(page.getByTestId('total-susut')).toHaveText('0.150');
  await expect(page.getByText('Susut 0.150 gr', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Ambil Cucian' }).click();
  await confirmByEnter(page, `Ambil 2 Barang Dari Cucian ${noCucian}?`, '0.150 gr');
  await expect(page.getByRole('status').filter({ hasText: 'CUA-T01' })).toContainText(
    'Berat Awal 8.200 gr · Berat Sesudah Cuci 8.050 gr · Susut 0.150 gr',
  );
  expect(await barang(api, goods[0]!.kode_barcode)).toMatchObject({ posisi: 'BAKI', kode_baki: tray, berat: '4.880' });
  expect(await barang(api, goods[1]!.kode_barcode)).toMatchObject({ posisi: 'BAKI', kode_baki: tray, berat: '3.170' });
  expect(errors).toEqual([]);
});

test('weigh a tray and see the difference from the books', async ({ page, api }) => {
  const tray = await makeTray(api, `ZM${tag}H`, 'T01', '100.000');
  await addGoods(api, tray, '2.500');
  await addGoods(api, tray, '1.500');
  // Books 4.000 g of gold; tare: the tray 100, and per item tag 0.200 + plastic 0.100 + stone 0.120.
  const errors = watchConsole(page);
  await login(page, USERS.owner);
  await page.goto('/timbang-baki');
  // The tray comes first: its field is focused once the trays have loaded, so staff type its code at once.
  await expect(page.getByRole('combobox', { name: 'Baki', exact: true })).toBeFocused();
  await choose(page, 'Baki', tray);
  await expect(page.getByTestId('berat-sistem')).toHaveText('4.000 gr');
  await expect(page.getByTestId('berat-tara')).toHaveText('100.840 gr');
  await expect(page.getByTestId('berat-seharusnya')).toHaveText('104.840 gr');
  const weight = page.getByLabel('Berat Timbangan');
  await expect(weight).toBeFocused();
  await weight.pressSequentially('104.79');
  await expect(page.getByTestId('berat-bersih')).toHaveText('3.950 gr');
  await expect(page.getByTestId('selisih')).toHaveText('-0.050 gr');
  await expect(page.getByText('Selisih (KURANG)')).toBeVisible();
  await weight.press('Enter');
  await expect(result(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Simpan Timbangan' }).click();
  await expect(result(page)).toContainText(/No Dokumen TMB-T01-\d{6}-\d{4} · 2 pcs · 3\.950 gr · Selisih -0\.050 gr/);
  const noTimbang = ((await result(page).textContent()) ?? '').match(/TMB-T01-\d{6}-\d{4}/)?.[0] ?? '';
  await expect(page.getByRole('row', { name: new RegExp(noTimbang) })).toContainText('-0.050');

  await page.getByRole('link', { name: 'Lihat Laporan' }).click();
  await expect(page).toHaveURL(/\/laporan-timbang-baki$/);
  await page.getByRole('button', { name: 'Cari Laporan' }).click();
  await expect(page.getByRole('row', { name: new RegExp(noTimbang) })).toContainText(tray);
  await expect(page.getByRole('row', { name: new RegExp(noTimbang) })).toContainText('-0.050');
  expect(errors).toEqual([]);
});

test('goods added to a tray are in the added-goods report and in the stock for sale', async ({ page, api }) => {
  const tray = await makeTray(api, `ZM${tag}K`);
  const goods = [await addGoods(api, tray, '2.125', 'LIONTIN UJI LAPORAN'), await addGoods(api, tray, '0.875', 'LIONTIN UJI LAPORAN')];
  const errors = watchConsole(page);
  await login(page, USERS.owner);
  await page.goto('/laporan-tambah-barang');
  await page.getByRole('button', { name: 'Cari Laporan' }).click();
  for (const item of goods)
    await expect(page.getByRole('row', { name: new RegExp(item.kode_barcode) })).toContainText('LIONTIN UJI LAPORAN');

  await page.goto('/laporan-stock-jual');
  await choose(page, 'Kode Toko', 'T01');
  await choose(page, 'Baki', tray);
  await page.getByRole('button', { name: 'Cari Laporan' }).click();
  const row = page.getByRole('row', { name: new RegExp(`${tray}\\b`) }).first();
  await expect(row).toContainText('3.000');
  await expect(page.locator('tfoot')).toContainText('3.000');
  expect(errors).toEqual([]);
});

test('count a tray by scanning, one item missing, and post the adjustment', async ({ page, api }) => {
  const tray = await makeTray(api, `ZM${tag}J`);
  const goods = [await addGoods(api, tray, '1.100'), await addGoods(api, tray, '2.200'), await addGoods(api, tray, '3.300')];
  const [missing, ...counted] = [...goods].sort((a, b) => a.kode_barcode.localeCompare(b.kode_barcode));
  const errors = watchConsole(page);
  await login(page, USERS.owner);
  await page.goto('/stock-opname');
  // The tray comes first: its field is focused once the trays have loaded, so staff type its code at once.
  await expect(page.getByRole('combobox', { name: 'Baki', exact: true })).toBeFocused();
  await choose(page, 'Baki', tray);
  await expect(page.getByTestId('opname-sistem')).toHaveText('3 pcs · 6.600 gr');
  // Before anything is scanned nothing is lost: the items are not scanned yet, in a neutral badge.
  await expect(page.getByTestId('opname-belum-discan')).toHaveText('3');
  await expect(page.locator('tbody').getByText('BELUM DISCAN', { exact: true })).toHaveCount(3);
  await expect(page.locator('tbody').getByText('HILANG', { exact: true })).toHaveCount(0);

  // Posting without a reason shows the message below Alasan without moving the row's fields and button.
  const tops = async () => {
    const boxes = await Promise.all(
      [
        page.getByRole('combobox', { name: 'Baki', exact: true }),
        page.getByLabel('Scan / Ketik Barcode', { exact: true }),
        page.getByLabel('Alasan', { exact: true }),
        page.getByRole('button', { name: 'Posting Stock Opname' }),
      ].map((el) => el.boundingBox()),
    );
    return boxes.map((b) => Math.round((b!.y + b!.height) * 10) / 10);
  };
  const before = await tops();
  await page.getByRole('button', { name: 'Posting Stock Opname' }).click();
  await expect(page.getByLabel('Alasan', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Alasan Harus Diisi').first()).toBeVisible();
  const after = await tops();
  expect(after).toEqual(before);
  expect(new Set(after.slice(0, 3)).size).toBe(1);
  await page.getByLabel('Scan / Ketik Barcode', { exact: true }).click();

  for (const item of counted) await scan(page, item.kode_barcode);
  await expect(page.getByTestId('opname-ditemukan')).toHaveText('2');
  await expect(page.getByTestId('opname-belum-discan')).toHaveText('1');
  await expect(page.getByRole('row', { name: new RegExp(missing!.kode_barcode) })).toContainText('BELUM DISCAN');
  // One counted item weighed 0.010 g light: the difference shows before anything is posted.
  await page.getByLabel(`Berat Timbang ${counted[0]!.kode_barcode}`).fill((Number(counted[0]!.berat) - 0.01).toFixed(3));
  await expect(page.getByTestId('opname-selisih')).toHaveText('-0.010 gr');

  await page.getByLabel('Alasan').fill('so mingguan');
  await page.getByRole('button', { name: 'Posting Stock Opname' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    `Apakah Anda Yakin Ingin Memposting Stock Opname Baki ${tray}? Hilang 1, Lebih 0, Selisih Berat -0.010 gr.`,
  );
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Stock Opname Berhasil' })).toContainText(
    /No Dokumen SOB-T01-\d{6}-\d{4} · Ditemukan 2 · Hilang 1 · Lebih 0 · Selisih Berat -0\.010 gr/,
  );
  expect(await barang(api, missing!.kode_barcode)).toMatchObject({ posisi: 'HILANG' });
  expect((await barang(api, counted[0]!.kode_barcode)).berat).toBe((Number(counted[0]!.berat) - 0.01).toFixed(3));
  // The tray's sheet now holds only what was found.
  await expect(page.getByTestId('opname-sistem')).toHaveText(/^2 pcs/);
  expect(errors).toEqual([]);
});
