// /lihat-pesanan: the store's orders, searched by number, name, member or phone, by status, paged on the server.
import { useState } from 'react';
import { Group, Pagination, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { formatGrams, formatRupiah, STATUS_PESANAN, tukangApi, type PesananRow } from '@kencana/core';
import { DataTable, type DataTableColumnDef } from '../../components/data-table/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { useApiQuery } from '../../lib/api.ts';
import { ORDER_TEXT, StatusBadge } from './order-lookup.tsx';

type Row = Omit<PesananRow, 'detail_barang'>;

export default function LihatPesananPage() {
  const [status, setStatus] = useState('SEMUA');
  const [cari, setCari] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(cari.trim(), 400);
  const list = useApiQuery(tukangApi.lihatPesanan, { query: { status: status as 'SEMUA', cari: debounced, page } });
  const total = list.data?.total ?? 0;
  const columns: DataTableColumnDef<Row>[] = [
    { accessor: 'no_pesanan', title: ORDER_TEXT.noPesanan, width: 175 },
    { accessor: 'tgl_pesanan', title: 'Tanggal', width: 96 },
    { accessor: 'tgl_jatuh_tempo', title: ORDER_TEXT.jatuhTempo, width: 100 },
    { accessor: 'nama_customer', title: ORDER_TEXT.nama, ellipsis: true },
    { accessor: 'no_hp', title: ORDER_TEXT.noHp, width: 110 },
    { accessor: 'kode_tukang', title: ORDER_TEXT.tukang, width: 90 },
    { accessor: 'total_harga', title: 'Total', width: 120, textAlign: 'right', render: (r) => formatRupiah(r.total_harga) },
    { accessor: 'uang_muka', title: 'Uang Muka', width: 120, textAlign: 'right', render: (r) => formatRupiah(r.uang_muka) },
    { accessor: 'berat_selesai', title: 'Berat', width: 80, textAlign: 'right', render: (r) => formatGrams(r.berat_selesai, 3) },
    { accessor: 'kode_barcode', title: 'Barcode', width: 90 },
    { accessor: 'status', title: ORDER_TEXT.status, width: 100, render: (r) => <StatusBadge status={r.status} /> },
  ];
  return (
    <PageFrame
      path="/lihat-pesanan"
      actions={
        <Text size="sm" c="dimmed">
          {total} pesanan
        </Text>
      }
    >
      <Group gap="sm" mb="xs">
        <SegmentedControl
          size="xs"
          data={['SEMUA', ...STATUS_PESANAN]}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
        />
        <TextInput
          size="xs"
          placeholder="Cari no pesanan, nama, member, no hp"
          leftSection={<IconSearch size={14} />}
          value={cari}
          onChange={(e) => {
            setCari(e.currentTarget.value);
            setPage(1);
          }}
          w={320}
        />
      </Group>
      <DataTable<Row>
        records={list.data?.data ?? []}
        columns={columns}
        idAccessor="no_pesanan"
        searchable={false}
        exportable={false}
        pagination={false}
        fetching={list.isFetching}
        height="calc(100vh - 260px)"
      />
      {total > 50 && (
        <Group justify="flex-end" mt="xs">
          <Pagination size="sm" total={Math.ceil(total / 50)} value={page} onChange={setPage} />
        </Group>
      )}
    </PageFrame>
  );
}
