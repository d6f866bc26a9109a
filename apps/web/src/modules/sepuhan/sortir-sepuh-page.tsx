// /sortir-sepuh: a purchase-sort number is looked up once it has 12 or more characters, upper-cased, after a
// 1.5 s pause (GET sortir-pembelian?no_sortir&kode_dept); its lines still on the sort's tray are picked by
// checkbox into a tray of warehouse SS (POST sortir-sepuh) and the slip is printed.
import { useEffect, useState } from 'react';
import { Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDeviceFloppy } from '@tabler/icons-react';
import {
  buildSlip,
  formatGrams,
  MESSAGES,
  SEMUA,
  sepuhanApi,
  type SortirDetail,
  sortirSepuhSlip,
  sumGrams,
  WAREHOUSE,
} from '@kencana/core';
import { DataTable, type DataTableColumnDef } from '../../components/data-table/index.ts';
import { DocumentResultPanel, documentFacts, RESULT_TEXT, SaveButton, useDocumentSave } from '../../components/document/index.ts';
import { UpperTextInput } from '../../components/inputs/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi, errorText, useApiQuery } from '../../lib/api.ts';
import { downloadSlip } from '../../lib/download.ts';
import { notifyError } from '../../lib/notify.ts';
import { Figure } from '../../components/figure/index.ts';
import { slipShop } from '../../lib/slip-shop.ts';
import { useTrayOptions } from './shared.tsx';

export const SORTIR_SEPUH_TEXT = {
  noSortir: 'No Sortir Pembelian',
  gudang: 'Kode Gudang',
  baki: 'Kode Baki',
  simpan: 'Simpan Sortir Sepuh',
  tanggal: 'Tanggal',
  kondisi: 'Kondisi',
  kategori: 'Kategori',
  bakiAsal: 'Baki Asal',
  total: 'TOTAL',
  konfirmasi: 'Simpan Sortir Sepuh Ini?',
} as const;

/** How long the number must rest before it is looked up, and how long it must be. */
export const LOOKUP_DELAY_MS = 1500;
export const LOOKUP_MIN_LENGTH = 12;

