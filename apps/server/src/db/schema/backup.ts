// Backups: one row per archive written (or attempted), by the close of day, the schedule, 'Cadangkan Sekarang',
// a start that migrates or `npm run backup`. The archives themselves live in the destinations (DATA_DIR/backups,
// a second folder, S3); this is what the owner's page lists and what the schedule reads to know when the last
// one ran. A backup taken before a migration is recorded once the migration is through.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const backups = pgTable(
  'backups',
  {
    id: serial('id').primaryKey(),
    /** The archive's file name (the same in every destination). '' when nothing could be written. */
    file: varchar('file', { length: 120 }).notNull(),
    /** TUTUP, JADWAL, MANUAL, MIGRASI or CLI (core PEMICU_BACKUP). */
    pemicu: varchar('pemicu', { length: 10 }).notNull(),
    /** pglite or postgres: what the archive restores into. */
    jenis: varchar('jenis', { length: 10 }).notNull(),
    started_at: timestamp('started_at', { withTimezone: true }).notNull(),
    finished_at: timestamp('finished_at', { withTimezone: true }).notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    /** SHA-256 of the archive file as written. */
    sha256: varchar('sha256', { length: 64 }).notNull().default(''),
    verified: boolean('verified').notNull().default(false),
    /** Why it is not verified ('' when it is). */
    keterangan: text('keterangan').notNull().default(''),
    /** [{ tujuan, lokasi, ok, keterangan }] per destination (core BackupTujuan). */
    tujuan: jsonb('tujuan').notNull().default([]),
    /** Row count of every table at the snapshot, as the verification found them again. */
    tabel: jsonb('tabel').notNull().default({}),
    baris: bigint('baris', { mode: 'number' }).notNull().default(0),
    berkas: integer('berkas').notNull().default(0),
    durasi_ms: integer('durasi_ms').notNull().default(0),
    verifikasi_ms: integer('verifikasi_ms').notNull().default(0),
    user_id: varchar('user_id', { length: 50 }).notNull().default(''),
  },
  // The page reads the newest rows and the newest good one; the schedule reads the newest.
  (t) => [
    index('backups_started_idx').on(t.started_at),
    index('backups_verified_idx')
      .on(t.finished_at)
      .where(sql`verified`),
  ],
);
