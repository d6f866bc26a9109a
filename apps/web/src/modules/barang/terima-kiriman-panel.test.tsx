import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { konfirmasiTerimaBarang, MESSAGES } from '@kencana/core';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { jsonResponse, kasirSession } from '../../app/test-helpers.tsx';
import { saveSession } from '../../lib/session.ts';
import { TerimaKirimanPanel } from './terima-kiriman-panel.tsx';

// Receiving a shipment on the document toolkit: the contract's texts before anything is sent, the question
// with pieces and grams (Esc cancels, OK sends), one request however often the button is pressed, one
// Idempotency-Key for the form kept across a refused try, and the receipt's number in the result panel.
const NO_KIRIM = 'KRM-T01-261127-0001';
const NO_TERIMA = 'TRM-T02-261127-0001';
const goods = [
  { kode_barcode: 'AAAA0001', nama_barang: 'CINCIN A', berat: '2.250' },
  { kode_barcode: 'AAAA0002', nama_barang: 'CINCIN B', berat: '1.125' },
  { kode_barcode: 'AAAA0003', nama_barang: 'GELANG C', berat: '5.000' },
];
const kiriman = {
  no_kirim: NO_KIRIM,
  tgl_kirim: '2026-11-27',
  kode_toko: 'T01',
  nama_toko: 'KENCANA PUSAT',
  tujuan: 'T02',
  nama_tujuan: 'KENCANA CABANG 2',
  status: 'DIKIRIM',
  qty: 3,
  berat: '8.375',
  qty_terima: 0,
  berat_terima: '0.000',
  lama_transit_hari: 1,
};
const detailRow = (g: (typeof goods)[number]) => ({
  ...g,
  kode_group: '17K',
  kode_dept: 'CIN17',
  tipe_barang: 'A',
  kode_gudang: 'TR',
  kode_baki: 'TRANSIT',
  status: 'TRANSIT',
  no_terima: '',
  kode_baki_terima: '',
  tgl_terima: '',
});

let posted: { body: Record<string, unknown>; key: string | null }[];
/** Answers of POST terima-barang, in order (then success). */
let refusals: Response[];
/** Resolves the pending POST terima-barang (so a test can press again while it runs). */
let release: () => void;

function server(url: string, init?: RequestInit): Response | Promise<Response> {
  const path = new URL(url, 'http://localhost').pathname.replace('/api/v1/', '');
  const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
  if (path === 'terima-barang/kiriman') return jsonResponse({ data: [kiriman] });
  if (path === `terima-barang/kiriman/${NO_KIRIM}`) return jsonResponse({ data: { kiriman, detail_barang: goods.map(detailRow) } });
  if (path === 'terima-barang/cek') {
    const scanned = (body.detail_barang as string[] | undefined) ?? [];
    return jsonResponse({
      data: {
        cocok: goods.filter((g) => scanned.includes(g.kode_barcode)),
        tidak_ada_di_kiriman: scanned.filter((code) => !goods.some((g) => g.kode_barcode === code)),
        sudah_diterima: [],
        belum_discan: goods.filter((g) => !scanned.includes(g.kode_barcode)),
      },
    });
  }
  if (path === 'terima-barang' && init?.method === 'POST') {
    posted.push({ body, key: new Headers(init.headers).get('Idempotency-Key') });
    const refusal = refusals.shift();
    if (refusal) return refusal;
    const scanned = body.semua ? goods.map((g) => g.kode_barcode) : (body.detail_barang as string[]);
    const diterima = goods.filter((g) => scanned.includes(g.kode_barcode));
    return new Promise<Response>((resolve) => {
      release = () =>
        resolve(
          jsonResponse({
            message: MESSAGES.dataBerhasilDisimpan,
            no_terima: NO_TERIMA,
            data: { status: body.semua ? 'DITERIMA' : 'SEBAGIAN', diterima, belum_diterima: [] },
          }),
        );
    });
  }
  if (path === 'baki/get/all')
    return jsonResponse({
      data: [{ kode_baki: 'KC02C', nama_baki: 'BAKI CINCIN', kode_gudang: 'KC', kode_toko: 'T02', berat_baki: '0.000', is_active: true }],
    });
  return jsonResponse({ data: [] });
}

