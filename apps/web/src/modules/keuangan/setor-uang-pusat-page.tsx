// /setor-uang-pusat (beyond the specification): cash sent to head office in two steps. A store sends
// cash from its drawer (keuangan/setor: in transit until received); head office (OWN/SU or a user of the
// head-office store) sees the open sendings of every store with their age in days and receives each once
// (keuangan/setor/terima, dated by head office's own business date). A store may cancel a sending not yet
// received.
import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Paper, SegmentedControl, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconPrinter, IconSend, IconX } from '@tabler/icons-react';
import { STATUS_SETOR, buildSlip, formatRupiah, keuanganApi, keuanganSlip, type Setor } from '@kencana/core';
import { DataTable, rupiahColumn, type DataTableColumnDef } from '../../components/data-table/index.ts';
import {
  DocumentResultPanel,
  SaveButton,
  documentFacts,
  useDocumentDraft,
  useDocumentSave,
  useLeaveGuard,
} from '../../components/document/index.ts';
import { MoneyInput, UpperTextInput } from '../../components/inputs/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi, useApiQuery } from '../../lib/api.ts';
import { downloadSlip } from '../../lib/download.ts';
import { slipShop } from '../../lib/slip-shop.ts';
import { BatalKeuanganDialog } from './batal-keuangan-dialog.tsx';

export const SETOR_TEXT = {
  judul: 'SETOR UANG KE PUSAT',
  saldoKas: 'Saldo Kas',
  jumlah: 'Jumlah Setor',
  keterangan: 'Keterangan',
  kirim: 'Kirim Ke Pusat',
  konfirmasi: 'Kirim Setoran Ke Pusat?',
  daftar: 'Setoran Ke Pusat',
  noSetor: 'No Setor',
  toko: 'Toko',
  tanggal: 'Tgl Setor',
  umur: 'Umur',
  hari: 'hari',
  status: 'Status',
  terima: 'Terima',
  konfirmasiTerima: (no: string, jumlah: number) => `Terima Setoran ${no} Sebesar ${formatRupiah(jumlah)}?`,
  batal: 'Batalkan',
  alasan: 'Alasan Batal',
  batalkanSetoran: 'Batalkan Setoran',
  cetakSlip: 'Cetak Slip',
  pusat: 'Anda login sebagai pusat: setoran semua toko tampil di sini.',
  status_: { DIKIRIM: 'Dikirim', DITERIMA: 'Diterima', SEMUA: 'Semua' } as Record<(typeof STATUS_SETOR)[number], string>,
} as const;

interface Form {
  jumlah: string;
  keterangan: string;
}
const EMPTY: Form = { jumlah: '', keterangan: '' };

