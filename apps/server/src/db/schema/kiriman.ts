import { sql } from 'drizzle-orm';
import { SHIPMENT_KINDS } from '@kencana/core';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const grams = (name: string) => numeric(name, { precision: 12, scale: 3 }).notNull().default('0');

/**
 * A shipment of bulk gold to a store, not yet (all) entered as barcoded items: from the owner (KB,
 * /kirim-dari-barang-bos) or from labelling (KC, /kirim-labeling). Its bulk lies in the ledger at the place
 * KIRIMAN:<no_kirim> of the receiving store; the store confirms it arrived (validated), staff enter it as
 * items (kiriman_detail.qty_input / berat_input), the cashier closes it (status CLOSE), sending what was
 * not entered back to where it came from (asal_*).
 */
export const kiriman = pgTable(
  'kiriman',
  {
    no_kirim: varchar('no_kirim', { length: 40 }).primaryKey(),
    jenis: varchar('jenis', { length: 2 }).notNull(),
    /** The receiving store (the ledger place's store) and its destination tray (warehouse KC). */
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    kode_baki: varchar('kode_baki', { length: 20 }).notNull(),
    tgl_kirim: date('tgl_kirim', { mode: 'string' }).notNull(),
    /** A or SP (tipe barang) as the send names it. */
    kadar: varchar('kadar', { length: 10 }).notNull().default('-'),
    sales_pabrik: varchar('sales_pabrik', { length: 20 }).notNull().default('-'),
    kode_labeling: varchar('kode_labeling', { length: 20 }).notNull().default('-'),
    /** The document the shipment came from (labelling: the receive-refined number), '-' for KB. */
    ref: varchar('ref', { length: 40 }).notNull().default('-'),
    /** Where the goods came from, as a ledger place: what is not entered goes back there at the close. */
    asal_kind: varchar('asal_kind', { length: 12 }).notNull(),
    asal_place: varchar('asal_place', { length: 60 }).notNull(),
    asal_toko: varchar('asal_toko', { length: 10 }).notNull(),
    status: varchar('status', { length: 5 }).notNull().default('OPEN'),
    validated: boolean('validated').notNull().default(false),
    tgl_validasi: date('tgl_validasi', { mode: 'string' }),
    validated_at: timestamp('validated_at', { withTimezone: true }),
    validated_by: varchar('validated_by', { length: 50 }),
    tgl_close: date('tgl_close', { mode: 'string' }),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    closed_by: varchar('closed_by', { length: 50 }),
    /** The VALIDASI_INPUTAN document that closed it (the remainder's return), '-' when nothing remained. */
    no_validasi: varchar('no_validasi', { length: 40 }),
    user_id: varchar('user_id', { length: 50 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kiriman_jenis_toko_tgl_idx').on(t.jenis, t.kode_toko, t.tgl_kirim),
    index('kiriman_jenis_tgl_idx').on(t.jenis, t.tgl_kirim),
    index('kiriman_jenis_toko_close_idx').on(t.jenis, t.kode_toko, t.tgl_close),
    // Inlined (not bound): a check constraint is DDL, and drizzle-kit compares its text with the migrations'.
    check('kiriman_jenis_check', sql`${t.jenis} IN (${sql.raw(SHIPMENT_KINDS.map((kind) => `'${kind}'`).join(', '))})`),
    check('kiriman_status_check', sql`${t.status} IN ('OPEN', 'CLOSE')`),
  ],
);

/** The lines of a shipment (one per category and type) and how much of each was entered as items. */
export const kiriman_detail = pgTable(
  'kiriman_detail',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    no_kirim: varchar('no_kirim', { length: 40 }).notNull(),
    line_no: integer('line_no').notNull(),
    kode_group: varchar('kode_group', { length: 20 }).notNull(),
    kode_dept: varchar('kode_dept', { length: 20 }).notNull(),
    detail_barang: varchar('detail_barang', { length: 100 }).notNull().default('-'),
    asal_barang: varchar('asal_barang', { length: 60 }).notNull().default('-'),
    /** Purity percentage of the bulk ("75.000"): the shipment's gold is consumed at it. */
    kadar_persen: numeric('kadar_persen', { precision: 6, scale: 3 }).notNull(),
    qty: integer('qty').notNull(),
    berat: grams('berat'),
    qty_input: integer('qty_input').notNull().default(0),
    berat_input: grams('berat_input'),
    /** What went back to the sender at the close. */
    qty_kembali: integer('qty_kembali').notNull().default(0),
    berat_kembali: grams('berat_kembali'),
    /** Counted by a stock opname of the shipment (the difference is booked as loss). */
    qty_selisih: integer('qty_selisih').notNull().default(0),
    berat_selisih: grams('berat_selisih'),
    harga_total: bigint('harga_total', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('kiriman_detail_line_idx').on(t.no_kirim, t.line_no),
    check(
      'kiriman_detail_input_check',
      sql`${t.qty_input} + ${t.qty_kembali} + ${t.qty_selisih} <= ${t.qty} AND ${t.berat_input} + ${t.berat_kembali} + ${t.berat_selisih} <= ${t.berat}`,
    ),
  ],
);
