import type { FastifyInstance } from 'fastify';
import { cetakBarcodeApi } from '@kencana/core';
import { sendDownload } from '../../documents/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { findLabelItem, listLabelItems, printLabels } from './cetak-barcode.service.ts';

export function cetakBarcodeRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, cetakBarcodeApi.listBarang, ({ user, query }) => listLabelItems(deps, user, query));
  route(app, deps, cetakBarcodeApi.findBarang, ({ user, params }) => findLabelItem(deps, user, params.kode_barcode));
  route(app, deps, cetakBarcodeApi.printLabels, async ({ user, body, reply }) =>
    sendDownload(reply, 'pdf', `label_barcode_${body.kode_barcodes.length}.pdf`, await printLabels(deps, user, body)),
  );
}
