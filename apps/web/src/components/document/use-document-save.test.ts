import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '@kencana/core';
import { ApiError } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { confirmDocument } from './confirm-document.tsx';
import { useDocumentSave, type DocumentResultValue } from './use-document-save.ts';

vi.mock('../../lib/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
vi.mock('./confirm-document.tsx', () => ({ confirmDocument: vi.fn(async () => true) }));

const WRITTEN: DocumentResultValue = { message: 'Data Berhasil Disimpan', no_dokumen: 'PB-0001', qty: 2, berat: '3.500' };

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(confirmDocument).mockResolvedValue(true);
});

describe('useDocumentSave', () => {
  it('shows the written document and its message, and stays busy until the reload after it is done', async () => {
    const { result } = renderHook(() => useDocumentSave());
    let finishReload: () => void = () => undefined;
    const reload = new Promise<void>((resolve) => (finishReload = resolve));
    let saved: Promise<boolean> = Promise.resolve(false);
    act(() => {
      saved = result.current.saveDocument(
        async () => WRITTEN,
        () => reload,
      );
    });
    await vi.waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Data Berhasil Disimpan'));
    expect(result.current.saving).toBe(true);
    await act(async () => {
      finishReload();
      await saved;
    });
    expect(result.current.saving).toBe(false);
    expect(result.current.result).toEqual(WRITTEN);
    expect(notifyError).not.toHaveBeenCalled();
    act(() => result.current.clearResult());
    expect(result.current.result).toBeNull();
  });

  it("shows the server's text of a refusal, or the fallback when there is none, and keeps the last document", async () => {
    const { result } = renderHook(() => useDocumentSave());
    await act(() => result.current.saveDocument(async () => WRITTEN));
    await act(() => result.current.saveDocument(() => Promise.reject(new ApiError(400, 'Kode Baki Harus Dipilih'))));
    await act(() => result.current.saveDocument(() => Promise.reject(new Error('network'))));
    expect(vi.mocked(notifyError).mock.calls).toEqual([['Kode Baki Harus Dipilih'], [MESSAGES.terjadiKesalahanSaatMengirimData]]);
    expect(result.current.result).toEqual(WRITTEN);
    expect(result.current.saving).toBe(false);
  });

  it("uses the screen's own fallback text, and reports a failed reload like a failed save", async () => {
    const { result } = renderHook(() => useDocumentSave(MESSAGES.stockOpnameGagalSilahkanCobaLagi));
    await act(() =>
      result.current.saveDocument(
        async () => WRITTEN,
        () => Promise.reject(new Error('reload')),
      ),
    );
    expect(notifySuccess).toHaveBeenCalledWith('Data Berhasil Disimpan');
    expect(notifyError).toHaveBeenCalledWith(MESSAGES.stockOpnameGagalSilahkanCobaLagi);
    expect(result.current.saving).toBe(false);
  });

  it('ignores a second save while the first runs, synchronously (two presses in one tick write once)', async () => {
    const { result } = renderHook(() => useDocumentSave());
    let finish: (value: DocumentResultValue) => void = () => undefined;
    const write = vi.fn(() => new Promise<DocumentResultValue>((resolve) => (finish = resolve)));
    let first: Promise<boolean> = Promise.resolve(false);
    let second: Promise<boolean> = Promise.resolve(true);
    act(() => {
      first = result.current.saveDocument(write);
      second = result.current.saveDocument(write);
    });
    await expect(second).resolves.toBe(false);
    await vi.waitFor(() => expect(write).toHaveBeenCalledTimes(1));
    await act(async () => {
      finish(WRITTEN);
      await first;
    });
    await expect(first).resolves.toBe(true);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('sends one key per filled form: the same key on a retry after a failure, a new one after a success', async () => {
    const { result } = renderHook(() => useDocumentSave());
    const keys: string[] = [];
    const failing = async (key: string): Promise<DocumentResultValue> => {
      keys.push(key);
      throw new ApiError(400, 'Sales Harus Dipilih');
    };
    const writing = async (key: string) => {
      keys.push(key);
      return WRITTEN;
    };
    await act(() => result.current.saveDocument(failing));
    await act(() => result.current.saveDocument(writing));
    await act(() => result.current.saveDocument(writing));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
  });

  it("checks the body with the contract's schema first and shows its message; nothing is asked or written", async () => {
    const schema = z.object({ kode_sales: z.string().min(1, { message: 'Sales Harus Dipilih' }) });
    const { result } = renderHook(() => useDocumentSave());
    const write = vi.fn(async () => WRITTEN);
    let saved = true;
    await act(async () => {
      saved = await result.current.submit({ schema, body: { kode_sales: '' }, confirm: { message: 'Simpan?' }, write });
    });
    expect(saved).toBe(false);
    expect(notifyError).toHaveBeenCalledWith('Sales Harus Dipilih');
    expect(confirmDocument).not.toHaveBeenCalled();
    expect(write).not.toHaveBeenCalled();
  });

  it('says what must be chosen first (before) ahead of any field of the body, and writes nothing', async () => {
    const schema = z.object({ kode_member: z.string().min(1, { message: 'Kode Member Harus Diisi' }) });
    const { result } = renderHook(() => useDocumentSave());
    const write = vi.fn(async () => WRITTEN);
    await act(() => result.current.submit({ before: () => 'Pilih Member Dulu', schema, body: { kode_member: '' }, write }));
    expect(vi.mocked(notifyError).mock.calls).toEqual([['Pilih Member Dulu']]);
    expect(write).not.toHaveBeenCalled();
    // Once chosen, the body's own rules speak.
    await act(() => result.current.submit({ before: () => null, schema, body: { kode_member: '' }, write }));
    expect(notifyError).toHaveBeenLastCalledWith('Kode Member Harus Diisi');
  });

  it('asks before writing and writes the parsed body; Tidak writes nothing and frees the button', async () => {
    const schema = z.object({ kode_sales: z.string().transform((v) => v.toUpperCase()) });
    const { result } = renderHook(() => useDocumentSave());
    const write = vi.fn(async (_key: string, _body: { kode_sales: string }) => WRITTEN);
    vi.mocked(confirmDocument).mockResolvedValueOnce(false);
    await act(() => result.current.submit({ schema, body: { kode_sales: 's001' }, confirm: { message: 'Simpan?' }, write }));
    expect(write).not.toHaveBeenCalled();
    expect(result.current.saving).toBe(false);
    await act(() => result.current.submit({ schema, body: { kode_sales: 's001' }, confirm: { message: 'Simpan?' }, write }));
    expect(confirmDocument).toHaveBeenCalledTimes(2);
    expect(write.mock.calls[0]?.[1]).toEqual({ kode_sales: 'S001' });
  });

  it("refuses with the screen's own rule (one the contract cannot hold) after the schema", async () => {
    const { result } = renderHook(() => useDocumentSave());
    const write = vi.fn(async () => WRITTEN);
    await act(() => result.current.submit({ check: () => 'Jumlah Pembayaran Kurang', write }));
    expect(notifyError).toHaveBeenCalledWith('Jumlah Pembayaran Kurang');
    expect(write).not.toHaveBeenCalled();
  });

  it("asks a question built from the server's figures when it is a function; null stops without asking or writing", async () => {
    const { result } = renderHook(() => useDocumentSave());
    const write = vi.fn(async () => WRITTEN);
    await act(() => result.current.submit({ confirm: async () => null, write }));
    expect(confirmDocument).not.toHaveBeenCalled();
    expect(write).not.toHaveBeenCalled();
    expect(result.current.saving).toBe(false);
    await act(() => result.current.submit({ confirm: async () => ({ message: 'Hilang 1, Lebih 0?' }), write }));
    expect(confirmDocument).toHaveBeenCalledWith({ message: 'Hilang 1, Lebih 0?' });
    expect(write).toHaveBeenCalledTimes(1);
  });
});
