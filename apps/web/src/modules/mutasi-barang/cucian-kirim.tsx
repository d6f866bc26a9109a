// /cucian, tab Kirim Cucian: scan items and send them to the cleaner with a note (POST cucian/kirim); they
// leave their trays until they are taken back (tab Ambil Cucian).
import { useEffect, useRef } from 'react';
import { IconSend } from '@tabler/icons-react';
import { mutasiBarangApi, type BarangLine } from '@kencana/core';
import { documentFacts, DocumentResultPanel, SaveButton, useDocumentDraft, useDocumentSave } from '../../components/document/index.ts';
import { UpperTextInput } from '../../components/inputs/index.ts';
import { goodsLineSchema, lookupBarang, onStoreTray, ScanList, scanDetail, useScanList } from '../../components/scan-list/index.ts';
import { callApi } from '../../lib/api.ts';
import { GOODS_CONFIRM, GOODS_TEXT, sessionToko } from './goods-page.tsx';

export function KirimCucian({ active, onSent }: { active: boolean; onSent: () => void }) {
  const toko = sessionToko();
  const list = useScanList<BarangLine>({
    draftKey: 'cucian-kirim',
    lookup: lookupBarang(toko),
    check: onStoreTray(toko),
    schema: goodsLineSchema,
  });
  const keterangan = useDocumentDraft('cucian-kirim-keterangan', '');
  const { saving, result, clearResult, submit } = useDocumentSave();
  const barcodeRef = useRef<HTMLInputElement>(null);

  // Back on this tab: the barcode field is where staff scan.
  useEffect(() => {
    if (active) barcodeRef.current?.focus();
  }, [active]);

  const save = () =>
    submit({
      schema: mutasiBarangApi.kirimCucian.body,
      body: { keterangan: keterangan.value, detail_barang: list.rows.map(scanDetail) },
      confirm: {
        message: GOODS_CONFIRM.kirimCucian(list.totals.qty),
        facts: documentFacts({ qty: list.totals.qty, berat: list.totals.berat }),
      },
      write: async (key, body) => {
        const answer = await callApi(mutasiBarangApi.kirimCucian, { body }, { idempotencyKey: key });
        return { message: answer.message, no_dokumen: answer.no_cucian, qty: answer.qty, berat: answer.berat };
      },
      afterSuccess: () => {
        list.clear();
        keterangan.clear();
        onSent();
      },
    });

  return (
    <>
      <DocumentResultPanel result={result} onClose={clearResult} />
      <ScanList
        list={list}
        inputRef={barcodeRef}
        disabled={saving}
        height="calc(100vh - 340px)"
        controls={
          <>
            <UpperTextInput
              label={GOODS_TEXT.keterangan}
              size="xs"
              w={300}
              maxLength={200}
              value={keterangan.value}
              onValueChange={keterangan.set}
            />
            <SaveButton
              size="xs"
              icon={<IconSend size={14} />}
              saving={saving}
              label={GOODS_TEXT.kirimCucian}
              onClick={() => void save().finally(() => barcodeRef.current?.focus())}
            />
          </>
        }
      />
    </>
  );
}
