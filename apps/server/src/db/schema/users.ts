import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tokos } from './stores.ts';

export const users = pgTable('users', {
  user_id: varchar('user_id', { length: 50 }).primaryKey(),
  user_name: varchar('user_name', { length: 100 }).notNull(),
  /** argon2id hash. */
  password_hash: varchar('password_hash', { length: 255 }).notNull(),
  level: varchar('level', { length: 10 }).notNull(),
  kode_toko: varchar('kode_toko', { length: 10 })
    .notNull()
    .references(() => tokos.kode_toko),
  is_active: boolean('is_active').notNull().default(true),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Menu permissions: one row per route path a user may open (and whose calls they may make). */
export const user_menus = pgTable(
  'user_menus',
  {
    user_id: varchar('user_id', { length: 50 })
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    menu_name: varchar('menu_name', { length: 100 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.menu_name] })],
);

/** Server-side sessions: the token's SHA-256 is stored, so logout and close of day can revoke it. */
export const sessions = pgTable(
  'sessions',
  {
    token_hash: varchar('token_hash', { length: 64 }).primaryKey(),
    user_id: varchar('user_id', { length: 50 })
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    /**
     * The store an OWN/SU session acts for (PUT users/toko-aktif); null: the user's own store. Read only for
     * OWN/SU (auth/current-user.ts), so a user no longer privileged acts for their own store again.
     */
    kode_toko_aktif: varchar('kode_toko_aktif', { length: 10 }).references(() => tokos.kode_toko),
  },
  (t) => [
    index('sessions_user_idx').on(t.user_id),
    index('sessions_toko_aktif_idx')
      .on(t.kode_toko_aktif)
      .where(sql`kode_toko_aktif IS NOT NULL`),
  ],
);

/**
 * Login attempts per user id and client address (the lock: a stranger's guesses lock only the stranger's
 * address out), and per user id alone under address '' (the slow-down). An attempt is counted before its
 * password is checked, so concurrent guesses cannot all be checked before the lock takes.
 */
export const login_attempts = pgTable(
  'login_attempts',
  {
    user_key: varchar('user_key', { length: 50 }).notNull(),
    /** The client's address as Fastify sees it (TRUST_PROXY); '' for the user id's own count. */
    address: varchar('address', { length: 64 }).notNull().default(''),
    failures: integer('failures').notNull().default(0),
    first_failure_at: timestamp('first_failure_at', { withTimezone: true }).notNull(),
    locked_until: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.user_key, t.address] })],
);

/** Who signed in, closed a store, changed rights: the source of the authorisation report. */
export const audit_log = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    event: varchar('event', { length: 40 }).notNull(),
    user_id: varchar('user_id', { length: 50 }).notNull(),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    detail: jsonb('detail').notNull().default({}),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.created_at), index('audit_log_toko_created_idx').on(t.kode_toko, t.created_at)],
);

/**
 * Keys of requests that change the books, as a client sent them (Idempotency-Key): a key is taken before the
 * request runs and given back when it fails, so the same request sent twice (a double click, a retry after a
 * lost answer) changes the books once; the second is told it was done already.
 */
export const request_keys = pgTable(
  'request_keys',
  {
    user_id: varchar('user_id', { length: 50 }).notNull(),
    request_key: varchar('request_key', { length: 64 }).notNull(),
    path: varchar('path', { length: 120 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.request_key] })],
);
