import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MESSAGES, type Endpoint } from '@kencana/core';
import { canAccess } from '../auth/access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import { tokenHash } from '../auth/tokens.ts';
import { sql } from 'drizzle-orm';
import { storeToday } from '../clock.ts';
import { rows } from '../db/client.ts';
import type { AppDeps } from './context.ts';
import { AppError, badRequest, conflict, forbidden, preconditionRequired, unauthorized } from './errors.ts';
import { JsonText } from './json-text.ts';

// An endpoint without a query/body/params schema declares it as ZodNever (absent): the handler gets undefined.
type Infer<T> = [NonNullable<T>] extends [z.ZodNever] ? undefined : NonNullable<T> extends z.ZodType ? z.infer<NonNullable<T>> : undefined;

export interface RouteInput<E extends Endpoint> {
  params: Infer<E['params']>;
  query: Infer<E['query']>;
  body: Infer<E['body']>;
}

/** What a handler gets: the parsed payload, the signed-in user (null only on public endpoints) and deps. */
export interface RouteContext<E extends Endpoint> extends RouteInput<E> {
  user: E['access'] extends { kind: 'public' } ? CurrentUser | null : CurrentUser;
  deps: AppDeps;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** One route of the application as registered: its contract when it came through route(). */
export interface RegisteredRoute {
  method: string;
  url: string;
  endpoint?: Endpoint;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The core contract a route serves (set by route()). */
    endpoint?: Endpoint;
  }
  interface FastifyInstance {
    /** Every route registered so far, in order (filled by an onRoute hook in buildApp): what the contract fuzzer walks. */
    registeredRoutes: RegisteredRoute[];
  }
}

export interface RouteOptions {
  /** Per-address request limit (@fastify/rate-limit), e.g. for the login. */
  rateLimit?: { max: number; timeWindow: string };
  /**
   * Hot read endpoints whose answer is built straight from SQL in the contract's shape (barcode lookup, the
   * send-goods list): written with JSON.stringify instead of re-validating every row with zod, which cost
   * more than the query itself on a 500-row list. Their API tests parse the answers with the contract.
   */
  plainSerializer?: boolean;
}

/**
 * Registers one endpoint of a core contract under /api/v1: the contract's zod schemas validate the
 * request and the response, the token and menu permission are checked before the handler runs, and a
 * call that changes the books is refused while the store's business date is behind today. A contract that
 * requires an Idempotency-Key (a money document with no natural key) is refused without one (428).
 * Routes stay thin: the handler calls one service function.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  deps: AppDeps,
  endpoint: E,
  handler: (ctx: RouteContext<E>) => Promise<z.infer<E['response']> | JsonText<z.infer<E['response']>>>,
  options: RouteOptions = {},
): void {
  app.route({
    config: { endpoint, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
    ...(options.plainSerializer ? { serializerCompiler: () => (data: unknown) => JSON.stringify(data) } : {}),
    method: endpoint.method,
    url: `/api/v1/${endpoint.path}`,
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response },
    },
    // The token and the menu are checked before the body is parsed and validated: a caller without the
    // right learns nothing about the payload, and never makes the server parse a large one.
    onRequest: async (request) => {
      signedIn.set(request, await authenticate(deps, endpoint, request));
      // Refused before the body is read: whatever it holds, the request could book twice.
      if (endpoint.requiresIdempotencyKey && request.headers['idempotency-key'] === undefined)
        throw preconditionRequired(MESSAGES.kunciPermintaanWajib);
    },
    handler: async (request, reply) => {
      const user = signedIn.get(request) ?? null;
      if (user && endpoint.changesBooks) assertBusinessDayOpen(deps, user);
      const run = () =>
        handler({
          params: request.params as Infer<E['params']>,
          query: request.query as Infer<E['query']>,
          body: request.body as Infer<E['body']>,
          user: user as RouteContext<E>['user'],
          deps,
          request,
          reply,
        });
      const key = user && endpoint.method !== 'GET' ? requestKey(request) : null;
      const answer = key && user ? await onceForKey(deps, user.user_id, key, endpoint.path, run) : await run();
      // A string with a JSON content type goes out untouched (no serializer, no response validation).
      if (answer instanceof JsonText) return reply.type('application/json; charset=utf-8').send(answer.text);
      return answer;
    },
  });
}

/** The client's key of a writing request (`Idempotency-Key`: 8–64 letters, digits, '-' or '_'), if it sent one. */
function requestKey(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !/^[A-Za-z0-9_-]{8,64}$/.test(header)) throw badRequest(MESSAGES.kunciPermintaanTidakValid);
  return header;
}

/**
 * Runs a writing request once per client key: the key is taken first (a second request with it, at once or
 * later, is refused with 'Permintaan Ini Sudah Diproses'), and given back when the request fails, so a
 * corrected retry goes through.
 */
async function onceForKey<T>(deps: AppDeps, user_id: string, key: string, path: string, run: () => Promise<T>): Promise<T> {
  const taken = await rows<{ ok: number }>(
    deps.db,
    sql`INSERT INTO request_keys (user_id, request_key, path) VALUES (${user_id}, ${key}, ${path}) ON CONFLICT DO NOTHING RETURNING 1 AS ok`,
  );
  if (taken.length === 0) throw conflict(MESSAGES.permintaanSudahDiproses);
  // A key only guards a retry of the same form: the user's keys older than a day are forgotten.
  await deps.db.execute(sql`DELETE FROM request_keys WHERE user_id = ${user_id} AND created_at < now() - interval '1 day'`);
  try {
    return await run();
  } catch (error) {
    await deps.db.execute(sql`DELETE FROM request_keys WHERE user_id = ${user_id} AND request_key = ${key}`);
    throw error;
  }
}

/** The user each request signed in as (set before parsing, read by the handler). */
const signedIn = new WeakMap<FastifyRequest, CurrentUser | null>();

/** Who a request signed in as, once its route has checked the token (the request log names them). */
export function signedInUser(request: FastifyRequest): CurrentUser | null {
  return signedIn.get(request) ?? null;
}

/** The bearer token of a request, if any. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

async function authenticate(deps: AppDeps, endpoint: Endpoint, request: FastifyRequest): Promise<CurrentUser | null> {
  const token = bearerToken(request);
  if (endpoint.access.kind === 'public' && !token) return null;
  const user = token ? await deps.sessions.find(tokenHash(token), deps.clock.now()) : null;
  if (!user) {
    if (endpoint.access.kind === 'public') return null;
    throw unauthorized(MESSAGES.invalidToken);
  }
  if (!canAccess(user, endpoint.access)) throw forbidden(MESSAGES.aksesDitolak);
  return user;
}

function assertBusinessDayOpen(deps: AppDeps, user: CurrentUser): void {
  if (user.tgl_system < storeToday(deps.clock, deps.env.TZ_STORE)) throw conflict(MESSAGES.tokoBelumDitutup);
}

export { AppError };
