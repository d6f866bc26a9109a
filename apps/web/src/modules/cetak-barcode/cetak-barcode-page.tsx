// /cetak-barcode: choose goods by tray or filter (checkbox list) or by scanning their barcode, then print
// their labels — Code 128 of kode_barcode, name, weight (the ledger's), purity — as a PDF sized for the
// label stock. The barcode field is focused, as staff scan there.
import { useMemo, useState } from 'react';
import { Badge, Button, Grid, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconPrinter, IconSearch, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { cetakBarcodeApi, formatGrams, formatQty, MESSAGES, SEMUA, sumGrams, WAREHOUSE } from '@kencana/core';
import { LABEL_SIZE_KEYS, LABEL_SIZES, DEFAULT_LABEL_SIZE, type LabelItem, type LabelSize } from '@kencana/core/contracts/cetak-barcode';
import { DataTable, type DataTableColumnDef } from '../../components/data-table/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { BarcodeInput } from '../../components/inputs/index.ts';
import { errorText, useApiMutation, useApiQuery } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';
import { notifyError, notifyInfo, notifySuccess } from '../../lib/notify.ts';
import { useListNotices } from '../../lib/use-list-notices.ts';
import { getSession, startingStoreFilter } from '../../lib/session.ts';
import { useSourceOptions } from '../../lib/source-options.ts';

/** Words of this screen. */
export const CETAK_BARCODE_TEXT = {
  judul: 'CETAK BARCODE',
  pilihBarang: 'Pilih Barang',
  daftarCetak: 'Daftar Label Dicetak',
  scanBarcode: 'Scan / Ketik Barcode',
  toko: 'Toko',
  gudang: 'Gudang',
  baki: 'Baki',
  kategori: 'Kategori',
  jenis: 'Jenis',
  tampilkan: 'Tampilkan Barang',
  tambahDipilih: 'Tambah Yang Dipilih',
  tambahSemua: 'Tambah Semua',
  kosongkan: 'Kosongkan',
  ukuranLabel: 'Ukuran Label',
  cetakLabel: 'Cetak Label',
  barcode: 'Barcode',
  namaBarang: 'Nama Barang',
  kadar: 'Kadar',
  berat: 'Berat',
  hapus: 'Hapus',
  label: 'label',
  dariTotal: (shown: number, total: number) => `${shown} dari ${total} barang (persempit pilihan untuk melihat semua)`,
} as const;

type Filter = { kode_toko: string; kode_gudang: string; kode_baki: string; kode_group: string; kode_dept: string };

function OptionSelect({
  label,
  sumber,
  value,
  onChange,
  filters,
  width = 170,
}: {
  label: string;
  sumber: 'toko' | 'gudang' | 'baki' | 'group' | 'jenis';
  value: string;
  onChange: (v: string) => void;
  filters?: Record<string, string>;
  width?: number;
}) {
  const options = useSourceOptions(sumber, filters);
  return (
    <Select
      label={label}
      size="xs"
      w={width}
      searchable
      allowDeselect={false}
      data={[{ value: SEMUA, label: SEMUA }, ...options]}
      value={value}
      onChange={(v) => onChange(v ?? SEMUA)}
      nothingFoundMessage={MESSAGES.tidakAdaData}
    />
  );
}

const columnsOf = (extra: DataTableColumnDef<LabelItem>[] = []): DataTableColumnDef<LabelItem>[] => [
  { accessor: 'kode_barcode', title: CETAK_BARCODE_TEXT.barcode, width: 100 },
  { accessor: 'nama_barang', title: CETAK_BARCODE_TEXT.namaBarang },
  { accessor: 'kode_baki', title: CETAK_BARCODE_TEXT.baki, width: 80 },
  { accessor: 'kadar', title: CETAK_BARCODE_TEXT.kadar, width: 72, textAlign: 'right' },
  { accessor: 'berat', title: CETAK_BARCODE_TEXT.berat, width: 90, textAlign: 'right', render: (r) => formatGrams(r.berat, 3) },
  ...extra,
];

export default function CetakBarcodePage() {
  const session = getSession();
  const privileged = session?.level === 'OWN' || session?.level === 'SU';
  const [filter, setFilter] = useState<Filter>({
    kode_toko: startingStoreFilter(session, privileged ? SEMUA : (session?.kode_toko ?? SEMUA)),
    kode_gudang: WAREHOUSE.DISPLAY,
    kode_baki: SEMUA,
    kode_group: SEMUA,
    kode_dept: SEMUA,
  });
  // The filter as it was when Tampilkan was pressed (null before): the list is a read of it, asked on demand.
  const [searched, setSearched] = useState<Filter | null>(null);
  const [selected, setSelected] = useState<LabelItem[]>([]);
  const [list, setList] = useState<LabelItem[]>([]);
  const [code, setCode] = useState('');
  const [size, setSize] = useState<LabelSize>(DEFAULT_LABEL_SIZE);

  const set = (key: keyof Filter) => (value: string) =>
    setFilter((f) => ({
      ...f,
      [key]: value,
      ...(key === 'kode_toko' || key === 'kode_gudang' ? { kode_baki: SEMUA } : {}),
      ...(key === 'kode_group' ? { kode_dept: SEMUA } : {}),
    }));

  const addItems = (items: readonly LabelItem[]) => {
    setList((current) => {
      const have = new Set(current.map((i) => i.kode_barcode));
      return [...current, ...items.filter((i) => !have.has(i.kode_barcode))];
    });
  };

  // Shown on demand (Tampilkan): each answer clears the ticks; an empty one says so. The last list stays on
  // screen while the next one loads.
  const goods = useApiQuery(
    cetakBarcodeApi.listBarang,
    { query: searched ?? filter },
    { enabled: searched !== null, staleTime: 0, placeholderData: keepPreviousData },
  );
  const found = searched && !goods.isError && goods.data && goods.data.data.length > 0 ? goods.data : null;
  const loading = goods.isFetching;
  useListNotices(goods, { answer: () => setSelected([]), failure: () => setSelected([]) });
  // Pressed again with the same filter, the list is asked afresh (goods may have moved since).
  const showGoods = () => {
    if (searched && JSON.stringify(searched) === JSON.stringify(filter)) void goods.refetch();
    else setSearched({ ...filter });
  };

  const lookup = useApiMutation(cetakBarcodeApi.findBarang, {
    onSuccess: ({ data }) => addItems([data]),
    onError: (error) => notifyError(errorText(error, MESSAGES.barangTidakDiTemukan)),
    onSettled: () => setCode(''),
  });
  const scan = (kode: string) => {
    if (list.some((i) => i.kode_barcode === kode)) {
      notifyInfo(MESSAGES.kodeBarcodeTersebutSudahAdaDitabel);
      setCode('');
      return;
    }
    lookup.mutate({ params: { kode_barcode: kode } });
  };

  const labels = useMutation({
    mutationFn: () =>
      downloadFile(
        cetakBarcodeApi.printLabels,
        { body: { kode_barcodes: list.map((i) => i.kode_barcode), ukuran: size } },
        'label_barcode.pdf',
      ),
    onSuccess: () => notifySuccess(MESSAGES.labelBarcodeSiap),
    onError: (error) => notifyError(errorText(error, MESSAGES.terjadiKesalahanSaatMengirimData)),
  });
  const print = () => {
    if (list.length === 0) {
      notifyInfo(MESSAGES.belumAdaBarangDipilih);
      return;
    }
    labels.mutate();
  };
  const printing = labels.isPending;

  const listColumns = useMemo(
    () =>
      columnsOf([
        {
          accessor: 'hapus',
          title: '',
          width: 44,
          noExport: true,
          render: (r) => (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              aria-label={`${CETAK_BARCODE_TEXT.hapus} ${r.kode_barcode}`}
              onClick={() => setList((l) => l.filter((i) => i.kode_barcode !== r.kode_barcode))}
            >
              <IconTrash size={14} />
            </Button>
          ),
        },
      ])
        .filter((c) => c.accessor !== 'kode_baki')
        .map((c) =>
          c.accessor === 'kode_barcode'
            ? { ...c, footer: `${formatQty(list.length)} ${CETAK_BARCODE_TEXT.label}` }
            : c.accessor === 'berat'
              ? { ...c, footer: formatGrams(sumGrams(list.map((i) => i.berat)), 3) }
              : c,
        ),
    [list],
  );

  return (
    <PageFrame path="/cetak-barcode">
      <Paper withBorder radius="md" p="sm">
        <Stack gap="xs">
          <Group justify="space-between" align="flex-end" wrap="nowrap">
            <Group gap="lg" align="flex-end" wrap="nowrap">
              <BarcodeInput label={CETAK_BARCODE_TEXT.scanBarcode} size="xs" value={code} onValueChange={setCode} onLookup={scan} w={230} />
            </Group>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <Select
                label={CETAK_BARCODE_TEXT.ukuranLabel}
                size="xs"
                w={130}
                allowDeselect={false}
                data={LABEL_SIZE_KEYS.map((k) => ({ value: k, label: LABEL_SIZES[k].label }))}
                value={size}
                onChange={(v) => setSize((v as LabelSize) ?? DEFAULT_LABEL_SIZE)}
              />
              <Button size="xs" leftSection={<IconPrinter size={14} />} loading={printing} disabled={list.length === 0} onClick={print}>
                {CETAK_BARCODE_TEXT.cetakLabel}
              </Button>
              <Button size="xs" variant="default" disabled={list.length === 0} onClick={() => setList([])}>
                {CETAK_BARCODE_TEXT.kosongkan}
              </Button>
            </Group>
          </Group>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            {privileged && (
              <OptionSelect
                label={CETAK_BARCODE_TEXT.toko}
                sumber="toko"
                value={filter.kode_toko}
                onChange={set('kode_toko')}
                width={140}
              />
            )}
            <OptionSelect
              label={CETAK_BARCODE_TEXT.gudang}
              sumber="gudang"
              value={filter.kode_gudang}
              onChange={set('kode_gudang')}
              width={230}
            />
            <OptionSelect
              label={CETAK_BARCODE_TEXT.baki}
              sumber="baki"
              value={filter.kode_baki}
              onChange={set('kode_baki')}
              filters={{ kode_toko: filter.kode_toko, kode_gudang: filter.kode_gudang }}
              width={190}
            />
            <OptionSelect
              label={CETAK_BARCODE_TEXT.kategori}
              sumber="group"
              value={filter.kode_group}
              onChange={set('kode_group')}
              width={140}
            />
            <OptionSelect
              label={CETAK_BARCODE_TEXT.jenis}
              sumber="jenis"
              value={filter.kode_dept}
              onChange={set('kode_dept')}
              filters={{ kode_group: filter.kode_group }}
              width={170}
            />
            <Button size="xs" leftSection={<IconSearch size={14} />} loading={loading} onClick={showGoods}>
              {CETAK_BARCODE_TEXT.tampilkan}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Grid gap="sm">
        <Grid.Col span={7}>
          <DataTable<LabelItem>
            title={CETAK_BARCODE_TEXT.pilihBarang}
            records={found?.data ?? []}
            columns={columnsOf()}
            idAccessor="kode_barcode"
            exportable={false}
            searchable={false}
            fetching={loading}
            selectedRecords={selected}
            onSelectedRecordsChange={setSelected}
            defaultPageSize={25}
            height="calc(100vh - 380px)"
            toolbar={
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPlus size={14} />}
                  disabled={selected.length === 0}
                  onClick={() => addItems(selected)}
                >
                  {CETAK_BARCODE_TEXT.tambahDipilih}
                </Button>
                <Button size="xs" variant="default" disabled={!found} onClick={() => found && addItems(found.data)}>
                  {CETAK_BARCODE_TEXT.tambahSemua}
                </Button>
              </Group>
            }
            footer={
              found && found.total > found.data.length ? (
                <Text size="xs" c="dimmed">
                  {CETAK_BARCODE_TEXT.dariTotal(found.data.length, found.total)}
                </Text>
              ) : undefined
            }
          />
        </Grid.Col>
        <Grid.Col span={5}>
          <DataTable<LabelItem>
            title={
              <Group gap="xs">
                <Text fw={600}>{CETAK_BARCODE_TEXT.daftarCetak}</Text>
                <Badge variant="light" data-testid="label-count">{`${formatQty(list.length)} ${CETAK_BARCODE_TEXT.label}`}</Badge>
              </Group>
            }
            records={list}
            columns={listColumns}
            idAccessor="kode_barcode"
            searchable={false}
            exportable={false}
            pagination={false}
            height="calc(100vh - 340px)"
          />
        </Grid.Col>
      </Grid>
    </PageFrame>
  );
}
