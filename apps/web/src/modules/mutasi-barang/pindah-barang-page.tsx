// /pindah-barang: scan items of the store's trays, choose the destination tray, move them in one document
// (POST pindah-barang). The list and the tray are a local draft until the move succeeds or the user leaves.
import { useRef } from 'react';
import { IconArrowsExchange } from '@tabler/icons-react';
import { Button } from '@mantine/core';
import { mutasiBarangApi, type BarangLine } from '@kencana/core';
import { documentFacts, DocumentResultPanel, SaveButton, useDocumentDraft, useDocumentSave } from '../../components/document/index.ts';
import { MasterSelect } from '../../components/master-select/index.ts';
import { goodsLineSchema, lookupBarang, onStoreTray, ScanList, scanDetail, useScanList } from '../../components/scan-list/index.ts';
import { callApi } from '../../lib/api.ts';
import { GOODS_CONFIRM, GOODS_TEXT, GoodsPage, sessionToko } from './goods-page.tsx';

export default function PindahBarangPage() {
  const toko = sessionToko();
  const list = useScanList<BarangLine>({
    draftKey: 'pindah-barang',
    lookup: lookupBarang(toko),
    check: onStoreTray(toko),
    schema: goodsLineSchema,
  });
  const tujuan = useDocumentDraft<string | null>('pindah-barang-tujuan', null);
  const { saving, result, clearResult, submit } = useDocumentSave();
  const barcodeRef = useRef<HTMLInputElement>(null);

  const save = () =>
    submit({
      schema: mutasiBarangApi.pindahBarang.body,
      body: { kode_baki_tujuan: tujuan.value ?? '', detail_barang: list.rows.map(scanDetail) },
      confirm: {
        message: GOODS_CONFIRM.pindahBarang(list.totals.qty, tujuan.value ?? ''),
        facts: documentFacts({ qty: list.totals.qty, berat: list.totals.berat }),
      },
      write: async (key, body) => {
        const answer = await callApi(mutasiBarangApi.pindahBarang, { body }, { idempotencyKey: key });
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
    <GoodsPage path="/pindah-barang">
      <DocumentResultPanel result={result} onClose={clearResult} />
      <ScanList
        list={list}
        inputRef={barcodeRef}
        disabled={saving}
        controls={
          <>
            <MasterSelect
              list="baki"
              label={GOODS_TEXT.bakiTujuan}
              size="xs"
              w={240}
              value={tujuan.value}
              onChange={tujuan.set}
              allowDeselect={false}
            />
            <SaveButton
              size="xs"
              icon={<IconArrowsExchange size={14} />}
              saving={saving}
              label={GOODS_TEXT.pindahkan}
              onClick={() => void save().finally(() => barcodeRef.current?.focus())}
            />
            <Button size="xs" variant="default" disabled={saving || list.rows.length === 0} onClick={list.clear}>
              {GOODS_TEXT.kosongkan}
            </Button>
          </>
        }
      />
    </GoodsPage>
  );
}
