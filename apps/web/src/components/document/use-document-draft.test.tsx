import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '@kencana/core';
import { notifyError } from '../../lib/notify.ts';
import { acceptContract, checkContract, contractErrors, contractMessage } from './contract-check.ts';
import { useDocumentDraft, useLeaveGuard } from './use-document-draft.ts';

vi.mock('../../lib/notify.ts', async (original) => ({ ...(await original<object>()), notifyError: vi.fn() }));

const FormSchema = z.object({ nama: z.string(), bayar: z.array(z.string()) });
type Form = z.infer<typeof FormSchema>;
const EMPTY: Form = { nama: '', bayar: [] };

afterEach(() => localStorage.clear());

describe('useDocumentDraft', () => {
  it('survives a reload (a new mount over the same storage) and is gone after clear()', () => {
    const first = renderHook(() => useDocumentDraft('contoh', EMPTY, FormSchema));
    expect(first.result.current.dirty).toBe(false);
    act(() => first.result.current.set({ nama: 'IBU SARI', bayar: ['1000000'] }));
    expect(first.result.current.dirty).toBe(true);
    // A reload: the page goes without unmounting; the next page reads the stored draft.
    const stored = localStorage.getItem('kencana.draft.contoh');
    expect(stored).toBe(JSON.stringify({ nama: 'IBU SARI', bayar: ['1000000'] }));
    const second = renderHook(() => useDocumentDraft('contoh', EMPTY, FormSchema));
    expect(second.result.current.value).toEqual({ nama: 'IBU SARI', bayar: ['1000000'] });
    act(() => second.result.current.clear());
    expect(second.result.current.value).toEqual(EMPTY);
    expect(localStorage.getItem('kencana.draft.contoh')).toBeNull();
  });

  it('drops a stored draft that no longer reads as the form', () => {
    localStorage.setItem('kencana.draft.contoh', JSON.stringify({ nama: 5 }));
    const { result } = renderHook(() => useDocumentDraft('contoh', EMPTY, FormSchema));
    expect(result.current.value).toEqual(EMPTY);
  });
});

function Screen() {
  const draft = useDocumentDraft('contoh', EMPTY, FormSchema);
  useLeaveGuard(draft.dirty);
  return (
    <>
      <input aria-label="Nama" value={draft.value.nama} onChange={(e) => draft.set({ ...draft.value, nama: e.currentTarget.value })} />
      <Link to="/lain">Lain</Link>
    </>
  );
}

function renderScreen() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Screen /> },
      { path: '/lain', element: <p>Halaman Lain</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <MantineProvider env="test">
      <ModalsProvider>
        <RouterProvider router={router} />
      </ModalsProvider>
    </MantineProvider>,
  );
  return router;
}

describe('useLeaveGuard', () => {
  it('leaves an empty form without a question', async () => {
    renderScreen();
    fireEvent.click(screen.getByRole('link', { name: 'Lain' }));
    expect(await screen.findByText('Halaman Lain')).toBeTruthy();
  });

  it('asks before leaving a filled form: Tidak stays with the input, OK leaves and drops the draft', async () => {
    renderScreen();
    fireEvent.change(screen.getByLabelText('Nama'), { target: { value: 'IBU SARI' } });
    fireEvent.click(screen.getByRole('link', { name: 'Lain' }));
    expect(await screen.findByText(MESSAGES.dataBelumDisimpan)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tidak' }));
    await waitFor(() => expect(screen.queryByText(MESSAGES.dataBelumDisimpan)).toBeNull());
    expect((screen.getByLabelText('Nama') as HTMLInputElement).value).toBe('IBU SARI');
    fireEvent.click(screen.getByRole('link', { name: 'Lain' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Halaman Lain')).toBeTruthy();
    expect(localStorage.getItem('kencana.draft.contoh')).toBeNull();
  });
});

describe('contract checks', () => {
  const Line = z.object({
    kode_barcode: z.string().min(8, { message: 'Kode Barcode Minimal 8 Karakter' }),
    berat: z.string().regex(/^\d+(\.\d{1,3})?$/, { message: 'Berat Tidak Valid' }),
  });
  const Body = z.object({ detail: z.array(Line).min(1, { message: 'Data Barang Tidak Boleh Kosong' }) });

  it("answers the schema's first message and where it is, or the parsed value", () => {
    expect(checkContract(Body, { detail: [] })).toEqual({ ok: false, message: 'Data Barang Tidak Boleh Kosong', path: ['detail'] });
    expect(checkContract(Body, { detail: [{ kode_barcode: 'ABCD1234', berat: '1.5' }] })).toEqual({
      ok: true,
      data: { detail: [{ kode_barcode: 'ABCD1234', berat: '1.5' }] },
    });
    expect(contractMessage(Line, { kode_barcode: 'ABCD1234', berat: '3.25.1' })).toBe('Berat Tidak Valid');
    expect(contractMessage(Line, { kode_barcode: 'ABCD1234', berat: '3.25' })).toBeNull();
  });

  it('names every refused field by its path', () => {
    expect(contractErrors(Body, { detail: [{ kode_barcode: 'ABC', berat: 'x' }] })).toEqual({
      'detail.0.kode_barcode': 'Kode Barcode Minimal 8 Karakter',
      'detail.0.berat': 'Berat Tidak Valid',
    });
  });

  it("takes a value only when the contract accepts it, and otherwise shows the schema's message once", () => {
    vi.mocked(notifyError).mockClear();
    expect(acceptContract(Line, { kode_barcode: 'ABCD1234', berat: '3.25.1' })).toBeNull();
    expect(vi.mocked(notifyError).mock.calls).toEqual([['Berat Tidak Valid']]);
    expect(acceptContract(Line, { kode_barcode: 'ABCD1234', berat: '3.25' })).toEqual({ kode_barcode: 'ABCD1234', berat: '3.25' });
    expect(notifyError).toHaveBeenCalledTimes(1);
  });
});
