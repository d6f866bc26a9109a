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
