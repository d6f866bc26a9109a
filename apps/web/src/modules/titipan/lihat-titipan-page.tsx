// /lihat-titipan: a customer's deposit (titipan) at this store — found by the member picker or a walk-in's
// phone — with its balance and every entry read from the money ledger (deposits taken, used in sales, order
// deposits, change kept, refunds, cancels), a slip per entry to reprint; taking a deposit by any counter
// method; paying part or all of it back in cash with an OWN/SU approval (the server checks it and logs it on
// /laporan-otorisasi, and refuses more than the balance: 'Saldo Titipan Tidak Mencukupi'). A second tab lists
// the store's open deposits; choosing one opens it.
import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCashBanknote, IconPrinter, IconX } from '@tabler/icons-react';
import {
  buildSlip,
  formatRupiah,
  JENIS_BAYAR,
  titipanApi,
  titipanSlip,
  type AkunTitipan,
  type EntriTitipan,
  type MemberSummary,
  type Otorisasi,
} from '@kencana/core';
import { ApprovalDialog } from '../../components/approval/index.ts';
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
import { MemberPicker } from '../../components/member-picker/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi, useApiQuery } from '../../lib/api.ts';
import { downloadSlip } from '../../lib/download.ts';
import { slipShop } from '../../lib/slip-shop.ts';
import { BatalTitipanDialog } from './batal-titipan-dialog.tsx';

export const TITIPAN_TEXT = {
  member: 'Member',
  umum: 'Umum (No HP)',
  noHp: 'No HP Customer',
  nama: 'Nama Customer',
  saldo: 'Saldo Titipan',
  pilihCustomer: 'Pilih member atau isi No HP customer',
  titipUang: 'Titip Uang',
  jumlah: 'Jumlah',
  caraBayar: 'Cara Bayar',
  bank: 'Bank',
  keterangan: 'Keterangan',
  simpan: 'Simpan Titipan',
  ambil: 'Ambil Titipan',
  ambilJudul: 'Ambil Titipan (Tunai)',
  lanjutOtorisasi: 'Lanjut Otorisasi',
  mutasi: 'Mutasi Titipan',
  semua: 'Semua Saldo Titipan',
  no: 'No Dokumen',
  tanggal: 'Tanggal',
  jenis: 'Jenis',
  masukKeluar: 'Mutasi',
  saldoSetelah: 'Saldo',
  status: 'Status',
  dibatalkan: 'DIBATALKAN',
  batalBadge: 'BATAL',
  aktif: 'AKTIF',
  cetakSlip: 'Cetak Slip',
  batal: 'Batalkan',
  customer: 'Customer',
  terakhir: 'Terakhir',
  buka: 'Buka',
  cari: 'Cari nama / No HP / member',
  konfirmasiTitip: 'Simpan Titipan Ini?',
  konfirmasiAmbil: 'Bayar Kembali Titipan Ini Secara Tunai?',
  deskripsiOtorisasi: (jumlah: number) => `Ambil titipan tunai ${formatRupiah(jumlah)}`,
} as const;

interface Form {
  jumlah: string;
  jenis: string;
  kode_bank: string;
  keterangan: string;
}
const EMPTY: Form = { jumlah: '', jenis: 'CASH', kode_bank: '', keterangan: '' };

/** Who the screen shows: a member, or a walk-in by phone (and the name typed for a new deposit). */
interface Who {
  mode: 'MEMBER' | 'UMUM';
  member: MemberSummary | null;
  no_hp: string;
  nama: string;
}

const customerLabel = (akun: Pick<AkunTitipan, 'kode_member' | 'no_hp' | 'nama' | 'ref'>) =>
  akun.kode_member ? `${akun.kode_member} - ${akun.nama}` : akun.no_hp ? `${akun.nama || '-'} (${akun.no_hp})` : `${akun.nama || akun.ref}`;

