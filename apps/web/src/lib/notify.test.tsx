import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { notifications, notificationsStore } from '@mantine/notifications';
import { MESSAGES } from '@kencana/core';
import { AppProviders, createQueryClient } from '../app/providers.tsx';
import { NOTIFY_DURATION, notifyError, notifyScanError, notifySuccess, scanErrorText } from './notify.ts';

afterEach(() => {
  act(() => notifications.clean());
});

describe('notices', () => {
  it('show at the top centre (away from the Save buttons at the bottom right), at most three at once', async () => {
    render(
      <AppProviders queryClient={createQueryClient()}>
        <div />
      </AppProviders>,
    );
    act(() => {
      for (const code of ['ZZZZ0001', 'ZZZZ0002', 'ZZZZ0003', 'ZZZZ0004']) notifyScanError(MESSAGES.barangTidakDiTemukan, code);
    });
    await waitFor(() => expect(screen.getAllByText(/^Barang Tidak Di Temukan \(ZZZZ000\d\)$/)).toHaveLength(3));
    const notice = screen.getByText(`${MESSAGES.barangTidakDiTemukan} (ZZZZ0001)`);
    expect(notice.closest('[data-position]')?.getAttribute('data-position')).toBe('top-center');
  });

  it("a scan refusal names the barcode and stays longer than the spec's 3 s error; the spec's durations stay", () => {
    render(
      <AppProviders queryClient={createQueryClient()}>
        <div />
      </AppProviders>,
    );
    act(() => {
      notifyScanError(MESSAGES.barangTidakDiBaki, 'SOLD0001');
      notifyError(MESSAGES.oopss);
      notifySuccess(MESSAGES.dataBerhasilDiaktifkan);
    });
    const [scan, error, success] = notificationsStore.getState().notifications;
    expect(scan?.message).toBe(`${MESSAGES.barangTidakDiBaki} (SOLD0001)`);
    expect(scan?.title).toBe(MESSAGES.oopss);
    expect(scan?.autoClose).toBe(6000);
    expect(error?.autoClose).toBe(3000);
    expect(success?.autoClose).toBe(2000);
    expect(NOTIFY_DURATION.scanError).toBeGreaterThan(NOTIFY_DURATION.error);
  });

  it('shows a repeated notice once while it is on screen', () => {
    render(
      <AppProviders queryClient={createQueryClient()}>
        <div />
      </AppProviders>,
    );
    act(() => {
      notifyError('Sales Harus Dipilih');
      notifyError('Sales Harus Dipilih');
      notifyError('Pembayaran Tidak Boleh Kosong');
    });
    expect(notificationsStore.getState().notifications.map((n) => n.message)).toEqual([
      'Sales Harus Dipilih',
      'Pembayaran Tidak Boleh Kosong',
    ]);
  });

  it('names a refused barcode once, also when the reason already holds it', () => {
    expect(scanErrorText('Barang Tidak Di Temukan', 'ABCD1234')).toBe('Barang Tidak Di Temukan (ABCD1234)');
    expect(scanErrorText('Barang Sudah Terjual (ABCD1234)', 'ABCD1234')).toBe('Barang Sudah Terjual (ABCD1234)');
  });
});
