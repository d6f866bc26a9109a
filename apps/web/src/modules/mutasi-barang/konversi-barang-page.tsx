// /konversi-barang: scan items, choose the target category and type (types of that category only), a note,
// and convert them in one document (POST konversi-barang); the conversions are in /laporan-konversi-barang.
import { useCallback, useRef } from 'react';
import { IconTransform } from '@tabler/icons-react';
import { mutasiBarangApi, type BarangLine, type MasterRowOf } from '@kencana/core';
import { documentFacts, DocumentResultPanel, SaveButton, useDocumentDraft, useDocumentSave } from '../../components/document/index.ts';
import { UpperTextInput } from '../../components/inputs/index.ts';
import { MasterSelect } from '../../components/master-select/index.ts';
import { goodsLineSchema, lookupBarang, onStoreTray, ScanList, scanDetail, useScanList } from '../../components/scan-list/index.ts';
import { callApi } from '../../lib/api.ts';
import { GOODS_CONFIRM, GOODS_TEXT, GoodsPage, ReportLink, sessionToko } from './goods-page.tsx';

interface KonversiForm {
  group: string | null;
  dept: string | null;
  keterangan: string;
}
const EMPTY: KonversiForm = { group: null, dept: null, keterangan: '' };

export default function KonversiBarangPage() {
  const toko = sessionToko();
  const list = useScanList<BarangLine>({
    draftKey: 'konversi-barang',
    lookup: lookupBarang(toko),
    check: onStoreTray(toko),
    schema: goodsLineSchema,
  });
  const form = useDocumentDraft<KonversiForm>('konversi-barang-form', EMPTY);
  const { group, dept, keterangan } = form.value;
  const { saving, result, clearResult, submit } = useDocumentSave();
  const barcodeRef = useRef<HTMLInputElement>(null);
  const ofGroup = useCallback((row: MasterRowOf<'jenis'>) => row.kode_group === group, [group]);

  const save = () =>
    submit({
      schema: mutasiBarangApi.konversiBarang.body,
      body: { kode_group: group ?? '', kode_dept: dept ?? '', keterangan, detail_barang: list.rows.map(scanDetail) },
      confirm: {
        message: GOODS_CONFIRM.konversi(list.totals.qty, group ?? '', dept ?? ''),
        facts: documentFacts({ qty: list.totals.qty, berat: list.totals.berat }),
      },
      write: async (key, body) => {
        const answer = await callApi(mutasiBarangApi.konversiBarang, { body }, { idempotencyKey: key });
        return {
          message: answer.message,
          no_dokumen: answer.no_dokumen,
          qty: answer.qty,
          berat: answer.berat,
          extra: `${GOODS_TEXT.kategoriTujuan} ${body.kode_group} / ${body.kode_dept}`,
        };
      },
      afterSuccess: () => {
        list.clear();
        form.set((f) => ({ ...f, keterangan: '' }));
      },
    });

  return (
    <GoodsPage path="/konversi-barang" aside={<ReportLink to="/laporan-konversi-barang" />}>
      <DocumentResultPanel result={result} onClose={clearResult} />
      <ScanList
        list={list}
        inputRef={barcodeRef}
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
              onChange={(value) => form.set((f) => ({ ...f, group: value, dept: null }))}
            />
            <MasterSelect
              list="jenis"
              where={ofGroup}
              label={GOODS_TEXT.jenisTujuan}
              size="xs"
              w={200}
              value={dept}
              onChange={(value) => form.set((f) => ({ ...f, dept: value }))}
              allowDeselect={false}
              disabled={!group}
            />
            <UpperTextInput
              label={GOODS_TEXT.keterangan}
              size="xs"
              w={220}
              maxLength={200}
              value={keterangan}
              onValueChange={(value) => form.set((f) => ({ ...f, keterangan: value }))}
            />
            <SaveButton
              size="xs"
              icon={<IconTransform size={14} />}
              saving={saving}
              label={GOODS_TEXT.konversi}
              onClick={() => void save().finally(() => barcodeRef.current?.focus())}
            />
          </>
        }
      />
    </GoodsPage>
  );
}
