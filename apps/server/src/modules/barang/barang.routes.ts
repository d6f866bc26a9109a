import type { FastifyInstance } from 'fastify';
import { barangApi } from '@kencana/core';
import type { AppDeps } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import * as read from './barang-read.service.ts';
import * as record from './barang-record.service.ts';
import * as foto from './foto.service.ts';

/** The goods record of the Barang menu group: add, edit, list, look up, history, trays, photos (core contracts/barang.ts). */
export function barangRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The goods record (/terima-barang add form, /data-barang).
  route(app, deps, barangApi.calculate, ({ user, body }) => record.calculate(deps, user, body));
  route(app, deps, barangApi.tambahBarang, ({ user, body }) => record.tambahBarang(deps, user, body));
  route(app, deps, barangApi.barangDetail, ({ user, params }) => read.barangDetail(deps, user, params.kode_barcode));
  route(app, deps, barangApi.editBarang, ({ user, params, body }) => record.editBarang(deps, user, params.kode_barcode, body));
  route(app, deps, barangApi.dataBarang, ({ user, query }) => read.dataBarang(deps, user, query));
  route(app, deps, barangApi.lookupBarcode, ({ user, query }) => read.lookupBarcode(deps, user, query), { plainSerializer: true });
  route(app, deps, barangApi.riwayatBarang, ({ user, params }) => read.riwayatBarang(deps, user, params.kode_barcode));
  route(app, deps, barangApi.bakiTambahBarang, ({ user, query }) => read.bakiTambahBarang(deps, user, query.kode_toko));
  route(app, deps, barangApi.bakiReady, ({ user, query }) => read.bakiReady(deps, user, query.kode_toko));
  route(app, deps, barangApi.uploadFoto, ({ user, params, request }) => foto.uploadFoto(deps, user, params.kode_barcode, request));
  route(app, deps, barangApi.getFoto, ({ user, params }) => foto.getFoto(deps, user, params.kode_barcode));
  route(app, deps, barangApi.deleteFoto, ({ user, params }) => foto.deleteFoto(deps, user, params.kode_barcode));
}
