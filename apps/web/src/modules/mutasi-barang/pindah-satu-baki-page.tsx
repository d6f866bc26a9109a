// /pindah-barang-satu-baki: a whole tray to another tray of the store. Choose the source (trays holding
// stock, with their ledger figures), see what it holds (barcoded items and bulk stock), choose the
// destination, confirm → POST pindah-barang/satu-baki.
import { useCallback, useState } from 'react';
import { Badge, Grid, Group, Select, Text } from '@mantine/core';
import { IconArrowsRightLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  barangApi,
  formatGrams,
  formatQty,
  konfirmasiPindahSatuBaki,
  MESSAGES,
  mutasiBarangApi,
  sumGrams,
  type IsiBaki,
  type MasterRowOf,
} from '@kencana/core';
import { DataTable, type DataTableColumnDef } from '../../components/data-table/index.ts';
import { documentFacts, DocumentResultPanel, SaveButton, useDocumentSave } from '../../components/document/index.ts';
import { gramsOrDash } from '../../components/inputs/index.ts';
import { MasterSelect } from '../../components/master-select/index.ts';
import { SCAN_LIST_TEXT } from '../../components/scan-list/index.ts';
import { callApi, useApiQuery } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';
import { useBakiReady } from './baki-options.ts';
import { GOODS_TEXT, GoodsPage } from './goods-page.tsx';
import { useFocusWhenReady } from '../../lib/use-focus-when-ready.ts';

const TEXT = {
  isiBaki: 'Isi Baki',
  barangBerbarcode: 'Barang Berbarcode',
  stockTanpaBarcode: 'Stock Tanpa Barcode',
  pilihBakiAsal: 'Pilih baki asal untuk melihat isinya',
} as const;

type Item = IsiBaki['detail_barang'][number];
type Bulk = IsiBaki['bulk'][number];

