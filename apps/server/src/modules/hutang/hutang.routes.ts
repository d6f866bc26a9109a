import type { FastifyInstance } from 'fastify';
import { hutangApi } from '@kencana/core';
import type { AppDeps } from '../../http/context.ts';
import { sendDownload } from '../../documents/index.ts';
import { route } from '../../http/route.ts';
import * as hutang from './hutang.service.ts';
import * as surat from './surat-hutang.service.ts';
import * as validasi from './validasi-hutang.service.ts';

/** Loans against gold: take, value, read, search, the letter, a piece's photo, pay (extend, partial, redeem), cancel, notice, take over. */
export function hutangRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, hutangApi.simpanHutang, ({ user, body }) => hutang.simpanHutang(deps, user, body));
  route(app, deps, hutangApi.taksir, ({ user, body }) => hutang.taksir(deps, user, body));
  route(app, deps, hutangApi.barangTerjual, ({ user, params }) => hutang.barangTerjual(deps, user, params.kode_barcode));
  route(app, deps, hutangApi.daftarHutang, ({ user, query }) => hutang.daftarHutang(deps, user, query));
  route(app, deps, hutangApi.detailHutang, ({ user, params }) => hutang.detailHutang(deps, user, params.no_hutang));
  route(app, deps, hutangApi.suratHutang, async ({ user, params, reply }) => {
    const { fileName, pdf } = await surat.suratHutangPdf(deps, user, params.no_hutang);
    return sendDownload(reply, 'pdf', fileName, pdf);
  });
  route(app, deps, hutangApi.uploadFoto, ({ user, params, request }) => hutang.uploadFoto(deps, user, params, request));
  route(app, deps, hutangApi.foto, ({ user, params }) => hutang.foto(deps, user, params));
  route(app, deps, hutangApi.bayarHutang, ({ user, body }) => hutang.bayarHutang(deps, user, body));
  route(app, deps, hutangApi.batalHutang, ({ user, body }) => hutang.batalHutang(deps, user, body));
  route(app, deps, hutangApi.pemberitahuan, ({ user, body }) => hutang.pemberitahuan(deps, user, body));
  route(app, deps, hutangApi.dataValidasiHutang, ({ user, query }) => validasi.dataValidasiHutang(deps, user, query));
  route(app, deps, hutangApi.validasiHutang, ({ user, body }) => validasi.validasiHutang(deps, user, body));
  route(app, deps, hutangApi.sitaHutang, ({ user, body }) => hutang.sitaHutang(deps, user, body));
}
