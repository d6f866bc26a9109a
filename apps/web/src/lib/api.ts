// THE API client. Every call goes to /api/v1/<endpoint path>, typed by the endpoint's contract in core,
// with the session token, a JSON body and a 5 s timeout. It handles the errors every screen shares:
// an unreachable server (one blocking dialog that reloads), an invalid token (wipe and back to login);
// every other refusal becomes an ApiError carrying the server's Indonesian text.
import {
  useMutation,
  useQuery,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { DELETED_MARKER, MESSAGES, type Endpoint } from '@kencana/core';
import { showConnectionFailed } from './api-dialogs.tsx';
import { browser } from './browser.ts';
import { clearSession, getToken } from './session.ts';

export { confirmReactivate } from './api-dialogs.tsx';

export const API_BASE = '/api/v1';
export const DEFAULT_TIMEOUT_MS = 5000;

/** What a part of a request may hold: the contract's input type, nothing where the contract has no schema. */
type PartOf<T, Loose> = [NonNullable<T>] extends [z.ZodNever]
  ? undefined
  : NonNullable<T> extends z.ZodType
    ? z.input<NonNullable<T>> & Loose
    : Loose;

/**
 * The request of one endpoint, typed by its contract: path parameters, query and body as the endpoint's
 * zod schemas accept them (a generic `Endpoint` accepts any shape).
 */
export interface ApiInput<E extends Endpoint = Endpoint> {
  params?: PartOf<E['params'], Record<string, string>>;
  query?: PartOf<E['query'], Record<string, string | number | boolean | undefined>>;
  body?: PartOf<E['body'], unknown>;
}

export interface ApiOptions {
  timeoutMs?: number;
  /** False: a 401 'Invalid Token.' is thrown as an ApiError instead of ending the session. */
  handleUnauthorized?: boolean;
  /** Cancels the call (TanStack Query passes one); a cancelled call opens no dialog. */
  signal?: AbortSignal;
  /**
   * A writing call's key (sent as Idempotency-Key): the same key twice changes the books once, so a form
   * re-sent after a lost answer is told it was saved instead of saving twice. One key per form filled in.
   */
  idempotencyKey?: string;
}

/**
 * A fresh Idempotency-Key: 128 random bits as hex. crypto.getRandomValues, not randomUUID, because a shop PC
 * may open the app over plain HTTP on the local network, where randomUUID does not exist.
 */
export function newRequestKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type ApiResponse<E extends Endpoint> = z.infer<E['response']>;

/** A refusal from the server: its HTTP status and its text (body.message, or the body itself). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server could not be reached in time; the blocking dialog is already on screen. */
export class ConnectionError extends Error {
  constructor(readonly reason: 'timeout' | 'network') {
    super(MESSAGES.gagalTerhubungKeServer);
    this.name = 'ConnectionError';
  }
}

/** True when an answer says the record exists as deleted (it may be re-activated). */
export function isDeletedAnswer(message: string | null | undefined): boolean {
  return typeof message === 'string' && message.includes(DELETED_MARKER);
}

/** The text to show for a failed call: the server's text, or the fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}

/** `/api/v1/<path>` with `:param` filled and the defined query values appended. */
export function buildUrl(path: string, input?: ApiInput): string {
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = input?.params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input?.query ?? {})) {
    if (value !== undefined) search.append(key, String(value));
  }
  const qs = search.toString();
  return `${API_BASE}/${filled.replace(/^\//, '')}${qs ? `?${qs}` : ''}`;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(body: unknown, text: string, status: number): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  if (text) return text;
  return `HTTP ${status}`;
}

/** The request could not reach the server (a network failure, or the timeout ended it). */
export class RequestFailure extends Error {
  constructor(readonly timedOut: boolean) {
    super(MESSAGES.gagalTerhubungKeServer);
    this.name = 'RequestFailure';
  }
}

export interface SendOptions {
  /** The request body as sent (JSON text, FormData); none for GET. */
  body?: BodyInit;
  headers?: Record<string, string>;
  timeoutMs: number;
  signal?: AbortSignal;
}

/**
 * THE one fetch of the web app: one endpoint's URL, the session token, a timeout and the caller's signal;
 * `read` takes the answer's body within the same timeout. A caller's abort rethrows its reason; anything
 * else that keeps the answer from arriving is a RequestFailure. callApi (JSON), uploadFile (multipart) and
 * downloadFile (files) are built on it.
 */
