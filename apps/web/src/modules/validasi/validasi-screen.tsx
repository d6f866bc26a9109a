// The day's validation (/validasi-penjualan, /validasi-jual-beli): the store's business day — its sales, or
// its sales and buy-backs — each with the money it brought in per payment method. The supervisor ticks the
// documents, counts the money per method (the expected amount and the difference beside each input) and
// validates; the server checks the money again and validates each document once. Both screens stay open
// while the store's day is behind, so yesterday's work is validated before Tutup Toko.
import { useEffect, useMemo, useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconChecks, IconRefresh } from '@tabler/icons-react';
import { formatRupiah, JENIS_UANG, MEMBER_MESSAGES, MESSAGES, validasiApi, type Uang, type ValidasiRow } from '@kencana/core';
import { DataTable, type DataTableColumnDef } from '../../components/data-table/index.ts';
import { DocumentResultPanel, documentFacts, SaveButton, useDocumentSave } from '../../components/document/index.ts';
import { MoneyInput } from '../../components/inputs/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi, useApiQuery } from '../../lib/api.ts';

export const VALIDASI_TEXT = {
  tanggal: 'Tanggal System',
  noFaktur: 'No Faktur',
  jenis: 'Jenis',
  jam: 'Jam',
  customer: 'Customer / Keterangan',
  user: 'User',
  total: 'Total',
  uang: 'Uang Per Pembayaran',
  status: 'Status',
  sudah: 'Sudah Divalidasi',
  belum: 'Belum Divalidasi',
  metode: 'Pembayaran',
  seharusnya: 'Seharusnya',
  diterima: 'Uang Diterima',
  selisih: 'Selisih',
  validasi: 'Validasi',
  muatUlang: 'Muat Ulang',
  dipilih: 'Dokumen Dipilih',
  pembelianKeluar: 'PEMBELIAN (KELUAR)',
} as const;

const uangText = (list: readonly Uang[]) => list.map((u) => `${u.jenis} ${formatRupiah(u.jumlah)}`).join(' · ');

function sumUang(list: readonly ValidasiRow[]): Uang[] {
  const total = new Map<string, number>();
  for (const row of list) for (const u of row.uang) total.set(u.jenis, (total.get(u.jenis) ?? 0) + u.jumlah);
  return JENIS_UANG.filter((j) => (total.get(j) ?? 0) !== 0).map((jenis) => ({ jenis, jumlah: total.get(jenis) ?? 0 }));
}

