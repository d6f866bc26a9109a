// The four cash and bank screens: /tambah-uang-kas, /ambil-uang-kas, /tambah-uang-bank and
// /ambil-uang-bank are one form over keuangan/kas or keuangan/bank — a category of Master Kode Transaksi, the
// amount, a note (and for the bank the account and the bank's reference) — beside the drawer's or the
// account's balance and the day's documents of that account with their cancel and slip. Taking more than the
// drawer holds is refused by the server (the kernel's 'Saldo Kas Tidak Mencukupi'); the screen shows the
// balance so the cashier sees it coming, and the server's answer is the rule.
import { useState } from 'react';
import { ActionIcon, Badge, Group, Paper, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconPrinter, IconX } from '@tabler/icons-react';
import { arusKasBoleh, buildSlip, formatRupiah, keuanganApi, keuanganSlip, type JenisKas, type TransaksiKeuangan } from '@kencana/core';
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
import { MasterSelect } from '../../components/master-select/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi, useApiQuery } from '../../lib/api.ts';
import { downloadSlip } from '../../lib/download.ts';
import { slipShop } from '../../lib/slip-shop.ts';
import { BatalKeuanganDialog } from './batal-keuangan-dialog.tsx';

export const KAS_BANK_TEXT = {
  saldoKas: 'Saldo Kas',
  saldoRekening: 'Saldo Rekening',
  kategori: 'Kategori (Kode Transaksi)',
  rekening: 'Rekening',
  jumlah: 'Jumlah',
  referensi: 'No Referensi Bank',
  keterangan: 'Keterangan',
  simpan: 'Simpan',
  transaksiHariIni: 'Transaksi Hari Ini',
  noTransaksi: 'No Transaksi',
  waktu: 'Jam',
  jenis: 'Jenis',
  status: 'Status',
  batal: 'Batalkan',
  dibatalkan: 'DIBATALKAN',
  aktif: 'AKTIF',
  cetakSlip: 'Cetak Slip',
  alasan: 'Alasan Batal',
  batalkanTransaksi: 'Batalkan Transaksi',
  konfirmasiBatal: 'Batalkan transaksi',
  pilihRekening: 'Pilih rekening untuk melihat saldonya',
  konfirmasi: (judul: string) => `Simpan ${judul.toLowerCase().replace(/(^|\s)\S/g, (c) => c.toUpperCase())}?`,
} as const;

// The categories a direction may use (stable functions: MasterSelect's `where`).
const KATEGORI_BOLEH = {
  TAMBAH: (row: { arus_kas?: string | null }) => arusKasBoleh(row.arus_kas, 'TAMBAH'),
  AMBIL: (row: { arus_kas?: string | null }) => arusKasBoleh(row.arus_kas, 'AMBIL'),
} as const;

interface Form {
  kode_transaksi: string;
  kode_rekening: string;
  jumlah: string;
  referensi: string;
  keterangan: string;
}
const EMPTY: Form = { kode_transaksi: '', kode_rekening: '', jumlah: '', referensi: '', keterangan: '' };

export interface KasBankScreenProps {
  path: '/tambah-uang-kas' | '/ambil-uang-kas' | '/tambah-uang-bank' | '/ambil-uang-bank';
  akun: 'KAS' | 'BANK';
  jenis: JenisKas;
  judul: string;
}

