// /validasi-barang-rusak: damaged goods waiting for validation (type ALL, KC, KB, SR, KS, TS; send number;
// dates) in a checkbox table with footer totals; Validasi (POST barang-rusak/validate, 'Validasi Rusak
// Berhasil') melts the selection; Batal clears and searches again after 1 s; the selection exports to PDF
// and Excel (POST barang-rusak/export). Results and selection are kept in
// browser storage.
import { useState } from 'react';
import { Select, Text } from '@mantine/core';
import {
  type BarangRusakRow,
  DOCUMENT_TYPES,
  formatGrams,
  formatQty,
  MESSAGES,
  SEPUHAN_MESSAGES,
  sepuhanApi,
  sumGrams,
} from '@kencana/core';
import { CheckListScreen } from '../../components/check-list/index.ts';
import { acceptContract, DocumentResultPanel, documentFacts, useDocumentSave } from '../../components/document/index.ts';
import type { DataTableColumnDef } from '../../components/data-table/index.ts';
import { DateValueInput, UpperTextInput } from '../../components/inputs/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi, errorText } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';
import { draftKey, useLocalDraft } from '../../lib/local-draft.ts';
import { notifyError, notifyInfo, notifySuccess } from '../../lib/notify.ts';
import { useSearchQuery } from '../../lib/use-search-query.ts';
import { useToday } from '../../lib/use-today.ts';

export const RUSAK_TEXT = {
  jenis: 'Jenis Transaksi',
  noKirim: 'No Kirim',
  tglFrom: 'Tanggal Awal',
  tglTo: 'Tanggal Akhir',
  tanggal: 'Tanggal',
  noSepuh: 'No Sepuh',
  qty: 'Total Qty',
  berat: 'Total Berat',
  total: 'TOTAL',
  konfirmasi: 'Validasi Barang Rusak Ini?',
} as const;

/** A damaged-goods type is the number prefix of the document that put the goods aside. */
const jenisRusak = (type: keyof typeof DOCUMENT_TYPES, nama: string) => ({
  value: DOCUMENT_TYPES[type].prefix,
  label: `${DOCUMENT_TYPES[type].prefix} - ${nama}`,
});

export const JENIS_RUSAK_OPTIONS = [
  { value: 'ALL', label: 'ALL' },
  jenisRusak('KIRIM_LABELING', 'Kirim Labeling'),
  jenisRusak('KIRIM_BARANG_BOS', 'Kirim Barang Dari Bos'),
  jenisRusak('SORTIR_PEMBELIAN', 'Sortir Pembelian'),
  jenisRusak('KIRIM_SEPUH', 'Kirim Sepuh'),
  jenisRusak('TERIMA_SEPUH', 'Terima Sepuh'),
];

type Search = { tgl_from: string; tgl_to: string; jenis_transaksi: string; no_kirim_bos: string };
interface State {
  search: Search | null;
  selected: string[];
}
const EMPTY: State = { search: null, selected: [] };
const isState = (value: unknown): value is State =>
  !!value && typeof value === 'object' && 'search' in value && Array.isArray((value as State).selected);

