// The shared master lists of the web: each loaded the first time a screen asks for it (not all 22 at start:
// on a shop's slow line that delayed every screen's own data), kept in TanStack Query's cache, refreshed after
// a master screen changes one (and when older than 5 minutes, for changes made by someone else).
//
//   const { data: groups = [] } = useMasterList('group');            // MasterRowOf<'group'>[]
//   const { data: trays = [] } = useMasterList('baki', { kode_toko: 'SEMUA' });
//   const { data: kc = [] } = useMasterLookup('baki', 'byGudang', { params: { code: 'KC' } });
//   const options = useMasterOptions('group');                        // [{ value: '24K', label: '24K - EMAS 24 KARAT' }]
//   invalidateMasterList(queryClient, 'group');                       // after writing through another endpoint
//
// Every query key starts with ['master', <definition key>], so invalidating a key refreshes its list and
// its lookups together.
import { useMemo } from 'react';
import { queryOptions, useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import {
  MASTER_API,
  optionLabel,
  rowRef,
  type Endpoint,
  type MasterDefinition,
  type MasterEndpoints,
  type MasterKey,
  type MasterListQuery,
  type MasterRow,
  type MasterRowOf,
  type Masters,
} from '@kencana/core';
import { callApi, type ApiInput } from './api.ts';

/** Lists change rarely; a screen that changes one invalidates it at once. */
export const MASTER_STALE_MS = 5 * 60_000;

/** The query key of everything cached for a definition (its list, its lookups). */
export const masterKey = (key: string): readonly unknown[] => ['master', key];

/** Query options of a definition's list (any endpoints of the family, e.g. USERS_API). */
export function masterRowsOptions<D extends MasterDefinition>(api: MasterEndpoints<D>, query: MasterListQuery = {}) {
  return queryOptions({
    queryKey: [...masterKey(api.definition.key), 'list', query],
    queryFn: async ({ signal }): Promise<MasterRow<D>[]> => (await callApi(api.list, { query }, { signal })).data,
    staleTime: MASTER_STALE_MS,
  });
}

/** The rows of any master family (the generic screen uses it for the registry and for users). */
export function useMasterRows<D extends MasterDefinition>(
  api: MasterEndpoints<D>,
  query?: MasterListQuery,
): UseQueryResult<MasterRow<D>[]> {
  return useQuery(masterRowsOptions(api, query));
}

/** A shared master list, typed by its definition: `useMasterList('jenis').data` is MasterRowOf<'jenis'>[]. */
export function useMasterList<K extends MasterKey>(key: K, query?: MasterListQuery): UseQueryResult<MasterRowOf<K>[]> {
  return useMasterRows(MASTER_API[key] as unknown as MasterEndpoints<Masters[K]>, query) as UseQueryResult<MasterRowOf<K>[]>;
}

type LookupName<K extends MasterKey> = keyof (typeof MASTER_API)[K]['lookups'] & string;

/** A lookup of a master list (`useMasterLookup('baki', 'byGudang', { params: { code: 'KC' } })`). */
export function useMasterLookup<K extends MasterKey>(
  key: K,
  name: LookupName<K>,
  input: ApiInput = {},
  options: { enabled?: boolean } = {},
): UseQueryResult<MasterRowOf<K>[]> {
  // A lookup answers { data: rows } like the list; its own path and parameters come from the definition.
  const endpoint = (MASTER_API[key].lookups as Record<string, Endpoint>)[name];
  return useQuery({
    queryKey: [...masterKey(key), 'lookup', name, input],
    queryFn: async ({ signal }) => ((await callApi(endpoint!, input, { signal })) as { data: MasterRowOf<K>[] }).data,
    staleTime: MASTER_STALE_MS,
    enabled: options.enabled ?? true,
  });
}

export interface MasterOption {
  value: string;
  label: string;
}

/** Select options of a list: what records store for it as value (kode…, or the name), "kode - name" as label. */
export function toMasterOptions(def: MasterDefinition, rows: readonly Record<string, unknown>[]): MasterOption[] {
  return rows.map((row) => ({ value: rowRef(def, row), label: optionLabel(def, row) }));
}

/** Select options of a shared list, optionally narrowed (`filter: (b) => b.kode_gudang === 'KC'`). */
export function useMasterOptions<K extends MasterKey>(
  key: K,
  options: { query?: MasterListQuery; filter?: (row: MasterRowOf<K>) => boolean } = {},
): { data: MasterOption[]; isLoading: boolean } {
  const list = useMasterList(key, options.query);
  const { filter } = options;
  const data = useMemo(() => {
    const rows = (list.data ?? []).filter((row) => (filter ? filter(row) : true));
    return toMasterOptions(MASTER_API[key].definition, rows as unknown as Record<string, unknown>[]);
  }, [list.data, filter, key]);
  return { data, isLoading: list.isLoading };
}

/** Marks a definition's list and lookups stale and refetches the ones on screen. */
export function invalidateMasterList(client: QueryClient, key: string): Promise<void> {
  return client.invalidateQueries({ queryKey: masterKey(key) });
}
