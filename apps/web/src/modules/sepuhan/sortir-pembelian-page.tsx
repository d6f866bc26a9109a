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
  GUDANG_SORTIR_PEMBELIAN,
  isPrivilegedLevel,
  MESSAGES,
  pembelianApi,
  SEMUA,
  sepuhanApi,
  sortirPembelianSlip,
  sumGrams,
  type ReadySortir,
} from '@kencana/core';
import { DataTable, type DataTableColumnDef } from '../../components/data-table/index.ts';
import { DateValueInput } from '../../components/inputs/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi, errorText, newRequestKey } from '../../lib/api.ts';
import { downloadFile, downloadSlip } from '../../lib/download.ts';
import { draftKey, useLocalDraft } from '../../lib/local-draft.ts';
import { useMasterOptions } from '../../lib/master-lists.ts';
import { notifyError, notifyInfo, notifySuccess } from '../../lib/notify.ts';
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
} as const;

const isDraft = (value: unknown): value is ReadySortir[] => Array.isArray(value);
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
  const [picks, setPicks, clearPicks] = useLocalDraft(draftKey('sortir-pembelian'), [] as ReadySortir[], isDraft);
  const [gudang, setGudang] = useState<string | null>(null);
  const [baki, setBaki] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tokos = useMasterOptions('toko');
  const groups = useMasterOptions('group');
  const jenisList = useMasterOptions('jenis');
  const kondisiList = useMasterOptions('kondisi_pembelian');
  const trays = useTrayOptions(gudang ?? '', toko ?? undefined);
  const ready = useSearchQuery(pembelianApi.readySortir, {
    failureText: MESSAGES.terjadiKesalahanSaatMengirimData,
    onAnswer: (answer) => {
      if (answer.data.length === 0) notifyInfo(MESSAGES.dataYangAndaCariTidakAda);
    },
  });

  // The filters as the contract reads them: a blank filter is SEMUA, the date is optional.
  const search = () => {
    const query = { kode_toko: toko ?? undefined, kondisi: kondisi ?? SEMUA, kode_group: kategori ?? SEMUA, kode_dept: jenis ?? SEMUA, tgl_system: tanggal };
    const parsed = pembelianApi.readySortir.query?.safeParse(query);
    if (parsed && !parsed.success) return notifyError(parsed.error.issues[0]?.message ?? MESSAGES.dataTidakValid);
    setChecked([]);
    ready.search({ query });
  };
  const found = useMemo(() => (ready.query.data?.data ?? []).filter((row) => !picks.some((line) => line.kode_lot === row.kode_lot)), [ready.query.data, picks]);

  // A line already picked (matched by its lot: one invoice line) is not added twice.
  const addChecked = () => {
    const have = new Set(picks.map((line) => line.kode_lot));
    setPicks([...picks, ...checked.filter((line) => !have.has(line.kode_lot))]);
    setChecked([]);
  };

  const save = async () => {
    if (!gudang) return notifyError(MESSAGES.kodeGudangHarusDipilih);
    if (!baki) return notifyError(MESSAGES.kodeBakiHarusDipilih);
    if (picks.length === 0) return notifyError(MESSAGES.dataBarangTidakAda);
    setBusy(true);
    try {
      const berat = sumGrams(picks.map((line) => line.berat));
      const answer = await callApi(
        sepuhanApi.sortirPembelian,
        {
          body: {
            kode_toko: toko ?? undefined,
            kode_gudang: gudang,
            kode_baki: baki,
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
        },
        { idempotencyKey: newRequestKey() },
      );
      notifySuccess(answer.message);
      downloadSlip(buildSlip(sortirPembelianSlip, { ...slipShop(), bukti: answer.buktiStruk }));
      // The sort's PDF follows the slip (the specification's "data for the PDF").
      void downloadFile(sepuhanApi.pdfSortirPembelian, { query: { no_sortir: answer.data.no_sortir } }, `sortir_${answer.data.no_sortir}.pdf`).catch(() => undefined);
      clearPicks();
      setPicks([]);
      void ready.query.refetch();
    } catch (error) {
      notifyError(errorText(error, MESSAGES.terjadiKesalahanSaatMengirimData));
    } finally {
      setBusy(false);
    }
  };

  const columns = useMemo<DataTableColumnDef<ReadySortir>[]>(
    () => [
      { accessor: 'no_faktur_beli', title: 'No Faktur Beli', render: (r) => <Text size="sm" ff="monospace">{`${r.no_faktur_beli}/${r.line_no}`}</Text> },
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
    ...columns.map((column, index) => (index === 0 ? { ...column, footer: SORTIR_PEMBELIAN_TEXT.total } : column)).map((column) =>
      column.accessor === 'berat' ? { ...column, footer: formatGrams(sumGrams(picks.map((line) => line.berat)), 3) } : column,
    ),
    {
      accessor: 'aksi',
      title: '',
      width: 50,
      render: (r) => (
        <Button size="compact-xs" variant="subtle" color="red" aria-label={SORTIR_PEMBELIAN_TEXT.hapus} onClick={() => setPicks(picks.filter((line) => line.kode_lot !== r.kode_lot))}>
          <IconTrash size={14} />
        </Button>
      ),
    },
  ];

  return (
    <PageFrame>
      <Stack gap="sm">
        <Paper withBorder radius="md" p="sm">
          <Group align="flex-end" gap="sm">
            <Select size="xs" w={240} label={SORTIR_PEMBELIAN_TEXT.toko} data={tokos.data} value={toko} onChange={setToko} allowDeselect={false} disabled={!isPrivilegedLevel(session?.level ?? '')} />
            <DateValueInput w={130} label={SORTIR_PEMBELIAN_TEXT.tanggal} value={tanggal} max={today} onValueChange={setTanggal} clearable />
            <Select size="xs" w={150} label={SORTIR_PEMBELIAN_TEXT.kategori} data={[SEMUA_OPTION, ...groups.data]} value={kategori} onChange={setKategori} allowDeselect={false} />
            <Select size="xs" w={150} label={SORTIR_PEMBELIAN_TEXT.kondisi} data={[SEMUA_OPTION, ...kondisiList.data]} value={kondisi} onChange={setKondisi} allowDeselect={false} />
            <Select size="xs" w={170} label={SORTIR_PEMBELIAN_TEXT.jenis} data={[SEMUA_OPTION, ...jenisList.data]} value={jenis} onChange={setJenis} allowDeselect={false} searchable />
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
        <DataTable<ReadySortir> records={picks} columns={pickColumns} idAccessor="kode_lot" searchable={false} exportable={false} defaultPageSize={10} />
        <Paper withBorder radius="md" p="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ alignItems: 'end' }}>
            <Select
              size="xs"
              label={SORTIR_PEMBELIAN_TEXT.gudang}
              data={[...GUDANG_SORTIR_PEMBELIAN]}
              value={gudang}
              onChange={(value) => {
                setGudang(value);
                setBaki(null);
              }}
            />
            <Select size="xs" label={SORTIR_PEMBELIAN_TEXT.baki} data={trays} value={baki} onChange={setBaki} searchable />
            <Button leftSection={<IconDeviceFloppy size={16} />} loading={busy} disabled={picks.length === 0} onClick={() => void save()}>
              {SORTIR_PEMBELIAN_TEXT.simpan}
            </Button>
          </SimpleGrid>
        </Paper>
      </Stack>
    </PageFrame>
  );
}
