import type { FastifyInstance } from 'fastify';
import { servicesApi } from '@kencana/core';
import type { AppDeps } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import * as services from './services.service.ts';

/** Services (repairs): services, services/proses, selesai, ambil, batal, wa, a piece's photo, the list and one service. */
export function servicesRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, servicesApi.simpan, ({ user, body }) => services.simpan(deps, user, body));
  route(app, deps, servicesApi.proses, ({ user, body }) => services.proses(deps, user, body));
  route(app, deps, servicesApi.selesai, ({ user, body }) => services.selesai(deps, user, body));
  route(app, deps, servicesApi.ambil, ({ user, body }) => services.ambil(deps, user, body));
  route(app, deps, servicesApi.batal, ({ user, body }) => services.batal(deps, user, body));
  route(app, deps, servicesApi.wa, ({ user, body }) => services.wa(deps, user, body));
  route(app, deps, servicesApi.uploadFoto, ({ user, params, request }) => services.uploadFoto(deps, user, params, request));
  route(app, deps, servicesApi.foto, ({ user, params }) => services.foto(deps, user, params));
  route(app, deps, servicesApi.daftar, ({ user, query }) => services.daftar(deps, user, query));
  route(app, deps, servicesApi.detail, ({ user, params }) => services.detail(deps, user, params.no_service));
}
