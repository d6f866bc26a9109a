// The two cashier screens over shipments (KB from the owner, KC from labelling), one component:
// - /validasi-terima-stock: shipments not yet confirmed (POST kirim-barang-bos / kirim-labeling/saldo with
//   jenis VALIDASI) → validasi-terima-stock/validasi-bos | validasi-label; 'Validasi Terima Stock Berhasil'.
// - /validasi-inputan: confirmed OPEN shipments with what remains (kirim-barang-bos/saldo-outstand |
//   kirim-labeling/saldo-outstand, harga_total and a grand total) → validasi-inputan/kirim-barang-bos |
//   kirim-labeling, the shipments close, the receipt text downloads 100 ms later; 'Validasi Input Berhasil'.
// Type KB by default; changing it clears list and selection; send number empty = ALL, else upper-cased;
// results and selection are held in browser storage; Batal clears after 1 s; Validasi stays disabled
// until results exist.
import { useState } from 'react';
import { SegmentedControl, Text } from '@mantine/core';
import {
  buildSlip,
  type Endpoint,
  formatGrams,
  formatQty,
  formatRupiah,
  type JenisKiriman,
  kirimanApi,
  type KirimanRow,
  MESSAGES,
  SEMUA,
  SHIPMENT_KIND,
  sumGrams,
  validasiInputSlip,
} from '@kencana/core';
import { CheckListScreen } from '../../components/check-list/index.ts';
import { acceptContract, DocumentResultPanel, documentFacts, RESULT_TEXT, useDocumentSave } from '../../components/document/index.ts';
import type { DataTableColumnDef } from '../../components/data-table/index.ts';
import { DateValueInput, UpperTextInput } from '../../components/inputs/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi, type ApiInput } from '../../lib/api.ts';
import { downloadSlip } from '../../lib/download.ts';
import { draftKey, useLocalDraft } from '../../lib/local-draft.ts';
import { notifyInfo, notifySuccess } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.ts';
import { useSearchQuery } from '../../lib/use-search-query.ts';
import { useToday } from '../../lib/use-today.ts';
import { slipShop } from '../../lib/slip-shop.ts';

export type ValidasiMode = 'terima' | 'input';

export const VALIDASI_TEXT = {
  jenis: 'Jenis Transaksi',
  kb: 'KB - Kirim Barang Dari Bos',
  kc: 'KC - Kirim Labeling',
  noKirim: 'No Kirim',
  tglFrom: 'Tanggal Awal',
  tglTo: 'Tanggal Akhir',
  tanggal: 'Tanggal',
  kategori: 'Kategori',
  jenisBarang: 'Jenis',
  qty: 'Qty',
  berat: 'Berat',
  qtyInput: 'Qty Input',
  beratInput: 'Berat Input',
  qtySisa: 'Qty Sisa',
  beratSisa: 'Berat Sisa',
  hargaTotal: 'Harga Total',
  grandTotal: 'Grand Total',
  total: 'TOTAL',
  konfirmasiTerima: 'Validasi Terima Stock Ini?',
  konfirmasiInput: 'Validasi Inputan Ini?',
} as const;

/** The search on screen: the period and the send number as the contract reads them. */
type Search = {
  tgl_from: string;
  tgl_to: string;
  no_kirim_bos: string;
};
interface ValidasiState {
  jenis: JenisKiriman;
  search: Search | null;
  selected: string[];
}
const EMPTY: ValidasiState = { jenis: SHIPMENT_KIND.OWNER_GOODS, search: null, selected: [] };
const isState = (value: unknown): value is ValidasiState =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as ValidasiState).jenis === 'string' &&
  Array.isArray((value as ValidasiState).selected);

/** The search's call of a screen and a type (the four answer the same rows). */
function searchCall(mode: ValidasiMode, jenis: JenisKiriman, search: Search): { endpoint: Endpoint; input: ApiInput } {
  if (mode === 'input')
    return {
      endpoint: jenis === SHIPMENT_KIND.OWNER_GOODS ? kirimanApi.outstandKirimBos : kirimanApi.outstandKirimLabeling,
      input: { query: search },
    };
  if (jenis === SHIPMENT_KIND.OWNER_GOODS) return { endpoint: kirimanApi.cariKirimBos, input: { body: { ...search, jenis: 'VALIDASI' } } };
  return {
    endpoint: kirimanApi.saldoKirimLabeling,
    input: { body: { ...search, kode_labeling: SEMUA, jenis: 'VALIDASI', status: 'ALL' } },
  };
}

