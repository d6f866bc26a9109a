// /pindah-sortir: scan display items (on display trays) and move them back to a tray of a sorting warehouse
// (the refining-sort warehouse's by default: the first such tray of the store) → POST pindah-sortir.
import { useEffect, useRef, useState } from 'react';
import { IconArrowBackUp } from '@tabler/icons-react';
import { hasWarehouseRole, MESSAGES, mutasiBarangApi, type BarangLine, type MasterRowOf } from '@kencana/core';
import { documentFacts, DocumentResultPanel, SaveButton, useDocumentSave } from '../../components/document/index.ts';
import { MasterSelect } from '../../components/master-select/index.ts';
import { goodsLineSchema, lookupBarang, onStoreTray, ScanList, scanDetail, useScanList } from '../../components/scan-list/index.ts';
import { callApi } from '../../lib/api.ts';
import { useMasterList } from '../../lib/master-lists.ts';
import { GOODS_CONFIRM, GOODS_TEXT, GoodsPage, sessionToko } from './goods-page.tsx';

const isSortir = (row: MasterRowOf<'baki'>) => hasWarehouseRole(row.kode_gudang, 'SORTING');
const isSortRefine = (row: MasterRowOf<'baki'>) => Number(hasWarehouseRole(row.kode_gudang, 'SORT_REFINE'));

export default function PindahSortirPage() {
  const toko = sessionToko();
  // On a tray of the store, and a display tray: only display goods go back to sorting.
  const check = (line: BarangLine) =>
    onStoreTray(toko)(line) ?? (hasWarehouseRole(line.kode_gudang, 'DISPLAY') ? null : MESSAGES.barangBukanBarangDisplay);
  const list = useScanList<BarangLine>({ draftKey: 'pindah-sortir', lookup: lookupBarang(toko), check, schema: goodsLineSchema });
  const trays = useMasterList('baki');
  const [tujuan, setTujuan] = useState<string | null>(null);
  const { saving, result, clearResult, submit } = useDocumentSave();
  const barcodeRef = useRef<HTMLInputElement>(null);

  // The refining-sort warehouse's tray first, as the screen's default destination.
  useEffect(() => {
    if (tujuan || !trays.data) return;
    const first = trays.data.filter(isSortir).sort((a, b) => isSortRefine(b) - isSortRefine(a))[0];
    if (first) setTujuan(first.kode_baki);
  }, [trays.data, tujuan]);

  const save = () =>
    submit({
      schema: mutasiBarangApi.pindahSortir.body,
      body: { kode_baki_tujuan: tujuan ?? '', detail_barang: list.rows.map(scanDetail) },
      confirm: {
        message: GOODS_CONFIRM.pindahSortir(list.totals.qty, tujuan ?? ''),
        facts: documentFacts({ qty: list.totals.qty, berat: list.totals.berat }),
      },
      write: async (key, body) => {
        const answer = await callApi(mutasiBarangApi.pindahSortir, { body }, { idempotencyKey: key });
        return {
          message: answer.message,
          no_dokumen: answer.no_dokumen,
          qty: answer.qty,
          berat: answer.berat,
          extra: `${GOODS_TEXT.bakiTujuan} ${body.kode_baki_tujuan}`,
        };
      },
      afterSuccess: () => list.clear(),
    });

  return (
    <GoodsPage path="/pindah-sortir">
      <DocumentResultPanel result={result} onClose={clearResult} />
      <ScanList
        list={list}
        inputRef={barcodeRef}
        disabled={saving}
        controls={
          <>
            <MasterSelect
              list="baki"
              where={isSortir}
              label={GOODS_TEXT.bakiTujuan}
              size="xs"
              w={240}
              value={tujuan}
              onChange={setTujuan}
              allowDeselect={false}
            />
            <SaveButton
              size="xs"
              icon={<IconArrowBackUp size={14} />}
              saving={saving}
              label={GOODS_TEXT.pindahSortir}
              onClick={() => void save().finally(() => barcodeRef.current?.focus())}
            />
          </>
        }
      />
    </GoodsPage>
  );
}
