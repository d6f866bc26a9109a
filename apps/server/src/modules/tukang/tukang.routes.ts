import type { FastifyInstance } from 'fastify';
import { tukangApi } from '@kencana/core';
import type { AppDeps } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import * as bahan from './bahan.service.ts';

/** Craftsmen and custom orders (issue 16): material account, orders, order stock opname. */
export function tukangRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, tukangApi.getBahan, ({ user, query }) => bahan.getBahan(deps, user, query));
  route(app, deps, tukangApi.tambahBahan, ({ user, body }) => bahan.tambahBahan(deps, user, body));
  route(app, deps, tukangApi.ambilBahan, ({ user, body }) => bahan.ambilBahan(deps, user, body));
}