export function ValidasiScreen({ jenis }: { jenis: 'JUAL' | 'JUAL_BELI' }) {
  const path = jenis === 'JUAL' ? '/validasi-penjualan' : '/validasi-jual-beli';
  const dataCall = jenis === 'JUAL' ? validasiApi.dataValidasiPenjualan : validasiApi.dataValidasiJualBeli;
  const saveCall = jenis === 'JUAL' ? validasiApi.validasiPenjualan : validasiApi.validasiJualBeli;
  const queryClient = useQueryClient();
  const query = useApiQuery(dataCall, { query: {} }, { staleTime: 0 });
  const day = query.data?.data;
  const [selected, setSelected] = useState<ValidasiRow[]>([]);
  const [counted, setCounted] = useState<Record<string, string>>({});
  const { saving, result, clearResult, submit } = useDocumentSave();

  // Every document not yet validated is ticked when the day loads.
  useEffect(() => {
    setSelected((day?.rows ?? []).filter((r) => !r.divalidasi));
    setCounted({});
  }, [day]);

  const expected = useMemo(() => sumUang(selected), [selected]);
  const columns: DataTableColumnDef<ValidasiRow>[] = [
    { accessor: 'no_faktur', title: VALIDASI_TEXT.noFaktur, width: 175, noWrap: true },
    { accessor: 'doc_type', title: VALIDASI_TEXT.jenis, width: 100 },
    { accessor: 'jam', title: VALIDASI_TEXT.jam, width: 55 },
    { accessor: 'customer', title: VALIDASI_TEXT.customer },
    { accessor: 'user_id', title: VALIDASI_TEXT.user, width: 75 },
    { accessor: 'total_harga', title: VALIDASI_TEXT.total, textAlign: 'right', width: 125, render: (r) => formatRupiah(r.total_harga) },
    {
      accessor: 'uang',
      title: VALIDASI_TEXT.uang,
      width: 185,
      render: (r) => r.uang.map((u) => <div key={u.jenis}>{`${u.jenis} ${formatRupiah(u.jumlah)}`}</div>),
      text: (r) => uangText(r.uang),
    },
    {
      accessor: 'divalidasi',
      title: VALIDASI_TEXT.status,
      width: 155,
      render: (r) =>
        r.divalidasi ? (
          <Badge color="green" variant="light" title={r.validasi_oleh}>
            {VALIDASI_TEXT.sudah}
          </Badge>
        ) : (
          <Badge color="orange" variant="light">
            {VALIDASI_TEXT.belum}
          </Badge>
        ),
      text: (r) => (r.divalidasi ? VALIDASI_TEXT.sudah : VALIDASI_TEXT.belum),
    },
  ];

  const validate = () => {
    if (!day) return Promise.resolve(false);
    const uang_diterima = expected.map((u) => ({ jenis: u.jenis, jumlah: Number(counted[u.jenis] || 0) }));
    return submit({
      schema: saveCall.body,
      body: { tgl_system: day.tgl_system, no_faktur: selected.map((r) => r.no_faktur), uang_diterima },
      check: () => {
        if (selected.length === 0) return MEMBER_MESSAGES.tidakAdaYangDivalidasi;
        // The money counted against what the ticked documents brought in: figures of the screen, not of the body.
        const wrong = expected.find((u) => Number(counted[u.jenis] || 0) !== u.jumlah);
        return wrong ? `${MEMBER_MESSAGES.uangDiterimaTidakSesuai} (${wrong.jenis} ${formatRupiah(wrong.jumlah)})` : null;
      },
      confirm: {
        message: MEMBER_MESSAGES.konfirmasiValidasi,
        facts: documentFacts({ total: selected.reduce((sum, r) => sum + r.total_harga, 0) }),
      },
      write: async (key, body) => {
        const answer = await callApi(saveCall, { body }, { idempotencyKey: key });
        return { message: answer.message, no_dokumen: answer.data.no_validasi };
      },
      afterSuccess: () => queryClient.invalidateQueries({ queryKey: [dataCall.path] }),
    });
  };

  return (
    <PageFrame
      path={path}
      actions={
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} />}
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {VALIDASI_TEXT.muatUlang}
        </Button>
      }
    >
      <Stack gap="sm">
        <DocumentResultPanel result={result} onClose={clearResult} />
        <Paper withBorder radius="md" p="sm">
          <Group gap="lg">
            <Text size="sm">
              {VALIDASI_TEXT.tanggal}: <b>{day?.tgl_system ?? '-'}</b> · {day?.kode_toko ?? ''}
            </Text>
            <Text size="sm">
              {VALIDASI_TEXT.dipilih}: <b>{selected.length}</b>
            </Text>
          </Group>
        </Paper>
        <DataTable<ValidasiRow>
          records={day?.rows ?? []}
          columns={columns}
          idAccessor="no_faktur"
          fetching={query.isFetching}
          selectedRecords={selected}
          onSelectedRecordsChange={setSelected}
          isRecordSelectable={(r) => !r.divalidasi}
          emptyText={MESSAGES.tidakAdaData}
          exportable
          exportName={path.slice(1)}
        />
        {expected.length > 0 && (
          <Paper withBorder radius="md" p="sm">
            <Table withRowBorders={false} verticalSpacing={4} w={640} onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{VALIDASI_TEXT.metode}</Table.Th>
                  <Table.Th ta="right">{VALIDASI_TEXT.seharusnya}</Table.Th>
                  <Table.Th>{VALIDASI_TEXT.diterima}</Table.Th>
                  <Table.Th ta="right">{VALIDASI_TEXT.selisih}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {expected.map((u) => {
                  const got = Number(counted[u.jenis] || 0);
                  const diff = got - u.jumlah;
                  const label = u.jenis === 'PEMBELIAN' ? VALIDASI_TEXT.pembelianKeluar : u.jenis;
                  return (
                    <Table.Tr key={u.jenis}>
                      <Table.Td>{label}</Table.Td>
                      <Table.Td ta="right">{formatRupiah(u.jumlah)}</Table.Td>
                      <Table.Td>
                        <MoneyInput
                          aria-label={`${VALIDASI_TEXT.diterima} ${label}`}
                          size="xs"
                          w={180}
                          value={counted[u.jenis] ?? ''}
                          onValueChange={(v) => setCounted((c) => ({ ...c, [u.jenis]: v }))}
                        />
                      </Table.Td>
                      <Table.Td ta="right" c={diff === 0 ? 'green' : 'red'}>
                        {formatRupiah(diff)}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
            <Group justify="flex-end">
              <SaveButton
                size="xs"
                saving={saving}
                label={VALIDASI_TEXT.validasi}
                icon={<IconChecks size={14} />}
                onClick={() => void validate()}
              />
            </Group>
          </Paper>
        )}
      </Stack>
    </PageFrame>
  );
}
