// The Sepuhan reports with row actions, over their definitions: reprint (the slip of the row's document,
// downloaded as autoprint_pembelian.txt) and cancel (asks 'Apakah Anda Yakin Ingin Membatal No Sortir Ini
// {no}?', then the report searches again with the remembered period).
import { useLocation } from 'react-router';
import {
  buildSlip,
  findReportByMenu,
  kirimLabelingSlip,
  kirimSepuhSlip,
  konfirmasiBatalSortir,
  sepuhanApi,
  sortirPembelianSlip,
  sortirSepuhSlip,
  terimaSepuhSlip,
} from '@kencana/core';
import { confirmAction } from '../../components/dialogs/confirm.ts';
import { ReportScreen, type RowActionHandlers } from '../../components/report-screen/index.ts';
import { callApi } from '../../lib/api.ts';
import { downloadSlip } from '../../lib/download.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { slipShop } from '../../lib/slip-shop.ts';

async function reprint(reportId: string, row: Record<string, unknown>): Promise<void> {
  const shop = slipShop();
  if (reportId === 'sortir-pembelian' || reportId === 'batal-sortir-pembelian') {
    const { data } = await callApi(sepuhanApi.reprintSortirPembelian, { query: { no_sortir: String(row.no_sortir) } });
    const bukti = {
      no_sortir: data._id.no_sortir,
      kode_toko: data.kode_toko,
      kode_gudang: data.kode_gudang,
      tgl_sortir: data.tgl_sortir,
      kondisi: data.kondisi,
      kode_group: data.kode_group,
      qty_sepuh: data.total_qty,
      berat_sepuh: data.total_berat,
      kode_baki: data.kode_baki,
      jenis: data.jenis,
    };
    downloadSlip(buildSlip(sortirPembelianSlip, { ...shop, bukti }));
  } else if (reportId === 'sortir-sepuh') {
    const { data } = await callApi(sepuhanApi.reprintSortirSepuh, { query: { no_sortir: String(row.no_sortir) } });
    downloadSlip(buildSlip(sortirSepuhSlip, { ...shop, bukti: data }));
  } else if (reportId === 'kirim-sepuh') {
    const { data } = await callApi(sepuhanApi.reprintKirimSepuh, { query: { no_sepuh: String(row.no_sepuh) } });
    downloadSlip(buildSlip(kirimSepuhSlip, { ...shop, bukti: data }));
  } else if (reportId === 'terima-barang-sepuh') {
    const { data } = await callApi(sepuhanApi.reprintTerimaSepuh, { query: { no_terima_sepuh: String(row.no_terima_sepuh) } });
    downloadSlip(buildSlip(terimaSepuhSlip, { ...shop, bukti: data }));
  } else if (reportId === 'kirim-labeling') {
    const { data } = await callApi(sepuhanApi.reprintKirimLabeling, { query: { no_kirim_stock: String(row.no_kirim_stock) } });
    downloadSlip(buildSlip(kirimLabelingSlip, { ...shop, bukti: data }));
  }
}

export default function LaporanSepuhanPage() {
  const { pathname } = useLocation();
  const definition = findReportByMenu(pathname);
  if (!definition) return null;
  const actions: RowActionHandlers = {
    // A reprint changes nothing: the report need not search again.
    reprint: async ({ row }) => {
      await reprint(definition.id, row);
      return false;
    },
    cancel: async ({ row }) => {
      const no_sortir = String(row.no_sortir);
      if (!(await confirmAction({ message: konfirmasiBatalSortir(no_sortir) }))) return false;
      const endpoint = definition.id === 'sortir-sepuh' ? sepuhanApi.batalSortirSepuh : sepuhanApi.batalSortirPembelian;
      const answer = await callApi(endpoint, { query: { no_sortir } });
      notifySuccess(answer.message);
      return true;
    },
  };
  return <ReportScreen key={definition.id} definition={definition} actions={actions} />;
}
