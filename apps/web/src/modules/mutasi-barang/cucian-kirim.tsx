// /cucian, tab Kirim Cucian: scan items and send them to the cleaner with a note (POST cucian/kirim); they
// leave their trays until they are taken back (tab Ambil Cucian).
import { useEffect, useRef, useState } from 'react';
import { Button } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { MESSAGES, mutasiBarangApi, type BarangLine } from '@kencana/core';
import { UpperTextInput } from '../../components/inputs/index.ts';
import { goodsLineSchema, lookupBarang, onStoreTray, ScanList, scanDetail, useScanList } from '../../components/scan-list/index.ts';
import { callApi } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';
import { DocumentResult, GOODS_TEXT, sessionToko } from './goods-page.tsx';
import { useDocumentSave } from '../../components/document/index.ts';

export function KirimCucian({ active, onSent }: { active: boolean; onSent: () => void }) {
  const toko = sessionToko();
  const list = useScanList<BarangLine>({ draftKey: 'cucian-kirim', lookup: lookupBarang(toko), check: onStoreTray(toko), schema: goodsLineSchema });
  const [keterangan, setKeterangan] = useState('');
  const { saving, result, clearResult, saveDocument } = useDocumentSave();
  const barcodeRef = useRef<HTMLInputElement>(null);

  // Back on this tab: the barcode field is where staff scan.
  useEffect(() => {
    if (active) barcodeRef.current?.focus();
  }, [active]);

  const save = async () => {
    if (list.rows.length === 0) return notifyError(MESSAGES.dataBaragTidakBolehKosong);
    await saveDocument(async () => {
      const answer = await callApi(mutasiBarangApi.kirimCucian, { body: { keterangan, detail_barang: list.rows.map(scanDetail) } });
      list.clear();
      setKeterangan('');
      return { message: answer.message, no_dokumen: answer.no_cucian, qty: answer.qty, berat: answer.berat };
    }, onSent);
  };

  return (
    <>
      <DocumentResult result={result} onClose={clearResult} />
      <ScanList
        list={list}
        inputRef={barcodeRef}
        disabled={saving}
        height="calc(100vh - 340px)"
        controls={
          <>
            <UpperTextInput label={GOODS_TEXT.keterangan} size="xs" w={300} maxLength={200} value={keterangan} onValueChange={setKeterangan} />
            <Button size="xs" leftSection={<IconSend size={14} />} loading={saving} onClick={() => void save()}>
              {GOODS_TEXT.kirimCucian}
            </Button>
          </>
        }
      />
    </>
  );
}
