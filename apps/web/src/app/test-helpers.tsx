// Helpers for the web tests of the app shell: sessions, a fetch stub and the router in memory.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { addDays, type SessionData } from '@kencana/core';
import { saveSession, storeToday } from '../lib/session.ts';
import { AppProviders, createQueryClient } from './providers.tsx';
import { appRoutes } from './router.tsx';

export function ownerSession(overrides: Partial<SessionData> = {}): SessionData {
  return {
    user_id: 'owner',
    user_name: 'Pemilik Toko',
    kode_toko: 'T01',
    nama_toko: 'KENCANA PUSAT',
    alamat_toko: 'Jl. Merdeka 1',
    tgl_system: storeToday(),
    level: 'OWN',
    menu: [],
    ...overrides,
  };
}

/** The kasir of store T02: a short menu without the master screens. */
export function kasirSession(overrides: Partial<SessionData> = {}): SessionData {
  return ownerSession({
    user_id: 'kasir',
    user_name: 'Kasir Dua',
    kode_toko: 'T02',
    nama_toko: 'KENCANA CABANG 2',
    level: 'KASIR',
    menu: [{ menu_name: '/dashboard' }, { menu_name: '/data-barang' }, { menu_name: '/validasi-hutang' }],
    ...overrides,
  });
}

export const yesterday = (): string => addDays(storeToday(), -1);

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Stubs fetch: users/me answers with the session; anything else with `other` (default 404). */
export function stubServer(session: SessionData, other?: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/api/v1/users/me')) return jsonResponse({ data: session });
    if (other) return other(url, init);
    return jsonResponse({ message: 'Not Found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Signs the session in (token, data, today's login flag) and renders the app's routes at a path. */
export function renderApp(path: string, session: SessionData | null) {
  if (session) saveSession('test-token', session);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const utils = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}
