// /sortir-pembelian: search the bought-back lines ready for sorting (store, date, category, condition, type:
// GET pembelian/ready/sortir), pick them by checkbox into a second table (a line is never listed twice),
// choose the warehouse (SP, RUSAK, SP-LN, SP-BOS, SP-PBRK) and a tray of it, save (POST sortir-pembelian) and
// print the slip (INTERNAL, LABEL) as autoprint_pembelian.txt, then the sort's PDF. The picks are a local draft.
import { useMemo, useState } from 'react';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconDeviceFloppy, IconSearch, IconTrash } from '@tabler/icons-react';
import {
  buildSlip,
  formatGrams,
  isPrivilegedLevel,
  MESSAGES,
  pembelianApi,
  SEMUA,
  sepuhanApi,
  sortirPembelianSlip,
  sumGrams,
  WAREHOUSE_ROLES,
  type ReadySortir,
} from '@kencana/core';
import { DataTable, type DataTableColumnDef } from '../../components/data-table/index.ts';
import {
  DocumentNumberCopy,
  acceptContract,
  DocumentResultPanel,
  documentFacts,
  RESULT_TEXT,
  SaveButton,
  useDocumentDraft,
  useDocumentSave,
  useLeaveGuard,
} from '../../components/document/index.ts';
import { DateValueInput } from '../../components/inputs/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi } from '../../lib/api.ts';
import { downloadFile, downloadSlip } from '../../lib/download.ts';
import { useMasterOptions } from '../../lib/master-lists.ts';
import { notifyInfo } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.ts';
import { useSearchQuery } from '../../lib/use-search-query.ts';
import { useToday } from '../../lib/use-today.ts';
import { slipShop } from '../../lib/slip-shop.ts';
import { useTrayOptions } from './shared.tsx';

export const SORTIR_PEMBELIAN_TEXT = {
  toko: 'Kode Toko',
  tanggal: 'Tanggal',
  kategori: 'Kategori',
  kondisi: 'Kondisi',
  jenis: 'Kode Jenis',
  cari: 'Cari Data',
  pilih: 'Pilih Barang',
  dataPembelian: 'Data Pembelian Siap Sortir',
  dataSortir: 'Barang Yang Akan Disortir',
  gudang: 'Kode Gudang',
  baki: 'Kode Baki',
  simpan: 'Simpan Sortir',
  hapus: 'Hapus',
  total: 'TOTAL',
  konfirmasi: 'Simpan Sortir Pembelian Ini?',
  noSortir: 'No Sortir',
} as const;

// A stored draft is read back only when it still has the shape of the search's lines.
const PicksSchema = pembelianApi.readySortir.response.shape.data;
const SEMUA_OPTION = { value: SEMUA, label: SEMUA };

