// Per-store system settings (/settingsystem, the store picker): whether the store is PKP (registered for
// VAT), so its sales record and print PPN. A store without a row keeps the defaults (not PKP). Chain-wide
// settings live in Para System (masters.ts), the key/value table they always lived in.
import { boolean, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { tokos } from './stores.ts';

export const setting_system_toko = pgTable('setting_system_toko', {
  kode_toko: varchar('kode_toko', { length: 10 })
    .primaryKey()
    .references(() => tokos.kode_toko),
  pkp: boolean('pkp').notNull().default(false),
  updated_by: varchar('updated_by', { length: 50 }).notNull().default(''),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
