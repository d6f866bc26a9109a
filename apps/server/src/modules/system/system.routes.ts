import type { FastifyInstance } from 'fastify';
import { systemApi, validasiApi } from '@kencana/core';
import type { AppDeps } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { closeStore } from './close-store.service.ts';
import { dashboard, pendingWork } from './dashboard.service.ts';
import { ledgerAudit } from './audit.service.ts';
import * as validasi from './validasi.service.ts';

export function systemRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, systemApi.closeStore, ({ user }) => closeStore(deps, user));
  route(app, deps, systemApi.closePending, async ({ user }) => ({ data: await pendingWork(deps, user.kode_toko) }));
  route(app, deps, systemApi.ledgerAudit, () => ledgerAudit(deps));
  // The day's validations (the store-day exception: usable before the store is closed) and the store's setting.
  route(app, deps, validasiApi.dataValidasiPenjualan, ({ user, query }) => validasi.dataValidasi(deps, user, 'JUAL', query));
  route(app, deps, validasiApi.validasiPenjualan, ({ user, body }) => validasi.validasi(deps, user, 'JUAL', body));
  route(app, deps, validasiApi.dataValidasiJualBeli, ({ user, query }) => validasi.dataValidasi(deps, user, 'JUAL_BELI', query));
  route(app, deps, validasiApi.validasiJualBeli, ({ user, body }) => validasi.validasi(deps, user, 'JUAL_BELI', body));
  route(app, deps, validasiApi.getSettingToko, ({ user, query }) => validasi.getSettingToko(deps, user, query.kode_toko));
  route(app, deps, validasiApi.simpanSettingToko, ({ user, body }) => validasi.simpanSettingToko(deps, user, body));
  // The day's blind count and its OWN/SU approval (rate-limited like the sign-in: it checks a password).
  route(app, deps, validasiApi.dataHitungKas, ({ user, query }) => validasi.dataHitungKas(deps, user, query));
  route(app, deps, validasiApi.hitungKas, ({ user, body }) => validasi.hitungKas(deps, user, body));
  route(app, deps, validasiApi.otorisasiHitungKas, ({ user, body }) => validasi.otorisasiHitungKas(deps, user, body), {
    rateLimit: { max: deps.env.LOGIN_RATE_PER_MINUTE, timeWindow: '1 minute' },
  });
  route(app, deps, systemApi.dashboard, async ({ user, query }) => ({ data: await dashboard(deps, user, query.kode_toko) }));
}
