import type { FastifyInstance } from 'fastify';
import { barangApi, kirimBarangApi, mutasiBarangApi } from '@kencana/core';
import { sendDownload } from '../../documents/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import * as read from './barang-read.service.ts';
import * as record from './barang-record.service.ts';
import * as cucian from './cucian.service.ts';
import * as foto from './foto.service.ts';
import * as importer from './import-data-pusat.service.ts';
import * as kirim from './kirim-barang.service.ts';
import * as konversi from './konversi-hancur.service.ts';
import * as pindah from './pindah-barang.service.ts';
import * as timbang from './timbang-opname.service.ts';

/** The Barang menu group: the goods record, sending and receiving, moving, converting, destroying, cleaning, weighing, counting, importing. */
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

  // Send to a branch (/kirim-barang, /kirim-barang-kecabang) and receive (/terima-barang). The reports of
  // sent, received and added goods are on the report machinery (core reports/, reports/queries/).
  route(app, deps, kirimBarangApi.barangQuery, ({ user, query }) => read.barangQuery(deps, user, query), { plainSerializer: true });
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
