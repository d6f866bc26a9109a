// The backups as the product shows them: each archive's row (what, when, where, how big, proven or why not), the
// owner's 'Cadangkan Sekarang', and the schedule and destinations kept in Para System. OWN/SU only: an archive is
// the whole chain's books, and the second folder is a path on the server's machine.
import fs from 'node:fs/promises';
import path from 'node:path';
import { desc, sql } from 'drizzle-orm';
import {
  BACKUP_LABELS,
  BACKUP_MESSAGES as M,
  BACKUP_SETTING_KEYS,
  backupBasi,
  backupSettingToParams,
  perubahanSetting,
  type BackupSetting,
  type BodyOf,
  type backupApi,
} from '@kencana/core';
import type { CurrentUser } from '../../auth/current-user.ts';
import { isPrivileged } from '../../auth/policy.ts';
import { backupDir, s3Configured, s3Location } from '../../backup/take-backup.ts';
import { audit_log, backups } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { forbidden, unprocessable } from '../../http/errors.ts';
import { saveParaSystem } from '../masters/index.ts';
import { backupSetting, toRow } from './backup-records.ts';
import { runBackup } from './runner.ts';

export function assertBackupOwner(user: CurrentUser): void {
  if (!isPrivileged(user)) throw forbidden(M.hanyaOwner);
}

/** GET system/backup: the newest 50 and the last good one (which may be older than those). */
export async function daftarBackup(deps: AppDeps, user: CurrentUser) {
  assertBackupOwner(user);
  const daftar = (await deps.db.select().from(backups).orderBy(desc(backups.started_at), desc(backups.id)).limit(50)).map(toRow);
  const terakhir =
    daftar.find((row) => row.verified) ??
    (
      await deps.db
        .select()
        .from(backups)
        .where(sql`verified`)
        .orderBy(desc(backups.finished_at))
        .limit(1)
    ).map(toRow)[0] ??
    null;
  return { data: { terakhir, basi: backupBasi(terakhir?.finished_at, deps.clock.now()), daftar } };
}

/** POST system/backup: 'Cadangkan Sekarang', answered when the archive is written and proven. */
export async function buatBackup(deps: AppDeps, user: CurrentUser) {
  assertBackupOwner(user);
  const outcome = await runBackup(deps, 'MANUAL', user.user_id);
  if (!outcome.file) throw unprocessable(`${M.gagal} (${outcome.keterangan.slice(0, 300)})`);
  return {
    message: outcome.verified ? M.berhasil : `${M.tidakTerverifikasi} (${outcome.keterangan.slice(0, 300)})`,
    data: { file: outcome.file, bytes: outcome.bytes, verified: outcome.verified },
  };
}

async function settingData(deps: AppDeps) {
  return {
    setting: await backupSetting(deps.db),
    folder_utama: backupDir(deps.env),
    s3_tersedia: s3Configured(deps.env),
    s3_lokasi: s3Configured(deps.env) ? s3Location(deps.env) : '',
    jenis_database: deps.dbKind,
  };
}

export async function getBackupSetting(deps: AppDeps, user: CurrentUser) {
  assertBackupOwner(user);
  return { data: await settingData(deps) };
}

/** The second folder must exist, be another folder than the first, and take a file (a mounted drive, not a typo). */
async function assertWritableFolder(deps: AppDeps, folder: string): Promise<void> {
  if (path.resolve(folder) === backupDir(deps.env)) throw unprocessable(M.folderSamaDenganUtama);
  const probe = path.join(folder, `.kencana-periksa-${process.pid}`);
  try {
    if (!(await fs.stat(folder)).isDirectory()) throw new Error('not a folder');
    await fs.writeFile(probe, 'kencana');
    await fs.rm(probe, { force: true });
  } catch {
    throw unprocessable(M.folderTidakBisaDitulis);
  }
}

type SimpanBody = BodyOf<typeof backupApi.simpanBackupSetting>;

/** POST system/backup/setting: saves what changed (audited like the other settings). */
export async function simpanBackupSetting(deps: AppDeps, user: CurrentUser, body: SimpanBody) {
  assertBackupOwner(user);
  if (body.s3 && !s3Configured(deps.env)) throw unprocessable(M.s3BelumDiatur);
  if (body.folder) await assertWritableFolder(deps, body.folder);
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('backup_setting'))`);
    const before = backupSettingToParams(await backupSetting(tx));
    const after = backupSettingToParams(body as BackupSetting);
    const changes: { key: string; lama: string; baru: string }[] = [];
    for (const [field, key] of Object.entries(BACKUP_SETTING_KEYS) as [keyof BackupSetting, string][]) {
      if (before[key] === after[key]) continue;
      changes.push({ key, lama: before[key] ?? '', baru: after[key] ?? '' });
      await saveParaSystem(tx, key, after[key] ?? '', BACKUP_LABELS[field]);
    }
    if (changes.length > 0)
      await tx.insert(audit_log).values({
        event: 'UBAH_SETTING',
        user_id: user.user_id,
        kode_toko: user.kode_toko,
        detail: {
          keterangan: changes
            .map((c) => perubahanSetting(c.key, c.lama, c.baru))
            .join('; ')
            .slice(0, 1000),
          perubahan: changes,
        },
        created_at: deps.clock.now(),
      });
  });
  return { message: M.settingBerhasilDisimpan, data: await settingData(deps) };
}
