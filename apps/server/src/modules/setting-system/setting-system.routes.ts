import type { FastifyInstance } from 'fastify';
import { settingSystemApi } from '@kencana/core';
import type { AppDeps } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { getSettingSystem, simpanSettingSystem } from './setting-system.service.ts';

/** /settingsystem: read and save the chain's and one store's settings. */
export function settingSystemRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, settingSystemApi.getSettingSystem, ({ user, query }) => getSettingSystem(deps, user, query.kode_toko));
  route(app, deps, settingSystemApi.simpanSettingSystem, ({ user, body }) => simpanSettingSystem(deps, user, body));
}
