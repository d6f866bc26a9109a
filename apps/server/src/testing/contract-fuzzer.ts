// The contract fuzzer: walks every route the application registered through route() (so an endpoint is
// fuzzed the day it is added) and sends it payloads no screen sends. Used by contract-fuzzer.test.ts.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { MESSAGES, type Endpoint } from '@kencana/core';
import * as catalogue from '@kencana/core/messages';
import type { Db } from '../db/client.ts';
import { freshRequestKey } from './api-client.ts';

// ---------------------------------------------------------------------------------------------------
// The catalogue matcher.

const SENTINEL = (i: number) => `\u0001${i}\u0001`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A test of "this text comes from the catalogue": a MESSAGES value exactly, or the output of one of the
 * template functions of messages.ts (harusDiisi, tidakDitemukan…) with any arguments. A trailing detail in
 * parentheses (' (T01)') is allowed.
 */
export function catalogueMatcher(): (text: string) => boolean {
  const exact = new Set<string>(Object.values(MESSAGES));
  const templates: RegExp[] = [];
  for (const value of Object.values(catalogue)) {
    // A section of texts (MEMBER_MESSAGES…) appended after MESSAGES: its texts are the catalogue's too.
    if (value && typeof value === 'object') for (const text of Object.values(value)) if (typeof text === 'string') exact.add(text);
    if (typeof value !== 'function') continue;
    const fn = value as (...args: string[]) => unknown;
    const args = Array.from({ length: fn.length }, (_, i) => SENTINEL(i));
    const produced = fn(...args);
    if (typeof produced !== 'string') continue;
    let pattern = escapeRegExp(produced);
    for (const arg of args) pattern = pattern.split(escapeRegExp(arg)).join('.+?');
    templates.push(new RegExp(`^${pattern}$`, 's'));
  }
  const matches = (text: string) => exact.has(text) || templates.some((re) => re.test(text));
  return (text) => matches(text) || matches(text.replace(/\s\([^()]*\)$/, ''));
}

/** Words that give an English text away (zod's, Fastify's and Node's defaults). */
export const looksEnglish = (text: string): boolean =>
  /\b(invalid|expected|received|must|required|unexpected|body|request|error|not found|too (large|big|long|small)|unsupported|contains|property|input|string|number|array|object|failed|cannot|unknown)\b/i.test(
    text,
  );

// ---------------------------------------------------------------------------------------------------
// Samples built from a zod schema.

type Path = Array<string | number>;
type LeafKind = 'string' | 'number' | 'boolean' | 'enum' | 'other';

interface ZodLike {
  _zod: { def: Record<string, unknown> & { type: string } };
}

const defOf = (schema: unknown) => (schema as ZodLike | undefined)?._zod?.def;

/**
 * A plausible value of the schema's shape (strings 'X', numbers 1, one array element, the first enum
 * value): the skeleton fuzz cases are cut from. It is not meant to be valid: 'X' is never a barcode.
 */
export function sampleOf(schema: unknown, depth = 0): unknown {
  const def = defOf(schema);
  if (!def || depth > 8) return 'X';
  switch (def.type) {
    case 'string':
      return 'X';
    case 'number':
    case 'bigint':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as Record<string, string>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'array':
      return [sampleOf(def.element, depth + 1)];
    case 'tuple':
      return (def.items as unknown[]).map((item) => sampleOf(item, depth + 1));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(def.shape as Record<string, unknown>)) out[key] = sampleOf(value, depth + 1);
      return out;
    }
    case 'record':
      return {};
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return sampleOf(def.innerType, depth + 1);
    case 'pipe':
      return defOf(def.in)?.type === 'transform' ? sampleOf(def.out, depth + 1) : sampleOf(def.in, depth + 1);
    case 'union':
      return sampleOf((def.options as unknown[])[0], depth + 1);
    case 'intersection':
      return { ...(sampleOf(def.left, depth + 1) as object), ...(sampleOf(def.right, depth + 1) as object) };
    case 'lazy':
      return sampleOf((def.getter as () => unknown)(), depth + 1);
    default:
      return 'X';
  }
}

interface Leaf {
  path: Path;
  kind: LeafKind;
}

/** The scalar positions of a sample, with the kind of value found there. */
function leavesOf(value: unknown, path: Path = []): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leavesOf(item, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key]));
  if (path.length === 0) return [];
  const kind: LeafKind =
    typeof value === 'string' ? 'string' : typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'other';
  return [{ path, kind }];
}

