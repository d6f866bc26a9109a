import type { FastifyInstance } from 'fastify';
import { authApi } from '@kencana/core';
import { toSessionData } from '../../auth/current-user.ts';
import type { AppDeps } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { login, logout } from './auth.service.ts';
import { gantiTokoAktif } from './toko-aktif.service.ts';

export function authRoutes(app: FastifyInstance, deps: AppDeps): void {
  // request.ip is the socket's address unless TRUST_PROXY names the proxy in front (env.ts).
  route(app, deps, authApi.login, ({ body, request }) => login(deps, body, request.ip), {
    rateLimit: { max: deps.env.LOGIN_RATE_PER_MINUTE, timeWindow: '1 minute' },
  });
  route(app, deps, authApi.logout, ({ user }) => logout(deps, user));
  route(app, deps, authApi.me, async ({ user }) => ({ data: toSessionData(user) }));
  route(app, deps, authApi.tokoAktif, ({ user, body }) => gantiTokoAktif(deps, user, body));
}
