// /pindah-sortir: scan display items (on KC trays) and move them back to a tray of a sorting warehouse
// (SS by default: the first sorting tray of the store) → POST pindah-sortir.
import { useEffect, useState } from 'react';
import { Button } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { GUDANG_DISPLAY, GUDANG_SORTIR, MESSAGES, mutasiBarangApi, type BarangLine, type MasterRowOf } from '@kencana/core';
import { MasterSelect } from '../../components/master-select/index.ts';
import { goodsLineSchema, lookupBarang, onStoreTray, ScanList, scanDetail, useScanList } from '../../components/scan-list/index.ts';
import { callApi } from '../../lib/api.ts';
import { useMasterList } from '../../lib/master-lists.ts';
import { notifyError } from '../../lib/notify.ts';
import { DocumentResult, GOODS_TEXT, GoodsPage, sessionToko } from './goods-page.tsx';
import { useDocumentSave } from '../../components/document/index.ts';

const isSortir = (row: MasterRowOf<'baki'>) => (GUDANG_SORTIR as readonly string[]).includes(row.kode_gudang);

export default function PindahSortirPage() {
  const toko = sessionToko();
  // On a tray of the store, and a display tray (KC): only display goods go back to sorting.
  const check = (line: BarangLine) => onStoreTray(toko)(line) ?? (line.kode_gudang === GUDANG_DISPLAY ? null : MESSAGES.barangBukanBarangDisplay);
  const list = useScanList<BarangLine>({ draftKey: 'pindah-sortir', lookup: lookupBarang(toko), check, schema: goodsLineSchema });
  const trays = useMasterList('baki');
  const [tujuan, setTujuan] = useState<string | null>(null);
  const { saving, result, clearResult, saveDocument } = useDocumentSave();

  // The sorting-refining warehouse's tray first (SS), as the screen's default destination.
  useEffect(() => {
    if (tujuan || !trays.data) return;
    const first = trays.data.filter(isSortir).sort((a, b) => Number(b.kode_gudang === 'SS') - Number(a.kode_gudang === 'SS'))[0];
    if (first) setTujuan(first.kode_baki);
  }, [trays.data, tujuan]);

  const save = async () => {
    if (!tujuan) return notifyError(MESSAGES.kodeBakiHarusDipilih);
    if (list.rows.length === 0) return notifyError(MESSAGES.dataBaragTidakBolehKosong);
    await saveDocument(async () => {
      const answer = await callApi(mutasiBarangApi.pindahSortir, { body: { kode_baki_tujuan: tujuan, detail_barang: list.rows.map(scanDetail) } });
      list.clear();
      return { message: answer.message, no_dokumen: answer.no_dokumen, qty: answer.qty, berat: answer.berat, extra: `${GOODS_TEXT.bakiTujuan} ${tujuan}` };
    });
  };

  return (
    <GoodsPage path="/pindah-sortir">
      <DocumentResult result={result} onClose={clearResult} />
      <ScanList
        list={list}
        disabled={saving}
        controls={
          <>
            <MasterSelect list="baki" where={isSortir} label={GOODS_TEXT.bakiTujuan} size="xs" w={240} value={tujuan} onChange={setTujuan} allowDeselect={false} />
            <Button size="xs" leftSection={<IconArrowBackUp size={14} />} loading={saving} onClick={() => void save()}>
              {GOODS_TEXT.pindahSortir}
            </Button>
          </>
        }
      />
    </GoodsPage>
  );
}
