import type { FastifyInstance } from 'fastify';
import { sepuhanApi } from '@kencana/core';
import type { AppDeps } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import * as labeling from './labeling.service.ts';
import * as rusak from './rusak.service.ts';
import * as sepuh from './sepuh.service.ts';
import * as sortir from './sortir.service.ts';

/** The Sepuhan menu group: sorting, refining, labelling, and the validation of damaged goods. */
export function sepuhanRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, sepuhanApi.sortirPembelian, ({ user, body }) => sortir.sortirPembelian(deps, user, body));
  route(app, deps, sepuhanApi.reprintSortirPembelian, ({ user, query }) => sortir.reprintSortirPembelian(deps, user, query.no_sortir));
  route(app, deps, sepuhanApi.batalSortirPembelian, ({ user, query }) => sortir.batalSortirPembelian(deps, user, query.no_sortir));
  route(app, deps, sepuhanApi.lihatSortirPembelian, ({ user, query }) => sortir.lihatSortirPembelian(deps, user, query));
  route(app, deps, sepuhanApi.sortirSepuh, ({ user, body }) => sortir.sortirSepuh(deps, user, body));
  route(app, deps, sepuhanApi.isiSortirSepuh, ({ user, query }) => sortir.isiSortirSepuh(deps, user, query));
  route(app, deps, sepuhanApi.reprintSortirSepuh, ({ user, query }) => sortir.reprintSortirSepuh(deps, user, query.no_sortir));
  route(app, deps, sepuhanApi.batalSortirSepuh, ({ user, query }) => sortir.batalSortirSepuh(deps, user, query.no_sortir));
  route(app, deps, sepuhanApi.kirimSepuh, ({ user, body }) => sepuh.kirimSepuh(deps, user, body));
  route(app, deps, sepuhanApi.reprintKirimSepuh, ({ user, query }) => sepuh.reprintKirimSepuh(deps, user, query.no_sepuh));
  route(app, deps, sepuhanApi.kirimSepuhOpen, ({ user, query }) => sepuh.kirimSepuhOpen(deps, user, query.kode_toko));
  route(app, deps, sepuhanApi.terimaSepuh, ({ user, body }) => sepuh.terimaSepuh(deps, user, body));
  route(app, deps, sepuhanApi.sisaTerimaSepuh, ({ user, query }) => sepuh.sisaTerimaSepuh(deps, user, query));
  route(app, deps, sepuhanApi.reprintTerimaSepuh, ({ user, query }) => sepuh.reprintTerimaSepuh(deps, user, query.no_terima_sepuh));
  route(app, deps, sepuhanApi.kirimLabeling, ({ user, body }) => labeling.kirimLabeling(deps, user, body));
  route(app, deps, sepuhanApi.reprintKirimLabeling, ({ user, query }) => labeling.reprintKirimLabeling(deps, user, query.no_kirim_stock));
  route(app, deps, sepuhanApi.daftarBarangRusak, ({ user, query }) => rusak.daftarBarangRusak(deps, user, query));
  route(app, deps, sepuhanApi.validasiBarangRusak, ({ user, body }) => rusak.validasiBarangRusak(deps, user, body));
}
