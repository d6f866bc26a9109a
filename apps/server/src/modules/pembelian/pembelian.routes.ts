import type { FastifyInstance } from 'fastify';
import { pembelianApi } from '@kencana/core';
import type { AppDeps } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import * as beli from './pembelian.service.ts';

/** The buy-back (/transaksi-pembelian, /lihat-pembelian, /batal-pembelian) and the sorting list it feeds. */
export function pembelianRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, pembelianApi.simpanPembelian, ({ user, body }) => beli.simpanPembelian(deps, user, body));
  route(app, deps, pembelianApi.batalPembelian, ({ user, body }) => beli.batalPembelian(deps, user, body));
  route(app, deps, pembelianApi.daftarPembelian, ({ user, query }) => beli.daftarPembelian(deps, user, query));
  route(app, deps, pembelianApi.detailPembelian, ({ user, params }) => beli.detailPembelian(deps, user, params.no_faktur_beli));
  route(app, deps, pembelianApi.fotoPembelian, ({ user, params }) => beli.fotoPembelian(deps, user, params.no_faktur_beli));
  route(app, deps, pembelianApi.cariNota, ({ user, query }) => beli.cariNota(deps, user, query));
  route(app, deps, pembelianApi.hargaBeli, ({ user, query }) => beli.hargaBeli(deps, user, query));
  route(app, deps, pembelianApi.readySortir, ({ user, query }) => beli.readySortir(deps, user, query));
}
