// /validasi-hutang: the day's loans, payments, cancels and take-overs with the money each moved (CASH,
// TRANSFER; a loan paid out is negative); the supervisor ticks a selection, types the money counted per
// method, and validates when it matches. Usable while the store-day notice blocks other screens.
import { useState } from 'react';
import { Badge, Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { formatRupiah, hutangApi, type ValidasiHutangRow } from '@kencana/core';
import { DataTable, type DataTableColumnDef } from '../../components/data-table/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi, errorText, useApiQuery } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';

export const VALIDASI_HUTANG_TEXT = {
  tanggal: 'Tanggal',
  cash: 'Uang CASH Dihitung',
  transfer: 'Uang TRANSFER Dihitung',
  terpilih: 'Terpilih',
  validasi: 'Validasi',
  sudah: 'SUDAH',
  belum: 'BELUM',
  keterangan: 'Uang keluar (pinjaman dicairkan) ditulis negatif.',
} as const;

const uangOf = (row: ValidasiHutangRow, jenis: string) => row.uang.find((u) => u.jenis === jenis)?.jumlah ?? 0;

export default function ValidasiHutangPage() {
  const data = useApiQuery(hutangApi.dataValidasiHutang, { query: {} });
  const day = data.data?.data;
  const [selected, setSelected] = useState<ValidasiHutangRow[]>([]);
  const [cash, setCash] = useState('');
  const [transfer, setTransfer] = useState('');
  const [busy, setBusy] = useState(false);
  const total = (jenis: string) => selected.reduce((sum, row) => sum + uangOf(row, jenis), 0);

  const columns: DataTableColumnDef<ValidasiHutangRow>[] = [
    { accessor: 'no_dokumen', title: 'No Dokumen', width: 170, noWrap: true },
    { accessor: 'doc_type', title: 'Jenis', width: 115 },
    { accessor: 'no_hutang', title: 'No Hutang', width: 160, noWrap: true },
    { accessor: 'nama_customer', title: 'Nasabah', width: 110, ellipsis: true },
    { accessor: 'jam', title: 'Jam', width: 60 },
    { accessor: 'user_id', title: 'User', width: 70 },
    {
      accessor: 'cash',
      title: 'CASH',
      width: 120,
      textAlign: 'right',
      render: (r) => formatRupiah(uangOf(r, 'CASH')),
      text: (r) => String(uangOf(r, 'CASH')),
    },
    {
      accessor: 'transfer',
      title: 'TRANSFER',
      width: 120,
      textAlign: 'right',
      render: (r) => formatRupiah(uangOf(r, 'TRANSFER')),
      text: (r) => String(uangOf(r, 'TRANSFER')),
    },
    {
      accessor: 'divalidasi',
      title: 'Validasi',
      width: 90,
      render: (r) => (
        <Badge size="sm" variant="light" color={r.divalidasi ? 'teal' : 'orange'}>
          {r.divalidasi ? VALIDASI_HUTANG_TEXT.sudah : VALIDASI_HUTANG_TEXT.belum}
        </Badge>
      ),
      text: (r) => (r.divalidasi ? VALIDASI_HUTANG_TEXT.sudah : VALIDASI_HUTANG_TEXT.belum),
    },
  ];

  const validate = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await callApi(hutangApi.validasiHutang, {
        body: {
          no_dokumen: selected.map((row) => row.no_dokumen),
          uang: [
            { jenis: 'CASH', jumlah: Number(cash || 0) },
            { jenis: 'TRANSFER', jumlah: Number(transfer || 0) },
          ],
        },
      });
      notifySuccess(answer.message);
      setSelected([]);
      setCash('');
      setTransfer('');
      await data.refetch();
    } catch (error) {
      notifyError(errorText(error, ''));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame path="/validasi-hutang">
      <Stack gap="sm">
        <Paper withBorder p="sm" radius="md">
          <Group gap="md" align="flex-end">
            <Text size="sm">
              {VALIDASI_HUTANG_TEXT.tanggal}: <b>{day?.tgl_system ?? '-'}</b>
            </Text>
            <Text size="sm">
              {VALIDASI_HUTANG_TEXT.terpilih}: {selected.length} · CASH {formatRupiah(total('CASH'))} · TRANSFER{' '}
              {formatRupiah(total('TRANSFER'))}
            </Text>
            <NumberInput
              size="xs"
              w={170}
              label={VALIDASI_HUTANG_TEXT.cash}
              thousandSeparator=","
              allowDecimal={false}
              value={cash}
              onChange={(v) => setCash(String(v))}
            />
            <NumberInput
              size="xs"
              w={170}
              label={VALIDASI_HUTANG_TEXT.transfer}
              thousandSeparator=","
              allowDecimal={false}
              value={transfer}
              onChange={(v) => setTransfer(String(v))}
            />
            <Button
              size="xs"
              leftSection={<IconChecks size={14} />}
              disabled={selected.length === 0}
              loading={busy}
              onClick={() => void validate()}
            >
              {VALIDASI_HUTANG_TEXT.validasi}
            </Button>
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {VALIDASI_HUTANG_TEXT.keterangan}
          </Text>
        </Paper>
        <DataTable
          records={day?.rows ?? []}
          columns={columns}
          idAccessor="no_dokumen"
          exportName="validasi-hutang"
          height={480}
          selectedRecords={selected}
          onSelectedRecordsChange={setSelected}
          isRecordSelectable={(row) => !row.divalidasi}
        />
      </Stack>
    </PageFrame>
  );
}
