import { expect, type Page } from '@playwright/test';

/** The demo accounts of the seed (README). */
export const USERS = {
  owner: { user_id: 'owner', password: 'owner123' },
  admin: { user_id: 'admin', password: 'admin123' },
  kasir: { user_id: 'kasir', password: 'kasir123' },
} as const;

/** Signs in through the login page, as a person does, and waits for the dashboard. */
export async function login(page: Page, user: { user_id: string; password: string }): Promise<void> {
  await page.goto('/');
  await page.getByLabel('User ID').fill(user.user_id);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Collects console errors and page errors, to assert a screen ran clean. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Enter on a confirmation's OK, as staff answer it. The dialog moves focus to OK once it has opened; an Enter
 * before that lands on the button behind the dialog (it asks again, nothing is sent), so the focus is awaited.
 */
export async function pressOk(page: Page): Promise<void> {
  await expect(page.getByRole('dialog').getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
}