export default function ValidasiBarangRusakPage() {
  const today = useToday();
  const [state, setState, clearState] = useLocalDraft(draftKey('validasi-barang-rusak'), EMPTY, isState);
  const [jenis, setJenis] = useState<string | null>(state.search?.jenis_transaksi ?? 'ALL');
  const [noKirim, setNoKirim] = useState('');
  const [tglFrom, setTglFrom] = useState(state.search?.tgl_from ?? today);
  const [tglTo, setTglTo] = useState(state.search?.tgl_to ?? today);
  const { saving, result, clearResult, submit } = useDocumentSave(MESSAGES.terjadiKesalahaanSaatMengirimData);
  const found = useSearchQuery(sepuhanApi.daftarBarangRusak, {
    state: [state.search ? { query: state.search } : null, () => undefined],
    failureText: MESSAGES.terjadiKesalahaanSaatRequestData,
    onAnswer: (answer) => (answer.data.length ? notifySuccess(answer.message) : notifyInfo(answer.message)),
  });
  const rows = state.search ? (found.query.data?.data ?? []) : [];
  const selectedRows = rows.filter((row) => state.selected.includes(row.no_sepuh));

  const search = () => {
    const next: Search = {
      tgl_from: tglFrom,
      tgl_to: tglTo,
      jenis_transaksi: jenis ?? 'ALL',
      no_kirim_bos: noKirim.trim() === '' ? 'ALL' : noKirim.trim().toUpperCase(),
    };
    const schema = sepuhanApi.daftarBarangRusak.query;
    if (schema && !acceptContract(schema, next)) return;
    setState({ search: next, selected: [] });
    found.search({ query: next });
  };

  const validate = () =>
    submit({
      schema: sepuhanApi.validasiBarangRusak.body,
      body: {
        data: selectedRows.map((row) => ({
          no_sepuh: row.no_sepuh,
          berat_total: row.berat_total,
          qty_total: row.qty_total,
          qty_rusak: 0,
          berat_rusak: '0',
        })),
      },
      confirm: {
        message: RUSAK_TEXT.konfirmasi,
        facts: documentFacts({
          qty: selectedRows.reduce((sum, row) => sum + row.qty_total, 0),
          berat: sumGrams(selectedRows.map((row) => row.berat_total)),
        }),
      },
      write: async (key, body) => {
        const answer = await callApi(sepuhanApi.validasiBarangRusak, { body }, { idempotencyKey: key });
        return { message: answer.message, no_dokumen: answer.no_validasi, qty: answer.qty, berat: answer.berat };
      },
      afterSuccess: clearState,
    });

  // Batal: the ticks go and the same search is asked again.
  const cancel = () => {
    setState((s) => ({ ...s, selected: [] }));
    if (state.search) found.search({ query: state.search });
  };

  const exportRows = async (format: 'pdf' | 'xlsx') => {
    // Not a document: an export of the ticked rows, so no contract holds the rule.
    if (selectedRows.length === 0) return notifyError(SEPUHAN_MESSAGES.exportRusakBelumDipilih);
    try {
      await downloadFile(
        sepuhanApi.exportBarangRusak,
        { body: { format, no_sepuh: selectedRows.map((row) => row.no_sepuh) } },
        `validasi-barang-rusak.${format}`,
      );
    } catch (error) {
      notifyError(errorText(error, MESSAGES.terjadiKesalahaanSaatMengirimData));
    }
    return undefined;
  };

  const columns: DataTableColumnDef<BarangRusakRow>[] = [
    { accessor: 'tgl_system', title: RUSAK_TEXT.tanggal, width: 110, footer: RUSAK_TEXT.total },
    {
      accessor: 'no_sepuh',
      title: RUSAK_TEXT.noSepuh,
      render: (r) => (
        <Text size="sm" ff="monospace">
          {r.no_sepuh}
        </Text>
      ),
    },
    { accessor: 'jenis_transaksi', title: 'Transaksi', width: 90 },
    {
      accessor: 'qty_total',
      title: RUSAK_TEXT.qty,
      textAlign: 'right',
      width: 90,
      render: (r) => formatQty(r.qty_total),
      footer: formatQty(rows.reduce((s, r) => s + r.qty_total, 0)),
    },
    {
      accessor: 'berat_total',
      title: RUSAK_TEXT.berat,
      textAlign: 'right',
      width: 120,
      render: (r) => formatGrams(r.berat_total, 3),
      footer: formatGrams(sumGrams(rows.map((r) => r.berat_total)), 3),
    },
  ];

  return (
    <PageFrame>
      <CheckListScreen<BarangRusakRow>
        filters={
          <>
            <Select
              size="xs"
              w={220}
              label={RUSAK_TEXT.jenis}
              data={JENIS_RUSAK_OPTIONS}
              value={jenis}
              onChange={setJenis}
              allowDeselect={false}
            />
            <UpperTextInput size="xs" w={220} label={RUSAK_TEXT.noKirim} placeholder="ALL" value={noKirim} onValueChange={setNoKirim} />
            <DateValueInput w={130} label={RUSAK_TEXT.tglFrom} value={tglFrom} onValueChange={setTglFrom} />
            <DateValueInput w={130} label={RUSAK_TEXT.tglTo} value={tglTo} onValueChange={setTglTo} />
          </>
        }
        onSearch={search}
        searching={found.query.isFetching}
        records={rows}
        columns={columns}
        idAccessor="no_sepuh"
        selected={state.selected}
        onSelectedChange={(selected) => setState((s) => ({ ...s, selected }))}
        onValidate={() => void validate()}
        result={<DocumentResultPanel result={result} onClose={clearResult} />}
        validating={saving}
        onCancel={cancel}
        onExport={(format) => void exportRows(format)}
      />
    </PageFrame>
  );
}
