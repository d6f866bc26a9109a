// /validasi-barang-rusak: damaged goods waiting for validation (type ALL, KC, KB, SR, KS, TS; send number;
// dates) in a checkbox table with footer totals; Validasi (POST barang-rusak/validate, 'Validasi Rusak
// Berhasil') melts the selection; Batal clears and searches again after 1 s; the selection exports to PDF
// and Excel (POST barang-rusak/export). Results and selection are kept in
// browser storage.
import { useState } from 'react';
import { Button, Group, Paper, Select, Text, TextInput } from '@mantine/core';
import { IconCheck, IconFileSpreadsheet, IconPrinter, IconSearch, IconX } from '@tabler/icons-react';
import { DOCUMENT_TYPES, formatGrams, formatQty, MESSAGES, SEPUHAN_MESSAGES, sepuhanApi, sumGrams, type BarangRusakRow } from '@kencana/core';
import { DataTable, type DataTableColumnDef } from '../../components/data-table/index.ts';
import { UpperTextInput } from '../../components/inputs/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi, errorText, newRequestKey } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';
import { draftKey, useLocalDraft } from '../../lib/local-draft.ts';
import { notifyError, notifyInfo, notifySuccess } from '../../lib/notify.ts';
import { useToday } from '../../lib/use-today.ts';

export const RUSAK_TEXT = {
  jenis: 'Jenis Transaksi',
  noKirim: 'No Kirim',
  tglFrom: 'Tanggal Awal',
  tglTo: 'Tanggal Akhir',
  cari: 'Cari Data',
  validasi: 'Validasi',
  batal: 'Batal',
  exportPdf: 'Export PDF',
  exportExcel: 'Export Excel',
  tanggal: 'Tanggal',
  noSepuh: 'No Sepuh',
  qty: 'Total Qty',
  berat: 'Total Berat',
  total: 'TOTAL',
} as const;

/** A damaged-goods type is the number prefix of the document that put the goods aside. */
const jenisRusak = (type: keyof typeof DOCUMENT_TYPES, nama: string) => ({ value: DOCUMENT_TYPES[type].prefix, label: `${DOCUMENT_TYPES[type].prefix} - ${nama}` });

export const JENIS_RUSAK_OPTIONS = [
  { value: 'ALL', label: 'ALL' },
  jenisRusak('KIRIM_LABELING', 'Kirim Labeling'),
  jenisRusak('KIRIM_BARANG_BOS', 'Kirim Barang Dari Bos'),
  jenisRusak('SORTIR_PEMBELIAN', 'Sortir Pembelian'),
  jenisRusak('KIRIM_SEPUH', 'Kirim Sepuh'),
  jenisRusak('TERIMA_SEPUH', 'Terima Sepuh'),
];

interface State {
  rows: BarangRusakRow[];
  selected: string[];
}
const EMPTY: State = { rows: [], selected: [] };
const isState = (value: unknown): value is State => !!value && typeof value === 'object' && Array.isArray((value as State).rows) && Array.isArray((value as State).selected);

