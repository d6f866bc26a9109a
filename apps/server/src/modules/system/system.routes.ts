import type { FastifyInstance } from 'fastify';
import { systemApi } from '@kencana/core';
import type { AppDeps } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { closeStore } from './close-store.service.ts';
import { dashboard, pendingWork } from './dashboard.service.ts';
import { ledgerAudit } from './audit.service.ts';

export function systemRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, systemApi.closeStore, ({ user }) => closeStore(deps, user));
  route(app, deps, systemApi.closePending, async ({ user }) => ({ data: await pendingWork(deps, user.kode_toko) }));
  route(app, deps, systemApi.ledgerAudit, () => ledgerAudit(deps));
  route(app, deps, systemApi.dashboard, async ({ user, query }) => ({ data: await dashboard(deps, user, query.kode_toko) }));
}
