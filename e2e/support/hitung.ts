import { expect, type Page } from '@playwright/test';
import { USERS } from './session.ts';

/**
 * The day's cash count through the API, for flows whose point is the close, not the count: the
 * signed-in user counts the drawer as empty (they are not shown what the books hold), and the owner
 * approves the difference, as the close refuses a day without its count or with a difference waiting.
 */
export async function countDayAndApprove(page: Page): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('kencana.token'));
  const headers = { authorization: `Bearer ${token}` };
  const day = (await (await page.request.get('/api/v1/hitung-kas', { headers })).json()) as { data: { tgl_system: string } };
  const counted = await page.request.post('/api/v1/hitung-kas', {
    headers,
    data: { tgl_system: day.data.tgl_system, uang: [{ jenis: 'CASH', jumlah: 0 }] },
  });
  expect(counted.status(), await counted.text()).toBe(200);
  const { data } = (await counted.json()) as { data: { status: string } };
  if (data.status !== 'MENUNGGU_OTORISASI') return;
  const approved = await page.request.post('/api/v1/hitung-kas/otorisasi', {
    headers,
    data: { tgl_system: day.data.tgl_system, otorisasi: { ...USERS.owner, alasan: 'Hitung kas uji e2e' } },
  });
  expect(approved.status(), await approved.text()).toBe(200);
}
