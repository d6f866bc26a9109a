// The registries agree: every report definition in core has its query on the server and every query its
// definition; every endpoint a core contract declares is served, and every route the server serves under
// /api/v1 has its contract. A contract nobody serves is a screen that answers 404; a route without a
// contract is a call the fuzzer, the typed client and the validation never see. And no report definition
// reaches a contract module: the signed-in frame loads every definition for its routes, so a contract's schemas
// imported by one ride along into the first load of every screen.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as core from '@kencana/core';
import { MASTER_API, REPORTS, USERS_API, opsOf, reportsApi, type Endpoint } from '@kencana/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReportQueries } from './modules/reports/queries/index.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

const API_PREFIX = '/api/v1/';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).method === 'string' &&
  typeof (value as Endpoint).path === 'string' &&
  'response' in value &&
  'access' in value;

const key = (endpoint: Pick<Endpoint, 'method' | 'path'>): string => `${endpoint.method} ${endpoint.path}`;

/** Every endpoint core declares: the contract namespaces (`…Api`), the masters' generated calls and the reports'. */
function contractEndpoints(): Map<string, string> {
  const found = new Map<string, string>();
  const add = (where: string, endpoint: Endpoint) => found.set(key(endpoint), where);
  for (const [namespace, exports] of Object.entries(core)) {
    if (!namespace.endsWith('Api') || typeof exports !== 'object' || exports === null) continue;
    for (const [name, value] of Object.entries(exports)) if (isEndpoint(value)) add(`${namespace}.${name}`, value);
  }
  // A master offers its list and lookups, and the writes its definition's ops allow.
  for (const [master, api] of [...Object.entries(MASTER_API), ['users', USERS_API] as const]) {
    const ops = opsOf(api.definition);
    const offered: Array<[string, Endpoint]> = [['list', api.list], ...Object.entries(api.lookups as Record<string, Endpoint>)];
    if (ops.includes('add')) offered.push(['add', api.add], ['reactive', api.reactive]);
    if (ops.includes('edit'))
      offered.push(['edit', api.edit], ...api.editAliases.map((alias): [string, Endpoint] => [`edit ${alias.method}`, alias]));
    if (ops.includes('delete')) offered.push(['remove', api.remove]);
    for (const [name, value] of offered) add(`MASTER_API.${master}.${name}`, value);
  }
  for (const report of REPORTS) {
    add(`report ${report.id}`, reportsApi.reportEndpoint(report));
    add(`report ${report.id} export`, reportsApi.reportExportEndpoint(report));
  }
  return found;
}

describe('report registry', () => {
  it('every report definition has its query and every query is a registered definition', async () => {
    const queries = await loadReportQueries();
    const withQuery = new Set(queries.map((query) => query.report.id));
    expect(REPORTS.filter((report) => !withQuery.has(report.id)).map((report) => report.id)).toEqual([]);
    const defined = new Set(REPORTS.map((report) => report.id));
    expect(queries.filter((query) => !defined.has(query.report.id)).map((query) => query.report.id)).toEqual([]);
    // The query answers for the very definition the screens read, not a copy that could drift.
    for (const query of queries) expect(REPORTS.includes(query.report), query.report.id).toBe(true);
    expect(new Set(REPORTS.map((report) => report.id)).size).toBe(REPORTS.length);
  });
});

const CORE_SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../packages/core/src');

/** The relative modules a source imports at run time (`import type` is erased, so it is left out). */
function runtimeImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm))
    if (!match[1] && match[2]!.startsWith('.')) found.push(match[2]!);
  return found;
}

/** A contract module: a file that declares endpoints. */
const isContractModule = (source: string): boolean => /\bendpoint\(\{/.test(source);

/**
 * The contract modules `entry` reaches through its run-time imports, each with the chain that reaches it.
 * `read` answers a file's source (absolute path), so the walk can be shown a deliberate violation.
 */
function contractsReached(entry: string, read: (file: string) => string): string[] {
  const reached: string[] = [];
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = read(file);
    const here = [...chain, path.relative(CORE_SRC, file)];
    if (chain.length > 0 && isContractModule(source)) reached.push(here.join(' → '));
    for (const target of runtimeImports(source)) walk(path.resolve(path.dirname(file), target), here);
  };
  walk(entry, []);
  return reached;
}

describe('report definitions', () => {
  const reportFiles = fs
    .readdirSync(path.join(CORE_SRC, 'reports'))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => path.join(CORE_SRC, 'reports', name));

  it('reach no contract module through their imports', () => {
    const read = (file: string) => fs.readFileSync(file, 'utf8');
    expect(reportFiles.length).toBeGreaterThan(50);
    expect(reportFiles.flatMap((file) => contractsReached(file, read))).toEqual([]);
  });

  it('the walk finds a contract reached through a domain file, and lets a type-only import through', () => {
    const files: Record<string, string> = {
      'reports/bad.ts': "import { defineReport } from './define.ts';\nimport { STATES } from '../domain/states.ts';\n",
      'reports/typed.ts': "import type { Row } from '../contracts/penjualan.ts';\n",
      'reports/define.ts': "import { z } from 'zod';\n",
      'domain/states.ts': "export { STATUS } from '../contracts/services.ts';\n",
      'contracts/services.ts': 'export const simpan = endpoint({ method: "POST" });\n',
      'contracts/penjualan.ts': 'export const simpan = endpoint({ method: "POST" });\n',
    };
    const read = (file: string) => files[path.relative(CORE_SRC, file)] ?? '';
    expect(contractsReached(path.join(CORE_SRC, 'reports/bad.ts'), read)).toEqual([
      'reports/bad.ts → domain/states.ts → contracts/services.ts',
    ]);
    expect(contractsReached(path.join(CORE_SRC, 'reports/typed.ts'), read)).toEqual([]);
  });
});

describe('endpoint registry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every contract endpoint is served at its method and path', () => {
    const served = new Set(t.app.registeredRoutes.filter((route) => route.endpoint).map((route) => key(route.endpoint!)));
    const missing = [...contractEndpoints()]
      .filter(([endpoint]) => !served.has(endpoint))
      .map(([endpoint, where]) => `${where}: ${endpoint}`);
    expect(missing).toEqual([]);
  });

  it('every route under /api/v1 is a contract endpoint of core, at the contract own method and path', () => {
    const declared = contractEndpoints();
    const apiRoutes = t.app.registeredRoutes.filter((route) => route.url.startsWith(API_PREFIX) && route.method !== 'HEAD');
    expect(apiRoutes.length).toBeGreaterThan(100);
    const withoutContract = apiRoutes.filter((route) => !route.endpoint).map((route) => `${route.method} ${route.url}`);
    expect(withoutContract).toEqual([]);
    const undeclared = apiRoutes
      .filter((route) => route.endpoint && !declared.has(key(route.endpoint)))
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
    const elsewhere = apiRoutes
      .filter((route) => route.endpoint && (route.url !== API_PREFIX + route.endpoint.path || route.method !== route.endpoint.method))
      .map((route) => `${route.method} ${route.url}`);
    expect(elsewhere).toEqual([]);
  });
});