export default function LihatTitipanPage() {
  const [who, setWho] = useState<Who>({ mode: 'MEMBER', member: null, no_hp: '', nama: '' });
  const form = useDocumentDraft<Form>('titipan.form', EMPTY);
  useLeaveGuard(form.dirty);
  const { saving, result, clearResult, submit } = useDocumentSave();
  const [ambilOpen, setAmbilOpen] = useState(false);
  const [ambil, setAmbil] = useState({ jumlah: '', keterangan: '' });
  const [approving, setApproving] = useState(false);
  const [cancelling, setCancelling] = useState<EntriTitipan | null>(null);
  const [tab, setTab] = useState<string | null>('mutasi');
  const [cari, setCari] = useState('');

  const phoneDigits = who.no_hp.replace(/\D/g, '');
  const query =
    who.mode === 'MEMBER'
      ? who.member
        ? { kode_member: who.member.kode_member }
        : null
      : phoneDigits.length >= 6
        ? { no_hp: who.no_hp }
        : null;
  const saldo = useApiQuery(titipanApi.saldo, { query: query ?? {} }, { enabled: query !== null });
  const daftar = useApiQuery(titipanApi.daftar, { query: { cari, terbuka: true } }, { enabled: tab === 'semua' });
  const akun = query ? saldo.data?.data : undefined;
  const set = (patch: Partial<Form>) => form.set((value) => ({ ...value, ...patch }));

  const customerName = who.mode === 'MEMBER' ? (who.member?.nama_member ?? '') : who.nama || akun?.nama || '';
  const printEntry = (entry: EntriTitipan, customer: AkunTitipan | undefined = akun) =>
    downloadSlip(
      buildSlip(titipanSlip, {
        ...slipShop(),
        judul: entry.nama_dokumen,
        no_dokumen: entry.no_dokumen,
        tanggal: entry.waktu,
        customer: customer ? customerLabel(customer) : customerName,
        cara_bayar: entry.cara_bayar,
        keterangan: entry.keterangan,
        jumlah: entry.jumlah,
        saldo: entry.saldo,
        user_id: entry.user_id,
      }),
    );

  const refresh = () => Promise.all([saldo.refetch(), daftar.refetch()]);

  const body = () => ({
    ...(who.mode === 'MEMBER'
      ? { kode_member: who.member?.kode_member ?? '' }
      : { customer: { nama: who.nama, no_hp: who.no_hp, alamat: '' } }),
    jumlah: form.value.jumlah,
    pembayaran: [{ jenis: form.value.jenis, jumlah: form.value.jumlah, kode_bank: form.value.kode_bank }],
    keterangan: form.value.keterangan,
  });

  const simpan = () =>
    submit({
      schema: titipanApi.simpan.body,
      body: body(),
      confirm: { message: TITIPAN_TEXT.konfirmasiTitip, facts: documentFacts({ total: Number(form.value.jumlah || 0) }) },
      write: async (key, parsed) => {
        const answer = await callApi(titipanApi.simpan, { body: parsed }, { idempotencyKey: key });
        const entry: EntriTitipan = {
          no_dokumen: answer.data.no_titipan,
          doc_type: 'TITIPAN',
          nama_dokumen: 'TITIP UANG',
          tgl_system: answer.data.tgl_system,
          waktu: answer.data.tgl_system,
          user_id: slipShop().user_id,
          keterangan: parsed.keterangan,
          jumlah: parsed.jumlah,
          saldo: answer.data.saldo,
          cara_bayar: parsed.pembayaran.map((p) => p.jenis).join(', '),
          dibatalkan: null,
        };
        return {
          message: answer.message,
          no_dokumen: answer.data.no_titipan,
          extra: `${TITIPAN_TEXT.jumlah} ${formatRupiah(parsed.jumlah)} · ${TITIPAN_TEXT.saldo} ${formatRupiah(answer.data.saldo)}`,
          prints: [{ label: TITIPAN_TEXT.cetakSlip, kind: 'slip' as const, run: async () => printEntry(entry, answer.data.akun) }],
        };
      },
      afterSuccess: () => {
        form.clear();
        return refresh();
      },
    });

  const ambilBody = (otorisasi: Otorisasi) => ({
    no_titipan: akun?.no_titipan ?? '',
    jumlah: ambil.jumlah,
    keterangan: ambil.keterangan,
    otorisasi,
  });

  const kirimAmbil = (otorisasi: Otorisasi) =>
    submit({
      schema: titipanApi.ambil.body,
      body: ambilBody(otorisasi),
      confirm: { message: TITIPAN_TEXT.konfirmasiAmbil, facts: documentFacts({ payout: Number(ambil.jumlah || 0) }) },
      write: async (key, parsed) => {
        const answer = await callApi(titipanApi.ambil, { body: parsed }, { idempotencyKey: key });
        const entry: EntriTitipan = {
          no_dokumen: answer.data.no_ambil,
          doc_type: 'AMBIL_TITIPAN',
          nama_dokumen: 'AMBIL TITIPAN',
          tgl_system: answer.data.tgl_system,
          waktu: answer.data.tgl_system,
          user_id: slipShop().user_id,
          keterangan: parsed.keterangan,
          jumlah: -parsed.jumlah,
          saldo: answer.data.saldo,
          cara_bayar: 'CASH',
          dibatalkan: null,
        };
        return {
          message: answer.message,
          no_dokumen: answer.data.no_ambil,
          extra: `${TITIPAN_TEXT.jumlah} ${formatRupiah(parsed.jumlah)} · ${TITIPAN_TEXT.saldo} ${formatRupiah(answer.data.saldo)}`,
          prints: [{ label: TITIPAN_TEXT.cetakSlip, kind: 'slip' as const, run: async () => printEntry(entry, answer.data.akun) }],
        };
      },
      afterSuccess: () => {
        setAmbil({ jumlah: '', keterangan: '' });
        return refresh();
      },
    });

  const keteranganOf = (r: EntriTitipan) => [r.keterangan, r.cara_bayar].filter(Boolean).join(' · ');
  const columns: DataTableColumnDef<EntriTitipan>[] = [
    { accessor: 'no_dokumen', title: TITIPAN_TEXT.no, width: 158, noWrap: true },
    // Beside the form at 1366 px the table has about 740 px: the fixed widths add up to 728 (cells draw 1 px
    // of border each), so the actions column stays in view; long texts end in … with the whole text on hover.
    { accessor: 'tgl_system', title: TITIPAN_TEXT.tanggal, width: 90, noWrap: true },
    { accessor: 'nama_dokumen', title: TITIPAN_TEXT.jenis, width: 104, ellipsis: true },
    {
      accessor: 'keterangan',
      title: TITIPAN_TEXT.keterangan,
      width: 104,
      ellipsis: true,
      render: (r) => (
        <Text size="sm" truncate title={keteranganOf(r)}>
          {keteranganOf(r)}
        </Text>
      ),
      text: keteranganOf,
    },
    rupiahColumn('jumlah', TITIPAN_TEXT.masukKeluar, 104, (r) => r.jumlah),
    rupiahColumn('saldo', TITIPAN_TEXT.saldoSetelah, 104, (r) => r.saldo),
    {
      accessor: 'dibatalkan',
      title: '',
      width: 64,
      text: (r) => (r.dibatalkan ? TITIPAN_TEXT.dibatalkan : TITIPAN_TEXT.aktif),
      render: (r) => (
        <Group gap={2} wrap="nowrap">
          <Tooltip label={TITIPAN_TEXT.cetakSlip}>
            <ActionIcon variant="subtle" aria-label={`${TITIPAN_TEXT.cetakSlip} ${r.no_dokumen}`} onClick={() => printEntry(r)}>
              <IconPrinter size={16} />
            </ActionIcon>
          </Tooltip>
          {r.dibatalkan ? (
            <Tooltip label={`${TITIPAN_TEXT.dibatalkan} ${r.dibatalkan}`}>
              <Badge size="xs" variant="light" color="red">
                {TITIPAN_TEXT.batalBadge}
              </Badge>
            </Tooltip>
          ) : r.doc_type === 'TITIPAN' ? (
            <Tooltip label={TITIPAN_TEXT.batal}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`${TITIPAN_TEXT.batal} ${r.no_dokumen}`}
                onClick={() => setCancelling(r)}
              >
                <IconX size={16} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      ),
    },
  ];

  const daftarColumns: DataTableColumnDef<AkunTitipan>[] = [
    { accessor: 'ref', title: TITIPAN_TEXT.customer, render: (r) => customerLabel(r), text: (r) => customerLabel(r), ellipsis: true },
    { accessor: 'no_titipan', title: TITIPAN_TEXT.no, width: 170, noWrap: true },
    { accessor: 'terakhir', title: TITIPAN_TEXT.terakhir, width: 100 },
    rupiahColumn('saldo', TITIPAN_TEXT.saldo, 130, (r) => r.saldo),
    {
      accessor: '__buka',
      title: '',
      width: 70,
      noExport: true,
      render: (r) => (
        <Button
          size="compact-xs"
          variant="light"
          disabled={!r.kode_member && !r.no_hp}
          onClick={() => {
            setWho(
              r.kode_member
                ? {
                    mode: 'MEMBER',
                    member: {
                      kode_member: r.kode_member,
                      nama_member: r.nama,
                      no_hp: '',
                      no_ktp: '',
                      alamat: '',
                      tgl_lahir: '',
                      kode_toko: r.kode_toko,
                      poin: 0,
                    },
                    no_hp: '',
                    nama: '',
                  }
                : { mode: 'UMUM', member: null, no_hp: r.no_hp, nama: r.nama },
            );
            setTab('mutasi');
          }}
        >
          {TITIPAN_TEXT.buka}
        </Button>
      ),
    },
  ];

  return (
    <PageFrame path="/lihat-titipan">
      <DocumentResultPanel result={result} onClose={clearResult} />
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Paper withBorder radius="md" p="md" w={290} style={{ flexShrink: 0 }}>
          <Stack gap="xs">
            <SegmentedControl
              size="xs"
              fullWidth
              value={who.mode}
              onChange={(mode) => setWho({ mode: mode as Who['mode'], member: null, no_hp: '', nama: '' })}
              data={[
                { value: 'MEMBER', label: TITIPAN_TEXT.member },
                { value: 'UMUM', label: TITIPAN_TEXT.umum },
              ]}
            />
            {who.mode === 'MEMBER' ? (
              <MemberPicker value={who.member} onChange={(member) => setWho((w) => ({ ...w, member }))} w="100%" />
            ) : (
              <Group gap="xs" grow wrap="nowrap">
                <TextInput
                  label={TITIPAN_TEXT.noHp}
                  size="xs"
                  maxLength={20}
                  inputMode="tel"
                  value={who.no_hp}
                  onChange={(e) => {
                    const no_hp = e.currentTarget.value.replace(/[^0-9+\- ]/g, '');
                    setWho((w) => ({ ...w, no_hp }));
                  }}
                />
                <TextInput
                  label={TITIPAN_TEXT.nama}
                  size="xs"
                  maxLength={100}
                  value={who.nama}
                  onChange={(e) => {
                    const nama = e.currentTarget.value.toUpperCase();
                    setWho((w) => ({ ...w, nama }));
                  }}
                />
              </Group>
            )}
            <Paper bg="var(--mantine-color-gray-0)" p="sm" radius="sm">
              <Text size="xs" c="dimmed">
                {TITIPAN_TEXT.saldo}
                {akun?.nama ? ` · ${akun.nama}` : ''}
              </Text>
              <Title order={3} data-testid="saldo-titipan">
                {query === null ? '-' : akun ? formatRupiah(akun.saldo) : '…'}
              </Title>
              {query === null ? (
                <Text size="xs" c="dimmed">
                  {TITIPAN_TEXT.pilihCustomer}
                </Text>
              ) : null}
            </Paper>
            <Text fw={600} size="sm">
              {TITIPAN_TEXT.titipUang}
            </Text>
            <MoneyInput
              label={TITIPAN_TEXT.jumlah}
              withAsterisk
              size="xs"
              value={form.value.jumlah}
              onValueChange={(jumlah) => set({ jumlah })}
              leftSection={<Text size="xs">Rp.</Text>}
            />
            <Group gap="xs" grow wrap="nowrap">
              <Select
                label={TITIPAN_TEXT.caraBayar}
                size="xs"
                allowDeselect={false}
                data={JENIS_BAYAR.filter((j) => j !== 'MARKETPLACE').map((j) => ({ value: j, label: j }))}
                value={form.value.jenis}
                onChange={(jenis) => set({ jenis: jenis ?? 'CASH' })}
              />
              <TextInput
                label={TITIPAN_TEXT.bank}
                size="xs"
                maxLength={20}
                disabled={form.value.jenis === 'CASH' || form.value.jenis === 'QRIS'}
                value={form.value.kode_bank}
                onChange={(e) => set({ kode_bank: e.currentTarget.value.toUpperCase() })}
              />
            </Group>
            <UpperTextInput
              label={TITIPAN_TEXT.keterangan}
              size="xs"
              maxLength={200}
              value={form.value.keterangan}
              onValueChange={(keterangan) => set({ keterangan })}
            />
            <Stack gap={6} mt="xs">
              <SaveButton size="xs" fullWidth saving={saving} label={TITIPAN_TEXT.simpan} onClick={() => void simpan()} />
              <Button
                fullWidth
                size="xs"
                variant="light"
                color="orange"
                leftSection={<IconCashBanknote size={14} />}
                disabled={!akun || akun.saldo <= 0}
                onClick={() => setAmbilOpen(true)}
              >
                {TITIPAN_TEXT.ambil}
              </Button>
            </Stack>
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md" style={{ flex: 1, minWidth: 0 }}>
          <Tabs value={tab} onChange={setTab}>
            <Tabs.List mb="xs">
              <Tabs.Tab value="mutasi">{TITIPAN_TEXT.mutasi}</Tabs.Tab>
              <Tabs.Tab value="semua">{TITIPAN_TEXT.semua}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="mutasi">
              <DataTable
                records={akun?.entri ? [...akun.entri].reverse() : []}
                columns={columns}
                idAccessor="no_dokumen"
                searchable={false}
                fetching={saldo.isFetching}
                height="calc(100vh - 330px)"
              />
            </Tabs.Panel>
            <Tabs.Panel value="semua">
              <TextInput
                size="xs"
                mb="xs"
                w={280}
                placeholder={TITIPAN_TEXT.cari}
                value={cari}
                onChange={(e) => setCari(e.currentTarget.value)}
              />
              <DataTable
                records={daftar.data?.data ?? []}
                columns={daftarColumns}
                idAccessor="ref"
                searchable={false}
                fetching={daftar.isFetching}
                height="calc(100vh - 370px)"
              />
            </Tabs.Panel>
          </Tabs>
        </Paper>
      </Group>
      <Modal opened={ambilOpen} onClose={() => setAmbilOpen(false)} title={TITIPAN_TEXT.ambilJudul} centered size="sm">
        <Stack gap="xs">
          <Text size="sm">
            {TITIPAN_TEXT.saldo}: {formatRupiah(akun?.saldo ?? 0)}
          </Text>
          <MoneyInput
            label={TITIPAN_TEXT.jumlah}
            withAsterisk
            size="xs"
            data-autofocus
            value={ambil.jumlah}
            onValueChange={(jumlah) => setAmbil((a) => ({ ...a, jumlah }))}
            leftSection={<Text size="xs">Rp.</Text>}
          />
          <UpperTextInput
            label={TITIPAN_TEXT.keterangan}
            size="xs"
            maxLength={200}
            value={ambil.keterangan}
            onValueChange={(keterangan) => setAmbil((a) => ({ ...a, keterangan }))}
          />
          <Group justify="flex-end">
            <Button
              size="xs"
              onClick={() => {
                setAmbilOpen(false);
                setApproving(true);
              }}
            >
              {TITIPAN_TEXT.lanjutOtorisasi}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ApprovalDialog
        opened={approving}
        onClose={() => setApproving(false)}
        description={TITIPAN_TEXT.deskripsiOtorisasi(Number(ambil.jumlah || 0))}
        onApprove={async (otorisasi) => {
          // The dialog closes first: the send asks its confirmation and shows its answer as any save.
          setApproving(false);
          void kirimAmbil(otorisasi);
        }}
      />
      <BatalTitipanDialog target={cancelling} onClose={() => setCancelling(null)} onDone={refresh} />
    </PageFrame>
  );
}
