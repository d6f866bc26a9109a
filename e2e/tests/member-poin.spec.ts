import { expect, test, type Page } from '@playwright/test';
import { MEMBER_MESSAGES } from '@kencana/core';
import { toast } from '../support/masters.ts';
import { login, USERS, watchConsole } from '../support/session.ts';

// The member's points at the counter: a correction with its reason, then points exchanged for a gift. The
// demo member M0004 is this flow's own (no other flow sells to or corrects them).

async function chooseMember(page: Page, text: string): Promise<void> {
  const picker = page.getByRole('combobox', { name: 'Member' });
  await picker.fill(text);
  await page.getByRole('option', { name: /^M0004 - / }).click();
}

test('points: a correction is numbered and moves the balance; an exchange for a gift takes its points after OK', async ({ page }) => {
  const errors = watchConsole(page);
  await login(page, USERS.owner);

  await page.goto('/transaksi-poin');
  // Nothing chosen: the screen says to choose the member first, before any field.
  await page.getByRole('button', { name: 'Simpan' }).click();
  await toast(page, MEMBER_MESSAGES.pilihMemberDulu);
  await chooseMember(page, 'HENDRA');
  const balance = page.getByTestId('poin-member');
  const before = Number((await balance.innerText()).replace(/\D/g, ''));
  await page.getByLabel(/^Jumlah Poin/).fill('200');
  await page.getByLabel('Keterangan').fill('koreksi e2e');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await toast(page, MEMBER_MESSAGES.berhasilSimpanPoin);
  const result = page.getByRole('status').filter({ hasText: MEMBER_MESSAGES.berhasilSimpanPoin });
  await expect(result).toContainText(/No Transaksi \S+/);
  await expect(result).toContainText(`+200`);
  await expect(balance).toHaveText(new RegExp(`${(before + 200).toLocaleString('en-US')}$`));

  await page.goto('/tukar-point');
  await chooseMember(page, 'HENDRA');
  await page.getByRole('combobox', { name: 'Hadiah' }).click();
  await page.getByRole('option', { name: /^H001 - PAYUNG KENCANA/ }).click();
  await page.getByLabel('Jumlah', { exact: true }).fill('2');
  await expect(page.getByTestId('poin-dibutuhkan')).toContainText('100');
  await page.getByRole('button', { name: 'Tukar Point' }).click();
  // The question first; OK exchanges.
  await expect(page.getByText(MEMBER_MESSAGES.konfirmasiTukarPoin)).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await toast(page, MEMBER_MESSAGES.berhasilTukarPoin);
  await expect(page.getByRole('status').filter({ hasText: MEMBER_MESSAGES.berhasilTukarPoin })).toContainText('2 × PAYUNG KENCANA');
  await expect(balance).toHaveText(new RegExp(`${(before + 100).toLocaleString('en-US')}$`));
  expect(errors).toEqual([]);
});
