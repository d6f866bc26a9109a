// Members and their points. The balance lives on the member row (member.poin, never below zero: a CHECK and
// the points service, which locks the row); every change of it is one row of member_poin, the points ledger,
// naming the document it came from. Gift exchanges (tukar point) are their own documents.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { hadiah } from './masters.ts';
import { tokos } from './stores.ts';

/** A member: a customer with a card, registered at a store; points count chain-wide. */
export const member = pgTable(
  'member',
  {
    kode_member: varchar('kode_member', { length: 20 }).primaryKey(),
    nama_member: varchar('nama_member', { length: 100 }).notNull(),
    /** NIK (KTP number), optional. */
    no_ktp: varchar('no_ktp', { length: 16 }).notNull().default(''),
    no_hp: varchar('no_hp', { length: 20 }).notNull(),
    alamat: varchar('alamat', { length: 255 }).notNull().default(''),
    tgl_lahir: date('tgl_lahir', { mode: 'string' }).notNull(),
    kode_toko: varchar('kode_toko', { length: 10 })
      .notNull()
      .references(() => tokos.kode_toko),
    tgl_daftar: date('tgl_daftar', { mode: 'string' })
      .notNull()
      .default(sql`CURRENT_DATE`),
    /** The points balance: the sum of the member's member_poin rows. */
    poin: integer('poin').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('member_toko_idx').on(t.kode_toko, t.kode_member),
    index('member_hp_idx').on(t.no_hp),
    index('member_nama_idx').on(t.nama_member),
    index('member_ktp_idx').on(t.no_ktp),
  ],
);

/** The points ledger: one row per change of a member's balance. */
export const member_poin = pgTable(
  'member_poin',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kode_member: varchar('kode_member', { length: 20 })
      .notNull()
      .references(() => member.kode_member),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    /** PENJUALAN, BATAL, KOREKSI, TUKAR… (what kind of document moved the points). */
    jenis: varchar('jenis', { length: 20 }).notNull(),
    /** Signed: earned > 0, spent or taken back < 0. */
    poin: integer('poin').notNull(),
    /** The balance after this row. */
    saldo: integer('saldo').notNull(),
    /** The document the points came from (a sale's invoice, a correction's or an exchange's number). */
    no_ref: varchar('no_ref', { length: 40 }).notNull(),
    keterangan: varchar('keterangan', { length: 255 }).notNull().default(''),
    /** A reversal row: the row it takes back (one reversal per row). */
    reverses_id: bigint('reverses_id', { mode: 'number' }),
    user_id: varchar('user_id', { length: 50 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('member_poin_member_idx').on(t.kode_member, t.id),
    index('member_poin_ref_idx').on(t.no_ref),
    index('member_poin_toko_tgl_idx').on(t.kode_toko, t.tgl_system),
    uniqueIndex('member_poin_reverses_idx').on(t.reverses_id),
  ],
);

/** A gift exchange (/tukar-point): points spent, one gift of the stock taken. */
export const tukar_poin = pgTable(
  'tukar_poin',
  {
    no_tukar: varchar('no_tukar', { length: 40 }).primaryKey(),
    kode_member: varchar('kode_member', { length: 20 })
      .notNull()
      .references(() => member.kode_member),
    kode_hadiah: varchar('kode_hadiah', { length: 20 })
      .notNull()
      .references(() => hadiah.kode_hadiah),
    qty: integer('qty').notNull(),
    poin: integer('poin').notNull(),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    user_id: varchar('user_id', { length: 50 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('tukar_poin_member_idx').on(t.kode_member), index('tukar_poin_toko_tgl_idx').on(t.kode_toko, t.tgl_system)],
);
