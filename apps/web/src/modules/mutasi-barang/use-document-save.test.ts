import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@kencana/core';
import { ApiError } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import type { DocumentResultValue } from './goods-page.tsx';
import { useDocumentSave } from './use-document-save.ts';

vi.mock('../../lib/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const WRITTEN: DocumentResultValue = { message: 'Data Berhasil Disimpan', no_dokumen: 'PB-0001', qty: 2, berat: '3.500' };

beforeEach(() => vi.clearAllMocks());

describe('useDocumentSave', () => {
  it('shows the written document and its message, and stays busy until the reload after it is done', async () => {
    const { result } = renderHook(() => useDocumentSave());
    let finishReload: () => void = () => undefined;
    const reload = new Promise<void>((resolve) => (finishReload = resolve));
    let saved: Promise<void> = Promise.resolve();
    act(() => {
      saved = result.current.saveDocument(async () => WRITTEN, () => reload);
    });
    expect(result.current.saving).toBe(true);
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
    await act(() => result.current.saveDocument(async () => WRITTEN, () => Promise.reject(new Error('reload'))));
    expect(notifySuccess).toHaveBeenCalledWith('Data Berhasil Disimpan');
    expect(notifyError).toHaveBeenCalledWith(MESSAGES.stockOpnameGagalSilahkanCobaLagi);
    expect(result.current.saving).toBe(false);
  });
});
