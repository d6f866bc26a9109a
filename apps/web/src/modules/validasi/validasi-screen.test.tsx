import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type HitungKasData, type HitungKasHasil } from '@kencana/core';
import { jsonResponse, ownerSession, renderApp, stubServer, yesterday } from '../../app/test-helpers.tsx';

// The day's blind count while the store's day is behind (the store-day exception): the screen asks the
// counted money per method with no expected figure anywhere, sends the count, then shows the server's
// expected figures and differences; a difference is approved through the OWN/SU dialog, whose refusal
// stays in the dialog with the password emptied.
const METODE = ['CASH', 'TRANSFER', 'DEBIT', 'KREDIT', 'QRIS', 'MARKETPLACE'];
const WAITING: HitungKasHasil = {
  status: 'MENUNGGU_OTORISASI',
  rows: METODE.map((jenis) =>
    jenis === 'CASH'
      ? { jenis, dihitung: 1_450_000, diharapkan: 1_500_000, selisih: -50_000 }
      : { jenis, dihitung: 0, diharapkan: 0, selisih: 0 },
  ),
  no_dokumen: '',
  alasan: '',
  dihitung_oleh: 'owner',
  disetujui_oleh: '',
};
let day: HitungKasData;
let posted: unknown[] = [];

function server(url: string, init?: RequestInit): Response {
  const method = init?.method ?? 'GET';
  if (url.startsWith('/api/v1/hitung-kas/otorisasi')) {
    const body = JSON.parse(String(init?.body)) as { otorisasi: { password: string } };
    posted.push(body);
    if (body.otorisasi.password !== 'benar') return jsonResponse({ message: MESSAGES.otorisasiDitolak }, 403);
    day = { ...day, hasil: { ...WAITING, status: 'SELESAI', disetujui_oleh: 'bos', no_dokumen: 'SLK-T01-1', alasan: 'salah kembalian' } };
    return jsonResponse({ message: MESSAGES.selisihBerhasilDisetujui, data: day.hasil });
  }
  if (url.startsWith('/api/v1/hitung-kas') && method === 'GET') return jsonResponse({ data: day });
  if (url.startsWith('/api/v1/hitung-kas') && method === 'POST') {
    posted.push(JSON.parse(String(init?.body)));
    day = { ...day, hasil: WAITING };
    return jsonResponse({ message: MESSAGES.selisihPerluOtorisasi, data: WAITING });
  }
  if (method === 'GET') return jsonResponse({ data: [] });
  return jsonResponse({ message: 'Not Found' }, 404);
}

beforeEach(() => {
  localStorage.clear();
  posted = [];
  day = { kode_toko: 'T01', tgl_system: yesterday(), metode: METODE, jumlah_transaksi: 3, hasil: null };
  stubServer(ownerSession({ tgl_system: yesterday() }), server);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Hitung Kas (Validasi Penjualan)', () => {
  it('counts blind, then shows the differences and books one through the OWN/SU approval', async () => {
    renderApp('/validasi-penjualan', ownerSession({ tgl_system: yesterday() }));
    const cash = await screen.findByLabelText('Jumlah Dihitung CASH', {}, { timeout: 45_000 });
    // Blind: no expected column before the count.
    expect(screen.queryByText('Seharusnya')).toBeNull();
    fireEvent.change(cash, { target: { value: '1450000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Hitung Kas' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(posted[0]).toEqual({
        tgl_system: yesterday(),
        uang: METODE.map((jenis) => ({ jenis, jumlah: jenis === 'CASH' ? 1_450_000 : 0 })),
      }),
    );
    expect(await screen.findByText('Seharusnya')).toBeTruthy();
    expect(screen.getByText('Rp. -50,000')).toBeTruthy();
    expect(screen.getByText('MENUNGGU OTORISASI')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Minta Otorisasi OWN/SU' }));
    const dialog = await screen.findByRole('dialog', { name: 'Otorisasi OWN/SU' });
    fireEvent.change(within(dialog).getByLabelText('User ID Otorisasi'), { target: { value: 'bos' } });
    fireEvent.change(within(dialog).getByLabelText('Password Otorisasi'), { target: { value: 'salah' } });
    fireEvent.change(within(dialog).getByLabelText('Alasan'), { target: { value: 'salah kembalian' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Setujui' }));
    expect(await within(dialog).findByText(MESSAGES.otorisasiDitolak)).toBeTruthy();
    expect((within(dialog).getByLabelText('Password Otorisasi') as HTMLInputElement).value).toBe('');

    fireEvent.change(within(dialog).getByLabelText('Password Otorisasi'), { target: { value: 'benar' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Setujui' }));
    await waitFor(() =>
      expect(posted[2]).toEqual({ tgl_system: yesterday(), otorisasi: { user_id: 'bos', password: 'benar', alasan: 'salah kembalian' } }),
    );
    expect(await screen.findByText('SLK-T01-1')).toBeTruthy();
    expect(screen.getByText('SELESAI')).toBeTruthy();
  }, 90_000);
});
