import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@kencana/core';
import { jsonResponse, ownerSession, renderApp, stubServer } from '../../app/test-helpers.tsx';

// /validasi-terima-stock: KB by default; Validasi disabled until a search answers; a type change clears the
// list and the selection; the selection is held in browser storage; the confirm call names the ticked shipments.
const ROW = {
  no_kirim_bos: 'KB-T02-261124-0001',
  no_kirim_stock: 'KB-T02-261124-0001',
  jenis: 'KB',
  tgl_system: '2026-11-24',
  kode_toko: 'T02',
  kode_lokasi_toko: 'KC02A',
  kode_group: '17K',
  kode_dept: 'CIN17',
  kode_labeling: '-',
  qty: 2,
  qty_input: 0,
  qty_sisa: 2,
  berat: '7.500',
  berat_input: '0.000',
  berat_sisa: '7.500',
  harga_total: 11_400_000,
  status: 'OPEN',
  validasi: false,
};

const calls: { url: string; method: string; body: unknown }[] = [];
function server(url: string, init?: RequestInit): Response {
  const method = init?.method ?? 'GET';
  calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  if (method === 'POST' && url.startsWith('/api/v1/kirim-barang-bos'))
    return jsonResponse({ message: MESSAGES.dataValidasiTersedia, data: [ROW] });
  if (method === 'POST' && url.startsWith('/api/v1/validasi-terima-stock/validasi-bos'))
    return jsonResponse({
      message: MESSAGES.validasiTerimaStockBerhasil,
      data: [{ no_kirim: ROW.no_kirim_bos, tgl_validasi: '2026-11-24' }],
    });
  if (method === 'GET') return jsonResponse({ data: [] });
  return jsonResponse({ message: 'Not Found' }, 404);
}

beforeEach(() => {
  localStorage.clear();
  calls.length = 0;
  stubServer(ownerSession(), server);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Validasi Terima Stock', () => {
  it('searches KB, confirms the ticked shipment, and clears on a type change', async () => {
    renderApp('/validasi-terima-stock', ownerSession());
    // A text query while the lazy screen loads (a role query walks the whole tree on every change).
    await screen.findByText('Grand Total: Rp. 0', {}, { timeout: 45_000 });
    const validasi = screen.getByRole('button', { name: 'Validasi' });
    expect((validasi as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('No Kirim'), { target: { value: 'kb-t02' } });
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.cariData }));
    expect(await screen.findByText(ROW.no_kirim_bos, {}, { timeout: 8000 })).toBeTruthy();
    expect(calls.find((c) => c.url.startsWith('/api/v1/kirim-barang-bos'))?.body).toMatchObject({
      no_kirim_bos: 'KB-T02',
      jenis: 'VALIDASI',
    });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Validasi' }) as HTMLButtonElement).disabled).toBe(false));

    fireEvent.click(screen.getAllByRole('checkbox').at(-1)!);
    await waitFor(() =>
      expect(localStorage.getItem('kencana.draft.validasi-terima-stock')).toContain(`"selected":["${ROW.no_kirim_bos}"]`),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Validasi' }));
    // The question first, with what will be validated; nothing is sent before OK.
    const question = await screen.findByRole('dialog');
    expect(within(question).getByText('Validasi Terima Stock Ini?')).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith('/api/v1/validasi-terima-stock/validasi-bos'))).toBe(false);
    fireEvent.click(within(question).getByRole('button', { name: 'OK' }));
    expect((await screen.findAllByText(MESSAGES.validasiTerimaStockBerhasil, {}, { timeout: 8000 })).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.url.startsWith('/api/v1/validasi-terima-stock/validasi-bos'))?.body).toEqual({
      no_kirim_bosses: [ROW.no_kirim_bos],
    });
    await waitFor(() => expect(screen.queryByText(ROW.no_kirim_bos)).toBeNull());

    // Search again, then switch to KC: list and selection cleared, Validasi disabled.
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.cariData }));
    expect(await screen.findByText(ROW.no_kirim_bos, {}, { timeout: 8000 })).toBeTruthy();
    fireEvent.click(screen.getByText('KC - Kirim Labeling'));
    await waitFor(() => expect(screen.queryByText(ROW.no_kirim_bos)).toBeNull());
    expect((screen.getByRole('button', { name: 'Validasi' }) as HTMLButtonElement).disabled).toBe(true);
  }, 90_000);
});
