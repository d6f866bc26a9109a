import type { FastifyInstance } from 'fastify';
import {
  MASTER_API,
  MASTER_KEYS,
  MASTERS,
  mastersApi,
  opsOf,
  pathParam,
  type MasterBody,
  type MasterDefinition,
  type MasterEndpoints,
  type MasterLookupEndpoint,
  type MasterRow,
} from '@kencana/core';
import { CHAIN_ROOM, HARGA_EMAS_SOCKET_EVENT } from '@kencana/core/contracts/setting-system';
import type { AppDeps } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { goldPricesOn } from '../../pricing/gold-price.ts';
import { addMaster, deleteMaster, editMaster, listMaster, reactivateMaster, type MasterRecord } from './masters.service.ts';

type AnyMaster = MasterEndpoints<MasterDefinition>;
type Row = MasterRow<MasterDefinition>;
const rowsOf = (records: MasterRecord[]) => records as unknown as Row[];
const rowOf = (saved: { message: string; data: MasterRecord }) => saved as unknown as { message: string; data: Row };

/** Registers the endpoints of every master definition: one loop, no per-entity code. */
export function mastersRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const key of MASTER_KEYS) registerMaster(app, deps, MASTER_API[key] as unknown as AnyMaster);
  route(app, deps, mastersApi.hargaEmasBerlaku, async ({ user, query }) => ({
    data: await goldPricesOn(deps.db, query.tanggal ?? user.tgl_system),
  }));
}

function registerMaster(app: FastifyInstance, deps: AppDeps, api: AnyMaster): void {
  const def = api.definition;
  const ops = opsOf(def);
  // Once a gold price is written (after its commit), open sale and buy-back screens are told to refetch.
  const announce = <T>(saved: T): T => {
    if (def.key === MASTERS.harga_emas.key) deps.realtime.emitToRoom(CHAIN_ROOM, HARGA_EMAS_SOCKET_EVENT, { master: def.key });
    return saved;
  };
  route(app, deps, api.list, async ({ user, query }) => ({
    data: rowsOf(await listMaster(deps, def, user, { kode_toko: query.kode_toko })),
  }));
  for (const lookup of def.api.lookups ?? []) {
    const endpoint = (api.lookups as Record<string, MasterLookupEndpoint<MasterDefinition>>)[lookup.name];
    if (!endpoint) continue;
    const param = pathParam(lookup.path);
    route(app, deps, endpoint, async ({ user, params, query }) => {
      const value = lookup.field ? (lookup.query ? query[lookup.field] : param ? params[param] : undefined) : undefined;
      const records = await listMaster(deps, def, user, {
        kode_toko: query.kode_toko,
        includeInactive: lookup.includeInactive,
        ...(lookup.field ? { field: lookup.field, value: value ?? '' } : {}),
      });
      return { data: rowsOf(records) };
    });
  }
  if (ops.includes('add')) {
    route(app, deps, api.add, async ({ user, body }) => announce(rowOf(await addMaster(deps, def, user, body))));
    route(app, deps, api.reactive, async ({ user, params, body }) =>
      announce(rowOf(await reactivateMaster(deps, def, user, params.id, (body ?? undefined) as MasterBody | undefined))),
    );
  }
  if (ops.includes('edit')) {
    for (const endpoint of [api.edit, ...api.editAliases]) {
      route(app, deps, endpoint, async ({ user, params, body }) => announce(rowOf(await editMaster(deps, def, user, params.id, body))));
    }
  }
  if (ops.includes('delete'))
    route(app, deps, api.remove, async ({ user, params }) => announce(await deleteMaster(deps, def, user, params.id)));
}
