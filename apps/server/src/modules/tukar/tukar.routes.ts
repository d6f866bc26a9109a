import type { FastifyInstance } from 'fastify';
import { tukarApi } from '@kencana/core';
import type { AppDeps } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { batalTukar, simpanTukar } from './tukar.service.ts';

/** POST tukar-barang, POST tukar-barang/batal. */
export function tukarRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, tukarApi.simpanTukar, ({ user, body }) => simpanTukar(deps, user, body));
  route(app, deps, tukarApi.batalTukar, ({ user, body }) => batalTukar(deps, user, body));
}
