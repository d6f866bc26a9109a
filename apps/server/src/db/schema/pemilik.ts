// The owner's page: each store-day's audit result, stored at the day's close (so the page reads results
// instead of re-checking history), and the full re-checks of the whole ledger run as background jobs.
import { boolean, date, integer, jsonb, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** One store's closed business day, checked at its close: ok, or the violations found (AuditViolation[]). */
export const audit_harian = pgTable(
  'audit_harian',
  {
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    ok: boolean('ok').notNull(),
    violations: jsonb('violations').notNull().default([]),
    checked_at: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kode_toko, t.tgl_system] })],
);

/** A full re-check of every invariant over the whole history; one may run at a time. */
export const audit_penuh = pgTable(
  'audit_penuh',
  {
    id: serial('id').primaryKey(),
    /** BERJALAN, SELESAI or GAGAL. */
    status: varchar('status', { length: 10 }).notNull(),
    percent: integer('percent').notNull().default(0),
    user_id: varchar('user_id', { length: 50 }).notNull(),
    started_at: timestamp('started_at', { withTimezone: true }).notNull(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    ok: boolean('ok'),
    violations: jsonb('violations').notNull().default([]),
  },
  (t) => [
    uniqueIndex('audit_penuh_berjalan_idx')
      .on(t.status)
      .where(sql`status = 'BERJALAN'`),
  ],
);
