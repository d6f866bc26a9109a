// Ganti Password: the new password typed twice, a mismatch refused in the form; the request carries it once.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/session.ts';
import { AppProviders, createQueryClient } from '../providers.tsx';
import { jsonResponse, ownerSession } from '../test-helpers.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  saveSession('test-token', ownerSession());
  fetchMock = vi.fn(async () => jsonResponse({ message: 'Password Berhasil Diubah' }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const field = (label: string) => screen.getByLabelText(label, { selector: 'input', exact: true });

describe('ChangePasswordDialog', { timeout: 20_000 }, () => {
  it("asks for the new password twice and refuses a mismatch with 'Konfirmasi Password Baru' in the form", async () => {
    const onClose = vi.fn();
    render(
      <AppProviders queryClient={createQueryClient()}>
        <ChangePasswordDialog opened onClose={onClose} />
      </AppProviders>,
    );
    await screen.findByRole('dialog', { name: 'Ganti Password' }, { timeout: 8000 });
    fireEvent.change(field('Password Lama'), { target: { value: 'owner123' } });
    fireEvent.change(field('Password Baru'), { target: { value: 'gelang-rantai-21' } });
    fireEvent.change(field('Konfirmasi Password Baru'), { target: { value: 'gelang-rantai-12' } });
    // A data-entry form: Enter does not submit it.
    expect(fireEvent.keyDown(field('Konfirmasi Password Baru'), { key: 'Enter' })).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Konfirmasi Password Baru Tidak Sama Dengan Password Baru', {}, { timeout: 8000 })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(field('Konfirmasi Password Baru'), { target: { value: 'gelang-rantai-21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), { timeout: 8000 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/api\/v1\/users\/change-password$/);
    expect(JSON.parse(String(init.body))).toEqual({ password: 'owner123', new_password: 'gelang-rantai-21' });
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 8000 });
  });
});
