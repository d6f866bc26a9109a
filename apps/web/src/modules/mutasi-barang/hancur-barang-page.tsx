// /hancur-data-barang: scan items to destroy (melt), give the reason, confirm → POST hancur-barang. The
// items leave their trays for good; /laporan-hancur-barang lists them.
import { useRef, useState } from 'react';
import { IconFlame } from '@tabler/icons-react';
import { formatGrams, formatQty, konfirmasiHancur, mutasiBarangApi, type BarangLine } from '@kencana/core';
import {
  contractMessage,
  documentFacts,
  DocumentResultPanel,
  SaveButton,
  useDocumentDraft,
  useDocumentSave,
} from '../../components/document/index.ts';
import { UpperTextInput } from '../../components/inputs/index.ts';
import { goodsLineSchema, lookupBarang, onStoreTray, ScanList, scanDetail, useScanList } from '../../components/scan-list/index.ts';
import { callApi } from '../../lib/api.ts';
import { GOODS_TEXT, GoodsPage, ReportLink, sessionToko } from './goods-page.tsx';

export default function HancurBarangPage() {
  const toko = sessionToko();
  const list = useScanList<BarangLine>({
    draftKey: 'hancur-data-barang',
    lookup: lookupBarang(toko),
    check: onStoreTray(toko),
    schema: goodsLineSchema,
  });
  const draft = useDocumentDraft('hancur-data-barang-alasan', '');
  const alasan = draft.value;
  const [alasanError, setAlasanError] = useState<string | null>(null);
  const { saving, result, clearResult, submit } = useDocumentSave();
  const barcodeRef = useRef<HTMLInputElement>(null);

  const save = () => {
    // The field is marked with the contract's own rule ('Alasan Harus Diisi'); the notice comes from the save.
    if (list.rows.length > 0) setAlasanError(contractMessage(mutasiBarangApi.AlasanSchema, alasan));
    return submit({
      schema: mutasiBarangApi.hancurBarang.body,
      body: { alasan, detail_barang: list.rows.map(scanDetail) },
      confirm: {
        message: konfirmasiHancur(formatQty(list.totals.qty), formatGrams(list.totals.berat, 3)),
        facts: documentFacts({ qty: list.totals.qty, berat: list.totals.berat }),
        danger: true,
      },
      write: async (key, body) => {
        const answer = await callApi(mutasiBarangApi.hancurBarang, { body }, { idempotencyKey: key });
        return {
          message: answer.message,
          no_dokumen: answer.no_dokumen,
          qty: answer.qty,
          berat: answer.berat,
          extra: `${GOODS_TEXT.alasan}: ${body.alasan}`,
        };
      },
      afterSuccess: () => {
        list.clear();
        draft.clear();
      },
    });
  };

  return (
    <GoodsPage path="/hancur-data-barang" aside={<ReportLink to="/laporan-hancur-barang" />}>
      <DocumentResultPanel result={result} onClose={clearResult} />
      <ScanList
        list={list}
        inputRef={barcodeRef}
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
                draft.set(value);
                if (value.trim()) setAlasanError(null);
              }}
            />
            <SaveButton
              size="xs"
              color="red"
              icon={<IconFlame size={14} />}
              saving={saving}
              label={GOODS_TEXT.hancurkan}
              onClick={() => void save().finally(() => barcodeRef.current?.focus())}
            />
          </>
        }
      />
    </GoodsPage>
  );
}
