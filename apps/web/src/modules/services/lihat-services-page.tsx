// /lihat-services: the services of the store, searched on the server (number, customer name, phone or
// member code; state; only the overdue), one page at a time. Each row: its state, the due date (red when
// overdue), the weights and the fee; actions by state — proses, selesai, ambil, batal — in one dialog, the
// reprint of the step's slip, and the "siap diambil" WhatsApp message (a wa.me link, logged on the service).
import { useState } from 'react';
import { ActionIcon, Anchor, Badge, Checkbox, Group, Menu, Paper, Select, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { IconBrandWhatsapp, IconDots, IconPrinter, IconSearch } from '@tabler/icons-react';
import { MESSAGES, STATUS_SERVICE, servicesApi, type JenisSlipService, type ServiceListRow, type StatusService } from '@kencana/core';
import { DataTable, rupiahColumn, type DataTableColumnDef } from '../../components/data-table/index.ts';
import { DocumentResultPanel, type DocumentResultValue } from '../../components/document/index.ts';
import { GramText } from '../../components/inputs/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi, errorText, useApiQuery } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { ACTION_TEXT, ServiceActionDialog, type ServiceAction } from './service-action-dialog.tsx';
import { ServiceDetailDialog } from './service-detail-dialog.tsx';
import { printServiceSlip } from './service-slip.ts';

export const LIHAT_SERVICE_TEXT = {
  cari: 'Cari No Service / Nama / No HP / Member',
  status: 'Status',
  semua: 'Semua Status',
  terlambat: 'Hanya Yang Lewat Janji',
  noService: 'No Service',
  tanggal: 'Tanggal',
  customer: 'Customer',
  janji: 'Janji',
  qty: 'Qty',
  // The cell shows the weight in, and once finished '→' the weight out.
  berat: 'Berat (gr)',
  beratSelesai: 'Brt Selesai',
  ongkos: 'Ongkos',
  uangMuka: 'Uang Muka',
  sisa: 'Sisa',
  aksi: 'Aksi',
  cetak: 'Cetak Ulang Slip',
  detail: 'Detail Service',
  wa: 'Kirim WhatsApp Siap Diambil',
  lewat: 'LEWAT JANJI',
} as const;

const STATUS_COLOR: Record<StatusService, string> = { MASUK: 'blue', DIPROSES: 'grape', SELESAI: 'teal', DIAMBIL: 'gray', BATAL: 'red' };
/** The steps a state allows. */
const ACTIONS: Record<StatusService, ServiceAction[]> = {
  MASUK: ['PROSES', 'SELESAI', 'BATAL'],
  DIPROSES: ['SELESAI', 'BATAL'],
  SELESAI: ['AMBIL', 'BATAL'],
  DIAMBIL: [],
  BATAL: [],
};
/** The slip a reprint gives for a state: the last step's. */
const SLIP_OF: Record<StatusService, JenisSlipService> = {
  MASUK: 'MASUK',
  DIPROSES: 'MASUK',
  SELESAI: 'SELESAI',
  DIAMBIL: 'AMBIL',
  BATAL: 'BATAL',
};

export default function LihatServicesPage() {
  const [cari, setCari] = useState('');
  const [debounced] = useDebouncedValue(cari.trim(), 300);
  const [status, setStatus] = useState<string | null>(null);
  const [terlambat, setTerlambat] = useState(false);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [acting, setActing] = useState<{ action: ServiceAction; no_service: string } | null>(null);
  const [result, setResult] = useState<DocumentResultValue | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const list = useApiQuery(
    servicesApi.daftar,
    {
      query: { cari: debounced, status: status ?? undefined, terlambat, page, page_size: pageSize },
      // While a new search loads, the rows found so far stay (an open row menu included) instead of blinking out.
    },
    { placeholderData: keepPreviousData },
  );

  const reprint = async (row: ServiceListRow) => {
    try {
      const full = await callApi(servicesApi.detail, { params: { no_service: row.no_service } });
      printServiceSlip(full.data, SLIP_OF[row.status]);
    } catch (error) {
      notifyError(errorText(error, MESSAGES.terjadiKesalahanSaatMerequestData));
    }
  };
  const whatsapp = async (row: ServiceListRow) => {
    try {
      const answer = await callApi(servicesApi.wa, { body: { no_service: row.no_service } });
      window.open(answer.data.url, '_blank', 'noopener');
      notifySuccess(answer.message);
    } catch (error) {
      notifyError(errorText(error, MESSAGES.terjadiKesalahanSaatMerequestData));
    }
  };

  const columns: DataTableColumnDef<ServiceListRow>[] = [
    {
      accessor: 'no_service',
      title: LIHAT_SERVICE_TEXT.noService,
      width: 156,
      noWrap: true,
      // The number opens the service's detail (pieces, photos, history): no extra column at 1366 px.
      render: (r) => (
        <Anchor
          component="button"
          size="sm"
          aria-label={`${LIHAT_SERVICE_TEXT.detail} ${r.no_service}`}
          onClick={() => setViewing(r.no_service)}
        >
          {r.no_service}
        </Anchor>
      ),
      text: (r) => r.no_service,
    },
    {
      accessor: 'nama_customer',
      title: LIHAT_SERVICE_TEXT.customer,
      // The columns add up to the table's width at 1366 px; a long name is cut with its full text on hover.
      width: 204,
      ellipsis: true,
      render: (r) => (
        <Text size="sm" truncate title={r.no_hp ? `${r.nama_customer} · ${r.no_hp}` : r.nama_customer}>
          {r.nama_customer}
          {r.no_hp ? <Text span size="xs" c="dimmed">{` · ${r.no_hp}`}</Text> : null}
        </Text>
      ),
      text: (r) => `${r.nama_customer} ${r.no_hp}`,
    },
    {
      accessor: 'status',
      title: LIHAT_SERVICE_TEXT.status,
      width: 104,
      render: (r) => (
        <Badge size="sm" variant="light" color={STATUS_COLOR[r.status]}>
          {r.status}
        </Badge>
      ),
      text: (r) => r.status,
    },
    {
      accessor: 'tgl_janji',
      title: LIHAT_SERVICE_TEXT.janji,
      width: 92,
      noWrap: true,
      render: (r) => (
        <Text
          size="sm"
          c={r.terlambat ? 'red' : undefined}
          fw={r.terlambat ? 600 : undefined}
          title={r.terlambat ? LIHAT_SERVICE_TEXT.lewat : undefined}
        >
          {r.tgl_janji}
        </Text>
      ),
      text: (r) => r.tgl_janji,
    },
    { accessor: 'qty', title: LIHAT_SERVICE_TEXT.qty, width: 48, textAlign: 'right' },
    {
      accessor: 'berat',
      title: LIHAT_SERVICE_TEXT.berat,
      width: 124,
      textAlign: 'right',
      // Weight in, and once finished the weight out beside it.
      render: (r) => (
        <Text size="sm" span style={{ whiteSpace: 'nowrap' }}>
          <GramText value={r.berat} />
          {r.berat_selesai ? (
            <>
              {' → '}
              <GramText value={r.berat_selesai} />
            </>
          ) : null}
        </Text>
      ),
      text: (r) => (r.berat_selesai ? `${r.berat} -> ${r.berat_selesai}` : r.berat),
    },
    rupiahColumn('ongkos', LIHAT_SERVICE_TEXT.ongkos, 100, (r) => r.ongkos_akhir ?? r.ongkos),
    rupiahColumn('sisa', LIHAT_SERVICE_TEXT.sisa, 100, (r) => (r.status === 'DIAMBIL' || r.status === 'BATAL' ? 0 : r.sisa)),
    {
      accessor: '__aksi',
      title: LIHAT_SERVICE_TEXT.aksi,
      width: 116,
      noExport: true,
      render: (r) => (
        <Group gap={2} wrap="nowrap">
          <Tooltip label={LIHAT_SERVICE_TEXT.cetak}>
            <ActionIcon variant="subtle" aria-label={`${LIHAT_SERVICE_TEXT.cetak} ${r.no_service}`} onClick={() => void reprint(r)}>
              <IconPrinter size={16} />
            </ActionIcon>
          </Tooltip>
          {r.status === 'SELESAI' && r.no_hp ? (
            <Tooltip label={LIHAT_SERVICE_TEXT.wa}>
              <ActionIcon
                variant="subtle"
                color="green"
                aria-label={`${LIHAT_SERVICE_TEXT.wa} ${r.no_service}`}
                onClick={() => void whatsapp(r)}
              >
                <IconBrandWhatsapp size={16} />
              </ActionIcon>
            </Tooltip>
          ) : null}
          {ACTIONS[r.status].length ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" aria-label={`${LIHAT_SERVICE_TEXT.aksi} ${r.no_service}`}>
                  <IconDots size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {ACTIONS[r.status].map((action) => (
                  <Menu.Item
                    key={action}
                    color={action === 'BATAL' ? 'red' : undefined}
                    onClick={() => setActing({ action, no_service: r.no_service })}
                  >
                    {ACTION_TEXT[action]}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
      ),
    },
  ];

  return (
    <PageFrame path="/lihat-services">
      <DocumentResultPanel result={result} onClose={() => setResult(null)} />
      <Paper withBorder radius="md" p="md">
        <DataTable
          records={list.data?.data ?? []}
          columns={columns}
          idAccessor="no_service"
          searchable={false}
          fetching={list.isFetching}
          height="calc(100vh - 260px)"
          page={page}
          onPageChange={setPage}
          totalRecords={list.data?.total ?? 0}
          recordsPerPage={pageSize}
          onRecordsPerPageChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          exportName="lihat-services"
          toolbar={
            <Group gap="xs" wrap="nowrap">
              <TextInput
                size="xs"
                w={300}
                leftSection={<IconSearch size={14} />}
                placeholder={LIHAT_SERVICE_TEXT.cari}
                aria-label={LIHAT_SERVICE_TEXT.cari}
                value={cari}
                onChange={(e) => {
                  setCari(e.currentTarget.value);
                  setPage(1);
                }}
              />
              <Select
                size="xs"
                w={150}
                aria-label={LIHAT_SERVICE_TEXT.status}
                placeholder={LIHAT_SERVICE_TEXT.semua}
                clearable
                data={[...STATUS_SERVICE]}
                value={status}
                onChange={(v) => {
                  setStatus(v);
                  setPage(1);
                }}
              />
              <Checkbox
                size="xs"
                label={LIHAT_SERVICE_TEXT.terlambat}
                checked={terlambat}
                onChange={(e) => {
                  setTerlambat(e.currentTarget.checked);
                  setPage(1);
                }}
              />
            </Group>
          }
        />
      </Paper>
      <ServiceDetailDialog no_service={viewing} onClose={() => setViewing(null)} />
      <ServiceActionDialog
        action={acting?.action ?? null}
        no_service={acting?.no_service ?? null}
        onClose={() => setActing(null)}
        onDone={(done) => {
          setResult(done);
          return list.refetch();
        }}
      />
    </PageFrame>
  );
}