export default function SortirPembelianPage() {
  const session = useSession();
  const today = useToday();
  const [toko, setToko] = useState<string | null>(session?.kode_toko ?? null);
  // The business day by default: what was bought back today is what staff sort.
  const [tanggal, setTanggal] = useState(session?.tgl_system ?? today);
  const [kategori, setKategori] = useState<string | null>(SEMUA);
  const [kondisi, setKondisi] = useState<string | null>(SEMUA);
  const [jenis, setJenis] = useState<string | null>(SEMUA);
  const [checked, setChecked] = useState<ReadySortir[]>([]);
  // The picked lines and the destination are the document's draft: a reload gives them back.
  const picksDraft = useDocumentDraft<ReadySortir[]>('sortir-pembelian', [], PicksSchema);
  const picks = picksDraft.value;
  const setPicks = picksDraft.set;
  const form = useDocumentDraft<{ gudang: string | null; baki: string | null }>('sortir-pembelian.form', { gudang: null, baki: null });
  useLeaveGuard(picksDraft.dirty);
  const { saving, result, clearResult, submit } = useDocumentSave();
  const tokos = useMasterOptions('toko');
  const groups = useMasterOptions('group');
  const jenisList = useMasterOptions('jenis');
  const kondisiList = useMasterOptions('kondisi_pembelian');
  const trays = useTrayOptions(form.value.gudang ?? '', toko ?? undefined);
  const ready = useSearchQuery(pembelianApi.readySortir, {
    failureText: MESSAGES.terjadiKesalahanSaatMengirimData,
    onAnswer: (answer) => {
      if (answer.data.length === 0) notifyInfo(MESSAGES.dataYangAndaCariTidakAda);
    },
  });

  // The filters as the contract reads them: a blank filter is SEMUA, the date is optional.
  const search = () => {
    const query = {
      kode_toko: toko ?? undefined,
      kondisi: kondisi ?? SEMUA,
      kode_group: kategori ?? SEMUA,
      kode_dept: jenis ?? SEMUA,
      tgl_system: tanggal,
    };
    const schema = pembelianApi.readySortir.query;
    if (schema && !acceptContract(schema, query)) return;
    setChecked([]);
    ready.search({ query });
  };
  const found = useMemo(
    () => (ready.query.data?.data ?? []).filter((row) => !picks.some((line) => line.kode_lot === row.kode_lot)),
    [ready.query.data, picks],
  );

  // A line already picked (matched by its lot: one invoice line) is not added twice.
  const addChecked = () => {
    const have = new Set(picks.map((line) => line.kode_lot));
    setPicks([...picks, ...checked.filter((line) => !have.has(line.kode_lot))]);
    setChecked([]);
  };

  const save = () => {
    const berat = sumGrams(picks.map((line) => line.berat));
    return submit({
      schema: sepuhanApi.sortirPembelian.body,
      body: {
        kode_toko: toko ?? undefined,
        kode_gudang: form.value.gudang ?? '',
        kode_baki: form.value.baki ?? '',
        detail_barang: picks.map((line) => ({
          no_faktur_beli: line.no_faktur_beli,
          line_no: line.line_no,
          kode_lot: line.kode_lot,
          kode_dept: line.kode_dept,
          nama_barang: line.nama_barang,
          kode_group: line.kode_group,
          berat: line.berat,
          harga: line.harga,
          kondisi: line.kondisi,
          kode_lokasi_toko: line.kode_baki,
        })),
        qty_asal: picks.length,
        berat_asal: berat,
        qty_bos: picks.length,
        berat_bos: berat,
      },
      confirm: { message: SORTIR_PEMBELIAN_TEXT.konfirmasi, facts: documentFacts({ qty: picks.length, berat }) },
      write: async (key, body) => {
        const answer = await callApi(sepuhanApi.sortirPembelian, { body }, { idempotencyKey: key });
        const { no_sortir } = answer.data;
        const slip = buildSlip(sortirPembelianSlip, { ...slipShop(), bukti: answer.buktiStruk });
        const pdf = () => downloadFile(sepuhanApi.pdfSortirPembelian, { query: { no_sortir } }, `sortir_${no_sortir}.pdf`);
        downloadSlip(slip);
        // The sort's PDF follows the slip (the specification's "data for the PDF").
        void pdf().catch(() => undefined);
        return {
          message: answer.message,
          no_dokumen: no_sortir,
          qty: answer.buktiStruk.qty_sepuh,
          berat: answer.buktiStruk.berat_sepuh,
          prints: [
            { label: RESULT_TEXT.cetakSlip, kind: 'slip', run: async () => downloadSlip(slip) },
            { label: RESULT_TEXT.cetakPdf, kind: 'pdf', run: pdf },
          ],
        };
      },
      afterSuccess: async () => {
        picksDraft.clear();
        form.clear();
        await ready.query.refetch();
      },
    });
  };

  const columns = useMemo<DataTableColumnDef<ReadySortir>[]>(
    () => [
      {
        accessor: 'no_faktur_beli',
        title: 'No Faktur Beli',
        render: (r) => <Text size="sm" ff="monospace">{`${r.no_faktur_beli}/${r.line_no}`}</Text>,
      },
      { accessor: 'tgl_system', title: 'Tanggal', width: 100 },
      { accessor: 'kondisi', title: 'Kondisi', width: 80 },
      { accessor: 'nama_barang', title: 'Nama Barang' },
      { accessor: 'kode_group', title: 'Kategori', width: 80 },
      { accessor: 'kode_dept', title: 'Jenis', width: 80 },
      { accessor: 'kadar', title: 'Kadar', width: 70 },
      { accessor: 'berat', title: 'Berat', textAlign: 'right', width: 90, render: (r) => formatGrams(r.berat, 3) },
    ],
    [],
  );
  const pickColumns: DataTableColumnDef<ReadySortir>[] = [
    ...columns
      .map((column, index) => (index === 0 ? { ...column, footer: SORTIR_PEMBELIAN_TEXT.total } : column))
      .map((column) =>
        column.accessor === 'berat' ? { ...column, footer: formatGrams(sumGrams(picks.map((line) => line.berat)), 3) } : column,
      ),
    {
      accessor: 'aksi',
      title: '',
      width: 50,
      render: (r) => (
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          aria-label={SORTIR_PEMBELIAN_TEXT.hapus}
          onClick={() => setPicks(picks.filter((line) => line.kode_lot !== r.kode_lot))}
        >
          <IconTrash size={14} />
        </Button>
      ),
    },
  ];

  return (
    <PageFrame>
      <Stack gap="sm">
        <DocumentResultPanel result={result} onClose={clearResult} numberLabel={SORTIR_PEMBELIAN_TEXT.noSortir} />
        {result && <DocumentNumberCopy label={SORTIR_PEMBELIAN_TEXT.noSortir} value={result.no_dokumen} />}
        <Paper withBorder radius="md" p="sm">
          <Group align="flex-end" gap="sm">
            <Select
              size="xs"
              w={240}
              label={SORTIR_PEMBELIAN_TEXT.toko}
              data={tokos.data}
              value={toko}
              onChange={setToko}
              allowDeselect={false}
              disabled={!isPrivilegedLevel(session?.level ?? '')}
            />
            <DateValueInput
              w={130}
              label={SORTIR_PEMBELIAN_TEXT.tanggal}
              value={tanggal}
              max={today}
              onValueChange={setTanggal}
              clearable
            />
            <Select
              size="xs"
              w={150}
              label={SORTIR_PEMBELIAN_TEXT.kategori}
              data={[SEMUA_OPTION, ...groups.data]}
              value={kategori}
              onChange={setKategori}
              allowDeselect={false}
            />
            <Select
              size="xs"
              w={150}
              label={SORTIR_PEMBELIAN_TEXT.kondisi}
              data={[SEMUA_OPTION, ...kondisiList.data]}
              value={kondisi}
              onChange={setKondisi}
              allowDeselect={false}
            />
            <Select
              size="xs"
              w={170}
              label={SORTIR_PEMBELIAN_TEXT.jenis}
              data={[SEMUA_OPTION, ...jenisList.data]}
              value={jenis}
              onChange={setJenis}
              allowDeselect={false}
              searchable
            />
            <Button size="xs" leftSection={<IconSearch size={14} />} loading={ready.query.isFetching} onClick={search}>
              {SORTIR_PEMBELIAN_TEXT.cari}
            </Button>
          </Group>
        </Paper>
        <Title order={6}>{SORTIR_PEMBELIAN_TEXT.dataPembelian}</Title>
        <DataTable<ReadySortir>
          records={found}
          columns={columns}
          idAccessor="kode_lot"
          searchable={false}
          exportable={false}
          selectedRecords={checked}
          onSelectedRecordsChange={setChecked}
          defaultPageSize={10}
        />
        <Group justify="flex-end">
          <Button size="xs" variant="light" leftSection={<IconArrowDown size={14} />} disabled={checked.length === 0} onClick={addChecked}>
            {SORTIR_PEMBELIAN_TEXT.pilih}
          </Button>
        </Group>
        <Title order={6}>{SORTIR_PEMBELIAN_TEXT.dataSortir}</Title>
        <DataTable<ReadySortir>
          records={picks}
          columns={pickColumns}
          idAccessor="kode_lot"
          searchable={false}
          exportable={false}
          defaultPageSize={10}
        />
        <Paper withBorder radius="md" p="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ alignItems: 'end' }}>
            <Select
              size="xs"
              label={SORTIR_PEMBELIAN_TEXT.gudang}
              data={[...WAREHOUSE_ROLES.SORT_PURCHASE]}
              value={form.value.gudang}
              onChange={(gudang) => form.set({ gudang, baki: null })}
              allowDeselect={false}
            />
            <Select
              size="xs"
              label={SORTIR_PEMBELIAN_TEXT.baki}
              data={trays}
              value={form.value.baki}
              onChange={(baki) => form.set((f) => ({ ...f, baki }))}
              allowDeselect={false}
              searchable
            />
            <SaveButton
              saving={saving}
              label={SORTIR_PEMBELIAN_TEXT.simpan}
              icon={<IconDeviceFloppy size={16} />}
              disabled={picks.length === 0}
              onClick={() => void save()}
            />
          </SimpleGrid>
        </Paper>
      </Stack>
    </PageFrame>
  );
}