export function ValidasiKirimanScreen({ mode }: { mode: ValidasiMode }) {
  const session = useSession();
  const today = useToday();
  const [state, setState, clearState] = useLocalDraft(
    draftKey(mode === 'terima' ? 'validasi-terima-stock' : 'validasi-inputan'),
    EMPTY,
    isState,
  );
  const [tglFrom, setTglFrom] = useState(state.search?.tgl_from ?? today);
  const [tglTo, setTglTo] = useState(state.search?.tgl_to ?? today);
  const [noKirim, setNoKirim] = useState('');
  const { saving, result, clearResult, submit } = useDocumentSave(MESSAGES.terjadiKesalahaanSaatMengirimData);
  const call = state.search ? searchCall(mode, state.jenis, state.search) : null;
  const found = useSearchQuery(call?.endpoint ?? kirimanApi.cariKirimBos, {
    state: [call?.input ?? null, () => undefined],
    failureText: MESSAGES.terjadiKesalahaanSaatRequestData,
    onAnswer: (answer) => {
      if ((answer as { data: KirimanRow[] }).data.length) notifySuccess(MESSAGES.dataValidasiTersedia);
      else notifyInfo(MESSAGES.belumAdaDataYangHarusDiValidasi);
    },
  });
  const rows = state.search ? ((found.query.data as { data: KirimanRow[] } | undefined)?.data ?? []) : [];
  const selectedRows = rows.filter((r) => state.selected.includes(r.no_kirim_bos));

  const changeJenis = (jenis: string) => setState({ jenis: jenis as JenisKiriman, search: null, selected: [] });

  const search = () => {
    const next: Search = { tgl_from: tglFrom, tgl_to: tglTo, no_kirim_bos: noKirim.trim() === '' ? 'ALL' : noKirim.trim().toUpperCase() };
    const { endpoint, input } = searchCall(mode, state.jenis, next);
    const schema = mode === 'input' ? endpoint.query : endpoint.body;
    if (schema && !acceptContract(schema, mode === 'input' ? input.query : input.body)) return;
    setState((s) => ({ ...s, search: next, selected: [] }));
    found.search(input);
  };

  const facts = documentFacts({ qty: selectedRows.reduce((sum, r) => sum + r.qty, 0), berat: sumGrams(selectedRows.map((r) => r.berat)) });
  const afterSuccess = () => setState((s) => ({ ...s, search: null, selected: [] }));

  const validate = () => {
    if (mode === 'terima') {
      const kb = state.jenis === SHIPMENT_KIND.OWNER_GOODS;
      return submit({
        schema: kb ? kirimanApi.ValidasiBosSchema : kirimanApi.ValidasiLabelSchema,
        body: kb ? { no_kirim_bosses: state.selected } : { no_kirim_stocks: state.selected },
        confirm: { message: VALIDASI_TEXT.konfirmasiTerima, facts },
        write: async (key, body) => {
          const answer = kb
            ? await callApi(kirimanApi.validasiTerimaBos, { body: body as { no_kirim_bosses: string[] } }, { idempotencyKey: key })
            : await callApi(kirimanApi.validasiTerimaLabel, { body: body as { no_kirim_stocks: string[] } }, { idempotencyKey: key });
          return {
            message: answer.message || MESSAGES.validasiTerimaStockBerhasil,
            no_dokumen: answer.data.map((row) => row.no_kirim).join(', '),
          };
        },
        afterSuccess,
      });
    }
    // The locally stored selection is sent as it is (the server answers an empty one).
    const data_kirim = selectedRows.map((r) =>
      state.jenis === SHIPMENT_KIND.OWNER_GOODS ? { no_kirim_bos: r.no_kirim_bos } : { no_kirim_stock: r.no_kirim_stock },
    );
    return submit({
      schema: kirimanApi.ValidasiInputSchema,
      body: { data_kirim },
      confirm: { message: VALIDASI_TEXT.konfirmasiInput, facts },
      write: async (key, body) => {
        const endpoint = state.jenis === SHIPMENT_KIND.OWNER_GOODS ? kirimanApi.validasiInputBos : kirimanApi.validasiInputLabeling;
        const answer = await callApi(endpoint, { body }, { idempotencyKey: key });
        const { shop } = slipShop();
        const slip = buildSlip(validasiInputSlip, { shop, rows: answer.data, user_id: session?.user_id ?? '' });
        setTimeout(() => downloadSlip(slip), 100);
        return {
          message: MESSAGES.validasiInputBerhasil,
          no_dokumen: answer.no_validasi,
          prints: [{ label: RESULT_TEXT.cetakSlip, kind: 'slip', run: async () => downloadSlip(slip) }],
        };
      },
      afterSuccess,
    });
  };

  const cancel = () => {
    clearState();
    setState((s) => ({ ...EMPTY, jenis: s.jenis }));
  };

  const grandTotal = rows.reduce((sum, r) => sum + r.harga_total, 0);
  const columns: DataTableColumnDef<KirimanRow>[] = [
    { accessor: 'tgl_system', title: VALIDASI_TEXT.tanggal, width: 96, footer: VALIDASI_TEXT.total },
    {
      accessor: 'no_kirim_bos',
      title: VALIDASI_TEXT.noKirim,
      render: (r) => (
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {r.no_kirim_bos}
        </Text>
      ),
    },
    ...(mode === 'terima' ? ([{ accessor: 'kode_lokasi_toko', title: 'Baki', width: 90 }] satisfies DataTableColumnDef<KirimanRow>[]) : []),
    { accessor: 'kode_group', title: VALIDASI_TEXT.kategori, width: 80 },
    { accessor: 'kode_dept', title: VALIDASI_TEXT.jenisBarang, width: 80 },
    {
      accessor: 'qty',
      title: VALIDASI_TEXT.qty,
      textAlign: 'right',
      width: 60,
      render: (r) => formatQty(r.qty),
      footer: formatQty(rows.reduce((s, r) => s + r.qty, 0)),
    },
    {
      accessor: 'berat',
      title: VALIDASI_TEXT.berat,
      textAlign: 'right',
      width: 100,
      render: (r) => formatGrams(r.berat, 3),
      footer: formatGrams(sumGrams(rows.map((r) => r.berat)), 3),
    },
    ...(mode === 'input'
      ? ([
          { accessor: 'qty_input', title: VALIDASI_TEXT.qtyInput, textAlign: 'right', width: 70, render: (r) => formatQty(r.qty_input) },
          {
            accessor: 'berat_input',
            title: VALIDASI_TEXT.beratInput,
            textAlign: 'right',
            width: 100,
            render: (r) => formatGrams(r.berat_input, 3),
            footer: formatGrams(sumGrams(rows.map((r) => r.berat_input)), 3),
          },
          { accessor: 'qty_sisa', title: VALIDASI_TEXT.qtySisa, textAlign: 'right', width: 70, render: (r) => formatQty(r.qty_sisa) },
          {
            accessor: 'berat_sisa',
            title: VALIDASI_TEXT.beratSisa,
            textAlign: 'right',
            width: 100,
            render: (r) => formatGrams(r.berat_sisa, 3),
            footer: formatGrams(sumGrams(rows.map((r) => r.berat_sisa)), 3),
          },
        ] satisfies DataTableColumnDef<KirimanRow>[])
      : []),
    {
      accessor: 'harga_total',
      title: VALIDASI_TEXT.hargaTotal,
      textAlign: 'right',
      width: 130,
      render: (r) => formatRupiah(r.harga_total),
      footer: formatRupiah(grandTotal),
    },
  ];

  return (
    <PageFrame>
      <CheckListScreen<KirimanRow>
        filters={
          <>
            <div>
              <Text size="xs" fw={500} mb={4}>
                {VALIDASI_TEXT.jenis}
              </Text>
              <SegmentedControl
                size="xs"
                value={state.jenis}
                onChange={changeJenis}
                data={[
                  { value: SHIPMENT_KIND.OWNER_GOODS, label: VALIDASI_TEXT.kb },
                  { value: SHIPMENT_KIND.LABELLING, label: VALIDASI_TEXT.kc },
                ]}
              />
            </div>
            <UpperTextInput size="xs" w={200} label={VALIDASI_TEXT.noKirim} placeholder="ALL" value={noKirim} onValueChange={setNoKirim} />
            <DateValueInput w={130} label={VALIDASI_TEXT.tglFrom} value={tglFrom} onValueChange={setTglFrom} />
            <DateValueInput w={130} label={VALIDASI_TEXT.tglTo} value={tglTo} onValueChange={setTglTo} />
          </>
        }
        onSearch={search}
        searching={found.query.isFetching}
        records={rows}
        columns={columns}
        idAccessor="no_kirim_bos"
        selected={state.selected}
        onSelectedChange={(selected) => setState((s) => ({ ...s, selected }))}
        onValidate={() => void validate()}
        result={<DocumentResultPanel result={result} onClose={clearResult} />}
        validating={saving}
        onCancel={cancel}
        summary={
          <Text size="sm" fw={600} data-testid="grand-total">
            {`${VALIDASI_TEXT.grandTotal}: ${formatRupiah(grandTotal)}`}
          </Text>
        }
      />
    </PageFrame>
  );
}
