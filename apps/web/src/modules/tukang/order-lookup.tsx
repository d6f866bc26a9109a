// What the order screens share: an order number typed (upper-cased, looked up 1 s after typing stops through
// GET pesanan/detail, nothing when empty) and the order's summary and pieces.
import { useEffect, useState } from 'react';
import { Badge, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatGrams, formatRupiah, MESSAGES, tukangApi, type PesananRow } from '@kencana/core';
import { DataTable, type DataTableColumnDef } from '../../components/data-table/index.ts';
import { errorText, useApiQuery } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';

export const ORDER_TEXT = {
  noPesanan: 'No Pesanan',
  tanggal: 'Tanggal Pesanan',
  jatuhTempo: 'Jatuh Tempo',
  nama: 'Nama Customer',
  alamat: 'Alamat',
  noHp: 'No HP',
  status: 'Status',
  tukang: 'Tukang',
  statusSelesai: 'Status Selesai',
  kategori: 'Kategori',
  jenis: 'Jenis Pesanan',
  deskripsi: 'Deskripsi',
  berat: 'Perkiraan Berat',
  subTotal: 'Sub Total',
} as const;

type Item = PesananRow['detail_barang'][number];

export function useOrderLookup() {
  const [noPesanan, setNoPesanan] = useState('');
  const [debounced] = useDebouncedValue(noPesanan.trim(), 1000);
  const query = useApiQuery(tukangApi.pesananDetail, { query: { no_pesanan: debounced } }, { enabled: debounced !== '', retry: false });
  useEffect(() => {
    if (query.isError) notifyError(errorText(query.error, MESSAGES.noPesananTidakAda));
  }, [query.isError, query.error]);
  const order = debounced !== '' && !query.isError ? query.data?.data : undefined;
  return {
    noPesanan,
    setNoPesanan: (v: string) => setNoPesanan(v.toUpperCase()),
    order,
    fetching: debounced !== '' && query.isFetching,
    refetch: query.refetch,
  };
}

export function OrderSummary({ order }: { order: PesananRow | undefined }) {
  const columns: DataTableColumnDef<Item>[] = [
    { accessor: 'line_no', title: 'No', width: 44, textAlign: 'right' },
    { accessor: 'kode_group', title: ORDER_TEXT.kategori, width: 90 },
    { accessor: 'jenis_pesanan', title: ORDER_TEXT.jenis, width: 120 },
    { accessor: 'deskripsi', title: ORDER_TEXT.deskripsi, ellipsis: true },
    {
      accessor: 'perkiraan_berat',
      title: ORDER_TEXT.berat,
      width: 120,
      textAlign: 'right',
      render: (r) => formatGrams(r.perkiraan_berat, 3),
    },
    { accessor: 'sub_total', title: ORDER_TEXT.subTotal, width: 130, textAlign: 'right', render: (r) => formatRupiah(r.sub_total) },
  ];
  return (
    <>
      <SimpleGrid cols={4} spacing="sm" verticalSpacing="xs">
        <TextInput size="xs" label={ORDER_TEXT.tanggal} value={order?.tgl_pesanan ?? ''} readOnly variant="filled" />
        <TextInput size="xs" label={ORDER_TEXT.nama} value={order?.nama_customer ?? ''} readOnly variant="filled" />
        <TextInput size="xs" label={ORDER_TEXT.alamat} value={order?.alamat ?? ''} readOnly variant="filled" />
        <TextInput size="xs" label={ORDER_TEXT.noHp} value={order?.no_hp ?? ''} readOnly variant="filled" />
        <TextInput size="xs" label={ORDER_TEXT.jatuhTempo} value={order?.tgl_jatuh_tempo ?? ''} readOnly variant="filled" />
        <TextInput size="xs" label={ORDER_TEXT.tukang} value={order?.kode_tukang ?? ''} readOnly variant="filled" />
        <TextInput size="xs" label={ORDER_TEXT.status} value={order?.status ?? ''} readOnly variant="filled" rightSectionWidth={0} />
        <TextInput
          size="xs"
          label={ORDER_TEXT.statusSelesai}
          value={order ? (order.kode_barcode ?? (order.status === 'SELESAI' ? `${formatGrams(order.berat_selesai, 3)} gr` : '-')) : ''}
          readOnly
          variant="filled"
        />
      </SimpleGrid>
      <DataTable<Item>
        records={order?.detail_barang ?? []}
        columns={columns}
        idAccessor="line_no"
        searchable={false}
        exportable={false}
        pagination={false}
        emptyText={MESSAGES.pesananKosong}
        height={200}
      />
    </>
  );
}

export function StatusBadge({ status }: { status: string }) {
  const color = status === 'OPEN' ? 'gray' : status === 'PROSES' ? 'blue' : status === 'SELESAI' ? 'green' : 'teal';
  return (
    <Badge size="sm" variant="light" color={color}>
      {status}
    </Badge>
  );
}
