// The registries agree: every report definition in core has its query on the server and every query its
// definition; every endpoint a core contract declares is served, and every route the server serves under
// /api/v1 has its contract. A contract nobody serves is a screen that answers 404; a route without a
// contract is a call the fuzzer, the typed client and the validation never see. And no report definition
// reaches a contract module: the signed-in frame loads every definition for its routes, so a contract's schemas
// imported by one ride along into the first load of every screen.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPORTS } from '@kencana/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredEndpoints, endpointKey as key } from './http/endpoints.ts';
import { loadReportQueries } from './modules/reports/queries/index.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

const API_PREFIX = '/api/v1/';

/** Every endpoint core declares, keyed `METHOD path`, with where it is declared. */
const contractEndpoints = (): Map<string, string> => new Map(declaredEndpoints().map(({ where, endpoint }) => [key(endpoint), where]));

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
