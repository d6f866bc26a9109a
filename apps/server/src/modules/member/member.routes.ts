import type { FastifyInstance } from 'fastify';
import { memberApi } from '@kencana/core';
import type { AppDeps } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import * as member from './member.service.ts';

/** The Member menu group besides the member record (a master list) and the database (a report). */
export function memberRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, memberApi.cariMember, ({ user, query }) => member.cariMember(deps, user, query.q));
  route(app, deps, memberApi.riwayatMember, ({ user, params, query }) => member.riwayatMember(deps, user, params.kode_member, query));
  route(app, deps, memberApi.transaksiPoin, ({ user, body }) => member.transaksiPoin(deps, user, body));
  route(app, deps, memberApi.tukarPoin, ({ user, body }) => member.tukarPoin(deps, user, body));
}