export default function ValidasiBarangRusakPage() {
  const today = useToday();
  const [state, setState, clearState] = useLocalDraft(draftKey('validasi-barang-rusak'), EMPTY, isState);
  const [jenis, setJenis] = useState<string | null>('ALL');
  const [noKirim, setNoKirim] = useState('');
  const [tglFrom, setTglFrom] = useState(today);
  const [tglTo, setTglTo] = useState(today);
  const [busy, setBusy] = useState(false);
  const selectedRows = state.rows.filter((row) => state.selected.includes(row.no_sepuh));

  const search = async () => {
    if (!tglFrom) return notifyError(MESSAGES.tanggalAwalTidakBolehKosong);
    if (!tglTo) return notifyError(MESSAGES.tanggalAkhirTidakBolehKosong);
    setBusy(true);
    try {
      const answer = await callApi(sepuhanApi.daftarBarangRusak, {
        query: { tgl_from: tglFrom, tgl_to: tglTo, jenis_transaksi: jenis ?? 'ALL', no_kirim_bos: noKirim.trim() === '' ? 'ALL' : noKirim.trim().toUpperCase() },
      });
      setState({ rows: answer.data, selected: [] });
      if (answer.data.length) notifySuccess(answer.message);
      else notifyInfo(answer.message);
    } catch (error) {
      setState(EMPTY);
      notifyError(errorText(error, MESSAGES.terjadiKesalahaanSaatRequestData));
    } finally {
      setBusy(false);
    }
  };

  const validate = async () => {
    if (selectedRows.length === 0) return notifyError(MESSAGES.validasiHancurBarangRusakBelumAdaYangDipilih);
    setBusy(true);
    try {
      const answer = await callApi(
        sepuhanApi.validasiBarangRusak,
        { body: { data: selectedRows.map((row) => ({ no_sepuh: row.no_sepuh, berat_total: row.berat_total, qty_total: row.qty_total, qty_rusak: 0, berat_rusak: '0' })) } },
        { idempotencyKey: newRequestKey() },
      );
      notifySuccess(answer.message);
      clearState();
      setState(EMPTY);
    } catch (error) {
      notifyError(errorText(error, MESSAGES.terjadiKesalahaanSaatMengirimData));
    } finally {
      setBusy(false);
    }
  };

  const cancel = () => {
    setBusy(true);
    setTimeout(() => {
      clearState();
      setState(EMPTY);
      setBusy(false);
      void search();
    }, 1000);
  };

  const exportRows = async (format: 'pdf' | 'xlsx') => {
    if (selectedRows.length === 0) return notifyError(SEPUHAN_MESSAGES.exportRusakBelumDipilih);
    try {
      await downloadFile(sepuhanApi.exportBarangRusak, { body: { format, no_sepuh: selectedRows.map((row) => row.no_sepuh) } }, `validasi-barang-rusak.${format}`);
    } catch (error) {
      notifyError(errorText(error, MESSAGES.terjadiKesalahaanSaatMengirimData));
    }
    return undefined;
  };

  const rows = state.rows;
  const columns: DataTableColumnDef<BarangRusakRow>[] = [
    { accessor: 'tgl_system', title: RUSAK_TEXT.tanggal, width: 110, footer: RUSAK_TEXT.total },
    { accessor: 'no_sepuh', title: RUSAK_TEXT.noSepuh, render: (r) => <Text size="sm" ff="monospace">{r.no_sepuh}</Text> },
    { accessor: 'jenis_transaksi', title: 'Transaksi', width: 90 },
    { accessor: 'qty_total', title: RUSAK_TEXT.qty, textAlign: 'right', width: 90, render: (r) => formatQty(r.qty_total), footer: formatQty(rows.reduce((s, r) => s + r.qty_total, 0)) },
    { accessor: 'berat_total', title: RUSAK_TEXT.berat, textAlign: 'right', width: 120, render: (r) => formatGrams(r.berat_total, 3), footer: formatGrams(sumGrams(rows.map((r) => r.berat_total)), 3) },
  ];

  return (
    <PageFrame>
      <Paper withBorder radius="md" p="sm">
        <Group align="flex-end" gap="sm">
          <Select size="xs" w={220} label={RUSAK_TEXT.jenis} data={JENIS_RUSAK_OPTIONS} value={jenis} onChange={setJenis} allowDeselect={false} />
          <UpperTextInput size="xs" w={220} label={RUSAK_TEXT.noKirim} placeholder="ALL" value={noKirim} onValueChange={setNoKirim} />
          <TextInput size="xs" type="date" label={RUSAK_TEXT.tglFrom} value={tglFrom} onChange={(e) => setTglFrom(e.currentTarget.value)} />
          <TextInput size="xs" type="date" label={RUSAK_TEXT.tglTo} value={tglTo} onChange={(e) => setTglTo(e.currentTarget.value)} />
          <Button size="xs" leftSection={<IconSearch size={14} />} loading={busy} onClick={() => void search()}>
            {RUSAK_TEXT.cari}
          </Button>
        </Group>
      </Paper>
      <DataTable<BarangRusakRow>
        records={rows}
        columns={columns}
        idAccessor="no_sepuh"
        searchable={false}
        exportable={false}
        selectedRecords={selectedRows}
        onSelectedRecordsChange={(next) => setState((s) => ({ ...s, selected: next.map((r) => r.no_sepuh) }))}
        defaultPageSize={25}
      />
      <Group justify="space-between">
        <Group gap="xs">
          <Button variant="default" size="xs" leftSection={<IconPrinter size={14} />} onClick={() => void exportRows('pdf')}>
            {RUSAK_TEXT.exportPdf}
          </Button>
          <Button variant="default" size="xs" leftSection={<IconFileSpreadsheet size={14} />} onClick={() => void exportRows('xlsx')}>
            {RUSAK_TEXT.exportExcel}
          </Button>
        </Group>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconX size={16} />} onClick={cancel} disabled={busy}>
            {RUSAK_TEXT.batal}
          </Button>
          <Button leftSection={<IconCheck size={16} />} onClick={() => void validate()} disabled={rows.length === 0} loading={busy}>
            {RUSAK_TEXT.validasi}
          </Button>
        </Group>
      </Group>
    </PageFrame>
  );
}
