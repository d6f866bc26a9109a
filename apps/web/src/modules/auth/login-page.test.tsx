// The login page: Enter signs in (the one form where it does), and after a close of day it tells the new
// business date.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, ownerSession, renderApp } from '../../app/test-helpers.tsx';
import { STORAGE_KEYS } from '../../lib/session.ts';
import { readClosedStore, rememberClosedStore } from '../../lib/closed-store-note.ts';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith('/api/v1/users/login')) return jsonResponse({ token: 'new-token', data: ownerSession() });
    if (url.startsWith('/api/v1/users/me')) return jsonResponse({ data: ownerSession() });
    return jsonResponse({ message: 'Not Found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoginPage', { timeout: 20_000 }, () => {
  it('lets Enter submit the login form', async () => {
    renderApp('/', null);
    const userId = await screen.findByLabelText('User ID', {}, { timeout: 8000 });
    const password = screen.getByLabelText('Password', { selector: 'input' });
    fireEvent.change(userId, { target: { value: 'owner' } });
    fireEvent.change(password, { target: { value: 'owner123' } });
    // Enter is not cancelled, so the browser's implicit submission happens.
    expect(fireEvent.keyDown(userId, { key: 'Enter' })).toBe(true);
    expect(fireEvent.keyDown(password, { key: 'Enter' })).toBe(true);
    fireEvent.submit(password.closest('form')!);
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/v1/users/login'))).toBe(true), {
      timeout: 8000,
    });
  });

  it('after a close of day: says the store was closed and gives the new business date, until someone signs in', async () => {
    rememberClosedStore({ nama_toko: 'KENCANA PUSAT', tgl_system_baru: '2026-03-10' });
    renderApp('/', null);
    const note = await screen.findByTestId('login-closed-store', {}, { timeout: 8000 });
    expect(note.textContent).toBe('Toko Telah Ditutup. Tanggal System Baru: 2026-03-10. Silahkan Login Kembali.');
    fireEvent.change(screen.getByLabelText('User ID'), { target: { value: 'owner' } });
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'owner123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(readClosedStore()).toBeNull(), { timeout: 8000 });
  });

  it('signs out a stored session that fails its contract (the first load checks only its shape)', async () => {
    // Shaped like a session, but with a level no version ever had: the signed-in frame refuses it.
    const { router } = renderApp('/dashboard', ownerSession({ level: 'RAJA' as never }));
    await screen.findByLabelText('User ID', {}, { timeout: 8000 });
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.loginFlag)).toBe('false');
  });

  it('shows no note on an ordinary visit', async () => {
    renderApp('/', null);
    await screen.findByLabelText('User ID', {}, { timeout: 8000 });
    expect(screen.queryByTestId('login-closed-store')).toBeNull();
  });
});
