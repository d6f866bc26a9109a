import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@kencana/core';
import { jsonResponse, ownerSession, renderApp, stubServer } from '../../app/test-helpers.tsx';

// Data Users' Buka Kunci Login: asks, then calls the unlock endpoint with the user id.
const calls: Array<{ method: string; url: string }> = [];

function server(url: string, init?: RequestInit): Response {
  const method = init?.method ?? 'GET';
  calls.push({ method, url });
  if (method === 'GET' && url.startsWith('/api/v1/users/get/all'))
    return jsonResponse({ data: [{ user_id: 'kasir', user_name: 'KASIR BANDUNG', level: 'KASIR', kode_toko: 'T02', is_active: true }] });
  if (method === 'GET' && url.startsWith('/api/v1/tokos'))
    return jsonResponse({ data: [{ _id: 'T02', kode_toko: 'T02', nama_toko: 'KENCANA BANDUNG', alamat_toko: '-', is_active: true }] });
  if (method === 'GET') return jsonResponse({ data: [] });
  if (method === 'PUT' && url === '/api/v1/users/unlock-login/by-user-id/kasir')
    return jsonResponse({ message: MESSAGES.kunciLoginDibuka });
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

describe('Data Users: Buka Kunci Login', () => {
  it('asks first, then lifts the user’s login lock on the server and says so', async () => {
    renderApp('/data-users', ownerSession());
    fireEvent.click(await screen.findByLabelText(`${MESSAGES.bukaKunciLogin} kasir`, {}, { timeout: 8000 }));
    expect(await screen.findByText(MESSAGES.konfirmasiBukaKunciLogin)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.ok }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method !== 'GET')).toEqual([{ method: 'PUT', url: '/api/v1/users/unlock-login/by-user-id/kasir' }]),
    );
    expect(await screen.findByText(MESSAGES.kunciLoginDibuka)).toBeTruthy();
  }, 20_000);
});
