// Every endpoint core declares, found the one way: the contract namespaces (`…Api`), the masters' generated
// calls and the reports'. The registry test holds it against the routes the app serves; the API reference
// (openapi.ts) is generated from it.
import * as core from '@kencana/core';
import { MASTER_API, REPORTS, USERS_API, opsOf, reportsApi, type Endpoint } from '@kencana/core';

/** An endpoint with where core declares it (`penjualanApi.simpan`, `MASTER_API.tokos.add`, `report eod`). */
export interface DeclaredEndpoint {
  where: string;
  endpoint: Endpoint;
}

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).method === 'string' &&
  typeof (value as Endpoint).path === 'string' &&
  'response' in value &&
  'access' in value;

/** `METHOD path`: what identifies an endpoint. */
export const endpointKey = (endpoint: Pick<Endpoint, 'method' | 'path'>): string => `${endpoint.method} ${endpoint.path}`;

/** Every endpoint of core's contracts, one per method and path (a later declaration of the same call wins). */
export function declaredEndpoints(): DeclaredEndpoint[] {
  const found = new Map<string, DeclaredEndpoint>();
  const add = (where: string, endpoint: Endpoint) => found.set(endpointKey(endpoint), { where, endpoint });
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
  return [...found.values()];
}
