// /konversi-barang: scan items, choose the target category and type (types of that category only), a note,
// and convert them in one document (POST konversi-barang); the conversions are in /laporan-konversi-barang.
import { useCallback, useState } from 'react';
import { Button } from '@mantine/core';
import { IconTransform } from '@tabler/icons-react';
import { MESSAGES, mutasiBarangApi, type BarangLine, type MasterRowOf } from '@kencana/core';
import { UpperTextInput } from '../../components/inputs/index.ts';
import { MasterSelect } from '../../components/master-select/index.ts';
import { goodsLineSchema, lookupBarang, onStoreTray, ScanList, scanDetail, useScanList } from '../../components/scan-list/index.ts';
import { callApi } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';
import { DocumentResult, GOODS_TEXT, GoodsPage, ReportLink, sessionToko } from './goods-page.tsx';
import { useDocumentSave } from '../../components/document/index.ts';

export default function KonversiBarangPage() {
  const toko = sessionToko();
  const list = useScanList<BarangLine>({ draftKey: 'konversi-barang', lookup: lookupBarang(toko), check: onStoreTray(toko), schema: goodsLineSchema });
  const [group, setGroup] = useState<string | null>(null);
  const [dept, setDept] = useState<string | null>(null);
  const [keterangan, setKeterangan] = useState('');
  const { saving, result, clearResult, saveDocument } = useDocumentSave();
  const ofGroup = useCallback((row: MasterRowOf<'jenis'>) => row.kode_group === group, [group]);

  const save = async () => {
    if (!group) return notifyError(MESSAGES.kategoriHarusDipilih);
    if (!dept) return notifyError(MESSAGES.kodeJenisHarusDipilih);
    if (list.rows.length === 0) return notifyError(MESSAGES.dataBaragTidakBolehKosong);
    await saveDocument(async () => {
      const answer = await callApi(mutasiBarangApi.konversiBarang, { body: { kode_group: group, kode_dept: dept, keterangan, detail_barang: list.rows.map(scanDetail) } });
      list.clear();
      setKeterangan('');
      return { message: answer.message, no_dokumen: answer.no_dokumen, qty: answer.qty, berat: answer.berat, extra: `${GOODS_TEXT.kategoriTujuan} ${group} / ${dept}` };
    });
  };

  return (
    <GoodsPage
      path="/konversi-barang"
      aside={<ReportLink to="/laporan-konversi-barang" />}
    >
      <DocumentResult result={result} onClose={clearResult} />
      <ScanList
        list={list}
        disabled={saving}
        controls={
          <>
            <MasterSelect
              list="group"
              label={GOODS_TEXT.kategoriTujuan}
              size="xs"
              w={190}
              value={group}
              allowDeselect={false}
              onChange={(value) => {
                setGroup(value);
                setDept(null);
              }}
            />
            <MasterSelect list="jenis" where={ofGroup} label={GOODS_TEXT.jenisTujuan} size="xs" w={200} value={dept} onChange={setDept} allowDeselect={false} disabled={!group} />
            <UpperTextInput label={GOODS_TEXT.keterangan} size="xs" w={220} maxLength={200} value={keterangan} onValueChange={setKeterangan} />
            <Button size="xs" leftSection={<IconTransform size={14} />} loading={saving} onClick={() => void save()}>
              {GOODS_TEXT.konversi}
            </Button>
          </>
        }
      />
    </GoodsPage>
  );
}
