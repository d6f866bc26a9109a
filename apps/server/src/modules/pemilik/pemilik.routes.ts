import type { FastifyInstance } from 'fastify';
import { pemilikApi } from '@kencana/core';
import type { AppDeps } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { lastAuditPenuh, mulaiAuditPenuh } from './full-audit.ts';
import { auditPemilik, valuasiHariIni } from './pemilik.service.ts';

export function pemilikRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, pemilikApi.auditPemilik, ({ user, query }) => auditPemilik(deps, user, query));
  route(app, deps, pemilikApi.mulaiAuditPenuh, ({ user }) => mulaiAuditPenuh(deps, user));
  route(app, deps, pemilikApi.auditPenuh, ({ user }) => lastAuditPenuh(deps, user));
  route(app, deps, pemilikApi.valuasiRantai, ({ user }) => valuasiHariIni(deps, user));
}
