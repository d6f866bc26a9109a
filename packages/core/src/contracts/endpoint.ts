import type { z } from 'zod';
import { DOCUMENT_TYPES, type DocumentTypeCode } from '../domain/stock.ts';

/**
 * Who may call an endpoint. `menu` lists the screen routes the endpoint serves: a user whose menu list
 * holds none of them is refused (OWN and SU pass everywhere). The server enforces it; the web only hides.
 */
export type Access =
  { readonly kind: 'public' } | { readonly kind: 'session' } | { readonly kind: 'menu'; readonly menus: readonly string[] };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One endpoint of the API: its path under /api/v1, its payload schemas and who may call it. */
export interface Endpoint<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
> {
  readonly method: HttpMethod;
  /** Path under /api/v1, Fastify style (`tokos/:id`). */
  readonly path: string;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  readonly response: R;
  readonly access: Access;
  /**
   * True when the call changes the store's books: refused while the store's business date is behind
   * today (the store must be closed first).
   */
  readonly changesBooks?: boolean;
  /**
   * True for a money document with no natural key (a buy-back, an exchange, an order, a gift exchange):
   * nothing in two identical requests tells them apart, so a client that forgot the Idempotency-Key would
   * book every retry. The server refuses such a request without a key (428).
   */
  readonly requiresIdempotencyKey?: boolean;
}

/** Declares an endpoint, keeping its schema types for the server and the web client. */
export function endpoint<
  Q extends z.ZodType = z.ZodNever,
  B extends z.ZodType = z.ZodNever,
  R extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodNever,
>(definition: Endpoint<Q, B, R, P>): Endpoint<Q, B, R, P> {
  return definition;
}

/** The parsed body of an endpoint (what a service receives after the route validated it). */
export type BodyOf<E extends { readonly body?: z.ZodType }> = z.infer<NonNullable<E['body']>>;
/** The parsed query string of an endpoint. */
export type QueryOf<E extends { readonly query?: z.ZodType }> = z.infer<NonNullable<E['query']>>;

export const menus = (...paths: string[]): Access => ({ kind: 'menu', menus: paths });
/** Who may post a stock document of this type: its menus in core's DOCUMENT_TYPES (one list for both). */
export const postsDocument = (type: DocumentTypeCode): Access => menus(...DOCUMENT_TYPES[type].menus);
export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'session' };

/** The body of every refusal: the Indonesian text a screen shows as it is. */
export interface ErrorBody {
  message: string;
}
