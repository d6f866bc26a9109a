// Backups: the schedule and the destinations the owner sets (Setting System), kept in Para System under the
// keys below like the chain's other settings, and what the owner's page reads of a backup. A missing or
// unreadable value falls back to the default: every close of day and every 4 hours into DATA_DIR/backups,
// 14 daily and 12 monthly archives kept.

/** Hours between scheduled backups; 0 turns the schedule off (the close of day still takes one when set). */
export const BACKUP_JADWAL_PILIHAN = [0, 1, 2, 3, 4, 6, 8, 12, 24] as const;
export type BackupJadwal = (typeof BACKUP_JADWAL_PILIHAN)[number];

/** The owner's page turns red when the newest good backup is older than this (hours). */
export const BACKUP_BASI_JAM = 24;

/** The most archives a rotation may be told to keep per kind (a year of days, ten years of months). */
export const BACKUP_SIMPAN_MAKS = { harian: 366, bulanan: 120 } as const;

export interface BackupSetting {
  /** Hours between scheduled backups (0: none). */
  jadwal_jam: BackupJadwal;
  /** A backup after every close of day. */
  saat_tutup: boolean;
  /** A second folder every archive is copied to (a USB drive, a network share): an absolute path, '' for none. */
  folder: string;
  /** Every archive is also sent to the S3 storage the product's photos use (when it is configured). */
  s3: boolean;
  /** Days whose newest good archive is kept. */
  simpan_harian: number;
  /** Months whose newest good archive is kept. */
  simpan_bulanan: number;
}

export const BACKUP_SETTING_DEFAULT: Readonly<BackupSetting> = {
  jadwal_jam: 4,
  saat_tutup: true,
  folder: '',
  s3: false,
  simpan_harian: 14,
  simpan_bulanan: 12,
};

/** Each setting's Para System key. */
export const BACKUP_SETTING_KEYS: Readonly<Record<keyof BackupSetting, string>> = {
  jadwal_jam: 'backup_jadwal_jam',
  saat_tutup: 'backup_saat_tutup',
  folder: 'backup_folder',
  s3: 'backup_s3',
  simpan_harian: 'backup_simpan_harian',
  simpan_bulanan: 'backup_simpan_bulanan',
};

/** What started a backup: the close of day, the schedule, 'Cadangkan Sekarang', a start that migrates, `npm run backup`. */
export const PEMICU_BACKUP = ['TUTUP', 'JADWAL', 'MANUAL', 'MIGRASI', 'CLI'] as const;
export type PemicuBackup = (typeof PEMICU_BACKUP)[number];

/** Where an archive was written: DATA_DIR/backups (or BACKUP_DIR), the second folder, the S3 storage. */
export const TUJUAN_BACKUP = ['LOKAL', 'FOLDER', 'S3'] as const;
export type TujuanBackup = (typeof TUJUAN_BACKUP)[number];

const isJadwal = (n: number): n is BackupJadwal => (BACKUP_JADWAL_PILIHAN as readonly number[]).includes(n);

function count(text: string | undefined, fallback: number, max: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
}

/** Reads the backup settings from Para System's texts, each unreadable value left at its default. */
export function backupSettingFromParams(params: Readonly<Record<string, string | undefined>>): BackupSetting {
  const d = BACKUP_SETTING_DEFAULT;
  const k = BACKUP_SETTING_KEYS;
  const jadwal = Number(params[k.jadwal_jam]);
  const flag = (text: string | undefined, fallback: boolean) => {
    const t = text?.trim().toLowerCase();
    return t === 'true' ? true : t === 'false' ? false : fallback;
  };
  return {
    jadwal_jam: isJadwal(jadwal) && params[k.jadwal_jam]?.trim() !== '' ? jadwal : d.jadwal_jam,
    saat_tutup: flag(params[k.saat_tutup], d.saat_tutup),
    folder: params[k.folder]?.trim() ?? d.folder,
    s3: flag(params[k.s3], d.s3),
    simpan_harian: count(params[k.simpan_harian], d.simpan_harian, BACKUP_SIMPAN_MAKS.harian),
    simpan_bulanan: count(params[k.simpan_bulanan], d.simpan_bulanan, BACKUP_SIMPAN_MAKS.bulanan),
  };
}

/** The Para System texts of the backup settings (the inverse of {@link backupSettingFromParams}). */
export function backupSettingToParams(setting: BackupSetting): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(BACKUP_SETTING_KEYS) as (keyof BackupSetting)[]).map((key) => [BACKUP_SETTING_KEYS[key], String(setting[key])]),
  );
}

/**
 * True when the owner's page must warn: no good backup at all, or the newest good one finished more than
 * {@link BACKUP_BASI_JAM} hours before `now`.
 */
export function backupBasi(terakhirBaik: string | null | undefined, now: Date): boolean {
  if (!terakhirBaik) return true;
  const at = Date.parse(terakhirBaik);
  return !Number.isFinite(at) || now.getTime() - at > BACKUP_BASI_JAM * 3_600_000;
}
