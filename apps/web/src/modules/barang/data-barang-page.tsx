// /data-barang: every barcoded item, paginated on the server (GET barang/get/list), with search (a barcode
// prefix or words of the name) and filters by store (OWN/SU), warehouse, tray, category, type, status and
// where the item is. A row opens the item: the edit form, its photo and its history.
import { useMemo, useState } from 'react';
import { Badge, Group, Paper, Select, Text, UnstyledButton } from '@mantine/core';
import { IconPencil, IconPhoto } from '@tabler/icons-react';
import {
  MESSAGES,
  barangApi,
  formatGrams,
  formatQty,
  formatRupiah,
  isPrivilegedLevel,
  POSISI_LABELS,
  SEMUA,
  type DataBarangRow,
  type MasterRowOf,
  type PosisiBarang,
} from '@kencana/core';
import { DataTable, type DataTableColumnDef } from '../../components/data-table/index.ts';
import { MasterSelect } from '../../components/master-select/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { useApiQuery } from '../../lib/api.ts';
import { startingStoreFilter, useSession } from '../../lib/session.ts';
import { BarangDetailModal } from './barang-detail-modal.tsx';

export const DATA_BARANG_TEXT = {
  judul: 'DATA BARANG',
  cari: 'Cari barcode / nama barang',
  toko: 'Toko',
  gudang: 'Gudang',
  baki: 'Baki',
  kategori: 'Kategori',
  jenis: 'Jenis',
  status: 'Status',
  posisi: 'Posisi',
  barcode: 'Barcode',
  namaBarang: 'Nama Barang',
  tipe: 'Tipe',
  kadar: 'Kadar',
  berat: 'Berat',
  hargaJual: 'Harga Jual',
  foto: 'Foto',
  barang: 'barang',
} as const;

const ALL = { value: SEMUA, label: SEMUA };
const PAGE_SIZE = 50;

type Filters = {
  kode_toko: string;
  kode_gudang: string;
  kode_baki: string;
  kode_group: string;
  kode_dept: string;
  status: string;
  posisi: string;
};

const POSISI_COLOR: Record<PosisiBarang, string> = {
  BAKI: 'green',
  TRANSIT: 'blue',
  CUCIAN: 'cyan',
  TERJUAL: 'gray',
  HANCUR: 'red',
  HILANG: 'orange',
  LAIN: 'gray',
};