beforeEach(() => {
  localStorage.clear();
  saveSession('test-token', kasirSession({ menu: [{ menu_name: '/dashboard' }, { menu_name: '/terima-barang' }] }));
  posted = [];
  refusals = [];
  release = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => server(String(input), init)),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function openShipment() {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <TerimaKirimanPanel />
    </AppProviders>,
  );
  fireEvent.click(await screen.findByText(NO_KIRIM, {}, { timeout: 10_000 }));
  return await screen.findByRole('table', { name: 'Barang Kiriman' });
}

async function chooseBaki() {
  const select = screen.getByRole('combobox', { name: /^Baki Tujuan/ });
  await waitFor(() => expect((select as HTMLInputElement).disabled).toBe(false));
  fireEvent.click(select);
  fireEvent.click(await screen.findByRole('option', { name: /^KC02C/, hidden: true }));
}

async function scan(table: HTMLElement, ...codes: string[]) {
  for (const code of codes) fireEvent.change(screen.getByLabelText('Scan Barcode'), { target: { value: code } });
  await waitFor(() => expect(within(table).getAllByText('COCOK')).toHaveLength(codes.length));
}

describe('Terima Kiriman', () => {
  it("refuses with the contract's text before anything is sent when no tray is chosen", async () => {
    const table = await openShipment();
    await scan(table, 'AAAA0001');
    fireEvent.click(screen.getByRole('button', { name: 'Terima Yang Discan (1)' }));
    expect(await screen.findByText(MESSAGES.kodeBakiHarusDipilih)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted).toHaveLength(0);
  }, 30_000);

  it('asks with pieces and grams (Esc cancels), posts once however often pressed, and shows the receipt number', async () => {
    const table = await openShipment();
    await chooseBaki();
    await scan(table, 'AAAA0001', 'AAAA0002');
    const terima = screen.getByRole('button', { name: 'Terima Yang Discan (2)' });

    // Two presses: one question (the guard holds from the first press on).
    fireEvent.click(terima);
    fireEvent.click(terima);
    const question = await screen.findByRole('dialog');
    expect(within(question).getByText(konfirmasiTerimaBarang(2, 'KC02C'))).toBeTruthy();
    expect(within(question).getByTestId('konfirmasi-ringkasan').textContent).toBe('Jumlah Barang2 pcsBerat3.375 gr');
    const ok = within(question).getByRole('button', { name: 'OK' });
    await waitFor(() => expect(document.activeElement).toBe(ok));
    fireEvent.keyDown(ok, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toHaveLength(0);

    // Again, OK: one request; pressing while it runs sends nothing more.
    fireEvent.click(terima);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(screen.getByRole('button', { name: MESSAGES.sedangMenyimpan })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.sedangMenyimpan }));
    fireEvent.click(screen.getByRole('button', { name: 'Terima Semua' }));
    release();
    expect(posted[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(posted[0]!.body).toEqual({ no_kirim: NO_KIRIM, kode_baki: 'KC02C', semua: false, detail_barang: ['AAAA0002', 'AAAA0001'] });
    expect((await screen.findByTestId('hasil-dokumen')).textContent).toBe(`No Terima ${NO_TERIMA} · 2 pcs · 3.375 gr`);
    // No second question came up from the presses while saving, and nothing more was sent.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toHaveLength(1);
  }, 30_000);

  it('retries a refused receipt with the same Idempotency-Key and keeps the receipt shown once the shipment leaves the list', async () => {
    refusals = [jsonResponse({ message: MESSAGES.kirimanSudahDiterima }, 409)];
    await openShipment();
    await chooseBaki();
    const semua = screen.getByRole('button', { name: 'Terima Semua' });
    const receiveAll = async () => {
      fireEvent.click(semua);
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    };
    await receiveAll();
    expect(await screen.findByText(MESSAGES.kirimanSudahDiterima)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await receiveAll();
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]!.key).toBe(posted[0]!.key);
    expect(posted[1]!.body).toMatchObject({ semua: true, kode_baki: 'KC02C' });
    release();
    // Received whole: the shipment's form closes, the receipt stays shown above the list.
    expect((await screen.findByTestId('hasil-dokumen')).textContent).toBe(`No Terima ${NO_TERIMA} · 3 pcs · 8.375 gr`);
  }, 30_000);
});
