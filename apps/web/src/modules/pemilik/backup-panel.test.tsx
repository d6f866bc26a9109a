// The owner's page's backups: the last good one with when, size and where, red when it is too old or missing.
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BackupRow } from '@kencana/core';
import { BackupView } from './backup-panel.tsx';

const row = (over: Partial<BackupRow> = {}): BackupRow => ({
  id: 1,
  file: 'kencana-20261122-210000-tutup.kbak',
  pemicu: 'TUTUP',
  started_at: '2026-11-22T14:00:00.000Z',
  finished_at: '2026-11-22T14:00:08.000Z',
  bytes: 6_500_000,
  sha256: 'a'.repeat(64),
  verified: true,
  keterangan: '',
  tujuan: [
    { tujuan: 'LOKAL', lokasi: '/data/backups', ok: true, keterangan: '' },
    { tujuan: 'FOLDER', lokasi: '/media/usb', ok: true, keterangan: '' },
  ],
  baris: 1426,
  berkas: 12,
  durasi_ms: 8000,
  verifikasi_ms: 3000,
  user_id: '',
  ...over,
});

const show = (data: Parameters<typeof BackupView>[0]['data']) =>
  render(
    <MantineProvider env="test">
      <BackupView data={data} busy={false} onBackup={() => undefined} />
    </MantineProvider>,
  );

describe('BackupView', () => {
  it('shows the last good backup in green: when, size, where, verified, and the newest in a table', () => {
    const failed = row({ id: 2, verified: false, pemicu: 'JADWAL', keterangan: 'baris public.barang: 210 ≠ 209' });
    show({ terakhir: row(), basi: false, daftar: [failed, row()] });
    const panel = screen.getByLabelText('Cadangan Data');
    const status = within(panel).getByText(/^Cadangan terakhir: /);
    expect(status.textContent).toMatch(/^Cadangan terakhir: 2026-11-2\d \d\d:\d\d · 6\.2 MB · LOKAL, FOLDER · Terverifikasi$/);
    expect(status.getAttribute('data-stale')).toBe('false');
    const table = within(panel).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Gagal')).toBeTruthy();
    expect(within(table).getByText('Tutup Toko')).toBeTruthy();
    expect(within(panel).queryByText(/lebih dari 24 jam/)).toBeNull();
  });

  it('turns red when the newest good backup is older than a day, and when there is none', () => {
    const { unmount } = show({ terakhir: row(), basi: true, daftar: [row()] });
    expect(screen.getByText(/^Cadangan terakhir: /).getAttribute('data-stale')).toBe('true');
    expect(screen.getByText('Cadangan terverifikasi terakhir lebih dari 24 jam yang lalu')).toBeTruthy();
    unmount();
    show({ terakhir: null, basi: true, daftar: [] });
    expect(screen.getByText('Belum ada cadangan yang terverifikasi').getAttribute('data-stale')).toBe('true');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
