// /laporan-kirim-barang-dari-bos and /laporan-validasi-validasi-inputan: the generic report screen over
// their definitions, with the row action that prints the slip again (the owner's send: INTERNAL and LABEL
// from krmbrgbos/reprint; a close of shipments: the validation receipt from validasi-inputan/reprint).
import { useLocation } from 'react-router';
import { buildSlip, findReportByMenu, kirimanApi, kirimBarangBosSlip, validasiInputSlip } from '@kencana/core';
import { ReportScreen, type RowActionHandlers } from '../../components/report-screen/index.ts';
import { callApi } from '../../lib/api.ts';
import { downloadSlip } from '../../lib/download.ts';
import { slipShop } from '../../lib/slip-shop.ts';

const actions: RowActionHandlers = {
  // A reprint changes nothing: the report need not search again.
  cetak: async ({ row }) => {
    if (row.no_validasi !== undefined) {
      const answer = await callApi(kirimanApi.reprintValidasiInput, { query: { no_kirim: String(row.no_kirim) } });
      downloadSlip(buildSlip(validasiInputSlip, { ...slipShop(), rows: answer.data }));
    } else {
      const answer = await callApi(kirimanApi.reprintKirimBos, { body: { no_kirim_bos: String(row.no_kirim_bos) } });
      downloadSlip(buildSlip(kirimBarangBosSlip, { ...slipShop(), nota: answer.data.nota }));
    }
    return false;
  },
};

export default function LaporanKirimanBosPage() {
  const { pathname } = useLocation();
  const definition = findReportByMenu(pathname);
  if (!definition) return null;
  return <ReportScreen key={definition.id} definition={definition} actions={actions} />;
}
