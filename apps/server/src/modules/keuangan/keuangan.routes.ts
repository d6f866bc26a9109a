import type { FastifyInstance } from 'fastify';
import { keuanganApi } from '@kencana/core';
import type { AppDeps } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import * as keuangan from './keuangan.service.ts';

/** Cash, bank and money sent to head office: keuangan/kas, bank, saldo, transaksi, batal, setor. */
export function keuanganRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, keuanganApi.kas, ({ user, body }) => keuangan.simpanKas(deps, user, body));
  route(app, deps, keuanganApi.bank, ({ user, body }) => keuangan.simpanBank(deps, user, body));
  route(app, deps, keuanganApi.saldo, ({ user, query }) => keuangan.saldo(deps, user, query));
  route(app, deps, keuanganApi.transaksi, ({ user, query }) => keuangan.daftarTransaksi(deps, user, query));
  route(app, deps, keuanganApi.batal, ({ user, body }) => keuangan.batal(deps, user, body));
  route(app, deps, keuanganApi.setor, ({ user, body }) => keuangan.setor(deps, user, body));
  route(app, deps, keuanganApi.terimaSetor, ({ user, body }) => keuangan.terimaSetor(deps, user, body));
  route(app, deps, keuanganApi.daftarSetor, ({ user, query }) => keuangan.daftarSetor(deps, user, query));
}
