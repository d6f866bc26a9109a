// /hancur-data-barang: scan items to destroy (melt), give the reason, confirm → POST hancur-barang. The
// items leave their trays for good; /laporan-hancur-barang lists them.
import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import { formatGrams, formatQty, konfirmasiHancur, MESSAGES, mutasiBarangApi, type BarangLine } from '@kencana/core';
import { confirmAction } from '../../components/dialogs/confirm.ts';
import { UpperTextInput } from '../../components/inputs/index.ts';
import { goodsLineSchema, lookupBarang, onStoreTray, ScanList, scanDetail, useScanList } from '../../components/scan-list/index.ts';
import { callApi } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';
import { fieldError } from '../../lib/forms.ts';
import { DocumentResult, GOODS_TEXT, GoodsPage, ReportLink, sessionToko } from './goods-page.tsx';
import { useDocumentSave } from '../../components/document/index.ts';

export default function HancurBarangPage() {
  const toko = sessionToko();
  const list = useScanList<BarangLine>({ draftKey: 'hancur-data-barang', lookup: lookupBarang(toko), check: onStoreTray(toko), schema: goodsLineSchema });
  const [alasan, setAlasan] = useState('');
  const [alasanError, setAlasanError] = useState<string | null>(null);
  const { saving, result, clearResult, saveDocument } = useDocumentSave();

  const save = async () => {
    if (list.rows.length === 0) return notifyError(MESSAGES.dataBaragTidakBolehKosong);
    // The reason is checked by the contract's own rule ('Alasan Harus Diisi').
    const reason = fieldError(mutasiBarangApi.AlasanSchema, alasan);
    if (reason) {
      setAlasanError(reason);
      return notifyError(reason);
    }
    const ok = await confirmAction({ message: konfirmasiHancur(formatQty(list.totals.qty), formatGrams(list.totals.berat, 3)), danger: true });
    if (!ok) return;
    await saveDocument(async () => {
      const answer = await callApi(mutasiBarangApi.hancurBarang, { body: { alasan, detail_barang: list.rows.map(scanDetail) } });
      list.clear();
      setAlasan('');
      return { message: answer.message, no_dokumen: answer.no_dokumen, qty: answer.qty, berat: answer.berat, extra: `${GOODS_TEXT.alasan}: ${alasan.trim().toUpperCase()}` };
    });
  };

  return (
    <GoodsPage
      path="/hancur-data-barang"
      aside={<ReportLink to="/laporan-hancur-barang" />}
    >
      <DocumentResult result={result} onClose={clearResult} />
      <ScanList
        list={list}
        disabled={saving}
        controls={
          <>
            <UpperTextInput
              label={GOODS_TEXT.alasan}
              size="xs"
              w={360}
              maxLength={200}
              value={alasan}
              error={alasanError}
              onValueChange={(value) => {
                setAlasan(value);
                if (value.trim()) setAlasanError(null);
              }}
            />
            <Button size="xs" color="red" leftSection={<IconFlame size={14} />} loading={saving} onClick={() => void save()}>
              {GOODS_TEXT.hancurkan}
            </Button>
          </>
        }
      />
    </GoodsPage>
  );
}
