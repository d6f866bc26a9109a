// Driving the goods screens as a person does: selects by their label, the API for facts to check against,
// files read back (PDF text, JPEG size).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { jpegSize } from '@kencana/core';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A field by its label, with or without the required asterisk. */
export const field = (scope: Page | Locator, label: string): Locator => scope.getByLabel(new RegExp(`^${escape(label)}( \\*)?$`));

/** Opens a select by its label and picks the option starting with `value` (the first when empty). */
export async function pick(page: Page, scope: Page | Locator, label: string, value = ''): Promise<string> {
  await scope.getByRole('combobox', { name: new RegExp(`^${escape(label)}( \\*)?$`) }).click();
  const options = page.getByRole('option');
  const option = value ? options.filter({ hasText: new RegExp(`^${escape(value)}( - |$| →)`) }).first() : options.first();
  const text = (await option.textContent()) ?? '';
  await option.click();
  return text.split(' - ')[0] ?? text;
}

/** Clicks one choice of a segmented control (Tipe Barang SP/A, Status AKTIF/PESANAN) inside `scope`. */
export async function segment(scope: Locator, text: string): Promise<void> {
  await scope
    .locator('label')
    .filter({ hasText: new RegExp(`^${escape(text)}$`) })
    .click();
}

/** GET /api/v1/<path> with the page's session token. */
export async function apiGet<T = unknown>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('kencana.token'));
  const response = await page.request.get(`/api/v1/${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** POST /api/v1/<path> with the page's session token and a fresh request key, as a screen sends it (status and body). */
export async function apiPost(
  page: Page,
  path: string,
  data: unknown,
): Promise<{ status: number; body: { message?: string } & Record<string, unknown> }> {
  const token = await page.evaluate(() => localStorage.getItem('kencana.token'));
  const response = await page.request.post(`/api/v1/${path}`, {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    data,
  });
  return { status: response.status(), body: (await response.json()) as { message?: string } & Record<string, unknown> };
}

export async function bytesOf(download: Download): Promise<Buffer> {
  return fs.readFileSync(await download.path());
}

/** The text of a PDF. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** A PNG of the given size drawn by the browser (a phone photo stand-in for the file picker). */
export async function pngOf(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
      const gradient = ctx.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#d4a017');
      gradient.addColorStop(1, '#6b4e16');
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, w, h);
      ctx.fillStyle = '#fff';
      ctx.beginPath();
      ctx.arc(w / 2, h / 2, Math.min(w, h) / 4, 0, Math.PI * 2);
      ctx.fill();
      return canvas.toDataURL('image/png');
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** The pixel size of a stored photo (GET barang/foto/:kode_barcode answers a data: URL of a JPEG). */
export async function storedPhotoSize(page: Page, kode_barcode: string): Promise<{ width: number; height: number; bytes: number }> {
  const { data } = await apiGet<{ data: { data_url: string } }>(page, `barang/foto/${kode_barcode}`);
  const jpeg = Buffer.from(data.data_url.replace(/^data:image\/jpeg;base64,/, ''), 'base64');
  const size = jpegSize(new Uint8Array(jpeg));
  if (!size) throw new Error('not a JPEG');
  return { ...size, bytes: jpeg.length };
}

/** What the goods record tells of an item. */
export type GoodsRecord = { nama_barang: string; berat: string; kode_baki: string; harga_jual: number; foto: boolean };

/** Fills the add form for a 17K ring on KC01D; the purity texts and Berat Asli follow Kadar and Berat. */
export async function fillRing(page: Page, form: Locator, nama: string, berat: string) {
  await pick(page, form, 'Kategori', '17K');
  await pick(page, form, 'Jenis', 'CIN17');
  await pick(page, form, 'Lokasi Toko', 'KC01D');
  await segment(form, 'A');
  await field(form, 'Nama Barang').fill(nama);
  await field(form, 'Berat').fill(berat);
  await field(form, 'Berat').blur();
  await field(form, 'Kadar').fill('75');
  await field(form, 'Kadar').blur();
  await field(form, 'Berat Cad').fill('0');
  await field(form, 'Berat Susut').fill('0');
  await expect(field(form, 'Berat Asli')).toHaveValue(Number(berat).toFixed(3));
  await expect(field(form, 'Kadar Cetak')).toHaveValue('75');
}

export async function savedBarcode(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Barang Tersimpan' });
  await expect(dialog).toBeVisible();
  const code = ((await dialog.getByTestId('barcode-baru').textContent()) ?? '').trim();
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  return code;
}