/** The array positions of a sample. */
function arraysOf(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, i) => arraysOf(item, [...path, i]))];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => arraysOf(item, [...path, key]));
  return [];
}

const clone = <T>(value: T): T => structuredClone(value);

function setAt(target: unknown, path: Path, value: unknown): void {
  let node = target as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1] as string | number] = value;
}

const nameOf = (path: Path) => String([...path].reverse().find((key) => typeof key === 'string') ?? '');
export const isDateName = (name: string) => /^(tgl|tanggal)|(_date|_tgl|tanggal)$|^(start|end)_date$/.test(name);
export const isWeightName = (name: string) => /berat|gram|susut|timbang/.test(name);
export const isStoreName = (name: string) => /^kode_(toko|cabang)$/.test(name);

/** The sample with the leaves the filter picks replaced by `value` (a function gets the leaf). */
function replaceLeaves(sample: unknown, pick: (leaf: Leaf) => boolean, value: unknown | ((leaf: Leaf) => unknown)): unknown {
  if (!sample || typeof sample !== 'object') return sample;
  const copy = clone(sample);
  for (const leaf of leavesOf(sample)) {
    if (pick(leaf)) setAt(copy, leaf.path, typeof value === 'function' ? (value as (leaf: Leaf) => unknown)(leaf) : value);
  }
  return copy;
}

// ---------------------------------------------------------------------------------------------------
// Fuzz cases.

/** One request shape: the parts it replaces of the endpoint's samples. */
export interface FuzzCase {
  name: string;
  params?: Record<string, string>;
  query?: Record<string, unknown> | string;
  /** An object is sent as JSON; a string is sent as it is with `contentType`. */
  body?: unknown;
  raw?: string;
  contentType?: string;
  /** Path values the router may not match (100 kB): a 404 from the catch-all is then right. */
  mayMissRoute?: boolean;
  /** Sent as this user only. */
  only?: 'owner' | 'kasir';
}

const LONG = 'A'.repeat(100_000);
const NUL = 'x\u0000y';
const HUGE = 100_000;
const BOUNDARY = '----kencanafuzz';

/** A multipart body cut off inside the file part (no closing boundary). */
export const TRUNCATED_MULTIPART = [
  `--${BOUNDARY}`,
  'Content-Disposition: form-data; name="file"; filename="foto.jpg"',
  'Content-Type: image/jpeg',
  '',
  '\u00ff\u00d8\u00ff\u00e0 half a file',
].join('\r\n');
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** A whole multipart body holding one file. */
export function multipartFile(filename: string, mimetype: string, content: string): string {
  return [
    `--${BOUNDARY}`,
    `Content-Disposition: form-data; name="file"; filename="${filename}"`,
    `Content-Type: ${mimetype}`,
    '',
    content,
    `--${BOUNDARY}--`,
    '',
  ].join('\r\n');
}

