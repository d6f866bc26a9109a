import { describe, expect, it } from 'vitest';
import { BACKUP_SETTING_DEFAULT, backupBasi, backupSettingFromParams, backupSettingToParams } from './backup.ts';

describe('backup settings', () => {
  it('reads Para System texts back as written, and defaults for anything unreadable', () => {
    const setting = { jadwal_jam: 6 as const, saat_tutup: false, folder: '/media/usb', s3: true, simpan_harian: 30, simpan_bulanan: 24 };
    expect(backupSettingFromParams(backupSettingToParams(setting))).toEqual(setting);
    expect(backupSettingFromParams({})).toEqual(BACKUP_SETTING_DEFAULT);
    expect(
      backupSettingFromParams({
        backup_jadwal_jam: '5',
        backup_saat_tutup: 'ya',
        backup_simpan_harian: '0',
        backup_simpan_bulanan: '1.5',
        backup_jadwal: '',
      }),
    ).toEqual(BACKUP_SETTING_DEFAULT);
    expect(backupSettingFromParams({ backup_jadwal_jam: '0' }).jadwal_jam).toBe(0);
  });

  it('is stale with no good backup, or one older than 24 hours', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(backupBasi(null, now)).toBe(true);
    expect(backupBasi('2026-11-22T12:00:00Z', now)).toBe(false);
    expect(backupBasi('2026-11-22T11:59:59Z', now)).toBe(true);
  });
});
