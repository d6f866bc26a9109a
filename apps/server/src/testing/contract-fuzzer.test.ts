// The contract fuzzer: every endpoint the application registered, as nobody, as the owner and as a
// cashier, with payloads no screen sends. Never a 5xx, 401 without a token, 403 without the menu, every
// refusal an Indonesian catalogue text, and not one row written.
import net from 'node:net';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, type Endpoint } from '@kencana/core';
import { canAccess } from '../auth/access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import {
  catalogueMatcher,
  changedTables,
  fuzzCases,
  looksEnglish,
  messageOf,
  MULTIPART_TYPE,
  multipartFile,
  registeredEndpoints,
  requestOf,
  rowCounts,
  TRUNCATED_MULTIPART,
} from './contract-fuzzer.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let tokens: { owner: string; kasir: string };
let kasirMenus: string[];
const inCatalogue = catalogueMatcher();

beforeAll(async () => {
  t = await createTestApp();
  await signIn();
});
afterAll(async () => {
  await t?.close();
});

let signIns = 0;

/** Signs both users in, each time from a new address: fuzzing the login spends its per-address limit. */
async function signIn(): Promise<void> {
  const login = async (user_id: string, password: string) => {
    signIns++;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { user_id, password },
      remoteAddress: `10.9.${signIns >> 8}.${signIns & 255}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { token: string; data: { menu: Array<{ menu_name: string }> } };
  };
  const owner = await login('owner', 'owner123');
  const kasir = await login('kasir', 'kasir123');
  tokens = { owner: owner.token, kasir: kasir.token };
  kasirMenus = kasir.data.menu.map((m) => m.menu_name);
}

interface Tally {
  endpoints: number;
  requests: number;
  serverErrors: number;
  notCatalogue: number;
  english: number;
  problems: string[];
  /** How often each answer came back ('400 Kode Baki Harus Diisi'), printed with FUZZ_VERBOSE=1. */
  answers: Map<string, number>;
}

const newTally = (): Tally => ({
  endpoints: 0,
  requests: 0,
  serverErrors: 0,
  notCatalogue: 0,
  english: 0,
  problems: [],
  answers: new Map(),
});

/** Sends one request and checks what every answer must satisfy; `expectStatus` when the status is known. */
async function send(tally: Tally, label: string, options: InjectOptions, expectStatus?: number): Promise<number> {
  const response = await t.app.inject(options);
  tally.requests++;
  const status = response.statusCode;
  const message = messageOf(response);
  const answer = `${status} ${(message ?? '').replace(/\(Baris \d+\)/, '(Baris n)')}`;
  tally.answers.set(answer, (tally.answers.get(answer) ?? 0) + 1);
  if (status >= 500) {
    tally.serverErrors++;
    tally.problems.push(`${label}: ${status} ${message ?? response.body.slice(0, 120)}`);
  }
  if (expectStatus !== undefined && status !== expectStatus)
    tally.problems.push(`${label}: expected ${expectStatus}, got ${status} ${message ?? ''}`);
  if (status >= 400) {
    if (message === null || !inCatalogue(message)) {
      tally.notCatalogue++;
      if (message === null || looksEnglish(message)) tally.english++;
      tally.problems.push(`${label}: ${status} message not in the catalogue: ${JSON.stringify(message ?? response.body.slice(0, 120))}`);
    }
  }
  return status;
}

const kasirUser = (): CurrentUser => ({ menus: kasirMenus, privileged: false }) as unknown as CurrentUser;

/** Fuzzes one endpoint: no token, then every case as the owner and as the cashier; no row may change. */
async function fuzzEndpoint(tally: Tally, endpoint: Endpoint): Promise<void> {
  const name = `${endpoint.method} ${endpoint.path}`;
  const before = await rowCounts(t.db);
  tally.endpoints++;
  const cases = fuzzCases(endpoint, { storeOther: 'T01' });
  const first = cases[0];
  if (endpoint.access.kind !== 'public' && first && !first.mayMissRoute)
    await send(tally, `${name} [no token]`, requestOf(endpoint, first, {}), 401);
  const kasirAllowed = canAccess(kasirUser(), endpoint.access);
  for (const who of ['owner', 'kasir'] as const) {
    for (const fuzz of cases) {
      if (fuzz.only && fuzz.only !== who) continue;
      const expected = who === 'kasir' && !kasirAllowed && !fuzz.mayMissRoute ? 403 : undefined;
      const began = performance.now();
      const status = await send(tally, `${name} [${who}: ${fuzz.name}]`, requestOf(endpoint, fuzz, bearer(tokens[who])), expected);
      timing.set(fuzz.name, (timing.get(fuzz.name) ?? 0) + performance.now() - began);
      // Signing out with an empty body is a valid call: sign in again so the next cases have a session.
      if (endpoint.path === 'users/logout' && status < 300) await signIn();
      // Staff may not change another store's books or records (reading master lists of another store is allowed).
      if (fuzz.name === 'another store' && status < 300 && endpoint.method !== 'GET')
        tally.problems.push(`${name} [${who}: another store]: staff naming T01 got ${status}`);
      if (who === 'owner' && (status === 401 || status === 403))
        tally.problems.push(`${name} [owner: ${fuzz.name}]: the owner was refused with ${status}`);
    }
  }
  // Signing in and out is recorded in the audit log (the fuzzer signs in again after a sign-out).
  const signing = endpoint.path === 'users/login' || endpoint.path === 'users/logout';
  const changed = changedTables(before, await rowCounts(t.db)).filter((change) => !(signing && change.startsWith('audit_log ')));
  if (changed.length) tally.problems.push(`${name}: rows written by fuzz cases: ${changed.join(', ')}`);
}

const timing = new Map<string, number>();
function report(tally: Tally, what: string): void {
  console.info(
    `${what}: ${tally.endpoints} endpoints, ${tally.requests} requests, ${tally.serverErrors} answers 5xx, ` +
      `${tally.notCatalogue} refusals not from the catalogue (${tally.english} English or not JSON), ${tally.problems.length} problems`,
  );
  if (process.env.FUZZ_VERBOSE)
    console.info(
      [...timing]
        .sort((a, b) => b[1] - a[1])
        .map(([c, ms]) => `${Math.round(ms)} ms\t${c}`)
        .join('\n'),
    );
  if (process.env.FUZZ_VERBOSE)
    console.info(
      [...tally.answers]
        .sort((a, b) => b[1] - a[1])
        .map(([text, n]) => `${n}\t${text}`)
        .join('\n'),
    );
  if (tally.problems.length) console.info(tally.problems.slice(0, process.env.FUZZ_VERBOSE ? undefined : 200).join('\n'));
}

describe('contract fuzzer', () => {
  it('walks every endpoint the application registered', () => {
    const endpoints = registeredEndpoints(t.app);
    const apiRoutes = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/v1/') && r.method !== 'HEAD');
    // Every API route comes from a contract (route()), so the fuzzer knows its schemas and access.
    expect(apiRoutes.filter((r) => !r.endpoint).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(endpoints.length).toBe(new Set(apiRoutes.map((r) => `${r.method} ${r.url}`)).size);
    // The generic families are in: masters and reports.
    expect(endpoints.some((e) => e.path.startsWith('group/'))).toBe(true);
    expect(endpoints.some((e) => e.path.startsWith('laporan/'))).toBe(true);
  });

  it('never answers 5xx, refuses in Indonesian from the catalogue and writes nothing', async () => {
    const tally = newTally();
    const started = Date.now();
    for (const endpoint of registeredEndpoints(t.app)) await fuzzEndpoint(tally, endpoint);
    report(tally, `contract fuzzer (${Math.round((Date.now() - started) / 1000)} s)`);
    expect(tally.problems).toEqual([]);
    expect(tally.endpoints).toBeGreaterThan(100);
    // About 15-30 s on PGlite or PostgreSQL on an idle 2-core machine; the margin is for a busy one.
  }, 300_000);

  it('refuses malformed uploads with a catalogue text and writes nothing', async () => {
    const tally = newTally();
    const before = await rowCounts(t.db);
    const found = (await t.db.execute(sql`SELECT kode_barcode FROM barang ORDER BY kode_barcode LIMIT 1`)) as unknown as {
      rows: Array<{ kode_barcode: string }>;
    };
    const barcode = found.rows[0]?.kode_barcode;
    expect(barcode).toBeTruthy();
    const owner = { ...bearer(tokens.owner), 'content-type': MULTIPART_TYPE };
    const csvHeader = IMPORT_COLUMNS.join(',');
    const csvRow = IMPORT_COLUMNS.map((c) => (c.includes('berat') ? '1.000' : 'AB\u0000C')).join(',');
    const nulCsv = multipartFile('barang.csv', 'text/csv', `${csvHeader}\n${csvRow}\n`);
    for (const [label, url] of [
      ['photo', `/api/v1/barang/foto/${barcode}`],
      ['import check', '/api/v1/import-data-pusat/cek'],
      ['import', '/api/v1/import-data-pusat'],
    ] as const) {
      expect(
        await send(tally, `${label}: truncated multipart`, { method: 'POST', url, headers: owner, payload: TRUNCATED_MULTIPART }),
      ).toBe(400);
      expect(
        await send(tally, `${label}: no boundary`, {
          method: 'POST',
          url,
          headers: { ...owner, 'content-type': 'multipart/form-data' },
          payload: TRUNCATED_MULTIPART,
        }),
      ).toBe(400);
    }
    for (const url of ['/api/v1/import-data-pusat/cek', '/api/v1/import-data-pusat']) {
      expect(await send(tally, `${url}: CSV holding NUL`, { method: 'POST', url, headers: owner, payload: nulCsv })).toBe(400);
    }
    report(tally, 'uploads');
    expect(tally.problems).toEqual([]);
    expect(changedTables(before, await rowCounts(t.db))).toEqual([]);
  });

  it('answers unknown paths, wrong methods and odd requests in Indonesian', async () => {
    const tally = newTally();
    const owner = bearer(tokens.owner);
    await send(tally, 'unknown API path', { method: 'GET', url: '/api/v1/tidak-ada', headers: owner }, 404);
    await send(tally, 'unknown path', { method: 'GET', url: '/tidak-ada' }, 404);
    await send(tally, 'wrong method', { method: 'PATCH', url: '/api/v1/users/me', headers: owner }, 404);
    await send(tally, 'NUL in an unknown path', { method: 'DELETE', url: '/api/v1/group/delete/by-kode-group/%00/x', headers: owner }, 404);
    await send(
      tally,
      'body over the limit',
      { method: 'POST', url: '/api/v1/pindah-barang', headers: owner, payload: { detail_barang: ['X'.repeat(2_000_000)] } },
      413,
    );
    await send(tally, 'JSON with a wrong length', {
      method: 'POST',
      url: '/api/v1/pindah-barang',
      headers: { ...owner, 'content-type': 'application/json', 'content-length': '5' },
      payload: '{"kode_baki_tujuan":"X"}',
    });
    await send(
      tally,
      'empty JSON body',
      { method: 'POST', url: '/api/v1/pindah-barang', headers: { ...owner, 'content-type': 'application/json' }, payload: '' },
      400,
    );
    report(tally, 'odd requests');
    expect(tally.problems).toEqual([]);
  });

  it('answers an oversize header in Indonesian JSON, not with Node’s text', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('utf8')));
      socket.on('end', () => resolve(text));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
      socket.write(`GET /api/v1/users/me HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`);
    });
    const [head, body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431/);
    const message = (JSON.parse(body) as { message: string }).message;
    expect(inCatalogue(message)).toBe(true);
  });
});
