// /lihat-penjualan and /batal-penjualan: the store's sales searched by period, invoice number, member or a
// piece's barcode (paged on the server), each reprinted as nota PDF or slip; on /batal-penjualan a sale is
// cancelled with a reason (staff: on its business day only — the server decides; OWN/SU any day): its pieces
// go back to their trays, its money counts minus, the member's points are taken back.
import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { ActionIcon, Badge, Button, Group, Modal, Paper, Select, Stack, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconBan, IconFileTypePdf, IconReceipt, IconSearch } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import {
  formatGrams,
  formatRupiah,
  MESSAGES,
  PENJUALAN_MESSAGES as PM,
  penjualanApi,
  type Otorisasi,
  type PenjualanRow,
} from '@kencana/core';
import { ApprovalDialog } from '../../components/approval/index.ts';
import { DataTable, type DataTableColumnDef } from '../../components/data-table/index.ts';
import { DocumentResultPanel, SaveButton, useDocumentSave } from '../../components/document/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi, errorText, useApiQuery } from '../../lib/api.ts';
import { useMasterOptions } from '../../lib/master-lists.ts';
import { notifyError } from '../../lib/notify.ts';
import { getSession } from '../../lib/session.ts';
import { cetakNota, cetakSlip } from './cetak-nota.ts';

const TEXT = {
  toko: 'Toko',
  dari: 'Tanggal Awal',
  sampai: 'Tanggal Akhir',
  noFaktur: 'No Faktur',
  member: 'Kode Member',
  barcode: 'Barcode',
  cari: 'Cari',
  nota: 'Cetak Nota',
  slip: 'Cetak Slip',
  batal: 'Batalkan',
  alasan: 'Alasan Batal',
  batalkanPenjualan: 'Batalkan Penjualan',
  daftar: 'Daftar Penjualan',
} as const;

interface Filter {
  kode_toko: string;
  tgl_from: string;
  tgl_to: string;
  no_faktur_jual: string;
  kode_member: string;
  kode_barcode: string;
}