export function KasBankScreen({ path, akun, jenis, judul }: KasBankScreenProps) {
  const form = useDocumentDraft<Form>(`keuangan.${path}`, EMPTY);
  useLeaveGuard(form.dirty);
  const { saving, result, clearResult, submit } = useDocumentSave();
  const saldo = useApiQuery(keuanganApi.saldo, { query: {} });
  const list = useApiQuery(keuanganApi.transaksi, { query: { akun } });
  const [cancelling, setCancelling] = useState<TransaksiKeuangan | null>(null);

  const balances = saldo.data?.data;
  const rekening = balances?.bank.find((row) => row.kode_rekening === form.value.kode_rekening);
  const shownSaldo = akun === 'KAS' ? balances?.kas : rekening?.saldo;
  const set = (patch: Partial<Form>) => form.set((value) => ({ ...value, ...patch }));

  // The one slip of a document, from its row as the server reads it (the category by name): printed right
  // after the save from the save's answer, and again from the day's list.
  const printSlip = (row: TransaksiKeuangan, saldo: number) =>
    downloadSlip(
      buildSlip(keuanganSlip, {
        ...slipShop(),
        judul,
        no_transaksi: row.no_transaksi,
        tanggal: row.tgl_system,
        kategori: row.nama_transaksi,
        rekening: row.kode_rekening ?? undefined,
        referensi: row.referensi || undefined,
        keterangan: row.keterangan,
        jumlah: row.jumlah,
        saldo,
      }),
    );

  // What the result panel shows and the slip prints: the server's answer (the document and the balance after it).
  const posted = (answer: { message: string; data: { no_transaksi: string; saldo: number; transaksi: TransaksiKeuangan } }) => {
    const saldoLabel = akun === 'KAS' ? KAS_BANK_TEXT.saldoKas : KAS_BANK_TEXT.saldoRekening;
    return {
      message: answer.message,
      no_dokumen: answer.data.no_transaksi,
      extra: `${KAS_BANK_TEXT.jumlah} ${formatRupiah(answer.data.transaksi.jumlah)} · ${saldoLabel} ${formatRupiah(answer.data.saldo)}`,
      prints: [
        { label: KAS_BANK_TEXT.cetakSlip, kind: 'slip' as const, run: async () => printSlip(answer.data.transaksi, answer.data.saldo) },
      ],
    };
  };

  const afterSuccess = () => {
    form.set((value) => ({ ...EMPTY, kode_rekening: value.kode_rekening }));
    void saldo.refetch();
    void list.refetch();
  };
  const confirm = { message: KAS_BANK_TEXT.konfirmasi(judul), facts: documentFacts({ total: Number(form.value.jumlah || 0) }) };
  const base = { jenis, kode_transaksi: form.value.kode_transaksi, jumlah: form.value.jumlah, keterangan: form.value.keterangan };

  // The contract's schema checks the body ('Kode Transaksi Harus Dipilih', 'Jumlah Harus Lebih Dari 0'…).
  const save = () =>
    akun === 'KAS'
      ? submit({
          schema: keuanganApi.kas.body,
          body: base,
          confirm,
          write: async (key, parsed) => posted(await callApi(keuanganApi.kas, { body: parsed }, { idempotencyKey: key })),
          afterSuccess,
        })
      : submit({
          schema: keuanganApi.bank.body,
          body: { ...base, kode_rekening: form.value.kode_rekening, referensi: form.value.referensi },
          confirm,
          write: async (key, parsed) => posted(await callApi(keuanganApi.bank, { body: parsed }, { idempotencyKey: key })),
          afterSuccess,
        });

  const columns: DataTableColumnDef<TransaksiKeuangan>[] = [
    { accessor: 'no_transaksi', title: KAS_BANK_TEXT.noTransaksi, width: 160, noWrap: true },
    { accessor: 'jenis', title: KAS_BANK_TEXT.jenis, width: 68 },
    { accessor: 'nama_transaksi', title: 'Kategori', width: 110, ellipsis: true },
    ...(akun === 'BANK'
      ? [{ accessor: 'kode_rekening', title: KAS_BANK_TEXT.rekening, width: 96 } as DataTableColumnDef<TransaksiKeuangan>]
      : []),
    ...(akun === 'KAS'
      ? [{ accessor: 'keterangan', title: KAS_BANK_TEXT.keterangan, width: 100, ellipsis: true } as DataTableColumnDef<TransaksiKeuangan>]
      : []),
    rupiahColumn('jumlah', KAS_BANK_TEXT.jumlah, 110, (r) => r.jumlah),
    {
      accessor: 'dibatalkan',
      title: KAS_BANK_TEXT.status,
      width: 84,
      render: (r) => (
        <Badge size="sm" variant="light" color={r.dibatalkan ? 'red' : 'teal'}>
          {r.dibatalkan ? KAS_BANK_TEXT.dibatalkan : KAS_BANK_TEXT.aktif}
        </Badge>
      ),
      text: (r) => (r.dibatalkan ? KAS_BANK_TEXT.dibatalkan : KAS_BANK_TEXT.aktif),
    },
    {
      accessor: '__aksi',
      title: '',
      width: 60,
      noExport: true,
      render: (r) => (
        <Group gap={2} wrap="nowrap">
          <Tooltip label={KAS_BANK_TEXT.cetakSlip}>
            <ActionIcon
              variant="subtle"
              aria-label={`${KAS_BANK_TEXT.cetakSlip} ${r.no_transaksi}`}
              onClick={() =>
                printSlip(
                  r,
                  akun === 'KAS' ? (balances?.kas ?? 0) : (balances?.bank.find((b) => b.kode_rekening === r.kode_rekening)?.saldo ?? 0),
                )
              }
            >
              <IconPrinter size={16} />
            </ActionIcon>
          </Tooltip>
          {r.dibatalkan ? null : (
            <Tooltip label={KAS_BANK_TEXT.batal}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`${KAS_BANK_TEXT.batal} ${r.no_transaksi}`}
                onClick={() => setCancelling(r)}
              >
                <IconX size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];

  return (
    <PageFrame path={path}>
      <DocumentResultPanel result={result} onClose={clearResult} />
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Paper withBorder radius="md" p="md" w={300} style={{ flexShrink: 0 }}>
          <Stack gap="xs">
            <Paper bg="var(--mantine-color-gray-0)" p="sm" radius="sm">
              <Text size="xs" c="dimmed">
                {akun === 'KAS' ? KAS_BANK_TEXT.saldoKas : KAS_BANK_TEXT.saldoRekening}
              </Text>
              <Title order={3} data-testid="saldo">
                {shownSaldo === undefined ? (akun === 'BANK' ? '-' : '…') : formatRupiah(shownSaldo)}
              </Title>
              {akun === 'BANK' && !rekening ? (
                <Text size="xs" c="dimmed">
                  {KAS_BANK_TEXT.pilihRekening}
                </Text>
              ) : null}
            </Paper>
            {akun === 'BANK' ? (
              <MasterSelect
                list="rekening"
                label={KAS_BANK_TEXT.rekening}
                withAsterisk
                size="xs"
                allowDeselect={false}
                value={form.value.kode_rekening || null}
                onChange={(value) => set({ kode_rekening: value ?? '' })}
              />
            ) : null}
            <MasterSelect
              list="kode_transaksi"
              where={KATEGORI_BOLEH[jenis]}
              label={KAS_BANK_TEXT.kategori}
              withAsterisk
              size="xs"
              searchable
              allowDeselect={false}
              value={form.value.kode_transaksi || null}
              onChange={(value) => set({ kode_transaksi: value ?? '' })}
            />
            <MoneyInput
              label={KAS_BANK_TEXT.jumlah}
              withAsterisk
              size="xs"
              value={form.value.jumlah}
              onValueChange={(jumlah) => set({ jumlah })}
              leftSection={<Text size="xs">Rp.</Text>}
            />
            {akun === 'BANK' ? (
              <TextInput
                label={KAS_BANK_TEXT.referensi}
                size="xs"
                maxLength={50}
                value={form.value.referensi}
                onChange={(e) => set({ referensi: e.currentTarget.value.toUpperCase() })}
              />
            ) : null}
            <UpperTextInput
              label={KAS_BANK_TEXT.keterangan}
              size="xs"
              maxLength={200}
              value={form.value.keterangan}
              onValueChange={(keterangan) => set({ keterangan })}
            />
            <Group justify="flex-end" mt="xs">
              <SaveButton size="xs" saving={saving} label={KAS_BANK_TEXT.simpan} onClick={() => void save()} />
            </Group>
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md" style={{ flex: 1, minWidth: 0 }}>
          <DataTable
            title={KAS_BANK_TEXT.transaksiHariIni}
            records={list.data?.data ?? []}
            columns={columns}
            idAccessor="no_transaksi"
            searchable={false}
            fetching={list.isFetching}
            height="calc(100vh - 300px)"
          />
        </Paper>
      </Group>
      <BatalKeuanganDialog
        target={cancelling}
        title={KAS_BANK_TEXT.batalkanTransaksi}
        question={KAS_BANK_TEXT.konfirmasiBatal}
        reasonLabel={KAS_BANK_TEXT.alasan}
        confirmLabel={KAS_BANK_TEXT.batal}
        onClose={() => setCancelling(null)}
        onDone={() => Promise.all([saldo.refetch(), list.refetch()])}
      />
    </PageFrame>
  );
}
