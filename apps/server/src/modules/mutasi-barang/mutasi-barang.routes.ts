import type { FastifyInstance } from 'fastify';
import { mutasiBarangApi } from '@kencana/core';
import { sendDownload } from '../../documents/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import * as cucian from './cucian.service.ts';
import * as importer from './import-data-pusat.service.ts';
import * as konversi from './konversi-hancur.service.ts';
import * as pindah from './pindah-barang.service.ts';
import * as timbang from './timbang-opname.service.ts';

/** Moving, converting, destroying, cleaning, weighing and counting goods, importing them (core contracts/mutasi-barang.ts). */
export function mutasiBarangRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Moving, converting, destroying, cleaning.
  route(app, deps, mutasiBarangApi.pindahBarang, ({ user, body }) => pindah.pindahBarang(deps, user, body));
  route(app, deps, mutasiBarangApi.isiBaki, ({ user, query }) => pindah.isiBaki(deps, user, query.kode_baki));
  route(app, deps, mutasiBarangApi.pindahSatuBaki, ({ user, body }) => pindah.pindahSatuBaki(deps, user, body));
  route(app, deps, mutasiBarangApi.pindahSortir, ({ user, body }) => pindah.pindahSortir(deps, user, body));
  route(app, deps, mutasiBarangApi.konversiBarang, ({ user, body }) => konversi.konversiBarang(deps, user, body));
  route(app, deps, mutasiBarangApi.hancurBarang, ({ user, body }) => konversi.hancurBarang(deps, user, body));
  route(app, deps, mutasiBarangApi.kirimCucian, ({ user, body }) => cucian.kirimCucian(deps, user, body));
  route(app, deps, mutasiBarangApi.cucianOpen, ({ user, query }) => cucian.cucianOpen(deps, user, query.kode_toko));
  route(app, deps, mutasiBarangApi.ambilCucian, ({ user, body }) => cucian.ambilCucian(deps, user, body));

  // Weighing and counting a tray.
  route(app, deps, mutasiBarangApi.timbangBakiFigures, ({ user, query }) => timbang.timbangBakiFigures(deps, user, query.kode_baki));
  route(app, deps, mutasiBarangApi.timbangBaki, ({ user, body }) => timbang.timbangBaki(deps, user, body));
  route(app, deps, mutasiBarangApi.opnameBaki, ({ user, query }) => timbang.opnameBaki(deps, user, query.kode_baki));
  route(app, deps, mutasiBarangApi.cekOpname, ({ user, body }) => timbang.cekOpname(deps, user, body));
  route(app, deps, mutasiBarangApi.postOpname, ({ user, body }) => timbang.postOpname(deps, user, body));
  route(app, deps, mutasiBarangApi.opnameReport, ({ user, body }) => timbang.opnameReport(deps, user, body));

  // Import from the head office. (The goods reports are report definitions: modules/reports/queries.)
  route(app, deps, mutasiBarangApi.cekImport, ({ user, request }) => importer.cekImport(deps, user, request));
  route(app, deps, mutasiBarangApi.importDataPusat, ({ user, request }) => importer.importDataPusat(deps, user, request));
  route(app, deps, mutasiBarangApi.importTemplate, async ({ query, reply }) => {
    const file = await importer.importTemplate(query.format);
    return sendDownload(reply, query.format, file.fileName, file.body);
  });
}
