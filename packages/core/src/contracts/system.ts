import { z } from 'zod';
import { DateSchema, GramsSchema } from './common.ts';
import { endpoint, SIGNED_IN, menus } from './endpoint.ts';

/** Socket events of the close of day: the web emits the first, the server answers with the second. */
export const CLOSE_SOCKET_EVENTS = {
  start: 'start-closed-store',
  progress: 'closed-store-progress',
} as const;

/** The socket room of one store's close of day: the web's socket joins it, the close reports its progress to it. */
export const closeRoom = (kode_toko: string): string => `close:${kode_toko}`;

export const CloseProgressSchema = z.object({ kode_toko: z.string(), percent: z.number().int().min(0).max(100) });
export type CloseProgress = z.infer<typeof CloseProgressSchema>;

export const closeStore = endpoint({
  method: 'POST',
  path: 'system/close',
  body: z.object({ PROSES: z.literal('close') }),
  response: z.object({ message: z.string(), tgl_system_lama: DateSchema, tgl_system_baru: DateSchema }),
  // Any signed-in user may close their own store: the date notice blocks every screen until they do.
  access: SIGNED_IN,
});

export const WarehouseStockSchema = z.object({
  kode_gudang: z.string(),
  nama_gudang: z.string(),
  qty: z.number().int(),
  berat: GramsSchema,
  /** Fine grams (pure gold) beside grams. */
  berat_murni: GramsSchema,
});

/**
 * One kind of pending work: `documents` open (shipments on the road, cleaning batches not yet taken back;
 * 0 for stock waiting in a warehouse, which no document holds), `count` pieces and `berat` grams in it.
 */
export const PendingItemSchema = z.object({
  key: z.string(),
  label: z.string(),
  documents: z.number().int(),
  count: z.number().int(),
  berat: GramsSchema,
});

export type PendingItem = z.infer<typeof PendingItemSchema>;

/** The signed-in user's store's pending work, for the close-of-day confirmation (same figures as the dashboard). */
export const closePending = endpoint({
  method: 'GET',
  path: 'system/close/pending',
  response: z.object({ data: z.object({ pending: z.array(PendingItemSchema), pending_documents: z.number().int() }) }),
  // Whoever may close the store sees what is left open before doing it.
  access: SIGNED_IN,
});

export const dashboard = endpoint({
  method: 'GET',
  path: 'dashboard',
  query: z.object({ kode_toko: z.string().optional() }),
  response: z.object({
    data: z.object({
      kode_toko: z.string(),
      nama_toko: z.string(),
      tgl_system: DateSchema,
      today: DateSchema,
      stock: z.array(WarehouseStockSchema),
      total: z.object({ qty: z.number().int(), berat: GramsSchema, berat_murni: GramsSchema }),
      pending: z.array(PendingItemSchema),
      /** Open documents over every pending row: what the dashboard's 'Menunggu Proses' card counts. */
      pending_documents: z.number().int(),
    }),
  }),
  access: menus('/dashboard'),
});
export type DashboardData = z.infer<typeof dashboard.response>['data'];

/** The ledger audit: every invariant of the stock ledger checked on the live data. */
export const ledgerAudit = endpoint({
  method: 'GET',
  path: 'system/audit',
  response: z.object({
    data: z.object({
      ok: z.boolean(),
      violations: z.array(z.object({ rule: z.string(), detail: z.string() })),
    }),
  }),
  access: menus('/settingsystem'),
});
