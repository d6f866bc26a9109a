import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@kencana/core';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { jsonResponse, ownerSession } from '../../app/test-helpers.tsx';
import { saveSession } from '../../lib/session.ts';
import HakAksesPage from './hak-akses-page.tsx';

// /hak-akses-users lists the users to choose from (with level and store) until one is chosen.
const calls: string[] = [];

function server(url: string, init?: RequestInit): Response {
  const method = init?.method ?? 'GET';
  calls.push(`${method} ${url}`);
  if (method === 'GET' && url.startsWith('/api/v1/users/get/all'))
    return jsonResponse({
      data: [
        { user_id: 'kasir', user_name: 'KASIR BANDUNG', level: 'KASIR', kode_toko: 'T02', is_active: true },
        { user_id: 'lama', user_name: 'KASIR LAMA', level: 'KASIR', kode_toko: 'T01', is_active: false },
      ],
    });
  if (method === 'GET' && url.startsWith('/api/v1/tokos'))
    return jsonResponse({
      data: [
        { _id: 'T01', kode_toko: 'T01', nama_toko: 'KENCANA PUSAT', alamat_toko: '-', is_active: true },
        { _id: 'T02', kode_toko: 'T02', nama_toko: 'KENCANA BANDUNG', alamat_toko: '-', is_active: true },
      ],
    });
  if (method === 'GET' && url === '/api/v1/users/menus/by-user-id/kasir')
    return jsonResponse({
      data: {
        user_id: 'kasir',
        user_name: 'KASIR BANDUNG',
        level: 'KASIR',
        kode_toko: 'T02',
        is_active: true,
        menus: ['/transaksi-penjualan'],
      },
    });
  if (method === 'GET') return jsonResponse({ data: [] });
  return jsonResponse({ message: 'Not Found' }, 404);
}

beforeEach(() => {
  localStorage.clear();
  calls.length = 0;
  // Our own stub: the shared stubServer answers every path starting with users/me (users/menus too) with the session.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => server(String(input), init)),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Hak Akses Users', () => {
  it('lists the users with their level and store until one is chosen; Pilih opens that user’s menus', async () => {
    saveSession('test-token', ownerSession());
    render(
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={['/hak-akses-users']}>
          <HakAksesPage />
        </MemoryRouter>
      </AppProviders>,
    );
    const row = (await screen.findByText('KASIR BANDUNG', {}, { timeout: 15_000 })).closest('tr') as HTMLElement;
    expect(within(row).getByText('kasir')).toBeTruthy();
    expect(within(row).getByText('KASIR')).toBeTruthy();
    expect(await within(row).findByText('T02 - KENCANA BANDUNG')).toBeTruthy();
    const inactive = screen.getByText('KASIR LAMA').closest('tr') as HTMLElement;
    expect(within(inactive).getByText('NONAKTIF')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Transaksi Penjualan' })).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Pilih kasir' }));
    await waitFor(() => expect(calls).toContain('GET /api/v1/users/menus/by-user-id/kasir'));
    const menu = (await screen.findAllByRole('checkbox')).find((c) => (c as HTMLInputElement).checked && !c.hasAttribute('disabled'));
    expect(menu).toBeTruthy();
    expect(screen.queryByText('KASIR LAMA')).toBeNull();
    expect(screen.getByRole('button', { name: MESSAGES.simpan }).hasAttribute('disabled')).toBe(false);
  }, 30_000);
});