/** The cases of one endpoint, for a signed-in user. Every case is invalid, so none may write. */
export function fuzzCases(endpoint: Endpoint, as: { storeOther: string }): FuzzCase[] {
  const params = (sampleOf(endpoint.params) ?? {}) as Record<string, unknown>;
  const query = endpoint.query ? (sampleOf(endpoint.query) as Record<string, unknown>) : {};
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  const body = endpoint.body ? sampleOf(endpoint.body) : {};
  const strings = (value: unknown) =>
    typeof value === 'object' && value
      ? (replaceLeaves(
          value,
          () => true,
          (leaf: Leaf) => (leaf.kind === 'string' ? 'X' : String(1)),
        ) as Record<string, string>)
      : {};
  const baseParams = strings(params);
  const every = (value: unknown) => ({
    params: mapParams(baseParams, () => String(value)),
    query: replaceLeaves(query, () => true, value) as Record<string, unknown>,
    ...(hasBody ? { body: replaceLeaves(body, () => true, value) } : {}),
  });
  // A case that replaces named fields only; none when the endpoint has no such field (the samples alone
  // could be a valid call: POST system/close with { PROSES: 'close' }).
  const byName = (test: (name: string) => boolean, value: unknown) => {
    const found =
      Object.keys(baseParams).some(test) ||
      [...leavesOf(query), ...(hasBody ? leavesOf(body) : [])].some((leaf) => test(nameOf(leaf.path)));
    if (!found) return null;
    return {
      params: mapParams(baseParams, (key, old) => (test(key) ? String(value) : old)),
      query: replaceLeaves(query, (leaf) => test(nameOf(leaf.path)), value) as Record<string, unknown>,
      ...(hasBody ? { body: replaceLeaves(body, (leaf) => test(nameOf(leaf.path)), value) } : {}),
    };
  };
  const named = (name: string, parts: Omit<FuzzCase, 'name'> | null): FuzzCase[] => (parts ? [{ name, ...parts }] : []);
  const hasParams = Object.keys(baseParams).length > 0;
  const cases: FuzzCase[] = [
    { name: 'missing fields', params: mapParams(baseParams, () => 'X'), query: {}, ...(hasBody ? { body: {} } : {}) },
    { name: 'wrong types', ...every({ nested: [1] }) },
    // A string field given a boolean, a number field given text (a number in a text field is accepted by
    // the master forms, so it would not be a wrong type there).
    {
      name: 'wrong scalar types',
      params: baseParams,
      query: replaceLeaves(query, () => true, 'abc') as Record<string, unknown>,
      ...(hasBody
        ? {
            body: replaceLeaves(
              body,
              () => true,
              (leaf: Leaf) => (leaf.kind === 'string' ? true : 'abc'),
            ),
          }
        : {}),
    },
    { name: '100 kB strings', ...every(LONG), params: baseParams },
    ...(hasParams ? [{ name: '100 kB path', params: mapParams(baseParams, () => LONG), mayMissRoute: true }] : []),
    { name: 'NUL bytes', ...every(NUL) },
    ...(hasParams ? [{ name: 'NUL in the path', params: mapParams(baseParams, () => '\u0000') }] : []),
    ...named(
      'NUL in the query',
      Object.keys(query).length ? { params: baseParams, query: replaceLeaves(query, () => true, NUL) as Record<string, unknown> } : null,
    ),
    ...named('impossible date 2026-13-45', byName(isDateName, '2026-13-45')),
    ...named('impossible date 2026-02-30', byName(isDateName, '2026-02-30')),
    ...named('negative weight', byName(isWeightName, '-1.000')),
    ...named('4-decimal weight', byName(isWeightName, '1.2345')),
    ...named('NaN weight', byName(isWeightName, 'NaN')),
    ...named('negative numeric weight', byName(isWeightName, -0.0001)),
    // Staff naming another store (the owner may: the case is the cashier's only).
    ...named('another store', byName(isStoreName, as.storeOther)).map((c) => ({ ...c, only: 'kasir' as const })),
    ...(hasParams
      ? [
          { name: 'prototype names in the path', params: mapParams(baseParams, () => '__proto__') },
          { name: 'constructor in the path', params: mapParams(baseParams, () => 'constructor') },
        ]
      : []),
    {
      name: 'prototype keys in the query',
      params: baseParams,
      query: '__proto__[polluted]=1&constructor[prototype][polluted]=1&__proto__=1',
    },
  ];
  if (hasBody) {
    const bodyJson = JSON.stringify(body);
    const weightPaths = leavesOf(body).filter((leaf) => isWeightName(nameOf(leaf.path)));
    cases.push(
      { name: 'no body', params: baseParams, query },
      { name: 'body is an array', params: baseParams, query, body: [] },
      { name: 'body is a string', params: baseParams, query, raw: '"x"', contentType: 'application/json' },
      { name: 'body is null', params: baseParams, query, raw: 'null', contentType: 'application/json' },
      { name: 'broken JSON', params: baseParams, query, raw: '{"a":', contentType: 'application/json' },
      { name: 'text body', params: baseParams, query, raw: 'kode=1', contentType: 'text/plain' },
      { name: 'unknown media type', params: baseParams, query, raw: '<x/>', contentType: 'application/xml' },
      {
        name: 'prototype keys in the body',
        params: baseParams,
        query,
        raw: `{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},${bodyJson.startsWith('{') ? bodyJson.slice(1) : '"x":1}'}`,
        contentType: 'application/json',
      },
      {
        name: 'constructor key in the body',
        params: baseParams,
        query,
        raw: `{"constructor":{"prototype":{"polluted":1}}}`,
        contentType: 'application/json',
      },
      {
        name: '1e309 weight',
        params: baseParams,
        query,
        raw: weightPaths.length
          ? rawWithNumbers(
              body,
              weightPaths.map((l) => l.path),
              '1e309',
            )
          : `{"berat":1e309}`,
        contentType: 'application/json',
      },
      // Serialised once per endpoint (2-3 MB of JSON), sent as the owner and as the cashier.
      { name: 'huge arrays', params: baseParams, query, raw: JSON.stringify(hugeArrays(body)), contentType: 'application/json' },
      { name: 'truncated multipart', params: baseParams, query, raw: TRUNCATED_MULTIPART, contentType: MULTIPART_TYPE },
    );
  }
  return cases;
}

