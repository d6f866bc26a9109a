import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, ownerSession, renderApp, stubServer } from '../../app/test-helpers.tsx';

// The buy-back screen: the nota field takes the scan on open; a nota's number + Enter fills the line from the
// sale (read-only, the barcode linked); nothing is sent while the seller's NIK is missing.
const NOTA = { no_faktur_jual: 'FJ-T01-261124-0001', kode_barcode: 'ABCD1234', nama_barang: 'CINCIN NOTA', kode_group: '17K', kode_dept: 'CIN17', berat: '2.500', kadar: '75', dibeli_kembali: false };

const posted: string[] = [];
function server(url: string, init?: RequestInit): Response {
  const method = init?.method ?? 'GET';
  if (method === 'GET' && url.startsWith('/api/v1/pembelian/nota')) return jsonResponse({ message: 'ok', data: [NOTA] });
  if (method === 'POST') {
    posted.push(url);
    return jsonResponse({ message: 'Not Found' }, 404);
  }
  return jsonResponse({ data: [] });
}

beforeEach(() => {
  localStorage.clear();
  posted.length = 0;
  stubServer(ownerSession(), server);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Transaksi Pembelian', () => {
  it('fills a line from our own nota and refuses to save without the NIK', async () => {
    renderApp('/transaksi-pembelian', ownerSession());
    const nota = await screen.findByTestId('kode-nota', undefined, { timeout: 8000 });
    await waitFor(() => expect(document.activeElement).toBe(nota));
    fireEvent.change(nota, { target: { value: NOTA.no_faktur_jual } });
    fireEvent.keyDown(nota, { key: 'Enter' });
    await waitFor(() => expect((screen.getByLabelText('Nama Barang') as HTMLInputElement).value).toBe('CINCIN NOTA'));
    expect((screen.getByLabelText('Nama Barang') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText(`Dari Nota ${NOTA.no_faktur_jual}`)).toBeTruthy();
    fireEvent.click(screen.getByTestId('simpan'));
    expect(await screen.findByText('No KTP Tidak Boleh Kosong')).toBeTruthy();
    expect(posted).toEqual([]);
  }, 20_000);
});
