import type { FastifyInstance } from 'fastify';
import { tukangApi } from '@kencana/core';
import type { AppDeps } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { sendDownload } from '../../documents/index.ts';
import * as bahan from './bahan.service.ts';
import * as pesanan from './pesanan.service.ts';
import * as so from './stock-opname.service.ts';

/** Craftsmen and custom orders: material account, orders, order stock opname. */
export function tukangRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, tukangApi.getBahan, ({ user, query }) => bahan.getBahan(deps, user, query));
  route(app, deps, tukangApi.tambahBahan, ({ user, body }) => bahan.tambahBahan(deps, user, body));
  route(app, deps, tukangApi.ambilBahan, ({ user, body }) => bahan.ambilBahan(deps, user, body));

  // Orders.
  route(app, deps, tukangApi.simpanPesanan, ({ user, body }) => pesanan.simpanPesanan(deps, user, body));
  route(app, deps, tukangApi.lihatPesanan, ({ user, query }) => pesanan.lihatPesanan(deps, user, query));
  route(app, deps, tukangApi.pesananAvailable, ({ user, query }) => pesanan.pesananAvailable(deps, user, query.no_pesanan));
  route(app, deps, tukangApi.pesananDetail, ({ user, query }) => pesanan.pesananDetail(deps, user, query.no_pesanan));
  route(app, deps, tukangApi.pembagianPesanan, ({ user, body }) => pesanan.pembagianPesanan(deps, user, body));
  route(app, deps, tukangApi.cetakUlangPesanan, ({ user, query }) => pesanan.cetakUlangPesanan(deps, user, query.no_pesanan));
  route(app, deps, tukangApi.pesananSelesai, ({ user, body }) => pesanan.pesananSelesai(deps, user, body));
  route(app, deps, tukangApi.pindahPesanan, ({ user, body }) => pesanan.pindahPesanan(deps, user, body));

  // Order stock opname (the tray count of /stock-opname is stock-opname-barang/*: no collision).
  route(app, deps, tukangApi.noStockOpname, ({ user }) => so.noStockOpname(deps, user));
  route(app, deps, tukangApi.dataStockOpname, ({ user, query }) => so.dataStockOpname(deps, user, query));
  route(app, deps, tukangApi.simpanStockOpname, ({ user, body }) => so.simpanStockOpname(deps, user, body));
  route(app, deps, tukangApi.stockOpnamePdf, async ({ user, query, reply }) => {
    const { fileName, pdf } = await so.stockOpnamePdf(deps, user, query.no_so_pesanan);
    return sendDownload(reply, 'pdf', fileName, pdf);
  });
}
