// /pindah-barang: scan items of the store's trays, choose the destination tray, move them in one document
// (POST pindah-barang). The list is a local draft until the move succeeds or the user leaves the screen.
import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { MESSAGES, mutasiBarangApi, type BarangLine } from '@kencana/core';
import { MasterSelect } from '../../components/master-select/index.ts';
import { goodsLineSchema, lookupBarang, onStoreTray, ScanList, scanDetail, useScanList } from '../../components/scan-list/index.ts';
import { callApi } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';
import { DocumentResult, GOODS_TEXT, GoodsPage, sessionToko } from './goods-page.tsx';
import { useDocumentSave } from '../../components/document/index.ts';

export default function PindahBarangPage() {
  const toko = sessionToko();
  const list = useScanList<BarangLine>({ draftKey: 'pindah-barang', lookup: lookupBarang(toko), check: onStoreTray(toko), schema: goodsLineSchema });
  const [tujuan, setTujuan] = useState<string | null>(null);
  const { saving, result, clearResult, saveDocument } = useDocumentSave();

  const save = async () => {
    if (!tujuan) return notifyError(MESSAGES.kodeBakiHarusDipilih);
    if (list.rows.length === 0) return notifyError(MESSAGES.dataBaragTidakBolehKosong);
    await saveDocument(async () => {
      const answer = await callApi(mutasiBarangApi.pindahBarang, { body: { kode_baki_tujuan: tujuan, detail_barang: list.rows.map(scanDetail) } });
      list.clear();
      return { message: answer.message, no_dokumen: answer.no_dokumen, qty: answer.qty, berat: answer.berat, extra: `${GOODS_TEXT.bakiTujuan} ${tujuan}` };
    });
  };

  return (
    <GoodsPage path="/pindah-barang">
      <DocumentResult result={result} onClose={clearResult} />
      <ScanList
        list={list}
        disabled={saving}
        controls={
          <>
            <MasterSelect list="baki" label={GOODS_TEXT.bakiTujuan} size="xs" w={240} value={tujuan} onChange={setTujuan} allowDeselect={false} />
            <Button size="xs" leftSection={<IconArrowsExchange size={14} />} loading={saving} onClick={() => void save()}>
              {GOODS_TEXT.pindahkan}
            </Button>
            <Button size="xs" variant="default" disabled={saving || list.rows.length === 0} onClick={list.clear}>
              {GOODS_TEXT.kosongkan}
            </Button>
          </>
        }
      />
    </GoodsPage>
  );
}
