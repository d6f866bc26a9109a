import type { FastifyInstance } from 'fastify';
import { kirimanApi, SHIPMENT_KIND } from '@kencana/core';
import type { AppDeps } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import * as kiriman from './kiriman.service.ts';

/** Incoming stock: the owner's send (KB), the store's confirmation, the cashier's close, the balances (KB and KC). */
export function kirimanRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, kirimanApi.simpanKirimBos, ({ user, body }) => kiriman.simpanKirimBos(deps, user, body));
  route(app, deps, kirimanApi.reprintKirimBos, ({ user, body }) => kiriman.reprintKirimBos(deps, user, body.no_kirim_bos));
  route(app, deps, kirimanApi.reprintKirimBosGet, ({ user, query }) => kiriman.reprintKirimBos(deps, user, query.no_kirim_bos));
  route(app, deps, kirimanApi.cariKirimBos, ({ user, body }) => kiriman.cariValidasi(deps, user, SHIPMENT_KIND.OWNER_GOODS, body));
  route(app, deps, kirimanApi.saldoKirimLabeling, ({ user, body }) =>
    body.jenis === 'VALIDASI'
      ? kiriman.cariValidasi(deps, user, SHIPMENT_KIND.LABELLING, body)
      : kiriman.saldo(deps, user, SHIPMENT_KIND.LABELLING, body),
  );
  route(app, deps, kirimanApi.validasiTerimaBos, ({ user, body }) =>
    kiriman.validasiTerima(deps, user, SHIPMENT_KIND.OWNER_GOODS, body.no_kirim_bosses),
  );
  route(app, deps, kirimanApi.validasiTerimaLabel, ({ user, body }) =>
    kiriman.validasiTerima(deps, user, SHIPMENT_KIND.LABELLING, body.no_kirim_stocks),
  );
  route(app, deps, kirimanApi.outstandKirimBos, ({ user, query }) => kiriman.outstand(deps, user, SHIPMENT_KIND.OWNER_GOODS, query));
  route(app, deps, kirimanApi.outstandKirimLabeling, ({ user, query }) => kiriman.outstand(deps, user, SHIPMENT_KIND.LABELLING, query));
  route(app, deps, kirimanApi.validasiInputBos, ({ user, body }) => kiriman.validasiInput(deps, user, SHIPMENT_KIND.OWNER_GOODS, body));
  route(app, deps, kirimanApi.validasiInputLabeling, ({ user, body }) => kiriman.validasiInput(deps, user, SHIPMENT_KIND.LABELLING, body));
  route(app, deps, kirimanApi.laporanValidasiInputLabeling, ({ user, query }) =>
    kiriman.laporanValidasiInput(deps, user, SHIPMENT_KIND.LABELLING, query),
  );
  route(app, deps, kirimanApi.reprintValidasiInput, ({ user, query }) => kiriman.reprintValidasiInput(deps, user, query.no_kirim));
  route(app, deps, kirimanApi.kirimanSaldo, ({ user, params }) => kiriman.kirimanSaldo(deps, user, params.no_kirim));
  route(app, deps, kirimanApi.kirimSepuhBos, ({ user, body }) => kiriman.kirimSepuhBos(deps, user, body));
  route(app, deps, kirimanApi.opnameKiriman, ({ user, body }) => kiriman.opnameKiriman(deps, user, body));
}
