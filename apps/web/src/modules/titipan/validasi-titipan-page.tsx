// /validasi-titipan: the store's day of deposits taken and paid back, checked by a supervisor like the
// other validations — each document with its customer, method and amount (in +, refunded −), the totals
// still open; the supervisor ticks what matches the slips and the money and validates them, once (a document
// validated already answers 'Transaksi Sudah Divalidasi'). The day defaults to the store's business date.
import { useState } from 'react';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { formatRupiah, titipanApi, type ValidasiTitipanRow } from '@kencana/core';
import { DataTable, rupiahColumn, type DataTableColumnDef } from '../../components/data-table/index.ts';
import { DocumentResultPanel, SaveButton, useDocumentSave } from '../../components/document/index.ts';
import { DateValueInput } from '../../components/inputs/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi, useApiQuery } from '../../lib/api.ts';

export const VALIDASI_TITIPAN_TEXT = {
  tanggal: 'Tanggal',
  masuk: 'Titipan Masuk (Belum Divalidasi)',
  keluar: 'Titipan Diambil (Belum Divalidasi)',
  no: 'No Dokumen',
  jam: 'Jam',
  jenis: 'Jenis',
  customer: 'Customer',
  caraBayar: 'Cara Bayar',
  jumlah: 'Jumlah',
  user: 'User',
  status: 'Status',
  sudah: 'SUDAH',
  belum: 'BELUM',
  validasi: 'Validasi',
  konfirmasi: (n: number) => `Validasi ${n} Transaksi Titipan Ini?`,
  titip: 'TITIP',
  ambil: 'AMBIL',
} as const;

export default function ValidasiTitipanPage() {
  const [tgl, setTgl] = useState<string | null>(null);
  const query = useApiQuery(titipanApi.dataValidasi, { query: tgl ? { tgl_system: tgl } : {} }, { staleTime: 0 });
  const day = query.data?.data;
  const [selected, setSelected] = useState<ValidasiTitipanRow[]>([]);
  const { saving, result, clearResult, submit } = useDocumentSave();

  const save = () =>
    submit({
      schema: titipanApi.validasi.body,
      body: { tgl_system: day?.tgl_system ?? '', no_dokumen: selected.map((r) => r.no_dokumen) },
      confirm: { message: VALIDASI_TITIPAN_TEXT.konfirmasi(selected.length) },
      write: async (_key, body) => {
        const answer = await callApi(titipanApi.validasi, { body });
        return { message: answer.message, no_dokumen: answer.data.no_validasi };
      },
      afterSuccess: () => {
        setSelected([]);
        return query.refetch();
      },
    });

  const columns: DataTableColumnDef<ValidasiTitipanRow>[] = [
    { accessor: 'no_dokumen', title: VALIDASI_TITIPAN_TEXT.no, width: 170, noWrap: true },
    { accessor: 'jam', title: VALIDASI_TITIPAN_TEXT.jam, width: 60 },
    {
      accessor: 'doc_type',
      title: VALIDASI_TITIPAN_TEXT.jenis,
      width: 80,
      render: (r) => (r.doc_type === 'TITIPAN' ? VALIDASI_TITIPAN_TEXT.titip : VALIDASI_TITIPAN_TEXT.ambil),
      text: (r) => (r.doc_type === 'TITIPAN' ? VALIDASI_TITIPAN_TEXT.titip : VALIDASI_TITIPAN_TEXT.ambil),
    },
    { accessor: 'customer', title: VALIDASI_TITIPAN_TEXT.customer, ellipsis: true },
    { accessor: 'cara_bayar', title: VALIDASI_TITIPAN_TEXT.caraBayar, width: 110, ellipsis: true },
    rupiahColumn('jumlah', VALIDASI_TITIPAN_TEXT.jumlah, 130, (r) => r.jumlah),
    { accessor: 'user_id', title: VALIDASI_TITIPAN_TEXT.user, width: 90 },
    {
      accessor: 'divalidasi',
      title: VALIDASI_TITIPAN_TEXT.status,
      width: 90,
      render: (r) => (
        <Badge size="sm" variant="light" color={r.divalidasi ? 'teal' : 'orange'}>
          {r.divalidasi ? VALIDASI_TITIPAN_TEXT.sudah : VALIDASI_TITIPAN_TEXT.belum}
        </Badge>
      ),
      text: (r) => (r.divalidasi ? VALIDASI_TITIPAN_TEXT.sudah : VALIDASI_TITIPAN_TEXT.belum),
    },
  ];

  return (
    <PageFrame path="/validasi-titipan">
      <DocumentResultPanel result={result} onClose={clearResult} />
      <Stack gap="sm">
        <Group align="flex-end" gap="md">
          <DateValueInput
            label={VALIDASI_TITIPAN_TEXT.tanggal}
            size="xs"
            w={160}
            value={tgl ?? day?.tgl_system ?? ''}
            onValueChange={(value) => setTgl(value || null)}
          />
          <Paper withBorder p="xs" radius="sm">
            <Text size="xs" c="dimmed">
              {VALIDASI_TITIPAN_TEXT.masuk}
            </Text>
            <Text fw={700}>{formatRupiah(day?.masuk ?? 0)}</Text>
          </Paper>
          <Paper withBorder p="xs" radius="sm">
            <Text size="xs" c="dimmed">
              {VALIDASI_TITIPAN_TEXT.keluar}
            </Text>
            <Text fw={700}>{formatRupiah(day?.keluar ?? 0)}</Text>
          </Paper>
          <SaveButton size="xs" saving={saving} label={VALIDASI_TITIPAN_TEXT.validasi} onClick={() => void save()} ml="auto" />
        </Group>
        <Paper withBorder radius="md" p="md">
          <DataTable
            records={day?.rows ?? []}
            columns={columns}
            idAccessor="no_dokumen"
            searchable={false}
            fetching={query.isFetching}
            selectedRecords={selected}
            onSelectedRecordsChange={setSelected}
            isRecordSelectable={(r) => !r.divalidasi}
            height="calc(100vh - 300px)"
          />
        </Paper>
      </Stack>
    </PageFrame>
  );
}
