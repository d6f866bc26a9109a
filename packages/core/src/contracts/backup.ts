// Backups (OWN/SU only): the list the owner's page shows (the last good one, when, where, size, verified, and
// red when it is older than a day), 'Cadangkan Sekarang', and the schedule and destinations Setting System
// sets. Each archive holds the database and the stored files, encrypted with the chain's key; the server
// restores it into a scratch database right after writing it and checks the ledger and the row counts.
import { z } from 'zod';
import { BACKUP_JADWAL_PILIHAN, BACKUP_SIMPAN_MAKS, PEMICU_BACKUP, TUJUAN_BACKUP, type BackupJadwal } from '../domain/backup.ts';
import { BACKUP_LABELS as L, BACKUP_MESSAGES as M, harusBilanganBulat, harusDiisi, maksimalKarakter, nilaiMaksimal } from '../messages.ts';
import { endpoint, menus } from './endpoint.ts';
import { AUDIT_PEMILIK_PATH } from './pemilik.ts';

/** One destination an archive was written to, and whether that copy is good. */
export const BackupTujuanSchema = z.object({
  tujuan: z.enum(TUJUAN_BACKUP),
  /** The folder, or the bucket and key. */
  lokasi: z.string(),
  ok: z.boolean(),
  keterangan: z.string(),
});
export type BackupTujuan = z.infer<typeof BackupTujuanSchema>;

export const BackupRowSchema = z.object({
  id: z.number().int(),
  file: z.string(),
  pemicu: z.enum(PEMICU_BACKUP),
  /** ISO instants. */
  started_at: z.string(),
  finished_at: z.string(),
  bytes: z.number().int(),
  sha256: z.string(),
  /** Restored into a scratch database, every table's rows counted as at the snapshot, the ledger's invariants green. */
  verified: z.boolean(),
  /** Why it is not verified ('' when it is). */
  keterangan: z.string(),
  tujuan: z.array(BackupTujuanSchema),
  /** Rows in the database's tables and stored files (photos) in the archive. */
  baris: z.number().int(),
  berkas: z.number().int(),
  durasi_ms: z.number().int(),
  verifikasi_ms: z.number().int(),
  user_id: z.string(),
});
export type BackupRow = z.infer<typeof BackupRowSchema>;

/** GET system/backup — the newest backups (50), the last good one, and whether it is too old. */
export const daftarBackup = endpoint({
  method: 'GET',
  path: 'system/backup',
  response: z.object({
    data: z.object({
      terakhir: BackupRowSchema.nullable(),
      /** No good backup, or the newest good one is older than BACKUP_BASI_JAM hours: the page turns red. */
      basi: z.boolean(),
      daftar: z.array(BackupRowSchema),
    }),
  }),
  access: menus(AUDIT_PEMILIK_PATH, '/settingsystem'),
});

/** POST system/backup — 'Cadangkan Sekarang': a backup now, answered once it is written and verified. */
export const buatBackup = endpoint({
  method: 'POST',
  path: 'system/backup',
  body: z.object({ PROSES: z.literal('backup') }),
  response: z.object({
    message: z.string(),
    data: z.object({ file: z.string(), bytes: z.number().int(), verified: z.boolean() }),
  }),
  access: menus(AUDIT_PEMILIK_PATH, '/settingsystem'),
});

const jumlah = (label: string, max: number) =>
  z
    .number({ error: harusDiisi(label) })
    .int({ message: harusBilanganBulat(label) })
    .min(1, { message: harusDiisi(label) })
    .max(max, { message: nilaiMaksimal(label, max) });

/** An absolute folder: /media/usb, \\server\share, D:\Kencana. The server checks it exists and takes a file. */
const ABSOLUTE = /^(\/|\\\\|[A-Za-z]:[\\/])/;

export const BackupSettingSchema = z.object({
  jadwal_jam: z
    .number({ error: harusDiisi(L.jadwal_jam) })
    .refine((n): n is BackupJadwal => (BACKUP_JADWAL_PILIHAN as readonly number[]).includes(n), { message: M.jadwalTidakValid })
    .transform((n) => n as BackupJadwal),
  saat_tutup: z.boolean({ error: harusDiisi(L.saat_tutup) }),
  folder: z
    .string({ error: harusDiisi(L.folder) })
    .trim()
    .max(300, { message: maksimalKarakter(L.folder, 300) })
    .refine((text) => text === '' || ABSOLUTE.test(text), { message: M.folderHarusPathLengkap }),
  s3: z.boolean({ error: harusDiisi(L.s3) }),
  simpan_harian: jumlah(L.simpan_harian, BACKUP_SIMPAN_MAKS.harian),
  simpan_bulanan: jumlah(L.simpan_bulanan, BACKUP_SIMPAN_MAKS.bulanan),
});

const SettingDataSchema = z.object({
  setting: z.object({
    jadwal_jam: z.number().int(),
    saat_tutup: z.boolean(),
    folder: z.string(),
    s3: z.boolean(),
    simpan_harian: z.number().int(),
    simpan_bulanan: z.number().int(),
  }),
  /** Where every archive is written first (BACKUP_DIR, by default DATA_DIR/backups). */
  folder_utama: z.string(),
  /** Whether the server has S3 storage configured (S3_ENDPOINT and S3_BUCKET). */
  s3_tersedia: z.boolean(),
  /** The S3 location archives go to: bucket/prefix/backups. */
  s3_lokasi: z.string(),
  jenis_database: z.enum(['pglite', 'postgres']),
});

/** GET system/backup/setting — the schedule and destinations, with what the server offers. */
export const getBackupSetting = endpoint({
  method: 'GET',
  path: 'system/backup/setting',
  response: z.object({ data: SettingDataSchema }),
  access: menus('/settingsystem'),
});

/** POST system/backup/setting — saves them (the second folder is checked on the server: it exists and takes a file). */
export const simpanBackupSetting = endpoint({
  method: 'POST',
  path: 'system/backup/setting',
  body: BackupSettingSchema,
  response: z.object({ message: z.string(), data: SettingDataSchema }),
  access: menus('/settingsystem'),
});
