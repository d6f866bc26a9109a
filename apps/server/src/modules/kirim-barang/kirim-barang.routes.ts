import type { FastifyInstance } from 'fastify';
import { kirimBarangApi } from '@kencana/core';
import { sendDownload } from '../../documents/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { barangQuery } from '../barang/index.ts';
import * as kirim from './kirim-barang.service.ts';

/** Sending goods to a branch and receiving them (core contracts/kirim-barang.ts). */
export function kirimBarangRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Send to a branch (/kirim-barang, /kirim-barang-kecabang) and receive (/terima-barang). The reports of
  // sent, received and added goods are on the report machinery (core reports/, reports/queries/).
  route(app, deps, kirimBarangApi.barangQuery, ({ user, query }) => barangQuery(deps, user, query), { plainSerializer: true });
  route(app, deps, kirimBarangApi.kirimBarang, ({ user, query, body }) => kirim.kirimBarang(deps, user, query.kode_cabang, body));
  route(app, deps, kirimBarangApi.nextNoKirim, ({ user, query }) => kirim.nextNoKirim(deps, user, query.kode_cabang));
  route(app, deps, kirimBarangApi.buktiKirimBarang, ({ user, params }) => kirim.buktiKirimBarang(deps, user, params.no_kirim));
  route(app, deps, kirimBarangApi.buktiKirimBarangPdf, async ({ user, params, reply }) => {
    const { fileName, pdf } = await kirim.buktiKirimBarangPdf(deps, user, params.no_kirim);
    return sendDownload(reply, 'pdf', fileName, pdf);
  });
  route(app, deps, kirimBarangApi.kirimanMasuk, ({ user, query }) => kirim.kirimanMasuk(deps, user, query.kode_toko));
  route(app, deps, kirimBarangApi.kirimanDetail, ({ user, params }) => kirim.kirimanDetail(deps, user, params.no_kirim));
  route(app, deps, kirimBarangApi.cekTerimaBarang, ({ user, body }) => kirim.cekTerimaBarang(deps, user, body));
  route(app, deps, kirimBarangApi.terimaBarang, ({ user, body }) => kirim.terimaBarang(deps, user, body));
  route(app, deps, kirimBarangApi.noKirimList, ({ user, body }) => kirim.noKirimList(deps, user, body));
}