export async function sendRequest<T>(
  endpoint: Endpoint,
  input: ApiInput | undefined,
  options: SendOptions,
  read: (response: Response) => Promise<T>,
): Promise<{ response: Response; value: T }> {
  const url = buildUrl(endpoint.path, input);
  const headers: Record<string, string> = { ...options.headers };
  // Every call that changes the books carries a key, so a request the network repeats books once; a screen
  // that may retry the same form passes its own key (kept across the retry) instead.
  if (endpoint.changesBooks && !Object.keys(headers).some((name) => name.toLowerCase() === 'idempotency-key'))
    headers['Idempotency-Key'] = newRequestKey();
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const outer = options.signal;
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) controller.abort(outer.reason);
  else outer?.addEventListener('abort', onOuterAbort, { once: true });

  // The abort must end the wait even when the request itself ignores its signal.
  const aborted = new Promise<never>((_resolve, reject) => {
    controller.signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')), { once: true });
  });
  aborted.catch(() => undefined);

  try {
    const response = await Promise.race([
      fetch(url, { method: endpoint.method, headers, body: options.body, signal: controller.signal }),
      aborted,
    ]);
    const value = await Promise.race([read(response), aborted]);
    return { response, value };
  } catch (error) {
    if (outer?.aborted && !timedOut) throw outer.reason ?? error;
    throw new RequestFailure(timedOut);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  }
}

/**
 * The ApiError of a refused request, with the server's text (body.message, or the text itself). An
 * 'Invalid Token.' 401 ends the session and goes back to login unless handleUnauthorized is false.
 */
export function refusal(response: Response, text: string, handleUnauthorized = true): ApiError {
  const body = parseBody(text);
  const message = messageOf(body, text, response.status);
  if (response.status === 401 && message === MESSAGES.invalidToken && handleUnauthorized) {
    clearSession();
    browser.goTo('/');
  }
  return new ApiError(response.status, message, body);
}

/** Calls one endpoint of the contracts and resolves with its typed answer. */
export async function callApi<E extends Endpoint>(endpoint: E, input?: ApiInput<E>, options?: ApiOptions): Promise<z.infer<E['response']>> {
  const hasBody = input?.body !== undefined && endpoint.method !== 'GET';
  let answer: { response: Response; value: string };
  try {
    answer = await sendRequest(
      endpoint,
      input,
      {
        headers: {
          Accept: 'application/json',
          ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
          ...(options?.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}),
        },
        body: hasBody ? JSON.stringify(input?.body) : undefined,
        timeoutMs: options?.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        signal: options?.signal,
      },
      (response) => response.text(),
    );
  } catch (error) {
    if (!(error instanceof RequestFailure)) throw error;
    showConnectionFailed();
    throw new ConnectionError(error.timedOut ? 'timeout' : 'network');
  }

  const { response, value: text } = answer;
  if (!response.ok) throw refusal(response, text, options?.handleUnauthorized !== false);

  const body = parseBody(text);
  const parsed = endpoint.response.safeParse(body);
  if (parsed.success) return parsed.data as z.infer<E['response']>;
  // The server answers through the same schema; a mismatch is a version skew worth seeing, not a crash.
  console.warn(`Answer of ${endpoint.method} ${endpoint.path} does not match its contract`, parsed.error.issues);
  return body as z.infer<E['response']>;
}

type QueryOptions<E extends Endpoint> = Omit<
  UseQueryOptions<ApiResponse<E>, Error, ApiResponse<E>, readonly unknown[]>,
  'queryKey' | 'queryFn'
> &
  Pick<ApiOptions, 'timeoutMs' | 'handleUnauthorized'>;

/** useQuery over one endpoint; the key is [endpoint.path, input]. */
export function useApiQuery<E extends Endpoint>(
  endpoint: E,
  input?: ApiInput<E>,
  options?: QueryOptions<E>,
): UseQueryResult<ApiResponse<E>, Error> {
  const { timeoutMs, handleUnauthorized, ...queryOptions } = options ?? {};
  return useQuery({
    ...queryOptions,
    queryKey: [endpoint.path, input] as const,
    queryFn: ({ signal }) => callApi(endpoint, input, { timeoutMs, handleUnauthorized, signal }),
  });
}

/** useMutation over one endpoint; mutate with { params, query, body }. */
export function useApiMutation<E extends Endpoint>(
  endpoint: E,
  options?: Omit<UseMutationOptions<ApiResponse<E>, Error, ApiInput<E> | undefined>, 'mutationFn'> &
    Pick<ApiOptions, 'timeoutMs' | 'handleUnauthorized'>,
): UseMutationResult<ApiResponse<E>, Error, ApiInput<E> | undefined> {
  const { timeoutMs, handleUnauthorized, ...mutationOptions } = options ?? {};
  return useMutation({
    ...mutationOptions,
    mutationFn: (input?: ApiInput<E>) => callApi(endpoint, input, { timeoutMs, handleUnauthorized }),
  });
}