export default function SetorUangPusatPage() {
  const form = useDocumentDraft<Form>('keuangan.setor-uang-pusat', EMPTY);
  useLeaveGuard(form.dirty);
  const { saving, result, clearResult, submit } = useDocumentSave();
  const [status, setStatus] = useState<(typeof STATUS_SETOR)[number]>('DIKIRIM');
  const saldo = useApiQuery(keuanganApi.saldo, { query: {} });
  const list = useApiQuery(keuanganApi.daftarSetor, { query: { status } });
  const [cancelling, setCancelling] = useState<Setor | null>(null);
  const receipt = useDocumentSave();
  const pusat = list.data?.pusat ?? false;

  const printSlip = (row: { no_setor: string; tgl_setor: string; keterangan: string; jumlah: number; saldo: number }) =>
    downloadSlip(
      buildSlip(keuanganSlip, {
        ...slipShop(),
        judul: SETOR_TEXT.judul,
        no_transaksi: row.no_setor,
        tanggal: row.tgl_setor,
        keterangan: row.keterangan,
        jumlah: row.jumlah,
        saldo: row.saldo,
      }),
    );

  const refresh = () => Promise.all([saldo.refetch(), list.refetch()]);

  const send = () =>
    submit({
      schema: keuanganApi.setor.body,
      body: form.value,
      confirm: { message: SETOR_TEXT.konfirmasi, facts: documentFacts({ total: Number(form.value.jumlah || 0) }) },
      write: async (key, body) => {
        const answer = await callApi(keuanganApi.setor, { body }, { idempotencyKey: key });
        const slip = {
          no_setor: answer.data.no_setor,
          tgl_setor: answer.data.tgl_system,
          keterangan: body.keterangan,
          jumlah: body.jumlah,
          saldo: answer.data.saldo,
        };
        return {
          message: answer.message,
          no_dokumen: answer.data.no_setor,
          extra: `${SETOR_TEXT.jumlah} ${formatRupiah(body.jumlah)} · ${SETOR_TEXT.saldoKas} ${formatRupiah(answer.data.saldo)}`,
          prints: [{ label: SETOR_TEXT.cetakSlip, kind: 'slip', run: async () => printSlip(slip) }],
        };
      },
      afterSuccess: () => {
        form.clear();
        void refresh();
      },
    });

  // Head office's receipt of a sending: its own save (its own key, so a sending form left after a failure
  // keeps its key), the question first, the receipt's number shown after.
  const receive = (row: Setor) =>
    receipt.submit({
      confirm: { message: SETOR_TEXT.konfirmasiTerima(row.no_setor, row.jumlah) },
      write: async (key) => {
        const answer = await callApi(keuanganApi.terimaSetor, { body: { no_setor: row.no_setor } }, { idempotencyKey: key });
        return { message: answer.message, no_dokumen: answer.data.no_terima, extra: `${SETOR_TEXT.noSetor} ${row.no_setor}` };
      },
      afterSuccess: refresh,
    });

  const columns: DataTableColumnDef<Setor>[] = [
    { accessor: 'no_setor', title: SETOR_TEXT.noSetor, width: 156, noWrap: true },
    { accessor: 'kode_toko', title: SETOR_TEXT.toko, width: 56 },
    { accessor: 'tgl_setor', title: SETOR_TEXT.tanggal, width: 88, noWrap: true },
    rupiahColumn('jumlah', SETOR_TEXT.jumlah, 116, (r) => r.jumlah),
    {
      accessor: 'umur_hari',
      title: SETOR_TEXT.umur,
      width: 64,
      textAlign: 'right',
      render: (r) => (
        <Text
          size="sm"
          c={r.status === 'DIKIRIM' && r.umur_hari > 1 ? 'red' : undefined}
          fw={r.status === 'DIKIRIM' && r.umur_hari > 1 ? 700 : undefined}
        >
          {r.umur_hari} {SETOR_TEXT.hari}
        </Text>
      ),
      text: (r) => r.umur_hari,
    },
    {
      accessor: 'status',
      title: SETOR_TEXT.status,
      width: 100,
      // A received sending shows the receipt's date (head office's business date) under its status.
      render: (r) => (
        <Stack gap={0}>
          <Badge size="sm" variant="light" color={r.status === 'DITERIMA' ? 'teal' : r.status === 'DIBATALKAN' ? 'red' : 'orange'}>
            {r.status}
          </Badge>
          {r.tgl_terima ? <Text size="xs">{r.tgl_terima}</Text> : null}
        </Stack>
      ),
      text: (r) => (r.tgl_terima ? `${r.status} ${r.tgl_terima}` : r.status),
    },
    {
      accessor: '__aksi',
      title: '',
      width: 116,
      noExport: true,
      render: (r) => (
        <Group gap={2} wrap="nowrap">
          <Tooltip label={SETOR_TEXT.cetakSlip}>
            <ActionIcon
              variant="subtle"
              aria-label={`${SETOR_TEXT.cetakSlip} ${r.no_setor}`}
              onClick={() => printSlip({ ...r, saldo: saldo.data?.data.kas ?? 0 })}
            >
              <IconPrinter size={16} />
            </ActionIcon>
          </Tooltip>
          {r.status === 'DIKIRIM' && pusat ? (
            <Button
              size="compact-xs"
              color="teal"
              leftSection={<IconCheck size={12} />}
              loading={receipt.saving}
              onClick={() => void receive(r)}
              aria-label={`${SETOR_TEXT.terima} ${r.no_setor}`}
            >
              {SETOR_TEXT.terima}
            </Button>
          ) : null}
          {r.status === 'DIKIRIM' && !pusat ? (
            <Tooltip label={SETOR_TEXT.batal}>
              <ActionIcon variant="subtle" color="red" aria-label={`${SETOR_TEXT.batal} ${r.no_setor}`} onClick={() => setCancelling(r)}>
                <IconX size={16} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      ),
    },
  ];

  return (
    <PageFrame path="/setor-uang-pusat">
      <DocumentResultPanel result={result} onClose={clearResult} />
      <DocumentResultPanel result={receipt.result} onClose={receipt.clearResult} />
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Paper withBorder radius="md" p="md" w={300} style={{ flexShrink: 0 }}>
          <Stack gap="xs">
            <Paper bg="var(--mantine-color-gray-0)" p="sm" radius="sm">
              <Text size="xs" c="dimmed">
                {SETOR_TEXT.saldoKas}
              </Text>
              <Title order={3} data-testid="saldo">
                {saldo.data ? formatRupiah(saldo.data.data.kas) : '…'}
              </Title>
            </Paper>
            <MoneyInput
              label={SETOR_TEXT.jumlah}
              withAsterisk
              size="xs"
              value={form.value.jumlah}
              onValueChange={(jumlah) => form.set((value) => ({ ...value, jumlah }))}
              leftSection={<Text size="xs">Rp.</Text>}
            />
            <UpperTextInput
              label={SETOR_TEXT.keterangan}
              size="xs"
              maxLength={200}
              value={form.value.keterangan}
              onValueChange={(keterangan) => form.set((value) => ({ ...value, keterangan }))}
            />
            <Group justify="flex-end" mt="xs">
              <SaveButton size="xs" saving={saving} label={SETOR_TEXT.kirim} icon={<IconSend size={14} />} onClick={() => void send()} />
            </Group>
            {pusat ? (
              <Text size="xs" c="dimmed">
                {SETOR_TEXT.pusat}
              </Text>
            ) : null}
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md" style={{ flex: 1, minWidth: 0 }}>
          <Stack gap="xs">
            <SegmentedControl
              size="xs"
              value={status}
              onChange={(value) => setStatus(value as (typeof STATUS_SETOR)[number])}
              data={STATUS_SETOR.map((value) => ({ value, label: SETOR_TEXT.status_[value] }))}
            />
            <DataTable
              title={SETOR_TEXT.daftar}
              records={list.data?.data ?? []}
              columns={columns}
              idAccessor="no_setor"
              searchable={false}
              fetching={list.isFetching}
              height="calc(100vh - 340px)"
            />
          </Stack>
        </Paper>
      </Group>
      <BatalKeuanganDialog
        target={cancelling && { no_transaksi: cancelling.no_setor, jumlah: cancelling.jumlah }}
        title={SETOR_TEXT.batalkanSetoran}
        question={SETOR_TEXT.batalkanSetoran}
        reasonLabel={SETOR_TEXT.alasan}
        confirmLabel={SETOR_TEXT.batal}
        onClose={() => setCancelling(null)}
        onDone={refresh}
      />
    </PageFrame>
  );
}
