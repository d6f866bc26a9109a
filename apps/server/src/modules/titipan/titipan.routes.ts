import type { FastifyInstance } from 'fastify';
import { titipanApi } from '@kencana/core';
import type { AppDeps } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import * as titipan from './titipan.service.ts';

/** Customer deposits: titipan (take, list), titipan/saldo, titipan/ambil, titipan/batal, titipan/validasi. */
export function titipanRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, titipanApi.simpan, ({ user, body }) => titipan.simpanTitipan(deps, user, body));
  route(app, deps, titipanApi.daftar, ({ user, query }) => titipan.daftarTitipan(deps, user, query));
  route(app, deps, titipanApi.saldo, ({ user, query }) => titipan.saldoTitipan(deps, user, query));
  route(app, deps, titipanApi.ambil, ({ user, body }) => titipan.ambilTitipan(deps, user, body));
  route(app, deps, titipanApi.batal, ({ user, body }) => titipan.batalTitipan(deps, user, body));
  route(app, deps, titipanApi.dataValidasi, ({ user, query }) => titipan.dataValidasi(deps, user, query));
  route(app, deps, titipanApi.validasi, ({ user, body }) => titipan.validasiTitipan(deps, user, body));
}
