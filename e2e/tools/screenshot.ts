// Developer tool: signs in and screenshots routes at the shop PC's 1366×768, printing console errors.
// npx tsx e2e/tools/screenshot.ts <baseUrl> <user> <password> <outDir> <route> [route…]
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser.ts';

const [baseUrl = 'http://localhost:3000', user = 'owner', password = 'owner123', outDir = '.tmp/shots', ...routes] = process.argv.slice(2);
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const context = await browser.newContext({
  viewport: { width: 1366, height: 768 },
  timezoneId: 'Asia/Jakarta',
  locale: 'id-ID',
  serviceWorkers: 'block',
});
const page = await context.newPage();
page.on('console', (message) => {
  // Playwright itself blocks the service worker here (serviceWorkers: 'block'): not the app's warning.
  if (message.text().startsWith('Service Worker registration blocked')) return;
  if (message.type() === 'error' || message.type() === 'warning') console.log(`[${message.type()}] ${page.url()}: ${message.text()}`);
});
page.on('pageerror', (error) => console.log(`[pageerror] ${page.url()}: ${error.message}`));
await page.goto(baseUrl + '/');
await page.getByLabel('User ID').waitFor();
await page.screenshot({ path: path.join(outDir, 'login.png') });
await page.getByLabel('User ID').fill(user);
await page.getByLabel('Password', { exact: true }).fill(password);
await page.getByRole('button', { name: 'Login' }).click();
await page.waitForURL('**/dashboard');
for (const route of routes.length ? routes : ['/dashboard']) {
  await page.goto(baseUrl + route);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  const focused = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el && el !== document.body ? `${el.tagName} ${el.getAttribute('aria-label') ?? el.getAttribute('name') ?? el.id}` : 'none';
  });
  const file = path.join(outDir, `${route.replace(/^\//, '').replace(/[/?&=]/g, '_') || 'root'}.png`);
  await page.screenshot({ path: file });
  console.log(`${route} → ${file} (focus: ${focused})`);
}
await browser.close();