export default function DataBarangPage() {
  const session = useSession();
  const privileged = isPrivilegedLevel(session?.level ?? '');
  const [filters, setFilters] = useState<Filters>({
    kode_toko: startingStoreFilter(session, privileged ? SEMUA : (session?.kode_toko ?? SEMUA)),
    kode_gudang: SEMUA,
    kode_baki: SEMUA,
    kode_group: SEMUA,
    kode_dept: SEMUA,
    status: SEMUA,
    posisi: 'BAKI',
  });
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<string | null>(null);

  const query = { ...filters, search: search || undefined, page, limit: PAGE_SIZE };
  const list = useApiQuery(barangApi.dataBarang, { query }, { placeholderData: (previous) => previous });

  const set = (key: keyof Filters) => (value: string | null) => {
    setPage(1);
    setFilters((f) => ({
      ...f,
      [key]: value ?? SEMUA,
      ...(key === 'kode_toko' || key === 'kode_gudang' ? { kode_baki: SEMUA } : {}),
      ...(key === 'kode_group' ? { kode_dept: SEMUA } : {}),
    }));
  };

  const trayWhere = useMemo(
    () => (row: MasterRowOf<'baki'>) => filters.kode_gudang === SEMUA || row.kode_gudang === filters.kode_gudang,
    [filters.kode_gudang],
  );
  const jenisWhere = useMemo(
    () => (row: MasterRowOf<'jenis'>) => filters.kode_group === SEMUA || row.kode_group === filters.kode_group,
    [filters.kode_group],
  );

  const columns: DataTableColumnDef<DataBarangRow>[] = [
    {
      accessor: 'kode_barcode',
      title: DATA_BARANG_TEXT.barcode,
      width: 90,
      render: (r) => (
        <Text size="sm" ff="monospace" fw={600}>
          {r.kode_barcode}
        </Text>
      ),
    },
    { accessor: 'nama_barang', title: DATA_BARANG_TEXT.namaBarang, ellipsis: true },
    { accessor: 'kode_group', title: DATA_BARANG_TEXT.kategori, width: 80 },
    { accessor: 'kode_dept', title: DATA_BARANG_TEXT.jenis, width: 64 },
    ...(privileged ? [{ accessor: 'kode_toko', title: DATA_BARANG_TEXT.toko, width: 54 } as DataTableColumnDef<DataBarangRow>] : []),
    { accessor: 'kode_baki', title: DATA_BARANG_TEXT.baki, width: 68 },
    {
      accessor: 'posisi',
      title: DATA_BARANG_TEXT.posisi,
      width: 112,
      render: (r) => (
        <Badge size="xs" variant="light" color={POSISI_COLOR[r.posisi]}>
          {POSISI_LABELS[r.posisi]}
        </Badge>
      ),
    },
    { accessor: 'tipe_barang', title: DATA_BARANG_TEXT.tipe, width: 52 },
    { accessor: 'status', title: DATA_BARANG_TEXT.status, width: 74 },
    { accessor: 'kadar', title: DATA_BARANG_TEXT.kadar, width: 62, textAlign: 'right' },
    {
      accessor: 'berat',
      title: DATA_BARANG_TEXT.berat,
      width: 78,
      noWrap: true,
      textAlign: 'right',
      render: (r) => formatGrams(r.berat, 3),
    },
    {
      accessor: 'harga_jual',
      title: DATA_BARANG_TEXT.hargaJual,
      width: 130,
      noWrap: true,
      textAlign: 'right',
      render: (r) => formatRupiah(r.harga_jual),
    },
    {
      accessor: 'foto',
      title: DATA_BARANG_TEXT.foto,
      width: 58,
      textAlign: 'center',
      noExport: true,
      render: (r) => (r.foto ? <IconPhoto size={14} aria-label={DATA_BARANG_TEXT.foto} /> : null),
    },
    {
      accessor: '__ubah',
      title: '',
      width: 44,
      textAlign: 'center',
      noExport: true,
      // The visible way to open an item for editing (a click anywhere on the row still opens it too).
      render: (r) => (
        <UnstyledButton
          aria-label={`${MESSAGES.ubah} ${r.kode_barcode}`}
          title={`${MESSAGES.ubah} ${r.kode_barcode}`}
          // An unpadded button keeps the row at the one row height of every list.
          style={{ display: 'inline-flex', color: 'var(--mantine-color-gold-7)' }}
          onClick={(event) => {
            event.stopPropagation();
            setOpened(r.kode_barcode);
          }}
        >
          <IconPencil size={14} />
        </UnstyledButton>
      ),
    },
  ];

  const total = list.data?.total ?? 0;

  return (
    <PageFrame actions={<Text size="sm" c="dimmed" data-testid="jumlah-barang">{`${formatQty(total)} ${DATA_BARANG_TEXT.barang}`}</Text>}>
      <Paper withBorder radius="md" p="sm">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          {privileged && (
            <MasterSelect
              list="toko"
              leading={ALL}
              label={DATA_BARANG_TEXT.toko}
              size="xs"
              w={150}
              value={filters.kode_toko}
              onChange={set('kode_toko')}
              allowDeselect={false}
            />
          )}
          <MasterSelect
            list="gudang"
            leading={ALL}
            label={DATA_BARANG_TEXT.gudang}
            size="xs"
            w={160}
            value={filters.kode_gudang}
            onChange={set('kode_gudang')}
            allowDeselect={false}
          />
          <MasterSelect
            list="baki"
            query={{ kode_toko: filters.kode_toko }}
            where={trayWhere}
            leading={ALL}
            label={DATA_BARANG_TEXT.baki}
            size="xs"
            w={170}
            value={filters.kode_baki}
            onChange={set('kode_baki')}
            allowDeselect={false}
          />
          <MasterSelect
            list="group"
            leading={ALL}
            label={DATA_BARANG_TEXT.kategori}
            size="xs"
            w={150}
            value={filters.kode_group}
            onChange={set('kode_group')}
            allowDeselect={false}
          />
          <MasterSelect
            list="jenis"
            where={jenisWhere}
            leading={ALL}
            label={DATA_BARANG_TEXT.jenis}
            size="xs"
            w={150}
            value={filters.kode_dept}
            onChange={set('kode_dept')}
            allowDeselect={false}
          />
          <Select
            label={DATA_BARANG_TEXT.status}
            size="xs"
            w={110}
            data={[SEMUA, ...barangApi.STATUS_BARANG]}
            value={filters.status}
            onChange={set('status')}
            allowDeselect={false}
          />
          <Select
            label={DATA_BARANG_TEXT.posisi}
            size="xs"
            w={160}
            data={[ALL, ...barangApi.POSISI_BARANG.map((p) => ({ value: p, label: POSISI_LABELS[p] }))]}
            value={filters.posisi}
            onChange={set('posisi')}
            allowDeselect={false}
          />
        </Group>
      </Paper>
      <DataTable<DataBarangRow>
        records={list.data?.data ?? []}
        columns={columns}
        idAccessor="kode_barcode"
        searchPlaceholder={DATA_BARANG_TEXT.cari}
        // A scan or a search is the first move here: the box is ready for the scanner on open.
        searchAutoFocus
        onSearch={(text) => {
          setPage(1);
          setSearch(text.trim());
        }}
        exportable={false}
        fetching={list.isFetching}
        page={page}
        onPageChange={setPage}
        totalRecords={total}
        recordsPerPage={PAGE_SIZE}
        pageSizes={[PAGE_SIZE]}
        onRowClick={({ record }) => setOpened(record.kode_barcode)}
        rowStyle={() => ({ cursor: 'pointer' })}
        height="calc(100vh - 298px)"
      />
      <BarangDetailModal kode={opened} onClose={() => setOpened(null)} onChanged={() => void list.refetch()} />
    </PageFrame>
  );
}
