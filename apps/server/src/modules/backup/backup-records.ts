// The backups' own records: one row per archive, and the owner's settings read from Para System.
import { desc, sql } from 'drizzle-orm';
import { BACKUP_SETTING_KEYS, backupSettingFromParams, type BackupRow, type BackupSetting } from '@kencana/core';
import type { BackupOutcome } from '../../backup/take-backup.ts';
import { rows, type Queryable } from '../../db/client.ts';
import { backups } from '../../db/schema/index.ts';

/** The owner's backup settings as the backups apply them (defaults where Para System holds nothing readable). */
export async function backupSetting(q: Queryable): Promise<BackupSetting> {
  const found = await rows<{ key: string; value: string }>(
    q,
    sql`SELECT key, value FROM para_system WHERE is_active AND key IN (${sql.join(
      Object.values(BACKUP_SETTING_KEYS).map((key) => sql`${key}`),
      sql`, `,
    )})`,
  );
  return backupSettingFromParams(Object.fromEntries(found.map((row) => [row.key, row.value])));
}

/** Records one backup; answers its id. */
export async function recordBackup(q: Queryable, outcome: BackupOutcome, user_id: string): Promise<number> {
  const [row] = await q
    .insert(backups)
    .values({
      file: outcome.file,
      pemicu: outcome.pemicu,
      jenis: outcome.jenis,
      started_at: outcome.started_at,
      finished_at: outcome.finished_at,
      bytes: outcome.bytes,
      sha256: outcome.sha256,
      verified: outcome.verified,
      keterangan: outcome.keterangan,
      tujuan: outcome.tujuan,
      tabel: outcome.tabel,
      baris: outcome.baris,
      berkas: outcome.berkas,
      durasi_ms: outcome.durasi_ms,
      verifikasi_ms: outcome.verifikasi_ms,
      user_id,
    })
    .returning({ id: backups.id });
  return row!.id;
}

/** When the newest backup (good or not) started: the schedule counts from it. */
export async function lastBackupStarted(q: Queryable): Promise<Date | null> {
  const [row] = await q.select({ at: backups.started_at }).from(backups).orderBy(desc(backups.started_at)).limit(1);
  return row?.at ?? null;
}

export type Stored = typeof backups.$inferSelect;

export function toRow(row: Stored): BackupRow {
  return {
    id: row.id,
    file: row.file,
    pemicu: row.pemicu as BackupRow['pemicu'],
    started_at: row.started_at.toISOString(),
    finished_at: row.finished_at.toISOString(),
    bytes: Number(row.bytes),
    sha256: row.sha256,
    verified: row.verified,
    keterangan: row.keterangan,
    tujuan: row.tujuan as BackupRow['tujuan'],
    baris: Number(row.baris),
    berkas: row.berkas,
    durasi_ms: row.durasi_ms,
    verifikasi_ms: row.verifikasi_ms,
    user_id: row.user_id,
  };
}
