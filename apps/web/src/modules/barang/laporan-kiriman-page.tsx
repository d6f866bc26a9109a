// /laporan-kirim-barang and /laporan-terima-barang: the generic report screen over their definitions, with
// the row action that prints a shipment's delivery receipt again (GET kirim-barang/bukti/:no_kirim/pdf).
import { useLocation } from 'react-router';
import { findReportByMenu, kirimBarangApi } from '@kencana/core';
import { ReportScreen, type RowActionHandlers } from '../../components/report-screen/index.ts';
import { downloadFile } from '../../lib/download.ts';

const actions: RowActionHandlers = {
  // A reprint changes nothing: the report need not search again.
  cetak: async ({ row }) => {
    const no_kirim = String(row.no_kirim);
    await downloadFile(kirimBarangApi.buktiKirimBarangPdf, { params: { no_kirim } }, `bukti_kirim_${no_kirim}.pdf`);
    return false;
  },
};

export default function LaporanKirimanPage() {
  const { pathname } = useLocation();
  const definition = findReportByMenu(pathname);
  if (!definition) return null;
  return <ReportScreen key={definition.id} definition={definition} actions={actions} />;
}
