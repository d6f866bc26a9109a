// /cucian, tab Kirim Cucian: scan items and send them to the cleaner with a note (POST cucian/kirim); they
// leave their trays until they are taken back (tab Ambil Cucian).
import { useEffect, useRef, useState } from 'react';
import { Button } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { MESSAGES, mutasiBarangApi, type BarangLine } from '@kencana/core';
import { UpperTextInput } from '../../components/inputs/index.ts';
import { goodsLineSchema, lookupBarang, onStoreTray, ScanList, scanDetail, useScanList } from '../../components/scan-list/index.ts';
import { callApi, errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { DocumentResult, GOODS_TEXT, sessionToko, type DocumentResultValue } from './goods-page.tsx';

export function KirimCucian({ active, onSent }: { active: boolean; onSent: () => void }) {
  const toko = sessionToko();
  const list = useScanList<BarangLine>({ draftKey: 'cucian-kirim', lookup: lookupBarang(toko), check: onStoreTray(toko), schema: goodsLineSchema });
  const [keterangan, setKeterangan] = useState('');
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<DocumentResultValue | null>(null);
  const barcodeRef = useRef<HTMLInputElement>(null);

  // Back on this tab: the barcode field is where staff scan.
  useEffect(() => {
    if (active) barcodeRef.current?.focus();
  }, [active]);

  const save = async () => {
    if (list.rows.length === 0) return notifyError(MESSAGES.dataBaragTidakBolehKosong);
    setSaving(true);
    try {
      const answer = await callApi(mutasiBarangApi.kirimCucian, { body: { keterangan, detail_barang: list.rows.map(scanDetail) } });
      list.clear();
      setKeterangan('');
      setResult({ message: answer.message, no_dokumen: answer.no_cucian, qty: answer.qty, berat: answer.berat });
      notifySuccess(answer.message);
      onSent();
    } catch (error) {
      notifyError(errorText(error, MESSAGES.terjadiKesalahanSaatMengirimData));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <DocumentResult result={result} onClose={() => setResult(null)} />
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