export default function LihatPenjualanPage() {
  const { pathname } = useLocation();
  const batalMode = pathname === '/batal-penjualan';
  const session = getSession();
  const today = session?.tgl_system ?? '';
  const privileged = session?.level === 'OWN' || session?.level === 'SU';
  // A cashier without /batal-penjualan cancels a wrong sale of the day here, with an OWN/SU
  // approval (the dialog asks the approver's id, password and the reason; the server checks it).
  const canCancel = privileged || (session?.menu ?? []).some((m) => m.menu_name === '/batal-penjualan');
  const approvalCancel = !batalMode && !canCancel;
  const [approving, setApproving] = useState<PenjualanRow | null>(null);
  const tokos = useMasterOptions('toko');
  const [draft, setDraft] = useState<Filter>({
    kode_toko: session?.kode_toko ?? '',
    tgl_from: today,
    tgl_to: today,
    no_faktur_jual: '',
    kode_member: '',
    kode_barcode: '',
  });
  const [filter, setFilter] = useState<Filter>(draft);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const [cancelling, setCancelling] = useState<PenjualanRow | null>(null);
  const [alasan, setAlasan] = useState('');
  const { saving, result, clearResult, submit } = useDocumentSave();

  const query = {
    ...(filter.kode_toko ? { kode_toko: filter.kode_toko } : {}),
    ...(filter.tgl_from ? { tgl_from: filter.tgl_from } : {}),
    ...(filter.tgl_to ? { tgl_to: filter.tgl_to } : {}),
    ...(filter.no_faktur_jual ? { no_faktur_jual: filter.no_faktur_jual } : {}),
    ...(filter.kode_member ? { kode_member: filter.kode_member } : {}),
    ...(filter.kode_barcode ? { kode_barcode: filter.kode_barcode } : {}),
    page,
    limit,
  };
  const list = useApiQuery(penjualanApi.daftarPenjualan, { query }, { placeholderData: keepPreviousData });

  const run = (task: () => Promise<unknown>) =>
    void task().catch((error: unknown) => notifyError(errorText(error, MESSAGES.terjadiKesalahanSaatMengirimData)));

  // The dialog is the question (the sale and its total); the save checks the reason, keys and reports it.
  const confirmCancel = () => {
    if (!cancelling) return;
    return submit({
      // The contract's reason: 'Alasan Harus Diisi'.
      schema: penjualanApi.batalPenjualan.body,
      body: { no_faktur_jual: cancelling.no_faktur_jual, alasan },
      write: async (key, body) => {
        const answer = await callApi(penjualanApi.batalPenjualan, { body }, { idempotencyKey: key });
        return { message: `${answer.message} (${answer.data.no_batal})`, no_dokumen: answer.data.no_batal };
      },
      afterSuccess: async () => {
        setCancelling(null);
        setAlasan('');
        await list.refetch();
      },
    });
  };

  // The approval dialog is the question (the sale and its total); the approved cancel is then sent as any
  // save: the contract's check, the guard, the form's key, its refusal as the notice, its number shown.
  const cancelWithApproval = (sale: PenjualanRow, otorisasi: Otorisasi) =>
    submit({
      schema: penjualanApi.batalPenjualan.body,
      body: { no_faktur_jual: sale.no_faktur_jual, alasan: otorisasi.alasan, otorisasi },
      write: async (key, body) => {
        const answer = await callApi(penjualanApi.batalPenjualan, { body }, { idempotencyKey: key });
        return { message: `${answer.message} (${answer.data.no_batal})`, no_dokumen: answer.data.no_batal };
      },
      afterSuccess: () => list.refetch(),
    });

  const columns: DataTableColumnDef<PenjualanRow>[] = [
    { accessor: 'no_faktur_jual', title: TEXT.noFaktur, width: 190, noWrap: true },
    { accessor: 'tgl_system', title: 'Tanggal', width: 96, noWrap: true },
    {
      accessor: 'nama_customer',
      title: 'Customer',
      ellipsis: true,
      render: (r) => [r.kode_member, r.nama_customer].filter(Boolean).join(' - '),
    },
    { accessor: 'kode_sales', title: 'Sales', width: 70 },
    { accessor: 'qty', title: 'Qty', width: 50, textAlign: 'right' },
    { accessor: 'berat', title: 'Berat', width: 86, textAlign: 'right', render: (r) => formatGrams(r.berat, 3) },
    { accessor: 'total_harga', title: 'Total Harga', width: 124, textAlign: 'right', render: (r) => formatRupiah(r.total_harga) },
    {
      accessor: 'status',
      title: 'Status',
      width: 74,
      render: (r) => (
        <Badge size="sm" color={r.status === 'BATAL' ? 'red' : 'teal'} variant="light">
          {r.status}
        </Badge>
      ),
    },
    { accessor: 'user_id', title: 'User', width: 80 },
    {
      accessor: '__aksi',
      title: '',
      width: batalMode || approvalCancel ? 104 : 72,
      noExport: true,
      render: (r) => (
        <Group gap={2} wrap="nowrap">
          <Tooltip label={TEXT.nota}>
            <ActionIcon
              size="sm"
              variant="subtle"
              aria-label={`${TEXT.nota} ${r.no_faktur_jual}`}
              onClick={() => run(() => cetakNota(r.no_faktur_jual))}
            >
              <IconFileTypePdf size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={TEXT.slip}>
            <ActionIcon
              size="sm"
              variant="subtle"
              aria-label={`${TEXT.slip} ${r.no_faktur_jual}`}
              onClick={() => run(() => cetakSlip(r.no_faktur_jual))}
            >
              <IconReceipt size={16} />
            </ActionIcon>
          </Tooltip>
          {approvalCancel && r.tgl_system === today && r.status !== 'BATAL' && (
            <Tooltip label={TEXT.batal}>
              <ActionIcon
                size="sm"
                variant="subtle"
                color="red"
                aria-label={`${TEXT.batal} ${r.no_faktur_jual}`}
                onClick={() => setApproving(r)}
              >
                <IconBan size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          {batalMode && (
            <Tooltip label={TEXT.batal}>
              <ActionIcon
                size="sm"
                variant="subtle"
                color="red"
                aria-label={`${TEXT.batal} ${r.no_faktur_jual}`}
                disabled={r.status === 'BATAL'}
                onClick={() => setCancelling(r)}
              >
                <IconBan size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];

  const text = (key: keyof Filter, label: string, w: number) => (
    <TextInput
      size="xs"
      label={label}
      w={w}
      value={draft[key]}
      onChange={(e) => setDraft({ ...draft, [key]: e.currentTarget.value.toUpperCase() })}
    />
  );
  const date = (key: 'tgl_from' | 'tgl_to', label: string) => (
    <DateInput
      size="xs"
      label={label}
      w={130}
      valueFormat="YYYY-MM-DD"
      clearable
      value={draft[key] || null}
      onChange={(v) => setDraft({ ...draft, [key]: v ?? '' })}
    />
  );

  return (
    <PageFrame path={pathname}>
      <DocumentResultPanel result={result} onClose={clearResult} />
      <Paper withBorder radius="md" p="sm">
        <Stack gap="xs">
          <Group gap="xs" align="flex-end">
            {privileged && (
              <Select
                size="xs"
                label={TEXT.toko}
                w={190}
                data={tokos.data}
                value={draft.kode_toko || null}
                allowDeselect={false}
                searchable
                onChange={(v) => setDraft({ ...draft, kode_toko: v ?? '' })}
              />
            )}
            {date('tgl_from', TEXT.dari)}
            {date('tgl_to', TEXT.sampai)}
            {text('no_faktur_jual', TEXT.noFaktur, 190)}
            {text('kode_member', TEXT.member, 120)}
            {text('kode_barcode', TEXT.barcode, 110)}
            <Button
              size="xs"
              leftSection={<IconSearch size={14} />}
              onClick={() => {
                setFilter(draft);
                setPage(1);
              }}
            >
              {TEXT.cari}
            </Button>
          </Group>
          <DataTable<PenjualanRow>
            title={
              <Text fw={600} size="sm">
                {TEXT.daftar}
              </Text>
            }
            exportName="penjualan"
            records={list.data?.data ?? []}
            columns={columns}
            idAccessor="no_faktur_jual"
            searchable={false}
            fetching={list.isFetching}
            page={page}
            onPageChange={setPage}
            totalRecords={list.data?.total ?? 0}
            recordsPerPage={limit}
            onRecordsPerPageChange={(size) => {
              setLimit(size);
              setPage(1);
            }}
            height="calc(100vh - 260px)"
          />
        </Stack>
      </Paper>
      <ApprovalDialog
        opened={approving !== null}
        onClose={() => setApproving(null)}
        description={`${PM.konfirmasiBatalPenjualan} ${approving?.no_faktur_jual ?? ''} · ${approving ? formatRupiah(approving.total_harga) : ''}`}
        onApprove={async (otorisasi) => {
          // The dialog closes first: the send shows its answer as any save (a refused approval included).
          const sale = approving;
          setApproving(null);
          if (sale) void cancelWithApproval(sale, otorisasi);
        }}
      />
      <Modal opened={cancelling !== null} onClose={() => setCancelling(null)} title={TEXT.batalkanPenjualan} centered>
        <Stack gap="sm">
          <Text size="sm">
            {PM.konfirmasiBatalPenjualan} <b>{cancelling?.no_faktur_jual}</b> · {cancelling ? formatRupiah(cancelling.total_harga) : ''}
          </Text>
          <Textarea
            label={TEXT.alasan}
            autosize
            minRows={2}
            maxLength={200}
            value={alasan}
            onChange={(e) => setAlasan(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setCancelling(null)}>
              {MESSAGES.tidak}
            </Button>
            <SaveButton color="red" saving={saving} label={TEXT.batal} onClick={() => void confirmCancel()} />
          </Group>
        </Stack>
      </Modal>
    </PageFrame>
  );
}
