import type { FastifyInstance } from 'fastify';
import { penjualanApi } from '@kencana/core';
import { sendDownload } from '../../documents/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import * as read from './penjualan-read.service.ts';
import * as sale from './penjualan.service.ts';

/** The counter's sale: selling, the list and reprint, the cancel, and the nota's per-store setting. */
export function penjualanRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, penjualanApi.barangJual, ({ user, query }) => read.barangJual(deps, user, query));
  route(app, deps, penjualanApi.simpanPenjualan, ({ user, body }) => sale.simpanPenjualan(deps, user, body));
  route(app, deps, penjualanApi.batalPenjualan, ({ user, body }) => sale.batalPenjualan(deps, user, body));
  route(app, deps, penjualanApi.daftarPenjualan, ({ user, query }) => read.daftarPenjualan(deps, user, query));
  route(app, deps, penjualanApi.detailPenjualan, ({ user, params }) => read.detailPenjualan(deps, user, params.no_faktur_jual));
  route(app, deps, penjualanApi.notaPenjualanPdf, async ({ user, params, reply }) => {
    const { fileName, pdf } = await read.notaPenjualanPdf(deps, user, params.no_faktur_jual);
    return sendDownload(reply, 'pdf', fileName, pdf);
  });
  route(app, deps, penjualanApi.getSettingNota, ({ user, query }) => read.getSettingNota(deps, user, query));
  route(app, deps, penjualanApi.simpanSettingNota, ({ user, body }) => read.simpanSettingNota(deps, user, body));
}