export default function PindahSatuBakiPage() {
  const client = useQueryClient();
  const trays = useBakiReady();
  // The source tray is where staff start: focused once its list has loaded.
  const asalField = useFocusWhenReady<HTMLInputElement>(true, !trays.isLoading);
  const [asal, setAsal] = useState<string | null>(null);
  const [tujuan, setTujuan] = useState<string | null>(null);
  const { saving, result, clearResult, submit } = useDocumentSave();
  const isi = useApiQuery(mutasiBarangApi.isiBaki, { query: { kode_baki: asal ?? '' } }, { enabled: Boolean(asal) });
  const content = asal ? isi.data?.data : undefined;
  const notAsal = useCallback((row: MasterRowOf<'baki'>) => row.kode_baki !== asal, [asal]);

  const save = () => {
    // Not in the contract: both trays share its one "choose a tray" text; the screen names which one is missing.
    if (!asal) return notifyError(MESSAGES.bakiAsalHarusDipilih);
    if (!tujuan) return notifyError(MESSAGES.bakiTujuanHarusDipilih);
    return submit({
      schema: mutasiBarangApi.pindahSatuBaki.body,
      body: { kode_baki_asal: asal, kode_baki_tujuan: tujuan },
      confirm: {
        message: konfirmasiPindahSatuBaki(asal, tujuan),
        facts: content ? documentFacts({ qty: content.qty, berat: content.berat }) : [],
      },
      write: async (key, body) => {
        const answer = await callApi(mutasiBarangApi.pindahSatuBaki, { body }, { idempotencyKey: key });
        return {
          message: answer.message,
          no_dokumen: answer.no_dokumen,
          qty: answer.qty,
          berat: answer.berat,
          extra: `${body.kode_baki_asal} → ${body.kode_baki_tujuan}`,
        };
      },
      afterSuccess: async () => {
        setAsal(null);
        setTujuan(null);
        await Promise.all([
          client.invalidateQueries({ queryKey: [barangApi.bakiReady.path] }),
          client.invalidateQueries({ queryKey: [mutasiBarangApi.isiBaki.path] }),
        ]);
      },
    });
  };

  const itemColumns: DataTableColumnDef<Item>[] = [
    {
      accessor: '__no',
      title: SCAN_LIST_TEXT.no,
      width: 44,
      textAlign: 'right',
      noExport: true,
      render: (_r, i) => i + 1,
      footer: SCAN_LIST_TEXT.total,
    },
    { accessor: 'kode_barcode', title: SCAN_LIST_TEXT.barcode, width: 100 },
    { accessor: 'nama_barang', title: SCAN_LIST_TEXT.namaBarang, ellipsis: true },
    { accessor: 'kode_group', title: SCAN_LIST_TEXT.kategori, width: 80 },
    { accessor: 'kode_dept', title: SCAN_LIST_TEXT.jenis, width: 80 },
    {
      accessor: '__qty',
      title: SCAN_LIST_TEXT.qty,
      width: 56,
      textAlign: 'right',
      render: () => 1,
      footer: formatQty(content?.detail_barang.length ?? 0),
    },
    {
      accessor: 'berat',
      title: SCAN_LIST_TEXT.berat,
      width: 96,
      textAlign: 'right',
      render: (r) => gramsOrDash(r.berat),
      footer: gramsOrDash(sumGrams(content?.detail_barang.map((r) => r.berat) ?? [])),
    },
  ];
  const bulkColumns: DataTableColumnDef<Bulk>[] = [
    { accessor: 'kode_group', title: SCAN_LIST_TEXT.kategori },
    { accessor: 'kode_dept', title: SCAN_LIST_TEXT.jenis },
    { accessor: 'qty', title: SCAN_LIST_TEXT.qty, textAlign: 'right', width: 64 },
    { accessor: 'berat', title: SCAN_LIST_TEXT.berat, textAlign: 'right', width: 96, render: (r) => gramsOrDash(r.berat) },
  ];

  return (
    <GoodsPage path="/pindah-barang-satu-baki">
      <DocumentResultPanel result={result} onClose={clearResult} />
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <Select
          ref={asalField}
          label={GOODS_TEXT.bakiAsal}
          size="xs"
          w={330}
          searchable
          data={trays.options}
          value={asal}
          onChange={(v) => {
            setAsal(v);
            if (v && v === tujuan) setTujuan(null);
          }}
          nothingFoundMessage={MESSAGES.tidakAdaData}
          disabled={trays.isLoading}
        />
        <MasterSelect
          list="baki"
          where={notAsal}
          label={GOODS_TEXT.bakiTujuan}
          size="xs"
          w={240}
          value={tujuan}
          onChange={setTujuan}
          allowDeselect={false}
        />
        <SaveButton
          size="xs"
          icon={<IconArrowsRightLeft size={14} />}
          saving={saving}
          disabled={!content || content.qty === 0}
          label={GOODS_TEXT.pindahSatuBaki}
          onClick={() => void save()}
        />
        {content && (
          <Group gap={6} ml="auto">
            <Text size="sm" c="dimmed">
              {TEXT.isiBaki} {content.kode_baki}
            </Text>
            <Badge variant="light" size="lg" radius="sm" data-testid="isi-baki">
              {`${formatQty(content.qty)} pcs · ${formatGrams(content.berat, 3)} gr`}
            </Badge>
          </Group>
        )}
      </Group>
      <Grid gap="sm">
        <Grid.Col span={content && content.bulk.length > 0 ? 8 : 12}>
          <DataTable<Item>
            title={
              <Text fw={600} size="sm">
                {content ? `${TEXT.barangBerbarcode} ${content.kode_baki} - ${content.nama_baki}` : TEXT.pilihBakiAsal}
              </Text>
            }
            records={content?.detail_barang ?? []}
            columns={itemColumns}
            idAccessor="kode_barcode"
            searchable={Boolean(content)}
            exportable={false}
            pagination={false}
            fetching={Boolean(asal) && isi.isFetching}
            height="calc(100vh - 290px)"
          />
        </Grid.Col>
        {content && content.bulk.length > 0 && (
          <Grid.Col span={4}>
            <DataTable<Bulk>
              title={
                <Text fw={600} size="sm">
                  {TEXT.stockTanpaBarcode}
                </Text>
              }
              records={content.bulk}
              columns={bulkColumns}
              idAccessor={(r) => `${r.kode_group}/${r.kode_dept}`}
              searchable={false}
              exportable={false}
              pagination={false}
            />
          </Grid.Col>
        )}
      </Grid>
    </GoodsPage>
  );
}
