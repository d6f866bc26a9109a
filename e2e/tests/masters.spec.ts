import { expect, test } from '@playwright/test';
import { dataSudahDihapus, findRoute, formatRupiah, konfirmasiHapus, MASTER_LIST, MESSAGES, opsOf } from '@kencana/core';
import { addFields, editableFields, fillForm, fixedFields, input, labelOf, sampleText, search, toast } from '../support/masters.ts';
import { login, USERS, watchConsole } from '../support/session.ts';

// Every master screen, driven as the owner drives it: add, edit (key read-only), delete (Tidak / OK),
// add the same key again → 'Warning !!!' → Aktifkan → the record is back.
test.describe.configure({ mode: 'parallel' });

const screens = MASTER_LIST.filter((def) => def.route);

for (const [n, def] of screens.entries()) {
  const route = findRoute(def.route!)!;
  const flow = opsOf(def).includes('add') ? 'add, edit, delete, reactivate' : 'edit only, no add and no delete';
  test(`${route.label}: ${flow}`, async ({ page }) => {
    const errors = watchConsole(page);
    await login(page, USERS.owner);
    await page.goto(def.route!);
    await expect(page).toHaveTitle(`KENCANA PUSAT | ${route.title}`);
    await expect(page.getByRole('heading', { level: 3, name: route.title, exact: true })).toBeVisible();

    if (!opsOf(def).includes('add')) {
      // Master Toko: edit only, the store code read-only.
      await expect(page.getByRole('button', { name: `Tambah ${def.noun}` })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Hapus / })).toHaveCount(0);
      await page.getByRole('button', { name: 'Ubah T03' }).click();
      const dialog = page.getByRole('dialog', { name: `Ubah ${def.noun}` });
      for (const field of fixedFields(def)) await expect(input(dialog, field)).toHaveAttribute('readonly');
      await input(dialog, editableFields(def)[0]!).fill('kencana surabaya e2e');
      await dialog.getByRole('button', { name: MESSAGES.simpan }).click();
      await toast(page, MESSAGES.dataBerhasilDiedit);
      await expect(page.getByRole('cell', { name: 'KENCANA SURABAYA E2E', exact: true })).toBeVisible();
      // The store's name is chain-wide: put it back for the other flows.
      await page.getByRole('button', { name: 'Ubah T03' }).click();
      await input(dialog, editableFields(def)[0]!).fill('KENCANA SURABAYA');
      await dialog.getByRole('button', { name: MESSAGES.simpan }).click();
      await expect(page.getByRole('cell', { name: 'KENCANA SURABAYA', exact: true })).toBeVisible();
      expect(errors).toEqual([]);
      return;
    }

    // Add.
    await page.getByRole('button', { name: `Tambah ${def.noun}` }).click();
    let dialog = page.getByRole('dialog', { name: `Tambah ${def.noun}` });
    const typed = Object.fromEntries(addFields(def).map((f) => [f.name, sampleText(f, n)]));
    const record = await fillForm(page, dialog, addFields(def), typed);
    await dialog.getByRole('button', { name: MESSAGES.simpan }).click();
    await toast(page, MESSAGES.dataBerhasilDisimpan);
    await expect(dialog).toBeHidden();
    let label = labelOf(def, record);
    await search(page, label);
    await expect(page.getByRole('button', { name: `Ubah ${label}` })).toBeVisible();

    // Edit: keys and fixed fields read-only; change the first editable text (or amount).
    await page.getByRole('button', { name: `Ubah ${label}` }).click();
    dialog = page.getByRole('dialog', { name: `Ubah ${def.noun}` });
    for (const field of fixedFields(def)) await expect(input(dialog, field)).toHaveAttribute('readonly');
    const editable = editableFields(def);
    const field = editable.find((f) => f.type === 'text') ?? editable.find((f) => f.type === 'rupiah')!;
    const newValue = field.type === 'text' ? `diubah e2e ${n}` : '777000';
    await input(dialog, field).fill(newValue);
    await dialog.getByRole('button', { name: MESSAGES.simpan }).click();
    await toast(page, MESSAGES.dataBerhasilDiedit);
    record[field.name] = newValue.toUpperCase();
    label = labelOf(def, record);
    await search(page, label);
    await expect(
      page.getByRole('cell', { name: field.type === 'text' ? newValue.toUpperCase() : formatRupiah(777000), exact: true }),
    ).toBeVisible();

    // Delete: asked first; 'Tidak' keeps it, 'OK' deletes it.
    await page.getByRole('button', { name: `Hapus ${label}` }).click();
    const question = page.getByRole('dialog').filter({ hasText: konfirmasiHapus(`${def.noun} ${label}`) });
    await question.getByRole('button', { name: MESSAGES.tidak, exact: true }).click();
    await expect(page.getByRole('button', { name: `Ubah ${label}` })).toBeVisible();
    await page.getByRole('button', { name: `Hapus ${label}` }).click();
    await question.getByRole('button', { name: MESSAGES.ok, exact: true }).click();
    await toast(page, MESSAGES.dataBerhasilDiHapus);
    await expect(page.getByRole('button', { name: `Ubah ${label}` })).toHaveCount(0);

    // Add the same key again: the record exists as deleted → Warning !!! → Aktifkan → it is back.
    await page.getByRole('button', { name: `Tambah ${def.noun}` }).click();
    dialog = page.getByRole('dialog', { name: `Tambah ${def.noun}` });
    await fillForm(page, dialog, addFields(def), { ...typed, ...record });
    await dialog.getByRole('button', { name: MESSAGES.simpan }).click();
    const warning = page.getByRole('dialog', { name: MESSAGES.warning });
    await expect(warning).toContainText(dataSudahDihapus(def.noun, label));
    await warning.getByRole('button', { name: MESSAGES.aktifkan }).click();
    await toast(page, MESSAGES.dataBerhasilDiaktifkan);
    await search(page, label);
    await expect(page.getByRole('button', { name: `Ubah ${label}` })).toBeVisible();

    // The add answered 409 (DELETED) on purpose; nothing else may fail.
    expect(errors.filter((e) => !e.includes('status of 409'))).toEqual([]);
  });
}

test('a record still in use is not deleted, and the screen says why', async ({ page }) => {
  await login(page, USERS.owner);
  await page.goto('/master-baki');
  await search(page, 'KC01A');
  await page.getByRole('button', { name: 'Hapus KC01A' }).click();
  await page.getByRole('button', { name: MESSAGES.ok, exact: true }).click();
  await expect(page.getByText('Data Baki KC01A Masih Dipakai Oleh Stock Di Baki, Tidak Dapat Dihapus')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ubah KC01A' })).toBeVisible();
});

test('the cashier without the Data Master menus is refused every master screen and its calls', async ({ page }) => {
  await login(page, USERS.kasir);
  for (const def of screens.slice(0, 3)) {
    await page.goto(def.route!);
    await expect(page.getByText('Akses Di Menu Ini Tidak Di Izinkan', { exact: true })).toBeVisible();
  }
  const token = await page.evaluate(() => localStorage.getItem('kencana.token'));
  const response = await page.request.post('/api/v1/masteratribut/add', {
    headers: { authorization: `Bearer ${token}` },
    data: { nama_atribut: 'X' },
  });
  expect(response.status()).toBe(403);
});