export default function SortirSepuhPage() {
  const [noSortir, setNoSortir] = useState('');
  const [checked, setChecked] = useState<SortirDetail[]>([]);
  const [baki, setBaki] = useState<string | null>(null);
  const trays = useTrayOptions(WAREHOUSE.SORT_REFINE);
  const { saving, result, clearResult, submit } = useDocumentSave();

  // The number is looked up once it is long enough and the typing has rested.
  const [typed] = useDebouncedValue(noSortir.trim().toUpperCase(), LOOKUP_DELAY_MS);
  const sortir = useApiQuery(
    sepuhanApi.lihatSortirPembelian,
    { query: { no_sortir: typed, kode_dept: SEMUA } },
    { enabled: typed.length >= LOOKUP_MIN_LENGTH, retry: false, staleTime: 0 },
  );
  const header = typed.length >= LOOKUP_MIN_LENGTH && !sortir.isError ? (sortir.data?.data ?? null) : null;
  const lines = header?.detail_sortir ?? [];
  const failedAt = sortir.errorUpdatedAt;
  useEffect(() => {
    if (failedAt && sortir.error) notifyError(errorText(sortir.error, MESSAGES.terjadiKesalhaanSaatRequestData));
    // Only a new failure speaks.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs only when a new answer (or failure) arrives; the values it reads are taken as they are then
  }, [failedAt]);
  const answeredAt = sortir.dataUpdatedAt;
  useEffect(() => setChecked([]), [answeredAt]);

  const save = () =>
    submit({
      schema: sepuhanApi.sortirSepuh.body,
      body: {
        kode_gudang: WAREHOUSE.SORT_REFINE,
        kode_baki: baki ?? '',
        detail_barang: checked.map((line) => ({
          no_sortir: line.no_sortir,
          kode_lot: line.kode_lot,
          no_faktur_beli: line.no_faktur_beli,
          kode_dept: line.kode_dept,
          nama_barang: line.nama_barang,
          kode_group: line.kode_group,
          berat: line.berat,
          harga: line.harga,
          kondisi: line.kondisi,
          kode_lokasi_toko: line.kode_lokasi_toko,
          tgl_system: line.tgl_system,
        })),
      },
      confirm: {
        message: SORTIR_SEPUH_TEXT.konfirmasi,
        facts: documentFacts({ qty: checked.length, berat: sumGrams(checked.map((line) => line.berat)) }),
      },
      write: async (key, body) => {
        const answer = await callApi(sepuhanApi.sortirSepuh, { body }, { idempotencyKey: key });
        const slip = buildSlip(sortirSepuhSlip, { ...slipShop(), bukti: answer.buktiSlip });
        downloadSlip(slip);
        return {
          message: answer.message,
          no_dokumen: answer.buktiSlip.no_sortir,
          qty: answer.buktiSlip.qty_sp,
          berat: answer.buktiSlip.berat_sp,
          prints: [{ label: RESULT_TEXT.cetakSlip, kind: 'slip', run: async () => downloadSlip(slip) }],
        };
      },
      // The lines sorted left the sort's tray: its remainder is asked again.
      afterSuccess: () => sortir.refetch(),
    });

  const columns: DataTableColumnDef<SortirDetail>[] = [
    {
      accessor: 'no_faktur_beli',
      title: 'No Faktur Beli',
      footer: SORTIR_SEPUH_TEXT.total,
      render: (r) => (
        <Text size="sm" ff="monospace">
          {r.no_faktur_beli}
        </Text>
      ),
    },
    { accessor: 'nama_barang', title: 'Nama Barang' },
    { accessor: 'kondisi', title: 'Kondisi', width: 80 },
    { accessor: 'kode_group', title: 'Kategori', width: 80 },
    { accessor: 'kode_dept', title: 'Jenis', width: 80 },
    { accessor: 'kode_lokasi_toko', title: SORTIR_SEPUH_TEXT.bakiAsal, width: 110 },
    {
      accessor: 'berat',
      title: 'Berat',
      textAlign: 'right',
      width: 100,
      render: (r) => formatGrams(r.berat, 3),
      footer: formatGrams(sumGrams(checked.map((line) => line.berat)), 3),
    },
  ];

  return (
    <PageFrame>
      <Stack gap="sm">
        <DocumentResultPanel result={result} onClose={clearResult} />
        <Paper withBorder radius="md" p="sm">
          <Group align="flex-end" gap="lg">
            <UpperTextInput
              size="xs"
              w={260}
              label={SORTIR_SEPUH_TEXT.noSortir}
              value={noSortir}
              onValueChange={setNoSortir}
              data-autofocus
              autoFocus
            />
            {header && (
              <>
                <Figure label={SORTIR_SEPUH_TEXT.tanggal} value={header.tgl_system} />
                <Figure label={SORTIR_SEPUH_TEXT.kondisi} value={header.kondisi} />
                <Figure label={SORTIR_SEPUH_TEXT.kategori} value={header.kode_group} />
                <Figure label={SORTIR_SEPUH_TEXT.bakiAsal} value={header.kode_baki} />
              </>
            )}
          </Group>
        </Paper>
        <DataTable<SortirDetail>
          records={lines}
          columns={columns}
          idAccessor="kode_lot"
          searchable={false}
          exportable={false}
          selectedRecords={checked}
          onSelectedRecordsChange={setChecked}
          defaultPageSize={25}
        />
        <Paper withBorder radius="md" p="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ alignItems: 'end' }}>
            <Select size="xs" label={SORTIR_SEPUH_TEXT.gudang} data={[WAREHOUSE.SORT_REFINE]} value={WAREHOUSE.SORT_REFINE} readOnly />
            <Select
              size="xs"
              label={SORTIR_SEPUH_TEXT.baki}
              data={trays}
              value={baki}
              onChange={setBaki}
              allowDeselect={false}
              searchable
            />
            <SaveButton
              saving={saving}
              label={SORTIR_SEPUH_TEXT.simpan}
              icon={<IconDeviceFloppy size={16} />}
              onClick={() => void save()}
            />
          </SimpleGrid>
        </Paper>
      </Stack>
    </PageFrame>
  );
}