function mapParams(params: Record<string, string>, f: (key: string, old: string) => string): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([key, old]) => [key, f(key, old)]));
}

/** JSON text of the sample with a raw number token (1e309, which JSON.stringify cannot write) at the paths. */
function rawWithNumbers(sample: unknown, paths: Path[], token: string): string {
  const marker = '__kencana_number__';
  const copy = clone(sample);
  for (const path of paths) setAt(copy, path, marker);
  return JSON.stringify(copy).split(`"${marker}"`).join(token);
}

/** Every array of the sample grown to 100k copies of its element; a body without arrays becomes one. */
function hugeArrays(sample: unknown): unknown {
  const arrays = arraysOf(sample);
  if (arrays.length === 0) return Array.from({ length: HUGE }, () => 'X');
  const copy = clone(sample);
  for (const path of arrays.filter((p) => p.length > 0)) {
    const element = (path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], sample) as unknown[])[0] ?? 'X';
    setAt(
      copy,
      path,
      Array.from({ length: HUGE }, () => element),
    );
  }
  return arrays.some((p) => p.length === 0) ? Array.from({ length: HUGE }, () => 'X') : copy;
}

/** The inject options of a case against an endpoint. */
export function requestOf(endpoint: Endpoint, fuzz: FuzzCase, headers: Record<string, string>): InjectOptions {
  const url = `/api/v1/${endpoint.path.replace(/:([A-Za-z_]+)/g, (_m, name: string) => encodeURIComponent(fuzz.params?.[name] ?? 'X'))}`;
  const query =
    typeof fuzz.query === 'string'
      ? fuzz.query
      : new URLSearchParams(Object.entries(fuzz.query ?? {}).flatMap(([key, value]) => queryPairs(key, value))).toString();
  // A contract that requires a request key gets a fresh one, so the cases reach its validation (the refusal
  // without a key has its own test in http/idempotency-key.test.ts).
  const key = endpoint.requiresIdempotencyKey ? { 'idempotency-key': freshRequestKey() } : {};
  const options: InjectOptions = { method: endpoint.method, url: query ? `${url}?${query}` : url, headers: { ...headers, ...key } };
  if (fuzz.raw !== undefined) {
    options.payload = fuzz.raw;
    options.headers = { ...options.headers, 'content-type': fuzz.contentType ?? 'application/json' };
  } else if (fuzz.body !== undefined) options.payload = fuzz.body as InjectOptions['payload'];
  return options;
}

function queryPairs(key: string, value: unknown): Array<[string, string]> {
  if (Array.isArray(value)) return value.flatMap((item) => queryPairs(key, item));
  if (value && typeof value === 'object') return [[key, JSON.stringify(value)]];
  return [[key, String(value)]];
}

// ---------------------------------------------------------------------------------------------------
// Rows.

/** Tables a refused request may legitimately write to (sign-ins and their throttle). */
const NOT_COUNTED = new Set(['sessions', 'login_attempts', '__drizzle_migrations']);

/** The row count of every business table (documents, stock_movements, barang, the masters…), in one query. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = (await db.execute(sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)) as unknown as {
    rows: Array<{ tablename: string }>;
  };
  const names = tables.rows.map((r) => r.tablename).filter((name) => !NOT_COUNTED.has(name));
  const query = names.map((name) => `SELECT '${name}' AS t, count(*)::int AS n FROM "${name}"`).join(' UNION ALL ');
  const counted = (await db.execute(sql.raw(query))) as unknown as { rows: Array<{ t: string; n: number }> };
  return Object.fromEntries(counted.rows.map((r) => [r.t, Number(r.n)]));
}

/** The tables whose counts differ, as "table before→after". */
export function changedTables(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys({ ...before, ...after })
    .filter((t) => before[t] !== after[t])
    .map((t) => `${t} ${before[t]}→${after[t]}`);
}

/** The `message` of a JSON answer, or null. */
export function messageOf(response: LightMyRequestResponse): string | null {
  try {
    const body = JSON.parse(response.body) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

/** The endpoints the application registered through route(), GET before the rest. */
export function registeredEndpoints(app: FastifyInstance): Endpoint[] {
  const seen = new Set<string>();
  const list: Endpoint[] = [];
  for (const route of app.registeredRoutes) {
    const endpoint = route.endpoint;
    if (!endpoint || route.method !== endpoint.method) continue;
    const key = `${endpoint.method} ${endpoint.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    list.push(endpoint);
  }
  return list;
}
