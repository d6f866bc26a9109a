// The API tests' HTTP client over fastify.inject: typed calls from the core contracts (`call`, `ok`), and the
// untyped verbs for calls a test makes on purpose with a payload the contract would not allow.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import type { Endpoint, ErrorBody } from '@kencana/core';
import { bearer, type TestApp } from './test-app.ts';

/** What a typed call sends: the path parameters, the query and the body, as the contract reads them. */
export interface CallInput<E extends Endpoint> {
  params?: NonNullable<E['params']> extends z.ZodType ? z.input<NonNullable<E['params']>> : never;
  query?: NonNullable<E['query']> extends z.ZodType ? z.input<NonNullable<E['query']>> : never;
  body?: NonNullable<E['body']> extends z.ZodType ? z.input<NonNullable<E['body']>> : never;
  /**
   * The request's Idempotency-Key. Left out, a contract that requires one gets a fresh key per call (as the
   * web client sends one per form), every other call none; null sends none, to see the refusal.
   */
  idempotencyKey?: string | null;
}

/** A typed answer: on 200 the body parsed by the contract's response schema, else the refusal's message. */
export type CallResult<E extends Endpoint> =
  { ok: true; status: number; body: z.output<E['response']> } | { ok: false; status: number; body: ErrorBody };

/** The untyped verbs: /api/v1/<url> with the token. */
export interface RawClient {
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  del(url: string): Promise<LightMyRequestResponse>;
  upload(url: string, file: { name: string; type: string; data: Buffer | Uint8Array }): Promise<LightMyRequestResponse>;
}

export interface ApiClient extends RawClient {
  readonly token: string | null;
  /**
   * Calls an endpoint of the contracts: fills the `:param`s of its path, sends the query and body, and on 200
   * parses the answer with the endpoint's response schema, so a server that breaks its contract fails the test.
   */
  call<E extends Endpoint>(endpoint: E, input?: CallInput<E>): Promise<CallResult<E>>;
  /** As `call`, but expects 200 and answers the parsed body (throws with the status and message otherwise). */
  ok<E extends Endpoint>(endpoint: E, input?: CallInput<E>): Promise<z.output<E['response']>>;
}

/** Fills a Fastify-style path (`barang/edit/:kode_barcode`) with the parameters, URI-encoded. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`path ${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

function queryStrings(query: unknown): Record<string, string> | undefined {
  if (query === undefined || query === null) return undefined;
  const entries = Object.entries(query as Record<string, unknown>).filter(([, value]) => value !== undefined && value !== null);
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

/** A key no other call uses. */
export const freshRequestKey = (): string => randomUUID();

function keyHeader(endpoint: Endpoint, key: string | null | undefined): Record<string, string> {
  const value = key === undefined ? (endpoint.requiresIdempotencyKey ? freshRequestKey() : null) : key;
  return value === null ? {} : { 'idempotency-key': value };
}

/** A client of the test app signed in with `token` (null: no Authorization header). */
export function api(t: TestApp, token: string | null): ApiClient {
  const headers = token === null ? {} : bearer(token);
  const url = (path: string) => `/api/v1/${path}`;
  const call = async <E extends Endpoint>(endpoint: E, input: CallInput<E> = {}): Promise<CallResult<E>> => {
    const response = await t.app.inject({
      method: endpoint.method,
      url: url(fillPath(endpoint.path, input.params as Record<string, unknown> | undefined)),
      query: queryStrings(input.query),
      headers: { ...headers, ...keyHeader(endpoint, input.idempotencyKey) },
      ...(input.body === undefined ? {} : { payload: input.body as object }),
    });
    if (response.statusCode !== 200) return { ok: false, status: response.statusCode, body: response.json() as ErrorBody };
    const parsed = endpoint.response.safeParse(response.json());
    if (!parsed.success) {
      throw new Error(`${endpoint.method} ${endpoint.path}: the answer breaks its contract: ${parsed.error.message}`);
    }
    return { ok: true, status: response.statusCode, body: parsed.data as z.output<E['response']> };
  };
  return {
    token,
    call,
    ok: async (endpoint, input) => {
      const result = await call(endpoint, input);
      if (!result.ok) throw new Error(`${endpoint.method} ${endpoint.path}: ${result.status} ${result.body.message}`);
      return result.body;
    },
    get: (path) => t.app.inject({ method: 'GET', url: url(path), headers }),
    post: (path, payload) => t.app.inject({ method: 'POST', url: url(path), headers, payload: payload as object }),
    put: (path, payload) => t.app.inject({ method: 'PUT', url: url(path), headers, payload: payload as object }),
    del: (path) => t.app.inject({ method: 'DELETE', url: url(path), headers }),
    upload: (path, file) => {
      const boundary = `----kencana${Math.random().toString(16).slice(2)}`;
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      );
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      return t.app.inject({
        method: 'POST',
        url: url(path),
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([head, Buffer.from(file.data), tail]),
      });
    },
  };
}
