// Store scope and privileged checks, in one place: every service asks here whether a user may see or act on
// a store's data, so the rule and its answer are the same on every screen.
//
// One refusal, one status:
// - the user names another store (a store code, or a tray or goods of another store in their document):
//   403 'Akses Ke Toko Lain Ditolak' (assertStoreAccess, assertSameStore) — they know that store exists;
// - the user names a record by its number or barcode (a sale, a batch, a dispatch, an item) that belongs to
//   another store: 404 with the record's own not-found text (assertVisible) — a number of another store
//   must not tell that it exists, and reading, reprinting or cancelling it answer alike;
// - lists and lookups are filtered to the stores the user may see (storeFilter, storeCondition).
// OWN and SU (privileged) see and act on every store.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { isSemua, MESSAGES } from '@kencana/core';
import { forbidden, notFound } from '../http/errors.ts';
import type { CurrentUser } from './current-user.ts';

/** OWN and SU: every store, every menu, the owner-only confirmations. */
export const isPrivileged = (user: CurrentUser): boolean => user.privileged;

/** True when the user may see the store's data: their own store, or any for OWN/SU. */
export const canSeeStore = (user: CurrentUser, kode_toko: string | null | undefined): boolean =>
  user.privileged || (!!kode_toko && kode_toko === user.kode_toko);

/**
 * The store a request acts for: the user's own when none is named; staff naming another store are refused
 * (403 'Akses Ke Toko Lain Ditolak'); OWN and SU may name any store.
 */
export function assertStoreAccess(user: CurrentUser, requested?: string | null): string {
  if (!requested || requested === user.kode_toko) return user.kode_toko;
  if (user.privileged) return requested;
  throw forbidden(MESSAGES.aksesTokoLainDitolak);
}

/**
 * The store a list is filtered to: the one named (checked as assertStoreAccess); when none is named or
 * SEMUA: every store (null) for OWN/SU, their own for staff.
 */
export function storeFilter(user: CurrentUser, requested?: string | null): string | null {
  if (requested && !isSemua(requested)) return assertStoreAccess(user, requested);
  return user.privileged ? null : user.kode_toko;
}

/** The SQL condition that keeps rows of the stores the user may see (`column` holds a store code). */
export function storeCondition(user: CurrentUser, column: SQLWrapper): SQL {
  return user.privileged ? sql`true` : sql`${column} = ${user.kode_toko}`;
}

/**
 * A record named by its number answers only to users of one of its stores (a shipment: its sender and its
 * receiver) or OWN/SU; to anyone else, and when it does not exist, 404 with `message`.
 */
export function assertVisible<T>(
  user: CurrentUser,
  record: T | null | undefined,
  storesOf: (record: T) => string | null | ReadonlyArray<string | null>,
  message: string,
): asserts record is T {
  if (record === null || record === undefined) throw notFound(message);
  const stores = storesOf(record);
  const list: ReadonlyArray<string | null> = typeof stores === 'string' || stores === null ? [stores] : stores;
  if (!list.some((kode_toko) => canSeeStore(user, kode_toko))) throw notFound(message);
}

/**
 * A tray or goods named in a document belong to the document's store, else 403 'Akses Ke Toko Lain Ditolak'
 * (OWN/SU included: a document acts for one store).
 */
export function assertSameStore(kode_toko: string | null | undefined, store: string): void {
  if (kode_toko !== store) throw forbidden(MESSAGES.aksesTokoLainDitolak);
}
