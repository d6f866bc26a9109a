import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { authApi, endpoint, MESSAGES, SIGNED_IN } from '@kencana/core';
import { AppProviders } from '../app/providers.tsx';
import { jsonResponse, ownerSession } from '../app/test-helpers.tsx';
import { ApiError, ConnectionError, buildUrl, callApi, confirmReactivate, isDeletedAnswer } from './api.ts';
import { browser } from './browser.ts';
import { STORAGE_KEYS, getToken, saveSession } from './session.ts';

const getBaki = endpoint({
  method: 'GET',
  path: 'baki/get/by-kode-baki/:kode',
  query: z.object({ limit: z.coerce.number().optional(), kode_toko: z.string().optional() }),
  response: z.object({ data: z.array(z.object({ kode_baki: z.string() })) }),
  access: SIGNED_IN,
});

function renderProviders() {
  return render(
    <AppProviders>
      <div />
    </AppProviders>,
  );
}

describe('callApi', () => {
  beforeEach(() => {
    localStorage.clear();
    saveSession('tok-abc', ownerSession());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('builds /api/v1 URLs with path parameters and defined query values', () => {
    expect(buildUrl(getBaki.path, { params: { kode: 'B 01/A' }, query: { limit: 100, kode_toko: undefined } })).toBe(
      '/api/v1/baki/get/by-kode-baki/B%2001%2FA?limit=100',
    );
    expect(() => buildUrl(getBaki.path, {})).toThrow(/kode/);
  });

  it('sends the bearer token and a JSON body, and answers with the parsed response', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ message: MESSAGES.passwordBerhasilDiubah }));
    vi.stubGlobal('fetch', fetchMock);

    const answer = await callApi(authApi.changePassword, { body: { password: 'a', new_password: 'bbbbbb' } });

    expect(answer.message).toBe(MESSAGES.passwordBerhasilDiubah);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/users/change-password');
    expect(init.method).toBe('PUT');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-abc');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ password: 'a', new_password: 'bbbbbb' });
  });

  it("sends an Idempotency-Key with every call that changes the books: the caller's, or a fresh one per call", async () => {
    const simpan = endpoint({
      method: 'POST',
      path: 'contoh/simpan',
      body: z.object({ a: z.number() }),
      response: z.object({ message: z.string() }),
      access: SIGNED_IN,
      changesBooks: true,
    });
    const cari = endpoint({
      method: 'POST',
      path: 'contoh/cari',
      body: z.object({ a: z.number() }),
      response: z.object({ message: z.string() }),
      access: SIGNED_IN,
    });
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => jsonResponse({ message: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    const keyOf = (call: number) => (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string>)['Idempotency-Key'];

    await callApi(simpan, { body: { a: 1 } });
    await callApi(simpan, { body: { a: 1 } });
    await callApi(simpan, { body: { a: 1 } }, { idempotencyKey: 'form-key-0001' });
    await callApi(cari, { body: { a: 1 } });
    expect(keyOf(0)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(1)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(1)).not.toBe(keyOf(0));
    expect(keyOf(2)).toBe('form-key-0001');
    expect(keyOf(3)).toBeUndefined();
  });

  it('rejects after the timeout and shows one blocking "Gagal Terhubung Ke Server" dialog', async () => {
    renderProviders();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);

    const first = callApi(authApi.me, undefined, { timeoutMs: 30 });
    const second = callApi(authApi.me, undefined, { timeoutMs: 30 });
    await expect(first).rejects.toBeInstanceOf(ConnectionError);
    await expect(second).rejects.toMatchObject({ reason: 'timeout' });

    expect(await screen.findByText(MESSAGES.gagalTerhubungKeServer)).toBeTruthy();
    expect(screen.getByText(MESSAGES.silahkanCobaLagi)).toBeTruthy();
    expect(screen.getAllByText(MESSAGES.gagalTerhubungKeServer)).toHaveLength(1);
    // Blocking: no close button, Escape does nothing.
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.getByText(MESSAGES.gagalTerhubungKeServer)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: MESSAGES.cobaLagi }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("ends the session on 401 'Invalid Token.' and goes back to '/'", async () => {
    localStorage.setItem('kencana.draft', 'x');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: MESSAGES.invalidToken }, 401)),
    );
    const goTo = vi.spyOn(browser, 'goTo').mockImplementation(() => undefined);

    await expect(callApi(authApi.me)).rejects.toMatchObject({ status: 401, message: MESSAGES.invalidToken });

    expect(getToken()).toBeNull();
    expect(localStorage.getItem('kencana.draft')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.loginFlag)).toBe('false');
    expect(goTo).toHaveBeenCalledWith('/');
  });

  it('leaves the session alone for a 401 when handleUnauthorized is false', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: MESSAGES.invalidToken }, 401)),
    );
    const goTo = vi.spyOn(browser, 'goTo').mockImplementation(() => undefined);

    await expect(callApi(authApi.me, undefined, { handleUnauthorized: false })).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBe('tok-abc');
    expect(goTo).not.toHaveBeenCalled();
  });

  it('throws ApiError with the server message, or the body text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: MESSAGES.passwordLamaSalah }, 422)),
    );
    await expect(callApi(authApi.changePassword, { body: { password: 'lama', new_password: 'baru-123' } })).rejects.toMatchObject({
      name: 'ApiError',
      status: 422,
      message: MESSAGES.passwordLamaSalah,
    });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad Gateway', { status: 502 })),
    );
    await expect(callApi(authApi.me)).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' });
    expect(getToken()).toBe('tok-abc');
  });
});

describe('deleted records', () => {
  it('recognises a DELETED answer', () => {
    expect(isDeletedAnswer('Data Sudah Ada Dengan Status DELETED')).toBe(true);
    expect(isDeletedAnswer('Data Berhasil Disimpan')).toBe(false);
    expect(isDeletedAnswer(undefined)).toBe(false);
  });

  it("confirmReactivate shows 'Warning !!!' with the server text and resolves per button", async () => {
    renderProviders();
    const yes = confirmReactivate('Atribut CINCIN DELETED');
    expect(await screen.findByText(MESSAGES.warning)).toBeTruthy();
    expect(screen.getByText('Atribut CINCIN DELETED')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.aktifkan }));
    await expect(yes).resolves.toBe(true);

    const no = confirmReactivate('Pabrik UBS DELETED');
    await screen.findByText('Pabrik UBS DELETED');
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.batal }));
    await expect(no).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByText('Pabrik UBS DELETED')).toBeNull());
  });
});
